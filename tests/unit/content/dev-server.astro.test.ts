/**
 * The author's loop end to end: `astro dev` on a temporary copy of a fixture content folder
 * (port 4501), a quote broken in a row, and the content check's message in the server's
 * output; fixing it says the check passes again. Bounded by timeouts; the server is always stopped.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { lockAstro } from '../../../scripts/lib/astro-lock.ts';

const root = fileURLToPath(new URL('../../..', import.meta.url));
const PORT = process.env.DEV_TEST_PORT ?? '4501';

test('astro dev: breaking a quote in a row prints the content check’s finding, fixing it prints that it passes', { timeout: 240_000 }, async (t) => {
  const dir = mkdtempSync(join(tmpdir(), 'dev-loop-'));
  cpSync(join(root, 'tests/fixtures/content-valid'), join(dir, 'content'), { recursive: true });
  const row = join(dir, 'content/capabilities/CAP-01.mdx');
  const original = readFileSync(row, 'utf8');
  // No other unit test's Astro beside this one (scripts/lib/astro-lock.ts); released when the server has stopped.
  const release = lockAstro();
  // --ignore-lock: run beside an author's own `npm run dev` of this project, without touching it.
  const server = spawn(process.execPath, [join(root, 'node_modules/astro/bin/astro.mjs'), 'dev', '--port', PORT, '--ignore-lock'], {
    cwd: root,
    env: { ...process.env, REGISTER_CONTENT_DIR: join(dir, 'content'), ASTRO_CACHE_DIR: join(dir, 'cache'), ASTRO_TELEMETRY_DISABLED: '1', CI: '1' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  server.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  server.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<void>((resolve) => server.on('exit', () => resolve()));
  t.after(async () => {
    server.kill('SIGTERM');
    const stopped = await Promise.race([exited.then(() => true), new Promise<boolean>((r) => setTimeout(() => r(false), 5000))]);
    if (!stopped) {
      server.kill('SIGKILL');
      await exited;
    }
    release();
    rmSync(dir, { recursive: true, force: true });
  });
  /** Wait until the output after `from` matches, or fail with what the server printed. */
  const waitFor = async (pattern: RegExp, from: number, ms: number) => {
    const until = Date.now() + ms;
    while (Date.now() < until) {
      if (pattern.test(output.slice(from))) return;
      if (server.exitCode !== null) break;
      await new Promise((r) => setTimeout(r, 200));
    }
    assert.fail(`expected ${pattern} within ${ms / 1000} s; the dev server printed:\n${output.slice(-3000)}`);
  };

  await waitFor(/content check passed after start/, 0, 150_000);
  await waitFor(/watching for file changes/, 0, 60_000);
  let mark = output.length;
  writeFileSync(row, original.replace('quote: "renders widgets in the legacy eras"', 'quote: "renders gadgets in the legacy eras"'));
  await waitFor(/capabilities\/CAP-01\.mdx: products\.mcpx\.0\.implemented\.evidence\.0: the quote "renders gadgets in the legacy eras" is not in observation of CAP-01; copy the words exactly/, mark, 30_000);
  assert.match(output.slice(mark), /content check after a change to .*capabilities\/CAP-01\.mdx: 1 problem\(s\) in it/);
  mark = output.length;
  writeFileSync(row, original);
  await waitFor(/content check passed after a change to .*capabilities\/CAP-01\.mdx/, mark, 30_000);
});
