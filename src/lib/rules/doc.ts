/**
 * docs/rules.md, written from the registry (`npm run rules-doc`): one section per rule, anchored by its id, with its
 * title, description, why, and the pass and fail examples its test runs.
 */
import type { RuleGroup } from './index.ts';
import type { FixtureEdit, Rule, RuleExample } from './rule.ts';

/** Where the examples' content lives, for the reader. */
export const EXAMPLE_CONTENT = 'tests/fixtures/content-valid';

function fence(text: string): string[] {
  const ticks = text.includes('```') ? '````' : '```';
  return [`${ticks}text`, ...text.replace(/\n$/, '').split('\n'), ticks];
}

function editLines(edit: FixtureEdit): string[] {
  if (edit.find === undefined) return [`Append to \`${edit.file}\`:`, '', ...fence(edit.text)];
  if (edit.text === '') return [`In \`${edit.file}\`, remove:`, '', ...fence(edit.find)];
  return [`In \`${edit.file}\`, replace:`, '', ...fence(edit.find), '', 'with:', '', ...fence(edit.text)];
}

function exampleLines(label: string, example: RuleExample): string[] {
  const lines = [`**${label}:** ${example.says}`];
  if (example.excerpt) lines.push('', `In \`${example.excerpt.file}\` as it is:`, '', ...fence(example.excerpt.text));
  for (const edit of example.edits) lines.push('', ...editLines(edit));
  return lines;
}

function ruleLines(rule: Rule): string[] {
  return [
    `### ${rule.id}`,
    '',
    `**${rule.title}.** ${rule.description}`,
    '',
    `*Why.* ${rule.why}`,
    '',
    ...exampleLines('Passes', rule.examples.pass),
    '',
    ...exampleLines('Fails', rule.examples.fail),
  ];
}

/** The text of docs/rules.md. */
export function rulesMarkdown(groups: readonly RuleGroup[]): string {
  const lines = [
    '# Content rules',
    '',
    '<!-- Written by `npm run rules-doc` from src/lib/rules/: edit the rule modules, not this file. -->',
    '',
    '`npm run check` reports every problem under the rule that found it, with a link to its section here. Each rule',
    `says what it checks, why (the words of the documents or the specification behind it), and two examples: edits of the`,
    `valid fixture content (\`${EXAMPLE_CONTENT}\`) that pass and fail it, which \`tests/unit/rules/<id>.test.ts\` runs.`,
    '',
  ];
  for (const group of groups) {
    lines.push(`- ${group.title}: ${group.rules.map((r) => `[${r.id}](#${r.id})`).join(', ')}`);
  }
  for (const group of groups) {
    lines.push('', `## ${group.title}`);
    for (const rule of group.rules) lines.push('', ...ruleLines(rule));
  }
  return `${lines.join('\n')}\n`;
}
