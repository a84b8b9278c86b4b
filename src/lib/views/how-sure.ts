/**
 * The “How sure is the register?” page (`/how-sure/`): the figures `npm run evidence` prints
 * and every inferred cell with its carrying words, so a reviewer audits the inferences in one
 * place. The page only renders this.
 */
import { BASES, PRODUCTS, getProduct, type BasisId } from '../register/axes.ts';
import type { Dispute } from '../register/schema.ts';
import type { Matrix } from '../matrix/build.ts';
import { auditSpread, basisCounts, disputeCounts, inferredCells, type AuditSpread, type InferredCell } from '../evidence/report.ts';
import { mustFind } from '../lookup/must.ts';

export interface HowSureView {
  bases: readonly { id: BasisId; label: string }[];
  /** Per product: its name and its stated / inferred / unknown counts, then the total row. */
  products: { id: string; name: string; counts: Record<BasisId, number> }[];
  total: Record<BasisId, number>;
  audits: AuditSpread;
  disputes: { open: number; superseded: number };
  /** Overrides of the spec check, or the words to show when it is not recorded. */
  specCheck: string;
  /** Inferred cells grouped by row, in row order. */
  inferred: { row: string; title: string; cells: (InferredCell & { productName: string })[] }[];
}

export function howSureView(matrix: Matrix, disputes: readonly Dispute[], specOverrides: number | null): HowSureView {
  const counts = basisCounts(matrix);
  const total = Object.fromEntries(BASES.map((b) => [b.id, PRODUCTS.reduce((n, p) => n + counts[p.id][b.id], 0)])) as Record<
    BasisId,
    number
  >;
  const byRow = new Map<string, HowSureView['inferred'][number]>();
  for (const item of inferredCells(matrix)) {
    const row = mustFind(matrix.rows, (r) => r.id === item.cell.row, `matrix row ${item.cell.row}`);
    const group = byRow.get(row.id) ?? { row: row.id, title: row.title, cells: [] };
    group.cells.push({ ...item, productName: getProduct(item.cell.product).name });
    byRow.set(row.id, group);
  }
  return {
    bases: BASES.map((b) => ({ id: b.id, label: b.label })),
    products: PRODUCTS.map((p) => ({ id: p.id, name: p.name, counts: counts[p.id] })),
    total,
    audits: auditSpread(matrix),
    disputes: disputeCounts(disputes),
    specCheck:
      specOverrides === null
        ? 'spec check not yet recorded'
        : `${specOverrides} spec ${specOverrides === 1 ? 'state is' : 'states are'} kept by an override of the schema`,
    inferred: [...byRow.values()],
  };
}
