/**
 * One Astro at a time. Astro writes `.astro/` at the project root whenever it builds, syncs or
 * serves: the type check (`astro check`), the determinism check's second build, and among the
 * unit tests the fixture builds and the dev server of the `*.astro.test.ts` files (which npm test
 * runs apart: scripts/lib/unit-files.ts). Two of them side by side would read each other's files,
 * so each takes this lock around its Astro (the type check and the second build through
 * `scripts/with-astro-lock.ts`), and everything else in `npm test` runs beside them freely. A
 * lock left by a process that died is taken over.
 */
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';

const LOCK = join(resolve(import.meta.dirname, '../..'), 'node_modules/.cache/astro.lock');
const sleeper = new Int32Array(new SharedArrayBuffer(4));

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** Wait until nothing else runs Astro, then hold the lock (`lock`: its folder); returns the function that releases it. */
export function lockAstro(lock: string = LOCK): () => void {
  mkdirSync(join(lock, '..'), { recursive: true });
  for (;;) {
    try {
      mkdirSync(lock);
      writeFileSync(join(lock, 'pid'), String(process.pid));
      return () => rmSync(lock, { recursive: true, force: true });
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    }
    let holder = NaN;
    try {
      holder = Number(readFileSync(join(lock, 'pid'), 'utf8'));
    } catch {
      // The holder has made the folder and not yet written its pid, or has just released it.
    }
    if (Number.isInteger(holder) && holder > 0 && !alive(holder)) rmSync(lock, { recursive: true, force: true });
    else Atomics.wait(sleeper, 0, 0, 200);
  }
}

/** Run `fn` holding the lock. */
export function withAstro<T>(fn: () => T): T {
  const release = lockAstro();
  try {
    return fn();
  } finally {
    release();
  }
}
