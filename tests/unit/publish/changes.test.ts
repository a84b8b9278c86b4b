import { test } from 'node:test';
import assert from 'node:assert/strict';
import { join } from 'node:path';
import { checkContent } from '../../../src/lib/content/check.ts';
import { atomFeed, cellChangesByRow, formatCellChange, formatValueChange, registerChanges } from '../../../src/lib/publish/changes.ts';
import { valueChangeSchema } from '../../../src/lib/register/schema.ts';

const fixture = checkContent(join(import.meta.dirname, '../../fixtures/content-valid'));
const register = fixture.registers.map((r) => r.data).find((r) => r.published)!;
const rows = fixture.rows.map((r) => r.data);
if (!register.published) throw new Error('fixture has no published register');

test('changes come from the register header and audit note, newest first', () => {
  const changes = registerChanges(register, rows);
  assert.deepEqual(
    changes.map((c) => [c.date, c.title]),
    [
      ['2026-01-02T08:00:00-05:00', 'Capabilities register, increment 1'],
      ['2026-01-02T08:00:00-05:00', 'Re-audited at abc1234: CAP-01'],
      ['2026-01-01T08:00:00-05:00', 'Capabilities register created'],
    ],
  );
});

test('the Atom feed is well-formed, escaped and has an entry per row and change', () => {
  const feed = atomFeed({
    siteUrl: 'https://s.test/',
    feedUrl: 'https://s.test/feed.xml',
    register,
    rows,
    rowUrl: (id) => `https://s.test/r/${id}/`,
  });
  assert.match(feed, /^<\?xml version="1.0" encoding="utf-8"\?>\n<feed xmlns="http:\/\/www.w3.org\/2005\/Atom">/);
  assert.equal((feed.match(/<entry>/g) ?? []).length, rows.length + 3);
  assert.match(feed, /<updated>2026-01-02T13:00:00.000Z<\/updated>/);
});

test('a recorded re-curation comes first, with every changed cell before → after, and reaches the feed', () => {
  const logs = fixture.changes.map((c) => c.data);
  const changes = registerChanges(register, rows, logs);
  assert.equal(changes[0]!.id, 'change-fixture-recuration');
  assert.deepEqual(
    changes.slice(1).map((c) => c.id),
    ['change-1', 'change-2', 'change-3'],
  );
  assert.deepEqual(changes[0]!.cells.map(formatCellChange), [
    'CAP-01 · mcpx · 2024-11-05: out-of-revision → unknown (unknown)',
    'CAP-01 · mcpx · 2025-03-26: honest → honest (inferred)',
  ]);
  assert.deepEqual(
    cellChangesByRow(changes[0]!.cells).map((g) => [g.row, g.cells.length]),
    [['CAP-01', 2]],
  );
  const feed = atomFeed({
    siteUrl: 'https://s.test/',
    feedUrl: 'https://s.test/feed.xml',
    register,
    rows,
    logs,
    rowUrl: (id) => `https://s.test/r/${id}/`,
  });
  assert.match(feed, /<id>https:\/\/s\.test\/changes\/#change-fixture-recuration<\/id>/);
  assert.match(feed, /2 cells changed: CAP-01 · mcpx · 2024-11-05: out-of-revision → unknown \(unknown\)/);
});

test('a change leads with its summary, or with its text’s first sentence when it has none', async () => {
  const { firstSentence } = await import('../../../src/lib/publish/changes.ts');
  assert.equal(firstSentence('Rows moved, e.g. CAP-01 at 2.1. The rest stayed.'), 'Rows moved, e.g. CAP-01 at 2.1.');
  assert.equal(firstSentence('One sentence only'), 'One sentence only');
  assert.equal(firstSentence('Done. “Quoted” next.'), 'Done.');
  const log = fixture.changes.map((c) => c.data)[0]!;
  const [withText] = registerChanges(register, rows, [{ ...log, summary: undefined, text: 'First. Second.' }]);
  assert.equal(withText!.lead, 'First.');
  const [withSummary] = registerChanges(register, rows, [{ ...log, summary: 'For readers.', text: 'First. Second.' }]);
  assert.equal(withSummary!.lead, 'For readers.');
});

test('what a change moved reads as counts of verdicts and bases, rows and product names', async () => {
  const { movedSummary } = await import('../../../src/lib/publish/changes.ts');
  const cell = (row: string, product: string, before: string, after: string, basis = 'stated') =>
    ({ row, product, revision: '2025-11-25', before: { verdict: before, basis }, after: { verdict: after, basis: 'inferred' } }) as never;
  const name = (id: string) => ({ mcpx: 'mcpx', 'opencode-v1': 'opencode v1' })[id] ?? id;
  assert.equal(movedSummary([], name), '');
  assert.equal(
    movedSummary([cell('CAP-02', 'mcpx', 'honest', 'absent'), cell('CAP-01', 'opencode-v1', 'honest', 'honest')], name),
    '2 cells moved in 2 rows (CAP-01, CAP-02), for mcpx and opencode v1: 1 changed its verdict, 1 only its basis.',
  );
  assert.equal(
    movedSummary([cell('CAP-01', 'mcpx', 'honest', 'honest')], name),
    '1 cell moved in 1 row (CAP-01), for mcpx: no verdict changed, 1 only its basis.',
  );
});

test('a change lists the values that moved with no verdict or basis, on /changes/ and in the feed', () => {
  const log = fixture.changes.map((c) => c.data)[0]!;
  const values = [
    { row: 'CAP-02', product: 'mcpx', revisions: ['2025-06-18', '2025-11-25'], field: 'implemented', before: 'yes', after: 'partial' },
  ] as never;
  const [change] = registerChanges(register, rows, [{ ...log, values }]);
  assert.deepEqual(change!.values.map(formatValueChange), ['CAP-02 · mcpx · 2025-06-18, 2025-11-25: implemented yes → partial']);
  assert.deepEqual(change!.rows, ['CAP-01', 'CAP-02']);
  const feed = atomFeed({
    siteUrl: 'https://s.test/',
    feedUrl: 'https://s.test/feed.xml',
    register,
    rows,
    logs: [{ ...log, values }],
    rowUrl: (id) => `https://s.test/r/${id}/`,
  });
  assert.match(feed, /Values moved with no verdict or basis: CAP-02 · mcpx · 2025-06-18, 2025-11-25: implemented yes → partial\./);
  // The register's own changes record no values.
  assert.ok(registerChanges(register, rows).every((c) => c.values.length === 0));
});

test('a change record refuses a value that did not move, or a value its field does not have', () => {
  const base = { row: 'CAP-09', product: 'mcpx', revisions: ['2025-11-25'], field: 'implemented' };
  assert.equal(valueChangeSchema.safeParse({ ...base, before: 'yes', after: 'partial' }).success, true);
  assert.equal(valueChangeSchema.safeParse({ ...base, before: 'yes', after: 'yes' }).success, false);
  assert.equal(valueChangeSchema.safeParse({ ...base, before: 'yes', after: 'conditional' }).success, false);
});
