/** The check's output rule by rule: headings in the registry's order, one line per problem, the docs link. */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import type { ContentProblem } from '../../../src/lib/content/problems.ts';
import { RULES } from '../../../src/lib/rules/index.ts';
import { problemsByRule, ruleDocLink, ruleReport } from '../../../src/lib/rules/report.ts';

const problems: ContentProblem[] = [
  {
    rule: 'quote-in-passage',
    file: 'capabilities/CAP-01.mdx',
    field: 'products.mcpx.0.declared.evidence.0',
    message: 'the quote "x" is not in observation',
  },
  { rule: 'references-resolve', file: 'capabilities/CAP-01.mdx', field: 'related.0', message: 'related row "CAP-99" does not exist' },
  {
    rule: 'quote-in-passage',
    file: 'capabilities/CAP-02.mdx',
    field: 'spec.2025-11-25.evidence.0',
    message: 'the quote "y" is not in what',
    line: 3,
  },
];

test('problems are grouped by rule in the registry’s order, each rule with its own problems only', () => {
  const groups = problemsByRule(problems, RULES);
  assert.deepEqual(
    groups.map((g) => [g.rule.id, g.problems.length]),
    [
      ['references-resolve', 1],
      ['quote-in-passage', 2],
    ],
  );
});

test('the report heads each rule with its id, title and count, lists file, field and message, and links the docs', () => {
  const title = (id: string) => RULES.find((r) => r.id === id)?.title;
  assert.deepEqual(ruleReport(problems, RULES), [
    'Content check failed: 3 problem(s) under 2 rule(s)',
    '',
    `references-resolve: ${title('references-resolve')} (1)`,
    '  capabilities/CAP-01.mdx  related.0  related row "CAP-99" does not exist',
    '  see docs/rules.md#references-resolve',
    '',
    `quote-in-passage: ${title('quote-in-passage')} (2)`,
    '  capabilities/CAP-01.mdx  products.mcpx.0.declared.evidence.0  the quote "x" is not in observation',
    '  capabilities/CAP-02.mdx:3  spec.2025-11-25.evidence.0  the quote "y" is not in what',
    '  see docs/rules.md#quote-in-passage',
  ]);
  assert.equal(ruleDocLink('files-read'), 'docs/rules.md#files-read');
});
