/**
 * Search excerpts keep words apart: table cells and definition lists, whose whitespace the
 * build's HTML compression removes, are indexed with a break between them
 * (scripts/lib/search-separators.ts), so an excerpt never glues a term to its value.
 */
import { test, expect } from '@playwright/test';

async function excerptFor(page: import('@playwright/test').Page, query: string, path: string): Promise<string> {
  await page.goto(`/search/?q=${encodeURIComponent(query)}`);
  const result = page.locator('#search-page-results > li').filter({ has: page.locator(`a[href$="${path}"]`) });
  await expect(result).toHaveCount(1);
  return (await result.locator('p').textContent()) ?? '';
}

test('a definition list’s term and value stay two words in an excerpt (the note’s “Scoped to opencode v1”)', async ({ page }) => {
  const excerpt = await excerptFor(page, 'scoped', '/idiosyncrasies/opencode-declares-roots-only/');
  expect(excerpt).toContain('Scoped to opencode v1');
  expect(excerpt).not.toMatch(/toopencode|Kindidiosyncrasy|Statuscurrent/);
});

test('table header cells stay apart in an excerpt (a product page’s “Row Register (declared) Apify”)', async ({ page }) => {
  const excerpt = await excerptFor(page, 'apify', '/clients/goose/');
  expect(excerpt).not.toMatch(/RowRegister|\(declared\)Apify|capabilitiesMCP/);
});

test('excerpts carry no control words: no “#” copy-link glyph, no “Copy Markdown” button label', async ({ page }) => {
  // Citations end in a copy link and a Copy Markdown button; “verified” is said next to them on every row page.
  await page.goto('/search/?q=verified');
  const excerpts = page.locator('#search-page-results > li > p');
  await expect(excerpts.first()).toBeVisible();
  const texts = await excerpts.allTextContents();
  expect(texts.length).toBeGreaterThan(5);
  expect(texts.filter((t) => /(^|\s)#(\s|$)|Copy Markdown/.test(t))).toEqual([]);
});
