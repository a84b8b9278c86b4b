import { test, expect } from '@playwright/test';
import { content } from './content.ts';
import { firstSentence } from '../../src/lib/publish/changes.ts';

test('each recorded change leads with its summary, says what moved, and folds its text and cells', async ({ page }) => {
  const logs = content.changes.map((c) => c.data);
  expect(logs.length).toBeGreaterThan(0);
  await page.goto('/changes/');
  for (const log of logs) {
    const item = page.locator(`li#change-${log.id}`);
    await expect(item.getByRole('heading', { level: 2 })).toContainText(log.title);
    await expect(item.locator('p.lead')).toHaveText(log.summary ?? firstSentence(log.text));
    const folds = item.locator('details');
    for (const fold of await folds.all()) expect(await fold.getAttribute('open')).toBeNull();
    if (log.cells.length) {
      await expect(item.getByText(new RegExp(`^${log.cells.length} cells? moved in `))).toBeVisible();
      const cells = item.locator('details').filter({ has: page.locator('summary', { hasText: 'changed cells' }) });
      await cells.locator('summary').click();
      await expect(cells.locator('.cell-changes li')).toHaveCount(log.cells.length);
    }
  }
});
