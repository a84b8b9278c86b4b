/** The revision-phrase table is derived from content/revisions.yaml: a content folder with a third era reads its words. */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';

const phrases = resolve('src/lib/register/revision-phrases.ts');
const axes = resolve('src/lib/register/axes.ts');

test('eras, their words, the year an era begins and the count of revisions come from revisions.yaml', () => {
  const dir = mkdtempSync(join(tmpdir(), 'phrases-'));
  try {
    cpSync('tests/fixtures/content-valid', dir, { recursive: true });
    const file = join(dir, 'revisions.yaml');
    const text = readFileSync(file, 'utf8').concat(
      "  - id: '2031-02-03'\n    era: distant\n    pages: docs/specification/2031-02-03\n    schema: schema/2031-02-03\n",
    );
    // The new era goes last under eras (just before revisions:), its revision last under revisions.
    writeFileSync(file, text.replace(/^revisions:/m, '  - id: distant\n    description: a later era, made up for the test\nrevisions:'));
    const script = `
      const { revisionsNamed } = await import(${JSON.stringify(phrases)});
      const { MODERN_REVISION, REVISION_IDS } = await import(${JSON.stringify(axes)});
      const read = (t) => revisionsNamed(t).join(' ');
      console.log(JSON.stringify({
        ids: REVISION_IDS, modern: MODERN_REVISION,
        distant: read('distant peers'), year: read('in 2031'), pre: read('pre-2031 hosts'),
        all: read('all six revisions'), five: read('all five'),
      }));`;
    const run = spawnSync(process.execPath, ['--input-type=module', '-e', script], {
      encoding: 'utf8',
      env: { ...process.env, REGISTER_CONTENT_DIR: dir },
    });
    assert.equal(run.status, 0, run.stderr);
    const out = JSON.parse(run.stdout) as Record<string, string | string[]>;
    const ids = out.ids as string[];
    assert.equal(ids.at(-1), '2031-02-03');
    assert.equal(out.modern, '2031-02-03', 'the current era is the last; its first revision is where its rules apply');
    assert.equal(out.distant, '2031-02-03');
    assert.equal(out.year, '2031-02-03');
    assert.equal(out.pre, ids.slice(0, -1).join(' '));
    assert.equal(out.all, ids.join(' '));
    assert.equal(out.five, '', 'the count is the register’s: six revisions now, so “all five” names none');
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});
