import { test, expect } from '@playwright/test';
import { firstCell, rows } from './content.ts';
import { PRODUCT_IDS, REVISION_IDS, getProduct } from '../../src/lib/register/axes.ts';

// A cell the picker does not start on (not the first row, product or the latest revision), read from the content.
const picked = firstCell(
  'a cell off the picker’s defaults',
  (c) => c.row.id !== rows[0]!.id && c.product !== PRODUCT_IDS[0] && c.revision !== REVISION_IDS.at(-1),
);

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
  await page.getByRole('combobox', { name: 'Product' }).selectOption(picked.product);
  await page.getByRole('combobox', { name: 'Capability' }).selectOption(picked.row.id);
  await page.getByRole('combobox', { name: 'Revision' }).selectOption(picked.revision);
  await page.getByRole('button', { name: 'Open the cell' }).click();
  await expect(page).toHaveURL(new RegExp(`/matrix/#${picked.cell.fragment}$`));
  await expect(
    page.getByRole('dialog', { name: `${picked.row.id}, ${getProduct(picked.product).name}, ${picked.revision} · ${picked.row.title}` }),
  ).toBeVisible();
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });
  test('the picker submits to the matrix with query parameters', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('combobox', { name: 'Product' }).selectOption(picked.product);
    await page.getByRole('combobox', { name: 'Capability' }).selectOption(picked.row.id);
    await page.getByRole('combobox', { name: 'Revision' }).selectOption(picked.revision);
    await page.getByRole('button', { name: 'Open the cell' }).click();
    await expect(page).toHaveURL(new RegExp(`/matrix/\\?product=${picked.product}&q=${picked.row.id}&revision=${picked.revision}$`));
    // Without JavaScript the matrix shows every row, each cell in words: the reader finds the row and its cell.
    const tr = page.locator(`#${picked.row.slug}`);
    await expect(tr).toBeVisible();
    const column = PRODUCT_IDS.indexOf(picked.product) * REVISION_IDS.length + REVISION_IDS.indexOf(picked.revision);
    await expect(tr.locator('td[data-v]').nth(column)).toHaveText(new RegExp(`^${picked.cell.verdict}\\b`));
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
