/**
 * The page-weight gate (scripts/check-budgets.ts, scripts/lib/budgets.ts) on small built
 * sites: one within both budgets, one over the per-cell budget (a page for a single cell),
 * one whose first-load script is over 8 KB compressed.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { randomBytes } from 'node:crypto';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { MATRIX_BUDGETS, checkMatrixBudgets } from '../../../scripts/lib/budgets.ts';
import { pageWeight } from '../../../scripts/lib/compressed-weight.ts';

const root = fileURLToPath(new URL('../../..', import.meta.url));
const fixture = (name: string) => join(root, 'tests/fixtures/budgets', name);
const gate = (dist: string) => spawnSync(process.execPath, [join(root, 'scripts/check-budgets.ts'), dist], { encoding: 'utf8' });

test('budgets: a page within both budgets passes and prints its figures', () => {
  const report = checkMatrixBudgets(fixture('within'));
  assert.equal(report.cells, 40 * 6 * 5);
  // The same measure as npm run page-weight: HTML, its stylesheet and both script files.
  assert.equal(report.totalGzip, pageWeight(fixture('within')).total.gzip);
  assert.equal(pageWeight(fixture('within')).js.length, 2);
  assert.ok(report.perCell < MATRIX_BUDGETS.perCellBytes);
  assert.deepEqual(report.problems, []);
  const run = gate(fixture('within'));
  assert.equal(run.status, 0, run.stderr);
  assert.match(run.stdout, new RegExp(`B per cell \\(budget < ${MATRIX_BUDGETS.perCellBytes} B\\)`));
  assert.match(run.stdout, /Budget check passed/);
});

test('budgets: the same page for one cell is over the per-cell budget, and the gate fails naming it', () => {
  const report = checkMatrixBudgets(fixture('over-per-cell'));
  assert.equal(report.cells, 1);
  assert.equal(report.problems.length, 1);
  assert.match(
    report.problems[0]!,
    new RegExp(
      `^matrix/index\\.html: HTML \\+ CSS \\+ JS is \\d+\\.\\d\\d B gzip per cell, over the budget of < ${MATRIX_BUDGETS.perCellBytes} B .*npm run page-weight`,
    ),
  );
  const run = gate(fixture('over-per-cell'));
  assert.equal(run.status, 1);
  assert.match(run.stderr, /Budget check failed: 1 budget\(s\) exceeded/);
});

test('budgets: a first-load script over 8 KB compressed fails the script budget', (t) => {
  const dist = mkdtempSync(join(tmpdir(), 'budgets-'));
  t.after(() => rmSync(dist, { recursive: true, force: true }));
  cpSync(fixture('within'), dist, { recursive: true });
  // Incompressible bytes, imported statically by the entry: loaded at once.
  writeFileSync(join(dist, '_astro/ids.js'), `export const a=c=>c.dataset.v;export const blob="${randomBytes(9000).toString('base64')}";`);
  const report = checkMatrixBudgets(dist);
  assert.ok(report.scriptGzip >= MATRIX_BUDGETS.scriptBytes);
  assert.equal(report.problems.length, 1);
  assert.match(report.problems[0]!, /the script loaded at once is \d+\.\d KB gzip .* over the budget of < 8\.0 KB/);
  assert.equal(gate(dist).status, 1);
});

test('budgets: the gate is issue #11’s < 20 B per cell, and npm test’s step and the README say the budgets it checks', () => {
  assert.ok(MATRIX_BUDGETS.perCellBytes <= 20, 'issue #11 set < 20 B per cell: win bytes back rather than raise the gate');
  const step = /page-weight budgets \(matrix page: < ([\d.]+) B per cell, script at load < (\d+) KB/.exec(
    readFileSync(join(root, 'scripts/test.ts'), 'utf8'),
  );
  assert.ok(step, 'scripts/test.ts names the page-weight step with its budgets');
  assert.deepEqual([Number(step[1]), Number(step[2]) * 1024], [MATRIX_BUDGETS.perCellBytes, MATRIX_BUDGETS.scriptBytes]);
  const readme = readFileSync(join(root, 'README.md'), 'utf8');
  const promise = /less than ([\d.]+) B per cell\s+\(HTML \+ CSS \+ JS loaded at once, gzip/.exec(readme);
  assert.ok(promise, 'README’s “What npm test runs” states the per-cell budget');
  assert.equal(Number(promise[1]), MATRIX_BUDGETS.perCellBytes);
});
