/**
 * The matrix page's byte budgets (README, "Budgets of the matrix redesign") as a gate:
 * HTML + CSS + JS loaded at once, each file gzip-compressed on its own, per matrix cell,
 * and the script loaded at once. Bytes, not times, so the gate gives the same answer on a
 * busy machine. Measured by the same `pageWeight` as `npm run page-weight` and the bench.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { pageWeight } from './compressed-weight.ts';

export interface PageBudgets {
  /** HTML + CSS + JS loaded at once, gzip, divided by the number of matrix cells: less than this many bytes. */
  perCellBytes: number;
  /** Scripts loaded at once (entry and the chunks it imports statically, plus inline scripts), gzip: less than this many bytes. */
  scriptBytes: number;
}

/**
 * The budgets of the matrix page: issue #11's < 20 B per cell and < 8 KB of script at load.
 * The 26-row page measures 19.67 B as npm test builds it (19.45 B when the lean preload helper
 * replaced Vite's, before more cells were decided); its history is in the README's budgets.
 */
export const MATRIX_BUDGETS: PageBudgets = { perCellBytes: 20, scriptBytes: 8 * 1024 };

export interface BudgetReport {
  cells: number;
  totalGzip: number;
  perCell: number;
  scriptGzip: number;
  /** Lines of figures, for the terminal. */
  figures: string[];
  /** One line per budget exceeded, saying by how much and where to look; empty when within budget. */
  problems: string[];
}

/** Measure `/matrix/` of a built site (`out`, with its `matrix.json`) against the budgets. */
export function checkMatrixBudgets(out: string, budgets: PageBudgets = MATRIX_BUDGETS): BudgetReport {
  const weight = pageWeight(out, 'matrix/');
  const data = JSON.parse(readFileSync(join(out, 'matrix.json'), 'utf8')) as { rows: unknown[]; products: unknown[]; revisions: unknown[] };
  const cells = data.rows.length * data.products.length * data.revisions.length;
  const totalGzip = weight.total.gzip;
  const perCell = cells > 0 ? totalGzip / cells : Infinity;
  const scriptGzip = weight.script.gzip;
  const kb = (b: number) => `${(b / 1024).toFixed(1)} KB`;
  const figures = [
    `/matrix/: ${data.rows.length} rows, ${cells} cells`,
    `  HTML ${kb(weight.html.gzip)}, CSS ${kb(weight.css.reduce((a, c) => a + c.bytes.gzip, 0))} (${weight.css.length} files), JS ${kb(weight.js.reduce((a, j) => a + j.bytes.gzip, 0))} (${weight.js.length} files), gzip`,
    // Two decimals: one would print 19.97 B as "20.0 B (budget < 20 B)".
    `  HTML + CSS + JS ${kb(totalGzip)} gzip (${totalGzip} B) = ${perCell.toFixed(2)} B per cell (budget < ${budgets.perCellBytes} B)`,
    `  script at load ${kb(scriptGzip)} gzip (budget < ${kb(budgets.scriptBytes)})`,
  ];
  const problems: string[] = [];
  if (!(perCell < budgets.perCellBytes)) {
    problems.push(
      `matrix/index.html: HTML + CSS + JS is ${perCell.toFixed(2)} B gzip per cell, over the budget of < ${budgets.perCellBytes} B ` +
        `(${totalGzip} B for ${cells} cells): run npm run page-weight to see which file grew, and keep per-cell markup and first-load code small`,
    );
  }
  if (!(scriptGzip < budgets.scriptBytes)) {
    problems.push(
      `matrix/index.html: the script loaded at once is ${kb(scriptGzip)} gzip (${scriptGzip} B), over the budget of < ${kb(budgets.scriptBytes)}: ` +
        `run npm run page-weight to see which chunk grew, and load what is not needed for the first screen on first use (a dynamic import)`,
    );
  }
  return { cells, totalGzip, perCell, scriptGzip, figures, problems };
}
