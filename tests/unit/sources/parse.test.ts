import { test } from 'node:test';
import assert from 'node:assert/strict';
import { parseApify, parseCanimcpClient, parseClientsPage, SourceFormatError } from '../../../src/lib/sources/parse.ts';
import { apifyRecords, canimcpRecords, clientsPageRecords, read } from './fixtures.ts';

test('Apify: each key and sub-key is a field with its line; false is no; an empty object is bare', () => {
  const [alpha, alphaCli, beta] = apifyRecords();
  assert.ok(alpha && alphaCli && beta, 'expected three Apify records');
  assert.equal(alpha.key, 'alpha');
  assert.equal(alpha.revision, '2025-06-18');
  assert.equal(alpha.line, 2);
  assert.deepEqual(alpha.fields, [
    { field: 'roots', value: 'yes', line: 5, bare: true },
    { field: 'tools', value: 'yes', line: 6 },
    { field: 'tools.listChanged', value: 'yes', line: 7 },
  ]);
  assert.deepEqual(alphaCli.fields, [{ field: 'elicitation', value: 'yes', line: 14, bare: true }]);
  assert.deepEqual(
    beta.fields.map((f) => `${f.field}=${f.value}`),
    [
      'roots=yes',
      'roots.listChanged=no',
      'elicitation=yes',
      'elicitation.url=yes',
      'tasks=yes',
      'tasks.requests=yes',
      'tasks.requests.tools=yes',
      'tasks.requests.tools.call=yes',
    ],
  );
});

test('Apify: a record without protocolVersion is an error naming the file and key', () => {
  assert.throws(
    () => parseApify('{"x": {"title": "X"}}', 'clients.json'),
    (e: unknown) => e instanceof SourceFormatError && e.message === 'clients.json: x.protocolVersion: expected a string',
  );
});

test('clients page: one record per card, labels as fields, "(partial)" as partial, no revision', () => {
  const [alpha, beta] = clientsPageRecords();
  assert.ok(alpha && beta, 'expected two cards');
  assert.equal(alpha.key, 'Alpha');
  assert.equal(alpha.revision, null);
  assert.equal(alpha.line, 5);
  assert.equal(alpha.url, 'https://alpha.example');
  assert.deepEqual(alpha.fields, [
    { field: 'Tools', value: 'yes', line: 8 },
    { field: 'Roots', value: 'yes', line: 8 },
    { field: 'Sampling', value: 'partial', line: 8 },
    { field: 'Instructions', value: 'yes', line: 8 },
  ]);
  assert.deepEqual(
    beta.fields.map((f) => f.field),
    ['Tools', 'Discovery'],
  );
});

test('clients page: a card without supports is an error naming the file and the card', () => {
  const broken = read('clients.mdx').replace('  supports="Tools, Discovery"\n', '');
  assert.throws(() => parseClientsPage(broken, 'docs/clients.mdx'), /^SourceFormatError: docs\/clients\.mdx: Beta\.supports: missing/);
});

test('canimcp: cells other than unknown are fields, with provenance and date; the key is clientInfo_name, else the id', () => {
  const [alpha, beta] = canimcpRecords();
  assert.ok(alpha && beta, 'expected two canimcp records');
  assert.equal(alpha.key, 'alpha');
  assert.equal(alpha.revision, '2025-06-18');
  assert.deepEqual(alpha.fields, [
    { field: 'roots.list', value: 'no', line: 8, provenance: 'manual', lastVerified: '2026-01-01' },
    { field: 'tools.call', value: 'yes', line: 13, provenance: 'apify', lastVerified: '2026-02-02' },
    { field: 'transport.stdio', value: 'yes', line: 17, provenance: 'manual' },
  ]);
  assert.equal(beta.key, 'beta');
  assert.equal(beta.revision, null);
  assert.deepEqual(beta.fields, [{ field: 'elicitation.create', value: 'partial', line: 5, provenance: 'manual' }]);
});

test('canimcp: a malformed cell is an error naming the file and the key', () => {
  const broken = read('canimcp/data/clients/beta.yaml').replace('status: partial', 'status: maybe');
  assert.throws(
    () => parseCanimcpClient(broken, 'data/clients/beta.yaml'),
    /^SourceFormatError: data\/clients\/beta\.yaml: support\.elicitation\.create\.status: /,
  );
});
