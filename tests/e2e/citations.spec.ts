import { test, expect } from '@playwright/test';
import { content, row } from './content.ts';

const specCommit = content.sources.find((s) => s.id === 'spec')!.commit!;

test('a spec citation links to its exact line at the pinned commit and shows its quote and verification', async ({ page }) => {
  await page.goto('/capabilities/cap-03/');
  const first = page.locator('#cap-03-src-1');
  await expect(first.getByRole('link', { name: 'line 322 of schema/2025-11-25/schema.ts' })).toHaveAttribute(
    'href',
    `https://github.com/modelcontextprotocol/modelcontextprotocol/blob/${specCommit}/schema/2025-11-25/schema.ts#L322`,
  );
  await expect(first.locator('q')).toHaveText(
    row('CAP-03').sources[0]!.kind === 'file' ? (row('CAP-03').sources[0] as { quote: string }).quote : '',
  );
  await expect(first).toContainText(`at ${specCommit.slice(0, 12)}`);
  await expect(first).toContainText('quote verified on the cited line');
});

test('spec pages resolve under docs/specification/<rev>/', async ({ page }) => {
  await page.goto('/capabilities/cap-05/');
  await expect(page.locator('#cap-05-src-2 a').first()).toHaveAttribute(
    'href',
    `https://github.com/modelcontextprotocol/modelcontextprotocol/blob/${specCommit}/docs/specification/2025-11-25/client/sampling.mdx`,
  );
});

test('mcpx citations are text at the audited commit, never dead links', async ({ page }) => {
  await page.goto('/capabilities/cap-03/');
  const mcpx = page.locator('#cap-03-src-3');
  await expect(mcpx.getByRole('link', { name: /modern\.go/ })).toHaveCount(0);
  await expect(mcpx).toContainText('internal/mcpclient/modern.go:52');
  await expect(mcpx).toContainText('at 05c78b2');
  await expect(mcpx).toContainText('not public');
});

test('opencode citations link into opencode’s repository with the client named, marked unpinned', async ({ page }) => {
  await page.goto('/capabilities/cap-03/');
  const v1 = page.locator('#cap-03-src-6');
  await expect(v1).toContainText('v1:');
  await expect(v1).toContainText('unpinned');
  await expect(v1.getByRole('link', { name: 'line 46 of packages/opencode/src/mcp/index.ts' })).toHaveAttribute(
    'href',
    'https://github.com/anomalyco/opencode/blob/HEAD/packages/opencode/src/mcp/index.ts#L46',
  );
});

test('a row whose line numbers keep an older snapshot says its citations point elsewhere', async ({ page }) => {
  await page.goto('/capabilities/cap-11/');
  await expect(page.locator('#citations-commit')).toContainText('point at 05c78b2, not at the audit');
  await page.goto('/capabilities/cap-03/');
  await expect(page.locator('#citations-commit')).toHaveCount(0);
});

test('every citation has its own fragment and a copy-link control', async ({ page, context }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await page.goto('/capabilities/cap-12/');
  const count = row('CAP-12').sources.length;
  await expect(page.locator('ol.citations > li')).toHaveCount(count);
  await page.getByRole('link', { name: 'Copy link to citation cap-12-src-2' }).click();
  await expect(page).toHaveURL(/\/capabilities\/cap-12\/#cap-12-src-2$/);
  expect(await page.evaluate(() => navigator.clipboard.readText())).toMatch(/\/capabilities\/cap-12\/#cap-12-src-2$/);
});

test('wire captures link to their evidence entry on the legend', async ({ page }) => {
  await page.goto('/capabilities/cap-12/');
  await page.locator('ol.citations').getByRole('link', { name: 'wire W2' }).click();
  await expect(page).toHaveURL(/\/legend\/#wire-w2$/);
  await expect(page.locator('#wire-w2')).toContainText('CAP-12');
});
