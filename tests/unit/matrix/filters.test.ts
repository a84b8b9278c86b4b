import { test } from 'node:test';
import assert from 'node:assert/strict';
import {
  emptyFilters,
  parseFilters,
  rowMatches,
  serializeFilters,
  verdictsInView,
  type RowFacts,
} from '../../../src/lib/matrix/filters.ts';

test('parses the documented query string and writes it back canonically', () => {
  const state = parseFilters('?product=opencode-v2,opencode-v1&revision=2025-11-25&verdict=overclaim,underclaim');
  assert.deepEqual(state.product, ['opencode-v1', 'opencode-v2']);
  assert.deepEqual(state.revision, ['2025-11-25']);
  assert.deepEqual(state.verdict, ['overclaim', 'underclaim']);
  assert.equal(serializeFilters(state), '?product=opencode-v1,opencode-v2&revision=2025-11-25&verdict=overclaim,underclaim');
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
  const { windowRows } = await import('../../../src/lib/matrix/filters.ts');
  const rows = Array.from({ length: 10 }, (_, i) => i);
  assert.deepEqual(windowRows(rows, 4), { shown: [0, 1, 2, 3], more: 6 });
  assert.deepEqual(windowRows(rows, 20), { shown: rows, more: 0 });
  assert.deepEqual(windowRows(rows, 4, 7), { shown: [0, 1, 2, 3, 4, 5, 6, 7], more: 2 });
  assert.deepEqual(windowRows(rows, 4, 2), { shown: [0, 1, 2, 3], more: 6 });
  assert.deepEqual(windowRows(rows, 4, 99), { shown: [0, 1, 2, 3], more: 6 });
});

test('filter options read as product names and verdict symbols, with a legend per parameter', async () => {
  const { FILTER_LEGENDS, filterOptionLabel } = await import('../../../src/lib/matrix/view.ts');
  const { LIST_PARAM_NAMES } = await import('../../../src/lib/matrix/filters.ts');
  assert.equal(filterOptionLabel('product', 'opencode-v1'), 'opencode v1');
  assert.equal(filterOptionLabel('verdict', 'overclaim'), '✗ overclaim');
  assert.equal(filterOptionLabel('revision', '2025-11-25'), '2025-11-25');
  assert.deepEqual(Object.keys(FILTER_LEGENDS).sort(), [...LIST_PARAM_NAMES].sort());
});

import { activeChips, foldedAxes, relaxSuggestions, withoutChip, isFiltered } from '../../../src/lib/matrix/filters.ts';
import { PRODUCT_IDS as ALL_PRODUCTS, REVISION_IDS as ALL_REVISIONS } from '../../../src/lib/register/axes.ts';

function factsRow(id: string, verdict: (p: string, r: string) => string, basis?: (p: string, r: string) => string): RowFacts {
  const verdicts: Record<string, string> = {};
  const bases: Record<string, string> = {};
  for (const p of ALL_PRODUCTS)
    for (const r of ALL_REVISIONS) {
      verdicts[`${p}|${r}`] = verdict(p, r);
      if (basis) bases[`${p}|${r}`] = basis(p, r);
    }
  return { id, title: id, side: 'client', audit: 'current', effort: 'S', risk: 'low', verdicts, bases } as RowFacts;
}

test('products with revision strips is the default grouping; group=product still parses, group=revision is written', () => {
  assert.equal(parseFilters('').group, 'product');
  assert.equal(serializeFilters(parseFilters('group=product')), '');
  assert.equal(serializeFilters(parseFilters('group=revision')), '?group=revision');
  assert.equal(isFiltered(parseFilters('group=revision')), false);
});

test('basis= filters rows to those with a shown cell of that basis, and combines with verdict= on the same cell', () => {
  const a = factsRow(
    'CAP-01',
    (p) => (p === 'mcpx' ? 'honest' : 'overclaim'),
    (p) => (p === 'mcpx' ? 'inferred' : 'stated'),
  );
  const b = factsRow('CAP-02', () => 'honest');
  assert.deepEqual(parseFilters('basis=inferred,bogus').basis, ['inferred']);
  assert.equal(serializeFilters(parseFilters('basis=unknown,stated')), '?basis=stated,unknown');
  assert.equal(rowMatches(a, parseFilters('basis=inferred')), true);
  assert.equal(rowMatches(b, parseFilters('basis=inferred')), false);
  assert.equal(rowMatches(a, parseFilters('basis=inferred&verdict=honest')), true);
  assert.equal(rowMatches(a, parseFilters('basis=inferred&verdict=overclaim')), false);
  assert.equal(rowMatches(a, parseFilters('basis=inferred&product=goose')), false);
});

test('under a filter, columns and rows with only unknown or not-applicable cells fold; nothing folds unfiltered', () => {
  const rows = [
    factsRow('CAP-01', (p, r) => (p === 'mcpx' && r === '2025-11-25' ? 'overclaim' : p === 'goose' ? 'not-applicable' : 'unknown')),
    factsRow('CAP-02', (p) => (p === 'goose' ? 'not-applicable' : 'unknown')),
  ];
  assert.deepEqual(foldedAxes(rows, parseFilters('')), { products: [], revisions: [], rows: [] });
  const folded = foldedAxes(rows, parseFilters('side=client'));
  assert.deepEqual(
    folded.products,
    ALL_PRODUCTS.filter((p) => p !== 'mcpx'),
  );
  assert.deepEqual(
    folded.revisions,
    ALL_REVISIONS.filter((r) => r !== '2025-11-25'),
  );
  assert.deepEqual(folded.rows, ['CAP-02']);
  // Never folded to nothing: a filter showing only uninformative cells folds nothing.
  assert.deepEqual(foldedAxes(rows, parseFilters('product=goose')), { products: [], revisions: [], rows: [] });
});

test('chips list each active value; an empty result suggests which chip to remove and what it would show', () => {
  const rows = [factsRow('CAP-01', () => 'honest'), factsRow('CAP-02', () => 'overclaim')];
  const state = parseFilters('verdict=absent&q=cap');
  assert.deepEqual(activeChips(state), [
    { param: 'verdict', value: 'absent' },
    { param: 'q', value: 'cap' },
  ]);
  assert.equal(rows.filter((r) => rowMatches(r, state)).length, 0);
  assert.deepEqual(relaxSuggestions(rows, state), [{ chip: { param: 'verdict', value: 'absent' }, count: 2 }]);
  assert.deepEqual(withoutChip(state, { param: 'q', value: 'cap' }).q, '');
});

test('"Find a row" matches every word in the id, title (key paths), products with a decided verdict and verdict words', async () => {
  const { textMatches, rowTagWords } = await import('../../../src/lib/matrix/filters.ts');
  const row = {
    id: 'CAP-09',
    title: 'client elicitation.url',
    side: 'client' as const,
    audit: 'snapshot' as const,
    effort: 'M' as const,
    risk: 'unknown' as const,
    verdicts: {
      'mcpx|2025-11-25': 'overclaim' as const,
      'goose|2025-11-25': 'unknown' as const,
      'opencode-v1|2025-11-25': 'not-applicable' as const,
      'codex|2025-11-25': 'honest' as const,
    },
  };
  for (const q of ['elicitation url', 'CAP-09', 'cap09', 'mcpx', 'overclaim', 'Codex honest', 'url overclaim'])
    assert.equal(textMatches(row, q), true, q);
  // goose's only cell is unknown and opencode v1's does not apply: neither finds the row, nor does a verdict it lacks.
  for (const q of ['goose', 'opencode', 'underclaim', 'elicitation roots']) assert.equal(textMatches(row, q), false, q);
  assert.deepEqual(
    rowTagWords(
      row.id,
      Object.entries(row.verdicts).map(([k, verdict]) => ({ product: k.split('|')[0] as 'mcpx', verdict })),
    ),
    ['CAP-09', 'CAP09', 'mcpx', 'Codex', 'codex', 'honest', 'overclaim'],
  );
});
