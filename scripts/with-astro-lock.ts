/**
 * `node scripts/with-astro-lock.ts <script> [args…]`: run a Node script holding the Astro lock
 * (`scripts/lib/astro-lock.ts`), so that `npm test` can run the type check and the
 * determinism build beside the unit tests, whose fixture builds take the same lock. Exits with
 * the script's status.
 */
import { spawnSync } from 'node:child_process';
import { lockAstro } from './lib/astro-lock.ts';

const [script, ...args] = process.argv.slice(2);
if (!script) {
  console.error('usage: node scripts/with-astro-lock.ts <script> [args…]');
  process.exit(2);
}
const release = lockAstro();
try {
  const result = spawnSync(process.execPath, [script, ...args], { stdio: 'inherit' });
  process.exitCode = result.status ?? 1;
} finally {
  release();
}
