/**
 * `npm run check-budgets [-- <dist>]`: the matrix page's byte budgets as a gate (part of
 * `npm test`, after the build). Prints the figures; exits 1 naming each budget exceeded.
 */
import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { checkMatrixBudgets } from './lib/budgets.ts';

const out = resolve(process.argv[2] ?? process.env.ASTRO_OUT_DIR ?? 'dist');
if (!existsSync(resolve(out, 'matrix/index.html'))) {
  console.error(`check-budgets: ${out}/matrix/index.html does not exist; run npm run build first`);
  process.exit(2);
}
const report = checkMatrixBudgets(out);
for (const line of report.figures) console.log(line);
if (report.problems.length) {
  console.error(`Budget check failed: ${report.problems.length} budget(s) exceeded`);
  for (const p of report.problems) console.error(`  ${p}`);
  process.exit(1);
}
console.log('Budget check passed: the matrix page is within its byte budgets.');
