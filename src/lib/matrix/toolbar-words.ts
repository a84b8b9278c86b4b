/**
 * What the matrix toolbar and product headers say under filters, in one place so the
 * numbers next to each other agree: the rows shown (after folding) and what a product
 * header's count counts when a verdict filter is on.
 */
import { getVerdict, type VerdictId } from '../register/axes.ts';
import { DECIDED_VERDICTS, canApply, coverage, coverageCaption } from './coverage.ts';
import type { EvidenceSource } from './filters.ts';
import { SOURCE_LABELS } from './view.ts';

/**
 * The status line: how many rows the table shows of all rows, counting folded rows as not
 * shown, and, when some are folded, how many matched and how many of them are folded, so it
 * reads with the "Folded …: N rows" note beside it.
 * `Showing 1 of 26 rows (26 match the filters; 25 of them folded)`.
 */
export function showingRows(counts: { matching: number; folded: number; total: number }): string {
  const { matching, folded, total } = counts;
  const shown = matching - folded;
  const rows = total === 1 ? 'row' : 'rows';
  if (!folded) return `Showing ${shown} of ${total} ${rows}`;
  return `Showing ${shown} of ${total} ${rows} (${matching} match the filters; ${folded} of them folded)`;
}

/** What a product header's bar and caption show: the bar's value and maximum, the words beside it. */
export interface HeaderCount {
  value: number;
  max: number;
  caption: string;
}

/**
 * A product header's count over the cells in view (`verdicts`). Without a verdict filter:
 * decided among those that can apply (`65/80 decided`). Under a verdict filter the count names the filtered
 * verdicts, among decided cells when every filtered verdict is a decided one, else among all
 * cells in view (`14 of 14 decided: overclaim`, `3 of 70 cells: unknown or not-applicable`),
 * never an "honest" count the filter has emptied.
 */
export function headerCount(verdicts: readonly VerdictId[], verdictFilter: readonly VerdictId[]): HeaderCount {
  const c = coverage(verdicts);
  if (!verdictFilter.length) return { value: c.decided, max: Math.max(canApply(c), 1), caption: coverageCaption(c) };
  const wanted = new Set(verdictFilter);
  const value = verdicts.filter((v) => wanted.has(v)).length;
  const amongDecided = verdictFilter.every((v) => DECIDED_VERDICTS.has(v));
  const max = amongDecided ? c.decided : c.total;
  const names = verdictFilter.map((v) => getVerdict(v).label).join(' or ');
  return {
    value,
    max: Math.max(max, 1),
    caption: `${value} of ${max} ${amongDecided ? 'decided' : max === 1 ? 'cell' : 'cells'}: ${names}`,
  };
}

/**
 * What the status line adds under the evidence filter, so the outline on the tiles is said in
 * words: `. Outlined: the cells with the evidence asked for (observed on the wire; other sources)`;
 * empty without it.
 */
export function evidenceStatus(sources: readonly EvidenceSource[]): string {
  if (!sources.length) return '';
  return `. Outlined: the cells with the evidence asked for (${sources.map((s) => SOURCE_LABELS[s]).join('; ')})`;
}
