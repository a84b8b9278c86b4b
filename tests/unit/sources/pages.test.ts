import { test } from 'node:test';
import assert from 'node:assert/strict';
import { join } from 'node:path';
import { checkContent } from '../../../src/lib/content/check.ts';
import { buildMatrix } from '../../../src/lib/matrix/build.ts';
import { otherClients } from '../../../src/lib/sources/pages.ts';
import { disagreementsByProduct, productComparison } from '../../../src/lib/views/other-sources.ts';
import { PRODUCT_IDS } from '../../../src/lib/register/axes.ts';
import { empty, identities, loaded, opencode } from './fixtures.ts';

const fixture = checkContent(join(import.meta.dirname, '../../fixtures/content-valid'));
const matrix = buildMatrix(
  fixture.rows.map((r) => r.data),
  { disputes: fixture.disputes.map((d) => d.data), products: fixture.products },
);

test('disagreements are listed by product, each with both sides: the register’s quote and the source’s line', () => {
  const groups = disagreementsByProduct(matrix, [opencode]);
  assert.deepEqual(
    groups.map((g) => g.product.id),
    PRODUCT_IDS,
  );
  const items = groups.flatMap((g) => g.items);
  assert.deepEqual(
    items.map((d) => d.fragment),
    ['cap-01--opencode-v1--2025-06-18'],
  );
  const [d] = items;
  assert.ok(d);
  assert.equal(d.declared, 'no');
  assert.deepEqual(
    d.evidence.map((e) => e.quote),
    ['declares no widgets', 'whatever the revision, 2026 included'],
  );
  assert.deepEqual(
    d.statements.map((s) => [s.source, s.record, s.says, s.fields[0]?.url]),
    [['apify', 'opencode', 'declares', `https://example.org/repo/blob/${'a'.repeat(40)}/data.json#L9`]],
  );
  assert.deepEqual(
    disagreementsByProduct(matrix, []).flatMap((g) => g.items),
    [],
  );
});

test('each product’s group says which sources record it and how many cells were compared, so no disagreement never stands for agreement', () => {
  const groups = disagreementsByProduct(matrix, [opencode]);
  const of = (id: string) => groups.find((g) => g.product.id === id)!;
  assert.deepEqual(of('opencode-v1').recordedBy, ['apify']);
  assert.ok(of('opencode-v1').compared >= of('opencode-v1').items.length);
  assert.ok(of('opencode-v1').compared > 0);
  // No source records mcpx: nothing compared.
  assert.deepEqual([of('mcpx').recordedBy, of('mcpx').compared], [[], 0]);
  assert.deepEqual(
    disagreementsByProduct(matrix, []).map((g) => [g.recordedBy.length, g.compared]),
    PRODUCT_IDS.map(() => [0, 0]),
  );
});

test('a product page row: each source’s statement once, with its agreement marks by revision', () => {
  const { records, rows } = productComparison(matrix, [opencode, empty('clients-page')], 'opencode-v1');
  assert.deepEqual(
    records.map((r) => [r.source, r.key, r.label]),
    [['apify', 'opencode', 'opencode, version not split']],
  );
  const cap01 = rows.find((r) => r.row === 'CAP-01');
  assert.ok(cap01);
  assert.equal(cap01.sources.apify?.length, 1);
  assert.equal(cap01.sources.apify?.[0]?.statement.says, 'declares');
  assert.deepEqual(cap01.sources.apify?.[0]?.marks, [{ revision: '2025-06-18', agreement: 'disagree' }]);
  assert.deepEqual(Object.keys(cap01.sources), ['apify', 'clients-page'], 'a list per source given');
  assert.deepEqual(cap01.sources['clients-page'], []);
  assert.deepEqual(productComparison(matrix, [opencode], 'mcpx').records, []);
});

test('other clients: records of one client put together across sources, with what each declares', () => {
  // No record is read as a register product here: every one is another client.
  const clients = otherClients(loaded([]), ['CAP-02', 'CAP-04', 'CAP-07', 'CAP-08']);
  assert.deepEqual(
    clients.map((c) => c.name),
    ['Alpha', 'Beta'],
  );
  const [alpha, beta] = clients;
  assert.ok(alpha && beta);
  assert.deepEqual(
    alpha.sources.apify?.map((r) => [r.key, r.declares.map((d) => d.row)]),
    [
      ['alpha', ['CAP-02']],
      ['alpha-cli', ['CAP-07', 'CAP-08']],
    ],
  );
  assert.deepEqual(alpha.sources['clients-page']?.[0]?.declares, [
    { row: 'CAP-02', partial: false },
    { row: 'CAP-04', partial: true },
  ]);
  assert.deepEqual(alpha.sources.canimcp?.[0]?.declares, []);
  assert.deepEqual(beta.sources.canimcp?.[0]?.declares, [{ row: 'CAP-07', partial: true }]);
  assert.equal(beta.sources.apify?.[0]?.revision, '2025-03-26');
  // The records a source's identities read as register products are not "other clients": Beta's card and canimcp's beta are left.
  const others = otherClients(loaded(identities));
  assert.deepEqual(
    others.map((c) => [c.name, Object.entries(c.sources).flatMap(([source, records]) => records.map((r) => `${source}:${r.key}`))]),
    [['Beta', ['clients-page:Beta', 'canimcp:beta']]],
  );
});
