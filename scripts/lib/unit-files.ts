/**
 * Which unit test files run in one process and which on their own. Most of the unit suite runs
 * in one Node process (`--experimental-test-isolation=none`): a file in a process of its own
 * pays for loading the module graph (about a second of CPU for the content check's), and the
 * check's memo (src/lib/lookup/memo.ts) is shared between files. The files that run Astro
 * (fixture builds, the dev server) are named `*.astro.test.ts` and run apart, one at a time:
 * they wait for the Astro lock (scripts/lib/astro-lock.ts), and in a shared process that wait
 * would hold up every other test.
 */
import { globSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

/** The unit test files, relative to the project root, sorted. */
export function unitTestFiles(root: string): string[] {
  return globSync('tests/unit/**/*.test.ts', { cwd: root }).sort();
}

/** Does the file take the project's Astro lock (to run Astro)? It imports the lock and calls it without a lock of its own. */
export function takesAstroLock(text: string): boolean {
  return /^import [^;]* from '[./]*\/scripts\/lib\/astro-lock\.ts';$/m.test(text) && /\bwithAstro\(|\blockAstro\(\)/.test(text);
}

/** The files of each unit step: `inProcess` share one process, `astro` run each on their own. */
export function unitSteps(root: string): { inProcess: string[]; astro: string[] } {
  const files = unitTestFiles(root);
  return { inProcess: files.filter((f) => !f.endsWith('.astro.test.ts')), astro: files.filter((f) => f.endsWith('.astro.test.ts')) };
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
