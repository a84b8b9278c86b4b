/**
 * Coverage: of the cells that are decided (a verdict about the product, not faded and not
 * unknown), how many are honest. The matrix's product headers and the home page show it.
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

/** `12/20`: the short form printed in a header. */
export function coverageShort(c: Coverage): string {
  return c.decided ? `${c.honest}/${c.decided}` : '–';
}

/** What a product header prints next to its bar: `38/73 honest`, or `nothing decided`. */
export function coverageCaption(c: Coverage): string {
  return c.decided ? `${coverageShort(c)} honest` : 'nothing decided';
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
