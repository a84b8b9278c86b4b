/**
 * The gateway view in the browser: the matrix drawer's link into it, and its pages' layout at a phone and a desktop
 * width. The pages themselves (static, readable without JavaScript: a chain's quotes one click from its tile, each
 * passage quoted in full once, the picker, /gateway.json valid and agreeing with every page, every chain's badge)
 * are checked from the HTML in tests/dist/site.test.ts.
 */
import { test, expect } from '@playwright/test';
import { splitWords } from './split-words.ts';

interface Link {
  n: number;
  status: string;
  says: string;
  evidence: number[];
  disputes: string[];
}
interface Chain {
  row: string;
  side: string;
  host: string;
  hostRevision: string;
  upstreamRevision: string;
  verdict: string;
  at?: number;
  summary: string;
  reason: string;
  url: string;
  links: Link[];
}
interface Gateway {
  hosts: string[];
  revisions: string[];
  evidence: { quote: string; url: string; in: string }[];
  chains: Chain[];
}

async function gateway(request: import('@playwright/test').APIRequestContext): Promise<Gateway> {
  return (await (await request.get('/gateway.json')).json()) as Gateway;
}

test('an mcpx cell’s drawer links “through mcpx to …” its chain', async ({ page, request }) => {
  const data = await gateway(request);
  // An mcpx cell of a row that has chains (the first chain's row and upstream revision).
  const first = data.chains[0]!;
  await page.goto(`/matrix/#${first.row.toLowerCase()}--mcpx--${first.upstreamRevision}`);
  const drawer = page.getByRole('dialog', { name: new RegExp(`${first.row}, mcpx, ${first.upstreamRevision}`) });
  const through = drawer.getByRole('link', { name: /^Through mcpx to / });
  await expect(through).toBeVisible();
  const href = (await through.getAttribute('href'))!;
  expect(data.chains.some((c) => c.url === href)).toBe(true);
  await through.click();
  await expect(page.locator(`section#${first.row.toLowerCase()}`)).toBeVisible();
  // The product pages' links into the view are checked from the HTML (tests/dist/site.test.ts).
});

for (const width of [390, 1440]) {
  test(`${width} px: gateway pages do not scroll sideways, and each chain's verdict and words sit inside the window`, async ({ page }) => {
    await page.setViewportSize({ width, height: 844 });
    for (const path of ['/gateway/', '/gateway/opencode-v1/2025-11-25/2025-11-25/', '/gateway/codex/2026-07-28/2024-11-05/']) {
      await page.goto(path);
      const overflow = await page.evaluate(() => {
        const w = document.documentElement.clientWidth;
        const out = [...document.querySelectorAll('main *')]
          .filter((e) => e.getBoundingClientRect().right > w + 1 && !e.closest('.visually-hidden'))
          .map((e) => `${e.tagName}.${e.className}: ${(e.textContent ?? '').slice(0, 40)}`);
        return { scroll: document.documentElement.scrollWidth - w, out: out.slice(0, 5) };
      });
      expect(overflow.out, path).toEqual([]);
      expect(overflow.scroll, path).toBeLessThanOrEqual(0);
      // The answer tables split no row id or revision.
      expect(await splitWords(page, 'table.audit-next, table.chain-table'), path).toEqual([]);
      // The answer on the first screen: the first answer row (its row link and verdict) is in the window before any
      // scrolling.
      const firstAnswer = page.locator('table.chain-table tbody tr:not(.group)').first();
      await expect(firstAnswer.locator('th a'), path).toBeInViewport({ ratio: 1 });
      await expect(firstAnswer.locator('.verdict'), path).toBeInViewport({ ratio: 1 });
      // A combination's answer table fits the first screens: it comes before the link-by-link details.
      const table = page.getByRole('table', { name: /Client capabilities/ });
      if (path !== '/gateway/' && (await table.count())) {
        const tableBox = (await table.boundingBox())!;
        const details = (await page.locator('#chains').boundingBox())!;
        expect(tableBox.y, path).toBeLessThan(details.y);
      }
    }
  });
}

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });
  test('a chain’s other links open from their fold, and a quote only they cite opens the list’s fold when followed', async ({ page }) => {
    await page.goto('/gateway/opencode-v1/2025-11-25/2025-11-25/');
    // A citation inside a chain's fold whose quote is listed in the list's fold (which one depends on the content).
    const cited = page.locator('details.other-links a.word-ref');
    const folded = new Set(await page.locator('.more-words li[id]').evaluateAll((lis) => lis.map((li) => li.id)));
    const hrefs = await cited.evaluateAll((as) => as.map((a) => a.getAttribute('href') ?? ''));
    const index = hrefs.findIndex((h) => folded.has(h.slice(1)));
    expect(index, 'some quote is cited only by folded links').toBeGreaterThanOrEqual(0);
    const citation = cited.nth(index);
    const target = page.locator(hrefs[index]!);
    // Both folds start closed: the citation and its quote are hidden.
    await expect(citation).toBeHidden();
    await expect(target).toBeHidden();
    // Opening the chain's fold shows the citation; following it opens the list's fold at the quote.
    const fold = await citation.evaluate((a) => [...document.querySelectorAll('details.other-links')].indexOf(a.closest('details')!));
    await page.locator('details.other-links').nth(fold).locator('summary').click();
    await expect(citation).toBeVisible();
    await citation.click();
    await expect(page).toHaveURL(new RegExp(`${hrefs[index]}$`));
    await expect(target).toBeVisible();
    await expect(target).toBeInViewport();
  });
});
