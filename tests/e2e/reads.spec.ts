/**
 * Smaller defects a newcomer met (issue #21, "Smaller"): the toolbar's numbers agree with
 * each other, by-revision headers stay apart, the nav fits a phone. (The home page putting the reader first is in
 * home.spec.ts; what compare and note pages say is checked from the HTML in tests/dist/site.test.ts.)
 */
import { test, expect } from '@playwright/test';
import { representativeRow } from './content.ts';
import { PRODUCTS, REVISION_IDS } from '../../src/lib/register/axes.ts';
import { rowSlug } from '../../src/lib/register/ids.ts';

test('under a filter that folds rows, “Showing N of M rows” counts what the table shows and says how many are folded', async ({ page }) => {
  await page.goto('/matrix/?product=goose');
  const note = page
    .locator('#matrix-wrap')
    .locator('..')
    .getByText(/^Folded, because every cell there is unknown or does not apply: .*(\d+) rows?\.$/);
  await expect(note).toBeVisible();
  const folded = Number(/(\d+) rows?\.$/.exec((await note.textContent())!)![1]);
  const status = page.locator('#matrix-status');
  const shown = await page.locator('#matrix-table tbody:not([hidden]) tr[data-side]').count();
  await expect(status).toHaveText(new RegExp(`^Showing ${shown} of \\d+ rows \\(\\d+ match the filters; ${folded} of them folded\\)$`));
});

test('under a verdict filter, each product header counts the filtered verdict, not an emptied “honest”', async ({ page }) => {
  await page.goto('/matrix/?product=mcpx&verdict=overclaim');
  const caption = page.locator('[data-coverage="mcpx"] .cov-short');
  await expect(caption).toHaveText(/^\d+ of \d+ decided: overclaim$/);
  const [, n] = /^(\d+) of/.exec((await caption.textContent())!)!;
  expect(Number(n)).toBeGreaterThan(0);
  await page.goto('/matrix/');
  await expect(caption).toHaveText(/^\d+\/\d+ decided$/);
});

test('by revision at 1440, product names in the column headers never run into each other', async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto('/matrix/?group=revision');
  const heads = page.locator('#matrix-table thead tr.sub-head th');
  await expect(heads.first()).toHaveText(PRODUCTS[0]!.name);
  const boxes = await heads.evaluateAll((ths) =>
    ths.map((th) => {
      const range = document.createRange();
      range.selectNodeContents(th);
      const text = range.getBoundingClientRect();
      const cell = th.getBoundingClientRect();
      return { name: th.textContent, left: text.left, right: text.right, cellLeft: cell.left, cellRight: cell.right };
    }),
  );
  // Unfiltered, nothing folds: a header for every product under every revision.
  expect(boxes).toHaveLength(PRODUCTS.length * REVISION_IDS.length);
  for (const [i, b] of boxes.entries()) {
    // The words stay inside their own column…
    expect(b.left, `${b.name} (column ${i})`).toBeGreaterThanOrEqual(b.cellLeft - 1);
    expect(b.right, `${b.name} (column ${i})`).toBeLessThanOrEqual(b.cellRight + 1);
  }
  // …and each header's accessible name is the product's own.
  for (const [i, p] of PRODUCTS.entries()) await expect(heads.nth(i)).toHaveAccessibleName(p.name);
});

test('on a phone (390 px) the site nav takes at most two lines', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  for (const path of ['/', '/matrix/', `/capabilities/${rowSlug(representativeRow.id)}/`]) {
    await page.goto(path);
    const tops = await page
      .locator('.site-header nav > a')
      .evaluateAll((links) => [...new Set(links.map((a) => Math.round(a.getBoundingClientRect().top)))]);
    expect(tops.length, `${path}: lines of nav links`).toBeLessThanOrEqual(2);
  }
});
