import { test } from 'node:test';
import assert from 'node:assert/strict';
import { PRODUCT_IDS, REVISION_IDS, VERDICT_IDS, getProduct, type VerdictId } from '../../../src/lib/register/axes.ts';
import { MATRIX_WINDOW } from '../../../src/lib/matrix/filters.ts';
import {
  countsInVerdictOrder,
  foldedSentence,
  hiddenColumnsCss,
  moreLabel,
  rowCount,
  rowForFragment,
  summaryColumn,
  viewColumns,
} from '../../../src/lib/matrix/toolbar.ts';

/** The ids a hiding rule names, by attribute. */
function hiddenIds(css: string, attr: 'p' | 'r'): string[] {
  return [...css.matchAll(new RegExp(`\\[data-${attr}="([^"]+)"\\]`, 'g'))].map((m) => m[1] ?? '');
}

test('the hiding rule names exactly the products and revisions out of view, and nothing when all are in view', () => {
  assert.equal(hiddenColumnsCss(PRODUCT_IDS, REVISION_IDS), '');
  const products = PRODUCT_IDS.filter((p) => p !== 'goose' && p !== 'codex');
  const revisions = REVISION_IDS.filter((r) => r !== '2024-11-05');
  const css = hiddenColumnsCss(products, revisions);
  assert.deepEqual(hiddenIds(css, 'p'), ['goose', 'codex']);
  assert.deepEqual(hiddenIds(css, 'r'), ['2024-11-05']);
  assert.match(css, /display: none/);
  // The matrix and both summaries follow the filters.
  for (const table of ['#matrix-table', '#summary-grid', '#basis-summary']) assert.ok(css.includes(table), `${table} in ${css}`);
  // The summaries' count cells carry no data-p: their hidden product columns are hidden by position.
  const positions = [...(css.split(':is(#summary-grid, #basis-summary) tr >')[1] ?? '').matchAll(/:nth-child\((\d+)\)/g)].map((n) =>
    Number(n[1]),
  );
  assert.deepEqual(positions, [summaryColumn('goose'), summaryColumn('codex')]);
  // Hiding only a revision hides its summary row by data-r, and no column by position.
  assert.ok(!hiddenColumnsCss(PRODUCT_IDS, revisions).includes('nth-child'));
});

test('a product’s column in the summaries follows the row header, in the axes’ order', () => {
  assert.deepEqual(
    PRODUCT_IDS.map(summaryColumn),
    PRODUCT_IDS.map((_, i) => i + 2),
  );
});

test('the fold sentence names folded products by name, revisions by id and counts rows; empty when nothing folded', () => {
  assert.equal(foldedSentence({ products: [], revisions: [], rows: [] }), '');
  const one = foldedSentence({ products: ['codex', 'goose'], revisions: ['2024-11-05'], rows: ['CAP-01'] });
  assert.ok(one.includes(`${getProduct('codex').name}, ${getProduct('goose').name} (columns)`), one);
  assert.ok(one.includes('2024-11-05 (columns)'), one);
  assert.ok(one.endsWith('; 1 row.'), one);
  assert.ok(foldedSentence({ products: [], revisions: [], rows: ['CAP-01', 'CAP-02'] }).endsWith(': 2 rows.'));
});

test('"Show more" offers at most one window of the remaining rows', () => {
  assert.equal(moreLabel(3), 'Show 3 more of 3 further matching rows');
  assert.equal(moreLabel(MATRIX_WINDOW + 7), `Show ${MATRIX_WINDOW} more of ${MATRIX_WINDOW + 7} further matching rows`);
  assert.equal(rowCount(1), '1 row');
  assert.equal(rowCount(0), '0 rows');
});

test('a fragment names its row, or one of the row’s cells; a longer id is not taken for a shorter one', () => {
  const ids = ['CAP-01', 'CAP-07', 'CAP-070'];
  assert.equal(rowForFragment(ids, 'cap-07'), 'CAP-07');
  assert.equal(rowForFragment(ids, 'cap-07--mcpx--2025-11-25'), 'CAP-07');
  assert.equal(rowForFragment(ids, 'cap-070'), 'CAP-070');
  assert.equal(rowForFragment(ids, 'cap-99'), undefined);
  assert.equal(rowForFragment(ids, 'summary'), undefined);
  assert.equal(rowForFragment(ids, ''), undefined);
});

test('summary counts come in the order the axes list the verdicts, every count kept', () => {
  const counts = new Map<VerdictId, number>([
    ['overclaim', 2],
    ['not-applicable', 5],
    ['honest', 1],
  ]);
  const ordered = countsInVerdictOrder(counts);
  assert.deepEqual(
    ordered.map(([v]) => v),
    VERDICT_IDS.filter((v) => counts.has(v)),
  );
  assert.deepEqual(new Map(ordered), counts);
});

test('the copied view’s columns are those in view, in the grouping’s order', () => {
  const byRevision = viewColumns('revision', ['codex', 'mcpx'], ['2025-11-25', '2024-11-05']);
  assert.deepEqual(
    byRevision.map((c) => c.revision),
    ['2024-11-05', '2024-11-05', '2025-11-25', '2025-11-25'],
  );
  assert.deepEqual(
    viewColumns('product', ['codex', 'mcpx'], ['2025-11-25', '2024-11-05']).map((c) => c.product),
    ['mcpx', 'mcpx', 'codex', 'codex'],
  );
  assert.deepEqual(viewColumns('product', [], REVISION_IDS), []);
});
