/**
 * The ids every URL is built from: a row's slug and a matrix cell's fragment. A module of
 * its own (no imports but types) so browser scripts can use it without pulling in the
 * matrix builder and its Markdown parser.
 */
import type { ProductId, RevisionId } from './axes.ts';

/** `CAP-03` → `cap-03`: the row page's path segment and the matrix row's id. */
export function rowSlug(id: string): string {
  return id.toLowerCase();
}

/** `cap-03--mcpx--2026-07-28`: a matrix cell's fragment (row, product, revision). */
export function cellFragment(rowId: string, product: ProductId, revision: RevisionId): string {
  return `${rowSlug(rowId)}--${product}--${revision}`;
}
