/**
 * One axe scan, the way every page is held to it (WCAG 2.1 A and AA). A full-page scan is
 * the slowest step of the suite (the matrix page has hundreds of cells); the one test budget
 * of playwright.config.ts is set for it on a loaded machine, so no test asks for more.
 */
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';

export const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

/**
 * The WCAG 2.1 A/AA rules of axe's colour category (`cat.color`; axe-core 4.14:
 * `axe.getRules(AXE_TAGS)` filtered by that tag). A page in the dark scheme has the same
 * markup as in the light one and only other colours, so the light scan checks everything
 * and the dark scan these rules; the gate test shows the dark scan failing on low contrast.
 */
export const AXE_COLOUR_RULES = ['color-contrast', 'link-in-text-block'];

/**
 * The violations on the page as `rule: targets`, empty when the page is clean: every
 * WCAG 2.1 A/AA rule, or with `only: 'colour'` the colour rules (for a second colour scheme).
 */
export async function axeViolations(page: Page, { only }: { only?: 'colour' } = {}): Promise<string[]> {
  // Only violations are read: axe then builds the selectors and markup excerpts of the failing
  // nodes alone, not of every node that passed (most of a scan's time on a large page).
  // axe.run in the page itself (legacy mode): the site has no frames, so the default's second
  // pass (axe.finishRun in a blank page opened for each scan, with the results carried over)
  // adds a page, and a second axe, per scan and checks nothing more (a third of a scan's CPU).
  const builder = new AxeBuilder({ page }).options({ resultTypes: ['violations'] }).setLegacyMode(true);
  const results = await (only === 'colour' ? builder.withRules(AXE_COLOUR_RULES) : builder.withTags(AXE_TAGS)).analyze();
  return results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

/**
 * Both schemes on one load of the page: every rule in the light scheme, then the colour rules
 * in the dark one (prefixed `dark: `). The dark scheme changes colours only (its media query),
 * so switching it on the loaded page is what a reader's system setting does; the page is left
 * in the light scheme.
 */
export async function axeViolationsLightAndDark(page: Page): Promise<string[]> {
  await page.emulateMedia({ colorScheme: 'light' });
  const light = await axeViolations(page);
  await page.emulateMedia({ colorScheme: 'dark' });
  const dark = (await axeViolations(page, { only: 'colour' })).map((v) => `dark: ${v}`);
  await page.emulateMedia({ colorScheme: 'light' });
  return [...light, ...dark];
}
