import { test } from 'node:test';
import assert from 'node:assert/strict';
import {
  PRODUCT_IDENTITIES,
  identitiesFor,
  identitiesFrom,
  isRegisterProduct,
  mappedRows,
  mappingFor,
  unmappedFields,
} from '../../../src/lib/sources/mapping.ts';
import { OTHER_SOURCE_IDS, PRODUCT_IDS } from '../../../src/lib/register/axes.ts';
import { fieldMappingSchema, otherSourceSchema } from '../../../src/lib/sources/schema.ts';
import { mappingProblems } from '../../../src/lib/content/other-sources.ts';
import { apifyRecords, canimcpRecords, clientsPageRecords, sourceOf } from './fixtures.ts';

const FIXTURE_SOURCES = ['apify', 'clients-page', 'canimcp'].map(sourceOf);

test('a source’s field table lists each field once, and a field is row-less exactly when its meaning is none', () => {
  const field = { field: 'roots', rows: ['CAP-02'], meaning: 'declaration', means: 'the client declares roots' };
  assert.equal(fieldMappingSchema.parse(field).absent, 'silent', 'absence is silent unless said');
  assert.equal(fieldMappingSchema.safeParse({ ...field, rows: [] }).success, false);
  assert.equal(fieldMappingSchema.safeParse({ ...field, meaning: 'none' }).success, false);
  assert.equal(fieldMappingSchema.safeParse({ ...field, rows: ['roots'] }).success, false, 'rows are row ids');
  const source = { ...sourceOf('apify'), fields: [field, field] };
  const twice = otherSourceSchema.safeParse(source);
  assert.equal(twice.success, false);
  assert.deepEqual(
    twice.error?.issues.map((i) => [i.path.join('.'), i.message]),
    [['fields', 'a field is listed twice under fields: keep one entry per field']],
  );
  for (const s of FIXTURE_SOURCES) assert.equal(otherSourceSchema.safeParse(s).success, true, s.id);
});

test('declarations and uses: Apify roots is a declaration, tools.listChanged a use; clients-page Tools a use, Discovery a hint', () => {
  assert.deepEqual(
    [mappingFor(sourceOf('apify'), 'roots')!.meaning, mappingFor(sourceOf('apify'), 'roots')!.rows],
    ['declaration', ['CAP-02']],
  );
  assert.equal(mappingFor(sourceOf('apify'), 'elicitation.form')!.orBare, 'elicitation');
  assert.deepEqual(
    [mappingFor(sourceOf('apify'), 'tools.listChanged')!.meaning, mappingFor(sourceOf('apify'), 'tools.listChanged')!.rows],
    ['use', ['CAP-20']],
  );
  assert.equal(mappingFor(sourceOf('clients-page'), 'Tools')!.meaning, 'use');
  assert.deepEqual(mappingFor(sourceOf('clients-page'), 'Discovery')!.rows, ['CAP-15', 'CAP-18', 'CAP-20']);
  assert.ok(mappedRows(FIXTURE_SOURCES).includes('CAP-24'));
});

test('fields that map to no row are kept and listed, with how many records carry them', () => {
  assert.deepEqual(
    unmappedFields(sourceOf('apify'), apifyRecords()).map((f) => [f.field, f.records]),
    [
      ['tasks', 1],
      ['tasks.requests', 1],
      ['tasks.requests.tools', 1],
    ],
  );
  assert.deepEqual(
    unmappedFields(sourceOf('clients-page'), clientsPageRecords()).map((f) => f.field),
    ['Instructions'],
  );
  const canimcp = unmappedFields(sourceOf('canimcp'), canimcpRecords());
  assert.deepEqual(
    canimcp.map((f) => f.field),
    ['transport.stdio'],
  );
  assert.ok(canimcp[0]?.means);
  // A field the table does not know is listed too, with no words.
  assert.deepEqual(unmappedFields(sourceOf('apify'), [{ fields: [{ field: 'frobnicate' }] }]), [
    { field: 'frobnicate', records: 1, means: null },
  ]);
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

test('the check names a field table’s unknown row and a copy of an unknown source, in the source’s file and field', () => {
  const canimcp = { ...sourceOf('canimcp'), copies: [{ provenance: 'elsewhere', source: 'nowhere' }] };
  const problems = mappingProblems(['CAP-02'], [{ source: canimcp, records: [] }], 'content');
  const rows = problems.filter((p) => p.field.endsWith('.rows'));
  assert.ok(
    rows.length > 0 && rows.every((p) => p.file === 'content/other-sources/canimcp.yaml' && !p.message.startsWith('names CAP-02,')),
  );
  assert.deepEqual(
    problems.filter((p) => p.field.startsWith('copies')).map((p) => [p.field, p.message]),
    [['copies.0.source', 'expected one of the other sources canimcp']],
  );
});
