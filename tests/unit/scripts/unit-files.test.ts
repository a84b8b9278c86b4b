import { test } from 'node:test';
import assert from 'node:assert/strict';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { misnamedUnitFiles, takesAstroLock, unitSteps, unitTestFiles } from '../../../scripts/lib/unit-files.ts';

const root = resolve(import.meta.dirname, '../../..');

test('every unit test file that runs Astro is named *.astro.test.ts, and only those', () => {
  assert.deepEqual(misnamedUnitFiles(root), []);
  const { inProcess, astro } = unitSteps(root);
  // The two steps run every unit test file once.
  assert.deepEqual([...inProcess, ...astro].sort(), unitTestFiles(root));
  assert.equal(new Set([...inProcess, ...astro]).size, unitTestFiles(root).length);
  // The build runs apart; the content check, which builds nothing, shares the process.
  assert.ok(astro.includes('tests/unit/content/build.astro.test.ts'));
  assert.ok(inProcess.includes('tests/unit/content/check.test.ts'));
});

test('a file that takes the Astro lock under another name, or the name without the lock, is named with the fix', () => {
  const dir = mkdtempSync(join(tmpdir(), 'unit-files-'));
  try {
    const write = (path: string, text: string) => {
      mkdirSync(dirname(join(dir, path)), { recursive: true });
      writeFileSync(join(dir, path), text);
    };
    const lock = "import { lockAstro, withAstro } from '../../../scripts/lib/astro-lock.ts';\n";
    write('tests/unit/a/builds.test.ts', `${lock}const r = withAstro(() => spawnSync(node, [build]));`);
    write('tests/unit/a/serves.test.ts', `${lock}const release = lockAstro();`);
    write('tests/unit/a/own-lock.test.ts', `${lock}const release = lockAstro(lock);`);
    write('tests/unit/a/idle.astro.test.ts', "test('x', () => {});");
    write('tests/unit/a/right.astro.test.ts', `${lock}withAstro(() => 1);`);
    // Words about the lock, without importing it, take nothing.
    write('tests/unit/a/words.test.ts', 'const doc = "withAstro() and lockAstro() take the lock";');
    assert.deepEqual(misnamedUnitFiles(dir), [
      'tests/unit/a/builds.test.ts takes the Astro lock: name it *.astro.test.ts, so it runs apart from the shared process',
      'tests/unit/a/idle.astro.test.ts is named *.astro.test.ts but takes no Astro lock: drop ".astro" so it runs in the shared process',
      'tests/unit/a/serves.test.ts takes the Astro lock: name it *.astro.test.ts, so it runs apart from the shared process',
    ]);
    assert.deepEqual(unitSteps(dir).astro, ['tests/unit/a/idle.astro.test.ts', 'tests/unit/a/right.astro.test.ts']);
    // A lock of its own (a test of the lock itself) is not the project's.
    assert.equal(takesAstroLock(`import { lockAstro } from '../../../scripts/lib/astro-lock.ts';\nlockAstro(join(dir, "lock"))`), false);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});
