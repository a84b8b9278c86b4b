import { test } from 'node:test';
import assert from 'node:assert/strict';
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { readAxes } from '../../../src/lib/content/axes.ts';

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
