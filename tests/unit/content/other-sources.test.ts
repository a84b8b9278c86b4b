import { test } from 'node:test';
import assert from 'node:assert/strict';
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync, mkdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { readOtherSources } from '../../../src/lib/content/other-sources.ts';
import { checkContent } from '../../../src/lib/content/check.ts';
import type { ContentProblem } from '../../../src/lib/content/problems.ts';

const project = join(import.meta.dirname, '../../..');

/** A copy of the site's other-sources folder, to break one thing at a time. */
function copy(t: { after: (fn: () => void) => void }) {
  const dir = mkdtempSync(join(tmpdir(), 'other-sources-'));
  t.after(() => rmSync(dir, { recursive: true, force: true }));
  cpSync(join(project, 'content/other-sources'), join(dir, 'other-sources'), { recursive: true });
  return dir;
}
const read = (dir: string) => {
  const problems: ContentProblem[] = [];
  const sources = readOtherSources(dir, project, problems);
  return { sources, problems: problems.map((p) => `${p.file.replace(/^.*other-sources\//, '')}: ${p.field}: ${p.message}`) };
};

test('the site’s sources load: Apify from its pinned package, the others from their facts files', () => {
  const { sources, problems } = read(join(project, 'content'));
  assert.deepEqual(problems, []);
  assert.deepEqual(sources.map((s) => s.source.id), ['apify', 'clients-page', 'canimcp']);
  const pinned = JSON.parse(readFileSync(join(project, 'package.json'), 'utf8')).devDependencies['mcp-client-capabilities'];
  const [apify] = sources;
  assert.ok(apify);
  assert.equal(apify.source.read.version, pinned, 'the record names the exact pinned version');
  assert.ok(apify.records.some((r) => r.key === 'opencode'));
  assert.ok(apify.records[0]?.file.startsWith(`mcp-client-capabilities@${pinned}/`));
});

test('a content tree without other-sources has none, and no problem', () => {
  assert.deepEqual(read(join(project, 'tests/fixtures/content-valid')), { sources: [], problems: [] });
});

test('a record that names another package version than the installed one is a problem naming the key', (t) => {
  const dir = copy(t);
  const path = join(dir, 'other-sources/apify.yaml');
  writeFileSync(path, readFileSync(path, 'utf8').replace('version: 0.0.14', 'version: 0.0.11'));
  const { sources, problems } = read(dir);
  assert.deepEqual(sources.map((s) => s.source.id), ['clients-page', 'canimcp']);
  assert.match(problems.join('\n'), /apify\.yaml: read\.version: says 0\.0\.11 but mcp-client-capabilities 0\.0\.14 is installed/);
});

test('a missing facts file, a facts file at another commit and an unknown field are problems naming file and key', (t) => {
  const dir = copy(t);
  rmSync(join(dir, 'other-sources/facts/canimcp.json'));
  const page = join(dir, 'other-sources/facts/clients-page.json');
  writeFileSync(page, readFileSync(page, 'utf8').replace(/"commit": "[0-9a-f]{40}"/, `"commit": "${'b'.repeat(40)}"`));
  const apify = join(dir, 'other-sources/apify.yaml');
  writeFileSync(apify, `${readFileSync(apify, 'utf8')}colour: blue\n`);
  const { sources, problems } = read(dir);
  assert.deepEqual(sources, []);
  const text = problems.join('\n');
  assert.match(text, /facts\/canimcp\.json: \(file\): is missing; run npm run import-sources/);
  assert.match(text, /facts\/clients-page\.json: commit: is clients-page at b{40}/);
  assert.match(text, /apify\.yaml: colour: unknown field "colour"/);
});

test('the content check runs it, and checks each source’s field table names existing rows, in the source’s file', (t) => {
  const dir = mkdtempSync(join(tmpdir(), 'content-'));
  t.after(() => rmSync(dir, { recursive: true, force: true }));
  cpSync(join(project, 'tests/fixtures/content-valid'), dir, { recursive: true });
  mkdirSync(join(dir, 'other-sources'));
  cpSync(join(project, 'content/other-sources'), join(dir, 'other-sources'), { recursive: true });
  const problems = checkContent(dir, project).problems;
  // The fixture register has a few rows only: every other row a field table names is a problem of that source's file and field.
  const rows = new Set(checkContent(join(project, 'tests/fixtures/content-valid'), project).rows.map((r) => r.data.id));
  const missing = problems.map((p) => /^names (\S+), which is not a row/.exec(p.message)?.[1]);
  assert.ok(problems.length > 0);
  for (const [i, p] of problems.entries()) {
    assert.match(p.file, /other-sources\/[a-z-]+\.yaml$/);
    assert.match(p.field, /^fields\.\d+\.rows$/);
    assert.ok(missing[i] && !rows.has(missing[i]), p.message);
  }
});
