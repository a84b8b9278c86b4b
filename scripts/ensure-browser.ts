/**
 * Make sure a Chromium exists for the browser tests. Playwright cannot download its own
 * browser on machines without its download host, so on Debian, as root, install the
 * distribution's `chromium` package. Elsewhere, say what to do.
 */
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { findBrowser } from './lib/browser.ts';

const found = findBrowser();
if (found.kind !== 'none') {
  console.log(`Browser for end-to-end tests: ${found.path} (${found.kind === 'playwright' ? "Playwright's own" : 'system Chromium'})`);
  process.exit(0);
}
const isRoot = process.getuid?.() === 0;
if (!isRoot || !existsSync('/usr/bin/apt-get')) {
  console.error(
    'No Chromium found for the end-to-end tests. Install one: `npx playwright install chromium` where its download ' +
      'host is reachable, or the system package (`apt-get install chromium` on Debian), or set CHROMIUM_PATH.',
  );
  process.exit(1);
}
console.log('No Chromium found: installing Debian’s chromium package (about 15 s)...');
const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
const update = spawnSync('apt-get', ['update', '-qq'], { stdio: 'inherit', env });
const install = update.status === 0 ? spawnSync('apt-get', ['install', '-y', '-qq', 'chromium'], { stdio: 'inherit', env }) : update;
if (install.status !== 0 || findBrowser().kind === 'none') {
  console.error('Installing chromium failed; see the apt-get output above.');
  process.exit(1);
}
console.log(`Installed ${findBrowser().kind === 'none' ? '' : (findBrowser() as { path: string }).path}`);
