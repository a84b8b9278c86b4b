/**
 * `npm run explain -- <row> <product> <revision>` (e.g. `CAP-03 mcpx 2026-07-28`): how one cell of the matrix was
 * decided — its values, the words it rests on with their passages, provenance and scope, the step of the verdict's
 * precedence, why its basis is what it is, and the rules that read its words (`src/lib/rules/explain.ts`).
 */
import { checkContent } from '../src/lib/content/check.ts';
import { contentCorpus } from '../src/lib/content/load.ts';
import { contentDir } from '../src/lib/content/dir.ts';
import { buildMatrix } from '../src/lib/matrix/build.ts';
import { RULES } from '../src/lib/rules/index.ts';
import { explainCell } from '../src/lib/rules/explain.ts';
import { ruleReport } from '../src/lib/rules/report.ts';

const [rowId, product, revision] = process.argv.slice(2);
if (!rowId || !product || !revision) {
  console.error('usage: npm run explain -- <row> <product> <revision>, e.g. npm run explain -- CAP-03 mcpx 2026-07-28');
  process.exit(2);
}
const content = checkContent(contentDir());
if (content.problems.length) {
  for (const line of ruleReport(content.problems, RULES)) console.error(line);
  process.exit(1);
}
const corpus = contentCorpus(content);
const data = content.rows.map((r) => r.data);
const matrix = buildMatrix(data, { disputes: content.disputes.map((d) => d.data), products: content.products, corpus });
const row = matrix.rows.find((r) => r.id.toLowerCase() === rowId.toLowerCase());
const cell = row?.cells[product as keyof typeof row.cells]?.[revision as keyof (typeof row.cells)[keyof typeof row.cells]];
const rowData = data.find((r) => r.id === row?.id);
if (!row || !cell || !rowData) {
  console.error(
    `no cell ${rowId} ${product} ${revision}: rows are ${matrix.rows.map((r) => r.id).join(', ')}; products ${matrix.products.map((p) => p.id).join(', ')}; revisions ${matrix.revisions.map((r) => r.id).join(', ')}`,
  );
  process.exit(2);
}
const titles = new Map(RULES.map((r) => [r.id, r.title]));
for (const line of explainCell(cell, row, rowData, corpus, (id) => titles.get(id) ?? id)) console.log(line);
