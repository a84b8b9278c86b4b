/**
 * `npm run check`: validate every file under content/ and the links between them.
 * Exits 1 listing each problem as `file: field: message`. Runs before every build.
 */
import { formatProblem, loadContent } from '../src/lib/content-files.ts';

import { contentDir } from '../src/lib/content-dir.ts';

const dir = process.argv[2] ?? contentDir();
const content = loadContent(dir);
if (content.problems.length > 0) {
  console.error(`Content check failed: ${content.problems.length} problem(s) in ${dir}`);
  for (const problem of content.problems) console.error(`  ${formatProblem(problem)}`);
  process.exit(1);
}
console.log(
  `Content check passed: ${content.rows.length} rows, ${content.notes.length} notes, ` +
    `${content.registers.length} registers, ${content.disputes.length} disputes.`,
);
