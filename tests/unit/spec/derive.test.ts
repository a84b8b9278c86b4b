/**
 * The spec derivation (src/lib/spec/derive.ts) on the fixture specification trees in
 * tests/fixtures/spec/ (see their README for what each revision holds).
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { REVISION_IDS } from '../../../src/lib/register/axes.ts';
import { combineStates, deriveKey, schemaFiles, type RevisionSchema } from '../../../src/lib/spec/derive.ts';
import { capabilityNode, parseSchemaJson, resolvePointer, shapeOf } from '../../../src/lib/spec/schema-json.ts';
import { SPEC_FIXTURES } from './fixture-repo.ts';

/** A fixture tree's schema files per revision, null where the file is missing. */
function tree(name: string): RevisionSchema[] {
  const read = (path: string) => {
    const file = join(SPEC_FIXTURES, name, path);
    return existsSync(file) ? readFileSync(file, 'utf8') : null;
  };
  return REVISION_IDS.map((revision) => ({ revision, json: read(schemaFiles(revision).json), ts: read(schemaFiles(revision).ts) }));
}

const pinned = tree('pinned');
/** The parsed schema.json of the pinned tree's `r`-th revision (oldest is 0). */
function pinnedJson(r: number) {
  const text = pinned[r]?.json;
  assert.ok(text, `the pinned tree has a schema.json for revision ${r}`);
  return parseSchemaJson(text);
}
const states = (derived: { state: string }[]) => derived.map((d) => d.state);
/** The 1-based line of the first line of `file` that contains `text`. */
function lineOf(name: string, file: string, text: string): number {
  const lines = readFileSync(join(SPEC_FIXTURES, name, file), 'utf8').split('\n');
  const i = lines.findIndex((l) => l.includes(text));
  assert.ok(i >= 0, `${text} not in ${file}`);
  return i + 1;
}

test('absent, defined, defined across a description-only change, changed, removed', () => {
  const widgets = deriveKey(pinned, { side: 'client', path: 'widgets' });
  assert.deepEqual(states(widgets), ['absent', 'defined', 'defined', 'changed', 'removed']);
  // The 2025-06-18 description differs from 2025-03-26; only the wording moved.
  const json = pinnedJson;
  const node = (r: number) => capabilityNode(json(r), 'client', ['widgets'])!;
  assert.notDeepEqual(node(1), node(2));
  assert.equal(shapeOf(json(1), node(1)), shapeOf(json(2), node(2)));
});

test('the line of the field in schema.ts, and none where the key is not there', () => {
  const widgets = deriveKey(pinned, { side: 'client', path: 'widgets' });
  assert.equal(widgets[0]?.line, null);
  assert.equal(widgets[1]?.line, lineOf('pinned', 'schema/2025-03-26/schema.ts', 'widgets?: object;'));
  assert.equal(widgets[3]?.line, lineOf('pinned', 'schema/2025-11-25/schema.ts', 'widgets?: { size?: boolean };'));
  assert.equal(widgets[4]?.line, null);
});

test('a field declared inline in a nested literal is found on its line', () => {
  const size = deriveKey(pinned, { side: 'client', path: 'widgets.size' });
  assert.deepEqual(states(size), ['absent', 'absent', 'absent', 'defined', 'removed']);
  assert.equal(size[3]?.line, lineOf('pinned', 'schema/2025-11-25/schema.ts', 'widgets?: { size?: boolean };'));
});

test('$ref resolves under definitions (draft-07) and $defs (2020-12); a $ref with a description sibling is the same shape', () => {
  const gadgets = deriveKey(pinned, { side: 'server', path: 'gadgets' });
  assert.deepEqual(states(gadgets), ['defined', 'defined', 'defined', 'defined', 'defined']);
  const listChanged = deriveKey(pinned, { side: 'server', path: 'gadgets.listChanged' });
  assert.deepEqual(states(listChanged), ['defined', 'defined', 'defined', 'defined', 'defined']);
  const old = pinnedJson(0);
  assert.ok(JSON.stringify(old).includes('#/definitions/Gadgets'));
  assert.deepEqual(resolvePointer(old, '#/definitions/Gadgets/properties/listChanged'), {
    type: 'boolean',
    description: 'Whether the gadget list changes.',
  });
  assert.equal(resolvePointer(old, '#/$defs/Gadgets'), undefined);
});

test('object values retyped as the recursive JSONObject are a change', () => {
  const experimental = deriveKey(pinned, { side: 'client', path: 'experimental' });
  assert.deepEqual(states(experimental), ['defined', 'defined', 'defined', 'defined', 'changed']);
});

test('@deprecated on a field deprecates it and every field under it', () => {
  const gizmos = deriveKey(pinned, { side: 'server', path: 'gizmos' });
  const child = deriveKey(pinned, { side: 'server', path: 'gizmos.listChanged' });
  assert.deepEqual(states(gizmos), ['defined', 'defined', 'defined', 'defined', 'deprecated']);
  assert.deepEqual(states(child), ['defined', 'defined', 'defined', 'defined', 'deprecated']);
  const tag = lineOf('pinned', 'schema/2026-07-28/schema.ts', 'gizmos?: {');
  assert.equal(gizmos[4]?.deprecatedAt, tag);
  assert.equal(child[4]?.deprecatedAt, tag);
  assert.equal(child[4]?.line, tag + 1);
  // Deprecation in prose only (gadgets, deprecated.mdx) is not the schema's: it needs an override.
  assert.equal(deriveKey(pinned, { side: 'server', path: 'gadgets' })[4]?.state, 'defined');
});

test('a key under an open map is never a schema property', () => {
  const key = deriveKey(pinned, { side: 'client', path: 'experimental["io.example/x"]' });
  assert.deepEqual(states(key), ['absent', 'absent', 'absent', 'absent', 'absent']);
});

test('a missing revision folder is unknown, and the next revision compares with the last one read', () => {
  const gaps = tree('missing-revision');
  assert.deepEqual(
    gaps.map((g) => g.json !== null),
    [true, false, false, true, false],
  );
  const gadgets = deriveKey(gaps, { side: 'server', path: 'gadgets' });
  assert.deepEqual(states(gadgets), ['defined', 'unknown', 'unknown', 'defined', 'unknown']);
  assert.match(gadgets[1]?.note ?? '', /the specification has no schema\/2025-03-26\/schema\.json/);
  const widgets = deriveKey(gaps, { side: 'client', path: 'widgets' });
  assert.deepEqual(states(widgets), ['absent', 'unknown', 'unknown', 'defined', 'unknown']);
});

test('schema.json without definitions is unknown, saying why', () => {
  const broken = pinned.map((r, i) => (i === 2 ? { ...r, json: '{"type":"object"}' } : r));
  const d = deriveKey(broken, { side: 'server', path: 'gadgets' });
  assert.equal(d[2]?.state, 'unknown');
  assert.match(d[2]?.note ?? '', /neither "definitions" nor "\$defs"/);
});

test('several keys combine to their common state, or unknown when they differ', () => {
  const a = deriveKey(pinned, { side: 'server', path: 'gadgets' });
  const b = deriveKey(pinned, { side: 'server', path: 'gizmos' });
  assert.ok(a[0] && b[0] && a[4] && b[4]);
  assert.equal(combineStates([a[0], b[0]]), 'defined');
  assert.equal(combineStates([a[4], b[4]]), 'unknown');
});
