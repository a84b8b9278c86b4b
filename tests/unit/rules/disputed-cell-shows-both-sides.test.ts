/** The examples of the rule disputed-cell-shows-both-sides (src/lib/rules/disputed-cell-shows-both-sides.ts), and the speaks fact a cell shows. */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { disputedCellShowsBothSides } from '../../../src/lib/rules/disputed-cell-shows-both-sides.ts';
import { formatProblem } from '../../../src/lib/content/problems.ts';
import { exampleTests, ruleProblems } from './examples.ts';
import { FACT_CONTRARY, SERVES_2024_WORDS, cap01Entry2024, cap01Side, servesDispute } from './serves-2024-fixture.ts';

exampleTests(disputedCellShowsBothSides);

const listingBoth =
  "[{ row: CAP-01, product: mcpx, revisions: ['2024-11-05'] }, { row: CAP-02, product: mcpx, revisions: ['2024-11-05'] }]";

test('in a row about both sides, the server’s speaks fact carries no position: the cell shows the fact its verdict reads, the client’s', () => {
  // Was: CAP-26 mcpx at 2024-11-05 passed on the server's fact (“mcpx does not serve 2024-11-05”, with its contrary),
  // while its published cell showed only the client's fact and neither position's words.
  const own = ruleProblems(disputedCellShowsBothSides, {
    says: 'a both-sides cell listed in a dispute about the server',
    edits: [
      SERVES_2024_WORDS,
      ...cap01Side('both'),
      cap01Entry2024('Before 2025-03-26 it declares no widgets'),
      servesDispute(listingBoth),
      FACT_CONTRARY,
    ],
  }).map(formatProblem);
  assert.ok(own.length > 0, 'the both-sides cell passed on a fact its published cell does not show');
  for (const message of own)
    assert.match(
      message,
      /lists CAP-01 mcpx at 2024-11-05, whose entry carries none of the words .*the speaks fact the cell shows \(its client's/,
    );
});

test('in a row of the server’s side, the server’s speaks fact carries both positions for the cell it decides', () => {
  const own = ruleProblems(disputedCellShowsBothSides, {
    says: 'a server-side cell listed in a dispute about the server',
    edits: [SERVES_2024_WORDS, ...cap01Side('server'), servesDispute(listingBoth), FACT_CONTRARY],
  });
  assert.deepEqual(own.map(formatProblem), []);
});
