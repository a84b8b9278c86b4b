/** Contrary words reach /matrix.json and the per-row JSON with their provenance and link . */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { join } from 'node:path';
import { checkContent } from '../../../src/lib/content/check.ts';
import { contentCorpus } from '../../../src/lib/content/load.ts';
import { buildMatrix } from '../../../src/lib/matrix/build.ts';
import { exportMatrix, matrixExportSchema } from '../../../src/lib/matrix/export.ts';

const fixture = checkContent(join(import.meta.dirname, '../../fixtures/content-valid'));
const corpus = contentCorpus(fixture);

/** The fixture's rows, CAP-02's mcpx entry recording CAP-01's words as contrary. */
function rowsWithContrary() {
  const rows = structuredClone(fixture.rows.map((r) => r.data));
  const entry = rows.find((r) => r.id === 'CAP-02')?.products.mcpx?.[0];
  assert.ok(entry);
  entry.contrary = [{ field: 'implemented', value: 'yes', in: 'CAP-01/observation', quote: 'renders widgets in the legacy eras' }];
  return rows;
}

test('a cell whose entry records contrary words exports them with their provenance and a link to the passage', () => {
  const rows = rowsWithContrary();
  const matrix = buildMatrix(rows, { products: fixture.products, corpus, base: '/r/' });
  const data = exportMatrix(matrix, rows, [], '/r/');
  assert.doesNotThrow(() => matrixExportSchema.parse(data));
  const cell = data.rows.find((r) => r.id === 'CAP-02')?.cells.mcpx?.['2025-11-25'];
  assert.deepEqual(
    cell?.contrary?.map((c) => [c.field, c.value, c.in, c.quote, c.provenance?.label]),
    [['implemented', 'yes', 'CAP-01/observation', 'renders widgets in the legacy eras', 'the audit at abc1234 (mcpx @ abc1234)']],
  );
  assert.match(cell?.contrary?.[0]?.url ?? '', /^\/r\/capabilities\/cap-01\/#:~:text=.*renders%20widgets/);
  // A cell whose entry records none leaves the field out.
  const other = data.rows.find((r) => r.id === 'CAP-02')?.cells.mcpx?.['2026-07-28'];
  assert.ok(other);
  assert.equal('contrary' in other, false);
});
