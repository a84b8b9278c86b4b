/**
 * Runs a rule's two examples: each is the valid fixture (tests/fixtures/content-valid) after the example's edits,
 * checked as `npm run check` checks content/. The pass example gives no problem of the rule, the fail example one.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { checkContent } from '../../../src/lib/content/check.ts';
import { formatProblem, type ContentProblem } from '../../../src/lib/content/problems.ts';
import { applyEdit, type Rule, type RuleExample } from '../../../src/lib/rules/rule.ts';
import { problemsOf } from '../../../src/lib/rules/report.ts';

const VALID_CONTENT = join(import.meta.dirname, '../../fixtures/content-valid');

/** The content check's problems on a copy of the valid fixture after the example's edits. */
export function exampleProblems(example: RuleExample): ContentProblem[] {
  const dir = mkdtempSync(join(tmpdir(), 'register-rule-'));
  try {
    cpSync(VALID_CONTENT, dir, { recursive: true });
    for (const edit of example.edits) {
      const path = join(dir, edit.file);
      const before = existsSync(path) ? readFileSync(path, 'utf8') : '';
      mkdirSync(dirname(path), { recursive: true });
      writeFileSync(path, applyEdit(before, edit));
    }
    if (example.excerpt) {
      const text = readFileSync(join(dir, example.excerpt.file), 'utf8');
      assert.ok(text.includes(example.excerpt.text), `the example's excerpt is not in ${example.excerpt.file}: “${example.excerpt.text}”`);
    }
    return checkContent(dir, dir).problems;
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** The problems of one rule on the valid fixture after an example's edits. */
export function ruleProblems(rule: Rule, example: RuleExample): ContentProblem[] {
  return problemsOf(rule, exampleProblems(example));
}

/** The two tests of a rule's examples. */
export function exampleTests(rule: Rule): void {
  test(`${rule.id}: the pass example (${rule.examples.pass.says}) gives no problem of the rule`, () => {
    const problems = exampleProblems(rule.examples.pass);
    const own = problemsOf(rule, problems);
    assert.deepEqual(own.map(formatProblem), []);
  });
  test(`${rule.id}: the fail example (${rule.examples.fail.says}) gives a problem of the rule`, () => {
    const problems = exampleProblems(rule.examples.fail);
    const own = problemsOf(rule, problems);
    assert.ok(
      own.length > 0,
      `no problem of ${rule.id}; the check said:\n${problems.map((p) => `[${p.rule}] ${formatProblem(p)}`).join('\n') || '(nothing)'}`,
    );
  });
}
