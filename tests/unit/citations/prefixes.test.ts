import { test } from 'node:test';
import assert from 'node:assert/strict';
import {
  describeTable,
  markerFor,
  markerOf,
  prefixOfPath,
  repositoryPathOf,
  type CitationPrefix,
} from '../../../src/lib/citations/prefixes.ts';
import { parseCitation, sourceOfPath, formatCitationRef } from '../../../src/lib/citations/parse.ts';

/** A citation table written for the test: two repositories sharing `docs/`, a marker, a revision folder. */
const TABLE: CitationPrefix[] = [
  { prefix: 'internal/', source: 'gw' },
  { prefix: 'docs/protocol.md', source: 'gw' },
  { prefix: 'docs/extensions/', source: 'specs' },
  { prefix: 'schema/', source: 'specs' },
  { prefix: 'a1:', source: 'client', product: 'client-a1' },
  { prefix: '2030-01-01/', source: 'specs', repositoryPrefix: 'docs/specification/2030-01-01/' },
];

test('the longest prefix that starts a path wins', () => {
  assert.equal(prefixOfPath('docs/protocol.md', TABLE)?.source, 'gw');
  assert.equal(prefixOfPath('docs/extensions/overview.mdx', TABLE)?.source, 'specs');
  assert.equal(prefixOfPath('docs/other.md', TABLE), null);
  assert.equal(sourceOfPath('internal/x.go', TABLE), 'gw');
});

test('a marker is written before the path, is not part of it, and names its product', () => {
  assert.deepEqual(markerOf('a1:packages/x.ts:3', TABLE), { marker: TABLE[4], rest: 'packages/x.ts:3' });
  assert.equal(markerFor('client-a1', TABLE), 'a1:');
  assert.equal(markerFor('gw', TABLE), '');
  const c = parseCitation('a1:packages/x.ts:3', TABLE);
  assert.ok(c.kind === 'file');
  assert.deepEqual([c.source, c.client, c.path], ['client', 'client-a1', 'packages/x.ts']);
  assert.equal(formatCitationRef(c, TABLE), 'a1:packages/x.ts:3');
});

test('a revision folder points into its pages folder; other paths are as written', () => {
  assert.equal(
    repositoryPathOf({ source: 'specs', path: '2030-01-01/client/roots.mdx' }, TABLE),
    'docs/specification/2030-01-01/client/roots.mdx',
  );
  assert.equal(repositoryPathOf({ source: 'specs', path: 'schema/2030-01-01/schema.ts' }, TABLE), 'schema/2030-01-01/schema.ts');
});

test('a path no prefix starts, or an unknown marker, is refused naming the table', () => {
  assert.throws(
    () => parseCitation('docs/other.md:1', TABLE),
    /belongs to no known source: paths start with internal\/, docs\/protocol\.md \(gw\); docs\/extensions\//,
  );
  assert.throws(() => parseCitation('b2:packages/x.ts:1', TABLE), /“b2:” names no product: .*a1: \(client-a1\)/);
  assert.match(describeTable(TABLE), /internal\/, docs\/protocol\.md \(gw\)/);
});
