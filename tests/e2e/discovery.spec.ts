/**
 * Finding things in the browser: search, a short link followed, a section's copy-link control, the 404 page's
 * suggestion, a cell's correction link. What the pages carry for finding them (canonical links, descriptions, Open
 * Graph tags, the sitemap, every short link, the row JSON, references in the text) is checked from the HTML in
 * tests/dist/site.test.ts; the feed's XML in badges.spec.ts.
 */
import { test, expect } from '@playwright/test';
import { firstCell, firstRow, representativeRow, rows } from './content.ts';
import { getProduct } from '../../src/lib/register/axes.ts';
import { rowSlug } from '../../src/lib/register/ids.ts';

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

test('search finds rows by words in their text and shows id and title', async ({ page }) => {
  // A word of a row's capability key (its last segment) that no other row's key has, read from the content.
  const last = (r: (typeof rows)[number]) => r.capability?.paths[0]?.split('.').at(-1);
  const found = firstRow(
    'a capability key whose last word is its own',
    (r) => !!last(r) && rows.filter((x) => last(x) === last(r)).length === 1,
  );
  await page.goto('/');
  const box = page.getByRole('searchbox', { name: 'Search the register' });
  await box.fill(last(found)!);
  const results = page.locator('#site-search-results');
  // The first search loads the index: wait for its answer, however long a loaded machine takes.
  await expect(page.locator('#site-search-status')).toHaveText(/\d+ results?/);
  await expect(results.getByRole('link', { name: `${found.id} ${found.title}` })).toBeVisible();
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
  await expect(page.locator('#site-search-results')).toBeVisible();
  await box.press('Escape');
  await expect(box).toHaveValue('elicitation');
  await expect(page.locator('#site-search-results')).toBeHidden();
  await box.press('Escape');
  await expect(box).toHaveValue('');
  await expect(page.locator('#site-search-results')).toBeHidden();
});

// Every short link of every row is checked from the HTML (tests/dist/site.test.ts); here the browser follows one.
test('a short link leads to the row page', async ({ page }) => {
  const r = rows[0]!;
  const [prefix, n] = r.id.split('-') as [string, string];
  await page.goto(`/${prefix}-${Number(n)}/`);
  await expect(page).toHaveURL(new RegExp(`/capabilities/${rowSlug(r.id)}/$`));
  await expect(page.getByRole('heading', { level: 1 })).toContainText(r.id);
});

test('a row page’s section copy-link control goes to the section and copies its link', async ({ page, context }) => {
  // That every heading of every row page has an anchor and a copy-link control is checked from the HTML (tests/dist/).
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  const r = representativeRow;
  const slug = rowSlug(r.id);
  await page.goto(`/capabilities/${slug}/`);
  // The observation section keeps its anchor whatever commit it was audited at (its heading is the row's audit label).
  await page.getByRole('link', { name: `Copy link to section ${r.audit.label}` }).click();
  await expect(page).toHaveURL(new RegExp(`/capabilities/${slug}/#observation$`));
  await expect.poll(() => page.evaluate(() => navigator.clipboard.readText())).toMatch(new RegExp(`/capabilities/${slug}/#observation$`));
});

test('the 404 page suggests the row a mistyped address meant', async ({ page }) => {
  // (/capabilities/cap-3/ itself is a redirect now: a misspelt folder still finds the row.) The first row, unpadded.
  const r = rows[0]!;
  const [prefix, n] = r.id.split('-') as [string, string];
  const response = await page.goto(`/capabilites/${prefix.toLowerCase()}-${Number(n)}/`);
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
  const suggestions = page.getByRole('region', { name: 'Did you mean' });
  await expect(suggestions.getByRole('link', { name: `${r.id} ${r.title}` })).toBeVisible();
});

test('a matrix cell offers a prefilled correction naming the row, cell and commit', async ({ page }) => {
  // A row page's correction link is checked on every row page from the HTML (tests/dist/site.test.ts).
  const { row: r, product, revision, cell } = firstCell('a cell', () => true);
  await page.goto(`/matrix/#${cell.fragment}`);
  const cellHref = await page.getByRole('link', { name: 'Propose a correction to this cell' }).getAttribute('href');
  expect(new URL(cellHref!).searchParams.get('title')).toBe(`Correction: ${r.id}, ${getProduct(product).name}, ${revision}`);
  expect(new URL(cellHref!).searchParams.get('cell')).toMatch(
    new RegExp(`^${escape(getProduct(product).name)} at ${revision} \\(shown as [a-z-]+\\)$`),
  );
});
