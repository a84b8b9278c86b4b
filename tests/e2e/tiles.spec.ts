/**
 * One tile, one truth: every verdict tile says what /matrix.json says about its cell: verdict, basis mark
 * and accessible name. Here, in the browser: the matrix (its tiles are drawn by its script) and the home page, and
 * a row page and a product page for the mark CSS draws; every tile of every page is checked from the HTML in
 * tests/dist/site.test.ts. The cells come from the served /matrix.json, not from the content.
 */
import { test, expect, type Page } from '@playwright/test';
import { cellAt } from '../../src/lib/lookup/at.ts';
import type { MatrixExport } from '../../src/lib/matrix/export.ts';
import { PRODUCT_IDS, REVISION_IDS, defaultBasis, getBasis, type ProductId, type RevisionId } from '../../src/lib/register/axes.ts';
import { cellFragment, rowSlug } from '../../src/lib/register/ids.ts';
import { Findings } from './findings.ts';
import { representativeRow } from './content.ts';

type Cell = MatrixExport['rows'][number]['cells'][ProductId][RevisionId];
interface Expected {
  rowId: string;
  product: ProductId;
  revision: RevisionId;
  cell: Cell;
}

async function exported(page: Page): Promise<Map<string, Expected>> {
  const data = (await (await page.request.get('/matrix.json')).json()) as MatrixExport;
  const byFragment = new Map<string, Expected>();
  for (const row of data.rows)
    for (const product of PRODUCT_IDS)
      for (const revision of REVISION_IDS) {
        byFragment.set(cellFragment(row.id, product, revision), { rowId: row.id, product, revision, cell: cellAt(row, product, revision) });
      }
  return byFragment;
}

/** What a tile element says: its cell, verdict, basis attribute, mark drawn after the symbol, and accessible name. */
interface Seen {
  fragment: string;
  v: string | null;
  b: string | null;
  mark: string;
  name: string;
}

/** Every tile on the page (`[data-cell]`, or a hydrated matrix cell `td[id][data-v]`), as the browser renders it. */
function tilesOnPage(page: Page): Promise<Seen[]> {
  return page.evaluate(() => {
    const nameOf = (el: Element): string => {
      const label = el.getAttribute('aria-label');
      if (label) return label;
      // The text not hidden from assistive technology.
      const walk = (n: Node): string => {
        if (n.nodeType === Node.TEXT_NODE) return n.textContent ?? '';
        if (n instanceof Element && n.getAttribute('aria-hidden') === 'true') return '';
        return [...n.childNodes].map(walk).join('');
      };
      return walk(el).trim();
    };
    const markOf = (el: Element): string => {
      const target = el.querySelector('.tile') ?? el;
      const content = getComputedStyle(target, '::after').content;
      return content === 'none' || content === 'normal' ? '' : content.replace(/^"|"(\s*\/\s*"")?$/g, '');
    };
    const out: { fragment: string; v: string | null; b: string | null; mark: string; name: string }[] = [];
    for (const el of document.querySelectorAll('[data-cell]')) {
      out.push({
        fragment: el.getAttribute('data-cell')!,
        v: el.getAttribute('data-v'),
        b: el.getAttribute('data-b'),
        mark: markOf(el),
        name: nameOf(el),
      });
    }
    for (const td of document.querySelectorAll('#matrix-table td[id][data-v]')) {
      const a = td.querySelector('a')!;
      out.push({ fragment: td.id, v: td.getAttribute('data-v'), b: td.getAttribute('data-b'), mark: markOf(a), name: nameOf(a) });
    }
    return out;
  });
}

/** Every tile says what /matrix.json says about its cell (each mismatch is recorded, then asserted once: see findings.ts). */
function check(seen: Seen[], cells: Map<string, Expected>, where: string, minimum: number) {
  const found = new Findings();
  found.ok(seen.length >= minimum, `${where}: ${seen.length} tiles found, expected at least ${minimum}`);
  for (const t of seen) {
    const e = cells.get(t.fragment);
    if (!e) {
      found.ok(false, `${where}: ${t.fragment} is not a cell of /matrix.json`);
      continue;
    }
    const { cell } = e;
    const usual = cell.basis === defaultBasis(cell.verdict);
    const at = `${where} ${t.fragment}`;
    found.is(t.v, cell.verdict, `${at}: verdict`);
    found.is(t.b, usual ? null : cell.basis, `${at}: basis attribute`);
    found.is(t.mark, usual ? '' : getBasis(cell.basis).mark, `${at}: basis mark`);
    found.contains(t.name, `${e.rowId}, `, `${at}: accessible name`);
    found.contains(t.name, `: ${cell.verdict}`, `${at}: accessible name`);
    if (cell.basis === 'inferred') found.contains(t.name, 'inferred', `${at}: accessible name says inferred`);
    else found.lacks(t.name, 'inferred', `${at}: accessible name`);
    if (cell.disputes.length) found.contains(t.name, 'disputed', `${at}: accessible name says disputed`);
  }
  found.none();
}

// One walk per page type, so the two workers share them (together about 35 pages).
test('every tile on the matrix and the home page says what /matrix.json says', async ({ page }) => {
  const cells = await exported(page);
  await page.goto('/matrix/');
  await expect(page.locator('#matrix-table td[id][data-v] a').first()).toBeAttached();
  check(await tilesOnPage(page), cells, '/matrix/', PRODUCT_IDS.length * REVISION_IDS.length);
  await page.goto('/');
  check(await tilesOnPage(page), cells, '/', 1);
});

// Every tile of every row and product page is checked from the HTML (tests/dist/site.test.ts): verdict, basis and
// name. The mark a basis draws is CSS, so the browser checks it, on one page of each of the two types (they share
// their templates): the row page that shows the most of its template (content.ts) and the product page with the
// most inferred cells.
test('every tile on a row page and a product page says what /matrix.json says, its basis mark drawn', async ({ page }) => {
  const cells = await exported(page);
  const byProduct = PRODUCT_IDS.map((p) => ({
    p,
    n: [...cells.values()].filter((e) => e.product === p && e.cell.basis === 'inferred').length,
  }));
  const product = byProduct.sort((a, b) => b.n - a.n)[0]!.p;
  for (const [path, minimum] of [
    [`/capabilities/${rowSlug(representativeRow.id)}/`, PRODUCT_IDS.length * REVISION_IDS.length],
    [`/clients/${product}/`, cells.size / PRODUCT_IDS.length],
  ] as const) {
    await page.goto(path);
    check(await tilesOnPage(page), cells, path, minimum);
  }
});
