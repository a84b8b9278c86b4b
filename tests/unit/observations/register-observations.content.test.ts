/**
 * Observations as content, on the register's own content/observations: every file validates, captured a handshake,
 * is byte for byte what the probe writes, and exports valid, only about rows that exist. What the validator and the
 * export refuse is tested on fixtures (observations.test.ts, export.test.ts).
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { checkContent } from '../../../src/lib/content/check.ts';
import { formatProblem } from '../../../src/lib/content/problems.ts';
import { buildMatrix } from '../../../src/lib/matrix/build.ts';
import { loadObservations } from '../../../src/lib/observations/load.ts';
import { exportObservations, observationExportSchema } from '../../../src/lib/observations/export.ts';
import { serializeObservation } from '../../../src/lib/observations/observe.ts';

const root = resolve(import.meta.dirname, '../../..');

test('every observation in content/observations validates', () => {
  const { problems } = loadObservations(join(root, 'content/observations'), root);
  assert.deepEqual(problems.map(formatProblem), []);
});

test('every observation captured a handshake: an initialize or a 2026 _meta', () => {
  for (const { file, data } of loadObservations(join(root, 'content/observations'), root).observations) {
    assert.ok(data.legacy.capabilities !== null || data.legacy.meta !== null, `${file}: the client declared nothing on the wire at all`);
  }
});

test('every observation is byte for byte what the probe writes (sorted keys, quoted versions), so a re-run diffs only in what changed', () => {
  for (const { file, data } of loadObservations(join(root, 'content/observations'), root).observations) {
    assert.equal(serializeObservation(data), readFileSync(join(root, file), 'utf8'), file);
  }
});

test('every observation of the site’s content exports valid, and only about rows that exist', () => {
  const content = checkContent(join(root, 'content'), root);
  const realRows = content.rows.map((r) => r.data);
  const real = loadObservations(join(root, 'content/observations'), root).observations.map((o) => o.data);
  const realMatrix = buildMatrix(realRows, { disputes: content.disputes.map((d) => d.data), products: content.products });
  const out = exportObservations(real, realMatrix, realRows, '/');
  assert.equal(out.length, real.length);
  for (const o of out) {
    assert.equal(observationExportSchema.safeParse(o).success, true, o.client);
    for (const c of o.cells)
      assert.ok(
        realRows.some((r) => r.id === c.row),
        `${o.client}: ${c.row}`,
      );
    // Every product the observation names has its register cell beside each cell at a register revision.
    const ids = o.product === 'none' ? [] : o.product.ids;
    for (const c of o.cells)
      if (realMatrix.revisions.some((r) => r.id === c.revision))
        assert.deepEqual(
          c.register.map((r) => r.product),
          ids,
          `${o.client} ${c.row}`,
        );
  }
});

test('every observation in content/observations keeps the capture of each of its passes, and each gives that pass when read again', () => {
  const { observations, problems } = loadObservations(join(root, 'content/observations'), root);
  assert.deepEqual(problems.map(formatProblem), []);
  for (const { file, data, captures } of observations) {
    assert.ok(captures.legacy, `${file}: no capture of its first pass is kept`);
    assert.equal(captures.modern !== undefined, data.modern !== null, `${file}: a capture of the second pass exactly when it has one`);
  }
});
