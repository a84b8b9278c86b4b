/**
 * The site's own content, read the way the build reads it, for tests that compare pages with front-matter; and the
 * examples the tests need, found in it (the first row or cell with the property wanted), so that removing or
 * renumbering a row changes which example a test takes, never whether it runs.
 */
import { resolve } from 'node:path';
import { cellAt } from '../../src/lib/lookup/at.ts';
import { checkContent } from '../../src/lib/content/check.ts';
import { contentCorpus } from '../../src/lib/content/load.ts';
import { buildMatrix, type MatrixCell, type MatrixRow } from '../../src/lib/matrix/build.ts';
import { displayOrder } from '../../src/lib/matrix/view.ts';
import { citationProducts } from '../../src/lib/citations/speaks-of.ts';
import { PRODUCT_IDS, REVISION_IDS, type ProductId, type RevisionId } from '../../src/lib/register/axes.ts';
import type { Row } from '../../src/lib/register/schema.ts';

export const root = resolve(import.meta.dirname, '../..');
export const content = checkContent(resolve(root, 'content'), root);
export const rows = content.rows.map((r) => r.data);
export const row = (id: string) => {
  const found = rows.find((r) => r.id === id);
  if (!found) throw new Error(`no row ${id} in content/`);
  return found;
};
/** The matrix the pages draw, built from the same content by the same `buildMatrix` with what the build gives it (the corpus decides bases). */
export const matrix = buildMatrix(rows, {
  disputes: content.disputes.map((d) => d.data),
  products: content.products,
  corpus: contentCorpus(content),
});

/** The first row, in the register's order, that has what a test needs; fails naming it when no row has it. */
export function firstRow(what: string, want: (row: Row, m: MatrixRow) => boolean): Row {
  const found = rows.find((r) => want(r, matrixRow(r.id)));
  if (!found) throw new Error(`no row of content/ has ${what}`);
  return found;
}

/** A row of the matrix by id. */
export function matrixRow(id: string): MatrixRow {
  const found = matrix.rows.find((r) => r.id === id);
  if (!found) throw new Error(`no row ${id} in the matrix`);
  return found;
}

export interface CellAt {
  row: MatrixRow;
  product: ProductId;
  revision: RevisionId;
  cell: MatrixCell;
}

/** Every cell of the matrix with its row, product and revision, row by row in the register's order. */
export const cells: readonly CellAt[] = matrix.rows.flatMap((r) =>
  PRODUCT_IDS.flatMap((product) => REVISION_IDS.map((revision) => ({ row: r, product, revision, cell: cellAt(r, product, revision) }))),
);

/** The first cell (row by row, then product, then revision) that has what a test needs; fails naming it when none has. */
export function firstCell(what: string, want: (c: CellAt) => boolean): CellAt {
  const found = cells.find(want);
  if (!found) throw new Error(`no cell of the matrix has ${what}`);
  return found;
}

/** The rows in the order the matrix shows them (grouped by side). */
export const shownRows: readonly MatrixRow[] = displayOrder(matrix.rows);

/**
 * The first cell whose drawer lists the row's citations about the cell's product (the row's audited product, with a
 * citation that speaks of it), and the first of those citations (its fragment on the row page, `<slug>-src-<n>`).
 */
export const cited: CellAt & { citation: string } = (() => {
  const speaks = (r: Row) => r.sources.findIndex((s) => citationProducts(s, r.audit.product).includes(r.audit.product));
  const c = firstCell('a cell of its row’s audited product with a citation about it', (x) => {
    const r = row(x.row.id);
    return x.product === r.audit.product && speaks(r) >= 0;
  });
  return { ...c, citation: `${c.row.slug}-src-${speaks(row(c.row.id)) + 1}` };
})();

/**
 * The row page the browser tests check once for every row page (they share one template): the row whose page
 * holds the most of what the template can show (a disputes box, inferred cells, citations of every kind, the most
 * citations), so a check of layout, focus or axe on it meets the parts of the template that row pages differ by.
 * Ties go to the first row.
 */
export const representativeRow: Row = [...rows].sort((a, b) => weight(b) - weight(a))[0]!;
function weight(r: Row): number {
  const m = matrixRow(r.id);
  const disputed = PRODUCT_IDS.some((p) => REVISION_IDS.some((rev) => cellAt(m, p, rev).disputes.length > 0));
  const inferred = PRODUCT_IDS.some((p) => REVISION_IDS.some((rev) => cellAt(m, p, rev).basis === 'inferred'));
  const kinds = new Set(r.sources.map((s) => s.kind)).size;
  return (disputed ? 100 : 0) + (inferred ? 50 : 0) + kinds * 10 + r.sources.length;
}
