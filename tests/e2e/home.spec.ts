import { test, expect } from '@playwright/test';
import { problemsWith } from '../../src/lib/views/home.ts';
import { matrix } from './content.ts';
import { cellAt } from '../../src/lib/lookup/at.ts';

test('the home page answers first: figures, per-product coverage, problems; register details come last', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { name: 'At a glance' })).toBeVisible();
  await expect(page.getByRole('table', { name: /decided cells are honest/ }).getByRole('row')).toHaveCount(1 + 6);
  const overclaims = problemsWith(matrix, 'overclaim');
  await expect(page.locator('section[aria-labelledby=overclaims] li')).toHaveCount(overclaims.length);
  await expect(page.getByRole('heading', { name: /Where the documents disagree/ })).toBeVisible();
  // Created / Increment / Tags are no longer at the top of the page.
  const about = (await page.getByRole('heading', { name: 'About this register' }).boundingBox())!;
  const created = (await page.getByText('Created', { exact: true }).boundingBox()) ?? { y: Infinity };
  expect(created.y).toBeGreaterThan(about.y);
  // Internal shorthand stays off the overview.
  await expect(page.locator('main')).not.toContainText('#177 class');
  await expect(page.locator('main')).not.toContainText('front-matter');
});

test('the picker opens the cell itself (with JavaScript)', async ({ page }) => {
  await page.goto('/');
  await page.getByRole('combobox', { name: 'Product' }).selectOption('mcpx');
  await page.getByRole('combobox', { name: 'Capability' }).selectOption('CAP-17');
  await page.getByRole('combobox', { name: 'Revision' }).selectOption('2025-11-25');
  await page.getByRole('button', { name: 'Open the cell' }).click();
  await expect(page).toHaveURL(/\/matrix\/#cap-17--mcpx--2025-11-25$/);
  await expect(page.getByRole('dialog', { name: /CAP-17, mcpx, 2025-11-25/ })).toBeVisible();
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });
  test('the picker submits to the matrix with query parameters', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('combobox', { name: 'Product' }).selectOption('mcpx');
    await page.getByRole('combobox', { name: 'Capability' }).selectOption('CAP-17');
    await page.getByRole('combobox', { name: 'Revision' }).selectOption('2025-11-25');
    await page.getByRole('button', { name: 'Open the cell' }).click();
    await expect(page).toHaveURL(/\/matrix\/\?product=mcpx&q=CAP-17&revision=2025-11-25$/);
    // Without JavaScript the matrix shows every row, each cell in words: the reader finds CAP-17's row and its cell.
    await expect(page.locator('#cap-17')).toBeVisible();
    const cell = cellAt(
      matrix.rows.find((r) => r.id === 'CAP-17')!,
      'mcpx',
      '2025-11-25',
    );
    await expect(page.locator('#cap-17 td[data-v]').nth(3)).toHaveText(new RegExp(`^${cell.verdict}\\b`));
  });
});

for (const [width, height] of [
  [1440, 900],
  [390, 844],
] as const) {
  test(`${width} px: the cell picker is on the first screen, before the per-product lines`, async ({ page }) => {
    await page.setViewportSize({ width, height });
    await page.goto('/');
    const button = page.getByRole('button', { name: 'Open the cell' });
    await expect(button).toBeInViewport();
    const picker = (await page.locator('#cell-picker').boundingBox())!;
    const knows = (await page.getByRole('heading', { name: 'What the register knows, per product' }).boundingBox())!;
    expect(picker.y).toBeLessThan(knows.y);
  });
}

test('per-product shares are counts of what is known, never a bar or a percentage', async ({ page }) => {
  await page.goto('/');
  const table = page.getByRole('table', { name: /decided cells are honest/ });
  await expect(table.locator('meter, progress')).toHaveCount(0);
  await expect(table).not.toContainText('%');
  // Each product's line is one sentence of counts.
  for (const li of await page.locator('section[aria-labelledby=knows] li').all()) await expect(li).toHaveText(/^[^:]+: [^.]*\.$/);
});
