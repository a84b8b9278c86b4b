/**
 * The author-change corpus through the real build: the cases (tests/fixtures/author-changes/, discovered) are applied
 * together to one copy of the valid fixture and `npm run build` runs once over it, so the corpus costs one Astro build
 * however many cases it has. A case that does not apply on top of the others (its edit's text is gone, or the copy no
 * longer checks clean) starts another copy, built on its own. Each build must succeed, serve as /matrix.json exactly
 * the text the in-process harness computes for that content, move exactly the cells its cases list, and show on each
 * page the words its cases name. It runs Astro, so it is an `.astro.test.ts` (scripts/lib/unit-files.ts).
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { cpSync, existsSync, globSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { withAstro } from '../../../scripts/lib/astro-lock.ts';
import { VALID_CONTENT } from './content-fixture.ts';
import { applyChange, authorChanges, movement, pageText, publishFresh as publish, type AuthorChange } from './author-changes.ts';

const root = resolve(import.meta.dirname, '../../..');
const cases = authorChanges().filter((c) => c.problems.length === 0 && !c.pending);
const base = publish(VALID_CONTENT);
/** Every text file of the unchanged fixture, so a page's expected words can be shown to come from the change. */
const fixtureText = globSync('**/*', { cwd: VALID_CONTENT, withFileTypes: true })
  .filter((e) => e.isFile())
  .map((e) => readFileSync(join(e.parentPath, e.name), 'utf8'))
  .join('\n');

/** Split the cases into groups that apply together and check clean, in order; usually one group. */
function groups(): AuthorChange[][] {
  // All of them together first: one copy and one publishing process, not one per case added.
  if (applies(cases)) return [[...cases]];
  const out: AuthorChange[][] = [];
  for (const change of cases) {
    const last = out.at(-1);
    if (last && applies([...last, change])) last.push(change);
    else out.push([change]);
  }
  return out;
}

function applies(group: readonly AuthorChange[]): boolean {
  const dir = mkdtempSync(join(tmpdir(), 'register-author-group-'));
  try {
    cpSync(VALID_CONTENT, dir, { recursive: true });
    return group.every((c) => applyChange(c, dir).length === 0) && publish(dir).problems.length === 0;
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

for (const group of groups()) {
  const names = group.map((c) => c.slug).join(', ');
  test(`npm run build publishes the author change(s) ${names}, applied together to one copy`, () => {
    const dir = mkdtempSync(join(tmpdir(), 'register-author-build-'));
    try {
      const content = join(dir, 'content');
      const out = join(dir, 'out');
      cpSync(VALID_CONTENT, content, { recursive: true });
      for (const change of group) assert.deepEqual(applyChange(change, content), [], `${change.slug} does not apply`);
      const expected = publish(content);
      assert.deepEqual(expected.problems, []);
      const result = withAstro(() =>
        spawnSync(process.execPath, [join(root, 'scripts/build.ts'), '--content', content, '--out', out], { encoding: 'utf8' }),
      );
      assert.equal(result.status, 0, result.stderr);
      // A build prints only what its author can act on: no warning (known upstream ones are left out, src/lib/publish/known-build-warnings.ts).
      assert.doesNotMatch(result.stdout + result.stderr, /\[WARN\]/, 'the build printed a warning');
      // The built /matrix.json is the text the in-process harness computed: what the per-case tests checked is what is served.
      assert.equal(readFileSync(join(out, 'matrix.json'), 'utf8'), expected.text, 'the built /matrix.json differs from the harness');
      const moved = movement(base.data, expected.data);
      assert.deepEqual(moved.cellsMoved, group.flatMap((c) => c.expect.cellsMoved).sort(), 'cells moved by the cases together');
      assert.deepEqual(moved.rowsAdded, group.flatMap((c) => c.expect.rowsAdded ?? []).sort(), 'rows added by the cases together');
      for (const change of group) {
        for (const [page, texts] of Object.entries(change.expect.pages ?? {})) {
          const path = join(out, page);
          assert.ok(existsSync(path), `${change.slug}: expect.json pages: ${page} was not built`);
          const text = pageText(readFileSync(path, 'utf8'));
          for (const words of texts) {
            assert.ok(!fixtureText.includes(words), `${change.slug}: “${words}” is already in the unchanged fixture: name words the change brings`);
            assert.ok(text.includes(words), `${change.slug}: ${page} does not show “${words}”`);
          }
        }
      }
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
}
