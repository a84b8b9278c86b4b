import { test, expect } from '@playwright/test';
import { rows } from './content.ts';
import { rowSlug } from '../../src/lib/register/ids.ts';

test('Enter in the header box opens /search/?q=…, which runs the query and lists every result', async ({ page }) => {
  await page.goto('/legend/');
  const box = page.locator('#site-search-input');
  await box.fill('roots');
  await box.press('Enter');
  await expect(page).toHaveURL(/\/search\/\?q=roots$/);
  await expect(page.locator('#search-page-input')).toHaveValue('roots');
  await expect(page.locator('#search-page-status')).toHaveText(/^\d+ results? for “roots”$/);
  const n = Number((await page.locator('#search-page-status').innerText()).split(' ')[0]);
  expect(n).toBeGreaterThan(0);
  await expect(page.locator('#search-page-results > li')).toHaveCount(n);
});

test('the header box shows the first results and a “show all” link when there are more', async ({ page }) => {
  await page.goto('/');
  await page.locator('#site-search-input').fill('capability');
  const status = page.locator('#site-search-status');
  await expect(status).toHaveText(/\d+ results?/);
  const n = Number((await status.innerText()).split(' ')[0]);
  if (n > 8) {
    const all = page.getByRole('link', { name: `Show all ${n} results` });
    await expect(all).toBeVisible();
    await all.click();
    await expect(page.locator('#search-page-results > li')).toHaveCount(n);
  } else {
    await expect(page.locator('#site-search-results li')).toHaveCount(n);
  }
});

test('arrow keys move from the box through the results and back', async ({ page }) => {
  await page.goto('/');
  const box = page.locator('#site-search-input');
  await box.fill('elicitation');
  const links = page.locator('#site-search-results a');
  await expect(links.first()).toBeVisible();
  await box.press('ArrowDown');
  await expect(links.nth(0)).toBeFocused();
  await page.keyboard.press('ArrowDown');
  await expect(links.nth(1)).toBeFocused();
  await page.keyboard.press('ArrowUp');
  await expect(links.nth(0)).toBeFocused();
  await page.keyboard.press('ArrowUp');
  await expect(box).toBeFocused();
});

// A product's name, a verdict word, and a row's id (the last row: read from the content).
const lastRow = rows.at(-1)!;
for (const [query, expected] of [
  ['goose', /\/clients\/goose\/$/],
  ['overclaim', /\/(legend|capabilities\/cap-\d+)\/$/],
  [lastRow.id, new RegExp(`/capabilities/${rowSlug(lastRow.id)}/$`)],
] as const) {
  test(`“${query}” finds ${expected}`, async ({ page }) => {
    await page.goto(`/search/?q=${encodeURIComponent(query)}`);
    await expect(page.locator('#search-page-status')).toHaveText(/results? for/);
    const hrefs = await page
      .locator('#search-page-results a')
      .evaluateAll((as) => as.map((a) => new URL((a as HTMLAnchorElement).href).pathname));
    expect(
      hrefs.some((h) => expected.test(h)),
      hrefs.join(' '),
    ).toBe(true);
  });
}

test('snippets carry no page chrome (navigation, short-link lines, footer)', async ({ page }) => {
  await page.goto('/search/?q=roots');
  await expect(page.locator('#search-page-status')).toHaveText(/results? for/);
  const snippets = await page.locator('#search-page-results p').allInnerTexts();
  expect(snippets.length).toBeGreaterThan(0);
  for (const s of snippets) {
    expect(s).not.toMatch(/Capabilities register|Short link|Propose a correction|Atom feed|Skip to content/);
  }
});
