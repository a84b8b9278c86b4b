/**
 * /how-sure/ answers first: its decided-cells table (every count equal to /matrix.json's and linked to the matrix
 * filtered to them: tests/dist/site.test.ts) is on the first screen at a desktop width, and cards on a phone; its
 * filters work without JavaScript (one at a time) and combine with it.
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

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });
  test('a filter link shows one product: its row of the table, its statements and its figures', async ({ page }) => {
    await page.setViewportSize({ width: 1440, height: 900 });
    await page.goto('/how-sure/');
    const filters = page.getByRole('navigation', { name: 'Show only' });
    const link = filters.getByRole('link', { name: 'goose', exact: true });
    await link.click();
    await expect(page).toHaveURL(/#only-product-goose$/);
    const table = page.getByRole('table', { name: /Decided cells per product/ });
    await expect(table.locator('tbody tr:visible')).toHaveCount(1);
    await expect(table.locator('tbody tr:visible th')).toHaveText('goose');
    await expect(page.locator('.filter-status[data-for="only-product-goose"]')).toBeVisible();
    await expect(page.locator('.filter-status[data-for="only-product-mcpx"]')).toBeHidden();
    const shown = page.locator('ul.carried-statements > li:visible');
    expect(await shown.count()).toBeGreaterThan(0);
    for (const products of await shown.evaluateAll((lis) => lis.map((li) => (li as HTMLElement).dataset.product ?? '')))
      expect(products.split(' ')).toContain('goose');
    await expect(page.locator('ul.covers > li:visible:not([data-product="goose"])')).toHaveCount(0);
    // “Show all” leaves the filter.
    await filters.getByRole('link', { name: 'Show all' }).click();
    await expect(table.locator('tbody tr:visible')).toHaveCount(await table.locator('tbody tr').count());
  });
});

test('with JavaScript the filters combine, one value per dimension, kept in the address', async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto('/how-sure/');
  const filters = page.getByRole('navigation', { name: 'Show only' });
  // A product and a verdict that some statement carries together (read from the page's own lines: the content decides which).
  const [product, verdict] = await page
    .locator('ul.covers > li')
    .first()
    .evaluate((li) => [(li as HTMLElement).dataset.product!, (li as HTMLElement).dataset.verdict!]);
  await filters.locator(`a[data-dimension="product"][data-value="${product}"]`).click();
  await filters.locator(`a[data-dimension="verdict"][data-value="${verdict}"]`).click();
  await expect(page).toHaveURL(new RegExp(`\\?product=${product}&verdict=${verdict}$`));
  await expect(filters.locator('a[aria-current]')).toHaveCount(2);
  const lines = page.locator('ul.covers > li:visible');
  expect(await lines.count()).toBeGreaterThan(0);
  for (const [p, v] of await lines.evaluateAll((lis) =>
    lis.map((li) => [(li as HTMLElement).dataset.product, (li as HTMLElement).dataset.verdict]),
  ))
    expect([p, v]).toEqual([product, verdict]);
  const shown = await page.locator('ul.carried-statements > li:visible').count();
  await expect(page.locator('#how-sure-filter-status')).toContainText(
    `Showing ${shown} of ${await page.locator('ul.carried-statements > li').count()} statements.`,
  );
  // The table keeps the product's row and the verdict's column.
  const table = page.getByRole('table', { name: /Decided cells per product/ });
  await expect(table.locator('tbody tr:visible')).toHaveCount(1);
  // A second click on a value drops it; reloading keeps what is left.
  await filters.locator(`a[data-dimension="verdict"][data-value="${verdict}"]`).click();
  await expect(page).toHaveURL(new RegExp(`\\?product=${product}$`));
  await page.reload();
  await expect(filters.locator(`a[data-dimension="product"][data-value="${product}"]`)).toHaveAttribute('aria-current', 'true');
  await expect(page.locator(`ul.covers > li:visible:not([data-product="${product}"])`)).toHaveCount(0);
});

test('390 px: every filter link is at least 24 px tall and the filters fit', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/how-sure/');
  const heights = await page.locator('.how-sure-filters a').evaluateAll((as) => as.map((a) => a.getBoundingClientRect().height));
  expect(Math.min(...heights)).toBeGreaterThanOrEqual(24);
  const box = (await page.locator('.how-sure-filters').boundingBox())!;
  expect(box.x + box.width).toBeLessThanOrEqual(390);
});
