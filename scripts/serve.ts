/**
 * `npm run serve`: serve the built site at http://127.0.0.1:4321/ (PORT overrides).
 * Uses Astro's own static preview server so URLs behave as they will when deployed.
 */
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';

const root = resolve(import.meta.dirname, '..');
if (!existsSync(join(root, 'dist', 'index.html'))) {
  console.error('No built site in dist/: run `npm run build` first (or `npm start`, which builds and serves).');
  process.exit(1);
}
const port = process.env.PORT ?? '4321';
const child = spawn(process.execPath, [join(root, 'node_modules/astro/bin/astro.mjs'), 'preview', '--host', '127.0.0.1', '--port', port], {
  stdio: 'inherit',
  cwd: root,
  env: { ...process.env, ASTRO_TELEMETRY_DISABLED: '1' },
});
for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => child.kill(signal));
child.on('exit', (code) => process.exit(code ?? 0));
