/**
 * The other sources (`content/other-sources/`) read, on the real folder and on copies broken one thing at a time. What
 * each test expects is computed from the folder (which sources it has, which read a package and which a checkout) and
 * from package.json (the pinned version), so a new source, a re-read at another commit or a new pinned version needs no
 * edit here.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { cpSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync, mkdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import yaml from 'js-yaml';
import { readOtherSources } from '../../../src/lib/content/other-sources.ts';
import { checkContent } from '../../../src/lib/content/check.ts';
import { readAxes } from '../../../src/lib/content/axes.ts';
import type { ContentProblem } from '../../../src/lib/content/problems.ts';

const project = join(import.meta.dirname, '../../..');
const folder = join(project, 'content/other-sources');

/** Each source of the real folder: its id and how it is read (a package, or a checkout's facts file). */
const declared = readdirSync(folder)
  .filter((n) => n.endsWith('.yaml'))
  .sort()
  .map((n) => yaml.load(readFileSync(join(folder, n), 'utf8'), { schema: yaml.CORE_SCHEMA }) as { id: string; read: { kind: string; package?: string; version?: string } });
const packageSources = declared.filter((s) => s.read.kind === 'package');
const checkoutSources = declared.filter((s) => s.read.kind === 'checkout');
const devDependencies = (JSON.parse(readFileSync(join(project, 'package.json'), 'utf8')) as { devDependencies: Record<string, string> }).devDependencies;

/** A copy of the site's other-sources folder, to break one thing at a time. */
function copy(t: { after: (fn: () => void) => void }) {
  const dir = mkdtempSync(join(tmpdir(), 'other-sources-'));
  t.after(() => rmSync(dir, { recursive: true, force: true }));
  cpSync(folder, join(dir, 'other-sources'), { recursive: true });
  return dir;
}
const read = (dir: string) => {
  const problems: ContentProblem[] = [];
  const sources = readOtherSources(dir, project, problems);
  return { sources, problems: problems.map((p) => `${p.file.replace(/^.*other-sources\//, '')}: ${p.field}: ${p.message}`) };
};
const ids = (sources: { source: { id: string } }[]) => sources.map((s) => s.source.id).sort();
const allBut = (...left: string[]) =>
  declared
    .map((s) => s.id)
    .filter((id) => !left.includes(id))
    .sort();

test('the site’s sources load, each with records: a package source from the pinned package, a checkout source from its facts file', () => {
  const { sources, problems } = read(join(project, 'content'));
  assert.deepEqual(problems, []);
  assert.deepEqual(ids(sources), allBut());
  for (const { source, records } of sources) {
    assert.ok(records.length > 0, `${source.id} has records`);
    const { kind, package: name, version } = source.read;
    if (kind !== 'package') continue;
    assert.ok(name, `${source.id} names the package it reads`);
    const pinned = devDependencies[name];
    assert.equal(version, pinned, `${source.id} names the exact pinned version of ${name}`);
    assert.ok(
      records.every((r) => r.file.startsWith(`${name}@${pinned}/`)),
      'every record names the package file it came from',
    );
  }
});

test('the site’s identities: each names existing products, says why, and names a record its source has', (t) => {
  const { sources } = read(join(project, 'content'));
  if (!sources.some((s) => s.identities.length > 0)) return t.skip('no record of another source is read as a register product');
  const products = new Set(readAxes(join(project, 'content'), project).axes.products.map((p) => p.id));
  for (const { source, records, identities } of sources)
    for (const i of identities) {
      const at = `${source.id} “${i.key}”`;
      assert.equal(i.source, source.id, at);
      assert.ok(i.products.length > 0 && i.products.every((p) => products.has(p)), `${at} names products of the register: ${i.products.join(', ')}`);
      assert.ok(i.reason.trim().length > 0 && i.label.trim().length > 0, `${at} has a label and a reason`);
      assert.ok(
        records.some((r) => r.key === i.key),
        `${at} is a record of the source`,
      );
    }
});

test('each source carries the identities the same folder’s products file gives it, and only those', (t) => {
  const [first, ...rest] = declared;
  if (!first) return t.skip('the content has no other source');
  const dir = copy(t);
  writeFileSync(
    join(dir, 'products.yaml'),
    yaml.dump([
      {
        id: 'fixture-product',
        name: 'Fixture',
        kind: 'MCP client',
        plays: ['client'],
        elsewhere: [{ record: 'fixture-record', label: 'Fixture, one build', reasons: { [first.id]: 'the fixture says so' } }],
      },
    ]),
  );
  const { sources } = read(dir);
  const of = (id: string) => sources.find((s) => s.source.id === id)?.identities;
  assert.deepEqual(of(first.id), [
    { source: first.id, key: 'fixture-record', products: ['fixture-product'], label: 'Fixture, one build', reason: 'the fixture says so' },
  ]);
  for (const other of rest) assert.deepEqual(of(other.id), [], other.id);
  // Without a products file, no record is a register product.
  assert.ok(read(copy(t)).sources.every((s) => s.identities.length === 0));
});

test('a content tree without other-sources has none, and no problem', () => {
  assert.deepEqual(read(join(project, 'tests/fixtures/content-valid')), { sources: [], problems: [] });
});

test('a record that names another package version than the installed one is a problem naming the key', (t) => {
  const [source] = packageSources;
  if (!source?.read.package || !source.read.version) return t.skip('no source of the content reads a package');
  const installed = (JSON.parse(readFileSync(join(project, 'node_modules', source.read.package, 'package.json'), 'utf8')) as { version: string }).version;
  const other = installed === '0.0.0' ? '0.0.1' : '0.0.0';
  const dir = copy(t);
  const path = join(dir, `other-sources/${source.id}.yaml`);
  writeFileSync(path, readFileSync(path, 'utf8').replace(`version: ${source.read.version}`, `version: ${other}`));
  const { sources, problems } = read(dir);
  assert.deepEqual(ids(sources), allBut(source.id));
  assert.ok(
    problems.includes(
      `${source.id}.yaml: read.version: says ${other} but ${source.read.package} ${installed} is installed; pin the devDependency to the version read, or re-read the new one and update the record`,
    ),
    problems.join('\n'),
  );
});

test('a missing facts file, a facts file at another commit and an unknown field are problems naming file and key', (t) => {
  // The first checkout source loses its facts file, the second (if any) names another commit; the first source's record gains a field.
  const [missing, moved] = checkoutSources;
  const [unknown] = declared;
  if (!missing || !unknown) return t.skip('no source of the content reads a checkout');
  const dir = copy(t);
  const facts = (id: string) => join(dir, `other-sources/facts/${id}.json`);
  rmSync(facts(missing.id));
  if (moved) writeFileSync(facts(moved.id), readFileSync(facts(moved.id), 'utf8').replace(/"commit": "[0-9a-f]{40}"/, `"commit": "${'b'.repeat(40)}"`));
  const record = join(dir, `other-sources/${unknown.id}.yaml`);
  writeFileSync(record, `${readFileSync(record, 'utf8')}colour: blue\n`);
  const { sources, problems } = read(dir);
  assert.deepEqual(ids(sources), allBut(missing.id, moved?.id ?? missing.id, unknown.id));
  const text = problems.join('\n');
  assert.match(text, new RegExp(`facts/${missing.id}\\.json: \\(file\\): is missing; run npm run import-sources`));
  if (moved) assert.match(text, new RegExp(`facts/${moved.id}\\.json: commit: is ${moved.id} at b{40}`));
  assert.match(text, new RegExp(`${unknown.id}\\.yaml: colour: unknown field "colour"`));
});

test('the content check runs it, and checks each source’s field table names existing rows, in the source’s file', (t) => {
  const dir = mkdtempSync(join(tmpdir(), 'content-'));
  t.after(() => rmSync(dir, { recursive: true, force: true }));
  cpSync(join(project, 'tests/fixtures/content-valid'), dir, { recursive: true });
  mkdirSync(join(dir, 'other-sources'));
  cpSync(folder, join(dir, 'other-sources'), { recursive: true });
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
