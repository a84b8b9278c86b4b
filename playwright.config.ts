import { defineConfig } from '@playwright/test';
import { CHROMIUM_ARGS, findBrowser } from './scripts/lib/browser.ts';

const browser = findBrowser();
const port = Number(process.env.E2E_PORT ?? 4399);

export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: true,
  workers: 2,
  retries: 0,
  // The list as it goes, and every test's duration in test-results/e2e-report.json (how the suite's time is measured).
  reporter: [['list'], ['json', { outputFile: 'test-results/e2e-report.json' }]],
  use: {
    baseURL: `http://127.0.0.1:${port}`,
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
