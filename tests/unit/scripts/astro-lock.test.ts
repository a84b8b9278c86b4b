import { test } from 'node:test';
import assert from 'node:assert/strict';
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { lockAstro } from '../../../scripts/lib/astro-lock.ts';

test('a lock whose holder has died is taken over, and released', (t) => {
  const dir = mkdtempSync(join(tmpdir(), 'astro-lock-'));
  t.after(() => rmSync(dir, { recursive: true, force: true }));
  const lock = join(dir, 'lock');
  const dead = spawnSync(process.execPath, ['-e', 'process.stdout.write(String(process.pid))'], { encoding: 'utf8' });
  mkdirSync(lock);
  writeFileSync(join(lock, 'pid'), dead.stdout);
  const release = lockAstro(lock);
  assert.equal(existsSync(lock), true);
  release();
  assert.equal(existsSync(lock), false);
});

test('a live holder is waited for until it releases the lock', async (t) => {
  const dir = mkdtempSync(join(tmpdir(), 'astro-lock-'));
  t.after(() => rmSync(dir, { recursive: true, force: true }));
  const lock = join(dir, 'lock');
  const mark = join(dir, 'released');
  const lockModule = new URL('../../../scripts/lib/astro-lock.ts', import.meta.url).href;
  // The holder takes the lock, says so, holds it 1 s, writes a mark and then releases it.
  const holder = spawn(
    process.execPath,
    [
      '--input-type=module',
      '-e',
      `const { writeFileSync } = await import('node:fs'); const { lockAstro } = await import(${JSON.stringify(lockModule)}); const release = lockAstro(${JSON.stringify(lock)}); console.log('held'); setTimeout(() => { writeFileSync(${JSON.stringify(mark)}, 'released'); release(); }, 1000);`,
    ],
    { stdio: ['ignore', 'pipe', 'inherit'] },
  );
  await new Promise<void>((held) => holder.stdout.on('data', () => held()));
  assert.equal(existsSync(mark), false);
  const release = lockAstro(lock);
  // Taken only once the holder had let go.
  assert.equal(existsSync(mark), true);
  release();
  await new Promise((done) => holder.on('close', done));
});
