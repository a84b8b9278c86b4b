/**
 * The rule quote-keeps-scope-words (src/lib/rules/quote-keeps-scope-words.ts): its examples, and a speaks fact quoting
 * words trimmed below their scope, on a copy of the valid fixture.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { quoteKeepsScopeWords } from '../../../src/lib/rules/quote-keeps-scope-words.ts';
import { formatProblem } from '../../../src/lib/content/problems.ts';
import { exampleTests, ruleProblems } from './examples.ts';

exampleTests(quoteKeepsScopeWords);

const FACT = `'2026-07-28': { value: yes, evidence: [{ in: CAP-01/observation, quote: "in 2026 it declares them" }] }`;

test('a speaks fact may not quote words trimmed below the words that scope them', () => {
  const trimmed = { file: 'products.yaml', find: FACT, text: FACT.replace('"in 2026 it declares them"', '"it declares them"') };
  const problems = ruleProblems(quoteKeepsScopeWords, { says: 'the 2026 fact trimmed below “in 2026”', edits: [trimmed] }).map(
    formatProblem,
  );
  assert.equal(problems.length, 1, problems.join('\n'));
  assert.match(
    problems[0]!,
    /^products\.yaml: 0\.speaks\.client\.2026-07-28\.evidence: "yes" quotes “it declares them” from a sentence of CAP-01\/observation whose scope words name 2026-07-28, .*so quote “in 2026 it declares them but renders nothing”/,
  );
});
