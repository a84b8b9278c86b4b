import { test, expect } from '@playwright/test';
import { content, row, rows } from './content.ts';
import { rowSlug } from '../../src/lib/register/ids.ts';
import { SEARCH_TIMEOUT } from './axe.ts';

test('search finds rows by words in their text and shows id and title', async ({ page }) => {
  await page.goto('/');
  const box = page.getByRole('searchbox', { name: 'Search the register' });
  // A word of CAP-03's capability key (its last segment), read from the row.
  await box.fill(row('CAP-03').capability!.paths[0]!.split('.').at(-1)!);
  const results = page.locator('#site-search-results');
  // The first search loads the index: wait for its answer, however long a loaded machine takes.
  await expect(page.locator('#site-search-status')).toHaveText(/\d+ results?/, { timeout: SEARCH_TIMEOUT });
  await expect(results.getByRole('link', { name: `CAP-03 ${row('CAP-03').title}` })).toBeVisible();
  // Keyboard: Down moves to the first result; following it opens the row.
  await box.press('ArrowDown');
  await expect(results.getByRole('link').first()).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/capabilities\/cap-\d+\//);
});

test('Escape closes the search results, a second Escape clears the search', async ({ page }) => {
  await page.goto('/legend/');
  const box = page.getByRole('searchbox', { name: 'Search the register' });
  await box.fill('elicitation');
  await expect(page.locator('#site-search-results')).toBeVisible({ timeout: SEARCH_TIMEOUT });
  await box.press('Escape');
  await expect(box).toHaveValue('elicitation');
  await expect(page.locator('#site-search-results')).toBeHidden();
  await box.press('Escape');
  await expect(box).toHaveValue('');
  await expect(page.locator('#site-search-results')).toBeHidden();
});

for (const short of [
  '/CAP-03/',
  '/cap-03/',
  '/CAP-3/',
  '/cap-3/',
  '/capabilities/CAP-03/',
  '/capabilities/CAP-3/',
  '/capabilities/cap-3/',
]) {
  test(`the short link ${short} leads to the row page`, async ({ page }) => {
    await page.goto(short);
    await expect(page).toHaveURL(/\/capabilities\/cap-03\/$/);
    await expect(page.getByRole('heading', { level: 1 })).toContainText('CAP-03');
  });
}

test('every heading of a row page has an anchor and a copy-link control', async ({ page, context }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await page.goto('/capabilities/cap-09/');
  const headings = page.locator('main :is(h2, h3)');
  const count = await headings.count();
  expect(count).toBeGreaterThan(8);
  for (let i = 0; i < count; i++) {
    const h = headings.nth(i);
    const id = await h.getAttribute('id');
    expect(id, await h.innerText()).toBeTruthy();
    await expect(h.locator(`a.copy-link[href="#${id}"]`)).toHaveCount(1);
  }
  // The observation section keeps its anchor whatever commit it was audited at (its heading is the row's audit label).
  await page.getByRole('link', { name: `Copy link to section ${row('CAP-09').audit.label}` }).click();
  await expect(page).toHaveURL(/\/capabilities\/cap-09\/#observation$/);
  expect(await page.evaluate(() => navigator.clipboard.readText())).toMatch(/\/capabilities\/cap-09\/#observation$/);
});

test('the Atom feed is well-formed and lists every row', async ({ page, request }) => {
  const response = await request.get('/feed.xml');
  expect(response.headers()['content-type']).toContain('xml');
  const text = await response.text();
  await page.goto('/');
  const parsed = await page.evaluate((xml) => {
    const doc = new DOMParser().parseFromString(xml, 'application/xml');
    return {
      error: doc.getElementsByTagName('parsererror').length,
      ns: doc.documentElement.namespaceURI,
      entries: [...doc.getElementsByTagName('entry')].map((e) => e.getElementsByTagName('title')[0]!.textContent),
      updated: doc.documentElement.getElementsByTagName('updated')[0]!.textContent,
    };
  }, text);
  expect(parsed.error).toBe(0);
  expect(parsed.ns).toBe('http://www.w3.org/2005/Atom');
  for (const r of rows) expect(parsed.entries).toContain(`${r.id} ${r.title}`);
  expect(Number.isNaN(Date.parse(parsed.updated!))).toBe(false);
});

test('the changes page lists the re-audited rows', async ({ page }) => {
  // Each published register whose header names current rows has a change saying at which commit, and which rows.
  const audits = content.registers.flatMap((r) => (r.data.published ? r.data.auditNote.current.filter((a) => a.rows.length) : []));
  expect(audits.length).toBeGreaterThan(0);
  await page.goto('/changes/');
  for (const audit of audits)
    await expect(page.getByRole('heading', { name: new RegExp(`Re-audited at ${audit.commit}: .*${audit.rows[0]}`) })).toBeVisible();
});

test('a row has its own JSON next to matrix.json', async ({ request }) => {
  const data = await (await request.get('/rows/cap-03.json')).json();
  expect(data.id).toBe('CAP-03');
  expect(data.frontMatter.audit.commit).toBe(row('CAP-03').audit.commit);
  expect(Object.keys(data.cells)).toContain('mcpx');
});

test('the 404 page suggests the row a mistyped address meant', async ({ page }) => {
  // (/capabilities/cap-3/ itself is a redirect now: a misspelt folder still finds the row.)
  const response = await page.goto('/capabilites/cap-3/');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
  const suggestions = page.getByRole('region', { name: 'Did you mean' });
  await expect(suggestions.getByRole('link', { name: `CAP-03 ${row('CAP-03').title}` })).toBeVisible();
});

test('pages carry canonical URLs, descriptions and Open Graph tags; the sitemap lists them', async ({ page, request }) => {
  await page.goto('/capabilities/cap-07/');
  await expect(page).toHaveTitle(`CAP-07 ${row('CAP-07').title} · MCP capability register`);
  await expect(page.locator('link[rel=canonical]')).toHaveAttribute('href', /\/capabilities\/cap-07\/$/);
  await expect(page.locator('meta[name=description]')).toHaveAttribute('content', /CAP-07/);
  await expect(page.locator('meta[property="og:title"]')).toHaveAttribute('content', `CAP-07 ${row('CAP-07').title}`);
  const sitemap = await (await request.get('/sitemap.xml')).text();
  expect(sitemap).toContain('/capabilities/cap-07/</loc>');
  expect(sitemap).toContain('/matrix/</loc>');
});

test('a row and a matrix cell offer a prefilled correction naming the row, cell and commit', async ({ page }) => {
  await page.goto('/capabilities/cap-03/');
  const href = await page.getByRole('link', { name: 'Propose a correction' }).getAttribute('href');
  const url = new URL(href!);
  expect(url.searchParams.get('title')).toBe('Correction: CAP-03');
  const audited = row('CAP-03').audit.commit;
  expect(url.searchParams.get('body')).toContain(`Audited at: ${audited}`);
  expect(url.searchParams.get('template')).toBe('correction.yml');
  expect(url.searchParams.get('row')).toBe(`CAP-03 ${row('CAP-03').title}`);
  expect(url.searchParams.get('audited')).toBe(audited);
  await page.goto('/matrix/#cap-03--mcpx--2026-07-28');
  const cellHref = await page.getByRole('link', { name: 'Propose a correction to this cell' }).getAttribute('href');
  expect(new URL(cellHref!).searchParams.get('title')).toBe('Correction: CAP-03, mcpx, 2026-07-28');
  expect(new URL(cellHref!).searchParams.get('cell')).toMatch(/^mcpx at 2026-07-28 \(shown as [a-z-]+\)$/);
});

test('references in the text link to rows, SEPs and captures, and unpublished ones are listed', async ({ page }) => {
  // The references are found in the rows' own text, so any register has its own: a SEP, a row of a register not yet
  // published, and another row of this one.
  const bodies = content.rows.map((r) => ({ id: r.data.id, body: r.body }));
  const seps = content.sources.find((s) => s.id === 'spec')?.seps ?? {};
  const sep = bodies
    .map((b) => ({ ...b, n: [...b.body.matchAll(/\bSEP-(\d+)\b/g)].map((m) => m[1]!).find((n) => n in seps) }))
    .find((b) => b.n);
  const unpublished = content.registers.flatMap((r) => (r.data.published ? [] : [r.data]));
  const pending = bodies
    .flatMap((b) => unpublished.map((reg) => ({ ...b, reg, ref: new RegExp(`\\b${reg.prefix}-\\d+\\b`).exec(b.body)?.[0] })))
    .find((b) => b.ref);
  const ids = bodies.map((b) => b.id);
  const cross = bodies
    .map((b) => ({ ...b, to: ids.find((id) => id !== b.id && new RegExp(`\\b${id}\\b`).test(b.body)) }))
    .find((b) => b.to);
  expect(sep && pending && cross, 'the rows cite a SEP, a row of an unpublished register and another row').toBeTruthy();
  await page.goto(`/capabilities/${rowSlug(sep!.id)}/`);
  await expect(
    page
      .locator('.prose')
      .getByRole('link', { name: `SEP-${sep!.n}` })
      .first(),
  ).toHaveAttribute('href', new RegExp(`/seps/${sep!.n}-`));
  await page.goto(`/capabilities/${rowSlug(pending!.id)}/`);
  const text = page.locator('.prose');
  await expect(text.locator('.xref-unresolved', { hasText: pending!.ref! }).first()).toHaveAttribute(
    'title',
    new RegExp(`${pending!.reg.title} register`),
  );
  await expect(text.getByRole('link', { name: pending!.ref! })).toHaveCount(0);
  await page.goto(`/capabilities/${rowSlug(cross!.id)}/`);
  await page.locator('.prose').getByRole('link', { name: cross!.to! }).first().click();
  await expect(page).toHaveURL(new RegExp(`/capabilities/${rowSlug(cross!.to!)}/$`));
  await page.goto('/unresolved/');
  await expect(page.locator(`#ref-${pending!.ref!.toLowerCase()}`)).toContainText(pending!.id);
});
