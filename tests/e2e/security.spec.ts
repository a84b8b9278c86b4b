/**
 * Security in the browser: the Content-Security-Policy holds (nothing violates it), no request leaves the site's
 * origin, nothing from the URL is written into the page as markup. That every page declares the policy and that
 * every external link carries rel="noopener" is checked from the HTML of every page (tests/dist/site.test.ts, and
 * scripts/check-site.ts for the links).
 */
import { test, expect, type Page } from '@playwright/test';
import { firstCell, representativeRow } from './content.ts';
import { rowSlug } from '../../src/lib/register/ids.ts';

const PAGES = [
  '/',
  '/capabilities/',
  `/capabilities/${rowSlug(representativeRow.id)}/`,
  '/matrix/',
  '/clients/mcpx/',
  '/revisions/2026-07-28/',
  '/legend/',
  '/sources/',
  '/idiosyncrasies/opencode-declares-roots-only/',
  '/changes/',
];

/** Record CSP violations, dialogs and every request the page makes. */
async function watch(page: Page, baseURL: string) {
  const origin = new URL(baseURL).origin;
  const offOrigin: string[] = [];
  const dialogs: string[] = [];
  page.on('request', (r) => {
    const url = new URL(r.url());
    if (url.protocol !== 'data:' && url.origin !== origin) offOrigin.push(r.url());
  });
  page.on('dialog', async (d) => {
    dialogs.push(d.message());
    await d.dismiss();
  });
  await page.addInitScript(() => {
    (window as unknown as { __violations: string[] }).__violations = [];
    document.addEventListener('securitypolicyviolation', (e) =>
      (window as unknown as { __violations: string[] }).__violations.push(`${e.violatedDirective}: ${e.blockedURI}`),
    );
  });
  return {
    offOrigin,
    dialogs,
    violations: () => page.evaluate(() => (window as unknown as { __violations: string[] }).__violations),
  };
}

// One visit of every page type checks both its CSP and that none of its requests leaves
// the origin (two separate loops loaded each page twice; on a small CI runner that was
// the difference between passing and timing out).
test('every page type declares a CSP without unsafe-inline scripts, violates none of it, and requests nothing from elsewhere', async ({
  page,
  baseURL,
}) => {
  const w = await watch(page, baseURL!);
  for (const path of PAGES) {
    await page.goto(path);
    const csp = await page.locator('meta[http-equiv="Content-Security-Policy"]').getAttribute('content');
    expect(csp).toMatch(/script-src 'self'/);
    expect(csp).not.toMatch(/unsafe-inline/);
    expect(await w.violations(), path).toEqual([]);
    expect(w.offOrigin, path).toEqual([]);
  }
});

test('no request leaves the site’s origin from search and the matrix details', async ({ page, baseURL }) => {
  const w = await watch(page, baseURL!);
  await page.goto(`/matrix/#${firstCell('a decided cell', (c) => c.cell.verdict !== 'unknown').cell.fragment}`);
  await expect(page.locator('#cell-details')).toBeVisible();
  await page.getByRole('searchbox', { name: 'Search the register' }).fill('roots');
  await expect(page.locator('#site-search-results li').first()).toBeVisible();
  expect(w.offOrigin).toEqual([]);
  expect(await w.violations()).toEqual([]);
});

const PAYLOADS = ['<img src=x onerror=alert(1)>', '"><script>alert(1)</script>', "'-alert(1)-'", 'javascript:alert(1)'];

for (const payload of PAYLOADS) {
  test(`nothing from the URL becomes markup: ${payload}`, async ({ page, baseURL }) => {
    const w = await watch(page, baseURL!);
    const q = encodeURIComponent(payload);
    await page.goto(`/matrix/?q=${q}&product=${q}&verdict=${q},honest&group=${q}#${q}`);
    await expect(page.locator('#matrix-q')).toHaveValue(payload.trim());
    await expect(page.locator('#matrix-status')).toHaveText(/^Showing \d+ of \d+ rows( \(\d+ match the filters; \d+ of them folded\))?$/);
    await page.goto(`/search/?q=${q}`);
    await page.getByRole('searchbox', { name: 'Search the register' }).fill(payload);
    // Wait until the search has answered (even "0 results"), so its output is what is checked.
    await expect(page.locator('#site-search-status')).toHaveText(/^\d+ results?$/);
    await page.goto(`/capabilities/${encodeURIComponent(payload.replaceAll('/', ''))}/`);
    await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
    expect(await page.locator('img[src="x"], main script:not([src])').count()).toBe(0);
    expect(w.dialogs).toEqual([]);
    expect(await w.violations()).toEqual([]);
  });
}
