/**
 * Coverage: of the cells that can apply, how many are decided (a verdict about the product, not
 * faded and not unknown), and of those how many are honest. The matrix's product headers show
 * how much is decided; the home page the counts.
 */
import { PRODUCTS, REVISIONS, VERDICTS, type ProductId, type RevisionId, type VerdictId } from '../register/axes.ts';
import { cellAt } from '../lookup/at.ts';

/** Verdicts that say something about the product: not faded, not unknown. */
export const DECIDED_VERDICTS: ReadonlySet<VerdictId> = new Set(VERDICTS.filter((v) => !v.faded && v.id !== 'unknown').map((v) => v.id));

export interface Coverage {
  /** Cells counted. */
  total: number;
  /** Cells with a decided verdict. */
  decided: number;
  honest: number;
  /** honest / decided, or null when nothing is decided. */
  share: number | null;
  /** Count per verdict, every verdict present (zeros included), in VERDICTS order. */
  counts: Record<VerdictId, number>;
}

export function coverage(verdicts: Iterable<VerdictId>): Coverage {
  const counts = Object.fromEntries(VERDICTS.map((v) => [v.id, 0])) as Record<VerdictId, number>;
  let total = 0;
  for (const v of verdicts) {
    counts[v] += 1;
    total += 1;
  }
  let decided = 0;
  for (const v of DECIDED_VERDICTS) decided += counts[v];
  const honest = counts.honest;
  return { total, decided, honest, share: decided ? honest / decided : null, counts };
}

/** `12 of 20 decided cells honest (60 %)`, or `no decided cells`. */
export function coverageLabel(c: Coverage): string {
  if (!c.decided) return `no decided cells (of ${c.total})`;
  return `${c.honest} of ${c.decided} decided cells honest (${Math.round((c.share ?? 0) * 100)} %)`;
}

/** Cells that can apply: decided or unknown (not the faded verdicts: a side not played, a revision not spoken). */
export function canApply(c: Coverage): number {
  return c.decided + c.counts.unknown;
}

/** `12/20`: decided of the cells that can apply, the short form printed in a header. */
export function coverageShort(c: Coverage): string {
  return canApply(c) ? `${c.decided}/${canApply(c)}` : '–';
}

/**
 * What a product header prints next to its bar: how much is known (`2/41 decided`), never a share of honest cells, which
 * reads as a grade (“2/2 honest” beside 39 unknown cells); or `nothing applies`.
 */
export function coverageCaption(c: Coverage): string {
  return canApply(c) ? `${coverageShort(c)} decided` : 'nothing applies';
}

interface CellsByProduct {
  cells: Record<ProductId, Record<RevisionId, { verdict: VerdictId }>>;
}

/** Coverage of one product over rows and revisions. */
export function productCoverage(
  rows: readonly CellsByProduct[],
  product: ProductId,
  revisions: readonly RevisionId[] = REVISIONS.map((r) => r.id),
): Coverage {
  return coverage(rows.flatMap((row) => revisions.map((r) => cellAt(row, product, r).verdict)));
}

/** Coverage of every product, in PRODUCTS order. */
export function coverageByProduct(rows: readonly CellsByProduct[]): { product: ProductId; coverage: Coverage }[] {
  return PRODUCTS.map((p) => ({ product: p.id, coverage: productCoverage(rows, p.id) }));
}
