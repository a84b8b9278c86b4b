/** "How sure?" that answers: the drawer names the capability, says which words carry an inferred cell, puts each quote under the question it answers, and lists only the citations that speak of the cell's product. */
import { test, expect } from '@playwright/test';
import { cellAt, specAt } from '../../src/lib/lookup/at.ts';
import { PRODUCT_IDS, REVISION_IDS, evidenceFieldLabel, getProduct, type Side, type SpeaksState } from '../../src/lib/register/axes.ts';
import { DECLARED_PLAIN, PLAYS_PLAIN, SPEAKS_PLAIN, WORKS_PLAIN, usesHeading } from '../../src/lib/matrix/view.ts';
import { rowSlug } from '../../src/lib/register/ids.ts';
import { VERDICT_PRECEDENCE, playsSide, verdictWhy } from '../../src/lib/register/verdict.ts';
import { content, firstCell, matrix, rows } from './content.ts';

test('the drawer heading names the row’s capability', async ({ page }) => {
  const { row, product, revision, cell } = firstCell('a cell', () => true);
  await page.goto(`/matrix/#${cell.fragment}`);
  await expect(page.getByRole('dialog', { name: `${row.id}, ${getProduct(product).name}, ${revision} · ${row.title}` })).toBeVisible();
});

test('an inferred cell’s “How sure?” quotes the words that carry it, with where they are written', async ({ page }) => {
  const found = matrix.rows
    .flatMap((r) => PRODUCT_IDS.flatMap((p) => REVISION_IDS.map((rev) => ({ r, p, rev, cell: cellAt(r, p, rev) }))))
    .find((x) => x.cell.basis === 'inferred' && x.cell.evidence.some((e) => e.scope === 'inferred'))!;
  const carrying = found.cell.evidence.find((e) => e.scope === 'inferred')!;
  await page.goto(`/matrix/#${found.cell.fragment}`);
  const answer = page.locator('#cell-details .plain-answers .qa', { hasText: 'How sure?' }).locator('dd');
  await expect(answer).toContainText(/(is|are) carried here by words that do not name/);
  const [row, section] = carrying.in.split('/');
  await expect(answer).toContainText(`“${carrying.quote}” (${row}, section “${section}”`);
});

test('“How sure?” says the revisions the carrying words speak of, and which revisions of the row state the carried value', async ({
  page,
}) => {
  // A cell whose carried value this row states at another revision: the words and the stated revisions both come from /matrix.json.
  const found = matrix.rows
    .flatMap((r) => PRODUCT_IDS.flatMap((p) => REVISION_IDS.map((rev) => ({ r, p, rev, cell: cellAt(r, p, rev) }))))
    .find((x) => x.cell.basis === 'inferred' && x.cell.evidence.some((e) => e.scope === 'inferred' && e.field === 'speaks'))!;
  const carrying = found.cell.evidence.find((e) => e.scope === 'inferred' && e.field === 'speaks')!;
  const named = REVISION_IDS.filter((r) => carrying.quote.includes(r));
  const stated = REVISION_IDS.filter(
    (r) => r !== found.rev && cellAt(found.r, found.p, r).evidence.some((e) => e.field === 'speaks' && e.scope === 'stated'),
  );
  const list = (xs: readonly string[]) => (xs.length <= 1 ? xs.join('') : `${xs.slice(0, -1).join(', ')} and ${xs.at(-1)}`);
  await page.goto(`/matrix/#${found.cell.fragment}`);
  const answer = page.locator('#cell-details .plain-answers .qa', { hasText: 'How sure?' }).locator('dd');
  await expect(answer).toContainText(named.length ? `whose words speak of ${list(named)}` : 'whose words name no revision');
  await expect(answer).toContainText(stated.length ? `this row states it for ${list(stated)}` : 'no revision of this row states it');
  // The audit the words speak for is said once, with the quote under its question.
  if (carrying.provenance) {
    await expect(answer).not.toContainText(`from ${carrying.provenance.label}`);
    const item = page.locator('#cell-details ul.evidence[data-field="speaks"] li').filter({ hasText: carrying.quote }).first();
    await expect(item.locator('.provenance')).toHaveText(`from ${carrying.provenance.label}`);
  }
});

test('a goose cell lists no citation of mcpx’s or opencode’s code', async ({ page }) => {
  const row = rows.find((r) => r.sources.some((c) => c.kind === 'file' && c.source !== 'spec'))!;
  const cell = cellAt(
    matrix.rows.find((r) => r.id === row.id)!,
    'goose',
    '2025-11-25',
  );
  await page.goto(`/matrix/#${cell.fragment}`);
  const drawer = page.locator('#cell-details');
  await expect(drawer.locator('.drawer-actions')).toBeVisible();
  await expect(drawer.getByText(/more citations? (is|are) about other products/)).toBeVisible();
  const refs = await drawer.locator('ul.citations code').allInnerTexts();
  for (const ref of refs) expect(ref).toMatch(/^(schema\/|seps\/|\d{4}-\d\d-\d\d\/)/);
});

test('a cell with another audit’s contrary words shows them in its details, with their provenance and link', async ({ page, request }) => {
  interface Contrary {
    field: string;
    value: string;
    in: string;
    quote: string;
    url: string;
    provenance?: { label: string };
  }
  const data = (await (await request.get('/matrix.json')).json()) as {
    rows: { id: string; cells: Record<string, Record<string, { contrary?: Contrary[] }>> }[];
  };
  // The first cell that records another audit's words, read from the export (which cell it is depends on the content).
  const found = data.rows
    .flatMap((r) =>
      Object.entries(r.cells).flatMap(([product, byRevision]) =>
        Object.entries(byRevision).map(([revision, cell]) => ({ row: r.id, product, revision, contrary: cell.contrary?.[0] })),
      ),
    )
    .find((c) => c.contrary);
  expect(found, 'some cell records contrary words').toBeTruthy();
  const contrary = found!.contrary!;
  expect(contrary.provenance?.label, 'contrary words name the audit they come from').toBeTruthy();
  const cell = cellAt(
    matrix.rows.find((r) => r.id === found!.row)!,
    found!.product,
    found!.revision,
  );
  await page.goto(`/matrix/#${cell.fragment}`);
  const drawer = page.locator('#cell-details');
  await expect(drawer.getByRole('heading', { name: 'Where another audit disagrees' })).toBeVisible();
  const item = drawer.locator('ul.contrary li').first();
  await expect(item).toContainText(`Another audit says ${contrary.field}: ${contrary.value}`);
  await expect(item.locator('q')).toHaveText(contrary.quote);
  await expect(item.getByRole('link', { name: contrary.in })).toHaveAttribute('href', contrary.url);
  await expect(item.locator('.provenance')).toHaveText(`from ${contrary.provenance!.label}`);
});

test('an unknown cell’s known half shows its quote under “Not used by the verdict” (published-values-carry-words)', async ({
  page,
  request,
}) => {
  interface Link {
    field: string;
    in: string;
    quote: string;
    url: string;
  }
  const data = (await (await request.get('/matrix.json')).json()) as {
    rows: { id: string; cells: Record<string, Record<string, { verdict: string; evidence: Link[]; unusedEvidence?: Link[] }>> }[];
  };
  // The first unknown cell that publishes words for a value the verdict does not rest on, read from the export.
  const found = data.rows
    .flatMap((r) =>
      Object.entries(r.cells).flatMap(([product, byRevision]) =>
        Object.entries(byRevision).map(([revision, cell]) => ({ row: r.id, product, revision, cell })),
      ),
    )
    .find((c) => c.cell.verdict === 'unknown' && c.cell.unusedEvidence?.length && !c.cell.evidence.length);
  expect(found, 'some unknown cell has a known half').toBeTruthy();
  const link = found!.cell.unusedEvidence![0]!;
  const cell = cellAt(
    matrix.rows.find((r) => r.id === found!.row)!,
    found!.product,
    found!.revision,
  );
  await page.goto(`/matrix/#${cell.fragment}`);
  const drawer = page.locator('#cell-details');
  await expect(drawer.getByRole('heading', { name: 'Not used by the verdict' })).toBeVisible();
  const item = drawer.locator('h3:has-text("Not used by the verdict") ~ ul.evidence li').first();
  await expect(item.locator('q')).toHaveText(link.quote);
  await expect(item.getByRole('link', { name: link.in })).toHaveAttribute('href', link.url);
  // A cell whose words are all unused says so, not that no quote is attached.
  await expect(drawer.getByText('The verdict rests on no quote: the words below give a value it does not use.')).toBeVisible();
  await expect(drawer.getByText('No quote is attached to this cell yet', { exact: false })).toHaveCount(0);
});

test('a client’s n/a cell in a server row shows what it does with the server’s capability', async ({ page, request }) => {
  interface UsesLink {
    in: string;
    quote: string;
    url: string;
  }
  const data = (await (await request.get('/matrix.json')).json()) as {
    rows: { id: string; side: Side; cells: Record<string, Record<string, { verdict: string; uses?: UsesLink[] }>> }[];
  };
  // The first not-applicable cell of a server row that publishes what its client does with the capability.
  const found = data.rows
    .filter((r) => r.side === 'server')
    .flatMap((r) =>
      Object.entries(r.cells).flatMap(([product, byRevision]) =>
        Object.entries(byRevision).map(([revision, cell]) => ({ row: r, product, revision, cell })),
      ),
    )
    .find((c) => c.cell.verdict === 'not-applicable' && c.cell.uses?.length);
  expect(found, 'some client cell of a server row publishes its uses').toBeTruthy();
  const link = found!.cell.uses![0]!;
  // The row's own JSON publishes the same words.
  const own = (await (await request.get(`/rows/${found!.row.id.toLowerCase()}.json`)).json()) as (typeof data.rows)[number];
  expect(own.cells[found!.product]?.[found!.revision]?.uses?.[0]).toEqual(link);
  const m = matrix.rows.find((r) => r.id === found!.row.id)!;
  const cell = cellAt(m, found!.product, found!.revision);
  await page.goto(`/matrix/#${cell.fragment}`);
  const drawer = page.locator('#cell-details');
  const heading = usesHeading(getProduct(found!.product as (typeof PRODUCT_IDS)[number]).name, 'server', m.title);
  await expect(drawer.getByRole('heading', { name: heading })).toBeVisible();
  const item = drawer.locator(`h3:has-text("${heading}") ~ ul.uses li`).first();
  await expect(item.locator('q')).toHaveText(link.quote);
  await expect(item.getByRole('link', { name: link.in })).toHaveAttribute('href', link.url);
});

test('the drawer answers first: copy actions at the top, “disputed” and “not audited” on the verdict line, “How sure?” in two sentences at most', async ({
  page,
}) => {
  // A disputed, inferred cell of a product no row or note audits, if the content has one; else any disputed inferred cell.
  const audited = new Set([...rows.map((r) => r.audit.product), ...content.notes.flatMap((n) => n.data.products)]);
  const cells = matrix.rows.flatMap((r) => PRODUCT_IDS.flatMap((p) => REVISION_IDS.map((rev) => ({ r, p, rev, cell: cellAt(r, p, rev) }))));
  const disputed = cells.filter((x) => x.cell.disputes.length > 0 && x.cell.basis === 'inferred');
  const found = disputed.find((x) => !audited.has(x.p)) ?? disputed[0];
  test.skip(!found, 'no disputed inferred cell');
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(`/matrix/#${found!.cell.fragment}`);
  const drawer = page.locator('#cell-details');
  const line = drawer.locator('.drawer-verdict');
  await expect(line).toContainText('disputed');
  if (!audited.has(found!.p)) await expect(line).toContainText('not audited');
  else await expect(line).not.toContainText('not audited');
  // The copy actions come before the answers, inside the first screen of the sheet.
  const actions = drawer.locator('#cell-actions');
  await expect(actions.getByRole('button', { name: 'Copy link to this cell' })).toBeInViewport();
  await expect(actions.getByRole('link', { name: 'Row page' })).toHaveAttribute(
    'href',
    new RegExp(`/capabilities/[^/]+/#${found!.cell.fragment}$`),
  );
  const order = await drawer.evaluate((d) => {
    const a = d.querySelector('#cell-actions')!;
    const answers = d.querySelector('.plain-answers')!;
    return a.compareDocumentPosition(answers) & Node.DOCUMENT_POSITION_FOLLOWING;
  });
  expect(order).toBeTruthy();
  // “How sure?”: its sentences (the carrying words are a list under them).
  const sure = drawer.locator('.plain-answers .qa', { hasText: 'How sure?' }).locator('dd');
  const summary = await sure.evaluate((dd) =>
    [...dd.childNodes]
      .filter((n) => n.nodeType === Node.TEXT_NODE)
      .map((n) => n.textContent)
      .join(''),
  );
  expect(summary.match(/[.!?](?=\s|$)/g)?.length ?? 0).toBeLessThanOrEqual(2);
  // …on the sheet's first screen: its sentences end inside the sheet before it is scrolled.
  const { summaryBottom, sheetBottom, scrolled } = await drawer.evaluate((d) => {
    const dd = [...d.querySelectorAll('.plain-answers .qa')]
      .find((qa) => qa.querySelector('dt')?.textContent === 'How sure?')!
      .querySelector('dd')!;
    const range = document.createRange();
    range.setStart(dd, 0);
    range.setEndAfter([...dd.childNodes].filter((n) => n.nodeType === Node.TEXT_NODE).at(-1)!);
    return { summaryBottom: range.getBoundingClientRect().bottom, sheetBottom: d.getBoundingClientRect().bottom, scrolled: d.scrollTop };
  });
  expect(scrolled).toBe(0);
  expect(summaryBottom).toBeLessThanOrEqual(sheetBottom);
  // “Why this verdict?”: the step of the legend's precedence that decided it, linked to the legend.
  const why = drawer.locator('.plain-answers .qa', { hasText: 'Why this verdict?' }).locator('dd');
  const expected = verdictWhy(found!.cell.verdict, playsSide(found!.r.side, getProduct(found!.p).roles), specAt(found!.r, found!.rev));
  await expect(why).toHaveText(`${expected.before} ${expected.link} ${expected.after}`);
  expect(expected.before).toMatch(new RegExp(`^Step \\d+ of ${VERDICT_PRECEDENCE.length} in$`));
  await expect(why.getByRole('link', { name: 'the legend’s precedence' })).toHaveAttribute('href', /\/legend\/#precedence$/);
  if (found!.cell.evidence.some((e) => e.scope === 'inferred' && e.field !== 'speaks'))
    await expect(sure.locator('ul.carrying li').first()).toBeVisible();
});

test('each quote stands under the question it answers, and a quote from another row names that row', async ({ page }) => {
  // The first cell with a quote written in another row (which cell depends on the content).
  const { row, product, revision, cell } = firstCell('a cell quoting another row', (c) =>
    c.cell.evidence.some((e) => /^[A-Z]+-\d+\//.test(e.in) && !e.in.startsWith(`${c.row.id}/`)),
  );
  const other = cell.evidence.find((e) => /^[A-Z]+-\d+\//.test(e.in) && !e.in.startsWith(`${row.id}/`))!;
  const otherId = other.in.split('/')[0]!;
  const otherTitle = rows.find((r) => r.id === otherId)!.title;
  await page.goto(`/matrix/#${cell.fragment}`);
  const drawer = page.getByRole('dialog', { name: new RegExp(`${row.id}, ${getProduct(product).name}, ${revision}`) });
  const lists = drawer.locator('ul.evidence[data-field]');
  await expect(lists.first()).toBeVisible();
  // Each question's answer, from the published data: the cell's values, the row's spec, and whether the product speaks
  // the revision as the verdict read it (the row's JSON; /matrix.json has no speaks value).
  const { speaks } = (await (await page.request.get(`/rows/${rowSlug(row.id)}.json`)).json()) as {
    speaks: Partial<Record<string, Partial<Record<string, SpeaksState>>>>;
  };
  const spoken = speaks[product]?.[revision];
  const answers: Record<string, string | undefined> = {
    roles: `? ${PLAYS_PLAIN[`${playsSide(row.side, getProduct(product).roles)}`]}`,
    speaks: spoken && `? ${SPEAKS_PLAIN[spoken]}`,
    spec: `: ${specAt(row, revision)}`,
    declared: `? ${DECLARED_PLAIN[cell.declared]}`,
    implemented: `? ${WORKS_PLAIN[cell.implemented]}`,
  };
  // Every quote is in the list of its own question, whose heading, just before it, gives the cell's answer.
  for (const e of cell.evidence) {
    // The first list of the field is the verdict's (the words it does not use come after).
    const list = drawer.locator(`ul.evidence[data-field="${e.field}"]`).first();
    await expect(list.locator('q').filter({ hasText: e.quote }).first()).toBeVisible();
    const heading = await list.evaluate((ul) => ul.previousElementSibling?.textContent ?? '');
    expect(heading, `${e.field} list under its question, with its answer`).toBe(
      `${evidenceFieldLabel(e.field).replace(/\?$/, '')}${answers[e.field]}`,
    );
  }
  const item = drawer.locator(`ul.evidence[data-field="${other.field}"] li`).filter({ hasText: other.quote }).first();
  await expect(item.locator('.placed')).toContainText(`another row, ${otherId} “${otherTitle}”`);
});
