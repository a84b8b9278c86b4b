import { test } from 'node:test';
import assert from 'node:assert/strict';
import { join } from 'node:path';
import { checkContent } from '../../../src/lib/content/check.ts';
import { buildMatrix } from '../../../src/lib/matrix/build.ts';
import { openDisputes, problemsWith, summaryFigures } from '../../../src/lib/views/home.ts';
import { PRODUCT_IDS, REVISION_IDS } from '../../../src/lib/register/axes.ts';
import { cellAt } from '../../../src/lib/lookup/at.ts';

const content = checkContent(join(import.meta.dirname, '../../fixtures/content-valid'));
const matrix = buildMatrix(
  content.rows.map((r) => r.data),
  { disputes: content.disputes.map((d) => d.data), products: content.products },
);

test('problemsWith lists each row × product once with all its revisions, linking the newest cell', () => {
  for (const verdict of ['overclaim', 'out-of-revision', 'honest'] as const) {
    const problems = problemsWith(matrix, verdict);
    let cells = 0;
    for (const row of matrix.rows)
      for (const p of PRODUCT_IDS) for (const r of REVISION_IDS) if (cellAt(row, p, r).verdict === verdict) cells++;
    assert.equal(
      problems.reduce((n, p) => n + p.revisions.length, 0),
      cells,
      verdict,
    );
    for (const p of problems) {
      const row = matrix.rows.find((r) => r.id === p.row)!;
      assert.equal(p.fragment, cellAt(row, p.product, p.revisions.at(-1)!).fragment);
      // Each entry's tiles are its cells, as the matrix has them.
      assert.deepEqual(
        p.cells.map((c) => c.revision),
        p.revisions,
      );
      for (const c of p.cells) assert.equal(c.cell, cellAt(row, p.product, c.revision));
    }
  }
});

test('summary figures count every cell', () => {
  const f = summaryFigures(matrix);
  assert.equal(f.cells, matrix.rows.length * PRODUCT_IDS.length * REVISION_IDS.length);
  assert.equal(f.all.total, f.cells);
});

test('open disputes: a missing status is open, superseded ones are left out', () => {
  const list = [{ id: 'a' }, { id: 'b', status: 'open' }, { id: 'c', status: 'superseded' }];
  assert.deepEqual(
    openDisputes(list).map((d) => d.id),
    ['a', 'b'],
  );
});
