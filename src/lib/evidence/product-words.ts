/**
 * Rule 19b of the content check (`rules.ts` lists them all; review 7, m1): a product value's words are about that
 * product. A quote of a
 * declared or implemented value of a product other than the row's audited one must sit in a sentence that names the
 * product (`productNamed`, a note's words read among the products it speaks of), in a note that audits it, or in a
 * source citation of its own code. “2026 removes the sub-field along with notifications/roots/list_changed” is a
 * sentence about the specification: it says what 2026 defines, never what goose declares or implements.
 */
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
  return productNamed(quotedSentence(corpus, ref, row), product, among) || productNamed(ref.quote, product, among);
}
