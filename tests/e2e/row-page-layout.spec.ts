/**
 * What the spec check found, shown on a row page's spec lifecycle table. (That no short word of a row page's two
 * tables breaks across lines and each tile sits beside its word is checked on every row page, at a desktop and a
 * phone width, in tables-fit.spec.ts, in the same visit as the table fit: tests/e2e/layout-checks.ts.)
 */
import { test, expect } from '@playwright/test';

test('the spec lifecycle shows what the spec check found: schema agrees with its line, or the override and its words, linked at the pinned commit', async ({
  page,
}) => {
  await page.goto('/capabilities/cap-15/');
  const rowsOf = page.locator('table.spec-lifecycle tbody tr');
  await expect(rowsOf).toHaveCount(5);
  const first = rowsOf.nth(0).locator('td.spec-check');
  await expect(first).toContainText('schema agrees');
  const line = first.locator('a');
  await expect(line).toHaveText('schema/2024-11-05/schema.ts:224');
  await expect(line).toHaveAttribute('href', /\/blob\/b0f60ba5409db7a6582440a7b473cc0398890f15\/schema\/2024-11-05\/schema\.ts#L224$/);
  const last = rowsOf.nth(4).locator('td.spec-check');
  await expect(last).toHaveAttribute('data-check', 'override');
  await expect(last).toContainText('override: the schema says defined');
  const quote = last.locator('li').first();
  await expect(quote.locator('q')).toContainText('This is only delivered on a');
  await expect(quote.locator('a')).toHaveAttribute('href', /schema\/2026-07-28\/schema\.ts#L1746$/);
});
