import { test } from 'node:test';
import assert from 'node:assert/strict';
import { join } from 'node:path';
import { checkContent } from '../../../src/lib/content/check.ts';
import { buildMatrix } from '../../../src/lib/matrix/build.ts';
import { exportMatrix, matrixExportSchemaFor } from '../../../src/lib/matrix/export.ts';
import { loaded } from './fixtures.ts';
import { cellAt } from '../../../src/lib/lookup/at.ts';

const fixture = checkContent(join(import.meta.dirname, '../../fixtures/content-valid'));
const rows = fixture.rows.map((r) => r.data);
const options = { disputes: fixture.disputes.map((d) => d.data), products: fixture.products };
// The fixture sources carry the fixture's identities: Apify's alpha and alpha-cli are Codex.

test('other sources never change a verdict or basis: buildMatrix is identical with and without them', () => {
  assert.deepEqual(buildMatrix(rows, { ...options, otherSources: loaded() }), buildMatrix(rows, options));
});

test('the export adds otherSources to every cell and nothing else; it satisfies the schema', () => {
  const matrix = buildMatrix(rows, options);
  const without = exportMatrix(matrix, rows, [], '/');
  const withSources = exportMatrix(matrix, rows, [], '/', loaded());
  const ids = loaded().map((l) => l.source.id);
  assert.equal(matrixExportSchemaFor(ids).safeParse(withSources).success, true);
  assert.equal(matrixExportSchemaFor(ids.slice(1)).safeParse(withSources).success, false, 'a source the schema does not list');
  let statements = 0;
  for (const row of withSources.rows)
    for (const [product, revisions] of Object.entries(row.cells))
      for (const [revision, cell] of Object.entries(revisions)) {
        assert.ok(cell.otherSources, `${row.id} ${product} ${revision}`);
        statements += cell.otherSources.statements.length;
        const { otherSources: _, ...rest } = cell;
        assert.deepEqual(
          rest,
          cellAt(
            without.rows.find((r) => r.id === row.id)!,
            product as 'mcpx',
            revision as '2025-11-25',
          ),
        );
      }
  assert.ok(statements > 0, 'the fixture sources speak of some cell');
  for (const row of without.rows)
    for (const revisions of Object.values(row.cells))
      for (const cell of Object.values(revisions)) assert.equal('otherSources' in cell, false);
});

test('each exported fact names its place and links to its line at the commit read', () => {
  const data = exportMatrix(buildMatrix(rows, options), rows, [], '/', loaded());
  const cell = cellAt(
    data.rows.find((r) => r.id === 'CAP-01')!,
    'codex',
    '2025-06-18',
  ).otherSources!;
  const apify = cell.statements.find((s) => s.source === 'apify' && s.record === 'alpha')!;
  assert.equal(apify.label, 'Codex');
  assert.equal(apify.says, 'does-not');
  assert.deepEqual(
    apify.fields.map((f) => [f.place, f.url]),
    [['fixture-package@1.2.3 › alpha (line 2)', `https://example.org/repo/blob/${'a'.repeat(40)}/data.json#L2`]],
  );
});

test('the export credits each other source whose facts it carries, and only then', () => {
  const matrix = buildMatrix(rows, options);
  assert.deepEqual(
    exportMatrix(matrix, rows, [], '/', loaded()).otherSourceCredits!.map((c) => [c.id, c.attribution, c.licence.name]),
    [
      ['apify', 'fixture apify credit', 'CC-BY-4.0'],
      ['clients-page', 'fixture clients-page credit', 'CC-BY-4.0'],
      ['canimcp', 'fixture canimcp credit', 'CC-BY-4.0'],
    ],
  );
  assert.equal('otherSourceCredits' in exportMatrix(matrix, rows, [], '/'), false);
});
