/**
 * Other sources beside the register: a disagreement is marked on its tile (not by colour alone)
 * and explained in the drawer with both sides linked; /sources/compare/ lists exactly the
 * disagreements of /matrix.json; every page that shows a source's fact credits it; the new pages
 * are axe clean.
 */
import { test, expect, type Page } from '@playwright/test';
import { axeViolations } from './axe.ts';
import { saysWords } from '../../src/lib/sources/view.ts';
import { rows } from './content.ts';

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

/** The credit of each source whose fact the page shows: its attribution and licence link. */
async function expectCredits(page: Page, sources: string[]) {
  for (const id of sources) {
    const credit = page.locator(`.source-credit[data-source="${id}"]`);
    await expect(credit, `${id} credited`).toHaveCount(1);
    await expect(credit.locator('.attribution a')).toHaveAttribute('href', /^https:\/\//);
  }
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

test('/sources/compare/ lists exactly the disagreements in /matrix.json, and ?product= filters it', async ({ page, request }) => {
  const found = await disagreements(request);
  await page.goto('/sources/compare/');
  const listed = await page.locator('[data-cell]').evaluateAll((els) => els.map((e) => (e as HTMLElement).dataset.cell));
  expect(listed.sort()).toEqual(found.map((d) => d.fragment).sort());
  await expectCredits(page, ['apify', 'clients-page', 'canimcp']);
  await expect(page.locator('.source-credit[data-source="canimcp"]')).toContainText('canimcp (by Blues, https://canimcp.dev)');
  // /matrix.json carries the facts, so it carries the credits too.
  const data = (await (await request.get('/matrix.json')).json()) as {
    otherSourceCredits: { id: string; attribution: string; licence: { url: string } }[];
  };
  expect(data.otherSourceCredits.map((c) => c.id)).toEqual(['apify', 'clients-page', 'canimcp']);
  expect(data.otherSourceCredits.find((c) => c.id === 'canimcp')!.attribution).toContain('canimcp (by Blues, https://canimcp.dev)');
  expect(await axeViolations(page)).toEqual([]);
  await page.goto('/sources/compare/?product=goose');
  await expect(page.locator('section.compare-product[data-product="goose"]')).toBeVisible();
  await expect(page.locator('section.compare-product[data-product="opencode-v2"]')).toBeHidden();
  await expect(page.locator('#compare-filter-status')).toContainText('goose');
});

test('the goose page shows the register beside what Apify, the clients page and canimcp say, credited', async ({ page, request }) => {
  test.slow();
  // The first row where the sources make statements about goose's declaration, read from /matrix.json.
  const data = (await (await request.get('/matrix.json')).json()) as Exported;
  const said = data.rows
    .flatMap((r) => Object.values(r.cells['goose'] ?? {}).map((cell) => ({ id: r.id, statements: cell.otherSources?.statements ?? [] })))
    .find((x) => x.statements.filter((s) => s.meaning === 'declaration').length >= 2);
  expect(said, 'the sources speak of a goose declaration').toBeTruthy();
  await page.goto('/clients/goose/');
  const table = page.locator('table.other-sources-table');
  await expect(table.locator('thead th')).toHaveText([
    'Row',
    'Register (declared)',
    'Apify mcp-client-capabilities',
    'MCP site clients page (docs/clients.mdx)',
    'canimcp (by Blues)',
  ]);
  const tr = table.locator('tbody tr').filter({ hasText: new RegExp(`^${said!.id}\\b`) });
  for (const s of said!.statements.filter((x) => x.meaning === 'declaration'))
    await expect(tr.locator(`td[data-source="${s.source}"]`)).toContainText(saysWords(s));
  await expectCredits(page, ['apify', 'clients-page', 'canimcp']);
  await expect(page.locator('.caveats').first()).toContainText('protocolVersion');
  expect(await axeViolations(page)).toEqual([]);
});

test('/clients/other/ lists the clients the register has not audited, each source side by side, credited', async ({ page }) => {
  test.slow();
  await page.goto('/clients/other/');
  await expect(page.locator('.callout')).toContainText('The register has not audited these clients.');
  const rows = page.locator('table.other-clients tbody tr');
  expect(await rows.count()).toBeGreaterThan(30);
  await expect(page.locator('table.other-clients tbody th', { hasText: /^goose$/i })).toHaveCount(0);
  await expectCredits(page, ['apify', 'clients-page', 'canimcp']);
  expect(await axeViolations(page)).toEqual([]);
});

test('mcpx, which no source records, says so and shows no facts', async ({ page }) => {
  await page.goto('/clients/mcpx/');
  await expect(page.locator('#other-sources + p')).toContainText('has a record for mcpx');
  await expect(page.locator('table.other-sources-table')).toHaveCount(0);
});

test('a product no source records: its cells and its compare section say so, never “no disagreement”; the nav names both source pages', async ({
  page,
  request,
}) => {
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
  await page.goto('/sources/compare/');
  for (const p of unrecorded) {
    const group = page.locator(`section.compare-product[data-product="${p}"]`);
    await expect(group).toContainText('nothing was compared');
    await expect(group).not.toContainText('No disagreement');
  }
  const nav = page.getByRole('navigation', { name: 'Site' });
  await expect(nav.getByRole('link', { name: 'Sources' })).toHaveAttribute('aria-current', 'page');
  await expect(page.locator('main').getByRole('link', { name: 'other clients' })).toHaveAttribute('href', '/clients/other/');
  // The source-health page is named as what it is, in the footer; the nav's Sources is the compare page.
  await page.getByRole('contentinfo').getByRole('link', { name: 'Source health' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Source health');
  await expect(page.locator('main').getByRole('link', { name: 'where other sources disagree' })).toHaveAttribute(
    'href',
    '/sources/compare/',
  );
});
