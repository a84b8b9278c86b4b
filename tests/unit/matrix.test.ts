import { test } from 'node:test';
import assert from 'node:assert/strict';
import { join } from 'node:path';
import { loadContent } from '../../src/lib/content-files.ts';
import { buildMatrix, cellFragment, resolveCell } from '../../src/lib/matrix.ts';
import { PRODUCT_IDS, REVISION_IDS } from '../../src/lib/axes.ts';

const fixture = loadContent(join(import.meta.dirname, '../fixtures/content-valid'));
const rows = fixture.rows.map((r) => r.data);
const disputes = fixture.disputes.map((d) => d.data);

test('the fixture content loads without problems', () => {
  assert.deepEqual(fixture.problems, []);
});

test('a revision entry overrides `all`, and a missing product is unknown', () => {
  const cap01 = rows.find((r) => r.id === 'CAP-01')!;
  assert.deepEqual(resolveCell(cap01, 'mcpx', '2025-03-26'), { declared: 'yes', implemented: 'yes' });
  assert.equal(resolveCell(cap01, 'mcpx', '2026-07-28').implemented, 'no');
  assert.deepEqual(resolveCell(cap01, 'lootbox', '2025-03-26'), { declared: 'unknown', implemented: 'unknown' });
});

test('the matrix is dense: every row × product × revision has a cell with a fragment', () => {
  const matrix = buildMatrix(rows, { disputes });
  assert.deepEqual(matrix.rows.map((r) => r.id), ['CAP-01', 'CAP-02']);
  for (const row of matrix.rows)
    for (const product of PRODUCT_IDS)
      for (const revision of REVISION_IDS) {
        const cell = row.cells[product][revision];
        assert.equal(cell.fragment, cellFragment(row.id, product, revision));
        assert.equal(cell.fragment, `${row.id.toLowerCase()}--${product}--${revision}`);
      }
});

test('verdicts follow the front-matter: out-of-revision, not-spoken, not-applicable, honest, partial', () => {
  const matrix = buildMatrix(rows, { disputes });
  const cap01 = matrix.rows[0]!;
  const cap02 = matrix.rows[1]!;
  // CAP-01 is removed at 2026-07-28, yet mcpx declares it there.
  assert.equal(cap01.cells.mcpx['2026-07-28'].verdict, 'out-of-revision');
  // absent at 2024-11-05 but declared through `all`.
  assert.equal(cap01.cells.mcpx['2024-11-05'].verdict, 'out-of-revision');
  assert.equal(cap01.cells.mcpx['2025-03-26'].verdict, 'honest');
  assert.equal(cap01.cells['opencode-v1']['2025-11-25'].verdict, 'absent');
  // a server row: clients do not play the side; mcpx does not serve 2024-11-05.
  assert.equal(cap02.cells['opencode-v1']['2025-11-25'].verdict, 'not-applicable');
  assert.equal(cap02.cells.mcpx['2024-11-05'].verdict, 'not-spoken');
  assert.equal(cap02.cells.mcpx['2025-03-26'].verdict, 'partial');
});

test('disputes mark exactly the cells they list', () => {
  const matrix = buildMatrix(rows, { disputes });
  const cap01 = matrix.rows[0]!;
  assert.deepEqual(cap01.cells.mcpx['2026-07-28'].disputes, ['widgets-upstream']);
  assert.deepEqual(cap01.cells.mcpx['2025-11-25'].disputes, []);
  assert.deepEqual(matrix.rows[1]!.cells.mcpx['2026-07-28'].disputes, []);
});
