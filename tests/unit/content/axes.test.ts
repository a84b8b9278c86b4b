import { test } from 'node:test';
import assert from 'node:assert/strict';
import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { readAxes, revisionIntroducing } from '../../../src/lib/content/axes.ts';

const fixture = 'tests/fixtures/content-valid';

/** A copy of the valid fixture with `edit` applied to one file; the problems readAxes finds. */
function problemsAfter(file: string, edit: (text: string) => string) {
  const dir = mkdtempSync(join(tmpdir(), 'axes-'));
  try {
    cpSync(fixture, dir, { recursive: true });
    const path = join(dir, file);
    const before = readFileSync(path, 'utf8');
    const after = edit(before);
    assert.notEqual(after, before, `the edit of ${file} changed nothing`);
    writeFileSync(path, after);
    return readAxes(dir, dir).problems;
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

test('the valid fixture reads with no problem: its products in file order, revisions oldest first, the revision folders in the citation table', () => {
  const { axes, problems } = readAxes(fixture);
  assert.deepEqual(problems, []);
  assert.ok(axes.products.length > 0 && axes.revisions.length > 0);
  const ids = axes.revisions.map((r) => r.id);
  assert.deepEqual(ids, [...ids].sort());
  for (const r of axes.revisions) {
    assert.ok(axes.citationPrefixes.some((p) => p.prefix === `${r.id}/` && p.source === axes.specification && p.repositoryPrefix === `${r.pages}/`));
  }
});

test('a new product and a new revision are read from the files alone', () => {
  const dir = mkdtempSync(join(tmpdir(), 'axes-'));
  try {
    cpSync(fixture, dir, { recursive: true });
    writeFileSync(
      join(dir, 'products.yaml'),
      `${readFileSync(join(dir, 'products.yaml'), 'utf8')}- id: newcomer\n  name: Newcomer\n  kind: MCP client\n  plays: [client]\n  roles: []\n`,
    );
    writeFileSync(
      join(dir, 'revisions.yaml'),
      `${readFileSync(join(dir, 'revisions.yaml'), 'utf8')}  - id: 2099-01-01\n    era: ${readAxes(fixture).axes.eras.at(-1)?.id}\n    pages: docs/specification/2099-01-01\n    schema: schema/2099-01-01\n`,
    );
    const { axes, problems } = readAxes(dir, dir);
    assert.deepEqual(problems, []);
    assert.equal(axes.products.at(-1)?.id, 'newcomer');
    assert.equal(axes.revisions.at(-1)?.id, '2099-01-01', 'an unquoted date is read as written');
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});

test('one mistake, one message naming the file, the field and the fix', () => {
  const noPlays = problemsAfter('products.yaml', (t) => t.replace(/\n  plays: \[client\]\n/, '\n'));
  assert.equal(noPlays.length, 1);
  assert.match(noPlays[0]?.file ?? '', /products\.yaml$/);
  assert.match(noPlays[0]?.field ?? '', /\.plays$/);
  assert.match(noPlays[0]?.message ?? '', /plays: \[client\]/);

  const badEra = problemsAfter('revisions.yaml', (t) => t.replace(/era: legacy/, 'era: ancient'));
  assert.equal(badEra.length, 1);
  assert.match(badEra[0]?.message ?? '', /expected one of the eras/);

  const outOfOrder = problemsAfter('revisions.yaml', (t) => `${t}  - id: '2000-01-01'\n    era: legacy\n    pages: p\n    schema: s\n`);
  assert.equal(outOfOrder.length, 1);
  assert.match(outOfOrder[0]?.message ?? '', /oldest first/);

  const twice = problemsAfter('sources.yaml', (t) => t.replace('    - prefix: seps/', '    - prefix: internal/'));
  assert.equal(twice.length, 1);
  assert.match(twice[0]?.message ?? '', /internal\/ is already/);
});

/** A copy of the valid fixture with other sources: `records` maps a file name to its text (only `order` is read here). */
function withOtherSources(records: Record<string, string>, products?: (text: string) => string) {
  const dir = mkdtempSync(join(tmpdir(), 'axes-'));
  try {
    cpSync(fixture, dir, { recursive: true });
    mkdirSync(join(dir, 'other-sources'));
    for (const [name, text] of Object.entries(records)) writeFileSync(join(dir, 'other-sources', name), text);
    if (products) writeFileSync(join(dir, 'products.yaml'), products(readFileSync(join(dir, 'products.yaml'), 'utf8')));
    return readAxes(dir, dir);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

test('the other sources are the files of other-sources/, in the order their `order` gives; none without the folder', () => {
  assert.deepEqual(readAxes(fixture).axes.otherSourceIds, []);
  const { axes, problems } = withOtherSources({ 'zeta.yaml': 'id: zeta\norder: 1\n', 'alpha.yaml': 'id: alpha\norder: 2\n', 'notes.txt': 'x' });
  assert.deepEqual(problems, []);
  assert.deepEqual(axes.otherSourceIds, ['zeta', 'alpha']);
});

test('an other source without a place, or with another’s, is one problem naming its file; a file that does not read is left to its reader', () => {
  const { axes, problems } = withOtherSources({
    'a.yaml': 'id: a\norder: 1\n',
    'b.yaml': 'id: b\norder: 1\n',
    'c.yaml': 'id: c\n',
    'd.yaml': 'id: [d\n',
  });
  assert.deepEqual(axes.otherSourceIds, ['a']);
  assert.deepEqual(
    problems.map((p) => [p.file, p.field, p.message]),
    [
      ['other-sources/b.yaml', 'order', "order 1 is also other-sources/a.yaml's: give each source its own place"],
      ['other-sources/c.yaml', 'order', 'expected the source’s place where pages list the other sources: order: 1 for the first, 2 for the next, …'],
    ],
  );
});

test('a product’s record in another source names a source of other-sources/', () => {
  const record = '  elsewhere: [{ record: Newcomer, label: Newcomer, reasons: { nowhere: why } }]\n';
  const { problems } = withOtherSources({ 'somewhere.yaml': 'id: somewhere\norder: 1\n' }, (t) => `${t}- id: newcomer\n  name: Newcomer\n  kind: MCP client\n  plays: [client]\n${record}`);
  assert.deepEqual(
    problems.map((p) => [p.field, p.message]),
    [['newcomer.elsewhere.0.reasons.nowhere', 'expected one of the other sources somewhere (a file other-sources/<id>.yaml)']],
  );
});

test('what a revision introduces, and the words that name it, are read with the revision', () => {
  const introduces = "    introduces:\n      - { what: the gadget modes, words: both gadgets, paths: [gadget.form, gadget.url] }\n";
  const dir = mkdtempSync(join(tmpdir(), 'axes-'));
  try {
    cpSync(fixture, dir, { recursive: true });
    const path = join(dir, 'revisions.yaml');
    const last = readAxes(fixture).axes.revisions.at(-1)?.id ?? '';
    writeFileSync(path, readFileSync(path, 'utf8').replace(`    schema: schema/${last}\n`, `    schema: schema/${last}\n${introduces}`));
    const { axes, problems } = readAxes(dir, dir);
    assert.deepEqual(problems, []);
    assert.deepEqual(axes.revisions.at(-1)?.introduces, [{ what: 'the gadget modes', words: 'both gadgets', paths: ['gadget.form', 'gadget.url'] }]);
    assert.equal(revisionIntroducing('gadget.url', axes), last);
    assert.equal(revisionIntroducing('gadget.other', axes), undefined);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
  const bad = problemsAfter('revisions.yaml', (t) => t.replace(/(    schema: schema\/\S+\n)/, '$1    introduces: [{ what: modes }]\n'));
  assert.equal(bad.length, 1);
  assert.match(bad[0]?.field ?? '', /^revisions\.0\.introduces\.0$/);
});
