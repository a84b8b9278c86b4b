/**
 * The join of the other sources with the matrix: every cell's statements, computed beside the matrix and never
 * inside it (`buildMatrix` reads none of it), so no source can change a verdict.
 */
import { cellAt } from '../lookup/at.ts';
import type { Matrix } from './build.ts';
import { otherSourcesForCell, type CellOtherSources } from '../sources/compare.ts';
import type { LoadedOtherSource } from '../sources/schema.ts';

/** Every cell's other-source statements, keyed by the cell's fragment. The matrix is read, never changed. */
export function otherSourcesForMatrix(matrix: Matrix, sources: readonly LoadedOtherSource[]): Map<string, CellOtherSources> {
  const out = new Map<string, CellOtherSources>();
  for (const row of matrix.rows)
    for (const product of matrix.products)
      for (const revision of matrix.revisions) {
        const cell = cellAt(row, product.id, revision.id);
        out.set(cell.fragment, otherSourcesForCell(cell, row.side, sources));
      }
  return out;
}
