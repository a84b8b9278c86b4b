/**
 * /how-sure/ answers first: its decided-cells table (every count equal to /matrix.json's and linked to the matrix
 * filtered to them: tests/dist/site.test.ts) is on the first screen at a desktop width, and cards on a phone.
 */
import { test, expect } from '@playwright/test';

test('at 1440 px the decided-cells table is on the first screen', async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto('/how-sure/');
  await expect(page.getByRole('table', { name: /Decided cells per product/ })).toBeInViewport();
});

test('390 px: the decided-cells table is cards, nothing scrolls sideways', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/how-sure/');
  await expect(page.getByRole('table', { name: /Decided cells per product/ })).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBeLessThanOrEqual(0);
});
