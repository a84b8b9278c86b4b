/**
 * `npm run evidence`: how well the matrix is supported. Prints, per product, how many cells
 * are stated, inferred and unknown, and the cells whose evidence is weakest (a single quote
 * from a row that keeps an older snapshot). Exits 1 on any content problem.
 *
 *   npm run evidence
 *   npm run evidence -- --inferred                          also every inferred cell with its carrying words
 *   npm run evidence -- --diff <old matrix.json> [--json]   cells whose verdict or basis changed since
 */
import { readFileSync } from 'node:fs';
import { BASES, PRODUCTS, REVISION_IDS } from '../src/lib/register/axes.ts';
import { contentDir } from '../src/lib/content/dir.ts';
import { checkContent } from '../src/lib/content/check.ts';
import { contentCorpus, entrySlug } from '../src/lib/content/load.ts';
import { formatProblem } from '../src/lib/content/problems.ts';
import { auditSpread, basisCounts, cellChanges, countsOf, disputeCounts, inferredCells, weakestCells } from '../src/lib/matrix/report.ts';
import { readSpecReport } from '../src/lib/content/spec-check.ts';
import { countSpecOverrides } from '../src/lib/spec/report.ts';
import { exportMatrix } from '../src/lib/matrix/export.ts';
import { buildMatrix } from '../src/lib/matrix/build.ts';
import { formatCellChange } from '../src/lib/publish/changes.ts';

const args = process.argv.slice(2);
const diffAt = args.indexOf('--diff');
const content = checkContent(contentDir());
if (content.problems.length) {
  console.error(`Content check failed: ${content.problems.length} problem(s)`);
  for (const p of content.problems) console.error(`  ${formatProblem(p)}`);
  process.exit(1);
}
const rows = content.rows.map((r) => r.data);
const matrix = buildMatrix(rows, {
  disputes: content.disputes.map((d) => d.data),
  products: content.products,
  corpus: contentCorpus(content),
});

if (diffAt !== -1) {
  const path = args[diffAt + 1];
  if (!path) {
    console.error('usage: npm run evidence -- --diff <old matrix.json> [--json]');
    process.exit(2);
  }
  const before = JSON.parse(readFileSync(path, 'utf8'));
  const after = exportMatrix(
    matrix,
    rows,
    content.notes.map((n) => ({ id: entrySlug(n.file), data: n.data })),
    '/',
  );
  const changes = cellChanges(before, after);
  if (args.includes('--json')) console.log(JSON.stringify(changes, null, 2));
  else for (const c of changes) console.log(formatCellChange(c));
  console.error(`${changes.length} cells changed verdict or basis.`);
  process.exit(0);
}

const counts = basisCounts(matrix);
const header = ['product', ...BASES.map((b) => b.id), 'cells'];
const lines = PRODUCTS.map((p) => {
  const c = countsOf(counts, p.id);
  return [p.name, ...BASES.map((b) => String(c[b.id])), String(BASES.reduce((n, b) => n + c[b.id], 0))];
});
const total = [
  'all',
  ...BASES.map((b) => String(PRODUCTS.reduce((n, p) => n + countsOf(counts, p.id)[b.id], 0))),
  String(matrix.rows.length * PRODUCTS.length * REVISION_IDS.length),
];
const widths = header.map((_, i) => Math.max(...[header, ...lines, total].map((l) => l[i]?.length ?? 0)));
const fmt = (l: string[]) => l.map((v, i) => (i === 0 ? v.padEnd(widths[i] ?? 0) : v.padStart(widths[i] ?? 0))).join('  ');
console.log(
  'Cells by basis (stated: every value the verdict rests on is quoted for that revision; inferred: a value carried with a quoted reason, or speaking the revision not known; unknown: the verdict is unknown)\n',
);
console.log(fmt(header));
for (const l of lines) console.log(fmt(l));
console.log(fmt(total));

const audits = auditSpread(matrix);
const disputes = disputeCounts(content.disputes.map((d) => d.data));
// The content check above has read the spec report and found it well formed.
const overrides = countSpecOverrides(readSpecReport(contentDir(), process.cwd()).report);
console.log(
  `\nDecided cells on one audit: ${audits.oneAudit}; on several: ${audits.severalAudits}; on no audit's passage: ${audits.noAudit}`,
);
console.log(`Disputes: ${disputes.open} open, ${disputes.superseded} superseded`);
console.log(`Spec check: ${overrides === null ? 'not yet recorded' : `${overrides} override(s)`}`);
if (args.includes('--inferred')) {
  console.log('\nInferred cells and their carrying words:');
  for (const i of inferredCells(matrix)) {
    const words = i.carrying.map((e) => `${e.in} “${e.quote}”`).join('; ');
    console.log(
      `  ${i.cell.row} · ${i.cell.product} · ${i.cell.revision}: ${i.cell.verdict}${i.speaksUnknown ? ' (speaking not recorded)' : ''}${words ? ` — ${words}` : ''}`,
    );
  }
}

const weak = weakestCells(matrix, rows);
console.log(`\nWeakest decided cells: ${weak.length} rest on a single quote from a row at an older snapshot`);
for (const w of weak)
  console.log(`  ${w.cell.row} · ${w.cell.product} · ${w.cell.revision}: ${w.cell.verdict} (${w.cell.basis}) — ${w.reason}`);
