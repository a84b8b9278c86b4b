/**
 * Which Chromium the browser tests use. Playwright's own download where it exists (a
 * developer laptop), else the system's Chromium (Debian's `chromium` package), which is
 * the only browser a machine without Playwright's download host can have.
 */
import { existsSync } from 'node:fs';
import { chromium } from '@playwright/test';

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
  const system = SYSTEM_CHROMIUM.find((p) => existsSync(p));
  return system ? { kind: 'system', path: system } : { kind: 'none' };
}
