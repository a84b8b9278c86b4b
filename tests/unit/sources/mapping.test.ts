import { test } from 'node:test';
import assert from 'node:assert/strict';
import {
  identitiesFor,
  identitiesOf,
  isRegisterProduct,
  mappedRows,
  mappingFor,
  unmappedFields,
} from '../../../src/lib/sources/mapping.ts';
import { recordsOf } from '../../../src/lib/sources/compare.ts';
import { fieldMappingSchema, otherSourceSchema } from '../../../src/lib/sources/schema.ts';
import { mappingProblems } from '../../../src/lib/content/other-sources.ts';
import { apifyRecords, canimcpRecords, clientsPageRecords, loaded, sourceOf } from './fixtures.ts';

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

test('product identity: a record naming two products, two records for one product, a product with none', () => {
  const [apify, clientsPage, canimcp] = loaded();
  assert.ok(apify && clientsPage && canimcp);
  // The clients page's Alpha card is both opencode versions, not split.
  for (const product of ['opencode-v1', 'opencode-v2'])
    assert.deepEqual(
      identitiesFor(clientsPage, product).map((i) => [i.key, i.label]),
      [['Alpha', 'opencode, version not split']],
      product,
    );
  // Codex has two Apify names, both compared with it.
  assert.deepEqual(
    identitiesFor(apify, 'codex').map((i) => i.key),
    ['alpha', 'alpha-cli'],
  );
  assert.deepEqual(
    recordsOf(apify, 'codex').map((r) => r.record.key),
    ['alpha', 'alpha-cli'],
  );
  // mcpx has none, in any source.
  for (const source of [apify, clientsPage, canimcp]) assert.deepEqual(identitiesFor(source, 'mcpx'), [], source.source.id);
  assert.equal(isRegisterProduct(apify, 'beta'), true);
  assert.equal(isRegisterProduct(canimcp, 'beta'), false, 'an identity is one source’s: canimcp’s beta is another client');
  assert.equal(isRegisterProduct({ identities: [] }, 'alpha'), false);
});

test('identitiesOf: one identity per record the table gives a reason in the source, in table order', () => {
  const records = [
    { key: 'a', products: ['goose'], label: 'A', reasons: { canimcp: 'canimcp says a', apify: 'apify says a' } },
    { key: 'b', products: ['codex', 'goose'], label: 'B', reasons: { apify: 'apify says b' } },
    { key: 'c', products: ['goose'], label: 'C', reasons: {} },
  ];
  assert.deepEqual(identitiesOf(records, 'apify'), [
    { source: 'apify', key: 'a', products: ['goose'], label: 'A', reason: 'apify says a' },
    { source: 'apify', key: 'b', products: ['codex', 'goose'], label: 'B', reason: 'apify says b' },
  ]);
  assert.deepEqual(
    identitiesOf(records, 'canimcp').map((i) => [i.key, i.reason]),
    [['a', 'canimcp says a']],
  );
  assert.deepEqual(identitiesOf(records, 'clients-page'), []);
});

test('the check names a field table’s unknown row and a copy of an unknown source, in the source’s file and field', () => {
  const canimcp = { ...sourceOf('canimcp'), copies: [{ provenance: 'elsewhere', source: 'nowhere' }] };
  const problems = mappingProblems(['CAP-02'], [{ source: canimcp }], 'content');
  const rows = problems.filter((p) => p.field.endsWith('.rows'));
  assert.ok(
    rows.length > 0 && rows.every((p) => p.file === 'content/other-sources/canimcp.yaml' && !p.message.startsWith('names CAP-02,')),
  );
  assert.deepEqual(
    problems.filter((p) => p.field.startsWith('copies')).map((p) => [p.field, p.message]),
    [['copies.0.source', 'expected one of the other sources canimcp']],
  );
});
