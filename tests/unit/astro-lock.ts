/**
 * One Astro at a time among the unit tests. Astro writes `.astro/` at the project root whenever
 * it builds or serves (the fixture builds of content/check.test.ts and matrix/pages.test.ts, the
 * dev server of content/dev-server.test.ts), so two of them side by side would read each other's
 * files. The unit tests run two files at a time (scripts/test.ts); these tests take this lock
 * around their Astro, and the rest run beside them freely. A lock left by a process that died is
 * taken over.
 */
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';

const LOCK = join(resolve(import.meta.dirname, '../..'), 'node_modules/.cache/unit-astro.lock');
const sleeper = new Int32Array(new SharedArrayBuffer(4));

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** Wait until no other unit test runs Astro, then hold the lock (`lock`: its folder); returns the function that releases it. */
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
