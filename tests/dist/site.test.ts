/**
 * The built site as served, checked in Node from dist/ (no browser): what a page says, links to and is made of,
 * decided from its HTML and the JSON beside it. Every page is parsed once (tests/dist/html.ts). These checks ran in
 * Playwright before (tests/README.md lists each check and where it runs now); the browser keeps what needs layout,
 * focus, keyboard, the clipboard, scripts, colour or axe.
 *
 * Run after `npm run build` (npm test runs it beside the other checks of the build):
 * `./node_modules/.bin/node --test tests/dist/site.test.ts`.
 */
import { test } from 'node:test';
import { cellAt, specAt } from '../../src/lib/lookup/at.ts';
import assert from 'node:assert/strict';
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { resolve } from 'node:path';
import { Ajv2020 } from 'ajv/dist/2020.js';
import {
  $,
  $$,
  accessibleName,
  attr,
  closest,
  descendants,
  fileOf,
  files,
  innerText,
  isHidden,
  json,
  must,
  page,
  pagePaths,
  parentOf,
  pngSize,
  read,
  readBytes,
  refreshTarget,
  text,
  type Element,
  type Root,
} from './html.ts';
import { Findings } from '../e2e/findings.ts';
import { content, matrix, root, rows } from '../e2e/content.ts';
import { loadSources } from '../../src/lib/content/load.ts';
import {
  BASES,
  PRODUCTS,
  PRODUCT_IDS,
  REVISION_IDS,
  VERDICTS,
  VERDICT_IDS,
  defaultBasis,
  getProduct,
  type ProductId,
  type RevisionId,
} from '../../src/lib/register/axes.ts';
import { cellFragment, rowSlug } from '../../src/lib/register/ids.ts';
import type { MatrixExport } from '../../src/lib/matrix/export.ts';
import { SIDE_GROUP_LABELS, groupBySide } from '../../src/lib/matrix/view.ts';
import { problemsWith } from '../../src/lib/views/home.ts';
import { parseCellsMeta } from '../../src/lib/views/search-result.ts';
import { CHANGE_LABELS, compareRevisions, groupChanges, revisionPairs } from '../../src/lib/views/revision.ts';
import { RULES } from '../../src/lib/rules/index.ts';
import { saysWords } from '../../src/lib/sources/view.ts';
import { specCheckView } from '../../src/lib/spec/view.ts';
import { readSpecReport } from '../../src/lib/content/spec-check.ts';

const exported = json<MatrixExport>('/matrix.json');
const rowPage = (id: string) => `/capabilities/${rowSlug(id)}/`;
const main = (path: string) => must(page(path), 'main', path);
const squash = (s: string) => s.replace(/\s+/g, ' ').trim();
/** A table row's name: its cells' names, a space between (as the browser names a row). */
const rowName = (tr: Element) =>
  tr.children
    .filter((c): c is Element => c.type === 'element' && (c.tagName === 'th' || c.tagName === 'td'))
    .map(accessibleName)
    .join(' ');
/** The rows of a table whose name starts with `lead` and a space, as `getByRole('row', { name: /^lead / })`. */
const tableRow = (table: Element, lead: string) => $$(table, 'tr').filter((tr) => rowName(tr).startsWith(`${lead} `));
/** A row's data cells (`td`), as `getByRole('cell')`. */
const dataCells = (tr: Element) => $$(tr, 'td');
/** A table by its caption (or aria-label), as `getByRole('table', { name })`. */
const tableNamed = (scope: Root | Element, name: RegExp | string) =>
  $$(scope, 'table').filter((t) => (typeof name === 'string' ? accessibleName(t) === name : name.test(accessibleName(t))));
/** Links in `scope` whose text (accessible name) is `name` or matches it. */
const linksNamed = (scope: Root | Element, name: RegExp | string) =>
  $$(scope, 'a[href]').filter((a) => (typeof name === 'string' ? accessibleName(a) === name : name.test(accessibleName(a))));
/** The path a link leads to on this site (its `href` without query, or undefined when it leads elsewhere). */
const resolves = (href: string | undefined) => !!href && href.startsWith('/') && fileOf(href) !== undefined;
const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const origin = (() => {
  const canonical = $(page('/'), 'link[rel="canonical"]');
  return new URL(attr(canonical!, 'href')!).origin;
})();
const local = (url: string) => {
  const u = new URL(url, origin);
  return `${u.pathname}${u.search}${u.hash}`;
};

// ---------------------------------------------------------------------------------------------------------------
// Every page, in one pass.

/** Redirect pages (short links): a meta refresh and a canonical link to the row page, no content. */
const redirects = pagePaths.filter((p) => refreshTarget(page(p)) !== undefined);

test('every page declares the CSP without inline scripts, has a title and a canonical link, and opens external links with rel="noopener"', () => {
  const found = new Findings();
  let external = 0;
  for (const path of pagePaths) {
    const tree = page(path);
    const csp = $(tree, 'meta[http-equiv="Content-Security-Policy"]');
    const policy = csp ? (attr(csp, 'content') ?? '') : '';
    found.matches(policy, /script-src 'self'/, `${path}: CSP`);
    found.lacks(policy, 'unsafe-inline', `${path}: CSP`);
    found.ok(!!$(tree, 'title') && text($(tree, 'title')!).length > 0, `${path}: a title`);
    if (path !== '/404.html') {
      const canonical = $(tree, 'link[rel="canonical"]');
      found.ok(!!canonical, `${path}: a canonical link`);
      if (canonical && !redirects.includes(path)) found.is(new URL(attr(canonical, 'href')!).pathname, path, `${path}: canonical path`);
    }
    for (const a of $$(tree, 'a[href^="http"]')) {
      external += 1;
      found.matches(attr(a, 'rel') ?? '', /noopener/, `${path}: ${attr(a, 'href')} rel`);
    }
  }
  found.ok(external > 0, 'some page links to another site');
  found.none();
});

test('every row page carries its title, description, Open Graph title and preview image; the sitemap lists every row page and the matrix', () => {
  const found = new Findings();
  const sitemap = read('/sitemap.xml');
  for (const r of rows) {
    const path = rowPage(r.id);
    const tree = page(path);
    found.is(text(must(tree, 'title', path)), `${r.id} ${r.title} · MCP capability register`, `${path}: title`);
    found.ok(attr(must(tree, 'link[rel="canonical"]', path), 'href')!.endsWith(path), `${path}: canonical`);
    found.contains(attr(must(tree, 'meta[name="description"]', path), 'content') ?? '', r.id, `${path}: description`);
    found.is(attr(must(tree, 'meta[property="og:title"]', path), 'content'), `${r.id} ${r.title}`, `${path}: og:title`);
    found.contains(sitemap, `${path}</loc>`, 'sitemap');
  }
  found.contains(sitemap, '/matrix/</loc>', 'sitemap');
  found.none();
});

test('every row page, the matrix page and every product page has a 1200×630 PNG preview image', () => {
  const found = new Findings();
  for (const path of [...exported.rows.map((r) => r.url), '/matrix/', ...PRODUCT_IDS.map((p) => `/clients/${p}/`)]) {
    const tree = page(local(path));
    const og = attr($(tree, 'meta[property="og:image"]') ?? ({ properties: {} } as Element), 'content');
    found.ok(!!og, `${path} has og:image`);
    found.is(attr($(tree, 'meta[name="twitter:card"]') ?? ({ properties: {} } as Element), 'content'), 'summary_large_image', `${path}: twitter:card`);
    if (!og) continue;
    const image = local(og);
    found.ok(image.endsWith('.png') && files.has(image), `${path}: ${image} is a PNG file of the site`);
    if (files.has(image)) found.equal(pngSize(readBytes(image)), { width: 1200, height: 630 }, `${path}: ${image}`);
  }
  found.none();
});

// ---------------------------------------------------------------------------------------------------------------
// Home, register index, row pages.

test('the home page introduces the register with its header and counts', () => {
  const home = page('/');
  assert.equal(text(must(main('/'), 'h1')), 'MCP capability register');
  const register = content.registers.find((r) => r.data.published)?.data;
  if (!register?.published) throw new Error('no published register');
  assert.ok(text(home).includes(squash(register.description)), 'the register’s description is on the home page');
  assert.equal(linksNamed(home, `${rows.length} rows`).length > 0, true, `a link “${rows.length} rows”`);
});

test('the home page answers first: figures, per-product coverage, problems; no internal shorthand', () => {
  const m = main('/');
  assert.ok(
    $$(m, 'h2').some((h) => text(h) === 'At a glance'),
    'an “At a glance” heading',
  );
  const coverage = tableNamed(m, /decided cells are honest/);
  assert.equal(coverage.length, 1);
  assert.equal($$(coverage[0]!, 'tr').length, 1 + PRODUCTS.length);
  assert.equal($$(m, 'section[aria-labelledby=overclaims] li').length, problemsWith(matrix, 'overclaim').length);
  assert.ok($$(m, 'h2, h3').some((h) => /Where the documents disagree/.test(text(h))));
  assert.ok(!text(m).includes('#177 class'));
  assert.ok(!text(m).includes('front-matter'));
  // Per-product shares are counts, never a bar or a percentage; each product's line is one sentence of counts.
  assert.equal($$(coverage[0]!, 'meter, progress').length, 0);
  assert.ok(!text(coverage[0]!).includes('%'));
  for (const li of $$(m, 'section[aria-labelledby=knows] li')) assert.match(text(li), /^[^:]+: [^.]*\.$/);
});

test('the home page says what the register knows for every product, and the product pages open with it', () => {
  const found = new Findings();
  const audited = new Set([...rows.map((r) => r.audit.product), ...content.notes.flatMap((n) => n.data.products)]);
  const list = $$(main('/'), 'section[aria-labelledby=knows] li');
  found.is(list.length, PRODUCTS.length, 'one line per product on the home page');
  for (const p of PRODUCTS) {
    const line = list.find((li) => text(li).startsWith(`${p.name}:`));
    found.ok(!!line, `${p.name}: a line on the home page`);
    if (line && !audited.has(p.id)) found.contains(text(line), 'not audited', `${p.name}: home page line`);
    const path = `/clients/${p.id}/`;
    const first = $(main(path), 'h1 + p');
    found.is(first && attr(first, 'id'), 'knowledge', `${path}: the paragraph after the heading`);
    found.matches(
      first ? text(first) : '',
      new RegExp(`Of the \\d+ cells? that can apply to ${escape(p.name)}, \\d+ (is|are) decided`),
      `${path}: knowledge`,
    );
    if (!audited.has(p.id)) found.contains(first ? text(first) : '', `The register has not audited ${p.name}`, `${path}: knowledge`);
    if (rows.some((r) => r.audit.product === p.id)) found.matches(first ? text(first) : '', /rows audit /, `${path}: knowledge`);
  }
  found.none();
});

test('the register index lists every row with side, audit, value, effort and risk, each linked to its page', () => {
  const found = new Findings();
  const tables = tableNamed(main('/capabilities/'), /All \d+ rows/);
  assert.equal(tables.length, 1);
  const table = tables[0]!;
  found.is($$(table, 'tr').length, rows.length + 1, 'rows of the index');
  for (const r of rows) {
    const [tr] = tableRow(table, r.id);
    if (!tr) {
      found.ok(false, `${r.id}: no row in the index`);
      continue;
    }
    const cells = dataCells(tr).map(text);
    found.is(cells[0], r.title, `${r.id}: title`);
    found.is(cells[3], r.value.sign, `${r.id}: value`);
    found.is(cells[4], r.effort.size, `${r.id}: effort`);
    const link = linksNamed(tr, r.id)[0];
    found.is(link && attr(link, 'href'), rowPage(r.id), `${r.id}: link`);
    found.ok(resolves(rowPage(r.id)), `${rowPage(r.id)} exists`);
  }
  found.none();
});

test('every row page shows its heading, spec lifecycle and small matrix from front-matter', () => {
  const found = new Findings();
  for (const r of rows) {
    const path = rowPage(r.id);
    const m = main(path);
    found.is(text(must(m, 'h1', path)), `${r.id} ${r.title}`, `${path}: heading`);
    const [spec] = tableNamed(m, /what each revision’s specification defines/);
    found.ok(!!spec, `${path}: the spec lifecycle table`);
    for (const revision of REVISION_IDS) {
      const tr = spec ? tableRow(spec, revision)[0] : undefined;
      found.is(tr && text(dataCells(tr)[1] ?? tr), specAt(r, revision).state, `${path}: spec at ${revision}`);
    }
    const mr = matrix.rows.find((x) => x.id === r.id)!;
    for (const product of PRODUCT_IDS)
      for (const revision of REVISION_IDS) {
        const cell = cellAt(mr, product, revision);
        const td = $(m, `td[id="${cell.fragment}"]`);
        found.contains(td ? text(td) : '', cell.verdict, `${path}: #${cell.fragment}`);
      }
  }
  found.none();
});

test('every heading of every row page has an anchor and a copy-link control; the observation section keeps its anchor', () => {
  const found = new Findings();
  for (const r of rows) {
    const path = rowPage(r.id);
    const headings = $$(main(path), 'h2, h3');
    found.ok(headings.length > 0, `${path}: headings`);
    for (const h of headings) {
      const id = attr(h, 'id');
      found.ok(!!id, `${path}: “${text(h)}” has an id`);
      found.is($$(h, `a.copy-link[href="#${id}"]`).length, 1, `${path}: “${text(h)}” copy link`);
    }
    // Its heading is the row's audit label; its anchor stays whatever commit it was audited at.
    const observation = linksNamed(main(path), `Copy link to section ${r.audit.label}`);
    found.is(observation.length, 1, `${path}: the observation section's copy link`);
    found.is(observation[0] && attr(observation[0], 'href'), '#observation', `${path}: the observation section's anchor`);
  }
  found.none();
});

test('every short link of every row (/CAP-3/, /cap-03/, /capabilities/CAP-03/, …) redirects to the row page', () => {
  const found = new Findings();
  for (const r of rows) {
    const [prefix, number] = r.id.split('-') as [string, string];
    const target = rowPage(r.id);
    const forms = new Set<string>();
    for (const n of new Set([number, String(Number(number))]))
      for (const id of [`${prefix}-${n}`, `${prefix}-${n}`.toLowerCase()]) forms.add(`/${id}/`).add(`/capabilities/${id}/`);
    forms.delete(target);
    for (const short of forms) {
      if (!fileOf(short)) {
        found.ok(false, `${short}: no page`);
        continue;
      }
      const tree = page(short);
      found.is(refreshTarget(tree), target, `${short}: redirects`);
      found.ok(attr($(tree, 'link[rel="canonical"]') ?? ({ properties: {} } as Element), 'href')?.endsWith(target) ?? false, `${short}: canonical`);
      found.contains(text(tree), r.id, `${short}: names the row`);
    }
  }
  found.none();
});

test('every row has its own JSON next to matrix.json', () => {
  const found = new Findings();
  for (const r of rows) {
    const data = json<{ id: string; frontMatter: { audit: { commit?: string } }; cells: Record<string, unknown> }>(
      `/rows/${rowSlug(r.id)}.json`,
    );
    found.is(data.id, r.id, `${r.id}: id`);
    found.is(data.frontMatter.audit.commit, r.audit.commit, `${r.id}: audit commit`);
    found.equal(Object.keys(data.cells).sort(), [...PRODUCT_IDS].sort(), `${r.id}: products`);
  }
  found.none();
});

test('every row page offers a prefilled correction naming the row and its commit', () => {
  const found = new Findings();
  let commits = 0;
  for (const r of rows) {
    const path = rowPage(r.id);
    const [link] = linksNamed(main(path), 'Propose a correction');
    if (!link) {
      found.ok(false, `${path}: no “Propose a correction” link`);
      continue;
    }
    const url = new URL(attr(link, 'href')!);
    found.is(url.searchParams.get('title'), `Correction: ${r.id}`, `${path}: title`);
    found.is(url.searchParams.get('template'), 'correction.yml', `${path}: template`);
    found.is(url.searchParams.get('row'), `${r.id} ${r.title}`, `${path}: row`);
    // A row audited at a commit names it (a current audit names none: the form says so in words).
    const audited = url.searchParams.get('audited') ?? '';
    found.contains(url.searchParams.get('body') ?? '', `Audited at: ${audited}`, `${path}: body`);
    if (r.audit.commit) found.is(audited, r.audit.commit, `${path}: audited`);
    else found.ok(audited.length > 0, `${path}: audited says what was audited`);
    commits += r.audit.commit ? 1 : 0;
  }
  found.ok(commits > 0, 'some row is audited at a commit');
  found.none();
});

test('references in the text link to rows, SEPs and captures, and unpublished ones are listed', () => {
  // The references are found in the rows' own text, so any register has its own: a SEP, a row of a register not yet
  // published, and another row of this one.
  const bodies = content.rows.map((r) => ({ id: r.data.id, body: r.body }));
  const seps = content.sources.find((s) => s.id === 'spec')?.seps ?? {};
  const sep = bodies
    .map((b) => ({ ...b, n: [...b.body.matchAll(/\bSEP-(\d+)\b/g)].map((m) => m[1]!).find((n) => n in seps) }))
    .find((b) => b.n);
  const unpublished = content.registers.flatMap((r) => (r.data.published ? [] : [r.data]));
  const pending = bodies
    .flatMap((b) => unpublished.map((reg) => ({ ...b, reg, ref: new RegExp(`\\b${reg.prefix}-\\d+\\b`).exec(b.body)?.[0] })))
    .find((b) => b.ref);
  const ids = bodies.map((b) => b.id);
  const cross = bodies
    .map((b) => ({ ...b, to: ids.find((id) => id !== b.id && new RegExp(`\\b${id}\\b`).test(b.body)) }))
    .find((b) => b.to);
  assert.ok(sep && pending && cross, 'the rows cite a SEP, a row of an unpublished register and another row');
  const prose = (id: string) => must(main(rowPage(id)), '.prose', rowPage(id));
  const [sepLink] = linksNamed(prose(sep.id), `SEP-${sep.n}`);
  assert.match(attr(sepLink!, 'href') ?? '', new RegExp(`/seps/${sep.n}-`));
  const unresolved = $$(prose(pending.id), '.xref-unresolved').filter((el) => text(el).includes(pending.ref!));
  assert.ok(unresolved.length > 0, `${pending.ref} is marked unresolved`);
  assert.match(attr(unresolved[0]!, 'title') ?? '', new RegExp(`${escape(pending.reg.title)} register`));
  assert.equal(linksNamed(prose(pending.id), pending.ref!).length, 0);
  const [crossLink] = linksNamed(prose(cross.id), cross.to!);
  assert.equal(attr(crossLink!, 'href'), rowPage(cross.to!));
  assert.ok(resolves(rowPage(cross.to!)));
  assert.ok(text(must(main('/unresolved/'), `[id="ref-${pending.ref!.toLowerCase()}"]`)).includes(pending.id));
});

test('the legend links the content rules, whose page has a section anchored by each rule’s id', () => {
  const [link] = linksNamed(main('/legend/'), 'Content rules');
  assert.equal(attr(link!, 'href'), '/rules/');
  assert.equal(text(must(main('/rules/'), 'h1')), 'Content rules');
  const found = new Findings();
  for (const rule of RULES) found.is(text($(main('/rules/'), `h3[id="${rule.id}"]`) ?? main('/rules/')), rule.title, `/rules/#${rule.id}`);
  found.none();
});

test('the legend’s citation notation names every source repository by its content: its path prefixes, its name and its notation', () => {
  const items = $$(must(main('/legend/'), 'h2[id="citations"] + ul'), 'li');
  const sources = loadSources(resolve(root, 'content'));
  assert.ok(sources.length > 0);
  for (const s of sources) {
    const item = items.find((li) => $$(li, 'a').some((a) => attr(a, 'href') === `#source-${s.id}`));
    assert.ok(item, `the notation list links ${s.id}'s repository entry`);
    assert.ok(text(item).includes(squash(s.notation)), `${s.id}: its notation`);
    assert.deepEqual(
      $$(item, 'code').map(text),
      (s.prefixes ?? []).map((p) => p.prefix),
      `${s.id}: its prefixes`,
    );
    assert.ok(must(main('/legend/'), `[id="source-${s.id}"]`), `${s.id}: its repository entry`);
  }
});

test('the legend explains every verdict and the precedence', () => {
  const [verdicts] = tableNamed(main('/legend/'), 'Verdicts');
  assert.ok(verdicts);
  const heads = $$(verdicts, 'th[scope=row]').map(text);
  for (const v of VERDICTS) assert.ok(heads.some((h) => new RegExp(escape(v.label)).test(h)), v.label);
  assert.ok($$(main('/legend/'), 'h2, h3').some((h) => text(h).includes('Precedence')));
});

test('the changes page lists the re-audited rows', () => {
  // Each published register whose header names current rows has a change saying at which commit, and which rows.
  const audits = content.registers.flatMap((r) => (r.data.published ? r.data.auditNote.current.filter((a) => a.rows.length) : []));
  assert.ok(audits.length > 0);
  const headings = $$(main('/changes/'), 'h2, h3').map(text);
  for (const audit of audits)
    assert.ok(
      headings.some((h) => new RegExp(`Re-audited at ${audit.commit}: .*${audit.rows[0]}`).test(h)),
      `a heading for the re-audit at ${audit.commit}`,
    );
});

// ---------------------------------------------------------------------------------------------------------------
// Nothing lost: every sentence of content/text reaches its page.

const textDir = resolve(root, 'content/text');
const texts = (sub: string) =>
  existsSync(resolve(textDir, sub))
    ? readdirSync(resolve(textDir, sub))
        .filter((f) => f.endsWith('.txt'))
        .sort()
        .map((f) => ({ name: f, path: resolve(textDir, sub, f) }))
    : [];

/** The page's main text as `innerText` gives it (hidden parts left out, blocks apart), white space collapsed. */
const mainText = (path: string) => innerText(main(path));

test('nothing lost: every sentence of the register’s and notes’ plain text (content/text) is on its page', () => {
  const registers = texts('registers');
  const notes = texts('notes');
  assert.notDeepEqual(registers, [], `no register text in ${textDir}/registers`);
  assert.notDeepEqual(notes, [], `no note text in ${textDir}/notes`);
  const normalise = squash;
  const found = new Findings();
  const missing = (path: string, expected: readonly string[]) => {
    const shown = mainText(path);
    for (const s of expected.map(normalise)) if (s && !shown.includes(s)) found.ok(false, `${path}: “${s}” is not on the page`);
  };
  const ROW_START = /^(?=[A-Z]+-\d{2,} )/m;
  for (const register of registers) {
    const [header = '', ...rowBlocks] = readFileSync(register.path, 'utf8').split(ROW_START);
    missing(
      '/',
      header
        .split('\n')
        .slice(1)
        .map((line) => /^([a-z-]+):\s+(.*)$/.exec(line)?.[2] ?? line),
    );
    for (const block of rowBlocks) {
      const [heading, ...lines] = block.trim().split('\n');
      const id = heading!.split(' ')[0]!;
      const expected = [heading!.slice(id.length + 1)];
      for (const line of lines.filter((l) => l.startsWith('• '))) {
        const bullet = line.slice(2);
        const cut = bullet.indexOf('. ');
        expected.push(cut === -1 ? bullet : bullet.slice(0, cut), cut === -1 ? '' : bullet.slice(cut + 2));
      }
      missing(`/capabilities/${id.toLowerCase()}/`, expected);
    }
  }
  for (const note of notes) {
    const slug = note.name.replace(/\.txt$/, '');
    const expected: string[] = [];
    for (const line of readFileSync(note.path, 'utf8')
      .split('\n')
      .map((l) => l.trim())
      .filter(Boolean)) {
      if (line.includes(' · ')) for (const pair of line.split(' · ')) expected.push(pair.slice(pair.indexOf(': ') + 2));
      else expected.push(line);
    }
    missing(`/idiosyncrasies/${slug}/`, expected);
  }
  found.none();
});

// ---------------------------------------------------------------------------------------------------------------
// Tiles, badges, /matrix.json.

type ExportedCell = MatrixExport['rows'][number]['cells'][ProductId][RevisionId];
const exportedCells = new Map<string, { rowId: string; product: ProductId; revision: RevisionId; cell: ExportedCell }>();
for (const r of exported.rows)
  for (const product of PRODUCT_IDS)
    for (const revision of REVISION_IDS)
      exportedCells.set(cellFragment(r.id, product, revision), { rowId: r.id, product, revision, cell: cellAt(r, product, revision) });

test('every tile on the home page, each product page and each row page says what /matrix.json says (verdict, basis, name)', () => {
  // The mark a basis draws (CSS ::after) is the browser's to check: tests/e2e/tiles.spec.ts, on one page of each type.
  const found = new Findings();
  const pages: [string, number][] = [
    ['/', 1],
    ...PRODUCT_IDS.map((p) => [`/clients/${p}/`, exported.rows.length * REVISION_IDS.length] as [string, number]),
    ...exported.rows.map((r) => [rowPage(r.id), PRODUCT_IDS.length * REVISION_IDS.length] as [string, number]),
  ];
  for (const [path, minimum] of pages) {
    const tiles = $$(page(path), '[data-cell]');
    found.ok(tiles.length >= minimum, `${path}: ${tiles.length} tiles found, expected at least ${minimum}`);
    for (const el of tiles) {
      const fragment = attr(el, 'data-cell')!;
      const e = exportedCells.get(fragment);
      if (!e) {
        found.ok(false, `${path}: ${fragment} is not a cell of /matrix.json`);
        continue;
      }
      const { cell } = e;
      const usual = cell.basis === defaultBasis(cell.verdict);
      const at = `${path} ${fragment}`;
      const name = accessibleName(el);
      found.is(attr(el, 'data-v') ?? null, cell.verdict, `${at}: verdict`);
      found.is(attr(el, 'data-b') ?? null, usual ? null : cell.basis, `${at}: basis attribute`);
      found.contains(name, `${e.rowId}, `, `${at}: accessible name`);
      found.contains(name, `: ${cell.verdict}`, `${at}: accessible name`);
      if (cell.basis === 'inferred') found.contains(name, 'inferred', `${at}: accessible name says inferred`);
      else found.lacks(name, 'inferred', `${at}: accessible name`);
      if (cell.disputes.length) found.contains(name, 'disputed', `${at}: accessible name says disputed`);
      if (path.startsWith('/clients/')) found.is(e.product, path.split('/')[2], `${at}: a product page shows its own column`);
    }
  }
  found.none();
});

test('every product page shows that product’s column, cell for cell, and the revisions it speaks', () => {
  const found = new Findings();
  for (const p of PRODUCTS) {
    const path = `/clients/${p.id}/`;
    const [table] = tableNamed(main(path), `${p.name}: verdict per row and revision`);
    if (!table) {
      found.ok(false, `${path}: no column table`);
      continue;
    }
    for (const m of matrix.rows) {
      const [tr] = tableRow(table, m.id);
      const cells = tr ? dataCells(tr) : [];
      for (const [i, revision] of REVISION_IDS.entries())
        found.contains(cells[i] ? text(cells[i]) : '', cellAt(m, p.id, revision).verdict, `${path}: ${m.id} at ${revision}`);
    }
    const [speaks] = tableNamed(main(path), new RegExp(`Revisions ${escape(p.name)} speaks`));
    found.ok(!!speaks, `${path}: the table of revisions it speaks`);
  }
  // A product the documents are silent on, at some revision, says “unknown” there.
  const silent = PRODUCTS.find((p) => content.products.find((x) => x.id === p.id && JSON.stringify(x).includes('"unknown"')));
  if (silent) {
    const [speaks] = tableNamed(main(`/clients/${silent.id}/`), new RegExp(`Revisions ${escape(silent.name)} speaks`));
    found.contains(speaks ? text(speaks) : '', 'unknown', `/clients/${silent.id}/: speaks table`);
  }
  found.none();
});

const basisWords = (basis: string) => (basis === 'unknown' ? 'basis unknown' : BASES.find((b) => b.id === basis)!.label);
const svgTitle = (svg: string) =>
  svg
    .match(/<title>([^<]*)<\/title>/)?.[1]
    ?.replace(/&amp;/g, '&')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&apos;/g, "'");

/** What /matrix.json's observations say of a cell beside it, newest first: `Codex CLI 0.171.0, recorded 2026-12-02: declared (= agrees with the register)`. */
function observedOn(rowId: string, product: string, revision: string): { words: string; summary: string; disagrees: boolean }[] {
  const marks = { agree: '= agrees with the register', disagree: '≠ disagrees with the register', none: 'nothing to compare' };
  return (exported.observations ?? [])
    .flatMap((o) =>
      o.cells
        .filter((c) => c.row === rowId && c.revision === revision)
        .flatMap((c) => c.register.filter((s) => s.product === product).map((s) => ({ o, c, s }))),
    )
    .sort((a, b) => (a.o.date === b.o.date ? b.o.version.localeCompare(a.o.version, 'en', { numeric: true }) : a.o.date < b.o.date ? 1 : -1))
    .map(({ o, c, s }) => ({
      words: `${o.name} ${o.version}, recorded ${o.date}: ${c.summary} (${marks[s.agreement]})`,
      summary: c.summary,
      disagrees: s.agreement === 'disagree',
    }));
}

test('every cell of /matrix.json has its badge, under 2 KB, whose title says the cell’s verdict, basis, any dispute and what was observed of it', () => {
  // That every badge parses as SVG with nothing external is the browser's XML parser's to say (tests/e2e/badges.spec.ts).
  const found = new Findings();
  let n = 0;
  let observed = 0;
  for (const r of exported.rows)
    for (const product of PRODUCT_IDS)
      for (const revision of REVISION_IDS) {
        n += 1;
        const cell = cellAt(r, product, revision);
        const path = `/badges/${rowSlug(r.id)}/${product}/${revision}.svg`;
        if (!files.has(path)) {
          found.ok(false, `${path}: missing`);
          continue;
        }
        const svg = read(path);
        found.ok(Buffer.byteLength(svg) < 2048, `${path}: ${Buffer.byteLength(svg)} bytes`);
        const disputed = cell.disputes.length ? ', disputed' : '';
        const seen = observedOn(r.id, product, revision);
        found.is(
          svgTitle(svg),
          `${r.id} ${r.title}, ${getProduct(product).name}, ${revision}: ${cell.verdict} (${basisWords(cell.basis)}${disputed})` +
            (seen.length ? `; observed on the wire: ${seen.map((x) => x.words).join('; ')}` : ''),
          `${path}: title`,
        );
        // Drawn beside the verdict: what the newest observation saw.
        const [newest] = seen;
        if (newest) {
          observed += 1;
          const drawn = `${newest.disagrees ? '≠ ' : ''}observed: ${newest.summary}${seen.length > 1 ? ` (+${seen.length - 1} more)` : ''}`;
          found.ok(svg.includes(`>${drawn}</text>`), `${path}: draws “${drawn}”`);
        } else found.lacks(svg, 'observed', `${path}: observes nothing`);
        if (cell.disputes.length) found.matches(svg, /<title>[^<]*disputed\)(; observed on the wire: [^<]*)?<\/title>/, `${path}: says disputed`);
      }
  found.is(n, exported.rows.length * PRODUCT_IDS.length * REVISION_IDS.length, 'cells');
  found.is(
    observed,
    new Set((exported.observations ?? []).flatMap((o) => o.cells.flatMap((c) => c.register.map((s) => `${c.row}|${s.product}|${c.revision}`)))).size,
    'every observed cell’s badge says so',
  );
  found.none();
});

test('every row page’s search meta names each cell’s verdict and any dispute as /matrix.json does', () => {
  // A search result lists the cells a query names from this meta (src/lib/views/search-result.ts), as the drawer words them.
  const found = new Findings();
  for (const r of exported.rows) {
    const path = `/capabilities/${rowSlug(r.id)}/`;
    const meta = $$(page(path), '[data-pagefind-meta]')
      .map((e) => attr(e, 'data-pagefind-meta') ?? '')
      .find((m) => m.startsWith('cells:'));
    const cells = parseCellsMeta(meta?.slice('cells:'.length));
    found.is(cells.length, PRODUCT_IDS.length * REVISION_IDS.length, `${path}: cells in its search meta`);
    for (const c of cells) {
      const cell = cellAt(r, c.product, c.revision);
      found.is(c.verdict, cell.verdict, `${path}: ${c.product} at ${c.revision}: verdict`);
      found.is(c.disputed, cell.disputes.length > 0, `${path}: ${c.product} at ${c.revision}: disputed`);
    }
  }
  found.none();
});

test('every row has a strip badge and a badge per product; the row badge names every product and every cell’s verdict and basis', () => {
  const found = new Findings();
  for (const r of exported.rows) {
    const slug = rowSlug(r.id);
    for (const path of [`/badges/${slug}.svg`, ...PRODUCT_IDS.map((p) => `/badges/${slug}/${p}.svg`)]) found.ok(files.has(path), `${path}: missing`);
    const title = svgTitle(read(`/badges/${slug}.svg`)) ?? '';
    for (const p of PRODUCT_IDS)
      found.contains(
        title,
        `${getProduct(p).name}: ${REVISION_IDS.map((rev) => {
          const c = cellAt(r, p, rev);
          return `${rev} ${c.verdict} (${basisWords(c.basis)}${c.disputes.length ? ', disputed' : ''})`;
        }).join(', ')}`,
        `/badges/${slug}.svg: title`,
      );
  }
  found.none();
});

/** `[![alt](image)](link)` → its parts. */
function badgeMarkdown(markdown: string) {
  const m = /^\[!\[((?:\\.|[^\]\\])+)\]\(([^)\s]+)\)\]\(([^)\s]+)\)$/.exec(markdown);
  assert.ok(m, markdown);
  return { alt: m[1]!.replace(/\\(.)/g, '$1'), image: m[2]!, link: m[3]! };
}

test('every row page’s “Copy Markdown” is its badge linked to the row, each citation’s copies its line link and quote; without JavaScript none is offered', () => {
  const found = new Findings();
  let copies = 0;
  for (const r of rows) {
    const path = rowPage(r.id);
    const slug = rowSlug(r.id);
    const m = main(path);
    const buttons = $$(m, 'button.copy-markdown');
    // The buttons are hidden in the markup; the page's script shows them: without JavaScript none is offered.
    for (const b of buttons) found.ok(attr(b, 'hidden') !== undefined, `${path}: “${accessibleName(b)}” hidden until the script runs`);
    const rowButton = $(m, '.badge-links button.copy-markdown');
    if (!rowButton) {
      found.ok(false, `${path}: no Copy Markdown of the row`);
      continue;
    }
    const { alt, image, link } = badgeMarkdown(attr(rowButton, 'data-copy-text')!);
    found.matches(alt, new RegExp(`^${r.id} .+: verdict per product and revision$`), `${path}: alt`);
    found.is(local(image), `/badges/${slug}.svg`, `${path}: image`);
    found.ok(files.has(`/badges/${slug}.svg`), `${path}: the badge exists`);
    found.is(local(link), path, `${path}: link`);
    for (const [i] of r.sources.entries()) {
      const citation = $(m, `[id="${slug}-src-${i + 1}"]`);
      const button = citation && $$(citation, 'button.copy-markdown').find((b) => /Copy Markdown of citation/.test(accessibleName(b)));
      const q = citation && $(citation, 'q');
      const line = citation && $(citation, 'a[aria-label^="line "]');
      const code = citation && $(citation, 'code');
      if (!button || !q || !line || !code) continue;
      // `[path:line](line link): “quote”` (Markdown's special characters escaped, an opencode client named before the path).
      const copied = attr(button, 'data-copy-text') ?? '';
      const where = `${path}: Copy Markdown of citation ${i + 1}`;
      found.matches(copied, /^\[.+\]\(\S+\): “.+”$/s, where);
      found.contains(copied.replace(/\\(.)/g, '$1'), `${text(code)}:${text(line)}](${attr(line, 'href')}): “`, where);
      found.contains(copied.replace(/\\(.)/g, '$1'), text(q), where);
      copies += 1;
    }
  }
  found.ok(copies > 0, 'some citation has a line link, a quote and its Copy Markdown');
  found.none();
});

test('/matrix.json is dense, valid against the published JSON Schema, and every cell says what the content says', () => {
  const schema = json<object>('/matrix.schema.json');
  const data = json<{ rows: { id: string; cells: Record<string, Record<string, { verdict: string; basis: string }>> }[]; notes: { rows: string[] }[] }>(
    '/matrix.json',
  );
  const validate = new Ajv2020({ allErrors: true, strict: false }).compile(schema);
  assert.ok(validate(data), JSON.stringify(validate.errors));
  assert.equal(data.rows.length, rows.length);
  const found = new Findings();
  for (const r of data.rows)
    for (const p of PRODUCT_IDS)
      for (const rev of REVISION_IDS) {
        const cell = r.cells[p]?.[rev];
        found.ok((VERDICT_IDS as readonly string[]).includes(cell?.verdict ?? ''), `${r.id} ${p} ${rev}: verdict ${cell?.verdict}`);
        const wantRow = matrix.rows.find((m) => m.id === r.id);
        const want = wantRow && cellAt(wantRow, p, rev);
        found.is(cell?.verdict, want?.verdict, `${r.id} ${p} ${rev}: verdict as the content computes it`);
        found.is(cell?.basis, want?.basis, `${r.id} ${p} ${rev}: basis as the content computes it`);
      }
  found.equal(
    data.notes.map((n) => n.rows),
    content.notes.map((n) => n.data.related),
    'notes',
  );
  found.none();
});

test('every decided cell of /matrix.json has a basis and evidence; unknown cells are unknown', () => {
  let decided = 0;
  const found = new Findings();
  for (const { rowId, product, revision, cell } of exportedCells.values()) {
    const where = `${rowId} ${product} ${revision}`;
    if (cell.verdict === 'unknown') {
      found.is(cell.basis, 'unknown', `${where}: basis`);
      continue;
    }
    decided += 1;
    found.ok(['stated', 'inferred'].includes(cell.basis), `${where}: basis ${cell.basis} is neither stated nor inferred`);
    found.ok(cell.evidence.length > 0, `${where} has no evidence`);
    for (const e of cell.evidence) found.contains(e.url, '#', `${where}: evidence link`);
  }
  found.none();
  assert.ok(decided > 0);
});

// ---------------------------------------------------------------------------------------------------------------
// The matrix page as served (before its script runs, and as readers without JavaScript get it).

test('the matrix table has real header semantics: a column group per product, a column per revision, a row header per row, side groups', () => {
  const table = must(main('/matrix/'), 'table#matrix-table');
  assert.match(accessibleName(table), /Verdict of each register row/);
  const found = new Findings();
  for (const p of PRODUCTS) {
    // Its name with the coverage beside it (“mcpx 65/80 decided”) is the browser's to compose: tests/e2e/grid.spec.ts.
    const groups = $$(table, `thead th[scope=colgroup][data-group="${p.id}"]`);
    found.is(groups.length, 1, `one column group header for ${p.name}`);
    found.is(groups[0] && text(must(groups[0], '.pname')), p.name, `${p.name}: its group header names it`);
    // Its bar's words: decided cells among those that can apply, over every row of /matrix.json.
    const verdicts = exported.rows.flatMap((r) => REVISION_IDS.map((rev) => cellAt(r, p.id, rev).verdict));
    const decided = verdicts.filter((v) => VERDICTS.some((d) => d.id === v && !d.faded && d.id !== 'unknown')).length;
    const canApply = decided + verdicts.filter((v) => v === 'unknown').length;
    found.is(groups[0] && text(must(groups[0], '.cov-short')), `${decided}/${canApply} decided`, `${p.name}: its header’s count`);
    found.equal($$(table, `thead th[scope=col][data-p="${p.id}"]`).map(text), [...REVISION_IDS], `${p.name}: a column per revision`);
  }
  for (const m of matrix.rows)
    found.is($$(table, 'th[scope=row]').filter((th) => accessibleName(th).startsWith(`${m.id} `)).length, 1, `${m.id}: a row header`);
  found.equal(
    $$(table, 'th[scope=rowgroup]').map(text),
    groupBySide(matrix.rows).map((g) => SIDE_GROUP_LABELS[g.side]),
    'side groups',
  );
  found.none();
});

test('without JavaScript the full matrix is shown, each cell in words, and the page says filters need JavaScript', () => {
  const m = main('/matrix/');
  const note = must(m, '#matrix-nojs');
  assert.ok(!isHidden(note) && text(note).includes('JavaScript'), 'the page says filtering needs JavaScript');
  assert.ok(isHidden(must(m, '#matrix-filters')), 'the filters are hidden until the script runs');
  const table = must(m, '#matrix-table');
  assert.equal($$(table, 'tbody tr[data-side]').length, matrix.rows.length);
  for (const p of PRODUCT_IDS) assert.ok($$(table, `thead th[data-p="${p}"]`).some((th) => !isHidden(th)), `${p}: its columns`);
  const found = new Findings();
  for (const r of matrix.rows) found.is($$(table, `tr[id="${r.slug}"] td[data-v]`).length, PRODUCT_IDS.length * REVISION_IDS.length, `${r.id}: cells`);
  found.none();
});

test('every revision page lists what the content removes or deprecates there, and only there', () => {
  const found = new Findings();
  let listed = 0;
  for (const [i, revision] of REVISION_IDS.entries()) {
    if (i === 0) continue;
    const changes = compareRevisions(rows, REVISION_IDS[i - 1]!, revision);
    const m = main(`/revisions/${revision}/`);
    for (const kind of ['removed', 'deprecated'] as const) {
      const regions = $$(m, 'section[aria-labelledby]').filter((s) => accessibleName(s).startsWith(CHANGE_LABELS[kind]));
      const ids = changes.filter((c) => c.kind === kind).map((c) => c.id);
      listed += ids.length;
      if (!ids.length) found.is(regions.length, 0, `/revisions/${revision}/: no “${CHANGE_LABELS[kind]}” section`);
      for (const id of ids)
        found.ok(
          regions.some((s) => linksNamed(s, new RegExp(`^${id} `)).length > 0),
          `/revisions/${revision}/: ${id} under “${CHANGE_LABELS[kind]}”`,
        );
    }
  }
  found.ok(listed > 0, 'some revision removes or deprecates a row');
  found.none();
});

test('every compare page says what changed for each row that changed, in the register’s words, or that nothing did', () => {
  // Every pair of revisions, so a revision no row curates yet (its pages only “not curated”), or a pair where nothing
  // changed, is checked for what its page says rather than skipped.
  const found = new Findings();
  for (const [from, to] of revisionPairs()) {
    const path = `/revisions/compare/${from}...${to}/`;
    const m = main(path);
    const groups = groupChanges(compareRevisions(rows, from, to));
    const sections = $$(m, 'section[aria-labelledby^="change-"]');
    found.equal(sections.map(accessibleName), groups.map((g) => `${g.label} (${g.rows.length})`), `${path}: a section per kind of change`);
    if (!groups.length) found.ok($$(m, 'p').some((p) => text(p) === `No row changes between ${from} and ${to}.`), `${path}: says no row changes`);
    for (const g of groups) {
      const items = $$(must(m, `section[aria-labelledby="change-${g.kind}"]`, path), 'li');
      found.equal(items.map((li) => text(li).split(' ')[0]), g.rows.map((c) => c.id), `${path}: the rows under “${g.label}”`);
      for (const [i, c] of g.rows.entries()) {
        const said = text(items[i] ?? m);
        found.contains(said, `: ${c.from} → ${c.to}`, `${path}: ${c.id}’s states`);
        if (c.note) found.contains(said, `(${squash(c.note)})`, `${path}: ${c.id}’s note`);
        // A changed row says, for each revision that changed it, what changed there in the register's words.
        for (const ch of c.changedIn ?? [])
          found.contains(said, `what changed in ${ch.revision}: ${squash(ch.note ?? ch.quotes.join(' '))}`, `${path}: what changed in ${c.id}`);
        if (g.kind === 'changed') found.ok((c.changedIn ?? []).length > 0, `${path}: ${c.id} changed with no revision saying what`);
      }
    }
  }
  found.none();
});

test('the note pages end no section bare: an empty “Sources” heading says the document leaves it empty', () => {
  const found = new Findings();
  const notePath = (n: (typeof content.notes)[number]) => `/idiosyncrasies/${n.file.split('/').at(-1)!.replace(/\.mdx?$/, '')}/`;
  for (const note of content.notes) {
    const path = notePath(note);
    const headings = $$(main(path), 'h2, h3');
    for (const h of headings) {
      const parent = parentOf(h)!;
      const siblings = parent.children.filter((c): c is Element => c.type === 'element');
      const next = siblings[siblings.indexOf(h) + 1];
      const bare = !next || (/^h[1-3]$/.test(next.tagName) && Number(next.tagName[1]) <= Number(h.tagName[1]));
      found.ok(!bare, `${path}: “${text(h)}” ends bare`);
    }
    const sources = $(main(path), 'h2#sources-as-written + p');
    if (sources && /leaves this section empty/.test(text(sources)))
      found.is(text(sources), 'The register document leaves this section empty.', `${path}: empty Sources`);
  }
  found.ok(
    content.notes.some((n) => text($(main(notePath(n)), 'h2#sources-as-written + p') ?? main('/')) === 'The register document leaves this section empty.'),
    'a note whose document leaves Sources empty says so',
  );
  found.none();
});

test('the home page’s “About this register” answers a reader first; the header’s own notes follow under their own heading', () => {
  const m = main('/');
  const first = must(m, 'h2#about + p');
  assert.ok(!text(first).includes('#'));
  assert.ok(!text(first).includes('Increment'));
  const section = must(m, 'section[aria-labelledby="header-notes"]');
  assert.match(text(must(section, 'h3')), /header notes, as written/);
  // The header's notes (its preamble and audit note, read from the content) are all still there, in the labelled
  // section, and not in the reader's part above it.
  const register = content.registers.find((r) => r.data.published)?.data;
  if (!register?.published) throw new Error('no published register');
  const notes = [...register.preamble, register.auditNote.text].map(squash).filter(Boolean);
  assert.ok(notes.length > 0, 'the register header has notes');
  for (const note of notes) assert.ok(text(section).includes(note), `the header notes hold “${note}”`);
  assert.ok(text(section).includes('Increment'));
  assert.deepEqual(
    $$(m, 'h2#about ~ p, h2#about ~ ul')
      .map(text)
      .filter((t) => notes.some((n) => t.includes(n))),
    [],
  );
});

// ---------------------------------------------------------------------------------------------------------------
// Citations on row pages: the first citation of each kind in the content, checked on its page.

type Citation = (typeof rows)[number]['sources'][number];
type FileCitation = Extract<Citation, { kind: 'file' }>;
const specCommit = content.sources.find((s) => s.id === 'spec')!.commit!;
/** Every citation of every row, with its row and its place in the row's list (its fragment is `<slug>-src-<n>`). */
const cited = content.rows.flatMap((r) => r.data.sources.map((c, i) => ({ row: r.data, c, n: i + 1, anchor: `${rowSlug(r.data.id)}-src-${i + 1}` })));
/** The first file citation that meets `want`, failing when the content has none; with its list item on the page. */
function firstFile(what: string, want: (c: FileCitation, row: (typeof rows)[number], n: number) => boolean) {
  const found = cited.find((x) => x.c.kind === 'file' && want(x.c, x.row, x.n));
  assert.ok(found, `the content has ${what}`);
  return { ...found, c: found.c as FileCitation, item: must(main(rowPage(found.row.id)), `[id="${found.anchor}"]`, rowPage(found.row.id)) };
}
const oneLine = (c: FileCitation) => c.lines.length === 1 && c.lines[0]!.end === undefined;

test('a spec citation links to its exact line at the pinned commit and shows its quote and verification', () => {
  const verified = new Set((content.report?.results ?? []).filter((r) => r.verdict === 'exact').map((r) => `${r.row}#${r.index}`));
  const { c, item } = firstFile(
    'an exactly verified one-line spec schema citation with a quote',
    (c, r, n) => c.source === 'spec' && c.path.startsWith('schema/') && oneLine(c) && !!c.quote && verified.has(`${r.id}#${n - 1}`),
  );
  const line = c.lines[0]!.start;
  const [link] = linksNamed(item, `line ${line} of ${c.path}`);
  assert.equal(attr(link!, 'href'), `https://github.com/modelcontextprotocol/modelcontextprotocol/blob/${specCommit}/${c.path}#L${line}`);
  assert.equal(text(must(item, 'q')), squash(c.quote!));
  assert.ok(text(item).includes(`at ${specCommit.slice(0, 12)}`));
  assert.ok(text(item).includes('quote verified on the cited line'));
});

test('spec pages resolve under docs/specification/<rev>/', () => {
  const { c, item } = firstFile('a spec page citation (<rev>/…)', (c) => c.source === 'spec' && /^\d{4}-\d\d-\d\d\//.test(c.path));
  assert.match(
    attr(must(item, 'a'), 'href') ?? '',
    new RegExp(`^https://github\\.com/modelcontextprotocol/modelcontextprotocol/blob/${specCommit}/docs/specification/${escape(c.path)}(#L\\d+)?$`),
  );
});

test('mcpx citations are text at the audited commit, never dead links', () => {
  const { c, row: r, item } = firstFile('an mcpx citation of a row audited at a commit', (c, r) => c.source === 'mcpx' && !c.quote && !!r.audit.commit);
  assert.equal(linksNamed(item, new RegExp(escape(c.path))).length, 0);
  assert.ok(text(item).includes(squash(c.raw)));
  assert.ok(text(item).includes(`at ${r.audit.sourcesCommit ?? r.audit.commit!}`));
  assert.ok(text(item).includes('not public'));
});

test('opencode citations link into opencode’s repository with the client named, marked unpinned', () => {
  const opencode = content.sources.find((s) => s.id === 'opencode')!;
  const { c, item } = firstFile('a one-line opencode v1 citation', (c) => c.source === 'opencode' && c.client === 'opencode-v1' && oneLine(c));
  const line = c.lines[0]!.start;
  assert.ok(text(item).includes('v1:'));
  assert.ok(text(item).includes('unpinned'));
  const [link] = linksNamed(item, `line ${line} of ${c.path}`);
  assert.equal(attr(link!, 'href'), `${opencode.repository}/blob/${opencode.branch ?? 'HEAD'}/${c.path}#L${line}`);
});

test('a row whose line numbers keep an older snapshot says its citations point elsewhere', () => {
  const elsewhere = rows.find((r) => r.audit.sourcesCommit && r.audit.sourcesCommit !== r.audit.commit);
  const same = rows.find((r) => !r.audit.sourcesCommit);
  assert.ok(elsewhere && same, 'the content has rows with and without a separate citation commit');
  assert.ok(text(must(main(rowPage(elsewhere.id)), '#citations-commit')).includes(`point at ${elsewhere.audit.sourcesCommit!}, not at the audit`));
  assert.equal($$(main(rowPage(same.id)), '#citations-commit').length, 0);
});

test('every citation of every row has its own fragment and a copy-link control', () => {
  const found = new Findings();
  for (const r of rows) {
    const m = main(rowPage(r.id));
    found.is($$(m, 'ol.citations > li').length, r.sources.length, `${r.id}: citations`);
    for (const [i] of r.sources.entries()) {
      const anchor = `${rowSlug(r.id)}-src-${i + 1}`;
      found.ok(!!$(m, `li[id="${anchor}"]`), `${r.id}: #${anchor}`);
      found.equal(
        linksNamed(m, `Copy link to citation ${anchor}`).map((a) => attr(a, 'href')),
        [`#${anchor}`],
        `${r.id}: copy link of #${anchor}`,
      );
    }
  }
  found.none();
});

test('wire captures link to their evidence entry on the legend', () => {
  const wire = cited.find((x) => x.c.kind === 'wire');
  assert.ok(wire, 'the content cites a wire capture');
  const id = (wire.c as Extract<Citation, { kind: 'wire' }>).id;
  const [link] = linksNamed(must(main(rowPage(wire.row.id)), 'ol.citations'), `wire ${id}`);
  assert.equal(attr(link!, 'href'), `/legend/#wire-${id.toLowerCase()}`);
  assert.ok(text(must(main('/legend/'), `[id="wire-${id.toLowerCase()}"]`)).includes(wire.row.id));
});

// ---------------------------------------------------------------------------------------------------------------
// How sure.

test('How sure? is linked from the home page and the legend, counts the cells of /matrix.json and lists every inferred cell', () => {
  const all = [...exportedCells.values()].map((e) => e.cell);
  const count = (basis: string) => all.filter((c) => c.basis === basis).length;
  for (const from of ['/', '/legend/']) assert.ok($$(main(from), 'a[href$="/how-sure/"]').length > 0, `${from} links How sure?`);
  const m = main('/how-sure/');
  const [table] = tableNamed(m, 'Cells by basis, per product');
  const [allRow] = tableRow(table!, 'All cells');
  assert.deepEqual(dataCells(allRow!).map(text), [String(count('stated')), String(count('inferred')), String(count('unknown'))]);
  assert.ok(/Spec check: /.test(text(m)));
});

test('/how-sure/ quotes each carrying statement once, and its lines cover exactly the inferred cells of /matrix.json', () => {
  const found = new Findings();
  const statements = $$(main('/how-sure/'), 'ul.carried-statements > li');
  found.ok(statements.length > 0, 'statements listed');
  const words = statements.map((li) => text(must(li, '.carried-words')));
  found.is(new Set(words).size, words.length, 'each statement once');
  const covered = new Set<string>();
  for (const li of statements) {
    for (const line of $$(li, 'ul.covers > li')) {
      const product = attr(line, 'data-product')! as ProductId;
      const verdict = attr(line, 'data-verdict')!;
      const revisions = attr(line, 'data-revisions')!.split(' ') as RevisionId[];
      for (const a of $$(line, 'a')) {
        // The link names the row's page and its cell at the first revision; the line names the others.
        const [, slug, fragment] = /\/capabilities\/([^/]+)\/#(.+)$/.exec(attr(a, 'href')!) ?? [];
        const rowId = exported.rows.find((r) => rowSlug(r.id) === slug)?.id;
        found.ok(!!rowId, `${attr(a, 'href')} names a row`);
        if (!rowId) continue;
        found.is(fragment, cellFragment(rowId, product, revisions[0]!), `${attr(a, 'href')}: the first revision’s cell`);
        for (const r of revisions) {
          const e = exportedCells.get(cellFragment(rowId, product, r))!;
          found.is(e.cell.basis, 'inferred', `${rowId} ${product} ${r} listed as inferred`);
          found.is(e.cell.verdict, verdict, `${rowId} ${product} ${r}: the verdict its line says`);
          covered.add(cellFragment(rowId, product, r));
        }
      }
    }
    // A statement's filter values are its lines' (the no-script filters hide by them).
    const lines = $$(li, 'ul.covers > li');
    found.is(attr(li, 'data-product'), [...new Set(lines.map((l) => attr(l, 'data-product')))].join(' '), `${text(li).slice(0, 60)}: products`);
  }
  const inferred = [...exportedCells].filter(([, e]) => e.cell.basis === 'inferred').map(([f]) => f);
  found.is(covered.size, inferred.length, 'every inferred cell is covered');
  const missed = inferred.filter((f) => !covered.has(f));
  found.ok(missed.length === 0, `inferred cells no statement covers: ${missed.join(', ')}`);
  found.none();
});

test('/how-sure/: its opening sentence and every filter’s figures match /matrix.json, and every filter has its target and rule', () => {
  const found = new Findings();
  const m = main('/how-sure/');
  const all = [...exportedCells.values()];
  const decided = new Set<string>(VERDICTS.filter((v) => !v.faded && v.id !== 'unknown').map((v) => v.id));
  const isDecided = (c: ExportedCell) => decided.has(c.verdict);
  const n = (want: (e: (typeof all)[number]) => boolean) => all.filter(want).length;
  const stated = n((e) => isDecided(e.cell) && e.cell.basis !== 'inferred');
  const inferred = n((e) => isDecided(e.cell) && e.cell.basis === 'inferred');
  found.ok(
    text(must(m, '.how-sure-answer')).startsWith(`Of ${stated + inferred} decided cells, ${stated} are stated (their words name the revision) and ${inferred} inferred`),
    `opening sentence: ${text(must(m, '.how-sure-answer'))}`,
  );
  const statements = $$(m, 'ul.carried-statements > li');
  const carrying = (dimension: string, value: string) =>
    statements.filter((li) => (attr(li, `data-${dimension}`) ?? '').split(' ').includes(value)).length;
  const carryWords = (k: number) =>
    k === 0 ? 'no statement below carries' : k === 1 ? 'the statement below carries' : `the ${k} statements below carry`;
  const status = (target: string) => text(must(m, `.filter-status[data-for="${target}"]`, target));
  for (const product of PRODUCT_IDS) {
    const name = getProduct(product).name;
    const mine = all.filter((e) => e.product === product);
    const s = mine.filter((e) => isDecided(e.cell) && e.cell.basis !== 'inferred').length;
    const i = mine.filter((e) => isDecided(e.cell) && e.cell.basis === 'inferred').length;
    const allInferred = mine.filter((e) => e.cell.basis === 'inferred').length;
    found.is(
      status(`only-product-${product}`),
      `Only ${name}: ${s} stated and ${i} inferred of its ${s + i} decided cells; ${carryWords(carrying('product', product))} its ${allInferred} inferred cells (${allInferred - i} of them not-applicable or not-spoken).`,
      `${product} filter`,
    );
  }
  for (const a of $$(m, 'a[data-dimension="verdict"]')) {
    const verdict = attr(a, 'data-value')!;
    const s = n((e) => e.cell.verdict === verdict && e.cell.basis !== 'inferred');
    const i = n((e) => e.cell.verdict === verdict && e.cell.basis === 'inferred');
    found.is(
      status(`only-verdict-${verdict}`),
      `Only ${verdict}: ${s} cells stated, ${i} inferred; ${carryWords(carrying('verdict', verdict))} the inferred ones.`,
      `${verdict} filter`,
    );
  }
  found.ok(status('only-basis-stated').startsWith(`Only stated: ${stated} decided cells `), 'stated filter');
  found.ok(status('only-basis-inferred').startsWith(`Only inferred: ${inferred} decided cells and ${n((e) => !isDecided(e.cell) && e.cell.basis === 'inferred')} `), 'inferred filter');
  // Each filter link targets an element of the page that the no-script stylesheet names.
  const css = read('/how-sure.css');
  const links = $$(m, '.how-sure-filters a[data-dimension]');
  found.is(links.length, PRODUCT_IDS.length + $$(m, 'a[data-dimension="verdict"]').length + 2, 'one link per product, verdict and basis');
  for (const a of links) {
    const target = attr(a, 'href')!.slice(1);
    found.ok(!!$(m, `[id="${target}"]`), `${target} is on the page`);
    found.ok(css.includes(`#${target}:target ~ .how-sure-filtered:not(.scripted) [data-${attr(a, 'data-dimension')}]`), `${target} has its rule`);
  }
  found.none();
});

test('/how-sure/ opens with decided cells per product, stated and inferred, matching /matrix.json, each linked to the matrix', () => {
  const decided = new Set<string>(VERDICTS.filter((v) => !v.faded && v.id !== 'unknown').map((v) => v.id));
  const [table] = tableNamed(main('/how-sure/'), /Decided cells per product/);
  assert.ok(table);
  const found = new Findings();
  for (const product of PRODUCT_IDS) {
    const cells = exported.rows.flatMap((r) => Object.values(r.cells[product] ?? {})).filter((c) => decided.has(c.verdict));
    const inferred = cells.filter((c) => c.basis === 'inferred').length;
    const [tr] = tableRow(table, getProduct(product).name);
    found.is(tr && text(dataCells(tr)[0] ?? tr), `${cells.length - inferred} stated ${inferred} inferred`, `${product}: decided cells`);
  }
  // Every count opens exactly those cells in the matrix.
  const links = $$(table, 'tbody a[href*="verdict="]');
  found.ok(links.length > 0, 'counts are links');
  for (const link of links) {
    const params = new URL(attr(link, 'href')!, origin).searchParams;
    const [product, verdict, basis] = [params.get('product')!, params.get('verdict')!, params.get('basis')!];
    const expected = exported.rows
      .flatMap((r) => Object.values(r.cells[product] ?? {}))
      .filter((c) => c.verdict === verdict && (basis === 'inferred' ? c.basis === 'inferred' : c.basis !== 'inferred')).length;
    found.is(text(link), `${expected} ${basis}`, attr(link, 'href')!);
  }
  found.none();
});

// ---------------------------------------------------------------------------------------------------------------
// The gateway view: static pages, readable without JavaScript.

interface GatewayLink {
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
  links: GatewayLink[];
}
interface Gateway {
  hosts: string[];
  revisions: string[];
  evidence: { quote: string; url: string; in: string }[];
  chains: Chain[];
}
const gateway = json<Gateway>('/gateway.json');
const chainPage = (c: Pick<Chain, 'host' | 'hostRevision' | 'upstreamRevision'>) => `/gateway/${c.host}/${c.hostRevision}/${c.upstreamRevision}/`;

test('/gateway.json is valid against its schema and agrees with every combination’s page, and every chain has its badge', () => {
  const validate = new Ajv2020({ allErrors: true, strict: false }).compile(json<object>('/gateway.schema.json'));
  assert.ok(validate(gateway), JSON.stringify(validate.errors?.slice(0, 3)));
  assert.equal(gateway.chains.length, gateway.hosts.length * gateway.revisions.length ** 2 * new Set(gateway.chains.map((c) => c.row)).size);
  const pages = new Map<string, Chain[]>();
  for (const c of gateway.chains) pages.set(c.url.split('#')[0]!, [...(pages.get(c.url.split('#')[0]!) ?? []), c]);
  assert.equal(pages.size, gateway.hosts.length * gateway.revisions.length ** 2);
  const found = new Findings();
  for (const [path, chains] of pages) {
    if (!fileOf(path)) {
      found.ok(false, `${path}: no page`);
      continue;
    }
    const sections = $$(main(path), 'section.chain');
    const headings = sections.map((s) => text($(s, 'h3') ?? s));
    const reasons = $$(main(path), '.chain-reason').map(text);
    found.is(headings.length, chains.length, `${path}: chain headings`);
    found.is(reasons.length, chains.length, `${path}: chain reasons`);
    chains.forEach((c, i) => {
      found.contains(headings[i] ?? '', c.row, `${path} ${c.row}: heading`);
      found.contains(headings[i] ?? '', squash(c.summary), `${path} ${c.row}: heading`);
      found.is(reasons[i] ?? '', squash(c.reason), `${path} ${c.row}: which link decides`);
      const badge = `/badges/gateway/${c.host}/${c.hostRevision}/${c.upstreamRevision}/${c.row.toLowerCase()}.svg`;
      if (!files.has(badge)) found.ok(false, `${badge}: missing`);
      else {
        const svg = read(badge);
        found.matches(svg, /^<svg [^>]*role="img"/, `${badge}: an image`);
        found.contains(svg, c.summary.replace(/&/g, '&amp;'), `${badge}: says the chain's answer`);
      }
    });
  }
  found.none();
});

/** A chain page's one full copy of each quote: the entries of “Words this page rests on”, by anchor. */
function pageWordCopies(m: Element): Map<string, { n: string; quote: string; passage: string }> {
  return new Map(
    $$(m, '.words-list li[id]').map((li) => [
      attr(li, 'id')!,
      { n: text(must(li, '.word-n')), quote: text(must(li, 'q')), passage: attr(must(li, 'a[href]'), 'href') ?? '' },
    ]),
  );
}

test('a chain names its deciding or disputed link and cites its quotes there, each one click from its words in full (without JavaScript)', () => {
  // The first chain decided at a link or resting on a disputed one, with quotes (which one depends on the content).
  const chain = gateway.chains.find((c) => c.links.some((l) => (l.n === c.at || l.disputes.length > 0) && l.evidence.length > 0));
  assert.ok(chain, 'some chain names a link with quotes');
  const slug = chain.row.toLowerCase();
  const m = main(chainPage(chain));
  // Its row in the answer table leads to it.
  const [row] = $$(m, '.chain-table').flatMap((t) => linksNamed(t, new RegExp(`^${chain.row}$`)));
  assert.equal(attr(row!, 'href'), `#${slug}`);
  const section = must(m, `section[id="${slug}"]`);
  assert.ok(text(must(section, 'h3')).includes(squash(chain.summary)));
  const copies = pageWordCopies(m);
  const cardOf = (n: number) => $$(section, '.chain-link').find((li) => text(must(li, 'h4')).startsWith(`Link ${n}:`));
  for (const link of chain.links.filter((l) => l.n === chain.at || l.disputes.length > 0)) {
    const item = cardOf(link.n);
    assert.ok(item, `link ${link.n} has its card`);
    // Shown open, not folded with the other links.
    assert.equal(closest(item, 'details'), undefined, `link ${link.n} is open`);
    if (link.n === chain.at) assert.ok(text(item).includes('decides the chain'));
    for (const d of link.disputes)
      assert.match(attr(linksNamed(item, d)[0]!, 'href') ?? '', new RegExp(`/capabilities/${slug}/#dispute-`));
    // Its quotes are cited open (not folded away), each by a number that leads to the words in full and their passage.
    const refs = $$(item, 'a.word-ref').filter((a) => !closest(a, 'details'));
    for (const i of link.evidence) {
      const e = gateway.evidence[i]!;
      const cited = refs.map((a) => copies.get(attr(a, 'href')!.slice(1))).find((c) => c?.quote === squash(e.quote) && c.passage === e.url);
      assert.ok(cited, `link ${link.n} cites “${e.quote}” (${e.url})`);
    }
  }
});

test('every chain page quotes each of its quotes in full exactly once, with its passage and audit; every citation leads to it', () => {
  const found = new Findings();
  let citations = 0;
  for (const path of new Set(gateway.chains.map((c) => c.url.split('#')[0]!))) {
    const m = main(path);
    const copies = pageWordCopies(m);
    // Every full copy sits under the audit its passage speaks for, and no quote is printed in full outside the list.
    for (const li of $$(m, '.words-list li[id]')) {
      const list = parentOf(li)!;
      const siblings = parentOf(list)!.children.filter((c): c is Element => c.type === 'element');
      const heading = siblings.slice(0, siblings.indexOf(list)).reverse()[0];
      found.ok(!!heading && heading.tagName === 'h3' && /^(From |Passages with no recorded provenance)/.test(text(heading)), `${path}: ${attr(li, 'id')} under its audit`);
    }
    const fullCopies = $$(m, 'q').filter((q) => !closest(q, '.word-ref'));
    found.is(fullCopies.length, copies.size, `${path}: quotes in full only in “Words this page rests on”`);
    // Each quote of each chain on the page (the deciding words among them) is there in full exactly once.
    const quotes = new Map<string, { quote: string; url: string }>();
    for (const c of gateway.chains.filter((x) => x.url.startsWith(path)))
      for (const l of c.links)
        for (const i of l.evidence) {
          const e = gateway.evidence[i]!;
          quotes.set(`${e.url} ${e.quote}`, e);
        }
    for (const e of quotes.values()) {
      const n = [...copies.values()].filter((c) => c.quote === squash(e.quote) && c.passage === e.url).length;
      found.is(n, 1, `${path}: “${e.quote}” (${e.url}) in full`);
    }
    found.is(copies.size, quotes.size, `${path}: one copy per quote`);
    // Every citation resolves to a copy on the page, shows its number, and its opening words when it shows any.
    for (const a of $$(m, 'a.word-ref')) {
      citations += 1;
      const id = (attr(a, 'href') ?? '').replace(/^#/, '');
      const copy = copies.get(id);
      found.ok(!!copy, `${path}: citation of #${id} resolves`);
      if (!copy) continue;
      found.contains(text(a), copy.n, `${path}: citation of #${id} shows its number`);
      const lead = $(a, 'q');
      if (lead) found.ok(copy.quote.startsWith(text(lead).replace(/…$/, '')), `${path}: citation of #${id} leads its words`);
      // A citation without visible words still names them for a screen reader.
      else found.ok(accessibleName(a).length > copy.n.length, `${path}: citation of #${id} names its words`);
    }
    // The numbers are explained before the answers first cite one.
    const key = $(m, '.words-key');
    found.contains(key ? text(key) : '', '[1]', `${path}: the key explains the numbers`);
    const [firstTable] = $$(m, '.chain-table');
    const order = descendants(m);
    if (key && firstTable) found.ok(order.indexOf(key) < order.indexOf(firstTable), `${path}: the key comes before the answers`);
    // A chain's other links are folded together, and the fold's summary names each and counts their quotes.
    for (const fold of $$(m, 'section.chain details.other-links')) {
      const summary = text(must(fold, 'summary'));
      const cards = $$(fold, '.chain-link');
      for (const card of cards) found.contains(summary.toLowerCase(), text(must(card, 'h4')).replace(/:.*/, '').toLowerCase(), `${path}: fold names its links`);
      const quotes = new Set($$(fold, 'a.word-ref').map((a) => attr(a, 'href')));
      found.matches(summary, new RegExp(`: ${quotes.size === 0 ? 'no quotes' : quotes.size === 1 ? 'one quote' : `${quotes.size} quotes`}$`), `${path}: fold counts its quotes`);
    }
    // The list's fold holds exactly the quotes that only folded links cite; every other quote is cited in the open.
    const citedOpen = new Set($$(m, 'a.word-ref').filter((a) => !closest(a, 'details')).map((a) => attr(a, 'href')!.slice(1)));
    const inListFold = new Set($$(m, '.more-words .words-list li[id]').map((li) => attr(li, 'id')!));
    for (const id of copies.keys()) found.is(inListFold.has(id), !citedOpen.has(id), `${path}: #${id} is folded in the list exactly when only folded links cite it`);
    const listFold = $(m, '.more-words > summary');
    found.is(!!listFold, inListFold.size > 0, `${path}: the list folds only when some quote is cited only in folds`);
    if (listFold) found.contains(text(listFold), `${inListFold.size} more quote`, `${path}: the list's fold counts its quotes`);
  }
  found.ok(citations > 0, 'some chain page cites a quote');
  found.none();
});

test('each combination’s page says which client capabilities reach the host, which mcpx answers itself and which break where, with the words', () => {
  const groups: Record<string, string> = {
    works: 'Reaches the host’s user',
    fallback: 'Answered by mcpx itself',
    breaks: 'Breaks',
    unknown: 'Not decided by the documents',
    'out-of-revision': 'Out of revision',
  };
  const found = new Findings();
  for (const path of new Set(gateway.chains.map((c) => c.url.split('#')[0]!))) {
    const chains = gateway.chains.filter((c) => c.side === 'client' && c.url.startsWith(path));
    if (!chains.length) continue;
    const [table] = tableNamed(main(path), /Client capabilities/);
    if (!table) {
      found.ok(false, `${path}: no table of client capabilities`);
      continue;
    }
    for (const c of chains) {
      const [tr] = $$(table, 'tr').filter((x) => new RegExp(`^${c.row}\\b`).test(rowName(x)));
      if (!tr) {
        found.ok(false, `${path}: no row ${c.row}`);
        continue;
      }
      found.contains(text(tr), squash(c.summary), `${path} ${c.row}: summary`);
      // Each decided row carries the words that decide it (the words of the deciding link, where it has any).
      const deciding = c.links.find((l) => l.n === c.at);
      if (c.verdict !== 'unknown' && deciding?.evidence.length) found.ok(!!$(tr, 'q'), `${path} ${c.row}: the deciding words`);
      // It sits under the group of its verdict.
      const group = $(parentOf(tr)!, 'tr.group th');
      found.contains(group ? text(group) : '', groups[c.verdict]!, `${path} ${c.row}: its group`);
    }
  }
  found.none();
});

test('the gateway picker is plain links: every host, host revision and upstream revision; the nav and the home page lead to the view', () => {
  const m = main('/gateway/');
  const picker = $$(page('/gateway/'), 'nav').find((n) => /Pick host/.test(accessibleName(n)));
  assert.ok(picker);
  assert.equal($$(picker, 'a[aria-current="page"]').length, 3);
  assert.equal($$(picker, 'a[href]').length, gateway.hosts.length + 2 * gateway.revisions.length);
  const [host] = linksNamed(picker, 'opencode v1');
  const target = attr(host!, 'href')!;
  assert.match(target, /\/gateway\/opencode-v1\/\d{4}-\d{2}-\d{2}\/\d{4}-\d{2}-\d{2}\/$/);
  assert.ok(text(must(main(target), 'h1')).includes('opencode v1'));
  const site = (path: string) => $$(page(path), 'nav').find((n) => accessibleName(n) === 'Site')!;
  assert.equal(attr(linksNamed(site('/'), 'Gateway')[0]!, 'href'), '/gateway/');
  assert.equal(attr(linksNamed(main('/'), 'The gateway view')[0]!, 'href'), '/gateway/');
  assert.ok(text(must(m, 'h1')).includes('Through mcpx'));
  assert.equal(attr(linksNamed(site('/gateway/'), 'Gateway')[0]!, 'aria-current'), 'page');
  // The product pages link the view: the gateway's to its index, each host's to its own chains.
  assert.equal(attr(linksNamed(main('/clients/mcpx/'), /^Through mcpx:/)[0]!, 'href'), '/gateway/');
  for (const h of gateway.hosts) {
    const [own] = linksNamed(main(`/clients/${h}/`), new RegExp(`^Through mcpx to ${escape(getProduct(h as ProductId).name)}`));
    assert.ok(own, `/clients/${h}/ links its chains`);
    assert.ok(gateway.chains.some((c) => c.url.startsWith(`${attr(own, 'href')}#`)));
  }
});

// ---------------------------------------------------------------------------------------------------------------
// Other sources beside the register.

interface Statement {
  source: string;
  record: string;
  says: Parameters<typeof saysWords>[0]['says'];
  meaning: Parameters<typeof saysWords>[0]['meaning'];
  partial: boolean;
  agreement: string;
  fields: { url: string; place: string }[];
}
interface SourcesCell {
  otherSources?: { agreement: string; statements: Statement[] };
}
const sourcesData = json<{
  rows: { id: string; cells: Record<string, Record<string, SourcesCell>> }[];
  otherSourceCredits: { id: string; attribution: string; licence: { name: string; url: string } }[];
}>('/matrix.json');
const SOURCES = ['apify', 'clients-page', 'canimcp'];

/** The credit of each source whose fact the page shows: its attribution and licence link. */
function credits(found: Findings, path: string, scope: Root | Element = main(path)) {
  for (const id of SOURCES) {
    const credit = $$(scope, `.source-credit[data-source="${id}"]`);
    found.is(credit.length, 1, `${path}: ${id} credited`);
    const link = credit[0] && $(credit[0], '.attribution a');
    found.matches((link && attr(link, 'href')) ?? '', /^https:\/\//, `${path}: ${id}'s attribution links`);
  }
}

test('/sources/compare/ lists exactly the disagreements in /matrix.json, credited; /matrix.json carries the credits', () => {
  const found = new Findings();
  const disagreements: string[] = [];
  for (const r of sourcesData.rows)
    for (const [product, byRevision] of Object.entries(r.cells))
      for (const [revision, cell] of Object.entries(byRevision)) {
        if (!cell.otherSources) found.ok(false, `${r.id} ${product} ${revision} carries no otherSources`);
        else if (cell.otherSources.agreement === 'disagree') disagreements.push(`${r.id.toLowerCase()}--${product}--${revision}`);
      }
  found.equal(
    $$(main('/sources/compare/'), '[data-cell]')
      .map((el) => attr(el, 'data-cell'))
      .sort(),
    disagreements.sort(),
    '/sources/compare/ lists the disagreements',
  );
  credits(found, '/sources/compare/');
  const canimcp = $(main('/sources/compare/'), '.source-credit[data-source="canimcp"]');
  found.contains(canimcp ? text(canimcp) : '', 'canimcp (by Blues, https://canimcp.dev)', 'canimcp credited by name');
  found.equal(
    sourcesData.otherSourceCredits.map((c) => c.id),
    SOURCES,
    '/matrix.json credits',
  );
  found.contains(sourcesData.otherSourceCredits.find((c) => c.id === 'canimcp')?.attribution ?? '', 'canimcp (by Blues, https://canimcp.dev)', 'canimcp credit');
  found.none();
});

test('a product page shows the register beside what each source says of its declaration, credited', () => {
  const found = new Findings();
  let shown = 0;
  for (const p of PRODUCTS) {
    const path = `/clients/${p.id}/`;
    const table = $(main(path), 'table.other-sources-table');
    if (!table) continue;
    found.equal(
      $$(table, 'thead th').map(text),
      ['Row', 'Register (declared)', 'Apify mcp-client-capabilities', 'MCP site clients page (docs/clients.mdx)', 'canimcp (by Blues)'],
      `${path}: columns`,
    );
    // Every row where the sources make statements of its declaration shows each, in words.
    for (const r of sourcesData.rows) {
      const statements = Object.values(r.cells[p.id] ?? {}).flatMap((cell) => cell.otherSources?.statements ?? []);
      if (statements.filter((s) => s.meaning === 'declaration').length < 2) continue;
      const tr = $$(table, 'tbody tr').find((x) => new RegExp(`^${r.id}\\b`).test(text(x)));
      found.ok(!!tr, `${path}: ${r.id} listed`);
      if (!tr) continue;
      shown += 1;
      const said = statements.filter((s) => s.meaning === 'declaration');
      for (const s of said.filter((x) => x === said.find((y) => y.source === x.source)))
        found.contains(text($(tr, `td[data-source="${s.source}"]`) ?? tr), saysWords(s), `${path} ${r.id}: ${s.source}`);
    }
    credits(found, path);
    found.contains(text($(main(path), '.caveats') ?? main(path)), 'protocolVersion', `${path}: caveats`);
  }
  found.ok(shown > 0, 'the sources speak of some product’s declaration');
  found.none();
});

test('/clients/other/ lists the clients the register has not audited, each source side by side, credited', () => {
  const found = new Findings();
  const m = main('/clients/other/');
  found.contains(text(must(m, '.callout')), 'The register has not audited these clients.', 'callout');
  found.ok($$(m, 'table.other-clients tbody tr').length > 30, 'the other clients');
  for (const p of PRODUCTS)
    found.is(
      $$(m, 'table.other-clients tbody th').filter((th) => text(th).toLowerCase() === p.name.toLowerCase()).length,
      0,
      `${p.name} is audited, not listed`,
    );
  credits(found, '/clients/other/');
  found.none();
});

test('a product no source records says so, its compare section says nothing was compared; the nav names both source pages', () => {
  const found = new Findings();
  const { otherSourceRecords } = json<{ otherSourceRecords: Record<string, string[]> }>(`/rows/${rowSlug(rows[0]!.id)}.json`);
  const unrecorded = Object.keys(otherSourceRecords).filter((p) => otherSourceRecords[p]!.length === 0);
  for (const p of unrecorded) {
    const path = `/clients/${p}/`;
    found.contains(text($(main(path), '#other-sources + p') ?? main(path)), `has a record for ${getProduct(p as ProductId).name}`, `${path}: says so`);
    found.is($$(main(path), 'table.other-sources-table').length, 0, `${path}: no table of facts`);
    const group = $(main('/sources/compare/'), `section.compare-product[data-product="${p}"]`);
    found.contains(group ? text(group) : '', 'nothing was compared', `/sources/compare/ ${p}`);
    found.lacks(group ? text(group) : '', 'No disagreement', `/sources/compare/ ${p}`);
  }
  const nav = $$(page('/sources/compare/'), 'nav').find((n) => accessibleName(n) === 'Site')!;
  found.is(attr(linksNamed(nav, 'Sources')[0]!, 'aria-current'), 'page', 'the nav’s Sources is the compare page');
  found.is(attr(linksNamed(main('/sources/compare/'), 'other clients')[0]!, 'href'), '/clients/other/', 'a link to the other clients');
  // The source-health page is named as what it is, in the footer; the nav's Sources is the compare page.
  const [health] = linksNamed(must(page('/sources/compare/'), 'footer'), 'Source health');
  const target = attr(health!, 'href')!;
  found.is(text(must(main(target), 'h1')), 'Source health', 'the footer’s Source health');
  found.is(attr(linksNamed(main(target), 'where other sources disagree')[0]!, 'href'), '/sources/compare/', 'source health links the compare page');
  found.none();
});

test('a product page marks its inferred cells as inferred and its unknown cells with no stated basis', () => {
  const found = new Findings();
  let inferred = 0;
  for (const p of PRODUCT_IDS) {
    const m = main(`/clients/${p}/`);
    for (const el of $$(m, '[data-cell]')) {
      const e = exportedCells.get(attr(el, 'data-cell')!);
      if (e?.cell.verdict === 'unknown') found.ok(attr(el, 'data-b') !== 'stated', `${attr(el, 'data-cell')}: unknown, not stated`);
      if (e?.cell.basis === 'inferred') {
        inferred += 1;
        found.is(attr(el, 'data-b'), 'inferred', `${attr(el, 'data-cell')}: inferred`);
        found.matches(accessibleName(el), /inferred/, `${attr(el, 'data-cell')}: its name says inferred`);
      }
    }
  }
  found.ok(inferred > 0, 'some product page shows an inferred cell');
  found.none();
});

test('every product page announces its Atom feed, in its head and in a link a reader sees', () => {
  const found = new Findings();
  for (const p of PRODUCTS) {
    const path = `/clients/${p.id}/`;
    const alternates = $$(page(path), 'head link[rel="alternate"][type="application/atom+xml"]').filter((l) =>
      (attr(l, 'href') ?? '').endsWith(`/clients/${p.id}/feed.xml`),
    );
    found.is(alternates.length, 1, `${path}: its feed in the head`);
    const href = alternates[0] && attr(alternates[0], 'href');
    const [visible] = linksNamed(main(path), `Atom feed of changes to ${p.name}’s cells`);
    found.is(visible && local(attr(visible, 'href')!), href && local(href), `${path}: the feed link a reader sees`);
    found.ok(!!href && files.has(local(href)), `${path}: the feed exists`);
  }
  found.none();
});

test('every row page’s spec lifecycle shows what the spec check found: schema agrees with its line, or the override and its words, linked at the pinned commit', () => {
  const { report, problems } = readSpecReport(resolve(root, 'content'), root);
  assert.deepEqual(problems, []);
  const spec = content.sources.find((s) => s.id === 'spec');
  const found = new Findings();
  const seen = new Set<string>();
  for (const r of rows) {
    const path = rowPage(r.id);
    const checks = specCheckView(r, report?.rows.find((x) => x.row === r.id), report?.commit, spec);
    const [table] = $$(main(path), 'table.spec-lifecycle');
    for (const revision of REVISION_IDS) {
      const check = checks[revision];
      if (!check) {
        found.ok(false, `${path} ${revision}: no spec check for the revision`);
        continue;
      }
      const tr = table ? tableRow(table, revision)[0] : undefined;
      const td = tr && $(tr, 'td.spec-check');
      const at = `${path} ${revision}`;
      if (!td) {
        found.ok(false, `${at}: no spec check cell`);
        continue;
      }
      seen.add(check.kind);
      found.is(attr(td, 'data-check'), check.kind, `${at}: what the check found`);
      const links = (l: { label: string; url?: string }) =>
        found.ok(
          $$(td, l.url ? 'a' : 'code').some((x) => text(x) === l.label && (!l.url || attr(x, 'href') === l.url)),
          `${at}: ${l.label} ${l.url ? `linked to ${l.url}` : 'as text'}`,
        );
      if (check.kind === 'agrees') {
        found.contains(text(td), 'schema agrees', at);
        check.lines.forEach(links);
      } else if (check.kind === 'override') {
        found.contains(text(td), `override: the schema says ${check.schemaState}`, at);
        check.lines.forEach(links);
        const items = $$(td, 'ul.spec-quotes > li');
        found.is(items.length, check.quotes.length, `${at}: the override's quotes`);
        check.quotes.forEach((q, i) => {
          found.is(items[i] && text(must(items[i], 'q')), squash(q.quote), `${at}: quote ${i + 1}`);
          const a = items[i] && $(items[i], 'a');
          if (q.url) found.is(a && attr(a, 'href'), q.url, `${at}: quote ${i + 1} linked to its line`);
        });
      } else if (check.kind === 'disagrees') found.contains(text(td), `disagrees: the schema says ${check.schemaState}`, at);
      else found.contains(text(td), check.reason, at);
    }
  }
  // The content shows both outcomes somewhere, so neither branch is checked on nothing.
  found.ok(seen.has('agrees') && seen.has('override'), `the rows show a schema that agrees and an override (saw ${[...seen].join(', ')})`);
  found.none();
});
