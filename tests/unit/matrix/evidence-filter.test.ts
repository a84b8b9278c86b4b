/**
 * The evidence filter (`source=`): which kinds of evidence a cell has (the register's documents,
 * observed on the wire, other sources), carried by the compact rows, parsed from the URL, matched
 * per shown cell, marked on the tiles and said in words. On the fixture register
 * (tests/fixtures/content-valid) and the fixture observations (tests/fixtures/observations).
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { join } from 'node:path';
import { checkContent } from '../../../src/lib/content/check.ts';
import { buildMatrix } from '../../../src/lib/matrix/build.ts';
import { besideByCell, compactRow, expandRow } from '../../../src/lib/matrix/rows.ts';
import {
  cellSources,
  chosenSources,
  emptyFilters,
  parseFilters,
  rowMatches,
  serializeFilters,
  type RowFacts,
} from '../../../src/lib/matrix/filters.ts';
import { chipLabel, evidenceWords, filterOptionLabel } from '../../../src/lib/matrix/view.ts';
import { evidenceStatus } from '../../../src/lib/matrix/toolbar-words.ts';
import { loadObservations } from '../../../src/lib/observations/load.ts';
import { exportObservations } from '../../../src/lib/observations/export.ts';
import { cellAt } from '../../../src/lib/lookup/at.ts';
import type { Agreement } from '../../../src/lib/sources/agreements.ts';

const fixture = checkContent(join(import.meta.dirname, '../../fixtures/content-valid'));
const rows = fixture.rows.map((r) => r.data);
const matrix = buildMatrix(rows, { disputes: fixture.disputes.map((d) => d.data), products: fixture.products });
const [row] = matrix.rows;
assert.ok(row, 'the fixture matrix has rows');
const dir = join(import.meta.dirname, '../../fixtures/observations');
const observations = exportObservations(
  loadObservations(dir, dir).observations.map((o) => o.data),
  matrix,
  rows,
  '/',
);
const facts = { audit: 'current', effort: 'S', risk: 'low' } as const;
/** A cell another source speaks of, with nothing to compare (its agreement is none): still evidence. */
const spoken = cellAt(row, 'codex', '2025-06-18');
const otherSources = new Map([
  [spoken.fragment, { statements: [{ source: 'apify' }] }],
  [cellAt(row, 'mcpx', '2025-06-18').fragment, { statements: [] }],
]);

test('the cells beside which an observation sits, and those another source speaks of, are the evidence beside the register', () => {
  const beside = besideByCell(otherSources, observations);
  // widget-client is opencode v1, observed at 2025-11-25 (initialize) and 2026-07-28 (_meta); plain-client is no register product.
  assert.deepEqual(
    [...beside].sort(),
    [
      [cellAt(row, 'codex', '2025-06-18').fragment, ['other']],
      [cellAt(row, 'opencode-v1', '2025-11-25').fragment, ['observed']],
      [cellAt(row, 'opencode-v1', '2026-07-28').fragment, ['observed']],
    ].sort(),
  );
});

test('compact rows carry the evidence beside the register and expand back, the dispute and agreement flags untouched', () => {
  const beside = besideByCell(otherSources, observations);
  const agreements = new Map<string, Agreement>([[spoken.fragment, 'disagree']]);
  const view = expandRow(compactRow(row, facts, agreements, beside));
  assert.deepEqual(view.facts.beside, {
    'codex|2025-06-18': ['other'],
    'opencode-v1|2025-11-25': ['observed'],
    'opencode-v1|2026-07-28': ['observed'],
  });
  assert.deepEqual(view.facts.agreements, { 'codex|2025-06-18': 'disagree' });
  const plain = expandRow(compactRow(row, facts, agreements));
  assert.deepEqual(
    view.cells.map((c) => [c.disputed, c.disagrees]),
    plain.cells.map((c) => [c.disputed, c.disagrees]),
  );
  assert.deepEqual(plain.facts.beside, {});
  // Both kinds on one cell: two flags in one character.
  const both = expandRow(compactRow(row, facts, new Map(), new Map([[spoken.fragment, ['observed', 'other'] as const]])));
  assert.deepEqual(both.facts.beside?.['codex|2025-06-18'], ['observed', 'other']);
});

test('source= is parsed from the URL (unknown values dropped, the axis order kept) and written back', () => {
  const state = parseFilters('?source=other,observed,rumour');
  assert.deepEqual(state.source, ['observed', 'other']);
  assert.equal(serializeFilters(state), '?source=observed,other');
  assert.deepEqual(emptyFilters().source, []);
  assert.equal(chipLabel('source', 'observed'), 'Evidence: observed on the wire');
  assert.equal(filterOptionLabel('source', 'register'), 'the register’s documents');
});

const factsOf = (over: Partial<RowFacts>): RowFacts => ({
  id: 'CAP-03',
  title: 'client roots.listChanged',
  side: 'client',
  audit: 'snapshot',
  effort: 'S',
  risk: 'low',
  verdicts: { 'mcpx|2025-11-25': 'honest', 'goose|2025-11-25': 'not-applicable', 'codex|2025-11-25': 'unknown' },
  ...over,
});

test('a cell’s evidence: the register’s when its verdict tells something, then what is beside it', () => {
  const r = factsOf({ beside: { 'goose|2025-11-25': ['observed'], 'codex|2025-11-25': ['observed', 'other'] } });
  assert.deepEqual(cellSources(r, 'mcpx|2025-11-25', 'honest'), ['register']);
  assert.deepEqual(cellSources(r, 'goose|2025-11-25', 'not-applicable'), ['observed']);
  assert.deepEqual(cellSources(r, 'codex|2025-11-25', 'unknown'), ['observed', 'other']);
});

test('a row matches when one shown cell has evidence of a kind asked for, with the other cell filters on that same cell', () => {
  const r = factsOf({ beside: { 'codex|2025-11-25': ['observed'] } });
  assert.equal(rowMatches(r, parseFilters('source=observed')), true);
  assert.equal(rowMatches(r, parseFilters('source=other')), false);
  assert.equal(rowMatches(r, parseFilters('source=other,register')), true);
  assert.equal(rowMatches(factsOf({}), parseFilters('source=observed')), false);
  // The observed cell is not in view: no match.
  assert.equal(rowMatches(r, parseFilters('source=observed&product=mcpx')), false);
  // Verdict and evidence on the same cell: the observed cell is unknown, the honest one has no observation.
  assert.equal(rowMatches(r, parseFilters('source=observed&verdict=honest')), false);
  assert.equal(rowMatches(r, parseFilters('source=observed&verdict=unknown')), true);
});

test('the tiles marked under the filter are the cells with a kind asked for, and they and the status say so in words', () => {
  const r = factsOf({ beside: { 'codex|2025-11-25': ['observed', 'other'] } });
  assert.deepEqual(chosenSources(r, 'codex|2025-11-25', parseFilters('source=other,register')), ['other']);
  assert.deepEqual(chosenSources(r, 'mcpx|2025-11-25', parseFilters('source=other,register')), ['register']);
  assert.deepEqual(chosenSources(r, 'codex|2025-11-25', emptyFilters()), []);
  assert.deepEqual(chosenSources(r, 'no|such', parseFilters('source=other')), []);
  assert.equal(evidenceWords(['observed', 'other']), 'Evidence: observed on the wire, other sources.');
  assert.equal(evidenceWords([]), '');
  assert.equal(evidenceStatus(['observed']), '. Outlined: the cells with the evidence asked for (observed on the wire)');
  assert.equal(evidenceStatus([]), '');
});
