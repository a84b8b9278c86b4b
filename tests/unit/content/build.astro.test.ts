/**
 * `npm run build` over broken content: it refuses, names the problem and publishes nothing. Each case copies the
 * valid fixture and runs the build, which would run Astro were the content to pass, so the file is an
 * `.astro.test.ts`: npm test runs it apart from the in-process unit tests, taking turns through the Astro lock
 * (scripts/lib/unit-files.ts). That a row saved with a byte-order mark and CRLF line endings builds is an author
 * change of the corpus (tests/fixtures/author-changes/windows-save), built with the others in one build
 * (author-changes.astro.test.ts).
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { cpSync, mkdtempSync, readFileSync, writeFileSync, rmSync, existsSync, mkdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { spawnSync, type SpawnSyncReturns } from 'node:child_process';
import { edit, VALID_CONTENT } from './content-fixture.ts';
import { withAstro } from '../../../scripts/lib/astro-lock.ts';
import { CAP01 } from './fixture-edits.ts';

const valid = VALID_CONTENT;
const root = resolve(import.meta.dirname, '../../..');

/**
 * Copy the valid fixture to a temporary folder, change it with `prepare` (given the content
 * folder and the output folder), run `npm run build` on it (taking the Astro lock), and hand the
 * result to `check`; the folder is removed afterwards.
 */
function buildCopy(
  prepare: (content: string, out: string) => void,
  check: (result: SpawnSyncReturns<string>, out: string) => void,
): void {
  const dir = mkdtempSync(join(tmpdir(), 'register-build-'));
  try {
    const content = join(dir, 'content');
    const out = join(dir, 'out');
    cpSync(valid, content, { recursive: true });
    prepare(content, out);
    const result = withAstro(() =>
      spawnSync(process.execPath, [join(root, 'scripts/build.ts'), '--content', content, '--out', out], { encoding: 'utf8' }),
    );
    check(result, out);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

test('npm run build refuses broken content, names the problem, and leaves no output folder', () => {
  buildCopy(
    (content, out) => {
      edit(content, CAP01, (t) => t.replace('side: client', 'side: host'));
      mkdirSync(out);
      writeFileSync(join(out, 'index.html'), 'an earlier build');
    },
    (result, out) => {
      assert.equal(result.status, 1);
      assert.match(result.stderr, /CAP-01\.mdx {2}side {2}expected one of client, server, both, got "host"/);
      assert.match(result.stderr, /Nothing was published/);
      // Astro and the images start beside the check; their words are held back and dropped when it fails.
      assert.doesNotMatch(result.stdout + result.stderr, /\[(build|vite|content|types)\]|badges, \d+ preview images/);
      assert.equal(existsSync(out), false);
      assert.equal(existsSync(`${out}.partial`), false);
      assert.equal(existsSync(`${out}.images`), false);
    },
  );
});

test('npm run build refuses a row body that would read the build machine’s files, naming file and line, and publishes nothing', () => {
  let lines = 0;
  buildCopy(
    (content) => {
      lines = readFileSync(join(content, CAP01), 'utf8').split('\n').length;
      edit(content, CAP01, (t) => `${t}\nimport fs from 'node:fs'\n\n{fs.readFileSync('/etc/hostname', 'utf8')}\n`);
    },
    (result, out) => {
      assert.equal(result.status, 1);
      assert.match(result.stderr, new RegExp(`CAP-01\\.mdx:${lines + 1} {2}\\(body\\) {2}import/export is not allowed`));
      assert.match(result.stderr, new RegExp(`CAP-01\\.mdx:${lines + 3} {2}\\(body\\) {2}JavaScript expression \\{fs\\.readFileSync`));
      assert.match(result.stderr, /Nothing was published/);
      assert.equal(existsSync(out), false);
    },
  );
});
