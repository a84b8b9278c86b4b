/**
 * The words a chain page rests on. A combination's page cites the same sentences for many chains
 * (one audit's observation decides a dozen rows), so each distinct quote (its words and the passage
 * they open) is printed in full once, numbered, in one list at the foot of the page, with its passage
 * and under the audit that passage speaks for; every place that uses it, the answer tables and each
 * chain's links, cites it by that number. Pure: the input is the page's chains.
 */
import type { EvidenceLink } from '../evidence/links.ts';
import { must } from '../lookup/must.ts';
import { evidenceFieldLabel } from '../register/axes.ts';
import type { Chain, ChainLink } from './chain.ts';
import { decidingWords, groupChains } from './view.ts';

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
  /** The list, audit by audit in the order the page first cites them; the numbers run through it. */
  sources: WordSource[];
  /** The page's one copy of the quote `e` uses. A quote not among the page's uses is a programming error. */
  of(e: Pick<EvidenceLink, 'url' | 'quote'>): PageWord;
}

/** A quote's opening words: up to `words` words, then an ellipsis when cut. */
export function quoteLead(quote: string, words = 6): string {
  const all = quote.split(/\s+/).filter(Boolean);
  return all.length <= words ? all.join(' ') : `${all.slice(0, words).join(' ')}…`;
}

/** Two uses are the same quote when they are the same words of the same passage (the same words elsewhere are another quote). */
function quoteKey(e: Pick<EvidenceLink, 'url' | 'quote'>): string {
  return `${e.url}\u0000${e.quote}`;
}

/**
 * The page's words from its uses of quotes, in reading order: each distinct quote once, its provenance the labels of
 * all its uses; grouped by provenance (a page cites a few audits, each through many passages), the groups in order of
 * first use, numbered through the list.
 */
export function pageWords(uses: readonly EvidenceLink[]): PageWords {
  const quotes = new Map<string, { e: EvidenceLink; provenance: string[] }>();
  for (const e of uses) {
    const known = quotes.get(quoteKey(e));
    const label = e.provenance?.label;
    if (!known) quotes.set(quoteKey(e), { e, provenance: label ? [label] : [] });
    else if (label && !known.provenance.includes(label)) known.provenance.push(label);
  }
  const groups = new Map<string, { provenance: string[]; quotes: EvidenceLink[] }>();
  for (const { e, provenance } of quotes.values()) {
    // The same audits in another order are the same group.
    const sorted = [...provenance].sort();
    const key = sorted.join('\u0000');
    const group = groups.get(key) ?? { provenance: sorted, quotes: [] };
    group.quotes.push(e);
    groups.set(key, group);
  }
  const byKey = new Map<string, PageWord>();
  let n = 0;
  const sources = [...groups.values()].map((g) => ({
    provenance: g.provenance,
    words: g.quotes.map((e) => {
      n += 1;
      const word = { n, id: `words-${n}`, quote: e.quote, in: e.in, url: e.url, lead: quoteLead(e.quote) };
      byKey.set(quoteKey(e), word);
      return word;
    }),
  }));
  return { sources, of: (e) => must(byKey.get(quoteKey(e)), `the page's copy of “${e.quote}”`) };
}

/**
 * A chain page's uses of quotes in reading order: the answer tables' deciding words (client side, then server side,
 * group by group, as the page lists them), then each chain's links in order.
 */
export function chainPageUses(chains: readonly Chain[]): EvidenceLink[] {
  const answers = (['client', 'server'] as const).flatMap((side) =>
    groupChains(chains, side).flatMap((g) => g.chains.flatMap((c) => decidingWords(c))),
  );
  return [...answers, ...chains.flatMap((c) => c.links.flatMap((l) => l.evidence))];
}

/** The words of one combination's page. */
export function chainPageWords(chains: readonly Chain[]): PageWords {
  return pageWords(chainPageUses(chains));
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
