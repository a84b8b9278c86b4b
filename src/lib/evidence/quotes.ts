/**
 * The quote check: is each quote in the passage it names? `checkEvidence` walks every
 * row and the product facts and names each quote that is not where it says (the content
 * check runs it before every build).
 */
import type { EvidenceRef } from '../register/schema.ts';
import { normalizeWords, type EvidenceCorpus } from './corpus.ts';
import { parseLocation, passage } from './locations.ts';
import type { RuleId } from '../rules/ids.ts';

/** Every place in the corpus where the words occur, for a helpful message. */
function placesOf(corpus: EvidenceCorpus, words: string): string[] {
  const places: string[] = [];
  for (const row of corpus.rows.values()) {
    for (const [id, text] of row.sections) if (text.includes(words)) places.push(`${row.id}/${id}`);
  }
  for (const [slug, text] of corpus.notes) if (text.includes(words)) places.push(`note:${slug}`);
  return places;
}

/** Is the quote in the passage it names? Null when it is; otherwise what is wrong and how to fix it. */
export function findQuote(corpus: EvidenceCorpus, ref: EvidenceRef, row: string | null): string | null {
  const location = parseLocation(ref.in, row);
  if ('error' in location) return location.error;
  const found = passage(corpus, location);
  if ('error' in found) return found.error;
  const words = normalizeWords(ref.quote);
  if (found.text.includes(words)) return null;
  const elsewhere = placesOf(corpus, words).filter((p) => p !== ref.in);
  const hint = elsewhere.length
    ? `; the words are in ${elsewhere.slice(0, 3).join(', ')}: name that passage in "in"`
    : '; copy the words exactly as the page shows them (no Markdown escapes), or name the passage that has them';
  return `the quote "${words}" is not in ${ref.in}${row && !ref.in.includes('/') && !ref.in.includes(':') ? ` of ${row}` : ''}${hint}`;
}

export interface EvidenceProblem {
  /** The rule that found it. */
  rule: RuleId;
  /** `row` for a row's file, `products` for the product facts file. */
  where: { row: string } | { products: true };
  /** Dotted field path. */
  field: string;
  message: string;
}
