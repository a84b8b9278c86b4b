/**
 * published-values-carry-words: every published declared or implemented value other than `unknown` carries its words into
 * /matrix.json, also when the verdict does not rest on it (“not used by the verdict”), and the content check refuses
 * a known value published without them, naming file, field and fix.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { edit } from './content-fixture.ts';
import { fixtureMatrix } from './fixture-matrix.ts';
import { publicationProblems } from '../../../src/lib/content/check.ts';
import { exportMatrix, matrixExportSchema } from '../../../src/lib/matrix/export.ts';
import { unpublishedValues } from '../../../src/lib/matrix/published.ts';
import { formatProblem } from '../../../src/lib/content/problems.ts';
import { CAP01 } from './fixture-edits.ts';

/** opencode v1's implemented becomes unknown, so its cells are unknown while declared stays a known "no". */
const unknownImplemented = (d: string) =>
  edit(d, CAP01, (t) => t.replace('implemented: { value: no, evidence: [{ in: note:fixture-note, quote: "renders none" }] }', 'implemented: unknown'));

test('an unknown cell publishes its known half’s quote as not used by the verdict, in /matrix.json and its schema', () => {
  const { content, matrix } = fixtureMatrix(unknownImplemented);
  const data = exportMatrix(matrix, content.rows.map((r) => r.data), [], '/');
  assert.doesNotThrow(() => matrixExportSchema.parse(data));
  const cell = data.rows.find((r) => r.id === 'CAP-01')?.cells['opencode-v1']?.['2025-11-25'];
  assert.ok(cell);
  assert.equal(cell.verdict, 'unknown');
  assert.deepEqual(cell.evidence, []);
  assert.deepEqual(
    cell.unusedEvidence?.map((e) => `${e.field}: ${e.in} “${e.quote}”`),
    ['declared: note:fixture-note “declares no widgets”'],
  );
});

test('a cell whose verdict rests on both values publishes no unused evidence', () => {
  const { content, matrix } = fixtureMatrix(() => {});
  const data = exportMatrix(matrix, content.rows.map((r) => r.data), [], '/');
  const cell = data.rows.find((r) => r.id === 'CAP-01')?.cells['opencode-v1']?.['2025-11-25'];
  assert.ok(cell && cell.verdict !== 'unknown');
  assert.equal(cell.unusedEvidence, undefined);
  assert.deepEqual(publicationProblems(content), []);
});

test('refuses a known value published without its words, naming file, field and fix', () => {
  const { content, matrix } = fixtureMatrix(unknownImplemented);
  const cell = matrix.rows.find((r) => r.id === 'CAP-01')?.cells['opencode-v1']?.['2025-11-25'];
  assert.ok(cell);
  // What the matrix published before published-values-carry-words: the known half of an unknown cell without its quote.
  cell.unused = [];
  const problems = unpublishedValues(
    matrix,
    content.rows.map((r) => r.data),
  ).map((p) => formatProblem({ rule: p.rule, file: CAP01, field: p.field, message: p.message }));
  assert.deepEqual(problems, [
    'capabilities/CAP-01.mdx: products.opencode-v1.0.declared.evidence: "no" at 2025-11-25 (verdict unknown) is published without its words: every known value carries its quote into /matrix.json and the cell details, also when the verdict does not rest on it (published-values-carry-words). Add evidence: [{in, quote}] with the words the documents give, or write declared unknown where no words give it',
  ]);
});
