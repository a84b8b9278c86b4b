import { test, expect } from '@playwright/test';
import { matrix } from './content.ts';

test('the home page answers first: register details come after “About this register”', async ({ page }) => {
  // What the page holds (figures, per-product coverage, problems, no internal shorthand) is checked from the HTML: tests/dist/.
  await page.goto('/');
  await expect(page.getByRole('heading', { name: 'At a glance' })).toBeVisible();
  // Created / Increment / Tags are no longer at the top of the page.
  const about = (await page.getByRole('heading', { name: 'About this register' }).boundingBox())!;
  const created = (await page.getByText('Created', { exact: true }).boundingBox()) ?? { y: Infinity };
  expect(created.y).toBeGreaterThan(about.y);
  // The header's own notes come after the reader's part.
  const notes = page.getByRole('heading', { name: /header notes, as written/, level: 3 });
  await expect(notes).toBeVisible();
  expect((await notes.boundingBox())!.y).toBeGreaterThan(about.y);
  expect((await notes.boundingBox())!.y).toBeGreaterThan((await page.locator('h2#about ~ ul').first().boundingBox())!.y);
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
    const cell = matrix.rows.find((r) => r.id === 'CAP-17')!.cells.mcpx['2025-11-25'];
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
