/**
 * The words a chain page rests on. A combination's page cites the same sentences for many chains
 * (one audit's observation decides a dozen rows), so each distinct quote (its words and the passage
 * they open) is printed in full once, numbered, in one list at the foot of the page, with its passage
 * and under the audit that passage speaks for; every place that uses it, the answer tables and each
 * chain's links, cites it by that number. The quotes that only folded links cite (links that neither
 * decide their chain nor are disputed) are listed after the others, in the list's own fold, so the
 * open list is the words the answers rest on. Pure: the input is the page's chains.
 */
import { quoteKey, type EvidenceLink } from '../evidence/links.ts';
import { must } from '../lookup/must.ts';
import { evidenceFieldLabel } from '../register/axes.ts';
import type { Chain, ChainLink } from './chain.ts';
import { chainLinksShown, decidingWords, groupChains } from './view.ts';

/** One quote on the page, printed in full once with its passage. */
export interface PageWord {
  /** Its number on the page: what every use cites, `[n]`. */
  n: number;
  /** The anchor of its full copy. */
  id: string;
  quote: string;
  /** Where the words are, as the legend writes it: `CAP-03/observation`, `note:<slug>`, `register:<id>`. */
  in: string;
  /** The passage with the words highlighted. */
  url: string;
  /** Its opening words, for a citation that shows some. */
  lead: string;
}

/** Quotes whose passages speak for the same audits, in the order the page meets them. */
export interface WordSource {
  /**
   * Which audit the passages speak for (`provenance.ts`), in words after “from”: one label, or more when the page reads
   * the same words for the gateway and for the host (each reading is evidence for its own product); none when a passage
   * is outside the corpus.
   */
  provenance: string[];
  words: PageWord[];
}

export interface PageWords {
  /** The quotes the page cites where it shows them, audit by audit in the order the page first cites them; numbered from 1. */
  sources: WordSource[];
  /** The quotes cited only inside folds, the same way; their numbers follow on from `sources`. */
  folded: WordSource[];
  /** The page's one copy of the quote `e` uses. A quote not among the page's uses is a programming error. */
  of(e: Pick<EvidenceLink, 'url' | 'quote'>): PageWord;
}

/** A quote's opening words: up to `words` words, then an ellipsis when cut. */
export function quoteLead(quote: string, words = 6): string {
  const all = quote.split(/\s+/).filter(Boolean);
  return all.length <= words ? all.join(' ') : `${all.slice(0, words).join(' ')}…`;
}

/** Each quote's provenance: the labels of all its uses (one passage may be read for more than one audit). */
function provenanceOf(uses: readonly EvidenceLink[]): Map<string, string[]> {
  const labels = new Map<string, string[]>();
  for (const e of uses) {
    const known = labels.get(quoteKey(e)) ?? [];
    const label = e.provenance?.label;
    if (label && !known.includes(label)) known.push(label);
    labels.set(quoteKey(e), known);
  }
  return labels;
}

/** The quotes of `uses` once each, grouped by their provenance (`labels`), the groups in order of first use. */
function byProvenance(uses: readonly EvidenceLink[], labels: Map<string, string[]>): { provenance: string[]; quotes: EvidenceLink[] }[] {
  const seen = new Set<string>();
  const groups = new Map<string, { provenance: string[]; quotes: EvidenceLink[] }>();
  for (const e of uses) {
    if (seen.has(quoteKey(e))) continue;
    seen.add(quoteKey(e));
    // The same audits in another order are the same group.
    const sorted = [...(labels.get(quoteKey(e)) ?? [])].sort();
    const key = sorted.join('\u0000');
    const group = groups.get(key) ?? { provenance: sorted, quotes: [] };
    group.quotes.push(e);
    groups.set(key, group);
  }
  return [...groups.values()];
}

/**
 * The page's words from its uses of quotes, in reading order: each distinct quote once, its provenance the labels of
 * all its uses; grouped by provenance (a page cites a few audits, each through many passages), the groups in order of
 * first use, numbered through the list. `foldedUses` are the uses inside folds: a quote found only there is listed in
 * `folded`, numbered after every open one; a quote also cited in the open is listed with the open ones.
 */
export function pageWords(uses: readonly EvidenceLink[], foldedUses: readonly EvidenceLink[] = []): PageWords {
  const labels = provenanceOf([...uses, ...foldedUses]);
  const open = new Set(uses.map(quoteKey));
  const byKey = new Map<string, PageWord>();
  let n = 0;
  const numbered = (groups: { provenance: string[]; quotes: EvidenceLink[] }[]): WordSource[] =>
    groups.map((g) => ({
      provenance: g.provenance,
      words: g.quotes.map((e) => {
        n += 1;
        const word = { n, id: `words-${n}`, quote: e.quote, in: e.in, url: e.url, lead: quoteLead(e.quote) };
        byKey.set(quoteKey(e), word);
        return word;
      }),
    }));
  const sources = numbered(byProvenance(uses, labels));
  const folded = numbered(
    byProvenance(
      foldedUses.filter((e) => !open.has(quoteKey(e))),
      labels,
    ),
  );
  return { sources, folded, of: (e) => must(byKey.get(quoteKey(e)), `the page's copy of “${e.quote}”`) };
}

/**
 * A chain page's uses of quotes in reading order: `open`, where the page shows them (the answer tables' deciding
 * words, client side then server side, group by group, as the page lists them; then each chain's open links, those
 * that decide it or are disputed), and `folded`, each chain's other links, which the page folds away.
 */
export function chainPageUses(chains: readonly Chain[]): { open: EvidenceLink[]; folded: EvidenceLink[] } {
  const answers = (['client', 'server'] as const).flatMap((side) =>
    groupChains(chains, side).flatMap((g) => g.chains.flatMap((c) => decidingWords(c))),
  );
  const shown = chains.map(chainLinksShown);
  return {
    open: [...answers, ...shown.flatMap((s) => s.open.flatMap((l) => l.evidence))],
    folded: shown.flatMap((s) => s.folded.flatMap((l) => l.evidence)),
  };
}

/** The words of one combination's page. */
export function chainPageWords(chains: readonly Chain[]): PageWords {
  const { open, folded } = chainPageUses(chains);
  return pageWords(open, folded);
}

/** One question a link's quotes answer, with its quotes stated for this revision and those carried here from another revision. */
export interface LinkWords {
  /** The question, as the drawer asks it (`Declared?`), or `Words:` for a link that reads no matrix cell. */
  label: string;
  stated: Pick<EvidenceLink, 'url' | 'quote'>[];
  carried: Pick<EvidenceLink, 'url' | 'quote'>[];
}

/**
 * A link's quotes grouped by the question they answer, in order of first use. A link that reads a matrix cell asks the
 * cell's questions (its evidence fields); any other link's quotes are one group.
 */
export function linkWords(link: Pick<ChainLink, 'evidence' | 'cell'>): LinkWords[] {
  const groups: LinkWords[] = [];
  for (const e of link.evidence) {
    const label = link.cell ? evidenceFieldLabel(e.field) : 'Words:';
    let group = groups.find((g) => g.label === label);
    if (!group) groups.push((group = { label, stated: [], carried: [] }));
    (e.scope === 'inferred' ? group.carried : group.stated).push({ url: e.url, quote: e.quote });
  }
  return groups;
}

/** How many quotes a part of the list holds. */
export function wordCount(sources: readonly WordSource[]): number {
  return sources.reduce((n, s) => n + s.words.length, 0);
}

/**
 * The summary of the list's fold: what it holds and how many: `12 more quotes ([40] to [51]), cited only by links that
 * do not decide their chain`. Undefined when no quote is cited only in folds.
 */
export function foldedWordsSummary(words: Pick<PageWords, 'folded'>): string | undefined {
  const all = words.folded.flatMap((s) => s.words);
  if (!all.length) return undefined;
  const first = all[0]!.n;
  const last = all.at(-1)!.n;
  const which = all.length === 1 ? `1 more quote ([${first}])` : `${all.length} more quotes ([${first}] to [${last}])`;
  return `${which}, cited only by links that do not decide their chain`;
}
