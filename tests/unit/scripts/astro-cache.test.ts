import { test } from 'node:test';
import assert from 'node:assert/strict';
import { cpSync, mkdirSync, mkdtempSync, rmSync, writeFileSync, appendFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { astroCacheKey, schemaInputs } from '../../../scripts/lib/astro-cache.ts';

const fixture = join(import.meta.dirname, '../../fixtures/content-valid');

test('a build’s Astro cache is new when a file the schema is built from changes, and only then', (t) => {
  const dir = mkdtempSync(join(tmpdir(), 'astro-cache-'));
  t.after(() => rmSync(dir, { recursive: true, force: true }));
  const content = join(dir, 'content');
  cpSync(fixture, content, { recursive: true });
  assert.ok(schemaInputs(content).includes('revisions.yaml'));
  assert.ok(schemaInputs(content).includes('products.yaml'));
  const before = astroCacheKey(content);
  assert.equal(astroCacheKey(content), before, 'the same folder, unchanged: the same cache');
  // A row's own file is the store's business (Astro re-reads a changed entry): the same cache.
  appendFileSync(join(content, 'capabilities/CAP-01.mdx'), '\n');
  assert.equal(astroCacheKey(content), before);
  // A new revision changes every row's schema: a new cache.
  appendFileSync(join(content, 'revisions.yaml'), "  - id: '2026-11-25'\n    era: modern\n");
  const afterRevision = astroCacheKey(content);
  assert.notEqual(afterRevision, before);
  // An other source added, too.
  mkdirSync(join(content, 'other-sources'), { recursive: true });
  writeFileSync(join(content, 'other-sources/new.yaml'), 'id: new\n');
  assert.notEqual(astroCacheKey(content), afterRevision);
  // Another folder with the same files is another cache.
  const copy = join(dir, 'copy');
  cpSync(content, copy, { recursive: true });
  assert.notEqual(astroCacheKey(copy), astroCacheKey(content));
});
