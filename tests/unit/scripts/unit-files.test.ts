import { test } from 'node:test';
import assert from 'node:assert/strict';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { sep } from 'node:path';
import { spawnSync } from 'node:child_process';
import {
  CONTENT_GUARD,
  FIXTURE_CONTENT,
  contentReadRefusal,
  misnamedUnitFiles,
  takesAstroLock,
  unitSteps,
  unitTestFiles,
} from '../../../scripts/lib/unit-files.ts';

const root = resolve(import.meta.dirname, '../../..');

test('every unit test file that runs Astro is named *.astro.test.ts, and only those', () => {
  assert.deepEqual(misnamedUnitFiles(root), []);
  const { fixture, register, astro } = unitSteps(root);
  // The three steps run every unit test file once.
  assert.deepEqual([...fixture, ...register, ...astro].sort(), unitTestFiles(root));
  assert.equal(new Set([...fixture, ...register, ...astro]).size, unitTestFiles(root).length);
  // The build runs apart; the content check's fixture tests share the fixture process; the register's own check its own.
  assert.ok(astro.includes('tests/unit/content/build.astro.test.ts'));
  assert.ok(fixture.includes('tests/unit/content/check.test.ts'));
  assert.ok(register.includes('tests/unit/content/register.content.test.ts'));
});

test('a fixture step refuses a read of the register’s content/, and only of it, naming where the test belongs', () => {
  const project = join(tmpdir(), 'project');
  const refused = contentReadRefusal(project, join(project, 'content', 'capabilities', 'CAP-01.mdx'), sep);
  assert.match(refused ?? '', /read the register's content\/capabilities\/CAP-01\.mdx/);
  assert.match(refused ?? '', /\*\.content\.test\.ts/);
  assert.ok(contentReadRefusal(project, join(project, 'content'), sep), 'the folder itself, listed');
  for (const allowed of [
    join(project, 'tests', 'fixtures', 'content-valid', 'products.yaml'),
    join(project, 'contents', 'x.yaml'),
    join(tmpdir(), 'copy', 'content', 'products.yaml'),
    join(project, 'src', 'lib', 'content', 'check.ts'),
  ])
    assert.equal(contentReadRefusal(project, allowed, sep), null, allowed);
  assert.equal(contentReadRefusal(project, null, sep), null, 'a file descriptor is no path');
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

test('the guard the fixture steps preload refuses a named import’s read of content/, and lets the fixture be read', () => {
  const script = [
    "import { readFileSync } from 'node:fs';",
    `readFileSync(${JSON.stringify(join(root, FIXTURE_CONTENT, 'products.yaml'))});`,
    "try { readFileSync('content/products.yaml'); console.log('read'); } catch (e) { console.log(e.message); }",
  ].join('\n');
  const run = spawnSync(process.execPath, ['--import', join(root, CONTENT_GUARD), '--input-type=module', '-e', script], {
    cwd: root,
    encoding: 'utf8',
  });
  assert.equal(run.status, 0, run.stderr);
  assert.match(run.stdout, /^readFileSync: a fixture test read the register's content\/products\.yaml/);
});
