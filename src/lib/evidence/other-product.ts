/**
 * Whose words a quote is, when they are not this product's (contrary-words-need-dispute and words-about-this-product): a clause naming
 * only another product is that product's (“lootbox declares no capabilities at all” is no evidence of what mcpx
 * declares), and a note's words, where its clause names no product, are about the products the note audits (the
 * opencode note's “declared as a bare roots: {} with no listChanged” is opencode v1's, never mcpx's). words-about-this-product already
 * asks every other product's quotes to name it; this is the test the audited product's quotes and every contrary pass:
 * the audit's own “It declares …” names no product and stays the audited product's.
 */
import { PRODUCTS } from '../register/axes.ts';
import type { EvidenceRef } from '../register/schema.ts';
import { clauseAround } from './clause-words.ts';
import type { EvidenceCorpus } from './corpus.ts';
import { productNamed } from './product-words.ts';
import { quotedSentence } from './sentence-scope.ts';

/** What the quote's words are about instead of `product` (a product's name, or a note and what it audits), or null. */
export function aboutAnotherProduct(corpus: EvidenceCorpus, ref: EvidenceRef, row: string, product: string): string | null {
  const clause = clauseAround(quotedSentence(corpus, ref, row), ref.quote);
  if (productNamed(clause, product)) return null;
  const other = PRODUCTS.find((p) => p.id !== product && productNamed(clause, p.id));
  if (other) return other.name;
  if (!ref.in.startsWith('note:')) return null;
  const slug = ref.in.slice('note:'.length);
  const audits = corpus.noteMeta?.get(slug)?.audits ?? [];
  if (!audits.length || audits.includes(product)) return null;
  const names = audits.map((id) => PRODUCTS.find((p) => p.id === id)?.name ?? id);
  return `the note ${slug}, which audits ${names.join(', ')}`;
}
