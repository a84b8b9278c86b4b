/**
 * Every decided cell carries the words that support it (checked in /matrix.json by tests/dist/site.test.ts), and a
 * reader reaches them in one click: the evidence link opens the row page scrolled to the quote, highlighted.
 */
import { test, expect } from '@playwright/test';
import { row } from './content.ts';
import { cellFragment, rowSlug } from '../../src/lib/register/ids.ts';

interface ExportedEvidence {
  field: string;
  in: string;
  quote: string;
  url: string;
  scope: string;
  provenance?: ExportedProvenance;
}
interface ExportedProvenance {
  kind: string;
  commit?: string;
  label: string;
}
interface ExportedCell {
  verdict: string;
  basis: string;
  evidence: ExportedEvidence[];
}
interface Exported {
  rows: { id: string; cells: Record<string, Record<string, ExportedCell>> }[];
}

test('an evidence link lands on the row page with the quoted words in view', async ({ page, request }) => {
  const data = (await (await request.get('/matrix.json')).json()) as Exported;
  // A product value quoted from a section far down a row page: the page must scroll to it.
  const evidence = data.rows
    .flatMap((r) => Object.values(r.cells).flatMap((byRevision) => Object.values(byRevision)))
    .flatMap((c) => c.evidence)
    .find((e) => e.field === 'implemented' && /^[A-Z]+-\d{2,}\/detail$/.test(e.in))!;
  expect(evidence, 'a cell with evidence from a Detail section').toBeTruthy();
  await page.setViewportSize({ width: 1280, height: 720 });
  await page.goto(evidence.url);
  const inView = async () =>
    page.evaluate((quote) => {
      const section = document.querySelector('.prose') ?? document.body;
      const walker = document.createTreeWalker(section, NodeFilter.SHOW_TEXT);
      const norm = (s: string) => s.replace(/\s+/g, ' ');
      // Find the text node where the quote starts (quotes may span inline elements, so match its first words).
      const head = norm(quote).split(' ').slice(0, 3).join(' ');
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        const at = norm(node.textContent ?? '').indexOf(head);
        if (at === -1) continue;
        const range = document.createRange();
        range.setStart(node, Math.min(at, (node.textContent ?? '').length));
        const rect = range.getBoundingClientRect();
        return { top: rect.top, height: window.innerHeight, scrollY: window.scrollY };
      }
      return null;
    }, evidence.quote);
  await expect
    .poll(
      async () => {
        const r = await inView();
        return r !== null && r.scrollY > 0 && r.top >= 0 && r.top < r.height;
      },
      { message: `the words “${evidence.quote}” are scrolled into view` },
    )
    .toBe(true);
});

/** Every cell of the export with its row, product and revision. */
const everyCell = (data: Exported) =>
  data.rows.flatMap((r) =>
    Object.entries(r.cells).flatMap(([product, byRevision]) =>
      Object.entries(byRevision).map(([revision, cell]) => ({ row: r, product, revision, cell })),
    ),
  );

test('from the matrix: the drawer quotes the evidence, and its link lands on the row page with the words in view', async ({
  page,
  request,
}) => {
  const data = (await (await request.get('/matrix.json')).json()) as Exported;
  // The first cell whose implemented words are in its own row's Detail, far down the page (which cell depends on the content).
  const found = everyCell(data)
    .map((c) => ({ ...c, quoted: c.cell.evidence.find((e) => e.field === 'implemented' && e.in === `${c.row.id}/detail`) }))
    .find((c) => c.quoted);
  expect(found, 'some cell quotes its row’s Detail for implemented').toBeTruthy();
  const { product, revision, quoted } = found!;
  const slug = rowSlug(found!.row.id);
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto(`/matrix/#${cellFragment(found!.row.id, product, revision)}`);
  const drawer = page.locator('#cell-details');
  const item = drawer.locator('ul.evidence li').filter({ hasText: quoted!.quote });
  await expect(item.first().locator('q')).toHaveText(quoted!.quote);
  await item.first().getByRole('link', { name: quoted!.in }).click();
  await expect(page).toHaveURL(new RegExp(`/capabilities/${slug}/`));
  await expect
    .poll(() =>
      page.evaluate((quote) => {
        const detail = document.getElementById('detail')!.nextElementSibling!;
        const text = detail.textContent ?? '';
        const at = text.indexOf(quote.split(' ').slice(0, 3).join(' '));
        if (at === -1 || window.scrollY === 0) return false;
        const rect = detail.getBoundingClientRect();
        return rect.top < window.innerHeight && rect.bottom > 0;
      }, quoted!.quote),
    )
    .toBe(true);
});

test('the drawer says which audit each quote speaks for', async ({ page, request }) => {
  const data = (await (await request.get('/matrix.json')).json()) as Exported;
  // The first cell resting on its row's own observation pinned to a commit (`mcpx @ <commit>`): that quote speaks for
  // the audit at the row's commit. Which cell it is depends on the content.
  const found = everyCell(data)
    .map((c) => ({ ...c, observed: c.cell.evidence.find((e) => e.in === `${c.row.id}/observation` && e.provenance?.kind === 'audit') }))
    .find((c) => c.observed && /@ \S+$/.test(row(c.row.id).audit.label));
  expect(found, 'some cell rests on an observation pinned to a commit').toBeTruthy();
  const { product, revision, cell, observed } = found!;
  const audit = row(found!.row.id).audit;
  const label = `the audit at ${audit.commit} (${audit.label})`;
  expect(observed!.provenance).toEqual({ kind: 'audit', commit: audit.commit, label });
  for (const e of cell.evidence) expect(e.provenance, `${e.in} has a provenance`).toBeTruthy();
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto(`/matrix/#${cellFragment(found!.row.id, product, revision)}`);
  const items = page.locator('#cell-details ul.evidence li');
  await expect(items).toHaveCount(cell.evidence.length);
  for (const [i, e] of cell.evidence.entries()) {
    await expect(items.nth(i).locator('.provenance')).toHaveText(`from ${e.provenance!.label}`);
  }
  await expect(items.nth(cell.evidence.indexOf(observed!)).locator('.provenance')).toHaveText(`from ${label}`);
});

test('the matrix summary counts stated, inferred and unknown cells per product, and basis= filters', async ({ page, request }) => {
  const data = (await (await request.get('/matrix.json')).json()) as Exported;
  const count = (product: string, basis: string) =>
    data.rows.reduce((n, r) => n + Object.values(r.cells[product]!).filter((c) => c.basis === basis).length, 0);
  await page.goto('/matrix/');
  const table = page.getByRole('table', { name: /How sure, per product/ });
  // mcpx's cell of each basis row, found by the row's and the column's headers.
  const column = (await table.getByRole('columnheader').allInnerTexts()).indexOf('mcpx');
  expect(column).toBeGreaterThan(0);
  for (const basis of ['stated', 'inferred', 'unknown']) {
    const row = table.getByRole('row', { name: new RegExp(`^${basis}`) });
    await expect(row.getByRole('cell').nth(column - 1)).toHaveText(String(count('mcpx', basis)));
  }
  // basis=inferred keeps the rows with an inferred cell, and every tile left in view says so.
  const withInferred = data.rows.filter((r) =>
    Object.values(r.cells).some((byRev) => Object.values(byRev).some((c) => c.basis === 'inferred')),
  );
  await page.goto('/matrix/?basis=inferred');
  // Rows whose shown cells are all unknown or not applicable fold (the status says how many).
  await expect(page.locator('#matrix-status')).toHaveText(
    new RegExp(
      `^Showing (${withInferred.length} of ${data.rows.length} rows|\\d+ of ${data.rows.length} rows \\(${withInferred.length} match the filters; \\d+ of them folded\\))$`,
    ),
  );
});
