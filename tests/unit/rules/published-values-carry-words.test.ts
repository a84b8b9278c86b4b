/**
 * The examples of the rule published-values-carry-words (src/lib/rules/published-values-carry-words.ts). The rule
 * reads the built matrix, and the schema refuses a known value without evidence, so only a build can lose a quote:
 * the fail example's content is built, the quote of its unknown cell's known half is dropped from the matrix, and
 * the check must refuse the value, tagged with the rule.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { publishedValuesCarryWords } from '../../../src/lib/rules/published-values-carry-words.ts';
import { applyEdit } from '../../../src/lib/rules/rule.ts';
import { unpublishedValues } from '../../../src/lib/matrix/published.ts';
import { fixtureMatrix } from '../content/fixture-matrix.ts';
import { ruleProblems } from './examples.ts';
import { problemsOf } from '../../../src/lib/rules/report.ts';

const rule = publishedValuesCarryWords;

test(`${rule.id}: the pass example gives no problem of the rule`, () => {
  assert.deepEqual(ruleProblems(rule, rule.examples.pass), []);
});

test(`${rule.id}: the fail example, built and stripped of its unused quote, gives a problem of the rule`, () => {
  const { content, matrix } = fixtureMatrix((dir) => {
    for (const edit of rule.examples.fail.edits) {
      const path = join(dir, edit.file);
      writeFileSync(path, applyEdit(readFileSync(path, 'utf8'), edit));
    }
  });
  // As built, the known half of the unknown cell carries its quote: nothing to refuse.
  assert.deepEqual(problemsOf(rule, content.problems), []);
  const cell = matrix.rows.find((r) => r.id === 'CAP-01')?.cells['opencode-v1']?.['2025-11-25'];
  assert.ok(cell && cell.verdict === 'unknown' && cell.unused.length > 0);
  cell.unused = [];
  const found = unpublishedValues(
    matrix,
    content.rows.map((r) => r.data),
  );
  assert.deepEqual(
    found.map((p) => `${p.rule} ${p.row} ${p.field}`),
    [`${rule.id} CAP-01 products.opencode-v1.0.declared.evidence`],
  );
});
