/** Lists you can paste: a filtered view copies as a Markdown table whose links open the cells, all at one origin. */
import { test, expect } from '@playwright/test';
import { PRODUCT_IDS, REVISION_IDS } from '../../src/lib/register/axes.ts';
import { matrix } from './content.ts';
import { cellAt } from '../../src/lib/lookup/at.ts';

test('Copy as Markdown of mcpx’s overclaims round-trips: every pasted cell link opens that cell, at the page’s origin', async ({
  page,
  context,
  baseURL,
}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await page.goto('/matrix/?product=mcpx&verdict=overclaim');
  await expect(page.locator('#matrix-table')).not.toHaveAttribute('aria-busy', 'true');
  await page.getByRole('button', { name: 'Copy as Markdown' }).click();
  await expect(page.getByText(/^Copied \d+ rows? as Markdown\.$/)).toBeVisible();
  const md = await page.evaluate(() => navigator.clipboard.readText());
  const expectedRows = matrix.rows.filter((r) => REVISION_IDS.some((rev) => cellAt(r, 'mcpx', rev).verdict === 'overclaim'));
  const lines = md.trim().split('\n');
  expect(lines).toHaveLength(2 + expectedRows.length);
  expect(lines[0]).toContain('mcpx');
  for (const p of PRODUCT_IDS.filter((p) => p !== 'mcpx')) expect(lines[0]).not.toContain(`${p} `);
  const links = [...md.matchAll(/\]\((https?:[^)]+matrix\/#([a-z0-9-]+))\)/g)];
  expect(links.length).toBeGreaterThan(0);
  for (const [, url] of links) expect(new URL(url!).origin).toBe(new URL(baseURL!).origin);
  // Paste one link back: it opens that cell, and the cell says what the pasted text says.
  const [, url, fragment] = links[0]!;
  const cellText = md.slice(0, links[0]!.index).split('[').at(-1)!;
  await page.goto(url!);
  const drawer = page.locator('#cell-details');
  await expect(drawer).toBeVisible();
  await expect(page.locator(`[id="${fragment}"]`)).toHaveClass(/current/);
  const verdict = cellText.split(' ')[1]!;
  await expect(page.locator(`[id="${fragment}"]`)).toHaveAttribute('data-v', verdict);
});

test('an unfiltered view offers no Copy as Markdown', async ({ page }) => {
  await page.goto('/matrix/?group=revision');
  await expect(page.locator('#matrix-table')).not.toHaveAttribute('aria-busy', 'true');
  await expect(page.getByRole('button', { name: 'Copy as Markdown' })).toBeHidden();
});
