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
  EVIDENCE_FIELD_IDS,
  evidenceFieldLabel,
  getVerdict,
  type BasisId,
  type ProductId,
  type RevisionId,
  type VerdictId,
} from '../register/axes.ts';
import { emptyFilters, serializeFilters } from '../matrix/filters.ts';
import type { Dispute } from '../register/schema.ts';
import type { Matrix, MatrixCell, MatrixRow } from '../matrix/build.ts';
import { auditSpread, basisCounts, countsOf, disputeCounts, inferredCells, type AuditSpread, type InferredCell } from '../matrix/report.ts';
import { mustFind } from '../lookup/must.ts';
import { cellAt } from '../lookup/at.ts';
import { revisionsLabel } from '../matrix/view.ts';
import { filterTarget, type FilterDimension } from './how-sure-filter.ts';

export interface HowSureView {
  bases: readonly { id: BasisId; label: string }[];
  /** Per product: its name and its stated / inferred / unknown counts, then the total row. */
  products: { id: string; name: string; counts: Record<BasisId, number> }[];
  total: Record<BasisId, number>;
  audits: AuditSpread;
  disputes: { open: number; superseded: number };
  /** Overrides of the spec check, or the words to show when it is not recorded. */
  specCheck: string;
  /** How many cells are inferred. */
  inferredCount: number;
  /** Every inferred cell under the statements that carry it, each statement once (`carriedStatements`). */
  statements: CarriedStatement[];
}

export function howSureView(matrix: Matrix, disputes: readonly Dispute[], specOverrides: number | null): HowSureView {
  const counts = basisCounts(matrix);
  const total = Object.fromEntries(BASES.map((b) => [b.id, PRODUCTS.reduce((n, p) => n + countsOf(counts, p.id)[b.id], 0)])) as Record<
    BasisId,
    number
  >;
  const inferred = inferredCells(matrix);
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
    inferredCount: inferred.length,
    statements: carriedStatements(matrix, inferred),
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

/** One line of what a statement carries: one product and verdict, the revisions, and the rows where it carries to exactly those. */
export interface CoverLine {
  product: ProductId;
  productName: string;
  verdict: VerdictId;
  verdictLabel: string;
  /** A real verdict (not unknown, not one that does not apply). */
  decided: boolean;
  revisions: RevisionId[];
  /** `all revisions`, or the revisions listed. */
  revisionsWords: string;
  /** The rows, in register order, each with its cell at the first of the revisions (the link's fragment on the row page). */
  rows: { id: string; title: string; slug: string; fragment: string }[];
}

/** A carrying statement once for the whole page (or the words that no document says the product speaks the revision), with every cell it carries. */
export interface CarriedStatement {
  /** Unique on the page: field, place and words (`speaks-assumed` for the assumption). */
  key: string;
  /** The question it answers, as the list leads with it: `Declared?`, `What the revision defines:`. */
  lead: string;
  /** The words quoted, or null for the assumption that the product speaks the revision. */
  quote: string | null;
  /** The place and the link that highlights the words; null for the assumption. */
  in: string | null;
  url: string | null;
  covers: CoverLine[];
  /** The products and verdicts of its cells (what the filters read). */
  products: ProductId[];
  verdicts: VerdictId[];
  /** How many cells it carries. */
  cells: number;
  /** Whether any of them is decided. */
  decided: boolean;
}

/** What the page says where no document says the product speaks the revision. */
export const SPEAKS_ASSUMED = 'No document says the product speaks the revision; the verdict assumes it does.';

const decidedVerdict = (v: VerdictId) => !getVerdict(v).faded && v !== 'unknown';

/**
 * Every inferred cell under the statements that carry it: each statement (field, place and words) once for the page,
 * with its cells as lines of one product and verdict and the revisions they cover; then, as one more entry, the cells
 * whose verdict assumes the product speaks the revision. Statements that carry a decided cell come first, then in the
 * order of their first row; every inferred cell is under at least one entry.
 */
export function carriedStatements(matrix: Pick<Matrix, 'rows'>, inferred: readonly InferredCell[]): CarriedStatement[] {
  const rowIndex = new Map(matrix.rows.map((r, i) => [r.id, i]));
  const rowOf = (id: string) => mustFind(matrix.rows, (r) => r.id === id, `matrix row ${id}`);
  const entries = new Map<
    string,
    { lead: string; quote: string | null; in: string | null; url: string | null; field: number; cells: MatrixCell[] }
  >();
  const add = (key: string, entry: Omit<NonNullable<ReturnType<typeof entries.get>>, 'cells'>, cell: MatrixCell) => {
    const e = entries.get(key) ?? { ...entry, cells: [] };
    if (!e.cells.includes(cell)) e.cells.push(cell);
    entries.set(key, e);
  };
  const fieldOrder = (field: string) => EVIDENCE_FIELD_IDS.indexOf(field as (typeof EVIDENCE_FIELD_IDS)[number]);
  for (const c of inferred) {
    for (const e of c.carrying) {
      const label = evidenceFieldLabel(e.field);
      add(
        `${e.field}\u0000${e.in}\u0000${e.quote}`,
        { lead: label.endsWith('?') ? label : `${label}:`, quote: e.quote, in: e.in, url: e.url, field: fieldOrder(e.field) },
        c.cell,
      );
    }
    if (c.speaksUnknown || !c.carrying.length)
      add('speaks-assumed', { lead: evidenceFieldLabel('speaks'), quote: null, in: null, url: null, field: fieldOrder('speaks') }, c.cell);
  }
  const statements = [...entries].map(([key, e]) => {
    const covers = coverLines(e.cells, rowOf);
    return {
      key,
      lead: e.lead,
      quote: e.quote,
      in: e.in,
      url: e.url,
      covers,
      products: PRODUCTS.map((p) => p.id).filter((p) => e.cells.some((c) => c.product === p)),
      verdicts: VERDICTS.map((v) => v.id).filter((v) => e.cells.some((c) => c.verdict === v)),
      cells: e.cells.length,
      decided: e.cells.some((c) => decidedVerdict(c.verdict)),
      first: Math.min(...e.cells.map((c) => rowIndex.get(c.row) ?? Infinity)),
      field: e.field,
    };
  });
  statements.sort((a, b) => Number(b.decided) - Number(a.decided) || a.first - b.first || a.field - b.field);
  return statements.map(({ first: _first, field: _field, ...s }) => s);
}

/** A statement's cells as lines: per product and verdict, rows grouped by the revisions covered, in register order. */
function coverLines(cells: readonly MatrixCell[], rowOf: (id: string) => Pick<MatrixRow, 'id' | 'title' | 'slug'>): CoverLine[] {
  const lines: CoverLine[] = [];
  for (const p of PRODUCTS)
    for (const v of VERDICTS) {
      const mine = cells.filter((c) => c.product === p.id && c.verdict === v.id);
      if (!mine.length) continue;
      // Per row, the revisions covered (in revision order); rows with the same revisions share a line.
      const byRow = new Map<string, RevisionId[]>();
      for (const c of mine) byRow.set(c.row, [...(byRow.get(c.row) ?? []), c.revision]);
      const byRevisions = new Map<string, CoverLine>();
      for (const [rowId, revisions] of byRow) {
        const ordered = REVISION_IDS.filter((r) => revisions.includes(r));
        const key = ordered.join(' ');
        const row = rowOf(rowId);
        const first = mustFind(mine, (c) => c.row === rowId && c.revision === ordered[0], `cell of ${rowId}`);
        const line = byRevisions.get(key) ?? {
          product: p.id,
          productName: p.name,
          verdict: v.id,
          verdictLabel: v.label,
          decided: decidedVerdict(v.id),
          revisions: ordered,
          revisionsWords: revisionsLabel(ordered),
          rows: [],
        };
        line.rows.push({ id: row.id, title: row.title, slug: row.slug, fragment: first.fragment });
        byRevisions.set(key, line);
      }
      lines.push(...byRevisions.values());
    }
  return lines;
}

/** One filter a reader can choose: its link's words, the element it targets, and the status line said while it holds. */
export interface HowSureFilterOption {
  dimension: FilterDimension;
  value: string;
  label: string;
  /** The id its no-script link targets (`filterTarget`). */
  target: string;
  /** What holds under the filter, in figures from the matrix (the same as `/matrix.json`'s). */
  status: string;
}

/** `the 3 statements below carry`, `the statement below carries`, `no statement below carries`. */
function statementsCarry(n: number): string {
  if (n === 0) return 'no statement below carries';
  return n === 1 ? 'the statement below carries' : `the ${n} statements below carry`;
}

/**
 * The page's filters, per dimension: every product; the verdicts of its decided cells and of its inferred cells (not
 * applicable among them); stated and inferred. Each with the figures that hold under it.
 */
export function howSureFilters(
  matrix: Pick<Matrix, 'rows'>,
  statements: readonly Pick<CarriedStatement, 'products' | 'verdicts'>[],
): Record<FilterDimension, HowSureFilterOption[]> {
  const cells = matrix.rows.flatMap((row) => PRODUCTS.flatMap((p) => REVISION_IDS.map((r) => cellAt(row, p.id, r))));
  const count = (want: (c: MatrixCell) => boolean) => cells.filter(want).length;
  const option = (dimension: FilterDimension, value: string, label: string, status: string): HowSureFilterOption => ({
    dimension,
    value,
    label,
    target: filterTarget(dimension, value),
    status,
  });
  const product = PRODUCTS.map((p) => {
    const mine = (c: MatrixCell) => c.product === p.id;
    const stated = count((c) => mine(c) && decidedVerdict(c.verdict) && c.basis !== 'inferred');
    const inferred = count((c) => mine(c) && decidedVerdict(c.verdict) && c.basis === 'inferred');
    const allInferred = count((c) => mine(c) && c.basis === 'inferred');
    const carry = statementsCarry(statements.filter((s) => s.products.includes(p.id)).length);
    return option(
      'product',
      p.id,
      p.name,
      `Only ${p.name}: ${stated} stated and ${inferred} inferred of its ${stated + inferred} decided cells; ${carry} its ${allInferred} inferred cells (${allInferred - inferred} of them not-applicable or not-spoken).`,
    );
  });
  // The real verdicts first, then those that do not apply.
  const byWeight = [...VERDICTS].sort((a, b) => Number(!decidedVerdict(a.id)) - Number(!decidedVerdict(b.id)));
  const verdict = byWeight
    .filter((v) => decidedVerdict(v.id) || statements.some((s) => s.verdicts.includes(v.id)))
    .flatMap((v) => {
      const stated = count((c) => c.verdict === v.id && c.basis !== 'inferred');
      const inferred = count((c) => c.verdict === v.id && c.basis === 'inferred');
      if (!stated && !inferred) return [];
      const carry = statementsCarry(statements.filter((s) => s.verdicts.includes(v.id)).length);
      return [
        option(
          'verdict',
          v.id,
          `${v.symbol} ${v.label}`,
          `Only ${v.label}: ${stated} cells stated, ${inferred} inferred; ${carry} the inferred ones.`,
        ),
      ];
    });
  const decidedStated = count((c) => decidedVerdict(c.verdict) && c.basis !== 'inferred');
  const decidedInferred = count((c) => decidedVerdict(c.verdict) && c.basis === 'inferred');
  const otherInferred = count((c) => !decidedVerdict(c.verdict) && c.basis === 'inferred');
  const basis = [
    option(
      'basis',
      'stated',
      'stated',
      `Only stated: ${decidedStated} decided cells rest on words that name their revision; no words are carried to them, so no statement is listed.`,
    ),
    option(
      'basis',
      'inferred',
      'inferred',
      `Only inferred: ${decidedInferred} decided cells and ${otherInferred} not-applicable or not-spoken; ${statementsCarry(statements.length)} them.`,
    ),
  ];
  return { product, verdict, basis };
}
