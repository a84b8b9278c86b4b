/**
 * One axe scan, the way every page is held to it (WCAG 2.1 A and AA). A full-page scan is
 * the slowest step of the suite (the matrix page has hundreds of cells): callers mark
 * their test slow, so a loaded machine gets a longer budget, not a weaker check.
 */
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';

export const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

/** The violations on the page as `rule: targets`, empty when the page is clean. */
export async function axeViolations(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page }).withTags(AXE_TAGS).analyze();
  return results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

/** How long a search may take to answer: Pagefind loads its WebAssembly and index on first use. */
export const SEARCH_TIMEOUT = 20_000;
