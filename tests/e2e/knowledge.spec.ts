/**
 * Coverage in plain words: the home page says how much the register knows of each product before anything else.
 * (What each product page and the home page say is checked from the HTML: tests/dist/site.test.ts.)
 */
import { test, expect } from '@playwright/test';

test('the home page says what the register knows of each product before anything else', async ({ page }) => {
  await page.goto('/');
  const knows = (await page.getByRole('heading', { name: 'What the register knows, per product' }).boundingBox())!;
  const glance = (await page.getByRole('heading', { name: 'At a glance' }).boundingBox())!;
  expect(knows.y).toBeLessThan(glance.y);
});
