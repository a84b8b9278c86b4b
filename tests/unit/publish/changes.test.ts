import { test } from 'node:test';
import assert from 'node:assert/strict';
import { join } from 'node:path';
import { checkContent } from '../../../src/lib/content/check.ts';
import { atomFeed, cellChangesByRow, formatCellChange, registerChanges } from '../../../src/lib/publish/changes.ts';

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
