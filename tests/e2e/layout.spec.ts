import { test, expect, type Page } from '@playwright/test';
import { cellAt } from '../../src/lib/lookup/at.ts';
import { PRODUCT_IDS, REVISION_IDS, getProduct } from '../../src/lib/register/axes.ts';
import { cited, rows, shownRows } from './content.ts';
import { splitWords } from './split-words.ts';

const overflow = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);

for (const [width, height] of [
  [390, 844],
  [1440, 900],
  [1920, 1080],
] as const) {
  test(`matrix at ${width}×${height}: no sideways scrolling; screenshot kept`, async ({ page }, testInfo) => {
    await page.setViewportSize({ width, height });
    await page.goto('/matrix/');
    await expect(page.locator('#matrix-table tbody tr[data-side]').first()).toBeVisible();
    expect(await overflow(page)).toBeLessThanOrEqual(0);
    // One screenshot, kept twice: in the report and where a reader looks for it.
    const shot = await page.screenshot({ path: `test-results/screenshots/matrix-${width}.png` });
    await testInfo.attach(`matrix-${width}`, { body: shot, contentType: 'image/png' });
  });
}

test.describe('dark scheme', () => {
  test.use({ colorScheme: 'dark' });
  test('matrix at 1440×900 in the dark scheme: screenshot kept', async ({ page }, testInfo) => {
    await page.setViewportSize({ width: 1440, height: 900 });
    await page.goto('/matrix/');
    expect(await overflow(page)).toBeLessThanOrEqual(0);
    const shot = await page.screenshot({ path: 'test-results/screenshots/matrix-1440-dark.png' });
    await testInfo.attach('matrix-1440-dark', { body: shot, contentType: 'image/png' });
  });
});

test('at 1920×1080 every row, product and revision of the matrix is on screen without sideways scrolling', async ({ page }) => {
  await page.setViewportSize({ width: 1920, height: 1080 });
  await page.goto('/matrix/');
  expect(await overflow(page)).toBeLessThanOrEqual(0);
  const table = page.locator('#matrix-table');
  const box = (await table.boundingBox())!;
  expect(box.x).toBeGreaterThanOrEqual(0);
  expect(box.x + box.width).toBeLessThanOrEqual(1920);
  await expect(table.locator('tbody tr[data-side]')).toHaveCount(rows.length);
  for (const p of PRODUCT_IDS)
    for (const r of REVISION_IDS) {
      const th = table.locator(`thead th[data-p="${p}"][data-r="${r}"]`);
      await expect(th).toBeVisible();
      const b = (await th.boundingBox())!;
      expect(b.x + b.width).toBeLessThanOrEqual(1920);
    }
});

test('at 1440×900 the first data row starts above y = 300 and nothing scrolls sideways', async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto('/matrix/');
  expect(await overflow(page)).toBeLessThanOrEqual(0);
  const first = page.locator('#matrix-table tbody tr[data-side]').first();
  expect((await first.boundingBox())!.y).toBeLessThan(300);
  const last = page.locator(`#matrix-table thead th[data-p="${PRODUCT_IDS.at(-1)}"][data-r="${REVISION_IDS.at(-1)}"]`);
  const b = (await last.boundingBox())!;
  expect(b.x + b.width).toBeLessThanOrEqual(1440);
});

test('the column headers stay on screen when the page scrolls (page-level sticky, no inner scroller)', async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto('/matrix/');
  // Down to a row in the middle of the matrix, then further.
  await page.locator(`#${shownRows[Math.floor(shownRows.length / 2)]!.slug}`).scrollIntoViewIfNeeded();
  await page.mouse.wheel(0, 600);
  const head = page.locator('#matrix-table thead th[data-p="mcpx"][data-r="2026-07-28"]');
  await expect(head).toBeInViewport();
  const scrollers = await page.evaluate(
    () =>
      [...document.querySelectorAll('main *')].filter(
        (el) => /(auto|scroll)/.test(getComputedStyle(el).overflowY) && el.closest('#matrix-table, #matrix-wrap'),
      ).length,
  );
  expect(scrollers).toBe(0);
});

// The dark scheme's colour scans (the matrix, the legend, the representative row page, the product page with the other
// sources' table, the home page) run on the load of each page's light scan: axeViolationsLightAndDark in axe.ts.

test('tiles take their colour from the verdict and carry no printed word', async ({ page }) => {
  await page.goto('/matrix/');
  const honest = page.locator('#matrix-table td[data-v="honest"] > a').first();
  const over = page.locator('#matrix-table td[data-v="overclaim"] > a').first();
  const bg = (l: typeof honest) => l.evaluate((el) => getComputedStyle(el).backgroundColor);
  expect(await bg(honest)).not.toBe(await bg(over));
  expect(await honest.innerText()).toBe('✓');
  await expect(honest).toHaveAttribute('aria-label', /: honest(, inferred)?\. Works, and says so/);
});

for (const [width, height] of [
  [390, 844],
  [1440, 900],
] as const) {
  test(`the drawer at ${width}×${height}: a cell with row citations about its product, and its evidence, without sideways scrolling`, async ({
    page,
  }, testInfo) => {
    await page.setViewportSize({ width, height });
    await page.goto('/matrix/');
    // The summary tables under the matrix split no count, revision or basis word (they scroll in their regions instead).
    expect(await splitWords(page, 'table.summary-grid, table.basis-summary')).toEqual([]);
    await page.locator(`#${cited.cell.fragment} a`).click();
    const drawer = page.getByRole('dialog', { name: new RegExp(`^${cited.row.id}, ${getProduct(cited.product).name}, ${cited.revision}`) });
    await expect(drawer.getByRole('heading', { name: new RegExp(`^Row citations about ${getProduct(cited.product).name}`) })).toBeVisible();
    expect(await overflow(page)).toBeLessThanOrEqual(0);
    await expect(page.locator(`#${cited.cell.fragment} a`)).toBeInViewport();
    if (width > 600) {
      // The side panel covers no part of the matrix: the matrix's region ends where the panel starts, the open tile shows in
      // it, and every column stays within reach beside the panel (the region scrolls sideways, named and focusable, where the
      // table is wider than it: how much wider depends on the number of products and revisions).
      const region = page.getByRole('region', { name: 'Verdict of each register row, per product and revision' });
      const r = (await region.boundingBox())!;
      expect(r.x + r.width).toBeLessThanOrEqual((await drawer.boundingBox())!.x);
      const c = (await page.locator(`#${cited.cell.fragment}`).boundingBox())!;
      expect(c.x).toBeGreaterThanOrEqual(r.x);
      expect(c.x + c.width).toBeLessThanOrEqual(r.x + r.width);
      const reach = await region.evaluate((el) => ({
        table: el.querySelector('table')!.getBoundingClientRect().width,
        scrollable: el.scrollWidth,
        shown: el.clientWidth,
        overflow: getComputedStyle(el).overflowX,
        focusable: el.tabIndex === 0,
      }));
      expect(reach.scrollable).toBeGreaterThanOrEqual(Math.floor(reach.table));
      if (reach.scrollable > reach.shown) expect(reach).toMatchObject({ overflow: 'auto', focusable: true });
    }
    const shot = await page.screenshot({ path: `test-results/screenshots/matrix-drawer-${width}.png` });
    await testInfo.attach(`matrix-drawer-${width}`, { body: shot, contentType: 'image/png' });
  });
}

// At 390 px no page scrolls sideways: every row and product page, the home page, the register index and the sources
// page are checked in tables-fit.spec.ts's table walk, every other page type in its focus-ring walk at 390 px.

for (const width of [1280, 1024, 700]) {
  test(`at ${width} px nothing scrolls sideways, and the drawer never covers the open cell`, async ({ page }) => {
    await page.setViewportSize({ width, height: 800 });
    await page.goto('/matrix/');
    expect(await overflow(page)).toBeLessThanOrEqual(0);
    // A cell of the first product column and one of the last, in rows apart (read from the content).
    const middle = shownRows[Math.floor(shownRows.length / 2)]!;
    const left = cellAt(middle, PRODUCT_IDS[0], REVISION_IDS[1] ?? REVISION_IDS[0]);
    const right = cellAt(shownRows[1 % shownRows.length]!, PRODUCT_IDS.at(-1)!, REVISION_IDS.at(-1)!);
    for (const id of [`#${left.fragment}`, `#${right.fragment}`]) {
      await page.locator(`${id} a`).click();
      const drawer = page.locator('#cell-details');
      await expect(drawer).toBeVisible();
      const c = (await page.locator(id).boundingBox())!;
      const d = (await drawer.boundingBox())!;
      expect(c.x + c.width <= d.x || c.x >= d.x + d.width, `${id} beside the drawer`).toBe(true);
      await expect(page.locator(id)).toBeInViewport();
      expect(await overflow(page)).toBeLessThanOrEqual(0);
      await page.keyboard.press('Escape');
      await expect(drawer).toBeHidden();
    }
  });
}
