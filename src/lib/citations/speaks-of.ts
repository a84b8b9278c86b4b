/**
 * Which products a row's citation speaks of: a spec citation speaks of every product (it is
 * what each revision defines); a file citation of the product whose source it is in (for
 * opencode, the client its `v1:`/`v2:` prefix names; without one, both opencode clients); a
 * wire capture of the product the row audits (the captures are of its traffic). The drawer
 * shows a cell only the citations that speak of the cell's product.
 */
import { PRODUCT_IDS, type ProductId } from '../register/axes.ts';
import type { Citation } from '../register/schema.ts';

export function citationProducts(c: Citation, auditedProduct: ProductId): ProductId[] {
  if (c.kind === 'wire') return [auditedProduct];
  if (c.source === 'spec') return [...PRODUCT_IDS];
  if (c.source === 'opencode') return c.client ? [c.client] : PRODUCT_IDS.filter((p) => p.startsWith('opencode'));
  return PRODUCT_IDS.filter((p) => p === c.source);
}
