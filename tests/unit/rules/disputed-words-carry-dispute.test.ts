/** The examples of the rule disputed-words-carry-dispute (src/lib/rules/disputed-words-carry-dispute.ts), and a dispute about a speaks fact. */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { disputedWordsCarryDispute } from '../../../src/lib/rules/disputed-words-carry-dispute.ts';
import { formatProblem } from '../../../src/lib/content/problems.ts';
import { exampleTests, ruleProblems } from './examples.ts';
import { FACT_CONTRARY, SERVES_2024_WORDS, cap01Entry2024, cap01Side, servesDispute } from './serves-2024-fixture.ts';

exampleTests(disputedWordsCarryDispute);

/** CAP-01 (about both sides) quotes CAP-02's words at 2024-11-05, where the dispute lists CAP-02's cell. */
const quotingCap02 = [
  SERVES_2024_WORDS,
  ...cap01Side('both'),
  cap01Entry2024('every revision defines gadgets', 'CAP-02/what'),
  servesDispute(),
];

test('a dispute about whether mcpx speaks the revision lists the cells its fact decides, not the words of their rows', () => {
  // CAP-26 mcpx at 2024-11-05 quotes CAP-25's “Server extension map is emitted only for modern peers”; CAP-25's cell
  // is listed by mcpx-serves-2024-11-05 because the server's fact decides it (not-spoken), not because of those words.
  const own = ruleProblems(disputedWordsCarryDispute, {
    says: 'quoting a row listed for its speaks fact',
    edits: [...quotingCap02, FACT_CONTRARY],
  });
  assert.deepEqual(own.map(formatProblem), []);
});

test('a dispute whose positions the speaks fact does not carry is about the words, and is passed on', () => {
  const own = ruleProblems(disputedWordsCarryDispute, { says: 'quoting a row listed by a dispute about its words', edits: quotingCap02 });
  assert.ok(own.length > 0, 'quoting a disputed row passed without its dispute');
  for (const message of own.map(formatProblem))
    assert.match(message, /quotes CAP-02\/what, whose mcpx cell at 2024-11-05 is under the dispute "mcpx-serves-2024-11-05"/);
});
