/** The How sure page's view: figures from the matrix, inferred cells grouped by row, the spec check's words. */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { join } from 'node:path';
import { checkContent } from '../../../src/lib/content/check.ts';
import { contentCorpus } from '../../../src/lib/content/load.ts';
import { buildMatrix } from '../../../src/lib/matrix/build.ts';
import { basisCounts, inferredCells } from '../../../src/lib/matrix/report.ts';
import { carriedStatements, decidedByProduct, howSureFilters, howSureView } from '../../../src/lib/views/how-sure.ts';
import { cellAt } from '../../../src/lib/lookup/at.ts';
import type { MatrixCell, MatrixRow } from '../../../src/lib/matrix/build.ts';
import { REVISION_IDS, type RevisionId } from '../../../src/lib/register/axes.ts';

const fixture = checkContent(join(import.meta.dirname, '../../fixtures/content-valid'));
const disputes = fixture.disputes.map((d) => d.data);
const matrix = buildMatrix(
  fixture.rows.map((r) => r.data),
  { disputes, products: fixture.products, corpus: contentCorpus(fixture) },
);

test('the view carries the matrix’s figures and every inferred cell under its statements', () => {
  const view = howSureView(matrix, disputes, null);
  assert.deepEqual(view.products.find((p) => p.id === 'mcpx')!.counts, basisCounts(matrix).mcpx);
  assert.equal(
    view.total.inferred,
    view.products.reduce((n, p) => n + p.counts.inferred, 0),
  );
  assert.equal(view.inferredCount, inferredCells(matrix).length);
  assert.deepEqual(view.statements, carriedStatements(matrix, inferredCells(matrix)));
  assert.deepEqual(view.disputes, { open: 1, superseded: 0 });
  assert.equal(view.specCheck, 'spec check not yet recorded');
  assert.equal(howSureView(matrix, disputes, 2).specCheck, '2 spec states are kept by an override of the schema');
});

test('decided cells by product and verdict: no unknown or not-applicable cell, stated and inferred apart, each with its matrix filter', () => {
  const { verdicts, products } = decidedByProduct(matrix);
  assert.ok(verdicts.every((v) => !['unknown', 'not-applicable', 'not-spoken'].includes(v.id)));
  for (const p of products) {
    let stated = 0;
    let inferred = 0;
    for (const row of matrix.rows)
      for (const cell of Object.values(row.cells[p.id] ?? {}))
        if (['unknown', 'not-applicable', 'not-spoken'].includes(cell.verdict)) continue;
        else if (cell.basis === 'inferred') inferred++;
        else stated++;
    assert.deepEqual([p.stated, p.inferred], [stated, inferred], p.id);
    for (const [verdict, c] of Object.entries(p.cells)) {
      assert.equal(c.statedQuery, `?product=${p.id}&verdict=${verdict}&basis=stated`);
      assert.equal(c.inferredQuery, `?product=${p.id}&verdict=${verdict}&basis=inferred`);
    }
  }
  assert.ok(products.some((p) => p.stated + p.inferred > 0));
});

test('each carrying statement once for the page, with every inferred cell it carries as lines of one product and verdict', () => {
  const inferred = inferredCells(matrix);
  const statements = carriedStatements(matrix, inferred);
  assert.ok(statements.length > 0);
  assert.equal(new Set(statements.map((s) => s.key)).size, statements.length, 'each statement once');
  // The cells a statement's lines cover, rebuilt from the lines: every inferred cell is under some statement, and a
  // statement covers only cells whose carrying words it is (or whose verdict assumes speaking).
  const covered = new Map<string, Set<string>>();
  for (const s of statements) {
    const mine = new Set<string>();
    for (const line of s.covers)
      for (const row of line.rows)
        for (const r of line.revisions) {
          const cell = cellAt(
            matrix.rows.find((m) => m.id === row.id)!,
            line.product,
            r,
          );
          assert.equal(cell.verdict, line.verdict, `${s.key}: ${cell.fragment}`);
          assert.equal(cell.basis, 'inferred', cell.fragment);
          mine.add(cell.fragment);
        }
    assert.equal(mine.size, s.cells, s.key);
    covered.set(s.key, mine);
    const carrying = inferred.filter((i) => mine.has(i.cell.fragment));
    for (const i of carrying)
      assert.ok(
        s.quote === null ? i.speaksUnknown || !i.carrying.length : i.carrying.some((e) => e.quote === s.quote && e.in === s.in),
        `${s.key} carries ${i.cell.fragment}`,
      );
    assert.deepEqual(s.products, [...new Set(s.covers.map((l) => l.product))]);
  }
  const all = new Set([...covered.values()].flatMap((c) => [...c]));
  assert.deepEqual([...all].sort(), inferred.map((i) => i.cell.fragment).sort());
  // Statements that carry a decided cell come first.
  const firstOther = statements.findIndex((s) => !s.decided);
  assert.ok(firstOther === -1 || statements.slice(firstOther).every((s) => !s.decided));
});

test('a statement’s lines group rows by the revisions they cover, and say “all revisions” for all of them', () => {
  // A fixture of three rows: a role quote carried to goose at every revision of two rows, and at one revision of a third.
  const quote = { field: 'roles' as const, scope: 'inferred' as const, quote: 'goose is a client', in: 'note:goose', url: '/n' };
  const cell = (r: string, revision: RevisionId): MatrixCell =>
    ({
      row: r,
      product: 'goose',
      revision,
      verdict: 'not-applicable',
      basis: 'inferred',
      evidence: [quote],
      fragment: `${r.toLowerCase()}--goose--${revision}`,
    }) as unknown as MatrixCell;
  const cells = [
    ...REVISION_IDS.map((r) => cell('CAP-12', r)),
    ...REVISION_IDS.map((r) => cell('CAP-13', r)),
    cell('CAP-14', '2025-06-18'),
  ];
  const rows = ['CAP-12', 'CAP-13', 'CAP-14'].map((id) => ({ id, title: `title of ${id}`, slug: id.toLowerCase() })) as MatrixRow[];
  const [statement] = carriedStatements(
    { rows },
    cells.map((c) => ({ cell: c, carrying: [quote], speaksUnknown: false })),
  );
  assert.equal(statement?.lead, 'Plays the row’s side?');
  assert.deepEqual(
    statement?.covers.map((l) => [l.productName, l.verdict, l.revisionsWords, l.rows.map((r) => r.id)]),
    [
      ['goose', 'not-applicable', 'all revisions', ['CAP-12', 'CAP-13']],
      ['goose', 'not-applicable', '2025-06-18', ['CAP-14']],
    ],
  );
  assert.equal(statement?.covers[0]?.rows[1]?.fragment, 'cap-13--goose--2024-11-05');
  assert.equal(statement?.cells, 11);
  assert.equal(statement?.decided, false);
});

test('the filters: every product, real verdicts before those that do not apply, stated and inferred; figures from the matrix', () => {
  const statements = carriedStatements(matrix, inferredCells(matrix));
  const filters = howSureFilters(matrix, statements);
  const { products } = decidedByProduct(matrix);
  assert.deepEqual(
    filters.product.map((f) => f.value),
    products.map((p) => p.id),
  );
  for (const f of filters.product) {
    const p = products.find((x) => x.id === f.value)!;
    const carrying = statements.filter((s) => s.products.includes(p.id)).length;
    assert.match(
      f.status,
      new RegExp(`^Only ${p.name}: ${p.stated} stated and ${p.inferred} inferred of its ${p.stated + p.inferred} decided cells; `),
    );
    if (carrying > 1) assert.ok(f.status.includes(`the ${carrying} statements below carry`), f.status);
    assert.equal(f.target, `only-product-${p.id}`);
  }
  const faded = filters.verdict.findIndex((f) => ['not-applicable', 'not-spoken'].includes(f.value));
  assert.ok(faded === -1 || filters.verdict.slice(faded).every((f) => ['not-applicable', 'not-spoken'].includes(f.value)));
  assert.deepEqual(
    filters.basis.map((f) => f.value),
    ['stated', 'inferred'],
  );
  const stated = products.reduce((n, p) => n + p.stated, 0);
  assert.match(filters.basis[0]!.status, new RegExp(`^Only stated: ${stated} decided cells`));
});
