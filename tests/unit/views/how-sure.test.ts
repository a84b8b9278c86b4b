/** The How sure page's view: figures from the matrix, inferred cells grouped by row, the spec check's words. */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { join } from 'node:path';
import { checkContent } from '../../../src/lib/content/check.ts';
import { contentCorpus } from '../../../src/lib/content/load.ts';
import { buildMatrix } from '../../../src/lib/matrix/build.ts';
import { basisCounts, inferredCells } from '../../../src/lib/matrix/report.ts';
import { decidedByProduct, howSureView, inferredStatements } from '../../../src/lib/views/how-sure.ts';

const fixture = checkContent(join(import.meta.dirname, '../../fixtures/content-valid'));
const disputes = fixture.disputes.map((d) => d.data);
const matrix = buildMatrix(
  fixture.rows.map((r) => r.data),
  { disputes, products: fixture.products, corpus: contentCorpus(fixture) },
);

test('the view carries the matrix’s figures and every inferred cell, grouped by row', () => {
  const view = howSureView(matrix, disputes, null);
  assert.deepEqual(view.products.find((p) => p.id === 'mcpx')!.counts, basisCounts(matrix).mcpx);
  assert.equal(
    view.total.inferred,
    view.products.reduce((n, p) => n + p.counts.inferred, 0),
  );
  assert.equal(view.inferred.flatMap((g) => g.cells).length, inferredCells(matrix).length);
  assert.deepEqual(
    view.inferred.map((g) => g.row),
    [...new Set(inferredCells(matrix).map((i) => i.cell.row))],
  );
  assert.deepEqual(view.disputes, { open: 1, superseded: 0 });
  assert.equal(view.specCheck, 'spec check not yet recorded');
  assert.equal(howSureView(matrix, disputes, 2).specCheck, '2 spec states are kept by an override of the schema');
});

test('decided cells by product and verdict: no unknown or not-applicable cell, stated and inferred apart, each with its matrix filter', () => {
  const { verdicts, products } = decidedByProduct(matrix);
  assert.ok(verdicts.every((v) => !['unknown', 'not-applicable', 'not-spoken'].includes(v.id)));
  for (const p of products) {
    let stated = 0;
    let inferred = 0;
    for (const row of matrix.rows)
      for (const cell of Object.values(row.cells[p.id] ?? {}))
        if (['unknown', 'not-applicable', 'not-spoken'].includes(cell.verdict)) continue;
        else if (cell.basis === 'inferred') inferred++;
        else stated++;
    assert.deepEqual([p.stated, p.inferred], [stated, inferred], p.id);
    for (const [verdict, c] of Object.entries(p.cells)) {
      assert.equal(c.statedQuery, `?product=${p.id}&verdict=${verdict}&basis=stated`);
      assert.equal(c.inferredQuery, `?product=${p.id}&verdict=${verdict}&basis=inferred`);
    }
  }
  assert.ok(products.some((p) => p.stated + p.inferred > 0));
});

test('each inferred statement of a row once, with the cells it carries; every inferred cell listed', () => {
  const view = howSureView(matrix, disputes, null);
  for (const g of view.inferred) {
    const { statements, speaksUnknown } = inferredStatements(g.cells);
    const keys = statements.map((s) => `${s.field} ${s.in} ${s.quote}`);
    assert.equal(new Set(keys).size, keys.length, g.row);
    const listed = new Set(
      [...statements, ...speaksUnknown.map((p) => ({ products: [p] }))].flatMap((s) =>
        s.products.flatMap((p) => p.cells.map((c) => c.fragment)),
      ),
    );
    assert.deepEqual([...listed].sort(), g.cells.map((c) => c.cell.fragment).sort(), g.row);
    for (const s of statements)
      for (const p of s.products)
        for (const c of p.cells) {
          const cell = g.cells.find((x) => x.cell.fragment === c.fragment)!;
          assert.ok(cell.carrying.some((e) => e.quote === s.quote && e.in === s.in && e.field === s.field));
        }
  }
  assert.ok(view.inferred.length > 0);
});
