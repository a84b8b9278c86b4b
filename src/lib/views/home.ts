/**
 * What the home page answers at a glance: summary figures, the problems worth a look
 * (overclaims, declarations a revision does not define, open disputes), from the matrix.
 */
import { PRODUCTS, REVISIONS, type ProductId, type RevisionId, type VerdictId } from '../register/axes.ts';
import { coverage, type Coverage } from '../matrix/coverage.ts';
import type { Matrix, MatrixCell } from '../matrix/build.ts';
import { cellAt } from '../lookup/at.ts';

export interface Problem {
  row: string;
  title: string;
  slug: string;
  product: ProductId;
  /** The revisions with this verdict, oldest first. */
  revisions: RevisionId[];
  /** Fragment of the newest such cell (opens it on the matrix). */
  fragment: string;
  /** Each such cell, oldest first: its revision and the cell (verdict, basis, disputes) its tile is drawn from. */
  cells: { revision: RevisionId; cell: MatrixCell }[];
}

/** Cells with `verdict`, one entry per row × product with the revisions it covers. */
export function problemsWith(matrix: Matrix, verdict: VerdictId): Problem[] {
  const out: Problem[] = [];
  for (const row of matrix.rows) {
    for (const p of PRODUCTS) {
      const revisions = REVISIONS.map((r) => r.id).filter((r) => cellAt(row, p.id, r).verdict === verdict);
      const newest = revisions.at(-1);
      if (!newest) continue;
      out.push({
        row: row.id,
        title: row.title,
        slug: row.slug,
        product: p.id,
        revisions,
        fragment: cellAt(row, p.id, newest).fragment,
        cells: revisions.map((revision) => ({ revision, cell: cellAt(row, p.id, revision) })),
      });
    }
  }
  return out;
}

export interface Figures {
  rows: number;
  products: number;
  revisions: number;
  cells: number;
  all: Coverage;
}

export function summaryFigures(matrix: Matrix): Figures {
  const verdicts = matrix.rows.flatMap((row) => PRODUCTS.flatMap((p) => REVISIONS.map((r) => cellAt(row, p.id, r.id).verdict)));
  return {
    rows: matrix.rows.length,
    products: PRODUCTS.length,
    revisions: REVISIONS.length,
    cells: verdicts.length,
    all: coverage(verdicts),
  };
}

/** Disputes still open (`status` defaults to open in the schema; a record without one counts as open); `superseded` ones are left out. */
export function openDisputes<T extends { status?: string }>(disputes: readonly T[]): T[] {
  return disputes.filter((d) => (d.status ?? 'open') === 'open');
}
