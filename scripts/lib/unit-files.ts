/**
 * Which unit test files run in which process, and on which content.
 *
 * - **Fixture tests** (most files) run in one Node process (`--experimental-test-isolation=none`) whose content is
 *   the valid fixture (`REGISTER_CONTENT_DIR=tests/fixtures/content-valid`): the products, revisions and sources the
 *   code reads once per process are the fixture's, so a change an author makes to content/ (a new revision, a
 *   product, a correction) moves none of them. A read of a file under content/ fails there
 *   (tests/unit/register-content-guard.ts).
 * - **Register tests** (`*.content.test.ts`) check invariants of the register's own content/ (it passes the content
 *   check, it is in sync with its text, the gateway agrees with the matrix), in a second shared process on content/.
 * - **Astro tests** (`*.astro.test.ts`: fixture builds, the dev server) run apart, one at a time, on the fixture:
 *   they wait for the Astro lock (scripts/lib/astro-lock.ts), and in a shared process that wait would hold up every
 *   other test.
 *
 * One shared process pays for loading the module graph once (about a second of CPU for the content check's) and
 * shares the check's memo (src/lib/lookup/memo.ts) between files.
 */
import { globSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';

/** The content the fixture and Astro steps run on, relative to the project root. */
export const FIXTURE_CONTENT = 'tests/fixtures/content-valid';
/** The module the fixture steps preload, which refuses reads of content/ (relative to the project root). */
export const CONTENT_GUARD = 'tests/unit/register-content-guard.ts';

/** The unit test files, relative to the project root, sorted. */
export function unitTestFiles(root: string): string[] {
  return globSync('tests/unit/**/*.test.ts', { cwd: root }).sort();
}

/** Does the file take the project's Astro lock (to run Astro)? It imports the lock and calls it without a lock of its own. */
export function takesAstroLock(text: string): boolean {
  return /^import [^;]* from '[./]*\/scripts\/lib\/astro-lock\.ts';$/m.test(text) && /\bwithAstro\(|\blockAstro\(\)/.test(text);
}

/** The files of each unit step: `fixture` and `register` each share one process, `astro` run each on their own. */
export function unitSteps(root: string): { fixture: string[]; register: string[]; astro: string[] } {
  const files = unitTestFiles(root);
  return {
    fixture: files.filter((f) => !f.endsWith('.astro.test.ts') && !f.endsWith('.content.test.ts')),
    register: files.filter((f) => f.endsWith('.content.test.ts')),
    astro: files.filter((f) => f.endsWith('.astro.test.ts')),
  };
}

/**
 * Why a read of `path` is refused in a fixture step, or null where it is not: the register's content/ folder and
 * everything in it (`sep` is the platform's path separator).
 */
export function contentReadRefusal(root: string, path: string | null, sep: string): string | null {
  if (path === null) return null;
  const inside = relative(join(root, 'content'), path);
  if (inside.startsWith('..') || inside.startsWith(sep) || /^[A-Za-z]:/.test(inside)) return null;
  return (
    `a fixture test read the register's ${join('content', inside)}: the fixture steps run on ${FIXTURE_CONTENT}, ` +
    `so an author's change to content/ must not move them. Read the fixture instead, or move the test into a ` +
    `*.content.test.ts file (a check of the register's own content)`
  );
}

/** Files whose name and use of the Astro lock disagree, in words (empty when the split is right). */
export function misnamedUnitFiles(root: string): string[] {
  return unitTestFiles(root).flatMap((f) => {
    const astro = f.endsWith('.astro.test.ts');
    const locks = takesAstroLock(readFileSync(join(root, f), 'utf8'));
    if (locks && !astro) return [`${f} takes the Astro lock: name it *.astro.test.ts, so it runs apart from the shared process`];
    if (astro && !locks) return [`${f} is named *.astro.test.ts but takes no Astro lock: drop ".astro" so it runs in the shared process`];
    return [];
  });
}
