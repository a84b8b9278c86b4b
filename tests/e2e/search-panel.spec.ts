/** The header search panel behaves: inside the screen on a phone, closed by a click outside, Escape closes then clears; excerpts without heading marks; product pages found by their verdicts; the matrix's "Find a row" finds what the header search finds. */
import { test, expect } from '@playwright/test';
import { PRODUCT_IDS, REVISION_IDS, VERDICTS, getProduct, type ProductId, type VerdictId } from '../../src/lib/register/axes.ts';
import { UNINFORMATIVE } from '../../src/lib/matrix/filters.ts';
import { matrix } from './content.ts';
import { cellAt } from '../../src/lib/lookup/at.ts';

test('at 390 px the results panel opens inside the viewport; a click outside closes it; Escape closes, then clears', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/legend/');
  const box = page.locator('#site-search-input');
  await box.fill('roots');
  const panel = page.locator('#site-search-results');
  await expect(panel.locator('a').first()).toBeVisible();
  const b = (await panel.boundingBox())!;
  expect(b.x).toBeGreaterThanOrEqual(0);
  expect(b.x + b.width).toBeLessThanOrEqual(390);
  await page.mouse.click(b.x + b.width / 2, Math.min(b.y + b.height + 20, 830));
  await expect(panel).toBeHidden();
  await box.focus();
  await expect(panel).toBeVisible();
  await box.press('Escape');
  await expect(panel).toBeHidden();
  await expect(box).toHaveValue('roots');
  await box.press('Escape');
  await expect(box).toHaveValue('');
});

test('excerpts carry no heading “#” marks; a verdict word finds product pages', async ({ page }) => {
  // The verdict word is read from the content: the rarest decided verdict, and the product with most cells of it.
  const counts = new Map<string, Map<ProductId, number>>();
  for (const r of matrix.rows)
    for (const p of PRODUCT_IDS)
      for (const rev of REVISION_IDS) {
        const v = cellAt(r, p, rev).verdict;
        if (UNINFORMATIVE.has(v)) continue;
        const byProduct = counts.get(v) ?? new Map<ProductId, number>();
        byProduct.set(p, (byProduct.get(p) ?? 0) + 1);
        counts.set(v, byProduct);
      }
  const total = (m: Map<ProductId, number>) => [...m.values()].reduce((a, b) => a + b, 0);
  const [verdict, byProduct] = [...counts].sort((a, b) => total(a[1]) - total(b[1]))[0]!;
  const product = [...byProduct].sort((a, b) => b[1] - a[1])[0]![0];
  await page.goto(`/search/?q=${encodeURIComponent(VERDICTS.find((v) => v.id === verdict)!.label)}`);
  await expect(page.locator('#search-page-status')).toHaveText(/results? for/);
  const snippets = await page.locator('#search-page-results p').allInnerTexts();
  for (const s of snippets) expect(s).not.toMatch(/(^|\s)#(\s|$)/);
  const hrefs = await page
    .locator('#search-page-results a')
    .evaluateAll((as) => as.map((a) => new URL((a as HTMLAnchorElement).href).pathname));
  expect(hrefs).toContain(`/clients/${product}/`);
  // A product page is not found by "unknown" text of its tiles.
  for (const s of snippets) expect(s).not.toMatch(/\? unknown\. \? unknown/);
});

test('the matrix’s “Find a row” finds rows by words of their key path, a product, a verdict word', async ({ page }) => {
  // The rows to find are read from the content, so any register has them: a row whose title holds a dotted key path,
  // found by the path's words; a row with a decided cell, found by that verdict's word and by the product with it.
  const decided = (v: string) => !UNINFORMATIVE.has(v as VerdictId);
  const cellOf = (want: (product: ProductId, verdict: string) => boolean) =>
    matrix.rows
      .flatMap((r) => PRODUCT_IDS.flatMap((p) => REVISION_IDS.map((rev) => ({ r, p, verdict: cellAt(r, p, rev).verdict }))))
      .find((c) => want(c.p, c.verdict));
  const pathRow = matrix.rows.find((r) => /\w\.\w/.test(r.title))!;
  const path = pathRow.title.split(' ').find((w) => /\w\.\w/.test(w))!;
  const withVerdict = cellOf((_p, v) => decided(v))!;
  const label = VERDICTS.find((v) => v.id === withVerdict.verdict)!.label;
  const otherProduct = cellOf((p, v) => p !== 'mcpx' && decided(v))!;
  const queries: [string, string][] = [
    [path.split('.').join(' '), pathRow.slug],
    [label, withVerdict.r.slug],
    [`${getProduct(withVerdict.p).name} ${label}`, withVerdict.r.slug],
    [getProduct(otherProduct.p).name, otherProduct.r.slug],
  ];
  for (const [q, row] of queries) {
    await page.goto(`/matrix/?q=${encodeURIComponent(q)}`);
    await expect(page.locator('#matrix-table')).not.toHaveAttribute('aria-busy', 'true');
    await expect(page.locator(`#matrix-table tr#${row}`), q).toBeVisible();
    await expect(page.locator('#matrix-status')).not.toHaveText(/^Showing 0 /);
  }
});
