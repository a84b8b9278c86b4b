import { test, expect } from '@playwright/test';
import { axeViolations } from './axe.ts';
import { REVISION_IDS, VERDICTS } from '../../src/lib/register/axes.ts';
import { content, matrix, row, rows } from './content.ts';
import { RULES } from '../../src/lib/rules/index.ts';
import { cellAt, specAt } from '../../src/lib/lookup/at.ts';

test('home page introduces the register with its header and counts', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1, name: 'MCP capability register' })).toBeVisible();
  const register = content.registers.find((r) => r.data.published)!.data;
  if (!register.published) throw new Error('no published register');
  await expect(page.getByText(register.description).first()).toBeVisible();
  await expect(page.getByRole('link', { name: `${rows.length} rows` })).toBeVisible();
});

test('register index lists every row with side, audit, value, effort and risk', async ({ page }) => {
  await page.goto('/capabilities/');
  const table = page.getByRole('table', { name: /All \d+ rows/ });
  await expect(table.getByRole('row')).toHaveCount(rows.length + 1);
  const cap03 = row('CAP-03');
  const tr = table.getByRole('row', { name: new RegExp(`^CAP-03 `) });
  await expect(tr.getByRole('cell').nth(0)).toHaveText(cap03.title);
  await expect(tr.getByRole('cell').nth(3)).toHaveText(cap03.value.sign);
  await expect(tr.getByRole('cell').nth(4)).toHaveText(cap03.effort.size);
  await tr.getByRole('link', { name: 'CAP-03' }).click();
  await expect(page).toHaveURL(/\/capabilities\/cap-03\/$/);
});

test('a row page shows its summary, spec lifecycle and small matrix from front-matter', async ({ page }) => {
  const cap03 = row('CAP-03');
  await page.goto('/capabilities/cap-03/');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(`CAP-03 ${cap03.title}`);
  const spec = page.getByRole('table', { name: /what each revision’s specification defines/ });
  for (const revision of REVISION_IDS) {
    await expect(
      spec
        .getByRole('row', { name: new RegExp(`^${revision} `) })
        .getByRole('cell')
        .nth(1),
    ).toHaveText(specAt(cap03, revision).state);
  }
  // Its small matrix shows each mcpx cell's verdict, as the matrix computes it.
  const cap03Row = matrix.rows.find((r) => r.id === 'CAP-03')!;
  for (const revision of REVISION_IDS) {
    const cell = cellAt(cap03Row, 'mcpx', revision);
    await expect(page.locator(`#${cell.fragment}`)).toContainText(cell.verdict);
  }
});

test('the legend links the content rules, whose page has a section anchored by each rule’s id', async ({ page }) => {
  await page.goto('/legend/');
  await page.getByRole('main').getByRole('link', { name: 'Content rules' }).click();
  await expect(page).toHaveURL(/\/rules\/$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Content rules' })).toBeVisible();
  for (const rule of RULES) {
    await expect(page.locator(`h3[id="${rule.id}"]`)).toHaveText(rule.title);
  }
  // A refusal's link (docs/rules.md#<id>) has the same anchor on the site.
  const rule = RULES.at(-1)!;
  await page.goto(`/rules/#${rule.id}`);
  await expect(page.getByRole('heading', { level: 3, name: rule.title })).toBeInViewport();
});

test('the legend explains every verdict and the precedence', async ({ page }) => {
  await page.goto('/legend/');
  const verdicts = page.getByRole('table', { name: 'Verdicts' });
  for (const v of VERDICTS) await expect(verdicts.getByRole('rowheader', { name: new RegExp(v.label) })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Precedence' })).toBeVisible();
});

test('the skip link moves keyboard focus to the content', async ({ page }) => {
  await page.goto('/capabilities/cap-07/');
  await page.keyboard.press('Tab');
  const skip = page.getByRole('link', { name: 'Skip to content' });
  await expect(skip).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/#main$/);
});

for (const path of [
  '/',
  '/capabilities/',
  '/capabilities/cap-03/',
  '/capabilities/cap-13/',
  '/capabilities/cap-09/',
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
  test(`axe finds no WCAG 2.1 A/AA violations on ${path}`, async ({ page }) => {
    test.slow(); // a full-page axe scan
    await page.goto(path);
    expect(await axeViolations(page)).toEqual([]);
  });
}
