import { test, expect } from '@playwright/test';
import { cellAt } from '../../src/lib/lookup/at.ts';
import { axeViolations, axeViolationsLightAndDark } from './axe.ts';
import { PRODUCT_IDS, REVISION_IDS, VERDICT_IDS, getProduct } from '../../src/lib/register/axes.ts';
import { foldedAxes, parseFilters, rowMatches, verdictsInView, visibleRevisions, type RowFacts } from '../../src/lib/matrix/filters.ts';
import { showingRows } from '../../src/lib/matrix/toolbar-words.ts';
import { DECIDED_VERDICTS } from '../../src/lib/matrix/coverage.ts';
import { cited, firstCell, matrix, rows, shownRows } from './content.ts';

const facts: RowFacts[] = matrix.rows.map((m) => {
  const row = rows.find((r) => r.id === m.id)!;
  const verdicts: RowFacts['verdicts'] = {};
  const bases: NonNullable<RowFacts['bases']> = {};
  for (const p of PRODUCT_IDS)
    for (const r of REVISION_IDS) {
      verdicts[`${p}|${r}`] = cellAt(m, p, r).verdict;
      bases[`${p}|${r}`] = cellAt(m, p, r).basis;
    }
  return {
    id: m.id,
    title: m.title,
    side: m.side,
    audit: row.audit.status,
    effort: row.effort.size,
    risk: row.risk.level,
    verdicts,
    bases,
  };
});
const expectedShown = (query: string) => facts.filter((f) => rowMatches(f, parseFilters(query))).length;
/** The status line for a query: the matching rows, less those the filter folds (every cell unknown or not applicable). */
const expectedStatus = (query: string) =>
  showingRows({ matching: expectedShown(query), folded: foldedAxes(facts, parseFilters(query)).rows.length, total: matrix.rows.length });

test('every cell has a stable fragment and reads as “row, product, revision: verdict”', async ({ page }) => {
  await page.goto('/matrix/');
  // The first cell, one in the middle and the last: wherever the content puts its rows, products and revisions.
  const middle = <T>(list: readonly T[]) => list[Math.floor(list.length / 2)]!;
  for (const [rowIndex, product, revision] of [
    [0, PRODUCT_IDS[0]!, REVISION_IDS[0]!],
    [Math.floor(matrix.rows.length / 2), middle(PRODUCT_IDS), middle(REVISION_IDS)],
    [matrix.rows.length - 1, PRODUCT_IDS.at(-1)!, REVISION_IDS.at(-1)!],
  ] as const) {
    const row = matrix.rows[rowIndex]!;
    const cell = cellAt(row, product, revision);
    const name = `${row.id}, ${getProduct(product).name}, ${revision}: ${cell.verdict}${cell.disputes.length ? ', disputed' : ''}`;
    await expect(page.locator(`#${row.slug}--${product}--${revision}`).getByRole('link', { name })).toHaveCount(1);
  }
});

test('a pasted filter link reproduces the view, and back/forward restore it', async ({ page }) => {
  const query = '?product=opencode-v1,opencode-v2&revision=2025-11-25&verdict=overclaim,underclaim,honest';
  await page.goto(`/matrix/${query}`);
  await expect(page.getByRole('button', { name: 'Remove filter Products: opencode v1' })).toBeVisible();
  await page.getByText('Filters', { exact: true }).click();
  await expect(page.getByRole('checkbox', { name: 'opencode v1' })).toBeChecked();
  await expect(page.getByRole('checkbox', { name: 'mcpx' })).not.toBeChecked();
  await expect(page.locator('#matrix-status')).toHaveText(expectedStatus(query));
  await expect(page.locator('#matrix-table thead th[data-p="mcpx"]').first()).toBeHidden();
  await expect(page.locator('#matrix-table thead th[data-p="opencode-v1"][data-r="2025-11-25"]')).toBeVisible();
  await expect(page.locator('#matrix-table thead th[data-p="opencode-v1"][data-r="2026-07-28"]')).toBeHidden();

  await page.getByRole('checkbox', { name: 'opencode v2' }).uncheck();
  await expect(page).toHaveURL(/\?product=opencode-v1&revision=2025-11-25&verdict=honest,overclaim,underclaim$/);
  await page.goBack();
  expect(new URL(page.url()).search).toBe(query);
  await expect(page.getByRole('checkbox', { name: 'opencode v2' })).toBeChecked();
});

test('free text filters rows and the count is announced', async ({ page }) => {
  // A word of a row's title that some other row lacks, read from the content.
  const [word, kept, dropped] = matrix.rows
    .flatMap((r) => r.title.split(/[\s.]+/).map((w) => [w.toLowerCase(), r.id] as const))
    .map(([w, id]) => [w, id, facts.find((f) => !rowMatches(f, parseFilters(`q=${encodeURIComponent(w)}`)))?.id] as const)
    .find(([w, , other]) => w.length > 3 && other)!;
  await page.goto('/matrix/');
  await expect(page.locator('#matrix-table')).not.toHaveAttribute('aria-busy', 'true');
  await page.getByRole('searchbox', { name: 'Search ids and titles' }).fill(word);
  await expect(page).toHaveURL(new RegExp(`q=${encodeURIComponent(word)}`));
  await expect(page.locator('#matrix-status')).toHaveText(expectedStatus(`q=${encodeURIComponent(word)}`));
  await expect(page.getByRole('rowheader', { name: new RegExp(`^${kept} `) })).toBeVisible();
  await expect(page.getByRole('rowheader', { name: new RegExp(`^${dropped!} `) })).toBeHidden();
});

test('the legend lists only the verdicts in view', async ({ page }) => {
  const query = 'verdict=overclaim&product=mcpx&revision=2025-11-25';
  await page.goto(`/matrix/?${query}`);
  const inView = verdictsInView(facts, parseFilters(query));
  expect(inView.size).toBeLessThan(VERDICT_IDS.length);
  for (const v of VERDICT_IDS) {
    const item = page.locator(`#matrix-legend [data-verdict="${v}"]`);
    if (inView.has(v)) await expect(item).toBeVisible();
    else if (await item.count()) await expect(item).toBeHidden();
  }
});

test('grouping by revision reorders the columns and is kept in the URL; group=product (the default) still works', async ({ page }) => {
  await page.goto('/matrix/?group=revision');
  const firstHeads = page.locator('#matrix-table thead tr.sub-head th');
  const [p0, p1] = PRODUCT_IDS.map((p) => getProduct(p).name);
  const [r0, r1] = REVISION_IDS;
  await expect(firstHeads.nth(0)).toHaveText(p0!);
  await expect(firstHeads.nth(1)).toHaveText(p1!);
  await expect(page.locator('#matrix-table thead tr.group-head th[data-group]').first()).toHaveText(r0!);
  await page.getByRole('radio', { name: 'by product' }).check();
  await expect(page).toHaveURL(/\/matrix\/$/);
  await expect(firstHeads.nth(0)).toHaveText(r0!);
  await expect(page.locator('#matrix-table thead tr.group-head th[data-group]').first()).toContainText(p0!);
  await page.goto('/matrix/?group=product');
  await expect(firstHeads.nth(1)).toHaveText(r1!);
});

test('a cell fragment scrolls to and highlights the cell and shows its details', async ({ page }) => {
  // A row far enough down to scroll to: the last the matrix shows; its first product at the latest revision.
  const row = shownRows.at(-1)!;
  const [product, revision] = [PRODUCT_IDS[0], REVISION_IDS.at(-1)!];
  const cell = cellAt(row, product, revision);
  await page.goto(`/matrix/#${cell.fragment}`);
  const td = page.locator(`#${cell.fragment}`);
  await expect(td).toBeInViewport();
  // Highlighted (once its details have opened, the page marks it current): its background differs from an ordinary cell's in the same row.
  await expect(td).toHaveClass(/current/);
  const ordinary = page.locator(`#${cellAt(row, product, REVISION_IDS[0]).fragment}`);
  const background = (el: Element) => getComputedStyle(el).backgroundColor;
  expect(await td.evaluate(background)).not.toBe(await ordinary.evaluate(background));
  const details = page.getByRole('dialog', { name: new RegExp(`${row.id}, ${getProduct(product).name}, ${revision}`) });
  await expect(details).toBeVisible();
  await expect(details).toContainText(`Declared: ${cell.declared}`);
  await expect(details).toContainText(`Implemented: ${cell.implemented}`);
  await expect(details.getByRole('link', { name: new RegExp(`Open ${row.id}`) })).toHaveAttribute(
    'href',
    `/capabilities/${row.slug}/#${cell.fragment}`,
  );
});

test('clicking a cell shows its details without leaving the page, and gives a link to copy', async ({ page, context }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await page.goto('/matrix/');
  // A decided cell of the second product (read from the content).
  const { row, product, revision, cell } = firstCell(
    'a decided cell of the second product',
    (c) => c.product === PRODUCT_IDS[1] && c.cell.verdict !== 'unknown',
  );
  await page.locator(`#${cell.fragment} a`).click();
  await expect(page).toHaveURL(new RegExp(`/matrix/#${cell.fragment}$`));
  const drawer = page.getByRole('dialog', { name: new RegExp(`${row.id}, ${getProduct(product).name}, ${revision}`) });
  await expect(drawer).toContainText(`(${cell.verdict})`);
  await expect(drawer).toContainText(`Implemented: ${cell.implemented}`);
  await page.getByRole('button', { name: 'Copy link to this cell' }).click();
  await expect(page.getByText('Link copied.')).toBeVisible();
  await expect.poll(() => page.evaluate(() => navigator.clipboard.readText())).toMatch(new RegExp(`/matrix/#${cell.fragment}$`));
});

test('keyboard: Enter on a tile opens a labelled drawer with focus inside; Escape closes it and returns focus to the tile', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  // The first product at one revision; two rows next to each other in the filtered view (none folded), from the content.
  const [product, revision] = [PRODUCT_IDS[0], REVISION_IDS.at(-2) ?? REVISION_IDS[0]];
  const query = `product=${product}&revision=${revision}`;
  const folded = new Set(foldedAxes(facts, parseFilters(query)).rows);
  const shown = shownRows.filter((r) => !folded.has(r.id));
  const [above, below] = [shown[0]!, shown[1]!];
  await page.goto(`/matrix/?${query}`);
  // The filter script applies the link's filters once it has loaded; the table is marked busy until then.
  await expect(page.getByRole('button', { name: `Remove filter Products: ${getProduct(product).name}` })).toBeVisible();
  await expect(page.locator('#matrix-table')).not.toHaveAttribute('aria-busy', 'true');
  // From a row's cell, the down arrow reaches the next row's (the grid, tests/e2e/grid.spec.ts).
  await page.locator(`#${cellAt(above, product, revision).fragment} a`).focus();
  await page.keyboard.press('ArrowDown');
  const tile = page.locator(`#${cellAt(below, product, revision).fragment} a`);
  await expect(tile).toBeFocused();
  await page.keyboard.press('Enter');
  const drawer = page.getByRole('dialog', { name: new RegExp(`${below.id}, ${getProduct(product).name}, ${revision}`) });
  await expect(drawer).toBeVisible();
  await expect.poll(() => drawer.evaluate((el) => el.contains(document.activeElement))).toBe(true);
  await expect(drawer.getByRole('button', { name: 'Close details' })).toBeVisible();
  // The tile, its row label and its column header stay visible beside the drawer.
  const drawerBox = (await drawer.boundingBox())!;
  for (const l of [
    tile,
    page.getByRole('rowheader', { name: new RegExp(`^${below.id} `) }),
    page.locator(`#matrix-table thead th[data-p="${product}"][data-r="${revision}"]`),
  ]) {
    await expect(l).toBeInViewport();
    const b = (await l.boundingBox())!;
    expect(b.x + b.width).toBeLessThanOrEqual(drawerBox.x);
  }
  await page.keyboard.press('Escape');
  await expect(drawer).toBeHidden();
  await expect(tile).toBeFocused();
  // The close button does the same.
  await page.keyboard.press('Enter');
  await expect(drawer).toBeVisible();
  await drawer.getByRole('button', { name: 'Close details' }).click();
  await expect(drawer).toBeHidden();
  await expect(tile).toBeFocused();
});

test('the drawer leads with plain words, then the basis, evidence, audit and the row’s citations', async ({ page }) => {
  // A cell whose row cites its product (content.ts, `cited`).
  const { row, product, revision, cell, citation } = cited;
  await page.goto(`/matrix/#${cell.fragment}`);
  const drawer = page.getByRole('dialog', { name: new RegExp(`${row.id}, ${getProduct(product).name}, ${revision}`) });
  await expect(drawer.locator('dt').first()).toHaveText('Works?');
  await expect(drawer).toContainText('Is the declaration honest?');
  await expect(drawer).toContainText('How sure?');
  await expect(drawer).toContainText('Row audit:');
  await expect(drawer.getByRole('heading', { name: new RegExp(`^Row citations about ${getProduct(product).name}`) })).toBeVisible();
  const firstCitation = drawer.locator('ul.citations a').first();
  await expect(firstCitation).toHaveAttribute('href', `/capabilities/${row.slug}/#${citation}`);
  // A clear place for actions on the cell.
  await expect(drawer.locator('#cell-actions').getByRole('button', { name: 'Copy link to this cell' })).toBeVisible();
});

test('summary counts link to the filtered matrix', async ({ page }) => {
  await page.goto('/matrix/');
  const grid = page.getByRole('table', { name: /Verdict counts per revision and product/ });
  const link = grid
    .getByRole('row', { name: /^2026-07-28/ })
    .getByRole('link')
    .first();
  const href = (await link.getAttribute('href'))!;
  const [, query] = href.split('?');
  const count = Number((await link.innerText()).split(': ').pop());
  await link.click();
  expect(expectedShown(query!)).toBe(count);
  await expect(page.locator('#matrix-status')).toHaveText(expectedStatus(query!));
});

// One page of each type (product pages: other-sources.spec.ts scans the one with the other sources' table). The
// matrix is scanned in the dark scheme's colour rules too, on the same load.
for (const path of [
  '/matrix/',
  '/revisions/2026-07-28/',
  '/revisions/compare/2025-06-18...2026-07-28/',
  '/idiosyncrasies/opencode-declares-roots-only/',
]) {
  const dark = path === '/matrix/';
  test(`axe finds no WCAG 2.1 A/AA violations on ${path}${dark ? ', nor colour violations in the dark scheme' : ''}`, async ({ page }) => {
    await page.goto(path);
    expect(await (dark ? axeViolationsLightAndDark(page) : axeViolations(page))).toEqual([]);
  });
}

test('the matrix is usable at 375 px wide: cards per row, the drawer a bottom sheet', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 800 });
  await page.goto('/matrix/');
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
  await expect(page.getByRole('rowheader', { name: new RegExp(`^${shownRows[0]!.id} `) })).toBeVisible();
  // A row in the middle of the matrix (read from the content): every tile of its card is inside the screen.
  const row = shownRows[Math.floor(shownRows.length / 2)]!;
  for (const p of PRODUCT_IDS) {
    const b = (await page.locator(`#${cellAt(row, p, REVISION_IDS.at(-1)!).fragment} a`).boundingBox())!;
    expect(b.x).toBeGreaterThanOrEqual(0);
    expect(b.x + b.width).toBeLessThanOrEqual(375);
  }
  const [product, revision] = [PRODUCT_IDS[0], REVISION_IDS.at(-2) ?? REVISION_IDS[0]];
  const tile = page.locator(`#${cellAt(row, product, revision).fragment} a`);
  await tile.click();
  const drawer = page.getByRole('dialog', { name: new RegExp(`${row.id}, ${getProduct(product).name}, ${revision}`) });
  await expect(drawer).toBeVisible();
  const d = (await drawer.boundingBox())!;
  expect(d.x).toBe(0);
  expect(d.y + d.height).toBeCloseTo(800, 0);
  await expect(tile).toBeInViewport();
  const t = (await tile.boundingBox())!;
  expect(t.y + t.height).toBeLessThanOrEqual(d.y);
});

test('a row fragment scrolls to and highlights the row, and the details give a row link', async ({ page, context }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  // The last row the matrix shows, far enough down to scroll to (read from the content).
  const row = shownRows.at(-1)!;
  await page.goto(`/matrix/#${row.slug}`);
  const tr = page.locator(`#${row.slug}`);
  await expect(tr).toBeInViewport();
  expect(await tr.evaluate((el) => el.matches(':target'))).toBe(true);
  await page.locator(`#${cellAt(row, PRODUCT_IDS[0], REVISION_IDS.at(-2) ?? REVISION_IDS[0]).fragment} a`).click();
  await page.getByRole('button', { name: 'Copy link to this row' }).click();
  await expect.poll(() => page.evaluate(() => navigator.clipboard.readText())).toMatch(new RegExp(`/matrix/#${row.slug}$`));
});

test('the compare form keeps the pair in the URL; From = To opens that revision’s own page', async ({ page }) => {
  // What a revision page lists (the rows removed or deprecated there) is checked from the HTML: tests/dist/site.test.ts.
  await page.goto('/revisions/2026-07-28/');
  await page.getByRole('combobox', { name: 'From' }).selectOption('2025-03-26');
  await page.getByRole('button', { name: 'Compare' }).click();
  await expect(page).toHaveURL(/\/revisions\/compare\/2025-03-26\.\.\.2026-07-28\/$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('2025-03-26 → 2026-07-28');
  await page.goto('/revisions/compare/?from=2026-07-28&to=2024-11-05');
  await expect(page).toHaveURL(/\/revisions\/compare\/2024-11-05\.\.\.2026-07-28\/$/);
  // From = To opens that revision's own page, so the form and the heading never disagree.
  await page.getByRole('combobox', { name: 'From' }).selectOption('2025-06-18');
  await page.getByRole('combobox', { name: 'To' }).selectOption('2025-06-18');
  await page.getByRole('button', { name: 'Compare' }).click();
  await expect(page).toHaveURL(/\/revisions\/2025-06-18\/$/);
  await page.goto('/revisions/compare/?from=2025-03-26&to=2025-03-26');
  await expect(page).toHaveURL(/\/revisions\/2025-03-26\/$/);
});

test('a disputed cell is flagged and its details lead to the disagreement', async ({ page }) => {
  const disputed = matrix.rows
    .flatMap((r) => PRODUCT_IDS.flatMap((p) => REVISION_IDS.map((rev) => cellAt(r, p, rev))))
    .find((c) => c.disputes.length > 0)!;
  await page.goto(`/matrix/#${disputed.fragment}`);
  await expect(page.locator(`#${disputed.fragment} .flag`)).toHaveCount(1);
  const link = page.getByRole('link', { name: 'Where the documents disagree on this cell' }).first();
  await link.click();
  await expect(page).toHaveURL(new RegExp(`#dispute-${disputed.disputes[0]}$`));
  await expect(page.locator(`#dispute-${disputed.disputes[0]}`)).toBeVisible();
});

test('filters live in one collapsed toolbar; chips remove a filter; the summary and coverage follow the filters', async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto('/matrix/');
  await expect(page.getByRole('checkbox', { name: 'mcpx' })).toBeHidden();
  const toolbar = page.locator('#matrix-filters');
  const box = (await toolbar.boundingBox())!;
  expect(box.height).toBeLessThan(60);
  await page.getByText('Filters', { exact: true }).click();
  await page.getByRole('checkbox', { name: 'server', exact: true }).check();
  await expect(page).toHaveURL(/\?side=server$/);
  await expect(page.locator('#matrix-status')).toHaveText(expectedStatus('side=server'));
  // The summary counts only the rows in view.
  const serverRows = facts.filter((f) => f.side === 'server');
  const overclaims = serverRows.filter((f) => f.verdicts['mcpx|2025-11-25'] === 'overclaim').length;
  // Its cell for mcpx at 2025-11-25, found as a reader finds it: by the row's and the column's headers.
  const grid = page.getByRole('table', { name: /Verdict counts per revision and product/ });
  const column = (await grid.getByRole('columnheader').allInnerTexts()).indexOf(getProduct('mcpx').name);
  expect(column).toBeGreaterThan(0);
  await expect(
    grid
      .getByRole('row', { name: /^2025-11-25/ })
      .getByRole('cell')
      .nth(column - 1),
  ).toContainText(`overclaim: ${overclaims}`);
  // The product header: decided cells among those that can apply, over the matching rows and the revisions in view
  // (a revision whose every cell there is unknown or not applicable is folded, as the page folds it).
  const state = parseFilters('side=server');
  const folded = foldedAxes(facts, state);
  const revisionsInView = visibleRevisions(state).filter((r) => !folded.revisions.includes(r));
  await expect(page.locator('#matrix-table thead th[scope=col][data-p="mcpx"]').filter({ visible: true })).toHaveText([...revisionsInView]);
  const verdicts = serverRows.flatMap((f) => revisionsInView.map((r) => f.verdicts[`mcpx|${r}`]));
  const decided = verdicts.filter((v) => v && DECIDED_VERDICTS.has(v)).length;
  const canApply = decided + verdicts.filter((v) => v === 'unknown').length;
  await expect(page.locator('[data-coverage="mcpx"] .cov-short')).toHaveText(`${decided}/${canApply} decided`);
  await page.getByRole('button', { name: 'Remove filter Side: server' }).click();
  await expect(page).toHaveURL(/\/matrix\/$/);
  await expect(page.locator('#matrix-status')).toHaveText(`Showing ${matrix.rows.length} of ${matrix.rows.length} rows`);
});

test('a filter with no match says so and offers the change that brings rows back', async ({ page }) => {
  await page.goto('/matrix/?product=codex&verdict=honest&q=roots');
  const empty = page.locator('#matrix-empty');
  await expect(empty).toBeVisible();
  await expect(empty).toContainText('No row matches these filters');
  await expect(page.locator('#matrix-status')).toHaveText(`Showing 0 of ${matrix.rows.length} rows`);
  await empty.getByRole('button', { name: /remove “Products: Codex”/ }).click();
  await expect(empty).toBeHidden();
  expect(new URL(page.url()).search).toBe('?verdict=honest&q=roots');
});

test('under a filter, columns with nothing to show fold, with a note saying what was folded', async ({ page }) => {
  await page.goto('/matrix/?verdict=overclaim');
  const note = page.locator('#matrix-folded');
  await expect(note).toBeVisible();
  await expect(note).toContainText('Codex');
  await expect(page.locator('#matrix-table thead th[data-p="codex"]').first()).toBeHidden();
  await note.getByRole('button', { name: 'Show them' }).click();
  await expect(page.locator('#matrix-table thead th[data-p="codex"]').first()).toBeVisible();
});

test('the verdict summary hides the product columns and revision rows the matrix hides', async ({ page }) => {
  await page.goto('/matrix/?verdict=overclaim&revision=2025-11-25,2026-07-28');
  await expect(page.locator('#matrix-table thead th[data-p="codex"]').first()).toBeHidden();
  const grid = page.getByRole('table', { name: /Verdict counts per revision and product/ });
  await expect(grid.getByRole('columnheader', { name: getProduct('codex').name, exact: true })).toBeHidden();
  await expect(grid.getByRole('row')).toHaveCount(3);
  // Each shown row has one visible count cell per product column left in view.
  const shownColumns = await grid.getByRole('columnheader').filter({ visible: true }).count();
  for (const row of await grid.locator('tbody tr').filter({ visible: true }).all()) {
    await expect(row.locator('td').filter({ visible: true })).toHaveCount(shownColumns - 1);
  }
  await expect(grid.locator('tbody tr').filter({ visible: true })).toHaveCount(2);
});

test('basis= filters by how well the documents support a cell', async ({ page }) => {
  await page.goto('/matrix/?basis=unknown');
  await expect(page.getByRole('button', { name: 'Remove filter Basis: ? unknown' })).toBeVisible();
  await expect(page.locator('#matrix-status')).toHaveText(expectedStatus('basis=unknown'));
});

for (const width of [390, 1440]) {
  test(`a cell fragment on a row page shows the cell with its product and revision labels in view (${width} px)`, async ({ page }) => {
    await page.setViewportSize({ width, height: 800 });
    const row = matrix.rows[0]!;
    // On a phone each product is a card of one line per revision: the latest revision's cell is the furthest down its
    // card, so every product's is checked. Wider, the table's columns are the revisions: the third product's (the
    // fragment's scroll margin keeps about three product lines above the cell: a cell further down leaves the
    // revision headers above the screen).
    const products = width < 600 ? PRODUCT_IDS : [PRODUCT_IDS[2] ?? PRODUCT_IDS[0]];
    for (const product of products) {
      const cell = cellAt(row, product, REVISION_IDS.at(-1)!);
      await page.goto(`/capabilities/${row.slug}/#${cell.fragment}`);
      const td = page.locator(`#${cell.fragment}`);
      await expect(td).toBeInViewport();
      const label = page.locator('table.row-matrix tr', { has: td }).getByRole('rowheader');
      await expect(label).toHaveText(getProduct(product).name);
      await expect(label).toBeInViewport({ ratio: 1 });
      if (width > 600) await expect(page.locator('table.row-matrix thead th').last()).toBeInViewport();
      expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBeLessThanOrEqual(0);
    }
  });
}
