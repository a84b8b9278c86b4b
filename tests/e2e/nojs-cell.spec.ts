/** A cell link from another page lands on the cell with JavaScript, and on its row without. */
import { test, expect } from '@playwright/test';
import { problemsWith } from '../../src/lib/views/home.ts';
import { matrix } from './content.ts';

const problem = problemsWith(matrix, 'overclaim').at(-1)!;

test('with JavaScript, a home page problem tile opens its cell on the matrix', async ({ page }) => {
  await page.goto('/');
  const cell = problem.cells.at(-1)!;
  await page.locator(`a[data-cell="${cell.cell.fragment}"]`).click();
  await expect(page.getByRole('dialog', { name: new RegExp(`^${problem.row}, `) })).toBeVisible();
  await expect(page.locator(`#${cell.cell.fragment}`)).toBeInViewport();
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });
  test('the same link lands on the cell’s row', async ({ page }) => {
    await page.setViewportSize({ width: 1440, height: 900 });
    await page.goto('/');
    const href = await page.locator(`a[data-cell="${problem.cells.at(-1)!.cell.fragment}"]`).getAttribute('href');
    await page.goto(href!);
    await expect(page.locator(`#${problem.slug}`)).toBeInViewport();
  });
});
