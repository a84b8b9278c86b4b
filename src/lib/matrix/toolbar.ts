/**
 * What the matrix toolbar's regions compute, without the DOM (the browser modules in
 * src/client/matrix/ write it into the page): the rule hiding the columns out of view, the
 * sentence saying what was folded, the "Show more" label, the row a fragment names, the
 * summary's count order and the columns a filtered view copies.
 */
import { PRODUCTS, REVISIONS, VERDICT_IDS, getProduct, type ProductId, type RevisionId, type VerdictId } from '../register/axes.ts';
import { rowSlug } from '../register/ids.ts';
import { MATRIX_WINDOW, type Folded, type Grouping } from './filters.ts';
import { columnOrder, type Column } from './tiles.ts';

/** The tables whose product and revision columns follow the filters. */
const FOLLOWING_TABLES = ':is(#matrix-table, #summary-grid, #basis-summary)';

/**
 * Both summaries' column of each product, counting from 1: after the row header (revision or
 * basis), in the axes' order (MatrixSummary.astro, BasisSummary.astro). Their count cells
 * carry no `data-p`, to keep the page small: a product's column is found by position.
 */
export function summaryColumn(product: ProductId): number {
  return PRODUCTS.findIndex((p) => p.id === product) + 2;
}

/**
 * The stylesheet rule hiding every product and revision not in view, in the matrix and both
 * summaries: by `data-p` / `data-r` where cells and headers carry them (the matrix, the
 * summaries' headers, the verdict summary's rows), by position for the summaries' count
 * cells; empty when all are in view.
 */
export function hiddenColumnsCss(products: readonly ProductId[], revisions: readonly RevisionId[]): string {
  const hiddenProducts = PRODUCTS.filter((p) => !products.includes(p.id));
  const hidden = [
    ...hiddenProducts.map((p) => `[data-p="${p.id}"]`),
    ...REVISIONS.filter((r) => !revisions.includes(r.id)).map((r) => `[data-r="${r.id}"]`),
  ];
  if (!hidden.length) return '';
  const byPosition = hiddenProducts.map((p) => `:nth-child(${summaryColumn(p.id)})`);
  const summaryCells = byPosition.length ? `, :is(#summary-grid, #basis-summary) tr > :is(${byPosition.join(',')})` : '';
  return `${FOLLOWING_TABLES} :is(${hidden.join(',')})${summaryCells} { display: none; }`;
}

/** What was folded, in words (products by name); empty when nothing was. */
export function foldedSentence(folded: Folded): string {
  const parts: string[] = [];
  if (folded.products.length) parts.push(`${folded.products.map((p) => getProduct(p).name).join(', ')} (columns)`);
  if (folded.revisions.length) parts.push(`${folded.revisions.join(', ')} (columns)`);
  if (folded.rows.length) parts.push(`${folded.rows.length} ${folded.rows.length === 1 ? 'row' : 'rows'}`);
  return parts.length ? `Folded, because every cell there is unknown or does not apply: ${parts.join('; ')}.` : '';
}

/** The "Show more" button's words: the next window (at most MATRIX_WINDOW rows) of the `remaining` matches. */
export function moreLabel(remaining: number): string {
  return `Show ${Math.min(remaining, MATRIX_WINDOW)} more of ${remaining} further matching rows`;
}

/** "N rows" / "1 row". */
export function rowCount(n: number): string {
  return `${n} ${n === 1 ? 'row' : 'rows'}`;
}

/**
 * The row a URL fragment names among `ids`: the row's own fragment (`cap-07`) or one of its
 * cells' (`cap-07--mcpx--2025-11-25`); undefined for an empty fragment or one naming no row.
 */
export function rowForFragment(ids: readonly string[], fragment: string): string | undefined {
  if (!fragment) return undefined;
  return ids.find((id) => rowSlug(id) === fragment || fragment.startsWith(`${rowSlug(id)}--`));
}

/** A summary cell's counts in the order the axes list the verdicts (as the server draws them), leaving out none. */
export function countsInVerdictOrder(counts: ReadonlyMap<VerdictId, number>): [VerdictId, number][] {
  return [...counts].sort((a, b) => VERDICT_IDS.indexOf(a[0]) - VERDICT_IDS.indexOf(b[0]));
}

/** The columns a filtered view shows, in the order of `grouping`: the ones Copy as Markdown copies. */
export function viewColumns(grouping: Grouping, products: readonly ProductId[], revisions: readonly RevisionId[]): Column[] {
  return columnOrder(grouping).filter((c) => products.includes(c.product) && revisions.includes(c.revision));
}
