/** Coverage in plain words: the product pages and the home page say at the top how much the register knows of each product. */
import { test, expect } from '@playwright/test';
import { PRODUCTS } from '../../src/lib/register/axes.ts';

test('each product page opens with what the register knows of it; goose’s says it has not been audited', async ({ page }) => {
  for (const p of PRODUCTS) {
    await page.goto(`/clients/${p.id}/`);
    const first = page.locator('main h1 + p');
    await expect(first).toHaveAttribute('id', 'knowledge');
    await expect(first).toContainText(new RegExp(`Of the \\d+ cells? that can apply to ${p.name}, \\d+ (is|are) decided`));
  }
  await page.goto('/clients/goose/');
  await expect(page.locator('#knowledge')).toContainText('The register has not audited goose');
  await page.goto('/clients/mcpx/');
  await expect(page.locator('#knowledge')).toContainText(/rows audit mcpx/);
});

test('the home page says it for every product before anything else', async ({ page }) => {
  await page.goto('/');
  const list = page.locator('section[aria-labelledby=knows] li');
  await expect(list).toHaveCount(PRODUCTS.length);
  await expect(list.filter({ hasText: /^goose:/ })).toContainText('not audited');
  const knows = (await page.getByRole('heading', { name: 'What the register knows, per product' }).boundingBox())!;
  const glance = (await page.getByRole('heading', { name: 'At a glance' }).boundingBox())!;
  expect(knows.y).toBeLessThan(glance.y);
});
