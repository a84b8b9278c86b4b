import { test } from 'node:test';
import assert from 'node:assert/strict';
import {
  emptyFilters,
  parseFilters,
  rowMatches,
  serializeFilters,
  verdictsInView,
  type RowFacts,
} from '../../src/lib/matrix-filters.ts';

test('parses the documented query string and writes it back canonically', () => {
  const state = parseFilters('?product=opencode-v2,opencode-v1&revision=2025-11-25&verdict=overclaim,underclaim');
  assert.deepEqual(state.product, ['opencode-v1', 'opencode-v2']);
  assert.deepEqual(state.revision, ['2025-11-25']);
  assert.deepEqual(state.verdict, ['overclaim', 'underclaim']);
  assert.equal(
    serializeFilters(state),
    '?product=opencode-v1,opencode-v2&revision=2025-11-25&verdict=overclaim,underclaim',
  );
});

test('repeated parameters, as a plain form submits them, mean the same as comma lists', () => {
  assert.deepEqual(parseFilters('product=mcpx&product=goose'), parseFilters('product=mcpx,goose'));
});

test('unknown values are dropped, so nothing from the URL reaches the page', () => {
  const state = parseFilters('?product=<img src=x onerror=alert(1)>,mcpx&side=evil&group=<b>');
  assert.deepEqual(state.product, ['mcpx']);
  assert.deepEqual(state.side, []);
  assert.equal(state.group, 'product');
});

test('the free-text query is kept as text and round-trips encoded', () => {
  const state = parseFilters('?q=roots%20%26%20more');
  assert.equal(state.q, 'roots & more');
  assert.equal(serializeFilters(state), '?q=roots%20%26%20more');
  assert.equal(serializeFilters(emptyFilters()), '');
});

const row = (over: Partial<RowFacts>): RowFacts => ({
  id: 'CAP-03',
  title: 'client roots.listChanged',
  side: 'client',
  audit: 'snapshot',
  effort: 'S',
  risk: 'low',
  verdicts: { 'mcpx|2026-07-28': 'out-of-revision', 'mcpx|2025-11-25': 'honest', 'goose|2025-11-25': 'underclaim' },
  ...over,
});

test('rows match on side, audit, effort, risk and free text over id and title', () => {
  const r = row({});
  assert.equal(rowMatches(r, parseFilters('side=client')), true);
  assert.equal(rowMatches(r, parseFilters('side=server')), false);
  assert.equal(rowMatches(r, parseFilters('audit=current')), false);
  assert.equal(rowMatches(r, parseFilters('effort=S,M&risk=low')), true);
  assert.equal(rowMatches(r, parseFilters('risk=high')), false);
  assert.equal(rowMatches(r, parseFilters('q=cap-03')), true);
  assert.equal(rowMatches(r, parseFilters('q=LISTCHANGED')), true);
  assert.equal(rowMatches(r, parseFilters('q=sampling')), false);
});

test('a verdict filter looks only at the cells the product and revision filters leave', () => {
  const r = row({});
  assert.equal(rowMatches(r, parseFilters('verdict=out-of-revision')), true);
  assert.equal(rowMatches(r, parseFilters('verdict=out-of-revision&revision=2025-11-25')), false);
  assert.equal(rowMatches(r, parseFilters('verdict=underclaim&product=mcpx')), false);
  assert.equal(rowMatches(r, parseFilters('verdict=underclaim&product=goose')), true);
});

test('the legend lists only verdicts present in the view', () => {
  const rows = [row({}), row({ id: 'CAP-99', side: 'server', verdicts: { 'mcpx|2025-11-25': 'absent' } })];
  assert.deepEqual([...verdictsInView(rows, parseFilters('product=mcpx'))].sort(), ['absent', 'honest', 'out-of-revision']);
  assert.deepEqual([...verdictsInView(rows, parseFilters('side=server'))], ['absent']);
});

test('the matrix attaches a window of the matches, grown to include a pasted target', async () => {
  const { windowRows } = await import('../../src/lib/matrix-filters.ts');
  const rows = Array.from({ length: 10 }, (_, i) => i);
  assert.deepEqual(windowRows(rows, 4), { shown: [0, 1, 2, 3], more: 6 });
  assert.deepEqual(windowRows(rows, 20), { shown: rows, more: 0 });
  assert.deepEqual(windowRows(rows, 4, 7), { shown: [0, 1, 2, 3, 4, 5, 6, 7], more: 2 });
  assert.deepEqual(windowRows(rows, 4, 2), { shown: [0, 1, 2, 3], more: 6 });
  assert.deepEqual(windowRows(rows, 4, 99), { shown: [0, 1, 2, 3], more: 6 });
});

test('filter options read as product names and verdict symbols, with a legend per parameter', async () => {
  const { FILTER_LEGENDS, filterOptionLabel } = await import('../../src/lib/matrix-view.ts');
  const { LIST_PARAM_NAMES } = await import('../../src/lib/matrix-filters.ts');
  assert.equal(filterOptionLabel('product', 'opencode-v1'), 'opencode v1');
  assert.equal(filterOptionLabel('verdict', 'overclaim'), '✗ overclaim');
  assert.equal(filterOptionLabel('revision', '2025-11-25'), '2025-11-25');
  assert.deepEqual(Object.keys(FILTER_LEGENDS).sort(), [...LIST_PARAM_NAMES].sort());
});
