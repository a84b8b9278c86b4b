/**
 * `npm run check-determinism [-- <dist>]`: build the same commit again into a temporary
 * folder and compare it with <dist> (default dist/) file by file. Exits 1 naming every
 * file that differs, is missing or is extra. The second build renders every preview image
 * afresh (REGISTER_IMAGE_CACHE=off): a first build that read them from the cache is then
 * compared with a renderer's own output, so the renderer is still shown to be deterministic.
 */
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { mkdtempSync, readFileSync, readdirSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { compareBuilds } from './lib/dist-check.ts';

const projectRoot = resolve(import.meta.dirname, '..');
const dist = resolve(process.argv[2] ?? join(projectRoot, 'dist'));

function digests(dir: string): Map<string, string> {
  const out = new Map<string, string>();
  for (const f of readdirSync(dir, { recursive: true }).map(String)) {
    const path = join(dir, f);
    if (statSync(path).isFile()) out.set(f, createHash('sha256').update(readFileSync(path)).digest('hex'));
  }
  return out;
}

const temp = mkdtempSync(join(tmpdir(), 'register-determinism-'));
const second = join(temp, 'dist');
try {
  const build = spawnSync(process.execPath, [join(projectRoot, 'scripts/build.ts'), '--out', second], {
    stdio: ['ignore', 'ignore', 'inherit'],
    env: { ...process.env, REGISTER_IMAGE_CACHE: 'off' },
  });
  if (build.status !== 0) {
    console.error('Determinism check: the second build failed.');
    process.exit(1);
  }
  const a = digests(dist);
  const b = digests(second);
  const differences = compareBuilds(a, b);
  if (differences.length) {
    console.error(`Determinism check failed: two builds of the same commit differ in ${differences.length} file(s)`);
    for (const d of differences) console.error(`  ${d}`);
    process.exit(1);
  }
  console.log(`Determinism check passed: two builds are identical (${a.size} files).`);
} finally {
  rmSync(temp, { recursive: true, force: true });
}
