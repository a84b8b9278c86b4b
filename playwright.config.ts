import { defineConfig } from '@playwright/test';
import { CHROMIUM_ARGS, findBrowser } from './scripts/lib/browser.ts';

const browser = findBrowser();
const port = Number(process.env.E2E_PORT ?? 4399);

export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: true,
  workers: 2,
  retries: 0,
  // One budget for every test and one for every wait, the same for all, set for a loaded two-core machine (npm test
  // runs the other checks beside this suite, and another build may be running): no test or wait asks for more, and
  // every wait is on a state the page announces (an element, an attribute, a URL), never on a clock. The longest
  // test (a focus-ring walk over every page type) took 26 s at load 12; a search's first answer (Pagefind loading its
  // WebAssembly and index) took up to 20 s there.
  timeout: 180_000,
  expect: { timeout: 30_000 },
  // The list as it goes, and every test's duration in test-results/e2e-report.json (how the suite's time is measured).
  reporter: [['list'], ['json', { outputFile: 'test-results/e2e-report.json' }]],
  use: {
    // One browser context per worker, reset between tests (Playwright's experimental reuseContext): cookies, cache,
    // storage, extra pages, routes, init scripts and bindings cleared, viewport and emulation set again; a test that
    // needs other context options (JavaScript off) gets a fresh context. A new context and page cost about 0.16 s of
    // CPU per test (a renderer process started and set up), a tenth of the suite's. Not reset, and relied on by no
    // test: permissions granted (the clipboard's, by the copy tests), the page's history (every test navigates first).
    reuseContext: true,
    baseURL: `http://127.0.0.1:${port}`,
    actionTimeout: 30_000,
    navigationTimeout: 60_000,
    launchOptions: {
      ...(browser.kind === 'system' ? { executablePath: browser.path } : {}),
      args: CHROMIUM_ARGS,
    },
  },
  webServer: {
    command: 'node scripts/serve.ts',
    env: { PORT: String(port) },
    url: `http://127.0.0.1:${port}/`,
    reuseExistingServer: false,
    timeout: 60_000,
  },
});
