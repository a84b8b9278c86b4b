/** The other sources' agreement marks in the matrix: compact rows, filters, tile words. */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { join } from 'node:path';
import { checkContent } from '../../../src/lib/content/check.ts';
import { buildMatrix } from '../../../src/lib/matrix/build.ts';
import { compactRow, expandRow } from '../../../src/lib/matrix/rows.ts';
import { emptyFilters, parseFilters, rowMatches, serializeFilters } from '../../../src/lib/matrix/filters.ts';
import { cellAccessibleName, cellMarks, cellWords } from '../../../src/lib/matrix/tiles.ts';
import { chipLabel } from '../../../src/lib/matrix/view.ts';
import type { Agreement } from '../../../src/lib/sources/agreements.ts';
import { cellAt } from '../../../src/lib/lookup/at.ts';

const fixture = checkContent(join(import.meta.dirname, '../../fixtures/content-valid'));
const matrix = buildMatrix(
  fixture.rows.map((r) => r.data),
  { disputes: fixture.disputes.map((d) => d.data), products: fixture.products },
);
const [row] = matrix.rows;
assert.ok(row, 'the fixture matrix has rows');
const facts = { audit: 'current', effort: 'S', risk: 'low' } as const;

test('compact rows carry agree and disagree beside the dispute flag, and expand back', () => {
  const disagree = cellAt(row, 'codex', '2025-06-18');
  const agree = cellAt(row, 'opencode-v1', '2025-11-25');
  const agreements = new Map<string, Agreement>([
    [disagree.fragment, 'disagree'],
    [agree.fragment, 'agree'],
  ]);
  const view = expandRow(compactRow(row, facts, agreements));
  assert.deepEqual(view.facts.agreements, { 'codex|2025-06-18': 'disagree', 'opencode-v1|2025-11-25': 'agree' });
  const cell = view.cells.find((c) => c.product === 'codex' && c.revision === '2025-06-18');
  assert.equal(cell?.disagrees, true);
  assert.equal(view.cells.filter((c) => c.disagrees).length, 1);
  // Dispute flags survive beside the agreement bits.
  assert.deepEqual(
    view.cells.map((c) => c.disputed),
    expandRow(compactRow(row, facts)).cells.map((c) => c.disputed),
  );
  assert.deepEqual(expandRow(compactRow(row, facts)).facts.agreements, {});
});

test('the filter agree=: parsed from the URL (unknown values dropped), written back, matched per shown cell', () => {
  const state = parseFilters('?agree=disagree,maybe');
  assert.deepEqual(state.agree, ['disagree']);
  assert.equal(serializeFilters(state), '?agree=disagree');
  assert.equal(chipLabel('agree', 'disagree'), 'Other sources: disagree with the register');
  const agreements = new Map<string, Agreement>([[cellAt(row, 'codex', '2025-06-18').fragment, 'disagree']]);
  const rowFacts = expandRow(compactRow(row, facts, agreements)).facts;
  assert.equal(rowMatches(rowFacts, state), true);
  assert.equal(rowMatches(rowFacts, { ...state, product: ['mcpx'] }), false);
  assert.equal(rowMatches(expandRow(compactRow(row, facts)).facts, state), false);
  assert.equal(rowMatches(expandRow(compactRow(row, facts)).facts, { ...emptyFilters(), agree: ['none'] }), true);
});

test('a disagreeing tile says so in words; others do not', () => {
  const cell = cellAt(row, 'codex', '2025-06-18');
  assert.match(cellWords(cellMarks(cell, true)), /, other sources disagree/);
  assert.doesNotMatch(cellWords(cellMarks(cell)), /other sources/);
  assert.match(
    cellAccessibleName(row.id, 'codex', '2025-06-18', cellMarks(cell, true)),
    /^CAP-01, Codex, 2025-06-18: \w[\w-]*(, disputed)?, other sources disagree/,
  );
});
