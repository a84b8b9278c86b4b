/**
 * Citations on row pages, in the browser: a citation's copy-link control puts its link on the clipboard. What each
 * citation shows and links to (links at the pinned commit, quotes and their verification, text where a repository
 * is not public, a fragment per citation) is checked from the HTML of every row page in tests/dist/site.test.ts.
 */
import { test, expect } from '@playwright/test';
import { firstRow } from './content.ts';
import { rowSlug } from '../../src/lib/register/ids.ts';

test('a citation’s copy-link control goes to its fragment and copies its link', async ({ page, context }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  const r = firstRow('two citations or more', (x) => x.sources.length >= 2);
  const slug = rowSlug(r.id);
  await page.goto(`/capabilities/${slug}/`);
  await expect(page.locator('ol.citations > li')).toHaveCount(r.sources.length);
  await page.getByRole('link', { name: `Copy link to citation ${slug}-src-2` }).click();
  await expect(page).toHaveURL(new RegExp(`/capabilities/${slug}/#${slug}-src-2$`));
  await expect.poll(() => page.evaluate(() => navigator.clipboard.readText())).toMatch(new RegExp(`/capabilities/${slug}/#${slug}-src-2$`));
});
