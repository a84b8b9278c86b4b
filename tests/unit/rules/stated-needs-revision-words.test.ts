/**
 * The rule stated-needs-revision-words (src/lib/rules/stated-needs-revision-words.ts): its examples, and a speaks fact
 * written for a revision its words do not name, on a copy of the valid fixture.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { statedNeedsRevisionWords } from '../../../src/lib/rules/stated-needs-revision-words.ts';
import { formatProblem } from '../../../src/lib/content/problems.ts';
import { exampleTests, ruleProblems } from './examples.ts';

exampleTests(statedNeedsRevisionWords);

const FACT = `'2025-11-25': { value: yes, evidence: [{ in: CAP-01/observation, quote: "Declares widgets in every era" }] }`;
const factOn = (words: string) => ({
  says: `mcpx's client fact at 2025-11-25 on ${words}`,
  edits: [{ file: 'products.yaml', find: FACT, text: FACT.replace('quote: "Declares widgets in every era" }]', words) }],
});

test('a speaks fact written for a revision its words do not name needs because', () => {
  const problems = ruleProblems(statedNeedsRevisionWords, factOn('quote: "in 2026 it declares them" }]')).map(formatProblem);
  assert.deepEqual(problems, [
    'products.yaml: 0.speaks.client.2025-11-25.evidence: "yes" is written for 2025-11-25, but its quotes name 2026-07-28, not 2025-11-25: list only the revisions the words name, or add because: [{in, quote}] with the words that carry it to 2025-11-25 (it is then inferred there)',
  ]);
  const carried = factOn(
    'quote: "in 2026 it declares them" }], because: [{ in: CAP-01/observation, quote: "Declares widgets in every era" }]',
  );
  assert.deepEqual(ruleProblems(statedNeedsRevisionWords, carried), []);
});
