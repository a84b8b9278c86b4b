/**
 * The matrix as a keyboard grid (ARIA grid pattern): one Tab stop, arrows, Home / End,
 * Page Up / Down, Enter opens the drawer, Escape returns to the same tile, Tab past the drawer
 * returns to the tile; a skip link reaches the grid; a focus ring shows on every kind of tile
 * in both colour schemes.
 */
import { test, expect, type Page } from '@playwright/test';
import { PRODUCT_IDS, REVISION_IDS } from '../../src/lib/register/axes.ts';

const focusedCell = (page: Page) =>
  page.evaluate(
    () =>
      (document.activeElement?.closest('td[id], th') as HTMLElement | null)?.id ||
      document.activeElement?.closest('tr')?.id + ':' + document.activeElement?.tagName,
  );
const rowIds = (page: Page) => page.locator('#matrix-table tbody tr[data-side]').evaluateAll((trs) => trs.map((tr) => tr.id));

test('one Tab stop, arrows, Home, End, Page Down, Enter opens the drawer, Escape returns to the tile', async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto('/matrix/');
  const table = page.locator('#matrix-table');
  await expect(table).toHaveAttribute('role', 'grid');
  const rows = await rowIds(page);
  const [p0, p1] = PRODUCT_IDS;
  const [r0, r1] = REVISION_IDS;
  // The skip link (second Tab stop, after "Skip to content") lands on the grid's tile.
  await page.keyboard.press('Tab');
  await page.keyboard.press('Tab');
  await expect(page.getByRole('link', { name: 'Skip to the matrix' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect.poll(() => focusedCell(page)).toBe(`${rows[0]}--${p0}--${r0}`);
  // Only one tile in the grid is a Tab stop, and no link of its header is one.
  await expect(table.locator('tbody a[tabindex="0"]')).toHaveCount(1);
  await expect(table.locator('a:not([tabindex="-1"])')).toHaveCount(1);
  await page.keyboard.press('ArrowRight');
  await expect.poll(() => focusedCell(page)).toBe(`${rows[0]}--${p0}--${r1}`);
  await page.keyboard.press('ArrowDown');
  await expect.poll(() => focusedCell(page)).toBe(`${rows[1]}--${p0}--${r1}`);
  await page.keyboard.press('End');
  await expect.poll(() => focusedCell(page)).toBe(`${rows[1]}--${PRODUCT_IDS.at(-1)}--${REVISION_IDS.at(-1)}`);
  await page.keyboard.press('Home');
  await expect.poll(() => focusedCell(page)).toBe(`${rows[1]}--${p0}--${r0}`);
  await page.keyboard.press('ArrowLeft');
  await expect(page.getByRole('link', { name: new RegExp(`^${rows[1]!.toUpperCase()} `) })).toBeFocused();
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('PageDown');
  await expect.poll(() => focusedCell(page)).toBe(`${rows[Math.min(11, rows.length - 1)]}--${p0}--${r0}`);
  await page.keyboard.press('PageUp');
  await expect.poll(() => focusedCell(page)).toBe(`${rows[1]}--${p0}--${r0}`);
  // One step right per revision crosses from the first product's columns into the second's.
  for (const _ of REVISION_IDS) await page.keyboard.press('ArrowRight');
  const id = `${rows[1]}--${p1}--${r0}`;
  await expect.poll(() => focusedCell(page)).toBe(id);
  // The grid's Tab stop follows; Tab leaves the grid, Shift+Tab comes back to the same tile.
  await page.keyboard.press('Tab');
  expect(await page.evaluate(() => !!document.activeElement?.closest('#matrix-table tbody'))).toBe(false);
  await page.keyboard.press('Shift+Tab');
  await expect.poll(() => focusedCell(page)).toBe(id);
  // Enter opens the drawer on that cell; Escape returns to the same tile.
  await page.keyboard.press('Enter');
  const drawer = page.getByRole('dialog', { name: new RegExp(`^${rows[1]!.toUpperCase()}, `) });
  await expect(drawer).toBeVisible();
  await expect(drawer.getByRole('heading', { level: 2 })).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(drawer).toBeHidden();
  await expect.poll(() => focusedCell(page)).toBe(id);
  // Tab past the drawer's last control returns to the tile, not to the summary below.
  await page.keyboard.press('Enter');
  await expect(drawer).toBeVisible();
  await expect(drawer.getByRole('link', { name: /^Open / })).toBeVisible();
  let back = false;
  for (let i = 0; i < 40 && !back; i++) {
    await page.keyboard.press('Tab');
    back = (await focusedCell(page)) === id;
    if (!back)
      expect(
        await drawer.evaluate((d) => d.contains(document.activeElement)),
        `Tab ${i + 1} stays in the drawer until it returns to the tile`,
      ).toBe(true);
  }
  expect(back).toBe(true);
});

for (const scheme of ['light', 'dark'] as const) {
  test(`${scheme}: a focus ring shows on stated, inferred and unknown tiles, beside the basis outline`, async ({ page }) => {
    await page.emulateMedia({ colorScheme: scheme });
    await page.setViewportSize({ width: 1440, height: 900 });
    await page.goto('/matrix/');
    await expect(page.locator('#matrix-table')).toHaveAttribute('role', 'grid');
    for (const kind of ['td[data-v]:not([data-b])', 'td[data-b="inferred"]', 'td[data-v="unknown"]']) {
      const id = await page.locator(`#matrix-table ${kind}`).first().getAttribute('id');
      // After a key press, focus moved by script shows :focus-visible as keyboard focus does.
      await page.keyboard.press('Shift');
      await page.evaluate((target) => document.querySelector<HTMLElement>(`[id="${target}"] a`)!.focus(), id);
      expect(await focusedCell(page)).toBe(id);
      const ring = await page.evaluate(() => {
        const a = document.activeElement as HTMLElement;
        const s = getComputedStyle(a);
        const accent = getComputedStyle(document.documentElement).getPropertyValue('--accent').trim();
        return { shadow: s.boxShadow, outline: s.outlineStyle, accent, visible: a.matches(':focus-visible') };
      });
      expect(ring.visible, kind).toBe(true);
      // A ring of the accent colour outside the tile, whatever outline the basis draws.
      expect(ring.shadow, kind).toMatch(/rgb\(\d+, \d+, \d+\) 0px 0px 0px 7px/);
      const [r, g, b] = ring.shadow
        .match(/rgb\((\d+), (\d+), (\d+)\) 0px 0px 0px 7px/)!
        .slice(1)
        .map(Number);
      expect(`#${[r, g, b].map((n) => n!.toString(16).padStart(2, '0')).join('')}`, kind).toBe(ring.accent.toLowerCase());
      if (kind === 'td[data-b="inferred"]') expect(ring.outline, `${kind} keeps its basis outline`).toMatch(/dashed|dotted/);
    }
  });
}

test('the product column headers say what their number is', async ({ page }) => {
  await page.goto('/matrix/');
  const head = page.locator('#matrix-table thead th[data-group="mcpx"]');
  await expect(head).toHaveAccessibleName(/^mcpx \d+\/\d+ decided$/);
});
