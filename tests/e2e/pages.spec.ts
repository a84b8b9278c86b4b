/**
 * Pages in the browser: what needs keyboard focus, scrolling to a fragment, or axe. What the pages say and link to
 * is checked from the built HTML in Node (tests/dist/site.test.ts).
 */
import { test, expect } from '@playwright/test';
import { axeViolations, axeViolationsLightAndDark } from './axe.ts';
import { representativeRow } from './content.ts';
import { rowSlug } from '../../src/lib/register/ids.ts';
import { RULES } from '../../src/lib/rules/index.ts';

test('a refusal’s link (docs/rules.md#<id>) lands on its rule’s section, in view', async ({ page }) => {
  const rule = RULES.at(-1)!;
  await page.goto(`/rules/#${rule.id}`);
  await expect(page.getByRole('heading', { level: 3, name: rule.title })).toBeInViewport();
});

test('the skip link moves keyboard focus to the content', async ({ page }) => {
  await page.goto(`/capabilities/${rowSlug(representativeRow.id)}/`);
  await page.keyboard.press('Tab');
  const skip = page.getByRole('link', { name: 'Skip to content' });
  await expect(skip).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/#main$/);
});

// One page of each type. Row pages share one template: the scan is of the row page that shows the most of it
// (content.ts, `representativeRow`: a disputes box, inferred cells, citations of every kind). Product pages are
// scanned in other-sources.spec.ts (the product page with the other sources' table). The pages of the dark scheme's
// colour scan (the home page, the representative row page, the legend; with the matrix and the product page in their
// specs) are scanned in both schemes on one load.
const scannedDarkToo = new Set(['/', `/capabilities/${rowSlug(representativeRow.id)}/`, '/legend/']);
for (const path of [
  '/',
  '/capabilities/',
  `/capabilities/${rowSlug(representativeRow.id)}/`,
  '/legend/',
  '/idiosyncrasies/',
  '/sources/',
  '/changes/',
  '/how-sure/',
  '/rules/',
  '/unresolved/',
  '/search/',
  '/clients/',
  '/revisions/',
  '/revisions/compare/',
  '/gateway/',
  '/gateway/opencode-v1/2025-11-25/2025-11-25/',
  '/no-such-page/',
]) {
  const dark = scannedDarkToo.has(path);
  test(`axe finds no WCAG 2.1 A/AA violations on ${path}${dark ? ', nor colour violations in the dark scheme' : ''}`, async ({ page }) => {
    await page.goto(path);
    expect(await (dark ? axeViolationsLightAndDark(page) : axeViolations(page))).toEqual([]);
  });
}
