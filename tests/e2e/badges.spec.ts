import { test, expect, type APIRequestContext, type Page } from '@playwright/test';
import { BASES, PRODUCT_IDS, REVISION_IDS, getProduct, type ProductId } from '../../src/lib/register/axes.ts';
import type { MatrixExport } from '../../src/lib/matrix/export.ts';
import { Findings } from './findings.ts';
import { cellAt } from '../../src/lib/lookup/at.ts';

/**
 * Badges, "Copy Markdown", link-preview images and per-product feeds, against the built site.
 * Copied URLs are absolute at the configured site origin (SITE_URL), else at the page's own
 * origin; feeds at SITE_URL or the placeholder origin. `local` maps an absolute URL onto the
 * server under test, keeping path and fragment.
 */
const local = (url: string) => {
  const u = new URL(url);
  return `${u.pathname}${u.search}${u.hash}`;
};

async function exported(request: APIRequestContext): Promise<MatrixExport> {
  const response = await request.get('/matrix.json');
  expect(response.ok()).toBe(true);
  return (await response.json()) as MatrixExport;
}

const basisWords = (basis: string) => (basis === 'unknown' ? 'basis unknown' : BASES.find((b) => b.id === basis)!.label);

/** Fetch many URLs a few at a time. */
async function fetchAll(
  request: APIRequestContext,
  urls: string[],
): Promise<{ url: string; status: number; type: string; text: string }[]> {
  const out: { url: string; status: number; type: string; text: string }[] = [];
  for (let i = 0; i < urls.length; i += 50) {
    out.push(
      ...(await Promise.all(
        urls.slice(i, i + 50).map(async (url) => {
          const r = await request.get(url);
          return { url, status: r.status(), type: r.headers()['content-type'] ?? '', text: await r.text() };
        }),
      )),
    );
  }
  return out;
}

/** Parse SVG texts with the browser's strict XML parser; report problems per URL. */
async function svgProblems(page: Page, svgs: { url: string; text: string }[]): Promise<string[]> {
  await page.goto('/legend/');
  return page.evaluate((items) => {
    const problems: string[] = [];
    for (const { url, text } of items) {
      const doc = new DOMParser().parseFromString(text, 'image/svg+xml');
      const root = doc.documentElement;
      if (doc.getElementsByTagName('parsererror').length || root.localName !== 'svg') {
        problems.push(`${url}: not well-formed SVG`);
        continue;
      }
      if (root.getAttribute('role') !== 'img') problems.push(`${url}: no role="img"`);
      if (root.firstElementChild?.localName !== 'title' || !root.firstElementChild.textContent) problems.push(`${url}: no <title> first`);
      for (const el of root.querySelectorAll('*')) {
        if (['script', 'foreignObject', 'image', 'use', 'style', 'a'].includes(el.localName)) problems.push(`${url}: <${el.localName}>`);
        for (const attr of el.attributes) {
          if (/href$/i.test(attr.name) || /^on/i.test(attr.name) || /url\(|https?:/i.test(attr.value))
            problems.push(`${url}: ${el.localName} ${attr.name}="${attr.value}"`);
        }
      }
    }
    return problems;
  }, svgs);
}

test('every cell of /matrix.json has its badge, whose title says the cell’s verdict, basis and any dispute', async ({ page, request }) => {
  test.slow(); // it fetches one badge per cell (780), beside the unit tests in npm test
  const data = await exported(request);
  const cells = data.rows.flatMap((row) =>
    PRODUCT_IDS.flatMap((p) => REVISION_IDS.map((r) => ({ row, product: p, revision: r, cell: cellAt(row, p, r) }))),
  );
  expect(cells.length).toBe(data.rows.length * PRODUCT_IDS.length * REVISION_IDS.length);
  const slug = (id: string) => id.toLowerCase();
  const responses = await fetchAll(
    request,
    cells.map((c) => `/badges/${slug(c.row.id)}/${c.product}/${c.revision}.svg`),
  );
  const wrong: string[] = [];
  responses.forEach((res, i) => {
    const { row, product, revision, cell } = cells[i]!;
    if (res.status !== 200) {
      wrong.push(`${res.url}: HTTP ${res.status}`);
      return;
    }
    if (!res.type.startsWith('image/svg+xml')) wrong.push(`${res.url}: ${res.type}`);
    if (Buffer.byteLength(res.text) >= 2048) wrong.push(`${res.url}: ${Buffer.byteLength(res.text)} bytes`);
    const title = res.text
      .match(/<title>([^<]*)<\/title>/)?.[1]
      ?.replace(/&amp;/g, '&')
      .replace(/&lt;/g, '<')
      .replace(/&gt;/g, '>')
      .replace(/&quot;/g, '"')
      .replace(/&apos;/g, "'");
    const disputed = cell.disputes.length ? ', disputed' : '';
    const expected = `${row.id} ${row.title}, ${getProduct(product).name}, ${revision}: ${cell.verdict} (${basisWords(cell.basis)}${disputed})`;
    if (title !== expected) wrong.push(`${res.url}: title "${title}", expected "${expected}"`);
  });
  expect(wrong).toEqual([]);
  // Every one parses as SVG, with no script or external reference.
  expect(await svgProblems(page, responses)).toEqual([]);
});

test('strip and row badges exist for every row and product, and parse as SVG with nothing external', async ({ page, request }) => {
  test.slow(); // it fetches every strip and row badge
  const data = await exported(request);
  const urls = data.rows.flatMap((row) => {
    const slug = row.id.toLowerCase();
    return [`/badges/${slug}.svg`, ...PRODUCT_IDS.map((p) => `/badges/${slug}/${p}.svg`)];
  });
  const responses = await fetchAll(request, urls);
  expect(responses.filter((r) => r.status !== 200 || !r.type.startsWith('image/svg+xml')).map((r) => r.url)).toEqual([]);
  expect(await svgProblems(page, responses)).toEqual([]);
  // The row badge names every product and every cell's verdict with its basis.
  const row = data.rows.find((r) => r.id === 'CAP-17')!;
  const title = responses.find((r) => r.url === '/badges/cap-17.svg')!.text.match(/<title>([^<]*)<\/title>/)![1]!;
  for (const p of PRODUCT_IDS)
    expect(title).toContain(
      `${getProduct(p).name}: ${REVISION_IDS.map((r) => `${r} ${cellAt(row, p, r).verdict} (${basisWords(cellAt(row, p, r).basis)})`).join(', ')}`,
    );
});

/** `[![alt](image)](link)` → its parts. */
function parseBadgeMarkdown(markdown: string) {
  const m = markdown.match(/^\[!\[([^\]]+)\]\(([^)\s]+)\)\]\(([^)\s]+)\)$/);
  expect(m, markdown).not.toBeNull();
  return { alt: m![1]!, image: m![2]!, link: m![3]! };
}

test('a cell’s “Copy Markdown” round-trips: its image is the cell’s badge and its link opens the cell', async ({
  page,
  context,
  request,
}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  const data = await exported(request);
  const cell = cellAt(
    data.rows.find((r) => r.id === 'CAP-17')!,
    'mcpx',
    '2025-11-25',
  );
  await page.goto('/matrix/#cap-17--mcpx--2025-11-25');
  const details = page.getByRole('dialog', { name: /CAP-17, mcpx, 2025-11-25/ });
  await expect(details).toBeVisible();
  const button = details.getByRole('button', { name: 'Copy Markdown' });
  await button.click();
  await expect(page.getByText('Markdown copied.')).toBeAttached();
  const copied = await page.evaluate(() => navigator.clipboard.readText());
  expect(copied).toBe(await button.getAttribute('data-copy-text'));
  const { alt, image, link } = parseBadgeMarkdown(copied);
  expect(alt).toBe(`CAP-17 · mcpx · 2025-11-25: ${cell.verdict}`);
  expect(image).toMatch(/^https?:\/\/[^/]+\/.*badges\/cap-17\/mcpx\/2025-11-25\.svg$/);
  const svg = await request.get(local(image));
  expect(svg.status()).toBe(200);
  expect(await svg.text()).toContain(`: ${cell.verdict} (`);
  // The link opens the matrix at the cell, highlighted, with its details.
  await page.goto(local(link));
  await expect(page.locator('#cap-17--mcpx--2025-11-25')).toHaveClass(/current/);
  await expect(page.getByRole('dialog', { name: /CAP-17, mcpx, 2025-11-25/ })).toContainText(`(${cell.verdict})`);
  // Another cell (closing the drawer first: at this width it overlays part of the table): the button now carries that cell.
  await page.keyboard.press('Escape');
  await page.locator('#cap-03--goose--2026-07-28 a').click();
  expect(parseBadgeMarkdown((await page.locator('#cell-copy-markdown').getAttribute('data-copy-text'))!).link).toMatch(
    /\/matrix\/#cap-03--goose--2026-07-28$/,
  );
});

test('a row page’s “Copy Markdown” is its mini-matrix badge linked to the row; citations copy their line link and quote', async ({
  page,
  request,
}) => {
  await page.goto('/capabilities/cap-17/');
  const button = page.locator('.badge-links').getByRole('button', { name: /Copy Markdown/ });
  await expect(button).toBeVisible();
  const { alt, image, link } = parseBadgeMarkdown((await button.getAttribute('data-copy-text'))!);
  expect(alt).toMatch(/^CAP-17 .+: verdict per product and revision$/);
  expect(local(image)).toBe('/badges/cap-17.svg');
  expect((await request.get(local(image))).status()).toBe(200);
  expect(local(link)).toBe('/capabilities/cap-17/');

  const citation = page.locator('#cap-17-src-1');
  const quote = await citation.locator('q').textContent();
  const lineLink = await citation.locator('a[aria-label^="line "]').first().getAttribute('href');
  const markdown = await citation.getByRole('button', { name: /Copy Markdown of citation cap-17-src-1/ }).getAttribute('data-copy-text');
  expect(markdown).toBe(
    `[${(await citation.locator('code').first().textContent())!.trim()}:${(await citation.locator('a[aria-label^="line "]').first().textContent())!.trim()}](${lineLink}): “${quote}”`,
  );
});

test('without SITE_URL, every copied Markdown link is at the page’s own origin (row, citation, chain), the one “Copy link” uses', async ({
  page,
  context,
  baseURL,
}) => {
  test.skip(Boolean(process.env.SITE_URL), 'the build was given SITE_URL: copied links use it');
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  const origin = new URL(baseURL!).origin;
  const targets = (markdown: string) => [...markdown.matchAll(/\]\(([^)\s]+)\)/g)].map((m) => m[1]!);
  const copiedBy = async (button: ReturnType<Page['locator']>) => {
    await button.click();
    return page.evaluate(() => navigator.clipboard.readText());
  };
  await page.goto('/capabilities/cap-17/');
  const row = await copiedBy(page.locator('.badge-links').getByRole('button', { name: /Copy Markdown/ }));
  expect(targets(row)).toHaveLength(2);
  for (const url of targets(row)) expect(new URL(url).origin).toBe(origin);
  await page
    .locator('#cap-17-src-1')
    .getByRole('link', { name: /Copy link/ })
    .click();
  expect(new URL(await page.evaluate(() => navigator.clipboard.readText())).origin).toBe(origin);

  await page.goto('/gateway/opencode-v1/2025-11-25/2025-11-25/');
  const chain = await copiedBy(
    page
      .locator('.chain-share')
      .getByRole('button', { name: /Copy Markdown/ })
      .first(),
  );
  expect(targets(chain)).toHaveLength(2);
  for (const url of targets(chain)) expect(new URL(url).origin).toBe(origin);
  // And the page opens where the copied link says.
  const chainLink = targets(chain)[1]!;
  await page.goto(chainLink);
  await expect(page.locator(new URL(chainLink).hash)).toBeAttached();
});

test('without JavaScript no “Copy Markdown” button is offered on a row page', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto('/capabilities/cap-17/');
  await expect(page.getByRole('button', { name: /Copy Markdown/ })).toHaveCount(0);
  await context.close();
});

/** Width and height from a PNG's IHDR chunk. */
function pngSize(bytes: Buffer): { width: number; height: number } {
  expect(bytes.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))).toBe(true);
  expect(bytes.subarray(12, 16).toString('latin1')).toBe('IHDR');
  return { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) };
}

async function ogImage(request: APIRequestContext, path: string) {
  const html = await (await request.get(path)).text();
  const og = html.match(/<meta property="og:image" content="([^"]+)"/)?.[1];
  const twitter = html.match(/<meta name="twitter:image" content="([^"]+)"/)?.[1];
  expect(og, `${path} has og:image`).toBeTruthy();
  expect(twitter).toBe(og);
  expect(html).toContain('<meta name="twitter:card" content="summary_large_image">');
  const png = await request.get(local(og!));
  expect(png.status(), og).toBe(200);
  expect(png.headers()['content-type']).toBe('image/png');
  return pngSize(await png.body());
}

test('every row page, the matrix page and every product page has a 1200×630 preview image', async ({ request }) => {
  const data = await exported(request);
  const pages = [...data.rows.map((r) => r.url), '/matrix/', ...PRODUCT_IDS.map((p) => `/clients/${p}/`)];
  for (const path of pages) expect(await ogImage(request, path), path).toEqual({ width: 1200, height: 630 });
});

async function feedOf(page: Page, request: APIRequestContext, product: ProductId) {
  await page.goto(`/clients/${product}/`);
  const alternate = page.locator(`head link[rel="alternate"][type="application/atom+xml"][href$="/clients/${product}/feed.xml"]`);
  await expect(alternate).toHaveCount(1);
  const href = (await alternate.getAttribute('href'))!;
  await expect(page.getByRole('link', { name: `Atom feed of changes to ${getProduct(product).name}’s cells` })).toHaveAttribute(
    'href',
    href,
  );
  const response = await request.get(href);
  expect(response.status()).toBe(200);
  // A static host serves .xml as XML (text/xml or application/atom+xml).
  expect(response.headers()['content-type']).toMatch(/xml/);
  const xml = await response.text();
  return page.evaluate((text) => {
    const doc = new DOMParser().parseFromString(text, 'application/xml');
    const ns = 'http://www.w3.org/2005/Atom';
    const feed = doc.documentElement;
    const child = (el: Element, name: string) => [...el.children].filter((c) => c.namespaceURI === ns && c.localName === name);
    const problems: string[] = [];
    if (doc.getElementsByTagName('parsererror').length) problems.push('not well-formed XML');
    if (feed.namespaceURI !== ns || feed.localName !== 'feed') problems.push('root is not an Atom feed');
    for (const name of ['id', 'title', 'updated']) if (child(feed, name).length !== 1) problems.push(`feed needs one <${name}>`);
    if (!child(feed, 'author').length) problems.push('feed has no author');
    if (!child(feed, 'link').some((l) => l.getAttribute('rel') === 'self')) problems.push('feed has no self link');
    const dateOk = (s: string | null | undefined) => !!s && /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?(Z|[+-]\d{2}:\d{2})$/.test(s);
    if (!dateOk(child(feed, 'updated')[0]?.textContent)) problems.push('feed <updated> is not an RFC 3339 date');
    const ids = new Set<string>();
    const links: string[] = [];
    for (const entry of child(feed, 'entry')) {
      for (const name of ['id', 'title', 'updated']) if (child(entry, name).length !== 1) problems.push(`entry needs one <${name}>`);
      if (!dateOk(child(entry, 'updated')[0]?.textContent)) problems.push('entry <updated> is not an RFC 3339 date');
      const id = child(entry, 'id')[0]?.textContent ?? '';
      if (ids.has(id)) problems.push(`duplicate entry id ${id}`);
      ids.add(id);
      const link = child(entry, 'link')
        .find((l) => (l.getAttribute('rel') ?? 'alternate') === 'alternate')
        ?.getAttribute('href');
      if (!link) problems.push('entry without a link');
      else links.push(link);
    }
    return { problems, links };
  }, xml);
}

test('each product’s feed is valid Atom, announced on its page, and lists only that product’s cells', async ({ page, request }) => {
  test.slow(); // one feed and one page per product
  const data = await exported(request);
  for (const product of PRODUCT_IDS) {
    const { problems, links } = await feedOf(page, request, product);
    expect(problems, product).toEqual([]);
    const found = new Findings();
    for (const link of links) {
      const fragment = new URL(link).hash.slice(1);
      const [row, p, revision] = fragment.split('--');
      found.is(p, product, `${link}: product`);
      found.ok(
        data.rows.some((r) => r.id.toLowerCase() === row) && REVISION_IDS.includes(revision as never),
        `${link}: not a cell of /matrix.json`,
      );
    }
    found.none();
    // The register's audit note re-audited rows of the audited product (mcpx): its feed has entries.
    if (product === 'mcpx') expect(links.length).toBeGreaterThan(0);
  }
  // An entry's link opens the cell.
  const { links } = await feedOf(page, request, 'mcpx');
  await page.goto(local(links[0]!));
  await expect(page.locator(`#${new URL(links[0]!).hash.slice(1)}`)).toHaveClass(/current/);
});
