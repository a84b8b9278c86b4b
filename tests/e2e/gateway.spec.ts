/**
 * The gateway view: static chain pages readable without JavaScript, a chain's quotes one click
 * from its tile, /gateway.json valid against its schema and agreeing with the pages, and the
 * links into the view from the matrix drawer and the product pages.
 */
import { test, expect } from '@playwright/test';
import { Findings } from './findings.ts';
import { Ajv2020 } from 'ajv/dist/2020.js';

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

/** The full copy a reference in `within` points to, for the quote that starts with the reference's words. */
async function quoteCopy(page: import('@playwright/test').Page, within: import('@playwright/test').Locator, quote: string) {
  const refs = within.locator('a.quote-ref');
  for (let i = 0; i < (await refs.count()); i++) {
    const lead = (await refs.nth(i).locator('q').innerText()).replace(/…$/, '');
    if (quote.startsWith(lead)) return page.locator((await refs.nth(i).getAttribute('href'))!);
  }
  throw new Error(`no full copy or reference of “${quote}”`);
}

async function gateway(request: import('@playwright/test').APIRequestContext): Promise<Gateway> {
  return (await (await request.get('/gateway.json')).json()) as Gateway;
}

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('a chain names its deciding or disputed link, and its quotes are one click from the tile', async ({ page, request }) => {
    const data = await gateway(request);
    // The first chain decided at a link or resting on a disputed one, with quotes (which one depends on the content).
    const chain = data.chains.find((c) => c.links.some((l) => (l.n === c.at || l.disputes.length > 0) && l.evidence.length > 0))!;
    expect(chain, 'some chain names a link with quotes').toBeTruthy();
    const slug = chain.row.toLowerCase();
    const named = chain.links.filter((l) => l.n === chain.at || l.disputes.length > 0);
    await page.goto(`/gateway/${chain.host}/${chain.hostRevision}/${chain.upstreamRevision}/`);
    await page
      .locator('.chain-tiles')
      .getByRole('link', { name: new RegExp(`^${chain.row}\\b`) })
      .click();
    await expect(page).toHaveURL(new RegExp(`#${slug}$`));
    const section = page.locator(`section#${slug}`);
    await expect(section.getByRole('heading', { level: 3 })).toContainText(chain.summary);
    for (const link of named) {
      const item = section.locator('.chain-link').nth(link.n - 1);
      await expect(item.getByRole('heading', { level: 4 })).toContainText(`Link ${link.n}`);
      if (link.n === chain.at) await expect(item).toContainText('decides the chain');
      for (const d of link.disputes)
        await expect(item.getByRole('link', { name: d })).toHaveAttribute('href', new RegExp(`/capabilities/${slug}/#dispute-`));
      // Its quotes are on the page, each linked to its passage with the words highlighted: in full
      // here, or as a link to the page's one full copy of them.
      for (const i of link.evidence) {
        const e = data.evidence[i]!;
        await expect(item.locator(`a[href="${e.url}"]`).first()).toBeVisible();
        const full = item.locator('q:not(.quote-ref q)', { hasText: e.quote });
        if ((await full.count()) > 0) await expect(full.first()).toBeVisible();
        else await expect(await quoteCopy(page, item, e.quote)).toHaveText(e.quote);
      }
    }
  });

  test('opencode v1, 2025-11-25, upstream 2025-11-25: one screen says which client capabilities reach it, which mcpx answers itself and which break where, with the words', async ({
    page,
    request,
  }) => {
    const data = await gateway(request);
    const chains = data.chains.filter(
      (c) => c.side === 'client' && c.host === 'opencode-v1' && c.hostRevision === '2025-11-25' && c.upstreamRevision === '2025-11-25',
    );
    expect(chains.length).toBeGreaterThan(0);
    await page.goto('/gateway/opencode-v1/2025-11-25/2025-11-25/');
    const table = page.getByRole('table', { name: /Client capabilities/ });
    const groups = {
      works: 'Reaches the host’s user',
      fallback: 'Answered by mcpx itself',
      breaks: 'Breaks',
      unknown: 'Not decided by the documents',
      'out-of-revision': 'Out of revision',
    } as Record<string, string>;
    for (const c of chains) {
      const row = table.getByRole('row', { name: new RegExp(`^${c.row}\\b`) });
      await expect(row).toContainText(c.summary);
      // Each decided row carries the words that decide it.
      if (c.verdict !== 'unknown') await expect(row.locator('q').first()).toBeVisible();
      // It sits under the group of its verdict.
      const group = await row.evaluate((tr) => tr.parentElement!.querySelector('tr.group th')!.textContent);
      expect(group).toContain(groups[c.verdict]);
    }
    // The answer table fits the first screens: it comes before the link-by-link details.
    const tableBox = (await table.boundingBox())!;
    const details = (await page.locator('#chains').boundingBox())!;
    expect(tableBox.y).toBeLessThan(details.y);
  });

  test('the picker is plain links: every host, host revision and upstream revision', async ({ page, request }) => {
    const data = await gateway(request);
    await page.goto('/gateway/');
    const picker = page.getByRole('navigation', { name: /Pick host/ });
    await expect(picker.locator('a[aria-current="page"]')).toHaveCount(3);
    await expect(picker.getByRole('link')).toHaveCount(data.hosts.length + 2 * data.revisions.length);
    await picker.getByRole('link', { name: 'opencode v1' }).click();
    await expect(page).toHaveURL(/\/gateway\/opencode-v1\/\d{4}-\d{2}-\d{2}\/\d{4}-\d{2}-\d{2}\/$/);
    await expect(page.getByRole('heading', { level: 1 })).toContainText('opencode v1');
  });
});

/** The text of each chain heading of a page, in page order (tags stripped, entities of the summaries decoded). */
const plainText = (html: string) =>
  html
    .replace(/<[^>]+>/g, '')
    .replace(/&amp;/g, '&')
    .replace(/&#39;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/\s+/g, ' ')
    .trim();
function chainHeadings(html: string): string[] {
  return [...html.matchAll(/<section class="chain"[^>]*>\s*<h3[^>]*>([\s\S]*?)<\/h3>/g)].map((m) => plainText(m[1]!));
}
/** Each chain section's sentence saying which link decides it. */
function chainReasons(html: string): string[] {
  return [...html.matchAll(/<p class="chain-reason"[^>]*>([\s\S]*?)<\/p>/g)].map((m) => plainText(m[1]!));
}

test('/gateway.json is valid against its schema and agrees with every combination’s page', async ({ request }) => {
  test.slow(); // it reads one page per combination
  const schema = await (await request.get('/gateway.schema.json')).json();
  const data = await gateway(request);
  const validate = new Ajv2020({ allErrors: true, strict: false }).compile(schema);
  expect(validate(data), JSON.stringify(validate.errors?.slice(0, 3))).toBe(true);
  expect(data.chains.length).toBe(data.hosts.length * data.revisions.length ** 2 * new Set(data.chains.map((c) => c.row)).size);
  const pages = new Map<string, Chain[]>();
  for (const c of data.chains) pages.set(c.url.split('#')[0]!, [...(pages.get(c.url.split('#')[0]!) ?? []), c]);
  expect(pages.size).toBe(data.hosts.length * data.revisions.length ** 2);
  const found = new Findings();
  for (const [path, chains] of pages) {
    const response = await request.get(path);
    found.is(response.status(), 200, `${path}: status`);
    const html = await response.text();
    const headings = chainHeadings(html);
    const reasons = chainReasons(html);
    found.is(headings.length, chains.length, `${path}: chain headings`);
    found.is(reasons.length, chains.length, `${path}: chain reasons`);
    chains.forEach((c, i) => {
      found.contains(headings[i] ?? '', c.row, `${path} ${c.row}: heading`);
      found.contains(headings[i] ?? '', c.summary, `${path} ${c.row}: heading`);
      found.is(reasons[i] ?? '', c.reason, `${path} ${c.row}: which link decides`);
    });
  }
  found.none();
});

test('an mcpx cell’s drawer links “through mcpx to …” its chain, and product pages link the view', async ({ page, request }) => {
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
  await page.goto('/clients/mcpx/');
  await expect(page.getByRole('link', { name: /^Through mcpx:/ })).toHaveAttribute('href', '/gateway/');
  await page.goto('/clients/opencode-v1/');
  const own = (await page.getByRole('link', { name: /^Through mcpx to opencode v1/ }).getAttribute('href'))!;
  expect(data.chains.some((c) => c.url.startsWith(`${own}#`))).toBe(true);
});

test('every chain badge of /gateway.json exists and its title says the chain’s answer', async ({ request }) => {
  const data = await gateway(request);
  const sample = data.chains.filter((_, i) => i % 97 === 0);
  for (const c of sample) {
    const path = `/badges/gateway/${c.host}/${c.hostRevision}/${c.upstreamRevision}/${c.row.toLowerCase()}.svg`;
    const response = await request.get(path);
    expect(response.status(), path).toBe(200);
    const svg = await response.text();
    expect(svg).toMatch(/^<svg [^>]*role="img"/);
    expect(svg).toContain(c.summary.replace(/&/g, '&amp;'));
  }
});

test('the nav and the home page lead to the gateway view', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('navigation', { name: 'Site' }).getByRole('link', { name: 'Gateway' })).toHaveAttribute('href', '/gateway/');
  await page.locator('main').getByRole('link', { name: 'The gateway view' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Through mcpx');
  await expect(page.getByRole('navigation', { name: 'Site' }).getByRole('link', { name: 'Gateway' })).toHaveAttribute(
    'aria-current',
    'page',
  );
});

test('a chain page quotes each passage’s words in full once; every other use links to that copy', async ({ page }) => {
  await page.goto('/gateway/opencode-v1/2025-11-25/2025-11-25/');
  const { copies, refs } = await page.evaluate(() => {
    const full = [...document.querySelectorAll('main q:not(.quote-ref q)')].map((q) => ({
      id: q.id,
      text: q.textContent ?? '',
      passage: q.nextElementSibling?.getAttribute('href') ?? '',
    }));
    const references = [...document.querySelectorAll<HTMLAnchorElement>('main a.quote-ref')].map((a) => ({
      target: a.getAttribute('href')!.slice(1),
      lead: (a.querySelector('q')?.textContent ?? '').replace(/…$/, ''),
      passage: a.nextElementSibling?.getAttribute('href') ?? '',
    }));
    return { copies: full, refs: references };
  });
  expect(refs.length).toBeGreaterThan(0);
  const seen = new Set<string>();
  for (const c of copies) {
    const key = `${c.passage} ${c.text}`;
    expect(seen.has(key), `“${c.text}” quoted in full twice`).toBe(false);
    seen.add(key);
  }
  const byId = new Map(copies.map((c) => [c.id, c]));
  for (const r of refs) {
    const copy = byId.get(r.target);
    expect(copy, `reference to #${r.target}`).toBeTruthy();
    expect(copy!.text.startsWith(r.lead)).toBe(true);
    expect(copy!.passage).toBe(r.passage);
  }
});

test('the “@” after a row is explained beside the tiles', async ({ page }) => {
  await page.goto('/gateway/opencode-v1/2025-11-25/2025-11-25/');
  const at = page.locator('.chain-tiles .tile-at').first();
  await expect(at).toHaveText(/@[123]/);
  const key = page.locator('.tiles-key');
  for (const n of [1, 2, 3]) await expect(key).toContainText(`“@${n}”`);
  await expect(key).toContainText('1: mcpx and the upstream, 2: mcpx toward the host, 3: the host');
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
    }
  });
}
