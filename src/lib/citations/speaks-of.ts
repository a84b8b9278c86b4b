/**
 * Which products a row's citation speaks of: a spec citation speaks of every product (it is
 * what each revision defines); a file citation of the product whose source it is in (for
 * opencode, the client its `v1:`/`v2:` prefix names; without one, both opencode clients); a
 * wire capture of the product the row audits (the captures are of its traffic). The drawer
 * shows a cell only the citations that speak of the cell's product.
 */
import { PRODUCT_IDS, type ProductId } from '../register/axes.ts';
import type { Citation } from '../register/schema.ts';
import { contentAxes } from '../content/axes.ts';
import { citationTable, type CitationPrefix } from './prefixes.ts';

export function citationProducts(
  c: Citation,
  auditedProduct: ProductId,
  table: readonly CitationPrefix[] = citationTable(),
  specification: string = contentAxes().axes.specification,
): ProductId[] {
  if (c.kind === 'wire') return [auditedProduct];
  if (c.source === specification) return [...PRODUCT_IDS];
  if (c.client) return [c.client];
  // A repository whose markers name products (`v1:` opencode v1, `v2:` opencode v2): without a marker, each of them.
  const named = table.flatMap((p) => (p.source === c.source && p.product ? [p.product] : []));
  if (named.length) return PRODUCT_IDS.filter((p) => named.includes(p));
  return PRODUCT_IDS.filter((p) => p === c.source);
}
