/**
 * The content check's output, rule by rule: for each rule with problems (in the registry's order) a heading with
 * its id, title and count, each problem as `file  field  message`, and where the rule is explained.
 */
import type { ContentProblem } from '../content/problems.ts';
import type { RuleId } from './ids.ts';
import type { Rule } from './rule.ts';

/** Where a rule is explained, relative to the project root. */
export function ruleDocLink(id: RuleId): string {
  return `docs/rules.md#${id}`;
}

export interface RuleProblems {
  rule: Rule;
  problems: ContentProblem[];
}

/** The problems a rule found: those tagged with its id. */
export function problemsOf(rule: Pick<Rule, 'id'>, problems: readonly ContentProblem[]): ContentProblem[] {
  return problems.filter((p) => p.rule === rule.id);
}

/** The problems grouped by the rules that found them, in the order of `rules`; rules without problems are left out. */
export function problemsByRule(problems: readonly ContentProblem[], rules: readonly Rule[]): RuleProblems[] {
  return rules.map((rule) => ({ rule, problems: problemsOf(rule, problems) })).filter((g) => g.problems.length > 0);
}

/** One problem as the check prints it under its rule: `file[:line]  field  message`. */
export function problemLine(p: ContentProblem): string {
  return `${p.file}${p.line !== undefined ? `:${p.line}` : ''}  ${p.field}  ${p.message}`;
}

/** The lines the check prints for its problems, grouped by rule. */
export function ruleReport(problems: readonly ContentProblem[], rules: readonly Rule[]): string[] {
  const groups = problemsByRule(problems, rules);
  const lines = [`Content check failed: ${problems.length} problem(s) under ${groups.length} rule(s)`];
  for (const { rule, problems: found } of groups) {
    lines.push('', `${rule.id}: ${rule.title} (${found.length})`);
    for (const p of found) lines.push(`  ${problemLine(p)}`);
    lines.push(`  see ${ruleDocLink(rule.id)}`);
  }
  return lines;
}
