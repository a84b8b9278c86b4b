/**
 * `npm run rules-doc`: write docs/rules.md from the rule registry (src/lib/rules/). With `--check`, write nothing and
 * exit 1 when the file is not what the registry gives (the unit tests check the same).
 */
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { RULE_GROUPS } from '../src/lib/rules/index.ts';
import { rulesMarkdown } from '../src/lib/rules/doc.ts';

const path = join(import.meta.dirname, '..', 'docs', 'rules.md');
const text = rulesMarkdown(RULE_GROUPS);
if (process.argv.includes('--check')) {
  const current = existsSync(path) ? readFileSync(path, 'utf8') : '';
  if (current !== text) {
    console.error('docs/rules.md is not what the rule registry gives: run npm run rules-doc and commit it');
    process.exit(1);
  }
  console.log('docs/rules.md is up to date');
} else {
  mkdirSync(dirname(path), { recursive: true });
  writeFileSync(path, text);
  console.log(`wrote docs/rules.md (${RULE_GROUPS.flatMap((g) => g.rules).length} rules)`);
}
