/** How a cell was decided, on the valid fixture: its step of the precedence, its words and passages, its rules. */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { contentCorpus } from '../../../src/lib/content/load.ts';
import { cellDecidingStep, explainCell, rulesThatRead } from '../../../src/lib/rules/explain.ts';
import { VERDICT_PRECEDENCE } from '../../../src/lib/register/verdict.ts';
import { fixtureMatrix } from '../content/fixture-matrix.ts';
import { cellAt, specAt } from '../../../src/lib/lookup/at.ts';

const { content, matrix } = fixtureMatrix(() => {});
const rowOf = (id: string) => matrix.rows.find((r) => r.id === id)!;
const dataOf = (id: string) => content.rows.find((r) => r.data.id === id)!.data;

test('the step that decided a verdict is the first of the precedence that applies', () => {
  const cap01 = rowOf('CAP-01');
  // mcpx declares widgets at 2026-07-28, which removes them: out-of-revision.
  const modern = cellAt(cap01, 'mcpx', '2026-07-28');
  assert.equal(modern.verdict, 'out-of-revision');
  assert.equal(VERDICT_PRECEDENCE[cellDecidingStep(modern, cap01)]?.verdict, 'out-of-revision');
  // opencode v1, a client, in a server row: not applicable by role, the first step.
  const cap02 = rowOf('CAP-02');
  assert.equal(cellDecidingStep(cellAt(cap02, 'opencode-v1', '2025-11-25'), cap02), 0);
  // mcpx at 2025-06-18 of CAP-01: defined, declared and implemented.
  const legacy = cellAt(cap01, 'mcpx', '2025-06-18');
  assert.equal(VERDICT_PRECEDENCE[cellDecidingStep(legacy, cap01)]?.verdict, legacy.verdict);
});

test('an explanation names the verdict, its step, each quote with its passage and provenance, and the rules that read them', () => {
  const lines = explainCell(
    cellAt(rowOf('CAP-01'), 'mcpx', '2026-07-28'),
    rowOf('CAP-01'),
    dataOf('CAP-01'),
    contentCorpus(content),
    (id) => `title of ${id}`,
  );
  const text = lines.join('\n');
  assert.match(text, /^CAP-01 client widgets: mcpx at 2026-07-28\nverdict: out-of-revision, basis: /);
  assert.match(text, /decided by step \d+ of the verdict's precedence \(the legend\): the revision does not define the capability/);
  assert.match(
    text,
    /  declared: CAP-01\/observation “Declares widgets in every era”\n    (stated|inferred) at this revision; from the audit at abc1234 \(mcpx @ abc1234\)\n    passage: Declares widgets in every era\./,
  );
  assert.match(
    text,
    /  out-of-revision-needs-sending-words: title of out-of-revision-needs-sending-words \(docs\/rules\.md#out-of-revision-needs-sending-words\)/,
  );
});

test('the rules that read a cell follow what it has: 2026 words, another row’s or a note’s words, a dispute', () => {
  const cap01 = rowOf('CAP-01');
  const v1 = rulesThatRead(cellAt(cap01, 'opencode-v1', '2025-11-25'), dataOf('CAP-01'), specAt(cap01, '2025-11-25'));
  assert.ok(v1.includes('strongest-note-quote') && v1.includes('words-reach-only-their-passage'));
  assert.ok(!v1.includes('modern-needs-2026-words') && !v1.includes('one-audit-per-cell'));
  const mcpx = rulesThatRead(cellAt(cap01, 'mcpx', '2026-07-28'), dataOf('CAP-01'), specAt(cap01, '2026-07-28'));
  assert.ok(
    mcpx.includes('modern-needs-2026-words') && mcpx.includes('one-audit-per-cell') && mcpx.includes('disputed-cell-shows-both-sides'),
  );
  assert.ok(!mcpx.includes('strongest-note-quote'));
});
