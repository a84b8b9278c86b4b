import { test } from 'node:test';
import assert from 'node:assert/strict';
import { join } from 'node:path';
import { checkContent } from '../../../src/lib/content/check.ts';
import { contentCorpus } from '../../../src/lib/content/load.ts';
import { buildMatrix, resolveCell } from '../../../src/lib/matrix/build.ts';
import { cellFragment } from '../../../src/lib/register/ids.ts';
import { evidenceCorpus } from '../../../src/lib/evidence/corpus.ts';
import { textFragment } from '../../../src/lib/evidence/links.ts';
import { PRODUCT_IDS, REVISION_IDS } from '../../../src/lib/register/axes.ts';
import { cellAt } from '../../../src/lib/lookup/at.ts';

const fixture = checkContent(join(import.meta.dirname, '../../fixtures/content-valid'));
const rows = fixture.rows.map((r) => r.data);
const disputes = fixture.disputes.map((d) => d.data);
const corpus = contentCorpus(fixture);

test('the fixture content loads without problems', () => {
  assert.deepEqual(fixture.problems, []);
});

test('each revision takes the entry that lists it, and a missing product is unknown', () => {
  const cap01 = rows.find((r) => r.id === 'CAP-01')!;
  assert.deepEqual(resolveCell(cap01, 'mcpx', '2025-03-26'), { declared: 'yes', implemented: 'yes' });
  assert.equal(resolveCell(cap01, 'mcpx', '2026-07-28').implemented, 'no');
  assert.deepEqual(resolveCell(cap01, 'lootbox', '2025-03-26'), { declared: 'unknown', implemented: 'unknown' });
});

test('the matrix is dense: every row × product × revision has a cell with a fragment', () => {
  const matrix = buildMatrix(rows, { disputes, products: fixture.products });
  assert.deepEqual(
    matrix.rows.map((r) => r.id),
    ['CAP-01', 'CAP-02'],
  );
  for (const row of matrix.rows)
    for (const product of PRODUCT_IDS)
      for (const revision of REVISION_IDS) {
        const cell = cellAt(row, product, revision);
        assert.equal(cell.fragment, cellFragment(row.id, product, revision));
        assert.equal(cell.fragment, `${row.id.toLowerCase()}--${product}--${revision}`);
      }
});

test('verdicts follow the front-matter: out-of-revision, not-spoken, not-applicable, honest, partial', () => {
  const matrix = buildMatrix(rows, { disputes, products: fixture.products });
  const cap01 = matrix.rows[0]!;
  const cap02 = matrix.rows[1]!;
  // CAP-01 is removed at 2026-07-28, yet mcpx declares it there.
  assert.equal(cellAt(cap01, 'mcpx', '2026-07-28').verdict, 'out-of-revision');
  // absent at 2024-11-05, and no observation covers that revision: unknown, not a guess.
  assert.equal(cellAt(cap01, 'mcpx', '2024-11-05').verdict, 'unknown');
  assert.equal(cellAt(cap01, 'mcpx', '2025-03-26').verdict, 'honest');
  assert.equal(cellAt(cap01, 'opencode-v1', '2025-11-25').verdict, 'absent');
  // a server row: clients do not play the side; mcpx does not serve 2024-11-05.
  assert.equal(cellAt(cap02, 'opencode-v1', '2025-11-25').verdict, 'not-applicable');
  assert.equal(cellAt(cap02, 'mcpx', '2024-11-05').verdict, 'not-spoken');
  assert.equal(cellAt(cap02, 'mcpx', '2025-11-25').verdict, 'partial');
});

test('basis: stated where every input is stated, inferred on a carry or an unknown speaks fact, unknown with the verdict', () => {
  const matrix = buildMatrix(rows, { disputes, products: fixture.products, corpus });
  const [cap01, cap02] = [matrix.rows[0]!, matrix.rows[1]!];
  // spec, speaks, declared and implemented all stated for 2025-11-25.
  assert.equal(cellAt(cap01, 'mcpx', '2025-11-25').basis, 'stated');
  assert.equal(cellAt(cap01, 'mcpx', '2026-07-28').basis, 'stated');
  // No document says mcpx speaks 2025-03-26 as a client: the verdict assumes it does, so it is inferred.
  assert.equal(cellAt(cap01, 'mcpx', '2025-03-26').basis, 'inferred');
  // The 2025-06-18 spec state is carried with `because`.
  assert.equal(cellAt(cap01, 'mcpx', '2025-06-18').basis, 'inferred');
  // opencode v1's observation is an `all` entry: stated at 2025-11-25, which the note's header names,
  // carried by its reason elsewhere (opencode v1 is recorded as speaking 2025-11-25 only, so the others are inferred anyway).
  assert.equal(cellAt(cap01, 'opencode-v1', '2025-11-25').basis, 'stated');
  assert.equal(cellAt(cap01, 'opencode-v1', '2026-07-28').basis, 'inferred');
  // mcpx serving 2025-11-25 is itself carried.
  assert.equal(cellAt(cap02, 'mcpx', '2025-11-25').basis, 'inferred');
  // A stated "does not speak" is stated.
  assert.equal(cellAt(cap02, 'mcpx', '2024-11-05').basis, 'stated');
  assert.equal(cellAt(cap01, 'mcpx', '2024-11-05').basis, 'unknown');
});

test('a cell lists the evidence its verdict rests on, each quote linked to its passage with a text fragment', () => {
  const matrix = buildMatrix(rows, { disputes, products: fixture.products, base: '/reg/', corpus });
  const cell = cellAt(matrix.rows[0]!, 'mcpx', '2026-07-28');
  assert.deepEqual(
    cell.evidence.map((e) => [e.field, e.in, e.scope]),
    [
      ['roles', 'note:fixture-note', 'stated'],
      ['speaks', 'CAP-01/observation', 'stated'],
      ['spec', 'CAP-01/what', 'stated'],
      ['declared', 'CAP-01/observation', 'stated'],
    ],
  );
  const declared = cell.evidence.find((e) => e.field === 'declared')!;
  // With the corpus, the link carries a few words of context after the quote (it opens its section).
  assert.equal(declared.url, '/reg/capabilities/cap-01/#:~:text=Declares%20widgets%20in%20every%20era,-.%20It%20renders%20widgets');
  // Each quote carries the audit its passage speaks for: CAP-01's observation is pinned at abc1234; a note is its own.
  assert.deepEqual(declared.provenance, { kind: 'audit', commit: 'abc1234', label: 'the audit at abc1234 (mcpx @ abc1234)' });
  assert.equal(cell.evidence.find((e) => e.field === 'roles')!.provenance!.kind, 'note');
  // out-of-revision does not rest on what is implemented.
  assert.equal(
    cell.evidence.some((e) => e.field === 'implemented'),
    false,
  );
  // A carried value's reason is listed as inferred evidence.
  const carried = cellAt(matrix.rows[0]!, 'opencode-v1', '2026-07-28').evidence.filter(
    (e) => e.scope === 'inferred' && e.field === 'declared',
  );
  assert.deepEqual(
    carried.map((e) => e.quote),
    ['declares no widgets', 'whatever the revision, 2026 included'],
  );
  assert.match(carried[1]!.url, /^\/reg\/idiosyncrasies\/fixture-note\/#:~:text=whatever%20the%20revision%2C%202026%20included$/);
  // Where the note's own words (its header: 2025-11-25) state the value, the carrying words are not listed.
  const stated = cellAt(matrix.rows[0]!, 'opencode-v1', '2025-11-25').evidence.filter((e) => e.field === 'declared');
  assert.deepEqual(
    stated.map((e) => [e.quote, e.scope]),
    [['declares no widgets', 'stated']],
  );
});

test('disputes mark exactly the cells they list', () => {
  const matrix = buildMatrix(rows, { disputes, products: fixture.products });
  const cap01 = matrix.rows[0]!;
  assert.deepEqual(cellAt(cap01, 'mcpx', '2026-07-28').disputes, ['widgets-upstream']);
  assert.deepEqual(cellAt(cap01, 'mcpx', '2025-11-25').disputes, []);
  assert.deepEqual(cellAt(matrix.rows[1]!, 'mcpx', '2026-07-28').disputes, []);
});

test('evidence links carry context from their passage, so the highlight lands there and not on an earlier paraphrase', () => {
  const corpus = evidenceCorpus({
    rows: fixture.rows.map((r) => ({ data: r.data, body: r.body })),
    notes: fixture.notes.map((n) => ({ slug: 'fixture-note', data: n.data, body: n.body })),
    registers: fixture.registers.map((r) => r.data),
  });
  const matrix = buildMatrix(rows, { disputes, products: fixture.products, corpus });
  const cell = cellAt(matrix.rows[0]!, 'mcpx', '2025-11-25');
  // "renders widgets in the legacy eras" follows "… in every era. It" in its section: four words of prefix.
  const implemented = cell.evidence.find((e) => e.field === 'implemented')!;
  assert.equal(implemented.url, '/capabilities/cap-01/#:~:text=in%20every%20era.%20It-,renders%20widgets%20in%20the%20legacy%20eras');
  // A quote that opens its section takes the words after it, punctuation included.
  const declared = cell.evidence.find((e) => e.field === 'declared')!;
  assert.equal(declared.url, '/capabilities/cap-01/#:~:text=Declares%20widgets%20in%20every%20era,-.%20It%20renders%20widgets');
  // Punctuation right before the quote is context too; a quote inside a word gets none on that side.
  assert.equal(
    textFragment('mcpx never sends', 'legal but pointless (mcpx never sends it)'),
    ':~:text=legal%20but%20pointless%20(-,mcpx%20never%20sends',
  );
  assert.equal(textFragment('ever sends', 'mcpx never sends it'), ':~:text=ever%20sends,-it');
  // A quote that opens its passage takes up to four words after it; dashes and commas are escaped.
  assert.equal(
    textFragment('Legal but', 'Legal but pointless, in all legacy-era revisions here'),
    ':~:text=Legal%20but,-pointless%2C%20in%20all%20legacy%2Dera',
  );
  // A citation's link names the citation entry too.
  const spec = cell.evidence.find((e) => e.field === 'spec' && e.in === 'CAP-01/source-1')!;
  assert.equal(spec.url, '/capabilities/cap-01/#cap-01-src-1:~:text=widgets%3F%3A%20object%3B');
});

test('a product’s speaks table: stated, carried and unknown facts, each quote listed once', async () => {
  const { speaksTable } = await import('../../../src/lib/views/speaks.ts');
  const mcpx = fixture.products.find((p) => p.id === 'mcpx');
  const { rows: table, quotes } = speaksTable(['client', 'server'], mcpx, '/');
  const server = table.find((r) => r.role === 'server')!.cells;
  assert.deepEqual(
    server.map((c) => [c.revision, c.value, c.basis]),
    [
      ['2024-11-05', 'no', 'stated'],
      ['2025-03-26', 'unknown', 'unknown'],
      ['2025-06-18', 'unknown', 'unknown'],
      ['2025-11-25', 'yes', 'inferred'],
      ['2026-07-28', 'unknown', 'unknown'],
    ],
  );
  // The same words support two facts (stated for one, the reason for another): listed per scope.
  assert.deepEqual(
    quotes.map((q) => [q.in, q.scope]),
    [
      ['CAP-01/observation', 'stated'],
      ['CAP-01/observation', 'stated'],
      ['CAP-02/what', 'stated'],
      ['CAP-02/what', 'inferred'],
    ],
  );
  const client = speaksTable(
    ['client'],
    fixture.products.find((p) => p.id === 'goose'),
    '/',
  ).rows.find((r) => r.role === 'server')!;
  assert.ok(client.cells.every((c) => c.value === 'not its role'));
});

test('each cell keeps the speaks fact its verdict read, and the row’s JSON gets them per product and revision', async () => {
  const { rowSpeaks } = await import('../../../src/lib/matrix/build.ts');
  const { playsSide } = await import('../../../src/lib/register/verdict.ts');
  const { getProduct } = await import('../../../src/lib/register/axes.ts');
  const matrix = buildMatrix(rows, { disputes, products: fixture.products, corpus });
  const [cap01, cap02] = matrix.rows;
  // CAP-02 is a server row: mcpx does not serve 2024-11-05 (stated), serves 2025-11-25 (carried), and nothing is
  // recorded at 2025-03-26; opencode v1 plays no server side, so its verdict reads no speaks fact.
  assert.equal(cellAt(cap02!, 'mcpx', '2024-11-05').speaks, 'no');
  assert.equal(cellAt(cap02!, 'mcpx', '2025-11-25').speaks, 'yes');
  assert.equal(cellAt(cap02!, 'mcpx', '2025-03-26').speaks, 'unknown');
  assert.equal(cellAt(cap02!, 'opencode-v1', '2025-11-25').speaks, undefined);
  // CAP-01 is a client row: mcpx and opencode v1 speak 2025-11-25 as clients.
  assert.equal(cellAt(cap01!, 'mcpx', '2025-11-25').speaks, 'yes');
  assert.equal(cellAt(cap01!, 'opencode-v1', '2025-11-25').speaks, 'yes');
  // It never disagrees with the verdict: not-spoken exactly where it is `no`, absent exactly where the side decides.
  for (const row of matrix.rows)
    for (const product of PRODUCT_IDS)
      for (const revision of REVISION_IDS) {
        const cell = cellAt(row, product, revision);
        assert.equal(cell.verdict === 'not-spoken', cell.speaks === 'no', cell.fragment);
        assert.equal(cell.speaks === undefined, !playsSide(row.side, getProduct(product).roles), cell.fragment);
      }
  const speaks = rowSpeaks(cap02!);
  assert.deepEqual(speaks.mcpx, {
    '2024-11-05': 'no',
    '2025-03-26': 'unknown',
    '2025-06-18': 'unknown',
    '2025-11-25': 'yes',
    '2026-07-28': 'unknown',
  });
  assert.equal('opencode-v1' in speaks, false);
});
