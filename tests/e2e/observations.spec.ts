/**
 * Observed on the wire, beside the register: the first observation of content/observations that
 * is a register product shows on its cell's drawer with its captured words (the verdict line
 * unchanged), on the row page without JavaScript, and on the product page; /observed/ is a table
 * of every observed client × the rows they speak of, linked to the captures, axe clean and
 * stacked on a phone; each client's page shows its captured exchange; the matrix's evidence
 * filter keeps and outlines the observed cells; /matrix.json carries them under their own key. Every expectation is computed from the content with the site's own
 * functions, never written here.
 */
import { test, expect, type Page } from '@playwright/test';
import { cellAt } from '../../src/lib/lookup/at.ts';
import { join } from 'node:path';
import { axeViolations } from './axe.ts';
import { content, matrix, root, rows } from './content.ts';
import { loadObservations } from '../../src/lib/observations/load.ts';
import { exportObservations, type ObservationExport } from '../../src/lib/observations/export.ts';
import { observedItemId, observedTable } from '../../src/lib/observations/view.ts';
import { OBSERVED_HEADING, agreementMark, observationLabel } from '../../src/lib/observations/words.ts';
import { PRODUCT_IDS, REVISION_IDS, getProduct, type ProductId } from '../../src/lib/register/axes.ts';
import { besideByCell } from '../../src/lib/matrix/rows.ts';
import { foldedAxes, parseFilters, rowMatches, type RowFacts } from '../../src/lib/matrix/filters.ts';
import { SOURCE_LABELS, chipLabel, evidenceWords } from '../../src/lib/matrix/view.ts';
import { evidenceStatus, showingRows } from '../../src/lib/matrix/toolbar-words.ts';
import { rowSlug } from '../../src/lib/register/ids.ts';

const observations = loadObservations(join(root, 'content/observations'), root).observations.map((o) => o.data);
const exported = exportObservations(observations, matrix, rows, '/');

/** The first observed cell (in file order) that sits beside a register product's cell. */
function firstRegisterCell(): {
  o: ObservationExport;
  cell: ObservationExport['cells'][number];
  side: ObservationExport['cells'][number]['register'][number];
} {
  for (const o of exported)
    for (const cell of o.cells) {
      const [side] = cell.register;
      if (side) return { o, cell, side };
    }
  throw new Error('no observation in content/observations is a register product at a register revision');
}

test.skip(observations.length === 0, 'content/observations holds no observation');

test('a cell’s drawer shows what was observed on the wire beside the verdict, with the captured words and provenance', async ({ page }) => {
  const { o, cell, side } = firstRegisterCell();
  const matrixCell = cellAt(
    matrix.rows.find((r) => r.id === cell.row)!,
    side.product,
    cell.revision,
  );
  await page.goto(`/matrix/#${side.fragment}`);
  const drawer = page.getByRole('dialog', { name: new RegExp(`^${cell.row}, ${getProduct(side.product).name}, ${cell.revision} `) });
  const section = drawer.locator('section.observed');
  await expect(section.getByRole('heading', { name: OBSERVED_HEADING })).toBeVisible();
  // The verdict stays the register's.
  await expect(drawer.locator('.drawer-verdict')).toHaveAttribute('data-v', matrixCell.verdict);
  await expect(section).toContainText('evidence of what the client does, not a verdict');
  const item = section.locator(`li[data-client="${o.client}"]`);
  await expect(item).toContainText(observationLabel(o));
  await expect(item).toContainText(cell.summary);
  await expect(item.locator('code').first()).toHaveText(cell.words);
  for (const a of cell.answers) await expect(item).toContainText(a.words);
  await expect(item).toContainText(`Provenance: probe observation ${o.file}`);
  await expect(item.getByRole('link', { name: 'the captured exchange' })).toHaveAttribute('href', cell.capture);
  await expect(item).toHaveAttribute('data-agreement', side.agreement);
  if (side.agreement === 'disagree') await expect(section.locator('.disagreement')).toContainText('disagrees with the register');
  else await expect(section.locator('.disagreement')).toHaveCount(0);
});

test('a disagreement with the register, where there is one, is said beside the verdict in the drawer', async ({ page }) => {
  const found = exported.flatMap((o) =>
    o.cells.flatMap((cell) => cell.register.filter((s) => s.agreement === 'disagree').map((side) => ({ o, cell, side }))),
  );
  test.skip(found.length === 0, 'no observation disagrees with the register');
  const { o, side } = found[0]!;
  await page.goto(`/matrix/#${side.fragment}`);
  const section = page.locator('#cell-details section.observed');
  await expect(section.locator('.disagreement')).toContainText(`The register: declared ${side.declared}`);
  await expect(section.locator(`li[data-client="${o.client}"]`)).toContainText(/: disagrees — /);
  await expect(page.locator('#cell-details .drawer-verdict')).toHaveAttribute('data-v', side.verdict);
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });
  test('the row page links the cell to what was observed of it, with the words', async ({ page }) => {
    const { o, cell, side } = firstRegisterCell();
    await page.goto(`/capabilities/${rowSlug(cell.row)}/`);
    const id = observedItemId(side.fragment, o.client);
    const link = page.locator(`td#${side.fragment}`).getByRole('link', { name: 'observed on the wire' });
    await expect(link).toHaveAttribute('href', `#${id}`);
    const item = page.locator(`li#${id}`);
    await expect(item).toContainText(observationLabel(o));
    await expect(item).toContainText(cell.summary);
    await expect(item.locator('code').first()).toHaveText(cell.words);
    await expect(item).toContainText(agreementMark(side.agreement));
  });
});

test('a product page lists the observations of the client it is, one table row per observed cell', async ({ page }) => {
  const { side } = firstRegisterCell();
  const product: ProductId = side.product;
  const mine = exported.filter((o) => o.product !== 'none' && o.product.ids.includes(product));
  await page.goto(`/clients/${product}/`);
  await expect(page.getByRole('heading', { level: 2, name: OBSERVED_HEADING })).toBeVisible();
  for (const o of mine) {
    const section = page.locator(`section.observation[data-observation="${o.url}"]`);
    await expect(section.getByRole('heading', { level: 3 })).toHaveText(observationLabel(o));
    const cells = o.cells.filter((c) => c.register.some((s) => s.product === product));
    const table = section.getByRole('table');
    await expect(table.locator('tbody tr')).toHaveCount(cells.length);
    for (const c of cells) {
      const tr = table.locator(`tbody tr[data-row="${c.row}"][data-revision="${c.revision}"]`);
      await expect(tr.getByRole('link', { name: c.summary, exact: true })).toHaveAttribute('href', c.capture);
    }
  }
});

async function noSidewaysScroll(page: Page): Promise<boolean> {
  return page.evaluate(() => document.documentElement.scrollWidth <= document.documentElement.clientWidth + 1);
}

test('/observed/ is a table of every observed client × the rows they speak of, linked to each capture, axe clean', async ({ page }) => {
  test.slow();
  const view = observedTable(exported, rows, '/');
  await page.goto('/observed/');
  const table = page.getByRole('table', { name: /What each observed client declared and answered/ });
  // Column headers: the row, then every observed client (those the register has no column for too).
  await expect(table.getByRole('columnheader')).toHaveText(['Row', ...view.clients.map((c) => `${c.label} (${c.product})`)]);
  await expect(table.getByRole('rowheader')).toHaveCount(view.rows.length);
  for (const r of view.rows) {
    const tr = table.locator(`tbody tr[data-row="${r.row}"]`);
    await expect(tr.getByRole('rowheader')).toContainText(r.row);
    for (const cell of r.cells) {
      const td = tr.locator(`td[data-client="${cell.client}"]`);
      const links = td.getByRole('link');
      await expect(links).toHaveCount(cell.entries.length);
      for (const [i, e] of cell.entries.entries()) {
        await expect(links.nth(i)).toHaveAttribute('href', e.href);
        await expect(links.nth(i)).toContainText(e.summary);
      }
    }
  }
  // Every client's page is listed under the table.
  for (const o of exported)
    await expect(page.locator(`#observed-clients li[data-client="${o.client}"] a`)).toHaveAttribute('href', o.url.split('#')[0]!);
  expect(await axeViolations(page)).toEqual([]);
  // On a phone the table is a card per row, with no sideways scrolling.
  await page.setViewportSize({ width: 390, height: 844 });
  expect(await noSidewaysScroll(page)).toBe(true);
  await expect(table.locator('thead')).toBeHidden();
  await expect(table.locator('tbody td').first()).toBeVisible();
});

test('a client’s page shows each capture a cell links to, its exchange folded until opened, axe clean', async ({ page }) => {
  const o = exported[0]!;
  await page.goto(o.url);
  await expect(page.locator(`[id="${new URL(o.url, 'http://x').hash.slice(1)}"]`)).toHaveText(`${o.name} ${o.version}`);
  for (const href of new Set(o.cells.map((c) => c.capture))) await expect(page.locator(`[id="${href.split('#')[1]}"]`)).toHaveCount(1);
  const exchange = page.locator('details.exchange').first();
  if ((await exchange.count()) > 0) {
    // Opened from the keyboard, the lines show, each with its time.
    await exchange.locator('summary').focus();
    await page.keyboard.press('Enter');
    await expect(exchange.locator('.exchange-lines > li time').first()).toBeVisible();
  }
  expect(await axeViolations(page)).toEqual([]);
  await expect(page.getByRole('link', { name: 'Every observed client', exact: true })).toHaveAttribute('href', '/observed/');
});

test('the evidence filter keeps the rows with an observation, outlines those cells and says so; removing its chip restores the view', async ({
  page,
}) => {
  // The rows and cells to expect, from the content with the site's own functions.
  const beside = besideByCell(new Map(), exported);
  const facts: RowFacts[] = matrix.rows.map((m) => {
    const row = rows.find((r) => r.id === m.id)!;
    const verdicts: RowFacts['verdicts'] = {};
    const near: NonNullable<RowFacts['beside']> = {};
    for (const p of PRODUCT_IDS)
      for (const r of REVISION_IDS) {
        const cell = cellAt(m, p, r);
        verdicts[`${p}|${r}`] = cell.verdict;
        const here = beside.get(cell.fragment);
        if (here) near[`${p}|${r}`] = here;
      }
    return {
      id: m.id,
      title: m.title,
      side: m.side,
      audit: row.audit.status,
      effort: row.effort.size,
      risk: row.risk.level,
      verdicts,
      beside: near,
    };
  });
  const state = parseFilters('source=observed');
  const folded = new Set(foldedAxes(facts, state).rows);
  const shown = facts.filter((f) => rowMatches(f, state) && !folded.has(f.id));
  const marked = shown.flatMap((f) =>
    Object.keys(f.beside ?? {}).map(
      (key) =>
        cellAt(
          matrix.rows.find((m) => m.id === f.id)!,
          key.split('|')[0]!,
          key.split('|')[1]!,
        ).fragment,
    ),
  );
  expect(marked.length, 'an observation sits beside a shown cell').toBeGreaterThan(0);

  await page.goto('/matrix/');
  // By keyboard: open the Filters menu, tick “observed on the wire”.
  await page.locator('#filter-menu > summary').focus();
  await page.keyboard.press('Enter');
  const box = page.getByRole('group', { name: 'Evidence' }).getByRole('checkbox', { name: SOURCE_LABELS.observed });
  await box.focus();
  await page.keyboard.press('Space');
  await expect(box).toBeChecked();
  await expect(page).toHaveURL(/\?source=observed$/);
  // The status line (a live region) says how many rows and what the outline means.
  const status = page.locator('#matrix-status');
  await expect(status).toHaveAttribute('role', 'status');
  await expect(status).toHaveText(
    showingRows({ matching: facts.filter((f) => rowMatches(f, state)).length, folded: folded.size, total: facts.length }) +
      evidenceStatus(['observed']),
  );
  await expect(page.locator('#matrix-table tbody tr[data-side]')).toHaveCount(shown.length);
  // Exactly the observed cells are outlined, and each tile's name says so.
  const outlined = page.locator('#matrix-table td[data-e]');
  await expect(outlined).toHaveCount(marked.length);
  for (const fragment of marked) {
    const td = page.locator(`td[id="${fragment}"]`);
    await expect(td).toHaveAttribute('data-e', 'observed');
    await expect(td.getByRole('link')).toHaveAccessibleName(new RegExp(`${evidenceWords(['observed']).replace(/[.]/g, '\\.')}$`));
  }
  expect(await axeViolations(page)).toEqual([]);
  // The chip removes it: every row back, no outline, the tiles' names as they were.
  await page.getByRole('button', { name: `Remove filter ${chipLabel('source', 'observed')}` }).click();
  await expect(page).toHaveURL(/\/matrix\/$/);
  await expect(status).toHaveText(showingRows({ matching: facts.length, folded: 0, total: facts.length }));
  await expect(outlined).toHaveCount(0);
  await expect(page.locator(`td[id="${marked[0]}"]`).getByRole('link')).not.toHaveAccessibleName(/Evidence:/);
});

test('the home page, the legend and the sources page lead to /observed/', async ({ page }) => {
  for (const path of ['/', '/legend/', '/sources/compare/']) {
    await page.goto(path);
    await expect(page.getByRole('main').locator('a[href="/observed/"]').first(), path).toBeVisible();
  }
});

test('/matrix.json carries every observation under its own key, as computed from the content', async ({ request }) => {
  const data = (await (await request.get('/matrix.json')).json()) as { rows: unknown[]; observations?: ObservationExport[] };
  const summary = (list: readonly ObservationExport[]) =>
    list.flatMap((o) =>
      o.cells.map((c) => [o.client, c.row, c.revision, c.summary, c.register.map((s) => `${s.product}:${s.agreement}`).join(' ')]),
    );
  expect(summary(data.observations ?? [])).toEqual(summary(exported));
  expect(data.rows.length).toBe(content.rows.length);
});
