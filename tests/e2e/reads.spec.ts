/**
 * Smaller defects a newcomer met (issue #21, "Smaller"): the toolbar's numbers agree with
 * each other, by-revision headers stay apart, the nav fits a phone, the home page puts the
 * reader first, compare pages say what changed, and no page ends with an empty section.
 */
import { test, expect } from '@playwright/test';

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
  await expect(caption).toHaveText(/^\d+\/\d+ honest$/);
});

test('by revision at 1440, product names in the column headers never run into each other', async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto('/matrix/?group=revision');
  const heads = page.locator('#matrix-table thead tr.sub-head th');
  await expect(heads.first()).toHaveText('mcpx');
  const boxes = await heads.evaluateAll((ths) =>
    ths.map((th) => {
      const range = document.createRange();
      range.selectNodeContents(th);
      const text = range.getBoundingClientRect();
      const cell = th.getBoundingClientRect();
      return { name: th.textContent, left: text.left, right: text.right, cellLeft: cell.left, cellRight: cell.right };
    }),
  );
  expect(boxes).toHaveLength(30);
  for (const [i, b] of boxes.entries()) {
    // The words stay inside their own column…
    expect(b.left, `${b.name} (column ${i})`).toBeGreaterThanOrEqual(b.cellLeft - 1);
    expect(b.right, `${b.name} (column ${i})`).toBeLessThanOrEqual(b.cellRight + 1);
  }
  // …and each header's accessible name is the product's own.
  await expect(heads.nth(1)).toHaveAccessibleName('opencode v1');
});

test('on a phone (390 px) the site nav takes at most two lines', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  for (const path of ['/', '/matrix/', '/capabilities/cap-17/']) {
    await page.goto(path);
    const tops = await page
      .locator('.site-header nav > a')
      .evaluateAll((links) => [...new Set(links.map((a) => Math.round(a.getBoundingClientRect().top)))]);
    expect(tops.length, `${path}: lines of nav links`).toBeLessThanOrEqual(2);
  }
});

test('the home page’s “About this register” answers a reader first; the header’s own notes follow under their own heading', async ({
  page,
}) => {
  await page.goto('/');
  const about = page.getByRole('heading', { name: 'About this register', level: 2 });
  const notes = page.getByRole('heading', { name: /header notes, as written/, level: 3 });
  await expect(notes).toBeVisible();
  // The first paragraph under the heading is about the register, not its tracker.
  const first = page.locator('h2#about + p');
  await expect(first).not.toContainText('#');
  await expect(first).not.toContainText('Increment');
  // The header's notes are all still there (nothing lost), under the labelled section, after the reader's list.
  const section = page.locator('section[aria-labelledby="header-notes"]');
  await expect(section).toContainText('#1753');
  await expect(section).toContainText('../README.md');
  await expect(section).toContainText('Increment');
  await expect(page.locator('h2#about ~ p, h2#about ~ ul').filter({ hasText: /#1753|README/ })).toHaveCount(0);
  expect((await notes.boundingBox())!.y).toBeGreaterThan((await about.boundingBox())!.y);
  expect((await notes.boundingBox())!.y).toBeGreaterThan((await page.locator('h2#about ~ ul').first().boundingBox())!.y);
});

test('a compare page says what changed for each changed row, in the register’s words', async ({ page }) => {
  await page.goto('/revisions/compare/2025-11-25...2026-07-28/');
  const changed = page.locator('section[aria-labelledby="change-changed"] li');
  expect(await changed.count()).toBeGreaterThan(0);
  for (const li of await changed.all()) {
    await expect(li).toContainText(/what changed in \d{4}-\d{2}-\d{2}: \S{2,}/);
  }
});

test('the note page’s empty “Sources” heading says the document leaves it empty, instead of ending the page bare', async ({ page }) => {
  await page.goto('/idiosyncrasies/opencode-declares-roots-only/');
  const bare = await page.locator('main :is(h2, h3)').evaluateAll((hs) =>
    hs
      .filter((h) => {
        const next = h.nextElementSibling;
        return !next || (/^H[1-3]$/.test(next.tagName) && Number(next.tagName[1]) <= Number(h.tagName[1]));
      })
      .map((h) => h.textContent),
  );
  expect(bare).toEqual([]);
  await expect(page.locator('h2#sources-as-written + p')).toHaveText('The register document leaves this section empty.');
});
