import { test } from 'node:test';
import assert from 'node:assert/strict';
import { join } from 'node:path';
import { LIFECYCLE_STATES } from '../../../src/lib/register/axes.ts';
import { checkContent } from '../../../src/lib/content/check.ts';
import {
  classifyChange,
  compareRevisions,
  definedIn,
  previousRevision,
  revisionPairs,
  rowsByState,
} from '../../../src/lib/views/revision.ts';
import { specAt } from '../../../src/lib/lookup/at.ts';

const rows = checkContent(join(import.meta.dirname, '../../fixtures/content-valid')).rows.map((r) => r.data);
const cap01 = rows.find((r) => r.id === 'CAP-01')!;
const cap02 = rows.find((r) => r.id === 'CAP-02')!;

test('classifies additions, changes, deprecations and removals between revisions', () => {
  assert.equal(classifyChange(cap01, '2024-11-05', '2025-03-26'), 'added');
  assert.equal(classifyChange(cap01, '2025-06-18', '2025-11-25'), 'changed');
  assert.equal(classifyChange(cap01, '2025-03-26', '2025-11-25'), 'changed');
  assert.equal(classifyChange(cap01, '2025-11-25', '2026-07-28'), 'removed');
  assert.equal(classifyChange(cap01, '2025-03-26', '2025-06-18'), undefined);
  assert.equal(classifyChange(cap02, '2025-11-25', '2026-07-28'), 'deprecated');
});

test('compare works in either order and lists only rows that differ', () => {
  const forward = compareRevisions(rows, '2025-11-25', '2026-07-28');
  assert.deepEqual(
    forward.map((c) => [c.id, c.kind]),
    [
      ['CAP-01', 'removed'],
      ['CAP-02', 'deprecated'],
    ],
  );
  assert.deepEqual(compareRevisions(rows, '2026-07-28', '2025-11-25'), forward);
  assert.deepEqual(compareRevisions(rows, '2025-03-26', '2025-06-18'), []);
});

test('revision helpers', () => {
  assert.equal(previousRevision('2024-11-05'), undefined);
  assert.equal(previousRevision('2026-07-28'), '2025-11-25');
  assert.deepEqual(
    definedIn(rows, '2024-11-05').map((r) => r.id),
    ['CAP-02'],
  );
  assert.equal(revisionPairs().length, 10);
});

test('a capability that arrives already deprecated (absent → deprecated) is listed as deprecated, not added', () => {
  const spec = (states: string[]) =>
    Object.fromEntries(['2024-11-05', '2025-03-26', '2025-06-18', '2025-11-25', '2026-07-28'].map((r, i) => [r, { state: states[i] }]));
  const row = { ...cap01, spec: spec(['absent', 'absent', 'absent', 'absent', 'deprecated']) } as typeof cap01;
  assert.equal(classifyChange(row, '2025-11-25', '2026-07-28'), 'deprecated');
  assert.equal(classifyChange(row, '2024-11-05', '2026-07-28'), 'deprecated');
  const added = { ...cap01, spec: spec(['absent', 'absent', 'absent', 'absent', 'defined']) } as typeof cap01;
  assert.equal(classifyChange(added, '2025-11-25', '2026-07-28'), 'added');
});

test('a changed row says what changed, in the register’s words, revision by revision (not “changed → changed”)', () => {
  const [change] = compareRevisions(rows, '2025-06-18', '2025-11-25');
  assert.equal(change?.kind, 'changed');
  // CAP-01's 2025-11-25 entry has a note: that is what changed there, said once.
  assert.deepEqual(change?.changedIn, [{ revision: '2025-11-25', note: specAt(cap01, '2025-11-25').note, quotes: [] }]);
  assert.equal(change?.note, undefined);
  // Without a note, the entry's quotes say it.
  const spec = {
    ...cap01.spec,
    '2025-11-25': { ...specAt(cap01, '2025-11-25'), note: undefined },
    '2025-06-18': { state: 'changed' as const, evidence: [{ in: 'what', quote: '2025-11-25 gives them sub-fields' }] },
  };
  const row = { ...cap01, spec } as typeof cap01;
  assert.deepEqual(compareRevisions([row], '2025-03-26', '2025-11-25')[0]?.changedIn, [
    { revision: '2025-06-18', quotes: ['2025-11-25 gives them sub-fields'] },
    { revision: '2025-11-25', quotes: ['widgets?: object;', '2025-11-25 gives them sub-fields'] },
  ]);
});

test('rowsByState groups the rows by their state at a revision, in the states’ order, without empty groups', () => {
  const groups = rowsByState(rows, '2024-11-05');
  assert.deepEqual(
    groups.map((g) => [g.state, g.rows.map((r) => r.id)]),
    [
      [specAt(cap01, '2024-11-05').state, ['CAP-01']],
      [specAt(cap02, '2024-11-05').state, ['CAP-02']],
    ].sort((a, b) => LIFECYCLE_STATES.indexOf(a[0] as never) - LIFECYCLE_STATES.indexOf(b[0] as never)),
  );
  assert.ok(groups.every((g) => g.rows.length > 0));
});
