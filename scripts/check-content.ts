/**
 * `npm run check`: validate every file under content/ and the links between them.
 * Exits 1 listing the problems rule by rule (`src/lib/rules/`): a heading per rule with its
 * id, title and count, each problem as `file  field  message`, and the rule's docs
 * (docs/rules.md#<id>). Runs before every build.
 */
import { checkContent } from '../src/lib/content/check.ts';
import { RULES } from '../src/lib/rules/index.ts';
import { ruleReport } from '../src/lib/rules/report.ts';

import { contentDir } from '../src/lib/content/dir.ts';
import { indexReferences } from '../src/lib/markdown/cross-references.ts';
import { crossReferenceContext } from '../src/lib/content/cross-reference-context.ts';

const dir = process.argv[2] ?? contentDir();
const content = checkContent(dir);
if (content.problems.length > 0) {
  const [headline, ...lines] = ruleReport(content.problems, RULES);
  console.error(`${headline}, in ${dir}`);
  for (const line of lines) console.error(line);
  process.exit(1);
}
const references = indexReferences(
  [...content.rows.map((r) => ({ id: r.data.id, text: r.body })), ...content.notes.map((n) => ({ id: n.file, text: n.body }))],
  crossReferenceContext(dir, '/'),
);
if (references.unresolved.size > 0) {
  const list = [...references.unresolved.entries()].map(([id, where]) => `${id} (${where.join(', ')})`);
  console.log(`${references.unresolved.size} unresolved references to registers with no rows yet: ${list.join('; ')}`);
}
console.log(
  `Content check passed: ${content.rows.length} rows, ${content.notes.length} notes, ` +
    `${content.registers.length} registers, ${content.disputes.length} disputes.`,
);
