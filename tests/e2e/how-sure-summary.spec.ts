/**
 * /how-sure/ answers first: decided cells (a real verdict) per product and verdict, stated and
 * inferred apart, every count equal to /matrix.json's and linked to the matrix filtered to them.
 */
import { test, expect } from '@playwright/test';
import { getProduct, PRODUCT_IDS, VERDICTS } from '../../src/lib/register/axes.ts';

interface Exported {
  rows: { cells: Record<string, Record<string, { verdict: string; basis: string }>> }[];
}

const decided = new Set<string>(VERDICTS.filter((v) => !v.faded && v.id !== 'unknown').map((v) => v.id));

test('/how-sure/ opens with decided cells per product, stated and inferred, matching /matrix.json, each linked to the matrix', async ({
  page,
  request,
}) => {
  const data = (await (await request.get('/matrix.json')).json()) as Exported;
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto('/how-sure/');
  const table = page.getByRole('table', { name: /Decided cells per product/ });
  await expect(table).toBeInViewport();
  for (const product of PRODUCT_IDS) {
    const cells = data.rows.flatMap((r) => Object.values(r.cells[product]!)).filter((c) => decided.has(c.verdict));
    const inferred = cells.filter((c) => c.basis === 'inferred').length;
    const row = table.getByRole('row', { name: new RegExp(`^${getProduct(product).name} `) });
    await expect(row.getByRole('cell').first()).toHaveText(`${cells.length - inferred} stated, ${inferred} inferred`);
  }
  // A count opens exactly those cells in the matrix.
  const link = table.locator('tbody a[href*="verdict="]').first();
  const href = (await link.getAttribute('href'))!;
  const params = new URL(href, 'http://x').searchParams;
  const [product, verdict, basis] = [params.get('product')!, params.get('verdict')!, params.get('basis')!];
  const expected = data.rows
    .flatMap((r) => Object.values(r.cells[product]!))
    .filter((c) => c.verdict === verdict && (basis === 'inferred' ? c.basis === 'inferred' : c.basis !== 'inferred')).length;
  expect(await link.textContent()).toBe(`${expected} ${basis}`);
});

test('390 px: the decided-cells table is cards, nothing scrolls sideways', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/how-sure/');
  await expect(page.getByRole('table', { name: /Decided cells per product/ })).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBeLessThanOrEqual(0);
});
