/**
 * Which Chromium the browser tests use. Playwright's own download where it exists (a
 * developer laptop), else the system's: Debian's `chromium-headless-shell` first (the
 * headless-only build Playwright itself runs headless tests in: two runs each of two
 * e2e spec files took 162 and 182 s with it, 204 and 271 s with the full browser, on two cores), then its `chromium`, which is the only
 * browser a machine without Playwright's download host can have otherwise.
 */
import { existsSync } from 'node:fs';
import { chromium } from '@playwright/test';

/** Debian's headless shell (package `chromium-headless-shell`): the binary, then its link in /usr/bin. */
export const SYSTEM_HEADLESS_SHELL = ['/usr/lib/chromium/chromium-headless-shell', '/usr/bin/chromium-headless-shell'];
const SYSTEM_CHROMIUM = ['/usr/bin/chromium', '/usr/bin/chromium-browser', '/usr/bin/google-chrome'];

/** Flags for a headless Chromium on a machine with a closed network, running as root. */
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

export type BrowserChoice = { kind: 'playwright'; path: string } | { kind: 'system'; path: string } | { kind: 'none' };

export function findBrowser(): BrowserChoice {
  const override = process.env.CHROMIUM_PATH;
  if (override) return existsSync(override) ? { kind: 'system', path: override } : { kind: 'none' };
  try {
    const own = chromium.executablePath();
    if (own && existsSync(own)) return { kind: 'playwright', path: own };
  } catch {
    // Playwright has no browser of its own here.
  }
  const system = [...SYSTEM_HEADLESS_SHELL, ...SYSTEM_CHROMIUM].find((p) => existsSync(p));
  return system ? { kind: 'system', path: system } : { kind: 'none' };
}

/** Is this the headless shell (the faster build for tests) rather than a full browser? */
export function isHeadlessShell(choice: BrowserChoice): boolean {
  return choice.kind === 'playwright' || (choice.kind === 'system' && SYSTEM_HEADLESS_SHELL.includes(choice.path));
}
