import { test } from 'node:test';
import assert from 'node:assert/strict';
import {
  FIELD_MAPPINGS,
  PRODUCT_IDENTITIES,
  identitiesFor,
  identitiesFrom,
  isRegisterProduct,
  mappedRows,
  mappingFor,
  unmappedFields,
} from '../../../src/lib/sources/mapping.ts';
import { OTHER_SOURCE_IDS } from '../../../src/lib/sources/agreements.ts';
import { PRODUCT_IDS } from '../../../src/lib/register/axes.ts';
import { apifyRecords, canimcpRecords, clientsPageRecords } from './fixtures.ts';

test('each source field is listed once, with words; a row-less field is marked none', () => {
  const seen = new Set<string>();
  for (const e of FIELD_MAPPINGS) {
    const key = `${e.source}|${e.field}`;
    assert.ok(!seen.has(key), `${key} twice`);
    seen.add(key);
    assert.ok(e.means.length > 0, key);
    assert.equal(e.rows.length === 0, e.meaning === 'none', key);
    for (const row of e.rows) assert.match(row, /^CAP-\d{2}$/, key);
  }
});

test('declarations and uses: Apify roots is a declaration, tools.listChanged a use; clients-page Tools a use, Discovery a hint', () => {
  assert.deepEqual([mappingFor('apify', 'roots')!.meaning, mappingFor('apify', 'roots')!.rows], ['declaration', ['CAP-02']]);
  assert.equal(mappingFor('apify', 'elicitation.form')!.orBare, 'elicitation');
  assert.deepEqual(
    [mappingFor('apify', 'tools.listChanged')!.meaning, mappingFor('apify', 'tools.listChanged')!.rows],
    ['use', ['CAP-20']],
  );
  assert.equal(mappingFor('clients-page', 'Tools')!.meaning, 'use');
  assert.deepEqual(mappingFor('clients-page', 'Discovery')!.rows, ['CAP-15', 'CAP-18', 'CAP-20']);
  assert.ok(mappedRows().includes('CAP-24'));
});

test('fields that map to no row are kept and listed, with how many records carry them', () => {
  assert.deepEqual(
    unmappedFields('apify', apifyRecords()).map((f) => [f.field, f.records]),
    [
      ['tasks', 1],
      ['tasks.requests', 1],
      ['tasks.requests.tools', 1],
    ],
  );
  assert.deepEqual(
    unmappedFields('clients-page', clientsPageRecords()).map((f) => f.field),
    ['Instructions'],
  );
  const canimcp = unmappedFields('canimcp', canimcpRecords());
  assert.deepEqual(
    canimcp.map((f) => f.field),
    ['transport.stdio'],
  );
  assert.ok(canimcp[0]?.means);
  // A field the table does not know is listed too, with no words.
  assert.deepEqual(unmappedFields('apify', [{ fields: [{ field: 'frobnicate' }] }]), [{ field: 'frobnicate', records: 1, means: null }]);
});

test('product identity: opencode is both versions, not split; Codex has two Apify names; mcpx and lootbox have none', () => {
  for (const source of OTHER_SOURCE_IDS) {
    const v1 = identitiesFor('opencode-v1', source).map((i) => i.key);
    assert.deepEqual(
      v1,
      identitiesFor('opencode-v2', source).map((i) => i.key),
      source,
    );
    for (const i of identitiesFor('opencode-v1', source)) assert.equal(i.label, 'opencode, version not split');
  }
  assert.deepEqual(
    identitiesFor('codex', 'apify').map((i) => i.key),
    ['Codex', 'codex-mcp-client'],
  );
  assert.deepEqual(identitiesFor('mcpx', 'apify'), []);
  assert.deepEqual(identitiesFor('lootbox', 'canimcp'), []);
  assert.equal(isRegisterProduct('apify', 'goose'), true);
  assert.equal(isRegisterProduct('apify', 'Glama'), false);
  for (const i of PRODUCT_IDENTITIES) {
    assert.ok(i.reason.length > 10, i.key);
    for (const p of i.products) assert.ok(PRODUCT_IDS.includes(p));
  }
});

test('identitiesFrom: one identity per source and record, sources in their order, none where a source has no reason', () => {
  const identities = identitiesFrom([
    { key: 'a', products: ['goose'], label: 'A', reasons: { canimcp: 'canimcp says a', apify: 'apify says a' } },
    { key: 'b', products: ['codex'], label: 'B', reasons: { apify: 'apify says b' } },
  ]);
  assert.deepEqual(
    identities.map((i) => [i.source, i.key, i.reason]),
    [
      ['apify', 'a', 'apify says a'],
      ['apify', 'b', 'apify says b'],
      ['canimcp', 'a', 'canimcp says a'],
    ],
  );
  assert.deepEqual(identities[0]?.products, ['goose']);
  assert.equal(identities[2]?.label, 'A');
  assert.deepEqual(identitiesFrom([{ key: 'c', products: ['goose'], label: 'C', reasons: {} }]), []);
});
