/**
 * words-about-this-product of the content check (`rules.ts` lists them all): a product value's words are about that
 * product. A quote of a
 * declared or implemented value of a product other than the row's audited one must sit in a sentence that names the
 * product (`productNamed`, a note's words read among the products it speaks of), in a note that audits it, or in a
 * source citation of its own code. “2026 removes the sub-field along with notifications/roots/list_changed” is a
 * sentence about the specification: it says what 2026 defines, never what goose declares or implements.
 */
import { PRODUCTS } from '../register/axes.ts';
import type { EvidenceRef } from '../register/schema.ts';
import type { EvidenceCorpus } from './corpus.ts';
import { parseLocation } from './locations.ts';
import { noteProducts, productNamed } from './product-rules.ts';
import { quotedSentence } from './input-requests.ts';

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

/** A word of any product's name (“Codex”, “goose”, “opencode”, “v2”): where a new clause's subject may start. */
const NAME_WORDS = [...new Set(PRODUCTS.flatMap((p) => p.name.split(/\s+/)))].map((w) => w.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'));

/**
 * The boundaries same-side-words splits a sentence at (“;”, “, but”), and the start of a new subject in a list of products'
 * statements (“X declares …, Y declares …”, “… and Y declares …”): a comma or “and” followed by a product's name and a
 * verb in the singular (“Codex declares”, “goose sends”), so “opencode v1 and v2 declare” stays one clause.
 */
const CLAUSE_BOUNDARY = new RegExp(
  `;|,\\s*but\\b|(?:,\\s*(?:and\\s+)?|\\s+and\\s+)(?=(?:${NAME_WORDS.join('|')})(?:\\s+v\\d)?\\s+[a-z]+s\\b)`,
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
