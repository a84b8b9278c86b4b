import { test, expect, type APIRequestContext, type Page } from '@playwright/test';
import { cellAt } from '../../src/lib/lookup/at.ts';
import { readFileSync, readdirSync } from 'node:fs';
import { resolve } from 'node:path';
import { firstCell, representativeRow, root, rows } from './content.ts';
import { PRODUCT_IDS, REVISION_IDS, getProduct, type ProductId } from '../../src/lib/register/axes.ts';
import { rowSlug } from '../../src/lib/register/ids.ts';
import type { MatrixExport } from '../../src/lib/matrix/export.ts';
import { Findings } from './findings.ts';

/**
 * Badges, "Copy Markdown" and feeds, in the browser: every badge, feed and the sitemap read by the browser's XML
 * parser, the copy buttons with the clipboard, a feed entry opened. What the badges' titles say, the row pages' copy
 * texts, the preview images and the feeds' announcements are checked from the files in Node (tests/dist/site.test.ts).
 * Copied URLs are absolute at the configured site origin (SITE_URL), else at the page's own
 * origin; feeds at SITE_URL or the placeholder origin. `local` maps an absolute URL onto the
 * server under test, keeping path and fragment.
 */
const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const local = (url: string) => {
  const u = new URL(url);
  return `${u.pathname}${u.search}${u.hash}`;
};

async function exported(request: APIRequestContext): Promise<MatrixExport> {
  const response = await request.get('/matrix.json');
  expect(response.ok()).toBe(true);
  return (await response.json()) as MatrixExport;
}

/** Every file of the build under `dir` whose name ends with one of `endings`, with its site path and text. */
function builtFiles(dir: string, endings: readonly string[]): { url: string; text: string }[] {
  const dist = resolve(root, 'dist');
  return readdirSync(resolve(dist, dir), { recursive: true })
    .map(String)
    .filter((f) => endings.some((e) => f.endsWith(e)))
    .sort()
    .map((f) => ({ url: `/${dir}/${f.split('\\').join('/')}`, text: readFileSync(resolve(dist, dir, f), 'utf8') }));
}

/** Parse SVG texts with the browser's strict XML parser; report problems per URL. */
function svgProblems(page: Page, svgs: { url: string; text: string }[]): Promise<string[]> {
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

/** Read Atom feeds with the browser's XML parser: each feed's problems, its entries' links and titles. */
function readFeeds(page: Page, feeds: { url: string; text: string }[]) {
  return page.evaluate(
    (items) =>
      items.map(({ url, text }) => {
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
        const titles = child(feed, 'entry').map((e) => child(e, 'title')[0]?.textContent ?? '');
        return { url, problems, links, titles };
      }),
    feeds,
  );
}

test('every badge, feed and the sitemap is well-formed XML to the browser; badges are images with a title first and nothing external; feeds are Atom, listing every row, and a product’s only its cells', async ({
  page,
  request,
}) => {
  const data = await exported(request);
  // A page of the site gives the parser the site's origin; the files are read from dist/, not fetched one by one.
  await page.goto('/legend/');
  const badges = builtFiles('badges', ['.svg']);
  expect(badges.length).toBeGreaterThan(data.rows.length * PRODUCT_IDS.length * REVISION_IDS.length);
  expect(await svgProblems(page, badges)).toEqual([]);
  const sitemap = await page.evaluate(
    (xml) => {
      const doc = new DOMParser().parseFromString(xml, 'application/xml');
      return { error: doc.getElementsByTagName('parsererror').length, locs: doc.getElementsByTagName('loc').length };
    },
    readFileSync(resolve(root, 'dist/sitemap.xml'), 'utf8'),
  );
  expect(sitemap.error).toBe(0);
  expect(sitemap.locs).toBeGreaterThan(data.rows.length);
  const feeds = await readFeeds(page, [
    { url: '/feed.xml', text: readFileSync(resolve(root, 'dist/feed.xml'), 'utf8') },
    ...PRODUCT_IDS.map((p) => ({ url: `/clients/${p}/feed.xml`, text: readFileSync(resolve(root, `dist/clients/${p}/feed.xml`), 'utf8') })),
  ]);
  // A static host serves .xml as XML (text/xml or application/atom+xml).
  for (const f of feeds) expect((await request.get(f.url)).headers()['content-type'], f.url).toMatch(/xml/);
  const found = new Findings();
  for (const f of feeds) for (const p of f.problems) found.ok(false, `${f.url}: ${p}`);
  // The site's feed lists every row.
  const site = feeds[0]!;
  for (const r of data.rows) found.ok(site.titles.includes(`${r.id} ${r.title}`), `/feed.xml lists ${r.id}`);
  // Each product's feed lists only that product's cells, each a cell of /matrix.json.
  for (const f of feeds.slice(1)) {
    const product = f.url.split('/')[2]!;
    for (const link of f.links) {
      const [row, p, revision] = new URL(link).hash.slice(1).split('--');
      found.is(p, product, `${link}: product`);
      found.ok(
        data.rows.some((r) => r.id.toLowerCase() === row) && REVISION_IDS.includes(revision as never),
        `${link}: not a cell of /matrix.json`,
      );
    }
  }
  // The register's audit note re-audited rows of the audited products: their feeds have entries.
  const audited = new Set(rows.map((r) => r.audit.product));
  for (const f of feeds.slice(1)) if (audited.has(f.url.split('/')[2] as ProductId)) found.ok(f.links.length > 0, `${f.url} has entries`);
  found.none();
  // An entry's link opens the cell.
  const withEntries = feeds.slice(1).find((f) => f.links.length > 0)!;
  await page.goto(local(withEntries.links[0]!));
  await expect(page.locator(`[id="${new URL(withEntries.links[0]!).hash.slice(1)}"]`)).toHaveClass(/current/);
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
  // The first decided cell, and another cell in another row and product (which ones depends on the content).
  const { row: r, product, revision, cell: shown } = firstCell('a decided cell', (c) => c.cell.verdict !== 'unknown');
  const other = firstCell('a cell of another row and product', (c) => c.row.id !== r.id && c.product !== product);
  const cell = {
    ...cellAt(
      data.rows.find((x) => x.id === r.id)!,
      product,
      revision,
    ),
    fragment: shown.fragment,
  };
  const name = new RegExp(`${r.id}, ${escape(getProduct(product).name)}, ${revision}`);
  await page.goto(`/matrix/#${cell.fragment}`);
  const details = page.getByRole('dialog', { name });
  await expect(details).toBeVisible();
  const button = details.getByRole('button', { name: 'Copy Markdown' });
  await button.click();
  await expect(page.getByText('Markdown copied.')).toBeAttached();
  const copied = await page.evaluate(() => navigator.clipboard.readText());
  expect(copied).toBe(await button.getAttribute('data-copy-text'));
  const { alt, image, link } = parseBadgeMarkdown(copied);
  expect(alt).toBe(`${r.id} · ${getProduct(product).name} · ${revision}: ${cell.verdict}`);
  expect(image).toMatch(new RegExp(`^https?://[^/]+/.*badges/${r.slug}/${product}/${revision}\\.svg$`));
  const svg = await request.get(local(image));
  expect(svg.status()).toBe(200);
  expect(await svg.text()).toContain(`: ${cell.verdict} (`);
  // The link opens the matrix at the cell, highlighted, with its details.
  await page.goto(local(link));
  await expect(page.locator(`#${cell.fragment}`)).toHaveClass(/current/);
  await expect(page.getByRole('dialog', { name })).toContainText(`(${cell.verdict})`);
  // Another cell (closing the drawer first: at this width it overlays part of the table): the button now carries that cell.
  await page.keyboard.press('Escape');
  await page.locator(`#${other.cell.fragment} a`).click();
  await expect(page.getByRole('dialog', { name: new RegExp(`^${other.row.id}, `) })).toBeVisible();
  expect(parseBadgeMarkdown((await page.locator('#cell-copy-markdown').getAttribute('data-copy-text'))!).link).toMatch(
    new RegExp(`/matrix/#${other.cell.fragment}$`),
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
  // The copy is asynchronous: empty the clipboard, click, and wait until it holds something.
  const copiedBy = async (button: ReturnType<Page['locator']>) => {
    await page.evaluate(() => navigator.clipboard.writeText(''));
    await button.click();
    await expect.poll(() => page.evaluate(() => navigator.clipboard.readText())).not.toBe('');
    return page.evaluate(() => navigator.clipboard.readText());
  };
  const slug = rowSlug(representativeRow.id);
  await page.goto(`/capabilities/${slug}/`);
  const row = await copiedBy(page.locator('.badge-links').getByRole('button', { name: /Copy Markdown/ }));
  expect(targets(row)).toHaveLength(2);
  for (const url of targets(row)) expect(new URL(url).origin).toBe(origin);
  const link = await copiedBy(page.locator(`#${slug}-src-1`).getByRole('link', { name: /Copy link/ }));
  expect(new URL(link).origin).toBe(origin);

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
