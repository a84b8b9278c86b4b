import { test } from 'node:test';
import assert from 'node:assert/strict';
import { join } from 'node:path';
import { checkContent } from '../../../src/lib/content/check.ts';
import { buildMatrix } from '../../../src/lib/matrix/build.ts';
import { exportMatrix } from '../../../src/lib/matrix/export.ts';
import { tileView } from '../../../src/lib/matrix/tiles.ts';
import { PRODUCT_IDS, REVISION_IDS } from '../../../src/lib/register/axes.ts';
import { cellAt } from '../../../src/lib/lookup/at.ts';

const content = checkContent(join(import.meta.dirname, '../../fixtures/content-valid'));
const rows = content.rows.map((r) => r.data);
const matrix = buildMatrix(rows, { disputes: content.disputes.map((d) => d.data), products: content.products });
const exported = exportMatrix(matrix, rows, [], '/');

test('a tile drawn from a /matrix.json cell and from the matrix cell it exports are the same tile', () => {
  for (const row of exported.rows)
    for (const p of PRODUCT_IDS)
      for (const r of REVISION_IDS) {
        const fromMatrix = tileView(
          row.id,
          p,
          r,
          cellAt(
            matrix.rows.find((m) => m.id === row.id)!,
            p,
            r,
          ),
        );
        assert.deepEqual(tileView(row.id, p, r, cellAt(row, p, r)), fromMatrix);
      }
});

test('an unknown tile carries no stated basis; an inferred one its ≈ mark and the word in its name', () => {
  const unknown = tileView('CAP-01', 'goose', '2025-11-25', { verdict: 'unknown', basis: 'unknown', disputes: [] });
  assert.equal(unknown.basisAttr, undefined);
  assert.equal(unknown.attributes['data-b'], undefined);
  assert.equal(unknown.basisMark, '');
  assert.equal(unknown.attributes['data-v'], 'unknown');
  const inferred = tileView('CAP-01', 'mcpx', '2025-03-26', { verdict: 'overclaim', basis: 'inferred', disputes: ['d1'] });
  assert.equal(inferred.attributes['data-b'], 'inferred');
  assert.equal(inferred.basisMark, '≈');
  assert.equal(inferred.label, 'overclaim (inferred)');
  assert.match(inferred.name, /^CAP-01, mcpx, 2025-03-26: overclaim, disputed, inferred\. /);
  assert.equal(inferred.attributes['data-cell'], 'cap-01--mcpx--2025-03-26');
  const stated = tileView('CAP-01', 'mcpx', '2025-11-25', { verdict: 'honest', basis: 'stated', disputes: [] });
  assert.equal(stated.attributes['data-b'], undefined);
  assert.doesNotMatch(stated.name, /inferred|disputed/);
});
