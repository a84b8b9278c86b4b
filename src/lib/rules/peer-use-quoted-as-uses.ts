/**
 * The rule "peer-use-quoted-as-uses": what a product does with a peer's capability is quoted as its `uses`. A server row's sentence about a client (“opencode v1 and v2 list prompts only
 * from servers that declare prompts and turn each into a slash command”) reaches no verdict: a client does not declare
 * a server capability, so its cell is not-applicable by role. The words still belong to that cell: an entry's
 * `uses: {value, evidence: [{in, quote}]}` carries them into `/matrix.json` and the cell details, beside the verdict and never
 * in it (`verdict.ts` does not read them).
 *
 * - Every sentence of a one-sided row's passages (its sections, not its Sources list of paths) that names a product
 *   (`productNamed`) whose roles do not include the row's side speaks of that product using the peer's capability
 *   (the row's passages are about its capability), so it must be quoted, whole or in part, by a `uses` of that product
 *   in the row; otherwise the check refuses the row, naming the sentence and the fix.
 * - A `uses` quote names the product (words-about-this-product's reading: its sentence, or the quote, names it).
 * - a `uses` entry is refused on a row whose side the product plays (or a `both` row), where its words
 *   are evidence of a value, never uses; a `uses` quote from another row or a note must reach the row's capability
 *   (words-reach-only-their-passage, `unnamedCapability`); it says what the product does, so it is a whole clause of its sentence or holds
 *   a word of doing besides the product's name (“opencode v1” alone says nothing); and a quote whose words (outside
 *   parentheses) name revisions is published only at those (stated-needs-revision-words's scope reading), so an entry none of whose
 *   revisions it names is refused.
 */
import { PRODUCTS } from '../register/axes.ts';
import type { EvidenceRef, Row } from '../register/schema.ts';
import { isClauseOf } from '../evidence/contrary-words.ts';
import { normalizeWords, type EvidenceCorpus } from '../evidence/corpus.ts';
import { saysDoing } from '../evidence/field-words.ts';
import { parseLocation, passage } from '../evidence/locations.ts';
import { withoutOtherMethods } from '../evidence/method-names.ts';
import { PRODUCT_NAME_WORDS, productNamed, quoteIsAboutProduct } from '../evidence/product-words.ts';
import { unnamedCapability, unnamedMember } from '../evidence/reach.ts';
import { sentenceSpans, quotedSentence } from '../evidence/sentence-scope.ts';
import { usesScope, withoutParentheses } from '../evidence/uses.ts';
import { revisionsOf } from './entries.ts';
import type { Rule, WordsProblem } from './rule.ts';

/** Sections whose text is not prose about products: the row's citation list (paths such as `v1:packages/…`). */
const NOT_PROSE = new Set(['sources', 'sources-as-written']);

/** A sentence of a row about a product that plays the other side: where it is and the product it names. */
export interface PeerUseSentence {
  product: string;
  section: string;
  sentence: string;
}

/** The products whose roles do not include `side` (the peers of a one-sided row's side); none for a `both` row. */
function peersOf(side: Row['side']): string[] {
  if (side === 'both') return [];
  return PRODUCTS.filter((p) => !(p.roles as readonly string[]).includes(side)).map((p) => p.id);
}

/** The text without the words of any product's name (“opencode v1”): what is left says what it does, if anything. */
function withoutProductNames(text: string): string {
  return text.replace(new RegExp(`\\b(?:${PRODUCT_NAME_WORDS.join('|')})\\b`, 'gi'), ' ');
}

/** The sentences of a row's passages naming a product that does not play the row's side. */
export function peerUseSentences(corpus: EvidenceCorpus, row: Pick<Row, 'id' | 'side' | 'capability'>): PeerUseSentence[] {
  const side = row.capability?.side ?? row.side;
  const peers = peersOf(side);
  const sections = corpus.rows.get(row.id)?.sections;
  if (!peers.length || !sections) return [];
  const found: PeerUseSentence[] = [];
  for (const [section, text] of sections) {
    if (NOT_PROSE.has(section)) continue;
    for (const span of sentenceSpans(text)) {
      const sentence = text.slice(span.start, span.end).trim();
      for (const product of peers) {
        // “Both opencode versions refetch tools on it (v2 debounces …)”: the parenthesis's “v2” does not make the
        // sentence v2's alone, so the sentence is read with and without its parentheses.
        if (productNamed(sentence, product) || productNamed(withoutParentheses(sentence), product))
          found.push({ product, section, sentence });
      }
    }
  }
  return found;
}

/** The last key of each key path of a capability (an extension path gives none): the words naming that exact key, with the path's capability (its first key). */
function exactKeys(capability: Row['capability']): { key: string; top: string }[] {
  return (capability?.paths ?? []).flatMap((path) => {
    if (path.startsWith('extensions[')) return [];
    const keys = path.split('.');
    const last = keys.at(-1);
    return last ? [{ key: last, top: keys[0] ?? last }] : [];
  });
}

/** Does the text write the word (a plural s, or none, either way), outside another capability's method names (“roots/list” is not tasks.list)? */
function writesKey(text: string, { key, top }: { key: string; top: string }): boolean {
  return new RegExp(`\\b${key.replace(/s$/, '').replace(/[^A-Za-z0-9]/g, '')}s?\\b`, 'i').test(withoutOtherMethods(text, top));
}

/**
 * The sentences of a note auditing a product that does not play the row's side, naming the row's exact
 * key (“the client does consume tools, resources, prompts, logging and instructions”, the opencode note, opencode v1's
 * by its products), when no row of the product's own side is about that key (“tasks” there is the client's own
 * declaration, CAP-10): what the product does with the peer's capability, to be quoted as its `uses` (`in: note:…`).
 */
export function peerUseNoteSentences(
  corpus: EvidenceCorpus,
  row: Pick<Row, 'id' | 'side' | 'capability'>,
  rows: readonly Row[],
): PeerUseSentence[] {
  const side = row.capability?.side ?? row.side;
  const peers = peersOf(side);
  const keys = exactKeys(row.capability);
  if (!peers.length || !keys.length) return [];
  const found: PeerUseSentence[] = [];
  for (const [slug, sections] of corpus.noteSections ?? []) {
    const audits = corpus.noteMeta?.get(slug)?.audits ?? [];
    for (const product of peers.filter((p) => audits.includes(p))) {
      const roles: readonly string[] = PRODUCTS.find((p) => p.id === product)?.roles ?? [];
      const ownSide = rows.filter((r) => (r.capability?.side ?? r.side) !== side && roles.includes(r.capability?.side ?? r.side));
      // Like with like: a top-level key against the own side's top-level keys, a sub-key against its sub-keys
      // (“listChanged” is also roots.listChanged, the client's own).
      const ownPaths = ownSide.flatMap((r) => r.capability?.paths ?? []).filter((p) => !p.startsWith('extensions['));
      const ownKeys = new Set(ownPaths.map((p) => (p.includes('.') ? `.${p.split('.').at(-1) ?? ''}` : p)));
      const rowKeys = (row.capability?.paths ?? []).filter((p) => !p.startsWith('extensions['));
      const words = keys.filter(({ key: k }) => !rowKeys.some((p) => ownKeys.has(p.includes('.') ? `.${k}` : k) && p.endsWith(k)));
      for (const text of sections) {
        for (const span of sentenceSpans(text)) {
          const sentence = text.slice(span.start, span.end).trim();
          if (words.some((k) => writesKey(sentence, k))) found.push({ product, section: `note:${slug}`, sentence });
        }
      }
    }
  }
  return found;
}

/** Does a quote written in `row` sit in (or contain, or overlap) this sentence of this section (or `note:slug`)? */
function quotes(ref: EvidenceRef, row: string, section: string, sentence: string, corpus: EvidenceCorpus): boolean {
  const location = parseLocation(ref.in, row);
  if ('error' in location) return false;
  const inNote = location.kind === 'note' && `note:${location.slug}` === section;
  if (!inNote && (location.kind !== 'section' || location.row !== row || location.section !== section)) return false;
  const found = passage(corpus, location);
  if ('error' in found) return false;
  const words = normalizeWords(ref.quote);
  const text = normalizeWords(found.text);
  const at = text.indexOf(words);
  const start = text.indexOf(normalizeWords(sentence));
  if (at === -1 || start === -1 || !words) return false;
  return at < start + normalizeWords(sentence).length && at + words.length > start;
}

/** Every row's problems: each peer sentence quoted as its product's `uses`, each `uses` quote naming its product. */
function usesProblems(corpus: EvidenceCorpus, rows: readonly Row[]): WordsProblem[] {
  const problems: WordsProblem[] = [];
  const rowsById = new Map(rows.map((r) => [r.id, r]));
  const capabilityOf = (id: string) => rowsById.get(id)?.capability;
  for (const row of rows) {
    const where = { row: row.id };
    for (const [product, entries] of Object.entries(row.products)) {
      (entries ?? []).forEach((entry, i) => {
        const side = row.capability?.side ?? row.side;
        const roles: readonly string[] = PRODUCTS.find((p) => p.id === product)?.roles ?? [];
        if (entry.uses?.evidence.length && (side === 'both' || roles.includes(side))) {
          problems.push({
            rule: 'peer-use-quoted-as-uses',
            where,
            field: `products.${product}.${i}.uses`,
            message: `${product} plays this row's side (${side}), so what it does with this capability is its implemented value, not uses: a uses says what a product does with a peer's capability, on a cell not applicable by role. Remove uses, and quote the words as implemented evidence where they decide the value (peer-use-quoted-as-uses)`,
          });
        }
        const revisions = revisionsOf(entry);
        (entry.uses?.evidence ?? []).forEach((ref, j) => {
          const field = `products.${product}.${i}.uses.evidence.${j}`;
          if (!quoteIsAboutProduct(corpus, ref, row.id, product) && !productNamed(withoutParentheses(ref.quote), product)) {
            problems.push({
              rule: 'peer-use-quoted-as-uses',
              where,
              field,
              message: `quotes ${ref.in} “${ref.quote}”, whose sentence does not name ${product}: a uses quote says what ${product} does with a peer's capability, so quote a sentence that names ${product} (peer-use-quoted-as-uses)`,
            });
          }
          // A member's row (prompts.listChanged) needs words writing the member, not only its parent (“the
          // client does consume … prompts …” says nothing of prompts/list_changed).
          const words = [
            ...unnamedCapability(corpus, ref, row.id, row.capability, capabilityOf),
            ...unnamedMember(corpus, ref, row.id, row.capability, capabilityOf),
          ];
          if (words.length) {
            problems.push({
              rule: 'peer-use-quoted-as-uses',
              where,
              field,
              message: `quotes ${ref.in} “${ref.quote}”, whose passage never names this row's capability (${words.join(', ')}): words from another row or a note say what ${product} does with the capabilities their passage names, not with this one (peer-use-quoted-as-uses and words-reach-only-their-passage). Quote words about this row's capability, or remove the quote`,
            });
          }
          if (!isClauseOf(ref.quote, quotedSentence(corpus, ref, row.id)) && !saysDoing(withoutProductNames(ref.quote))) {
            problems.push({
              rule: 'peer-use-quoted-as-uses',
              where,
              field,
              message: `quotes ${ref.in} “${ref.quote}”, which is neither a whole clause of its sentence nor says what ${product} does (no word of doing besides a product's name): quote the clause that says what ${product} does with this capability (peer-use-quoted-as-uses)`,
            });
          }
          const named = usesScope(corpus, ref, row.id, product);
          if (named.length && !revisions.some((r) => named.includes(r))) {
            problems.push({
              rule: 'peer-use-quoted-as-uses',
              where,
              field,
              message: `quotes ${ref.in} “${ref.quote}”, whose words (or its note's Revisions:) name ${named.join(', ')}, none of the entry's revisions (${revisions.join(', ')}): a uses quote is shown only at the revisions its words name (peer-use-quoted-as-uses, read as stated-needs-revision-words), so give it an entry for ${named.join(', ')} or quote words that speak of these revisions`,
            });
          }
        });
      });
    }
    for (const found of [...peerUseSentences(corpus, row), ...peerUseNoteSentences(corpus, row, rows)]) {
      const entries = row.products[found.product as keyof Row['products']] ?? [];
      if (entries.some((e) => (e.uses?.evidence ?? []).some((ref) => quotes(ref, row.id, found.section, found.sentence, corpus)))) continue;
      problems.push({
        rule: 'peer-use-quoted-as-uses',
        where,
        field: `products.${found.product}`,
        message: `the ${found.section} sentence “${found.sentence}” says what ${found.product} does with this ${row.side} capability, which it does not declare (it plays the other side), and no uses of ${found.product} quotes it: add an entry with revisions, declared: unknown, implemented: unknown and uses: {value: <yes, no or unknown>, evidence: [{in: ${found.section}, quote: <the words>}]}, or add the quote to its entry's uses (peer-use-quoted-as-uses: what a product does with a peer's capability is shown on its cell)`,
      });
    }
  }
  return problems;
}

export const peerUseQuotedAsUses: Rule = {
  id: 'peer-use-quoted-as-uses',
  title: 'What a product does with a peer’s capability is its uses',
  description:
    'Every sentence of a one-sided row naming a product that does not play the row’s side is quoted by a `uses` of that product (published on its not-applicable cell, never in the verdict); a `uses` quote names its product, and `uses` is refused where the product plays the row’s side.',
  why: '“opencode v1 and v2 list prompts only from servers that declare prompts and turn each into a slash command” (CAP-14): words about a client using a server capability, which no verdict of the client may carry.',
  examples: {
    pass: {
      says: 'CAP-02’s words name only the server.',
      edits: [],
      excerpt: { file: 'capabilities/CAP-02.mdx', text: 'mcpx declares gadgets at 2025-11-25 and serves some of them.' },
    },
    fail: {
      says: 'A sentence about clients listing gadgets that no uses quotes.',
      edits: [
        {
          file: 'capabilities/CAP-02.mdx',
          find: 'mcpx does not serve 2024-11-05.',
          text: 'mcpx does not serve 2024-11-05. opencode v1 and v2 list gadgets only from servers that declare them.',
        },
      ],
    },
  },
  check: ({ corpus, rows }) => usesProblems(corpus, rows),
};
