/**
 * The “How sure is the register?” page (`/how-sure/`): the figures `npm run evidence` prints
 * and every inferred cell with its carrying words, so a reviewer audits the inferences in one
 * place. The page only renders this.
 */
import {
  BASES,
  PRODUCTS,
  REVISION_IDS,
  VERDICTS,
  evidenceFieldLabel,
  getProduct,
  type BasisId,
  type ProductId,
  type VerdictId,
} from '../register/axes.ts';
import { emptyFilters, serializeFilters } from '../matrix/filters.ts';
import type { Dispute } from '../register/schema.ts';
import type { Matrix } from '../matrix/build.ts';
import { auditSpread, basisCounts, countsOf, disputeCounts, inferredCells, type AuditSpread, type InferredCell } from '../matrix/report.ts';
import { mustFind } from '../lookup/must.ts';
import { cellAt } from '../lookup/at.ts';

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
  const total = Object.fromEntries(BASES.map((b) => [b.id, PRODUCTS.reduce((n, p) => n + countsOf(counts, p.id)[b.id], 0)])) as Record<
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
    products: PRODUCTS.map((p) => ({ id: p.id, name: p.name, counts: countsOf(counts, p.id) })),
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

/** One product's decided cells of one verdict: stated and inferred, each with the matrix view that shows them. */
export interface DecidedCount {
  stated: number;
  inferred: number;
  /** `?product=…&verdict=…&basis=stated` for the matrix. */
  statedQuery: string;
  inferredQuery: string;
}

/**
 * Decided cells (a real verdict: neither unknown nor one that does not apply) per product and
 * verdict, stated and inferred apart, with the matrix filter that shows each count's cells.
 * Verdicts no product has are left out.
 */
export function decidedByProduct(matrix: Pick<Matrix, 'rows'>): {
  verdicts: { id: VerdictId; label: string; symbol: string }[];
  products: { id: ProductId; name: string; cells: Partial<Record<VerdictId, DecidedCount>>; stated: number; inferred: number }[];
} {
  const decided = VERDICTS.filter((v) => !v.faded && v.id !== 'unknown');
  const query = (product: ProductId, verdict: VerdictId, basis: 'stated' | 'inferred') =>
    serializeFilters({ ...emptyFilters(), product: [product], verdict: [verdict], basis: [basis] });
  const products = PRODUCTS.map((p) => {
    const cells: Partial<Record<VerdictId, DecidedCount>> = {};
    let stated = 0;
    let inferred = 0;
    for (const row of matrix.rows)
      for (const r of REVISION_IDS) {
        const cell = cellAt(row, p.id, r);
        if (!decided.some((v) => v.id === cell.verdict)) continue;
        const c = (cells[cell.verdict] ??= {
          stated: 0,
          inferred: 0,
          statedQuery: query(p.id, cell.verdict, 'stated'),
          inferredQuery: query(p.id, cell.verdict, 'inferred'),
        });
        if (cell.basis === 'inferred') {
          c.inferred++;
          inferred++;
        } else {
          c.stated++;
          stated++;
        }
      }
    return { id: p.id, name: p.name, cells, stated, inferred };
  });
  const verdicts = decided.filter((v) => products.some((p) => p.cells[v.id])).map((v) => ({ id: v.id, label: v.label, symbol: v.symbol }));
  return { verdicts, products };
}

/** An inferred cell as a statement lists it: its product, revision, verdict and matrix fragment. */
export interface CoveredCell {
  product: string;
  productName: string;
  revision: string;
  verdict: string;
  fragment: string;
}

/** One carrying statement of a row, once, with every cell it carries a value to, by product. */
export interface InferredStatement {
  field: CarryingField;
  /** The question it answers, as the list leads with it: `Declared?`, `What the revision defines:`. */
  lead: string;
  quote: string;
  in: string;
  url: string;
  products: { name: string; cells: CoveredCell[] }[];
}
type CarryingField = InferredCell['carrying'][number]['field'];

/** Cells grouped by product name, in the order first met. */
function byProduct(cells: readonly CoveredCell[]): { name: string; cells: CoveredCell[] }[] {
  const out = new Map<string, CoveredCell[]>();
  for (const c of cells) out.set(c.productName, [...(out.get(c.productName) ?? []), c]);
  return [...out].map(([name, list]) => ({ name, cells: list }));
}

/**
 * A row's inferred cells as the page lists them: each carrying statement (field, words and
 * passage) once with the cells it carries, then the cells whose verdict assumes the product
 * speaks the revision. Every inferred cell is under at least one of the two.
 */
export function inferredStatements(cells: readonly (InferredCell & { productName: string })[]): {
  statements: InferredStatement[];
  speaksUnknown: { name: string; cells: CoveredCell[] }[];
} {
  const statements = new Map<string, InferredStatement & { covered: CoveredCell[] }>();
  const assumed: CoveredCell[] = [];
  for (const c of cells) {
    const covered: CoveredCell = {
      product: c.cell.product,
      productName: c.productName,
      revision: c.cell.revision,
      verdict: c.cell.verdict,
      fragment: c.cell.fragment,
    };
    for (const e of c.carrying) {
      const key = `${e.field}\u0000${e.in}\u0000${e.quote}`;
      const label = evidenceFieldLabel(e.field);
      const lead = label.endsWith('?') ? label : `${label}:`;
      const s = statements.get(key) ?? { field: e.field, lead, quote: e.quote, in: e.in, url: e.url, products: [], covered: [] };
      if (!s.covered.some((x) => x.fragment === covered.fragment)) s.covered.push(covered);
      statements.set(key, s);
    }
    if (c.speaksUnknown || !c.carrying.length) assumed.push(covered);
  }
  return {
    statements: [...statements.values()].map(({ covered, ...s }) => ({ ...s, products: byProduct(covered) })),
    speaksUnknown: byProduct(assumed),
  };
}
