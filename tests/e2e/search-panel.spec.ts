/** The header search panel behaves: inside the screen on a phone, closed by a click outside, Escape closes then clears; excerpts without heading marks; product pages found by their verdicts; the matrix's "Find a row" finds what the header search finds. */
import { test, expect } from '@playwright/test';
import { SEARCH_TIMEOUT } from './axe.ts';

test('at 390 px the results panel opens inside the viewport; a click outside closes it; Escape closes, then clears', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/legend/');
  const box = page.locator('#site-search-input');
  await box.fill('roots');
  const panel = page.locator('#site-search-results');
  await expect(panel.locator('a').first()).toBeVisible({ timeout: SEARCH_TIMEOUT });
  const b = (await panel.boundingBox())!;
  expect(b.x).toBeGreaterThanOrEqual(0);
  expect(b.x + b.width).toBeLessThanOrEqual(390);
  await page.mouse.click(b.x + b.width / 2, Math.min(b.y + b.height + 20, 830));
  await expect(panel).toBeHidden();
  await box.focus();
  await expect(panel).toBeVisible();
  await box.press('Escape');
  await expect(panel).toBeHidden();
  await expect(box).toHaveValue('roots');
  await box.press('Escape');
  await expect(box).toHaveValue('');
});

test('excerpts carry no heading “#” marks; a verdict word finds product pages', async ({ page }) => {
  await page.goto('/search/?q=overclaim');
  await expect(page.locator('#search-page-status')).toHaveText(/results? for/, { timeout: SEARCH_TIMEOUT });
  const snippets = await page.locator('#search-page-results p').allInnerTexts();
  for (const s of snippets) expect(s).not.toMatch(/(^|\s)#(\s|$)/);
  const hrefs = await page
    .locator('#search-page-results a')
    .evaluateAll((as) => as.map((a) => new URL((a as HTMLAnchorElement).href).pathname));
  expect(hrefs).toContain('/clients/mcpx/');
  // A product page is not found by "unknown" text of its tiles.
  for (const s of snippets) expect(s).not.toMatch(/\? unknown\. \? unknown/);
});

test('the matrix’s “Find a row” finds rows by words of their key path, a product, a verdict word', async ({ page }) => {
  for (const [q, row] of [
    ['elicitation url', 'cap-09'],
    ['overclaim', 'cap-15'],
    ['mcpx overclaim', 'cap-17'],
  ] as const) {
    await page.goto(`/matrix/?q=${encodeURIComponent(q)}`);
    await expect(page.locator('#matrix-table')).not.toHaveAttribute('aria-busy', 'true');
    await expect(page.locator(`#matrix-table tr#${row}`), q).toBeVisible();
    await expect(page.locator('#matrix-status')).not.toHaveText(/^Showing 0 /);
  }
  await page.goto('/matrix/?q=goose');
  await expect(page.locator('#matrix-table')).not.toHaveAttribute('aria-busy', 'true');
  await expect(page.locator('#matrix-table tr#cap-03')).toBeVisible();
});
