/**
 * Figures about how well the matrix is supported (`npm run evidence`): stated, inferred and
 * unknown cells per product, the cells whose support is thinnest, and the cells whose
 * verdict or basis differ between two matrices (for a change record).
 */
import { BASES, PRODUCTS, REVISION_IDS, type BasisId, type ProductId, type VerdictId } from '../register/axes.ts';
import type { Matrix, MatrixCell } from './build.ts';
import type { CellChange, Row } from '../register/schema.ts';
import { cellStateChanged } from './diff.ts';
import { cellAt } from '../lookup/at.ts';
import { mustKey } from '../lookup/must.ts';

export type BasisCounts = Record<ProductId, Record<BasisId, number>>;

/** Per product, how many cells are stated, inferred and unknown. */
export function basisCounts(matrix: Matrix): BasisCounts {
  const counts = Object.fromEntries(
    PRODUCTS.map((p) => [p.id, Object.fromEntries(BASES.map((b) => [b.id, 0])) as Record<BasisId, number>]),
  ) as BasisCounts;
  for (const row of matrix.rows)
    for (const p of PRODUCTS) for (const r of REVISION_IDS) countsOf(counts, p.id)[cellAt(row, p.id, r).basis] += 1;
  return counts;
}

/** One product's counts (every product of the matrix has them). */
export function countsOf(counts: BasisCounts, product: ProductId): Record<BasisId, number> {
  return mustKey(counts, product, 'basis counts for the product');
}

export interface WeakCell {
  cell: MatrixCell;
  /** Why it is weak, in words. */
  reason: string;
}

/**
 * Decided cells (verdict not unknown, product playing the row's side) whose product values rest on a single quote
 * from a row that keeps an older snapshot of its audit: the quote's own row, which may be another row than the
 * cell's (its label is that row's audit, not the cell row's).
 */
export function weakestCells(matrix: Matrix, rows: readonly Row[]): WeakCell[] {
  const audits = new Map(rows.map((r) => [r.id, r.audit]));
  const weak: WeakCell[] = [];
  for (const row of matrix.rows) {
    for (const p of PRODUCTS)
      for (const r of REVISION_IDS) {
        const cell = cellAt(row, p.id, r);
        if (cell.verdict === 'unknown' || cell.verdict === 'not-applicable' || cell.verdict === 'not-spoken') continue;
        const product = cell.evidence.filter((e) => e.field === 'declared' || e.field === 'implemented');
        const quotes = new Set(product.map((e) => `${e.in}|${e.quote}`));
        const [only] = product;
        // A note's or register header's words are not a snapshot row's: they speak for themselves (provenance.ts).
        if (!only || quotes.size !== 1 || only.in.startsWith('note:') || only.in.startsWith('register:')) continue;
        const quoteRow = /^([A-Z]+-\d{2,})\//.exec(only.in)?.[1] ?? row.id;
        const audit = audits.get(quoteRow);
        if (audit?.status === 'snapshot') weak.push({ cell, reason: `one quote (${only.in}) from a row at snapshot ${audit.label}` });
      }
  }
  return weak;
}

/** A matrix as `/matrix.json` writes it, enough for a comparison (older exports carry no basis). */
export interface ExportedCells {
  rows: { id: string; cells: Record<string, Record<string, { verdict: VerdictId; basis?: BasisId }>> }[];
}

/**
 * Every cell whose verdict or basis differs between two matrices, in row, product, revision
 * order, by the same rule as the pull-request matrix diff (`cellStateChanged`). Cells keep
 * the basis each side recorded: none for a matrix from before bases existed.
 */
export function cellChanges(before: ExportedCells, after: ExportedCells): CellChange[] {
  const beforeRows = new Map(before.rows.map((r) => [r.id, r]));
  const changes: CellChange[] = [];
  for (const row of after.rows) {
    const old = beforeRows.get(row.id);
    if (!old) continue;
    for (const p of PRODUCTS)
      for (const r of REVISION_IDS) {
        const a = old.cells[p.id]?.[r];
        const b = row.cells[p.id]?.[r];
        if (!a || !b || !cellStateChanged(a, b)) continue;
        changes.push({
          row: row.id,
          product: p.id,
          revision: r,
          before: { verdict: a.verdict, ...(a.basis ? { basis: a.basis } : {}) },
          after: { verdict: b.verdict, ...(b.basis ? { basis: b.basis } : {}) },
        });
      }
  }
  return changes;
}

/** A decided cell: the verdict is not unknown and the product plays the row's side and speaks the revision. */
function decided(cell: MatrixCell): boolean {
  return (
    cell.verdict !== 'unknown' &&
    !(cell.verdict === 'not-applicable' && cell.evidence.every((e) => e.field === 'roles')) &&
    cell.verdict !== 'not-spoken'
  );
}

/** The audits a cell's product values rest on (`provenance.ts` keys: a commit, “current”, an Also recorded register). */
export function cellAudits(cell: MatrixCell): string[] {
  const keys = new Set<string>();
  for (const e of cell.evidence) {
    if ((e.field !== 'declared' && e.field !== 'implemented') || !e.provenance) continue;
    const p = e.provenance;
    if (p.kind === 'audit') keys.add(`audit at ${p.commit}`);
    else if (p.kind === 'current') keys.add('current audit, no commit');
    else if (p.kind === 'register') keys.add(p.label);
  }
  return [...keys].sort();
}

export interface AuditSpread {
  /** Decided cells whose product values rest on passages of one audit. */
  oneAudit: number;
  /** Decided cells whose product values rest on passages of several (each has a `because`). */
  severalAudits: number;
  /** Decided cells whose product values rest on no audit's passage (a note, or words about roles or the spec alone). */
  noAudit: number;
}

/** How many decided cells rest on one audit, several, or none. */
export function auditSpread(matrix: Matrix): AuditSpread {
  const spread: AuditSpread = { oneAudit: 0, severalAudits: 0, noAudit: 0 };
  for (const row of matrix.rows)
    for (const p of PRODUCTS)
      for (const r of REVISION_IDS) {
        const cell = cellAt(row, p.id, r);
        if (!decided(cell)) continue;
        const n = cellAudits(cell).length;
        if (n === 0) spread.noAudit += 1;
        else if (n === 1) spread.oneAudit += 1;
        else spread.severalAudits += 1;
      }
  return spread;
}

/** Open and superseded disputes. */
export function disputeCounts(disputes: readonly { status: 'open' | 'superseded' }[]): { open: number; superseded: number } {
  return { open: disputes.filter((d) => d.status === 'open').length, superseded: disputes.filter((d) => d.status === 'superseded').length };
}

export interface InferredCell {
  cell: MatrixCell;
  /** The words that carry the verdict here (the cell's evidence marked inferred). */
  carrying: MatrixCell['evidence'];
  /** Whether the verdict also assumes the product speaks the revision, which no document says. */
  speaksUnknown: boolean;
}

/** Every inferred cell with its carrying words, in row, product, revision order: the list a reviewer audits. */
export function inferredCells(matrix: Matrix): InferredCell[] {
  const list: InferredCell[] = [];
  for (const row of matrix.rows)
    for (const p of PRODUCTS)
      for (const r of REVISION_IDS) {
        const cell = cellAt(row, p.id, r);
        if (cell.basis !== 'inferred') continue;
        const carrying = cell.evidence.filter((e) => e.scope === 'inferred');
        // A cell decided by the side alone rests on role words (`SIDE_ONLY_BASIS`), not on speaking the revision.
        const sideOnly = cell.evidence.length > 0 && cell.evidence.every((e) => e.field === 'roles');
        const speaksUnknown = !sideOnly && !cell.evidence.some((e) => e.field === 'speaks');
        list.push({ cell, carrying, speaksUnknown });
      }
  return list;
}
