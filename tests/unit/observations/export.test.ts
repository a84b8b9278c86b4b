/**
 * Observations in /matrix.json, in a row's JSON and on the pages: on the fixture register
 * (tests/fixtures/content-valid, whose CAP-01 is the client key `widgets`) and the fixture
 * observations (tests/fixtures/observations). The verdicts are the register's alone.
 */
import { test } from 'node:test';
import { cellAt } from '../../../src/lib/lookup/at.ts';
import assert from 'node:assert/strict';
import { join } from 'node:path';
import { checkContent } from '../../../src/lib/content/check.ts';
import { buildMatrix } from '../../../src/lib/matrix/build.ts';
import { exportMatrix, matrixExportSchema } from '../../../src/lib/matrix/export.ts';
import { loadObservations } from '../../../src/lib/observations/load.ts';
import { exportObservations, observationExportSchema, rowObservations } from '../../../src/lib/observations/export.ts';
import {
  cellObservations,
  observedTable,
  productObservations,
  provenanceWords,
  rowObservationsView,
} from '../../../src/lib/observations/view.ts';
import { mustFind } from '../../../src/lib/lookup/must.ts';

const fixture = checkContent(join(import.meta.dirname, '../../fixtures/content-valid'));
const rows = fixture.rows.map((r) => r.data);
const matrix = buildMatrix(rows, { disputes: fixture.disputes.map((d) => d.data), products: fixture.products });
const dir = join(import.meta.dirname, '../../fixtures/observations');
const observations = loadObservations(dir, dir).observations.map((o) => o.data);
const exported = exportObservations(observations, matrix, rows, '/base/');
const widget = mustFind(exported, (o) => o.client === 'widget-client', 'widget export');
const plain = mustFind(exported, (o) => o.client === 'plain-client', 'plain export');

test('observations are a key of their own in /matrix.json: the rows, and every verdict, are the same with and without them', () => {
  const without = exportMatrix(matrix, rows, [], '/base/');
  const withThem = exportMatrix(matrix, rows, [], '/base/', [], [], observations);
  assert.equal('observations' in without, false);
  assert.equal(JSON.stringify(withThem.rows), JSON.stringify(without.rows));
  assert.deepEqual(withThem.observations, exported);
  assert.equal(matrixExportSchema.safeParse(withThem).success, true);
  for (const o of exported) assert.equal(observationExportSchema.safeParse(o).success, true, o.client);
});

test('an observation carries its provenance and each cell its capture, beside the register’s cell of the product it is', () => {
  assert.equal(widget.file, 'content/observations/widget-client@1.2.3.yaml');
  assert.equal(widget.url, '/base/observed/widget-client/#v1.2.3');
  // Only the client-side row (CAP-01 widgets), at the two revisions it declared at.
  assert.deepEqual(
    widget.cells.map((c) => [c.row, c.revision, c.message, c.declared, c.capture]),
    [
      ['CAP-01', '2025-11-25', 'initialize', 'yes', '/base/observed/widget-client/#v1.2.3-legacy'],
      ['CAP-01', '2026-07-28', '_meta', 'yes', '/base/observed/widget-client/#v1.2.3-modern'],
    ],
  );
  const cell = cellAt(matrix.rows[0]!, 'opencode-v1', '2025-11-25');
  assert.deepEqual(widget.cells[0]!.register, [
    {
      product: 'opencode-v1',
      fragment: cell.fragment,
      verdict: cell.verdict,
      declared: 'no',
      implemented: 'no',
      agreement: 'disagree',
      declaredAgreement: { agreement: 'disagree', why: 'the register’s declared value is no; on the wire the client sent the key' },
      implementedAgreement: { agreement: 'none', why: 'the probe asks nothing about this key' },
    },
  ]);
  // A client the register has no column for, at a revision the register does not have: no register side.
  assert.deepEqual(
    plain.cells.map((c) => [c.revision, c.summary, c.register.length]),
    [['2024-10-01', 'not declared', 0]],
  );
  assert.match(
    provenanceWords(widget),
    /^probe observation content\/observations\/widget-client@1\.2\.3\.yaml \(widget-client 1\.2\.3 on linux-x64\), run offline \(network: loopback only;/,
  );
  assert.match(provenanceWords(widget), /register product: opencode v1, because package is "widget-client"$/);
});

test('a row’s JSON carries its observed cells with their provenance; a matrix cell shows those of its product and revision', () => {
  const forRow = rowObservations(exported, 'CAP-01');
  assert.deepEqual(
    forRow.map((o) => [o.client, o.cell.revision]),
    [
      ['plain-client', '2024-10-01'],
      ['widget-client', '2025-11-25'],
      ['widget-client', '2026-07-28'],
    ],
  );
  assert.deepEqual(rowObservations(exported, 'CAP-02'), []);
  assert.deepEqual(
    cellObservations(forRow, 'opencode-v1', '2025-11-25').map((o) => o.cell.words),
    ['"capabilities": {"elicitation":{},"roots":{"listChanged":false},"widgets":{}}'],
  );
  assert.deepEqual(cellObservations(forRow, 'opencode-v2', '2025-11-25'), []);
  assert.deepEqual(cellObservations(forRow, 'opencode-v1', '2025-06-18'), []);
});

test('the observed clients’ table: a row per register row they speak of, a column per client, each cell per revision linked to its capture', () => {
  const table = observedTable(exported, rows, '/base/');
  assert.deepEqual(
    table.clients.map((c) => [c.client, c.label, c.product, c.href]),
    [
      ['plain-client', 'Plain Client 0.9.0', 'no register column', '/base/observed/plain-client/#v0.9.0'],
      ['widget-client', 'Widget Client 1.2.3', 'opencode v1', '/base/observed/widget-client/#v1.2.3'],
    ],
  );
  // CAP-02 is a server key: no observation speaks of it.
  assert.deepEqual(
    table.rows.map((r) => [r.row, r.title, r.href]),
    [['CAP-01', 'client widgets', '/base/capabilities/cap-01/']],
  );
  assert.deepEqual(table.rows[0]!.cells, [
    {
      client: 'plain-client',
      entries: [
        {
          revision: '2024-10-01',
          path: '',
          summary: 'not declared',
          href: '/base/observed/plain-client/#v0.9.0-legacy',
          disagrees: false,
        },
      ],
    },
    {
      client: 'widget-client',
      entries: [
        { revision: '2025-11-25', path: '', summary: 'declared', href: '/base/observed/widget-client/#v1.2.3-legacy', disagrees: true },
        { revision: '2026-07-28', path: '', summary: 'declared', href: '/base/observed/widget-client/#v1.2.3-modern', disagrees: true },
      ],
    },
  ]);
});

test('a product’s observations list its cells beside the register’s; a row page links each cell to its observed items', () => {
  const mine = productObservations(exported, 'opencode-v1', '/base/');
  assert.deepEqual(
    mine.map((o) => [o.label, o.href, o.entries.map((e) => [e.row, e.revision, e.agreement, e.cellHref])]),
    [
      [
        'Widget Client 1.2.3, recorded 2026-12-01',
        '/base/observed/widget-client/#v1.2.3',
        [
          [
            'CAP-01',
            '2025-11-25',
            'disagree',
            `/base/capabilities/cap-01/#${cellAt(matrix.rows[0]!, 'opencode-v1', '2025-11-25').fragment}`,
          ],
          [
            'CAP-01',
            '2026-07-28',
            'disagree',
            `/base/capabilities/cap-01/#${cellAt(matrix.rows[0]!, 'opencode-v1', '2026-07-28').fragment}`,
          ],
        ],
      ],
    ],
  );
  assert.deepEqual(mine[0]!.entries[0]!.agreements, [
    'Declared: disagrees — the register’s declared value is no; on the wire the client sent the key.',
  ]);
  assert.deepEqual(productObservations(exported, 'mcpx', '/base/'), []);

  const view = rowObservationsView(rowObservations(exported, 'CAP-01'), '/base/');
  const fragment = cellAt(matrix.rows[0]!, 'opencode-v1', '2025-11-25').fragment;
  assert.deepEqual(
    view.entries.map((e) => [e.id, e.product, e.line.summary, e.line.where]),
    [
      [`observed--${fragment}--widget-client`, 'opencode v1', 'declared', 'in initialize at 2025-11-25'],
      [
        `observed--${cellAt(matrix.rows[0]!, 'opencode-v1', '2026-07-28').fragment}--widget-client`,
        'opencode v1',
        'declared',
        'in the _meta of its 2026-07-28 requests',
      ],
    ],
  );
  assert.equal(view.firstByFragment.get(fragment), `observed--${fragment}--widget-client`);
  assert.deepEqual(
    view.others.map((o) => [o.label, o.revision, o.line.summary]),
    [['Plain Client 0.9.0, recorded 2026-12-01', '2024-10-01', 'not declared']],
  );
});
