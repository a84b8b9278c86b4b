import { test } from 'node:test';
import assert from 'node:assert/strict';
import { join } from 'node:path';
import { checkContent } from '../../../src/lib/content/check.ts';
import { buildMatrix } from '../../../src/lib/matrix/build.ts';
import {
  changeTitle,
  productAtomFeed,
  productChanges,
  registerCellChanges,
  type CellFeedEntry,
} from '../../../src/lib/publish/cell-changes.ts';
import { getVerdict } from '../../../src/lib/register/axes.ts';
import { cellAt } from '../../../src/lib/lookup/at.ts';

const fixture = checkContent(join(import.meta.dirname, '../../fixtures/content-valid'));
const register = fixture.registers.map((r) => r.data).find((r) => r.published)!;
const rows = fixture.rows.map((r) => r.data);
if (!register.published) throw new Error('fixture has no published register');
const matrix = buildMatrix(rows, { disputes: fixture.disputes.map((d) => d.data), products: fixture.products });
const verdictOf = (row: string, p: Parameters<Parameters<typeof registerCellChanges>[2]>[1], r: string) =>
  cellAt(
    matrix.rows.find((m) => m.id === row)!,
    p,
    r,
  ).verdict;

const curated: CellFeedEntry[] = [
  {
    date: '2026-03-01',
    row: 'CAP-02',
    product: 'opencode-v1',
    revision: '2025-11-25',
    kind: 'verdict',
    verdict: { from: 'honest', to: 'overclaim' },
    text: 'Declared, not delivered.',
  },
  {
    date: '2026-02-01',
    row: 'CAP-01',
    product: 'mcpx',
    revision: '2025-06-18',
    kind: 'basis',
    basis: { from: 'inferred', to: 'stated' },
    text: 'Now quoted for this revision.',
  },
  { date: '2026-02-01', row: 'CAP-01', product: 'mcpx', revision: '2024-11-05', kind: 'evidence', text: 'A quote added.' },
];

test('the audit note becomes one re-audit change per informative cell of the audited product', () => {
  const changes = registerCellChanges(register, rows, verdictOf);
  assert.ok(changes.length > 0);
  for (const c of changes) {
    assert.equal(c.row, 'CAP-01');
    assert.equal(c.product, 'mcpx');
    assert.equal(c.kind, 're-audit');
    assert.equal(c.date, register.lastUpdated);
    assert.equal(getVerdict(verdictOf(c.row, c.product, c.revision)).faded, false);
    assert.match(c.text, /^CAP-01 re-audited at abc1234: mcpx at \d{4}-\d{2}-\d{2} is [a-z-]+\.$/);
  }
});

test('a product gets only its own changes, newest first', () => {
  const all = [...registerCellChanges(register, rows, verdictOf), ...curated];
  const mcpx = productChanges(all, 'mcpx');
  assert.ok(mcpx.every((c) => c.product === 'mcpx'));
  assert.equal(mcpx.length, all.filter((c) => c.product === 'mcpx').length);
  const times = mcpx.map((c) => new Date(c.date).getTime());
  assert.deepEqual(
    times,
    [...times].sort((a, b) => b - a),
  );
  // Same date: by row, then revision order.
  const feb = mcpx.filter((c) => c.date === '2026-02-01').map((c) => c.revision);
  assert.deepEqual(feb, ['2024-11-05', '2025-06-18']);
  assert.deepEqual(
    productChanges(all, 'opencode-v1').map((c) => c.row),
    ['CAP-02'],
  );
  assert.deepEqual(productChanges(all, 'goose'), []);
});

test('entry titles say what changed', () => {
  assert.equal(changeTitle(curated[0]!), 'CAP-02 · opencode v1 · 2025-11-25: verdict honest → overclaim');
  assert.equal(changeTitle(curated[1]!), 'CAP-01 · mcpx · 2025-06-18: basis inferred → stated');
  assert.equal(changeTitle(curated[2]!), 'CAP-01 · mcpx · 2024-11-05: evidence added');
});

test('the product feed is Atom with the required elements, entries linking to their cells', () => {
  const feed = productAtomFeed({
    siteUrl: 'https://s.test/',
    feedUrl: 'https://s.test/clients/opencode-v1/feed.xml',
    pageUrl: 'https://s.test/clients/opencode-v1/',
    product: 'opencode-v1',
    changes: curated,
    updated: register.lastUpdated,
    cellUrl: (c) => `https://s.test/matrix/#${c.row.toLowerCase()}--${c.product}--${c.revision}`,
  });
  assert.match(feed, /^<\?xml version="1.0" encoding="utf-8"\?>\n<feed xmlns="http:\/\/www.w3.org\/2005\/Atom">/);
  for (const el of ['id', 'title', 'updated', 'author']) assert.match(feed, new RegExp(`^  <${el}>`, 'm'));
  assert.equal((feed.match(/<entry>/g) ?? []).length, 1);
  assert.ok(feed.includes('<link rel="alternate" type="text/html" href="https://s.test/matrix/#cap-02--opencode-v1--2025-11-25"/>'));
  assert.ok(feed.includes('<updated>2026-03-01T00:00:00.000Z</updated>'));
  assert.ok(feed.includes('verdict honest → overclaim'));
  const empty = productAtomFeed({
    siteUrl: 'https://s.test/',
    feedUrl: 'https://s.test/f',
    pageUrl: 'https://s.test/p',
    product: 'goose',
    changes: curated,
    updated: '2026-01-02T08:00:00-05:00',
    cellUrl: () => 'x',
  });
  assert.equal((empty.match(/<entry>/g) ?? []).length, 0);
  assert.match(empty, /^  <updated>2026-01-02T13:00:00.000Z<\/updated>$/m);
});

test('all changes: the audit note’s, then the curated ones', async () => {
  const { allCellChanges } = await import('../../../src/lib/publish/cell-changes.ts');
  const all = allCellChanges(register, rows, matrix, curated);
  assert.deepEqual(all, [...registerCellChanges(register, rows, verdictOf), ...curated]);
  assert.deepEqual(allCellChanges(register, rows, matrix, []), registerCellChanges(register, rows, verdictOf));
});

test('recorded curation changes become verdict or basis entries of their products', async () => {
  const { loggedCellChanges } = await import('../../../src/lib/publish/cell-changes.ts');
  const entries = loggedCellChanges(fixture.changes.map((c) => c.data));
  assert.deepEqual(
    entries.map((e) => [e.row, e.product, e.revision, e.kind, e.verdict ?? e.basis, e.date]),
    [
      ['CAP-01', 'mcpx', '2024-11-05', 'verdict', { from: 'out-of-revision', to: 'unknown' }, '2026-01-04'],
      // No basis was recorded before: a decided verdict was presented as stated.
      ['CAP-01', 'mcpx', '2025-03-26', 'basis', { from: 'stated', to: 'inferred' }, '2026-01-04'],
    ],
  );
  assert.equal(changeTitle(entries[1]!), 'CAP-01 · mcpx · 2025-03-26: basis stated → inferred');
  assert.match(entries[0]!.text, /^Fixture re-curation\. Every value now carries its words\.$/);
});
