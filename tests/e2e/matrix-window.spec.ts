/**
 * The matrix page server-renders only its first window of rows (all 26 today) and prints
 * each cell as words; its script draws the other rows from /matrix/rows.json. The real
 * register fits one window, so these tests serve /matrix/ with most rows cut out, as a
 * register larger than one window would be, and check that what the script draws is what
 * the server draws.
 */
import { test, expect, type Page } from '@playwright/test';
import { cellAt } from '../../src/lib/lookup/at.ts';
import { PRODUCT_IDS, REVISION_IDS, getVerdict } from '../../src/lib/register/axes.ts';
import { cellMarks, cellWords, displayOrder } from '../../src/lib/matrix/view.ts';
import { firstCell, matrix, shownRows } from './content.ts';

/** Serve /matrix/ with only its first `keep` rows, and without the side groups left empty. */
async function serveWindow(page: Page, keep: number) {
  await page.route(/\/matrix\/(\?[^#]*)?$/, async (route) => {
    const response = await route.fetch();
    let seen = 0;
    const body = (await response.text())
      .replace(/<tr id="cap-\d+" data-side="[^"]*">[\s\S]*?<\/tr>/g, (tr) => (seen++ < keep ? tr : ''))
      .replace(/<tbody data-side-group="[^"]*"><tr class="side-head"><th[^>]*>[^<]*<\/th><\/tr><\/tbody>/g, '');
    await route.fulfill({ response, body });
  });
}

const ready = (page: Page) => page.waitForFunction(() => performance.getEntriesByName('matrix-ready').length > 0);

/** Each body row as tag, sorted attributes and text, so attribute order does not matter. */
const canonicalRows = (page: Page) =>
  page.evaluate(() => {
    const canon = (n: Node): string => {
      if (n.nodeType === Node.TEXT_NODE) return JSON.stringify(n.textContent);
      const e = n as Element;
      const attrs = [...e.attributes]
        .map((a) => `${a.name}=${JSON.stringify(a.value)}`)
        .sort()
        .join(' ');
      return `<${e.localName} ${attrs}>${[...e.childNodes].map(canon).join('')}</${e.localName}>`;
    };
    return [...document.querySelectorAll('#matrix-table tbody tr[data-side]')].map((tr) => canon(tr));
  });
const groupLabels = (page: Page) => page.locator('#matrix-table th[scope=rowgroup]').allInnerTexts();

test('rows beyond the server-rendered window are drawn from /matrix/rows.json exactly as the server draws them', async ({
  page,
  context,
}) => {
  await page.goto('/matrix/');
  await ready(page);
  const served = await canonicalRows(page);
  const labels = await groupLabels(page);
  expect(served).toHaveLength(matrix.rows.length);

  const windowed = await context.newPage();
  await serveWindow(windowed, 3);
  await windowed.goto('/matrix/');
  await ready(windowed);
  await expect(windowed.locator('#matrix-table tbody tr[data-side]')).toHaveCount(3);
  // Opening the Filters menu loads the filter script, which shows a window of every row.
  await windowed.getByText('Filters', { exact: true }).click();
  await expect(windowed.locator('#matrix-table tbody tr[data-side]')).toHaveCount(matrix.rows.length);
  expect(await canonicalRows(windowed)).toEqual(served);
  expect(await groupLabels(windowed)).toEqual(labels);
  await windowed.close();
});

test('a cell link to a row beyond the window opens that cell; a row link shows the row', async ({ page }) => {
  await serveWindow(page, 3);
  const row = displayOrder(matrix.rows).at(-1)!;
  const cell = cellAt(row, 'mcpx', '2025-11-25');
  await page.goto(`/matrix/#${cell.fragment}`);
  await expect(page.getByRole('dialog', { name: new RegExp(`${row.id}, mcpx, 2025-11-25`) })).toBeVisible();
  await expect(page.locator(`#${cell.fragment}`)).toBeInViewport();
  await expect(page.locator(`#${cell.fragment} a`)).toHaveAttribute(
    'aria-label',
    new RegExp(`: ${cellWords(cellMarks(cell))}\\. ${getVerdict(cell.verdict).plain}`),
  );
  await page.goto(`/matrix/#${displayOrder(matrix.rows).at(-2)!.slug}`);
  await expect(page.locator(`#${displayOrder(matrix.rows).at(-2)!.slug}`)).toBeInViewport();
});

test('when /matrix/rows.json cannot be loaded, a filter link says so and leaves the table usable; the next use tries again', async ({
  page,
}) => {
  let fail = true;
  await page.route(/\/matrix\/rows\.json$/, (route) => (fail ? route.abort() : route.continue()));
  await page.goto('/matrix/?product=mcpx');
  await expect(page.locator('#matrix-status')).toHaveText(/The filters could not be loaded/);
  await expect(page.locator('#matrix-table')).not.toHaveAttribute('aria-busy', 'true');
  await expect(page.locator('#matrix-table tbody tr[data-side]')).toHaveCount(matrix.rows.length);
  fail = false;
  await page.getByText('Filters', { exact: true }).click();
  await expect(page.getByRole('button', { name: 'Remove filter Products: mcpx' })).toBeVisible();
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });
  test('each cell says its verdict in words and draws its symbol, which is not read out', async ({ page }) => {
    await page.goto('/matrix/');
    // A decided cell with a basis mark (read from the content), found as the n-th cell of its row.
    const { row, product, revision, cell } = firstCell(
      'a decided, inferred cell',
      (c) => c.cell.verdict !== 'unknown' && c.cell.basis === 'inferred',
    );
    const td = page
      .locator(`#${row.slug} td[data-v]`)
      .nth(PRODUCT_IDS.indexOf(product) * REVISION_IDS.length + REVISION_IDS.indexOf(revision));
    await expect(td).toHaveText(cellWords(cellMarks(cell)));
    expect(await td.locator('i').evaluate((el) => getComputedStyle(el, '::before').content)).toContain(getVerdict(cell.verdict).symbol);
    // The symbol has empty alternative text: the cell's name is its words alone.
    await expect(
      page
        .locator(`#${row.slug}`)
        .getByRole('cell', { name: cellWords(cellMarks(cell)), exact: true })
        .first(),
    ).toBeVisible();
    // Every row's cells are in the table, in words.
    for (const r of matrix.rows) await expect(page.locator(`#${r.slug} td[data-v]`)).toHaveCount(PRODUCT_IDS.length * REVISION_IDS.length);
  });

  test('on a phone each row is a card: one line per product, one column per revision, nothing off screen', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/matrix/');
    const boxes = await page
      .locator(`#${shownRows[Math.floor(shownRows.length / 2)]!.slug} td[data-v] > i`)
      .evaluateAll((tiles) => tiles.map((t) => t.getBoundingClientRect().toJSON() as DOMRect));
    const [P, R] = [PRODUCT_IDS.length, REVISION_IDS.length];
    expect(boxes).toHaveLength(P * R);
    for (const b of boxes) {
      expect(b.x).toBeGreaterThanOrEqual(0);
      expect(b.x + b.width).toBeLessThanOrEqual(390);
    }
    // Cells come product by product (R revisions each): same line within a product, same column within a revision.
    const line = (i: number) => Math.round(boxes[i]!.y);
    const column = (i: number) => Math.round(boxes[i]!.x);
    for (let p = 0; p < P; p++) for (let r = 1; r < R; r++) expect(line(p * R + r)).toBe(line(p * R));
    for (let r = 0; r < R; r++) for (let p = 1; p < P; p++) expect(column(p * R + r)).toBe(column(r));
    expect(new Set(PRODUCT_IDS.map((_, p) => line(p * R))).size).toBe(P);
    expect(new Set(REVISION_IDS.map((_, r) => column(r))).size).toBe(R);
    expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
  });
});
