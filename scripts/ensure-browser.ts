/**
 * Make sure a Chromium exists for the browser tests. Playwright cannot download its own
 * browser on machines without its download host, so on Debian, as root, install the
 * distribution's `chromium-headless-shell` package (the faster build for headless tests,
 * see scripts/lib/browser.ts), or `chromium` where the shell is not packaged. A machine
 * that has only the full `chromium` gets the shell too, when it can be installed; if it
 * cannot, the full browser is used. Elsewhere, say what to do.
 */
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { findBrowser, isHeadlessShell } from './lib/browser.ts';

const describe = (found: ReturnType<typeof findBrowser>) =>
  found.kind === 'none' ? 'none' : `${found.path} (${found.kind === 'playwright' ? "Playwright's own" : 'system Chromium'})`;

const found = findBrowser();
const canInstall = process.getuid?.() === 0 && existsSync('/usr/bin/apt-get') && !process.env.CHROMIUM_PATH;
if (found.kind !== 'none' && (isHeadlessShell(found) || !canInstall)) {
  console.log(`Browser for end-to-end tests: ${describe(found)}`);
  process.exit(0);
}
if (!canInstall) {
  console.error(
    'No Chromium found for the end-to-end tests. Install one: `npx playwright install chromium` where its download ' +
      'host is reachable, or the system package (`apt-get install chromium-headless-shell` or `chromium` on Debian), or set CHROMIUM_PATH.',
  );
  process.exit(1);
}
const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
const apt = (...args: string[]) => spawnSync('apt-get', args, { stdio: 'inherit', env }).status === 0;
console.log(
  found.kind === 'none'
    ? 'No Chromium found: installing Debian’s chromium-headless-shell package (about 15 s)...'
    : `Found ${describe(found)}; installing Debian’s chromium-headless-shell, the faster build for headless tests (about 15 s)...`,
);
const installed =
  (apt('install', '-y', '-qq', 'chromium-headless-shell') ||
    (apt('update', '-qq') && apt('install', '-y', '-qq', 'chromium-headless-shell'))) &&
  isHeadlessShell(findBrowser());
if (!installed && findBrowser().kind === 'none') {
  console.log('chromium-headless-shell could not be installed: installing chromium instead...');
  if (
    !(apt('install', '-y', '-qq', 'chromium') || (apt('update', '-qq') && apt('install', '-y', '-qq', 'chromium'))) ||
    findBrowser().kind === 'none'
  ) {
    console.error('Installing chromium failed; see the apt-get output above.');
    process.exit(1);
  }
}
console.log(`Browser for end-to-end tests: ${describe(findBrowser())}`);
