/**
 * Tables that fit: on product pages, row pages, the register index and the sources page, at
 * 1440 and 390 px wide, in both colour schemes, no table is wider than the space it is given
 * (no column clipped or hidden behind a scroll bar) and no short token (an id, a revision, a
 * product name, a verdict word) is broken across lines, except after a hyphen of a title
 * (verdict words never wrap at all). On row pages the products × revisions
 * table comes before the disputes box. (The spec lifecycle table is left out: another change
 * owns it.)
 */
import { test, expect, type Page } from '@playwright/test';
import { axeViolations } from './axe.ts';
import { PRODUCT_IDS } from '../../src/lib/register/axes.ts';
import { rowSlug } from '../../src/lib/register/ids.ts';
import { rows } from './content.ts';

/** Tables wider than their container, and short words broken across lines, on the page. */
function tableProblems(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const problems: string[] = [];
    const viewport = document.documentElement.clientWidth;
    const tables = [...document.querySelectorAll<HTMLTableElement>('main table')].filter((t) => !t.matches('.spec-lifecycle, #matrix-table'));
    for (const table of tables) {
      const name = table.caption?.textContent?.trim().slice(0, 60) ?? table.className;
      const box = table.getBoundingClientRect();
      const holder = table.closest('.table-scroll') ?? table.parentElement!;
      if (box.right > viewport + 1 || table.scrollWidth > holder.clientWidth + 1) problems.push(`table “${name}” is ${Math.round(table.scrollWidth)} px wide in ${holder.clientWidth} px`);
      const walker = document.createTreeWalker(table, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        const text = node.textContent ?? '';
        const el = node.parentElement!;
        if (el.closest('.visually-hidden, caption') || !el.getClientRects().length) continue;
        for (const m of text.matchAll(/\S+/g)) {
          // A short token: an id, a date, a product name, a verdict word (long URLs and hashes may wrap).
          if (m[0].length < 3 || m[0].length > 14) continue;
          // Where a new line starts inside the token; a break after a hyphen of a title is ordinary wrapping.
          const range = document.createRange();
          let previousTop: number | undefined;
          for (let i = 0; i < m[0].length; i++) {
            range.setStart(node, m.index + i);
            range.setEnd(node, m.index + i + 1);
            const top = range.getClientRects()[0]?.top;
            if (top === undefined) continue;
            if (previousTop !== undefined && Math.abs(top - previousTop) > 2 && m[0][i - 1] !== '-') problems.push(`“${m[0]}” broken across lines in table “${name}”`);
            previousTop = top;
          }
        }
      }
    }
    return problems;
  });
}

const pages = [
  ...PRODUCT_IDS.map((p) => `/clients/${p}/`),
  ...rows.map((r) => `/capabilities/${rowSlug(r.id)}/`),
  '/capabilities/',
  '/sources/',
  '/',
];

for (const scheme of ['light', 'dark'] as const) {
  for (const [width, height] of [[1440, 900], [390, 844]] as const) {
    test(`${scheme}, ${width} px: product, row, register and sources tables fit, no short token broken`, async ({ page }) => {
      test.setTimeout(120_000);
      await page.emulateMedia({ colorScheme: scheme });
      await page.setViewportSize({ width, height });
      const problems: string[] = [];
      for (const path of pages) {
        await page.goto(path);
        for (const p of await tableProblems(page)) problems.push(`${path}: ${p}`);
        const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
        if (overflow > 0) problems.push(`${path}: the page scrolls sideways by ${overflow} px`);
      }
      expect(problems).toEqual([]);
    });
  }
}

test('on a row page with disputes, the products × revisions table comes before the disputes box', async ({ page }) => {
  for (const width of [1440, 390]) {
    await page.setViewportSize({ width, height: 900 });
    await page.goto('/capabilities/cap-09/');
    const answer = (await page.locator('table.row-matrix').boundingBox())!;
    const disputes = (await page.locator('section[aria-labelledby=disputes]').boundingBox())!;
    expect(answer.y).toBeLessThan(disputes.y);
    expect(answer.y).toBeLessThan(width === 390 ? 1600 : 900);
  }
});

test('axe finds no WCAG 2.1 A/AA violations on a product page', async ({ page }) => {
  test.slow();
  await page.goto('/clients/mcpx/');
  expect(await axeViolations(page)).toEqual([]);
});
