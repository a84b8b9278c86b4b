import { test } from 'node:test';
import assert from 'node:assert/strict';
import { join } from 'node:path';
import { checkContent } from '../../../src/lib/content/check.ts';
import { buildMatrix } from '../../../src/lib/matrix/build.ts';
import { exportMatrix, matrixExportSchema, matrixJsonSchema } from '../../../src/lib/matrix/export.ts';
import { summaryAt, summaryCounts, columnOrder, cellAccessibleName, cellMarks, basisExplanation } from '../../../src/lib/matrix/view.ts';
import { carryingQuote } from '../../../src/lib/matrix/carried-words.ts';
import { PRODUCT_IDS, REVISION_IDS, VERDICT_IDS } from '../../../src/lib/register/axes.ts';
import { cellAt } from '../../../src/lib/lookup/at.ts';

const fixture = checkContent(join(import.meta.dirname, '../../fixtures/content-valid'));
const rows = fixture.rows.map((r) => r.data);
const matrix = buildMatrix(rows, { disputes: fixture.disputes.map((d) => d.data), products: fixture.products });
const notes = fixture.notes.map((n) => ({ id: 'fixture-note', data: n.data }));

test('the export is dense and satisfies its own schema', () => {
  const data = exportMatrix(matrix, rows, notes, '/');
  assert.equal(matrixExportSchema.safeParse(data).success, true);
  for (const row of data.rows)
    for (const p of PRODUCT_IDS)
      for (const r of REVISION_IDS) assert.ok(VERDICT_IDS.includes(cellAt(row, p, r).verdict), `${row.id} ${p} ${r}`);
  assert.equal(data.rows[0]!.url, '/capabilities/cap-01/');
  assert.deepEqual(data.notes[0]!.rows, ['CAP-01']);
  assert.deepEqual(data.rows[0]!.sources, ['schema/2025-11-25/schema.ts:322', 'internal/x.go:10-20', 'wire W2']);
});

test('the published JSON Schema names every top-level member, and the other sources it is given in their order', () => {
  type Credits = { items: { properties: { id: { enum: string[] } } } };
  const schema = matrixJsonSchema(['second', 'first']) as {
    properties: Record<string, unknown> & { otherSourceCredits: Credits };
    required: string[];
  };
  assert.deepEqual(Object.keys(schema.properties).sort(), ['notes', 'observations', 'otherSourceCredits', 'products', 'revisions', 'rows']);
  assert.deepEqual([...schema.required].sort(), ['notes', 'products', 'revisions', 'rows']);
  assert.deepEqual(schema.properties.otherSourceCredits.items.properties.id.enum, ['second', 'first']);
});

test('summary counts add up to the number of rows in every revision × product', () => {
  const counts = summaryCounts(matrix);
  for (const r of REVISION_IDS)
    for (const p of PRODUCT_IDS) {
      const total = summaryAt(counts, r, p).reduce((n, c) => n + c.count, 0);
      assert.equal(total, rows.length);
    }
  const mcpxLatest = summaryAt(counts, '2026-07-28', 'mcpx');
  assert.deepEqual(
    mcpxLatest.map((c) => [c.verdict, c.count]),
    [
      ['out-of-revision', 1],
      ['unknown', 1],
    ],
  );
  assert.equal(mcpxLatest[0]!.query, '?product=mcpx&revision=2026-07-28&verdict=out-of-revision');
});

test('columns come revision-major or product-major, and cells read as “row, product, revision: verdict”', () => {
  assert.deepEqual(columnOrder('revision').slice(0, 2), [
    { product: 'mcpx', revision: '2024-11-05' },
    { product: 'opencode-v1', revision: '2024-11-05' },
  ]);
  assert.deepEqual(columnOrder('product').slice(0, 2), [
    { product: 'mcpx', revision: '2024-11-05' },
    { product: 'mcpx', revision: '2025-03-26' },
  ]);
  const cell = cellAt(matrix.rows[0]!, 'mcpx', '2026-07-28');
  assert.equal(
    cellAccessibleName('CAP-01', 'mcpx', '2026-07-28', cellMarks(cell)),
    'CAP-01, mcpx, 2026-07-28: out-of-revision, disputed. Declared or implemented, but this revision does not define it',
  );
  // A basis other than the verdict's usual one is said after the verdict.
  assert.equal(
    cellAccessibleName('CAP-01', 'goose', '2025-06-18', { verdict: 'honest', basis: 'inferred', disputed: false }),
    'CAP-01, goose, 2025-06-18: honest, inferred. Works, and says so',
  );
});

test('cell notes are listed once per product with the revisions they apply to', async () => {
  const { cellNotes, revisionsLabel } = await import('../../../src/lib/matrix/view.ts');
  const notes = cellNotes(matrix.rows[0]!);
  assert.deepEqual(notes, [{ product: 'mcpx', note: 'declared in every era', revisions: ['2026-07-28'] }]);
  assert.equal(revisionsLabel(['2026-07-28']), '2026-07-28');
  assert.equal(revisionsLabel(['2024-11-05', '2025-03-26', '2025-06-18', '2025-11-25', '2026-07-28']), 'all revisions');
});

test('“How sure?” names what was carried, and says when speaking the revision is not known', () => {
  const cap01 = matrix.rows.find((r) => r.id === 'CAP-01')!;
  const cap02 = matrix.rows.find((r) => r.id === 'CAP-02')!;
  assert.equal(
    basisExplanation(cellAt(cap01, 'mcpx', '2025-11-25'), 'mcpx', '2025-11-25'),
    'Stated: every value the verdict rests on is quoted in words that name 2025-11-25.',
  );
  // The 2025-06-18 spec state is carried with `because`; and no document says mcpx speaks 2025-06-18 as a client.
  const carriedSpec = cellAt(cap01, 'mcpx', '2025-06-18').evidence.find((e) => e.field === 'spec' && e.scope === 'inferred')!;
  assert.equal(
    basisExplanation(cellAt(cap01, 'mcpx', '2025-06-18'), 'mcpx', '2025-06-18'),
    `Inferred: “What the revision defines” is carried here by words that do not name 2025-06-18: “${carriedSpec.quote}” (CAP-01, section “what”${carriedSpec.provenance ? `; from ${carriedSpec.provenance.label}` : ''}), whose words speak of 2025-11-25; no document says whether mcpx speaks 2025-06-18; the verdict assumes it does.`,
  );
  // mcpx serving 2025-11-25 is carried from its not serving 2024-11-05.
  const carriedSpeaks = cellAt(cap02, 'mcpx', '2025-11-25').evidence.find((e) => e.field === 'speaks' && e.scope === 'inferred')!;
  assert.equal(
    basisExplanation(cellAt(cap02, 'mcpx', '2025-11-25'), 'mcpx', '2025-11-25'),
    `Inferred: “Speaks this revision?” is carried here by words that do not name 2025-11-25: ${carryingQuote(carriedSpeaks)}.`,
  );
  assert.equal(
    basisExplanation(cellAt(cap01, 'mcpx', '2024-11-05'), 'mcpx', '2024-11-05'),
    'Not known: the documents do not say enough to decide this cell.',
  );
});

test('every exported cell carries its basis, and matrixJsonText is the export as the endpoint writes it', async () => {
  const { matrixJsonText } = await import('../../../src/lib/matrix/export.ts');
  const options = { disputes: fixture.disputes.map((d) => d.data), products: fixture.products, base: '/base/' };
  const { data, text } = matrixJsonText(rows, options, notes);
  assert.deepEqual(data, exportMatrix(buildMatrix(rows, options), rows, notes, '/base/'));
  assert.equal(text, JSON.stringify(data, null, 1));
  for (const row of data.rows)
    for (const p of PRODUCT_IDS)
      for (const r of REVISION_IDS)
        assert.equal(
          cellAt(row, p, r).basis,
          cellAt(
            matrix.rows.find((m) => m.id === row.id)!,
            p,
            r,
          ).basis,
        );
});

test('a spec state kept against the schema is published as an override with its words; a row without one has none', () => {
  const data = exportMatrix(matrix, rows, notes, '/');
  assert.equal(matrixExportSchema.safeParse(data).success, true);
  const gadgets = data.rows.find((r) => r.id === 'CAP-02');
  assert.deepEqual(gadgets?.specOverrides, {
    '2026-07-28': {
      keeps: 'deprecated',
      why: 'The schema keeps gadgets untagged; the deprecated features page deprecates them.',
      spec: [{ file: 'docs/specification/2026-07-28/deprecated.mdx', line: 3, quote: 'Gadgets are deprecated in 2026-07-28' }],
    },
  });
  assert.equal(gadgets?.spec['2026-07-28'], 'deprecated');
  assert.equal(data.rows.find((r) => r.id === 'CAP-01')?.specOverrides, undefined);
});
