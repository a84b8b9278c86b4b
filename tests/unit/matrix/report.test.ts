import { test } from 'node:test';
import assert from 'node:assert/strict';
import { join } from 'node:path';
import { checkContent } from '../../../src/lib/content/check.ts';
import { buildMatrix } from '../../../src/lib/matrix/build.ts';
import { basisCounts, cellChanges, countsOf, weakestCells } from '../../../src/lib/matrix/report.ts';
import { PRODUCT_IDS, REVISION_IDS } from '../../../src/lib/register/axes.ts';
import { exportMatrix } from '../../../src/lib/matrix/export.ts';
import { cellAt } from '../../../src/lib/lookup/at.ts';

const fixture = checkContent(join(import.meta.dirname, '../../fixtures/content-valid'));
const rows = fixture.rows.map((r) => r.data);
const matrix = buildMatrix(rows, { disputes: fixture.disputes.map((d) => d.data), products: fixture.products });

test('basis counts cover every cell of a product, and follow the cells', () => {
  const counts = basisCounts(matrix);
  for (const p of PRODUCT_IDS) {
    const c = countsOf(counts, p);
    assert.equal(c.stated + c.inferred + c.unknown, rows.length * REVISION_IDS.length);
  }
  let inferred = 0;
  for (const row of matrix.rows) for (const r of REVISION_IDS) if (cellAt(row, 'mcpx', r).basis === 'inferred') inferred += 1;
  assert.equal(countsOf(counts, 'mcpx').inferred, inferred);
  assert.ok(inferred > 0);
});

test('weakest cells: decided cells of snapshot rows resting on one quote', () => {
  const weak = weakestCells(matrix, rows);
  // CAP-02 is the fixture's snapshot row; its mcpx 2025-11-25 cell rests on one quote.
  assert.deepEqual(
    weak.map((w) => `${w.cell.row} ${w.cell.product} ${w.cell.revision}`),
    ['CAP-02 mcpx 2025-11-25'],
  );
  assert.match(weak[0]!.reason, /one quote \(CAP-02\/what\) from a row at snapshot mcpx @ def5678/);
});

test('weakest cells: a single quote from a note is the note’s, not the snapshot row’s, so the cell is not listed', () => {
  const moved = structuredClone(matrix);
  const cell = moved.rows.find((r) => r.id === 'CAP-02')?.cells.mcpx?.['2025-11-25'];
  assert.ok(cell && cell.evidence.length > 0);
  for (const e of cell.evidence) if (e.field === 'declared' || e.field === 'implemented') e.in = 'note:fixture-note';
  assert.deepEqual(
    weakestCells(moved, rows).map((w) => `${w.cell.row} ${w.cell.product} ${w.cell.revision}`),
    [],
  );
});

test('weakest cells: a single quote from another row is labelled with that row’s audit, not the cell row’s', () => {
  const moved = structuredClone(matrix);
  const current = moved.rows.find((r) => r.id === 'CAP-01')?.cells.mcpx?.['2025-11-25'];
  const snapshot = moved.rows.find((r) => r.id === 'CAP-02')?.cells.mcpx?.['2025-11-25'];
  assert.ok(current && snapshot && current.verdict !== 'unknown');
  // The current row's cell rests on one quote of the snapshot row; the snapshot row's cell on one quote of the current row.
  current.evidence = current.evidence.filter((e) => e.field !== 'declared' && e.field !== 'implemented');
  current.evidence.push({ field: 'implemented', in: 'CAP-02/what', quote: 'serves some of them' } as never);
  for (const e of snapshot.evidence)
    if (e.field === 'declared' || e.field === 'implemented') Object.assign(e, { in: 'CAP-01/observation', quote: 'x' });
  const weak = weakestCells(moved, rows);
  assert.deepEqual(
    weak.map((w) => `${w.cell.row} ${w.cell.product} ${w.cell.revision}`),
    ['CAP-01 mcpx 2025-11-25'],
  );
  assert.match(weak[0]?.reason ?? '', /one quote \(CAP-02\/what\) from a row at snapshot mcpx @ def5678/);
});

test('cell changes list exactly the cells whose verdict or basis differ', () => {
  const after = exportMatrix(matrix, rows, [], '/');
  const before = structuredClone(after) as unknown as {
    rows: { id: string; cells: Record<string, Record<string, { verdict: string; basis?: string }>> }[];
  };
  assert.deepEqual(cellChanges(before as never, after), []);
  before.rows[0]!.cells['mcpx']!['2025-11-25']!.verdict = 'overclaim';
  // Cells from before bases existed: a decided verdict counts as presented as stated.
  delete before.rows[1]!.cells['mcpx']!['2026-07-28']!.basis; // unknown, still unknown: no change
  delete before.rows[0]!.cells['mcpx']!['2025-03-26']!.basis; // honest, now inferred: a change
  delete before.rows[0]!.cells['mcpx']!['2026-07-28']!.basis; // out-of-revision, stated: no change
  const changes = cellChanges(before as never, after);
  assert.deepEqual(
    changes.map((c) => [c.row, c.product, c.revision, c.before.verdict, c.after.verdict, c.before.basis ?? null, c.after.basis]),
    [
      ['CAP-01', 'mcpx', '2025-03-26', 'honest', 'honest', null, 'inferred'],
      ['CAP-01', 'mcpx', '2025-11-25', 'overclaim', 'honest', 'stated', 'stated'],
    ],
  );
});

test('the matrix page’s basis counts under filters agree with the build’s, unfiltered', async () => {
  const { countBases, cellKey } = await import('../../../src/lib/matrix/filters.ts');
  const facts = matrix.rows.map((row) => {
    const verdicts: Record<string, never> = {};
    const bases: Record<string, never> = {};
    for (const p of PRODUCT_IDS)
      for (const r of REVISION_IDS) {
        verdicts[cellKey(p, r)] = cellAt(row, p, r).verdict as never;
        bases[cellKey(p, r)] = cellAt(row, p, r).basis as never;
      }
    return {
      id: row.id,
      title: row.title,
      side: row.side,
      audit: 'current' as const,
      effort: 'S' as const,
      risk: 'low' as const,
      verdicts,
      bases,
    };
  });
  const counts = basisCounts(matrix);
  for (const p of PRODUCT_IDS) assert.deepEqual(countBases(facts, p, REVISION_IDS), counts[p]);
  // Filtered to one revision, the counts cover only it.
  const one = countBases(facts, 'mcpx', ['2025-11-25']);
  assert.equal(one.stated + one.inferred + one.unknown, rows.length);
});

test('a cell with no basis written down takes its verdict’s default: unknown verdicts count as unknown', async () => {
  const { countBases, rowMatches, emptyFilters } = await import('../../../src/lib/matrix/filters.ts');
  const row = {
    id: 'CAP-01',
    title: 't',
    side: 'client' as const,
    audit: 'current' as const,
    effort: 'S' as const,
    risk: 'low' as const,
    verdicts: { 'mcpx|2025-11-25': 'unknown' as const, 'mcpx|2026-07-28': 'honest' as const },
  };
  assert.deepEqual(countBases([row], 'mcpx', ['2025-11-25', '2026-07-28']), { stated: 1, inferred: 0, unknown: 1 });
  assert.equal(rowMatches(row, { ...emptyFilters(), product: ['mcpx'], revision: ['2025-11-25'], basis: ['unknown'] }), true);
  assert.equal(rowMatches(row, { ...emptyFilters(), product: ['mcpx'], revision: ['2025-11-25'], basis: ['stated'] }), false);
});

test('audit spread, inferred cells with their carrying words, dispute counts', async () => {
  const { auditSpread, inferredCells, disputeCounts, cellAudits } = await import('../../../src/lib/matrix/report.ts');
  const { contentCorpus } = await import('../../../src/lib/content/load.ts');
  const withCorpus = buildMatrix(rows, {
    disputes: fixture.disputes.map((d) => d.data),
    products: fixture.products,
    corpus: contentCorpus(fixture),
  });
  // CAP-01 mcpx rests on its own observation (abc1234); opencode v1's values rest on the note, which is no audit.
  assert.deepEqual(cellAudits(cellAt(withCorpus.rows[0]!, 'mcpx', '2025-11-25')), ['audit at abc1234']);
  assert.deepEqual(cellAudits(cellAt(withCorpus.rows[0]!, 'opencode-v1', '2025-11-25')), []);
  const spread = auditSpread(withCorpus);
  assert.equal(spread.severalAudits, 0);
  assert.ok(spread.oneAudit > 0 && spread.noAudit > 0);
  const inferred = inferredCells(withCorpus);
  const v1 = inferred.find((i) => i.cell.row === 'CAP-01' && i.cell.product === 'opencode-v1' && i.cell.revision === '2026-07-28')!;
  assert.ok(v1.carrying.some((e) => e.quote === 'whatever the revision, 2026 included'));
  assert.equal(v1.speaksUnknown, true, 'no document says opencode v1 speaks 2026-07-28');
  // Every inferred cell of the matrix is listed, and only those.
  let n = 0;
  for (const row of withCorpus.rows)
    for (const p of PRODUCT_IDS) for (const r of REVISION_IDS) if (cellAt(row, p, r).basis === 'inferred') n += 1;
  assert.equal(inferred.length, n);
  assert.deepEqual(disputeCounts([{ status: 'open' }, { status: 'superseded' }, { status: 'open' }]), { open: 2, superseded: 1 });
});
