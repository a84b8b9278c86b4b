import { test } from 'node:test';
import assert from 'node:assert/strict';
import { join } from 'node:path';
import { checkContent } from '../../../src/lib/content/check.ts';
import { buildMatrix } from '../../../src/lib/matrix/build.ts';
import { compactRow, expandRow, type CompactRow } from '../../../src/lib/matrix/rows.ts';
import { cellWords, columnOrder, displayOrder, matrixPagePath, matrixPages } from '../../../src/lib/matrix/view.ts';
import { PRODUCT_IDS, REVISION_IDS } from '../../../src/lib/register/axes.ts';
import { cellFragment, parseMatrixFragment } from '../../../src/lib/register/ids.ts';
import { cellAt } from '../../../src/lib/lookup/at.ts';

const fixture = checkContent(join(import.meta.dirname, '../../fixtures/content-valid'));
const rows = fixture.rows.map((r) => r.data);
const matrix = buildMatrix(rows, { disputes: fixture.disputes.map((d) => d.data), products: fixture.products });
const compact = (i: number) => {
  const row = matrix.rows[i]!;
  const f = rows.find((r) => r.id === row.id)!;
  return compactRow(row, { audit: f.audit.status, effort: f.effort.size, risk: f.risk.level });
};

test('a compact row expands back to every cell’s verdict, basis and dispute flag, and the row’s facts and spec', () => {
  for (const [i, row] of matrix.rows.entries()) {
    const view = expandRow(compact(i));
    const f = rows.find((r) => r.id === row.id)!;
    assert.deepEqual(
      {
        id: view.facts.id,
        title: view.facts.title,
        side: view.facts.side,
        audit: view.facts.audit,
        effort: view.facts.effort,
        risk: view.facts.risk,
      },
      { id: row.id, title: row.title, side: row.side, audit: f.audit.status, effort: f.effort.size, risk: f.risk.level },
    );
    assert.deepEqual(view.spec, row.spec);
    assert.equal(view.cells.length, PRODUCT_IDS.length * REVISION_IDS.length);
    for (const [k, c] of view.cells.entries()) {
      assert.deepEqual({ product: c.product, revision: c.revision }, columnOrder('product')[k]);
      const cell = cellAt(row, c.product, c.revision);
      assert.equal(c.verdict, cell.verdict);
      assert.equal(c.basis, cell.basis);
      assert.equal(c.disputed, cell.disputes.length > 0);
      assert.equal(view.facts.verdicts[`${c.product}|${c.revision}`], cell.verdict);
      assert.equal(view.facts.bases![`${c.product}|${c.revision}`], cell.basis);
    }
  }
  // The fixture has a disputed cell, so the flag is exercised.
  assert.ok(matrix.rows.some((r) => PRODUCT_IDS.some((p) => REVISION_IDS.some((rev) => cellAt(r, p, rev).disputes.length))));
});

test('a compact row with a code or value the axes do not know is refused', () => {
  const good = compact(0);
  const withCells = (cells: string): CompactRow => [...good.slice(0, 7), cells] as CompactRow;
  assert.throws(() => expandRow(withCells(`z${good[7].slice(1)}`)), /unknown verdict code "z"/);
  assert.throws(() => expandRow(withCells(good[7].slice(3))), /cell codes/);
  assert.throws(() => expandRow([good[0], good[1], 'sideways', ...good.slice(3)] as unknown as CompactRow), /unknown side "sideways"/);
});

test('cell words: the verdict, then disputed, then a basis other than the usual one', () => {
  assert.equal(cellWords({ verdict: 'honest', basis: 'stated', disputed: false }), 'honest');
  assert.equal(cellWords({ verdict: 'unknown', basis: 'unknown', disputed: false }), 'unknown');
  assert.equal(cellWords({ verdict: 'overclaim', basis: 'inferred', disputed: true }), 'overclaim, disputed, inferred');
  assert.equal(cellWords({ verdict: 'absent', basis: 'unknown', disputed: false }), 'absent, unknown basis');
});

test('the matrix is paged in display order (client rows, then server, then both), page 1 at /matrix/', () => {
  const ordered = displayOrder(matrix.rows);
  const sides = ordered.map((r) => r.side);
  assert.deepEqual(
    sides,
    [...sides].sort((a, b) => ['client', 'server', 'both'].indexOf(a) - ['client', 'server', 'both'].indexOf(b)),
  );
  const pages = matrixPages(
    Array.from({ length: 250 }, (_, i) => i),
    100,
  );
  assert.deepEqual(
    pages.map((p) => [p.number, p.first, p.last, p.rows.length]),
    [
      [1, 1, 100, 100],
      [2, 101, 200, 100],
      [3, 201, 250, 50],
    ],
  );
  assert.deepEqual(
    pages[2]!.rows,
    Array.from({ length: 50 }, (_, i) => 200 + i),
  );
  assert.deepEqual(
    matrixPages([], 100).map((p) => p.rows.length),
    [0],
  );
  assert.equal(matrixPagePath(1), 'matrix/');
  assert.equal(matrixPagePath(3), 'matrix/page/3/');
});

test('matrix fragments: a row slug, or row, product and revision; anything else is not one', () => {
  assert.deepEqual(parseMatrixFragment('cap-03'), { slug: 'cap-03' });
  assert.deepEqual(parseMatrixFragment(cellFragment('CAP-03', 'mcpx', '2026-07-28')), {
    slug: 'cap-03',
    product: 'mcpx',
    revision: '2026-07-28',
  });
  for (const other of ['', 'summary', 'cap-03--mcpx', 'cap-03--mcpx--2026-07-28--x', 'CAP-03', 'cap-03-src-2', 'dispute-cap-03'])
    assert.equal(parseMatrixFragment(other), null, other);
});
