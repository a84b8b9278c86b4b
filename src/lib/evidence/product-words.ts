/**
 * Which product words are about. A product is named by a word of its name (`productNamed`), read as its passage reads
 * it (a note's words among the products it speaks of). words-about-this-product: a quote of a declared or implemented
 * value of a product other than the row's audited one must sit in a sentence that names the product, in a note that
 * audits it, or in a source citation of its own code (`quoteIsAboutProduct`). “2026 removes the sub-field along with
 * notifications/roots/list_changed” is a sentence about the specification: it says what 2026 defines, never what
 * goose declares or implements.
 */
import { PRODUCTS } from '../register/axes.ts';
import type { EvidenceRef } from '../register/schema.ts';
import type { EvidenceCorpus } from './corpus.ts';
import { parseLocation } from './locations.ts';
import { CLAUSE_BREAK } from './clause-words.ts';
import { quotedSentence } from './sentence-scope.ts';

/** Words as a pattern matches them, regular-expression characters escaped. */
const escaped = (word: string) => word.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Every word of a product's name (“Codex”, “goose”, “opencode”, “v2”), escaped for a pattern. */
export const PRODUCT_NAME_WORDS: readonly string[] = [...new Set(PRODUCTS.flatMap((p) => p.name.split(/\s+/)))].map(escaped);

function writesWord(text: string, word: string): boolean {
  return new RegExp(`(^|[^\\p{L}\\p{N}])${escaped(word)}($|[^\\p{L}\\p{N}])`, 'iu').test(text);
}

/** The words of a product's name, split into those no other product's name has (“v2”) and those another shares (“opencode”). */
function nameWords(productId: string): { own: string[]; shared: { word: string; others: string[] }[] } {
  const product = PRODUCTS.find((p) => p.id === productId);
  const own: string[] = [];
  const shared: { word: string; others: string[] }[] = [];
  for (const word of product?.name.split(/\s+/) ?? []) {
    const others = PRODUCTS.filter((p) => p.id !== productId && p.name.split(/\s+/).some((w) => w.toLowerCase() === word.toLowerCase()));
    if (others.length) shared.push({ word, others: others.map((p) => p.id) });
    else own.push(word);
  }
  return { own, shared };
}

/**
 * Does the text name the product? By a word of its name no other product's name has (“v2” names opencode v2, “Codex”
 * Codex); by a word it shares with others (“opencode”) only when the text names none of those others by its own word
 * (“opencode v1 has no elicitation at all” is v1's, not v2's) and, when `among` is given (a note's `products` and
 * `mentions`: the products it speaks of), only for a product among them: the opencode note audits v1, so its
 * “opencode” is v1's, never v2's.
 */
export function productNamed(text: string, productId: string, among?: readonly string[]): boolean {
  if (!PRODUCTS.some((p) => p.id === productId)) return false;
  const { own, shared } = nameWords(productId);
  if (own.some((word) => writesWord(text, word))) return true;
  if (among && !among.includes(productId)) return false;
  return shared.some(
    ({ word, others }) => writesWord(text, word) && !others.some((other) => nameWords(other).own.some((w) => writesWord(text, w))),
  );
}

/** The products a note quote speaks of (the note's `products` and `mentions`); undefined for a quote of a row or register. */
export function noteProducts(corpus: EvidenceCorpus | undefined, ref: EvidenceRef): string[] | undefined {
  if (!ref.in.startsWith('note:')) return undefined;
  const meta = corpus?.noteMeta?.get(ref.in.slice('note:'.length));
  return meta ? [...(meta.audits ?? []), ...(meta.mentions ?? [])] : undefined;
}

/** Does the quote name the product, read as its passage reads it (`productNamed`, a note's words of its products only)? */
export function quoteNamesProduct(corpus: EvidenceCorpus | undefined, ref: EvidenceRef, productId: string): boolean {
  return productNamed(ref.quote, productId, noteProducts(corpus, ref));
}

/** Is one quote of a value of `product` in `row` about that product? */
export function quoteIsAboutProduct(corpus: EvidenceCorpus, ref: EvidenceRef, row: string, product: string): boolean {
  if (ref.in.startsWith('note:') && (corpus.noteMeta?.get(ref.in.slice('note:'.length))?.audits ?? []).includes(product)) return true;
  const location = parseLocation(ref.in, row);
  if ('error' in location) return true;
  if (location.kind === 'source') {
    const citation = corpus.rows.get(location.row)?.sources[location.index - 1] as { source?: string; client?: string } | undefined;
    if (citation?.client === product || citation?.source === product) return true;
  }
  const among = noteProducts(corpus, ref);
  if (productNamed(ref.quote, product, among)) return true;
  // The clause the quote sits in, not the whole sentence (“goose declares less than it implements” is
  // goose's even though its sentence goes on “and Codex declares only elicitation”). A clause naming no product speaks
  // of the last one named before it (“opencode v2 declares them; its handler renders them”).
  const sentence = quotedSentence(corpus, ref, row);
  const clauses = sentenceClauses(sentence);
  const names = (text: string) => PRODUCTS.some((p) => productNamed(text, p.id, among));
  return quotedClauseIndexes(sentence, clauses, ref.quote).some((index) => {
    const subject = clauses.slice(0, index + 1).findLast((c) => names(c.text));
    return subject !== undefined && productNamed(subject.text, product, among);
  });
}

/**
 * The clause breaks (“;”, “, but”), and the start of a new subject in a list of products' statements (“X declares …,
 * Y declares …”, “… and Y declares …”): a comma or “and” followed by a product's name and a verb in the singular
 * (“Codex declares”, “goose sends”), so “opencode v1 and v2 declare” stays one clause.
 */
const CLAUSE_BOUNDARY = new RegExp(
  `${CLAUSE_BREAK.source}|(?:,\\s*(?:and\\s+)?|\\s+and\\s+)(?=(?:${PRODUCT_NAME_WORDS.join('|')})(?:\\s+v\\d)?\\s+[a-z]+s\\b)`,
  'i',
);

/** One clause of a sentence and where it sits in it. */
export interface Clause {
  text: string;
  from: number;
  to: number;
}

/** The clauses of a sentence, split at `CLAUSE_BOUNDARY`. */
export function sentenceClauses(sentence: string): Clause[] {
  const clauses: Clause[] = [];
  let rest = sentence;
  let offset = 0;
  for (let m = CLAUSE_BOUNDARY.exec(rest); m; m = CLAUSE_BOUNDARY.exec(rest)) {
    clauses.push({ text: rest.slice(0, m.index), from: offset, to: offset + m.index });
    offset += m.index + m[0].length;
    rest = rest.slice(m.index + m[0].length);
  }
  clauses.push({ text: rest, from: offset, to: offset + rest.length });
  return clauses;
}

/** The indexes of the clauses of `sentence` the quote overlaps (every clause when the sentence does not hold it as written). */
export function quotedClauseIndexes(sentence: string, clauses: readonly Clause[], quote: string): number[] {
  const start = sentence.indexOf(quote);
  if (start < 0) return clauses.map((_, i) => i);
  const end = start + quote.length;
  return clauses.flatMap((c, i) => (c.from < end && c.to > start ? [i] : []));
}
