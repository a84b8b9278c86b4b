/**
 * Tables that fit: on product pages, row pages, the register index and the sources page, at
 * 1440 and 390 px wide, no table is wider than the space it is given
 * (no column clipped or hidden behind a scroll bar) and no short token (an id, a revision, a
 * product name, a verdict word) is broken across lines, except after a hyphen of a title
 * (verdict words never wrap at all); a revision id or row id is never broken, not even at its
 * hyphens, and a path or hash in code breaks only after a slash. On row pages the products × revisions
 * table comes before the disputes box. (The spec lifecycle table is left out: another change
 * owns it.) Fit and wrapping are checked in the light scheme: the dark one changes colours only
 * (tests/unit/matrix/colour-schemes.test.ts), so its layout is the same. Focus rings, whose
 * contrast is a matter of colour, are checked in both.
 */
import { test, expect, type Page } from '@playwright/test';
import { PRODUCT_IDS } from '../../src/lib/register/axes.ts';
import { rowSlug } from '../../src/lib/register/ids.ts';
import { representativeRow, root, rows } from './content.ts';
import { join } from 'node:path';
import { loadObservations } from '../../src/lib/observations/load.ts';
import { observedClientPath } from '../../src/lib/observations/view.ts';
import { brokenWords, cutCaptions, focusRingProblems, smallTargets, tileProblems } from './layout-checks.ts';

/** Tables wider than their container, and short words broken across lines, on the page. */
function tableProblems(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const problems: string[] = [];
    const viewport = document.documentElement.clientWidth;
    const tables = [...document.querySelectorAll<HTMLTableElement>('main table')].filter(
      (t) => !t.matches('.spec-lifecycle, #matrix-table'),
    );
    for (const table of tables) {
      const name = table.caption?.textContent?.trim().slice(0, 60) ?? table.className;
      const box = table.getBoundingClientRect();
      const holder = table.closest('.table-scroll') ?? table.parentElement!;
      if (box.right > viewport + 1 || table.scrollWidth > holder.clientWidth + 1)
        problems.push(`table “${name}” is ${Math.round(table.scrollWidth)} px wide in ${holder.clientWidth} px`);
      const walker = document.createTreeWalker(table, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        const text = node.textContent ?? '';
        const el = node.parentElement!;
        if (el.closest('.visually-hidden, caption') || !el.getClientRects().length) continue;
        const inCode = !!el.closest('code');
        for (const m of text.matchAll(/\S+/g)) {
          const range = document.createRange();
          // A token on one line has the same top in every box of its range: nothing to look for inside it.
          const oneLine = (start: number, length: number) => {
            range.setStart(node, start);
            range.setEnd(node, start + length);
            const tops = [...range.getClientRects()].map((r) => r.top);
            return tops.every((top) => Math.abs(top - tops[0]!) <= 2);
          };
          if (oneLine(m.index, m[0].length)) continue;
          // A revision id or row id is one word wherever it stands, in a token of any length: not even its hyphens break it.
          for (const id of m[0].matchAll(/\d{4}-\d{2}-\d{2}|\b[A-Z][A-Z0-9]*-\d+\b/g))
            if (!oneLine(m.index + id.index, id[0].length)) problems.push(`“${id[0]}” broken across lines in table “${name}”`);
          // A short token: an id, a date, a product name, a verdict word; a long one in code: a path or a hash (long URLs
          // and key paths in prose may wrap anywhere).
          const short = m[0].length >= 3 && m[0].length <= 14;
          if (!short && !inCode) continue;
          // Where a new line starts inside the token: a short one may break after a hyphen of a title (ordinary
          // wrapping), a path after a slash.
          let previousTop: number | undefined;
          for (let i = 0; i < m[0].length; i++) {
            range.setStart(node, m.index + i);
            range.setEnd(node, m.index + i + 1);
            const top = range.getClientRects()[0]?.top;
            if (top === undefined) continue;
            if (previousTop !== undefined && Math.abs(top - previousTop) > 2 && m[0][i - 1] !== (short ? '-' : '/'))
              problems.push(`“${m[0]}” broken across lines in table “${name}”`);
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

for (const [width, height] of [
  [1440, 900],
  [390, 844],
] as const) {
  test(`${width} px: product, row, register and sources tables fit, no short token broken; on row pages no short word broken in the spec lifecycle or the matrix, tiles beside their words, the table before any disputes box`, async ({
    page,
  }) => {
    // Every row and product page, not one of each: what breaks a table here is the content (a long token), not the template.
    await page.setViewportSize({ width, height });
    const problems: string[] = [];
    for (const path of pages) {
      await page.goto(path);
      for (const p of await tableProblems(page)) problems.push(`${path}: ${p}`);
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
      if (overflow > 0) problems.push(`${path}: the page scrolls sideways by ${overflow} px`);
      if (path.startsWith('/capabilities/cap-')) {
        await expect(page.locator('table.spec-lifecycle')).toBeVisible();
        for (const p of [...(await brokenWords(page)), ...(await tileProblems(page))]) problems.push(`${path}: ${p}`);
        // On a row page with disputes, the products × revisions table comes before the disputes box, on the first screens.
        const disputes = page.locator('section[aria-labelledby=disputes]');
        if (await disputes.count()) {
          const answer = (await page.locator('table.row-matrix').boundingBox())!;
          const box = (await disputes.boundingBox())!;
          if (!(answer.y < box.y)) problems.push(`${path}: the disputes box comes before the products × revisions table`);
          if (!(answer.y < (width === 390 ? 1600 : 900))) problems.push(`${path}: the products × revisions table starts at y ${answer.y}`);
        }
      }
    }
    expect(problems).toEqual([]);
  });
}

/**
 * One page of every type (of the row pages, the one that shows the most of their template: content.ts). The 404 page
 * and the rules page are here too: at 390 px this walk is also where they are checked for sideways scrolling, with
 * the page types that are not in the table walk above (layout.spec.ts keeps the matrix at its other widths).
 */
const pageTypes = [
  '/',
  '/matrix/',
  '/capabilities/',
  `/capabilities/${rowSlug(representativeRow.id)}/`,
  '/clients/',
  '/clients/mcpx/',
  '/clients/goose/',
  '/revisions/',
  '/revisions/2026-07-28/',
  '/revisions/compare/',
  '/revisions/compare/2025-06-18...2026-07-28/',
  '/idiosyncrasies/',
  '/idiosyncrasies/opencode-declares-roots-only/',
  '/sources/',
  '/legend/',
  '/how-sure/',
  '/changes/',
  '/rules/',
  '/unresolved/',
  '/gateway/',
  '/gateway/opencode-v1/2025-11-25/2025-11-25/',
  '/observed/',
  // An observed client's page: the first observation's (which client depends on the content).
  ...loadObservations(join(root, 'content/observations'), root)
    .observations.slice(0, 1)
    .map((o) => `/${observedClientPath(o.data.client)}`),
  '/search/?q=roots',
  '/no-such-page/',
];

// One load of each page per width, walked in both schemes: the dark scheme changes colours only (its media query),
// so switching it on the loaded page is what a reader's system setting does; a width is loaded afresh, as the page's
// scripts see it from the start.
for (const [width, height] of [
  [1440, 900],
  [390, 844],
] as const) {
  test(`${width} px, light and dark: every focusable element of every page type shows a focus ring${width < 600 ? '; no page scrolls sideways, no caption needs it, no small pointer target crowds another' : ''}`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height });
    const problems: string[] = [];
    for (const path of pageTypes) {
      await page.emulateMedia({ colorScheme: 'light' });
      await page.goto(path);
      if (path.startsWith('/search/')) await expect(page.locator('#search-page-results > li').first()).toBeVisible();
      if (width < 600) {
        const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
        if (overflow > 0) problems.push(`${path}: the page scrolls sideways by ${overflow} px`);
        for (const p of await cutCaptions(page)) problems.push(`${path}: ${p}`);
        for (const p of (await smallTargets(page)).problems) problems.push(`${path}: ${p}`);
      }
      for (const scheme of ['light', 'dark'] as const) {
        await page.emulateMedia({ colorScheme: scheme });
        // Script focus after a key press is keyboard focus: :focus-visible applies as it does on Tab.
        await page.keyboard.press('Shift');
        for (const p of await focusRingProblems(page)) problems.push(`${scheme}, ${path}: ${p}`);
      }
    }
    expect(problems).toEqual([]);
  });
}
