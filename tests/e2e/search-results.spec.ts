import { test, expect } from '@playwright/test';
import { cellAt } from '../../src/lib/lookup/at.ts';
import { matrix } from './content.ts';
import { PRODUCTS, REVISION_IDS, VERDICTS } from '../../src/lib/register/axes.ts';

test('a search result marks the matched words and lists the verdicts of the cells the query names', async ({ page }) => {
  // The first row with an applicable cell of some product, found in the content.
  const found = matrix.rows.flatMap((row) =>
    PRODUCTS.flatMap((p) =>
      REVISION_IDS.filter((r) => cellAt(row, p.id, r).verdict !== 'not-applicable').map((r) => ({ row, product: p, revision: r })),
    ),
  )[0];
  expect(found).toBeDefined();
  const { row, product, revision } = found!;
  const verdict = VERDICTS.find((v) => v.id === cellAt(row, product.id, revision).verdict)!;
  await page.goto(`/search/?q=${encodeURIComponent(`${row.id} ${product.id} ${revision}`)}`);
  await expect(page.locator('#search-page-status')).toContainText('for “');
  const result = page
    .locator('#search-page-results > li')
    .filter({ has: page.locator(`a[href$="/capabilities/${row.id.toLowerCase()}/"]`) });
  await expect(result).toHaveCount(1);
  await expect(result.locator('p mark').first()).toBeVisible();
  await expect(result.getByRole('list', { name: 'Cells the search names' })).toContainText(
    `${product.name} at ${revision}: ${verdict.label}`,
  );
  // Found by its id and title, a row page's excerpt is its own words, not the list of words it is also found by (the id's
  // unhyphenated spelling is only in that list).
  await page.goto(`/search/?q=${encodeURIComponent(`${row.id} ${row.title}`)}`);
  await expect(page.locator('#search-page-status')).toContainText('for “');
  const byTitle = page
    .locator('#search-page-results > li')
    .filter({ has: page.locator(`a[href$="/capabilities/${row.id.toLowerCase()}/"]`) });
  await expect(byTitle.locator('p mark').first()).toBeVisible();
  await expect(byTitle.locator('p')).not.toContainText(row.id.replace('-', ''));
});
