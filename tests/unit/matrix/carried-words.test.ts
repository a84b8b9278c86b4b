import { test } from 'node:test';
import { listWords } from '../../../src/lib/register/list-words.ts';
import assert from 'node:assert/strict';
import { join } from 'node:path';
import { checkContent } from '../../../src/lib/content/check.ts';
import { buildMatrix } from '../../../src/lib/matrix/build.ts';
import { basisExplanation, howSure, verdictLineMarks } from '../../../src/lib/matrix/view.ts';
import {
  carriedClause,
  carryingQuote,
  placeWords,
  revisionsNamed,
  statedFor,
  type ProductCells,
} from '../../../src/lib/matrix/carried-words.ts';
import { cellAt } from '../../../src/lib/lookup/at.ts';

test('the revisions a quote names are read from its words only', () => {
  assert.deepEqual(revisionsNamed('2024-11-05 through 2025-11-25 declare roots'), ['2024-11-05', '2025-11-25']);
  assert.deepEqual(revisionsNamed('The same object is sent in the legacy initialize'), []);
  assert.equal(listWords(['a']), 'a');
  assert.equal(listWords(['a', 'b', 'c']), 'a, b and c');
});

test('where carrying words are written, in a reader’s words', () => {
  assert.equal(placeWords('CAP-03/detail'), 'CAP-03, section “detail”');
  assert.equal(placeWords('register:roots'), 'the roots register’s header');
  assert.equal(placeWords('note:opencode-declares-roots-only'), 'the client note opencode-declares-roots-only');
});

test('a carried value says which revisions of the same row and product state it, from the cells alone', () => {
  const carried = {
    field: 'speaks' as const,
    scope: 'inferred' as const,
    quote: 'The same object is sent regardless of the negotiated version',
    in: 'CAP-03/detail',
    provenance: { label: 'the audit at 05c78b2 (mcpx @ 05c78b2)' },
  };
  const cells: ProductCells = {
    '2024-11-05': {
      evidence: [{ field: 'speaks', scope: 'stated', quote: 'a 2024-11-05 upstream’s completions are unreachable', in: 'CAP-13/detail' }],
    },
    '2025-03-26': { evidence: [carried] },
    '2025-06-18': { evidence: [{ field: 'declared', scope: 'stated', quote: 'x', in: 'CAP-03/observation' }] },
  };
  assert.deepEqual(statedFor(cells, 'speaks', '2025-03-26'), ['2024-11-05']);
  assert.equal(
    carriedClause('Speaks this revision?', [carried], '2025-03-26', cells),
    '“Speaks this revision?” is carried here by words that do not name 2025-03-26: “The same object is sent regardless of the negotiated version” (CAP-03, section “detail”; from the audit at 05c78b2 (mcpx @ 05c78b2)), whose words name no revision; this row states it for 2024-11-05',
  );
  assert.match(
    carriedClause('Speaks this revision?', [carried], '2025-03-26', { '2025-03-26': { evidence: [carried] } }),
    /; no revision of this row states it$/,
  );
});

test('the drawer’s “How sure?” on a fixture cell names the carrying words’ row, section and the revisions the row states', () => {
  const fixture = checkContent(join(import.meta.dirname, '../../fixtures/content-valid'));
  const matrix = buildMatrix(
    fixture.rows.map((r) => r.data),
    { disputes: fixture.disputes.map((d) => d.data), products: fixture.products },
  );
  const cap01 = matrix.rows.find((r) => r.id === 'CAP-01');
  assert.ok(cap01);
  const text = basisExplanation(cellAt(cap01, 'mcpx', '2025-06-18'), 'mcpx', '2025-06-18', cap01.cells.mcpx);
  assert.match(
    text,
    /“What the revision defines” is carried here by words that do not name 2025-06-18: “2025-11-25 gives them sub-fields” \(CAP-01, section “what”.*\), whose words speak of 2025-11-25; this row states it for 2025-03-26, 2025-11-25 and 2026-07-28;/,
  );
});

test('the drawer’s “How sure?” is at most two sentences, the carrying words a list under it', () => {
  const fixture = checkContent(join(import.meta.dirname, '../../fixtures/content-valid'));
  const matrix = buildMatrix(
    fixture.rows.map((r) => r.data),
    { disputes: fixture.disputes.map((d) => d.data), products: fixture.products },
  );
  const cap01 = matrix.rows.find((r) => r.id === 'CAP-01');
  assert.ok(cap01);
  const cell = cellAt(cap01, 'mcpx', '2025-06-18');
  const sure = howSure(cell, 'mcpx', '2025-06-18', cap01.cells.mcpx);
  assert.match(sure.summary, /^Inferred: “What the revision defines” is carried here by words that do not name 2025-06-18\./);
  assert.ok(sure.summary.split(/(?<=\.) /).length <= 2, sure.summary);
  assert.doesNotMatch(sure.summary, /“2025-11-25 gives/);
  // Each carrying quote once, with where it is written and the revisions the row states it for.
  const quotes = cell.evidence.filter((e) => e.scope === 'inferred' && e.field !== 'speaks');
  assert.equal(sure.carrying.length, new Set(quotes.map((e) => `${e.in} ${e.quote}`)).size);
  assert.match(
    sure.carrying[0] ?? '',
    /^What the revision defines: “2025-11-25 gives them sub-fields” \(CAP-01, section “what”.*this row states it for 2025-03-26, 2025-11-25 and 2026-07-28$/,
  );
  // The audit the words speak for is in the evidence under the question, not repeated in the short list.
  const audited = {
    field: 'declared' as const,
    scope: 'inferred' as const,
    quote: 'subscribe: true on stdio',
    in: 'CAP-17/observation',
    provenance: { label: 'the audit at 05c78b2 (mcpx @ 05c78b2)' },
  };
  assert.match(carryingQuote(audited), /; from the audit at 05c78b2/);
  assert.equal(
    howSure({ basis: 'inferred', evidence: [audited] }, 'mcpx', '2025-06-18').carrying[0],
    'Declared? “subscribe: true on stdio” (CAP-17, section “observation”), whose words name no revision',
  );
  // A stated cell: one sentence, no list.
  assert.deepEqual(howSure(cellAt(cap01, 'mcpx', '2025-11-25'), 'mcpx', '2025-11-25'), {
    summary: 'Stated: every value the verdict rests on is quoted in words that name 2025-11-25.',
    carrying: [],
  });
});

test('the drawer’s verdict words carry “disputed” and “not audited” where they hold', () => {
  assert.equal(verdictLineMarks('overclaim', { disputed: false, audited: true, productName: 'mcpx' }), '(overclaim)');
  assert.equal(
    verdictLineMarks('unknown', { disputed: true, audited: false, productName: 'opencode v2' }),
    '(unknown, disputed, opencode v2 not audited)',
  );
});

test('a cell decided by the side alone says its role words name the side played, not that the row’s side is not played', () => {
  const role = {
    field: 'roles' as const,
    scope: 'inferred' as const,
    quote: 'a client whose declaration is accurate',
    in: 'note:fixture-note',
  };
  const cell = { basis: 'inferred' as const, evidence: [role] };
  const words =
    'Inferred: the words say which side opencode v1 plays, not that it does not play this row’s side (role not audited): “a client whose declaration is accurate” (the client note fixture-note).';
  assert.equal(basisExplanation(cell, 'opencode v1', '2025-11-25'), words);
  // No “speaks” sentence: a side-only verdict does not assume the product speaks the revision.
  assert.deepEqual(howSure(cell, 'opencode v1', '2025-11-25'), { summary: words, carrying: [] });
  // A cell with other carried words is explained as before.
  const carried = { ...cell, evidence: [role, { ...role, field: 'declared' as const }] };
  assert.match(basisExplanation(carried, 'opencode v1', '2025-11-25'), /is carried here by words that do not name 2025-11-25/);
});

test('a list joined with “or” reads as a choice', () => {
  assert.equal(listWords(['a', 'b', 'c'], 'or'), 'a, b or c');
  assert.equal(listWords([]), '');
});
