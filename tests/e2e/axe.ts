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
  const builder = new AxeBuilder({ page }).options({ resultTypes: ['violations'] });
  const results = await (only === 'colour' ? builder.withRules(AXE_COLOUR_RULES) : builder.withTags(AXE_TAGS)).analyze();
  return results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}
