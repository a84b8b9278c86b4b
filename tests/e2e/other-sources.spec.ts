/**
 * Other sources beside the register, in the browser: a disagreement is marked on its tile (not by colour alone) and
 * explained in the drawer with both sides linked; the matrix and compare filters; the pages are axe clean. That
 * /sources/compare/ lists exactly the disagreements of /matrix.json and every page that shows a source's fact
 * credits it is checked from the HTML (tests/dist/site.test.ts).
 */
import { test, expect } from '@playwright/test';
import { axeViolations, axeViolationsLightAndDark } from './axe.ts';
import { saysWords } from '../../src/lib/sources/view.ts';
import { rows } from './content.ts';
import { PRODUCT_IDS, getProduct, type ProductId } from '../../src/lib/register/axes.ts';
import { splitWords } from './split-words.ts';
import { cutCaptions } from './layout-checks.ts';

interface Statement {
  source: string;
  record: string;
  says: Parameters<typeof saysWords>[0]['says'];
  meaning: Parameters<typeof saysWords>[0]['meaning'];
  partial: boolean;
  agreement: string;
  fields: { url: string; place: string }[];
}
interface Cell {
  verdict: string;
  declared: string;
  evidence: { field: string; url: string; quote: string }[];
  otherSources?: { agreement: string; statements: Statement[] };
}
interface Exported {
  rows: { id: string; cells: Record<string, Record<string, Cell>> }[];
}

const fragment = (row: string, product: string, revision: string) => `${row.toLowerCase()}--${product}--${revision}`;

/** The fragment of the first cell no other source speaks of. */
async function noSourceSays(request: import('@playwright/test').APIRequestContext): Promise<string> {
  const data = (await (await request.get('/matrix.json')).json()) as Exported;
  for (const row of data.rows)
    for (const [product, byRevision] of Object.entries(row.cells))
      for (const [revision, cell] of Object.entries(byRevision))
        if (cell.otherSources && cell.otherSources.statements.length === 0) return fragment(row.id, product, revision);
  throw new Error('every cell has another source’s word');
}

async function disagreements(request: import('@playwright/test').APIRequestContext) {
  const data = (await (await request.get('/matrix.json')).json()) as Exported;
  const out: { fragment: string; product: string; cell: Cell }[] = [];
  const missing: string[] = [];
  for (const row of data.rows)
    for (const [product, byRevision] of Object.entries(row.cells))
      for (const [revision, cell] of Object.entries(byRevision)) {
        if (!cell.otherSources) missing.push(`${row.id} ${product} ${revision} carries no otherSources`);
        else if (cell.otherSources.agreement === 'disagree') out.push({ fragment: fragment(row.id, product, revision), product, cell });
      }
  expect(missing).toEqual([]);
  return out;
}

test('a disagreement of another source is in /matrix.json, marked on its tile and explained in the drawer with both sides linked', async ({
  page,
  request,
}) => {
  // The first disagreement /matrix.json records whose register side quotes a declared value (which one depends on the content).
  const found = await disagreements(request);
  const shown = found.find((d) => d.cell.evidence.some((e) => e.field === 'declared'));
  expect(shown, 'a disagreement with the register’s declared words').toBeTruthy();
  const [rowSlug] = shown!.fragment.split('--');
  await page.goto('/matrix/');
  const td = page.locator(`#${shown!.fragment}`);
  await expect(td).toHaveAttribute('data-o', 'd');
  // Not by colour alone: the words are in the tile's accessible name, and a mark is drawn.
  await expect(td.getByRole('link')).toHaveAccessibleName(/other sources disagree/);
  expect(await td.locator('a').evaluate((a) => getComputedStyle(a, '::before').content)).toContain('≠');
  // A tile no source speaks of carries neither.
  const quiet = await noSourceSays(request);
  const calm = page.locator(`#${quiet}`);
  await expect(calm).not.toHaveAttribute('data-o', /.*/);
  await expect(calm.getByRole('link')).not.toHaveAccessibleName(/other sources/);
  await td.getByRole('link').click();
  const drawer = page.getByRole('dialog', { name: new RegExp(`^${rowSlug!.toUpperCase()}, `) });
  const section = drawer.locator('section.other-sources');
  await expect(section.getByRole('heading', { name: 'Other sources' })).toBeVisible();
  await expect(section).toContainText('Another source disagrees with the register');
  // The register's side: its declared value and its quote, linked to the passage.
  const registerQuote = shown!.cell.evidence.find((e) => e.field === 'declared')!;
  await expect(section.locator('.disagreement a').first()).toHaveAttribute('href', registerQuote.url);
  // The source's side: the record's line, linked, and the source credited.
  const statement = shown!.cell.otherSources!.statements.find((s) => s.agreement === 'disagree')!;
  const item = section.locator(`li[data-source="${statement.source}"][data-agreement="disagree"]`);
  await expect(item).toContainText(`record “${statement.record}”`);
  const [field] = statement.fields;
  if (!field) throw new Error('the disagreeing statement names no field');
  await expect(item.getByRole('link').first()).toHaveAttribute('href', field.url);
  // The source is credited in the drawer with its attribution and licence, as /matrix.json carries them.
  const { otherSourceCredits } = (await (await request.get('/matrix.json')).json()) as {
    otherSourceCredits: { id: string; attribution: string; licence: { name: string } }[];
  };
  const credit = otherSourceCredits.find((c) => c.id === statement.source)!;
  await expect(section.locator('.source-credit')).toContainText(credit.attribution);
  await expect(section.locator('.source-credit')).toContainText(credit.licence.name);
});

test('the matrix filter agree=disagree keeps exactly the rows with a disagreement', async ({ page, request }) => {
  const found = await disagreements(request);
  await page.goto('/matrix/?agree=disagree');
  const rows = new Set(found.map((d) => d.fragment.split('--')[0]));
  await expect(page.locator('#matrix-table tbody tr[data-side]:visible')).toHaveCount(rows.size);
  for (const slug of rows) await expect(page.locator(`tr#${slug}`)).toBeVisible();
});

test('/sources/compare/ is axe clean, and ?product= filters it', async ({ page, request }) => {
  // That it lists exactly the disagreements of /matrix.json, credited, is checked from the HTML: tests/dist/site.test.ts.
  const found = await disagreements(request);
  const product = found[0]?.product;
  expect(product, 'some product has a disagreement').toBeTruthy();
  const other = PRODUCT_IDS.find((p) => p !== product)!;
  await page.goto('/sources/compare/');
  expect(await axeViolations(page)).toEqual([]);
  // The field tables split no word (a table wider than the page scrolls in its region), at a desktop width and a phone's;
  // their captions read without scrolling the region.
  for (const width of [1440, 390]) {
    await page.setViewportSize({ width, height: 844 });
    expect(await splitWords(page, 'table.source-mapping'), `${width} px`).toEqual([]);
    expect(await cutCaptions(page), `${width} px`).toEqual([]);
  }
  await page.goto(`/sources/compare/?product=${product}`);
  await expect(page.locator(`section.compare-product[data-product="${product}"]`)).toBeVisible();
  await expect(page.locator(`section.compare-product[data-product="${other}"]`)).toBeHidden();
  await expect(page.locator('#compare-filter-status')).toContainText(getProduct(product as ProductId).name);
});

// Product pages share one template: the scan is of the product page that shows the most of it, the one with the
// other sources' table (the first product the sources speak of), which every other part of the template is on too;
// in both schemes (the dark one's colour rules), on one load.
test('a product page with the other sources’ table is axe clean, in the light scheme and the dark one', async ({ page, request }) => {
  const data = (await (await request.get('/matrix.json')).json()) as Exported;
  const product = PRODUCT_IDS.find((p) =>
    data.rows.some((r) =>
      Object.values(r.cells[p] ?? {}).some(
        (cell) => (cell.otherSources?.statements ?? []).filter((s) => s.meaning === 'declaration').length >= 2,
      ),
    ),
  );
  expect(product, 'the sources speak of some product’s declaration').toBeTruthy();
  await page.goto(`/clients/${product}/`);
  await expect(page.locator('table.other-sources-table')).toBeVisible();
  expect(await axeViolationsLightAndDark(page)).toEqual([]);
});

test('/clients/other/ is axe clean; its tables split no revision or row id, and their captions read without scrolling sideways', async ({
  page,
}) => {
  await page.goto('/clients/other/');
  expect(await axeViolations(page)).toEqual([]);
  for (const width of [1440, 390]) {
    await page.setViewportSize({ width, height: 844 });
    expect(await splitWords(page, 'table.other-clients'), `${width} px`).toEqual([]);
    expect(await cutCaptions(page), `${width} px`).toEqual([]);
  }
});

test('a product no source records: its cells say so, never “no disagreement”', async ({ page, request }) => {
  // Its product page, its compare section and the nav are checked from the HTML: tests/dist/site.test.ts.
  const id = rows[0]!.id;
  const json = (await (await request.get(`/rows/${id.toLowerCase()}.json`)).json()) as {
    otherSourceRecords: Record<string, string[]>;
    cells: Record<string, Record<string, Cell>>;
  };
  const unrecorded = Object.keys(json.otherSourceRecords).filter((p) => json.otherSourceRecords[p]!.length === 0);
  test.skip(unrecorded.length === 0, 'every product has a record in some source');
  const product = unrecorded[0]!;
  const revision = Object.keys(json.cells[product]!).find((r) => !json.cells[product]![r]!.otherSources?.statements.length)!;
  await page.goto(`/matrix/#${fragment(id, product, revision)}`);
  const section = page.getByRole('dialog').locator('section.other-sources');
  await expect(section.getByRole('heading', { name: 'Other sources' })).toBeVisible();
  await expect(section).toContainText('No other source records');
  await expect(section).not.toContainText('No disagreement');
});
