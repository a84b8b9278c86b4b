/**
 * Citations on row pages: links at the pinned commit, quotes and their verification, text where a repository is
 * not public, and a fragment per citation. The citations checked are found in the content (the first of each kind),
 * so the tests hold for any register that has them and fail when a page stops showing them as the content says.
 */
import { test, expect } from '@playwright/test';
import { content, row } from './content.ts';
import { rowSlug } from '../../src/lib/register/ids.ts';
import type { Row } from '../../src/lib/register/schema.ts';

type Citation = Row['sources'][number];
type FileCitation = Extract<Citation, { kind: 'file' }>;

const specCommit = content.sources.find((s) => s.id === 'spec')!.commit!;
const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Every citation of every row, with its row and its place in the row's list (its fragment is `<slug>-src-<n>`). */
const cited = content.rows.flatMap((r) =>
  r.data.sources.map((c, i) => ({ row: r.data, c, n: i + 1, anchor: `#${rowSlug(r.data.id)}-src-${i + 1}` })),
);
/** The first file citation that meets `want`, failing the test when the content has none. */
function firstFile(what: string, want: (c: FileCitation, row: Row, n: number) => boolean) {
  const found = cited.find((x) => x.c.kind === 'file' && want(x.c, x.row, x.n));
  expect(found, `the content has ${what}`).toBeTruthy();
  return { ...found!, c: found!.c as FileCitation, page: `/capabilities/${rowSlug(found!.row.id)}/` };
}
/** A citation naming exactly one line. */
const oneLine = (c: FileCitation) => c.lines.length === 1 && c.lines[0]!.end === undefined;

test('a spec citation links to its exact line at the pinned commit and shows its quote and verification', async ({ page }) => {
  const verified = new Set((content.report?.results ?? []).filter((r) => r.verdict === 'exact').map((r) => `${r.row}#${r.index}`));
  const {
    c,
    page: path,
    anchor,
  } = firstFile(
    'an exactly verified one-line spec schema citation with a quote',
    (c, r, n) => c.source === 'spec' && c.path.startsWith('schema/') && oneLine(c) && !!c.quote && verified.has(`${r.id}#${n - 1}`),
  );
  const line = c.lines[0]!.start;
  await page.goto(path);
  const item = page.locator(anchor);
  await expect(item.getByRole('link', { name: `line ${line} of ${c.path}` })).toHaveAttribute(
    'href',
    `https://github.com/modelcontextprotocol/modelcontextprotocol/blob/${specCommit}/${c.path}#L${line}`,
  );
  await expect(item.locator('q')).toHaveText(c.quote!);
  await expect(item).toContainText(`at ${specCommit.slice(0, 12)}`);
  await expect(item).toContainText('quote verified on the cited line');
});

test('spec pages resolve under docs/specification/<rev>/', async ({ page }) => {
  const {
    c,
    page: path,
    anchor,
  } = firstFile('a spec page citation (<rev>/…)', (c) => c.source === 'spec' && /^\d{4}-\d\d-\d\d\//.test(c.path));
  await page.goto(path);
  await expect(page.locator(`${anchor} a`).first()).toHaveAttribute(
    'href',
    new RegExp(
      `^https://github\\.com/modelcontextprotocol/modelcontextprotocol/blob/${specCommit}/docs/specification/${escape(c.path)}(#L\\d+)?$`,
    ),
  );
});

test('mcpx citations are text at the audited commit, never dead links', async ({ page }) => {
  const {
    c,
    row: r,
    page: path,
    anchor,
  } = firstFile('an mcpx citation of a row audited at a commit', (c, r) => c.source === 'mcpx' && !c.quote && !!r.audit.commit);
  await page.goto(path);
  const item = page.locator(anchor);
  await expect(item.getByRole('link', { name: new RegExp(escape(c.path)) })).toHaveCount(0);
  await expect(item).toContainText(c.raw);
  await expect(item).toContainText(`at ${r.audit.sourcesCommit ?? r.audit.commit!}`);
  await expect(item).toContainText('not public');
});

test('opencode citations link into opencode’s repository with the client named, marked unpinned', async ({ page }) => {
  const opencode = content.sources.find((s) => s.id === 'opencode')!;
  const {
    c,
    page: path,
    anchor,
  } = firstFile('a one-line opencode v1 citation', (c) => c.source === 'opencode' && c.client === 'opencode-v1' && oneLine(c));
  const line = c.lines[0]!.start;
  await page.goto(path);
  const item = page.locator(anchor);
  await expect(item).toContainText('v1:');
  await expect(item).toContainText('unpinned');
  await expect(item.getByRole('link', { name: `line ${line} of ${c.path}` })).toHaveAttribute(
    'href',
    `${opencode.repository}/blob/${opencode.branch ?? 'HEAD'}/${c.path}#L${line}`,
  );
});

test('a row whose line numbers keep an older snapshot says its citations point elsewhere', async ({ page }) => {
  const elsewhere = content.rows.find((r) => r.data.audit.sourcesCommit && r.data.audit.sourcesCommit !== r.data.audit.commit)?.data;
  const same = content.rows.find((r) => !r.data.audit.sourcesCommit)?.data;
  expect(elsewhere && same, 'the content has rows with and without a separate citation commit').toBeTruthy();
  await page.goto(`/capabilities/${rowSlug(elsewhere!.id)}/`);
  await expect(page.locator('#citations-commit')).toContainText(`point at ${elsewhere!.audit.sourcesCommit!}, not at the audit`);
  await page.goto(`/capabilities/${rowSlug(same!.id)}/`);
  await expect(page.locator('#citations-commit')).toHaveCount(0);
});

test('every citation has its own fragment and a copy-link control', async ({ page, context }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  const r = content.rows.find((x) => x.data.sources.length >= 2)!.data;
  const slug = rowSlug(r.id);
  await page.goto(`/capabilities/${slug}/`);
  await expect(page.locator('ol.citations > li')).toHaveCount(row(r.id).sources.length);
  await page.getByRole('link', { name: `Copy link to citation ${slug}-src-2` }).click();
  await expect(page).toHaveURL(new RegExp(`/capabilities/${slug}/#${slug}-src-2$`));
  expect(await page.evaluate(() => navigator.clipboard.readText())).toMatch(new RegExp(`/capabilities/${slug}/#${slug}-src-2$`));
});

test('wire captures link to their evidence entry on the legend', async ({ page }) => {
  const wire = cited.find((x) => x.c.kind === 'wire');
  expect(wire, 'the content cites a wire capture').toBeTruthy();
  const id = (wire!.c as Extract<Citation, { kind: 'wire' }>).id;
  await page.goto(`/capabilities/${rowSlug(wire!.row.id)}/`);
  await page
    .locator('ol.citations')
    .getByRole('link', { name: `wire ${id}` })
    .first()
    .click();
  await expect(page).toHaveURL(new RegExp(`/legend/#wire-${id.toLowerCase()}$`));
  await expect(page.locator(`#wire-${id.toLowerCase()}`)).toContainText(wire!.row.id);
});
