/**
 * Keyboard and touch: focus comes back to the tile after Back from the drawer's evidence link;
 * every Tab stop before the matrix grid is seen when focused (nothing clipped or zero-sized);
 * on a phone every control of the header, the matrix toolbar and the cell drawer is at least
 * 24 px tall.
 */
import { test, expect, type Page } from '@playwright/test';

/** The first tile of the matrix that has a quote in its drawer, opened; returns its cell id. */
async function openQuotedCell(page: Page): Promise<string> {
  await page.goto('/matrix/');
  const tiles = page.locator('#matrix-table td[data-v]:not([data-v="unknown"]):not([data-v="not-applicable"]) a');
  await tiles.first().click();
  const drawer = page.locator('#cell-details');
  await expect(drawer.locator('ul.evidence a').first()).toBeVisible();
  return (await tiles.first().evaluate((a) => a.parentElement!.id))!;
}

test('after Back from an evidence link in the drawer, focus is on the cell’s tile', async ({ page }) => {
  const id = await openQuotedCell(page);
  await page.locator('#cell-details ul.evidence a').first().click();
  await expect(page).not.toHaveURL(/\/matrix\//);
  await page.goBack();
  await expect(page).toHaveURL(new RegExp(`#${id}$`));
  await expect(page.locator(`#${id} a`)).toBeFocused();
  // The tile is the grid's one Tab stop.
  await expect(page.locator(`#${id} a`)).toHaveAttribute('tabindex', '0');
});

test('every Tab stop up to the matrix grid is visible when focused', async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto('/matrix/');
  await expect(page.locator('#matrix-table')).toHaveAttribute('role', 'grid');
  const unseen: string[] = [];
  for (let i = 0; i < 40; i++) {
    await page.keyboard.press('Tab');
    const seen = await page.evaluate(() => {
      const el = document.activeElement as HTMLElement | null;
      if (!el || el === document.body) return { done: true, ok: true, what: 'body' };
      const box = el.getBoundingClientRect();
      let clipped = false;
      for (let e: Element | null = el; e; e = e.parentElement) if (getComputedStyle(e).clipPath !== 'none') clipped = true;
      return {
        done: !!el.closest('#matrix-table tbody'),
        ok: box.width >= 4 && box.height >= 4 && !clipped,
        what: `${el.tagName} ${el.textContent?.trim().slice(0, 30)}`,
      };
    });
    if (!seen.ok) unseen.push(seen.what);
    if (seen.done) break;
  }
  expect(unseen).toEqual([]);
});

test('390 px: the header, the matrix toolbar and the cell drawer have no control under 24 px tall', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await openQuotedCell(page);
  await page.locator('#filter-menu summary').click();
  await expect(page.locator('#filter-panel input[type="checkbox"]').first()).toBeVisible();
  const small = await page.evaluate(() =>
    [...document.querySelectorAll('.site-header, #matrix-filters, #cell-details')]
      .flatMap((root) => [...root.querySelectorAll<HTMLElement>('a[href], button, summary, input, select')])
      .filter((e) => e.getClientRects().length > 0 && !e.closest('.visually-hidden'))
      .map((e) => ({ e, box: e.getBoundingClientRect() }))
      .filter(({ box }) => box.height < 24)
      .map(
        ({ e, box }) =>
          `${e.tagName} “${(e.textContent ?? e.getAttribute('aria-label') ?? '').trim().slice(0, 30)}” ${box.height.toFixed(1)} px`,
      ),
  );
  expect(small).toEqual([]);
});
