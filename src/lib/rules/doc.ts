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
  return [`${ticks}text`, ...text.split('\n'), ticks];
}

/** A block of an example as the docs show it: what to do, and the words it is done with. */
export interface ExampleBlock {
  /** What to do, around the file it is done in: “In ” `file` “, replace:”; “with:” names no file. */
  caption: { before: string; file?: string; after: string };
  text: string;
}

/** A block's caption in Markdown, the file as code. */
export function captionMarkdown(caption: ExampleBlock['caption']): string {
  return caption.file === undefined ? caption.before : `${caption.before}\`${caption.file}\`${caption.after}`;
}

/** The blocks of one example: the fixture's words it points to, or each edit (replace / with, append, remove). */
export function exampleBlocks(example: RuleExample): ExampleBlock[] {
  const blocks: ExampleBlock[] = [];
  if (example.excerpt)
    blocks.push({ caption: { before: 'In ', file: example.excerpt.file, after: ' as it is:' }, text: example.excerpt.text });
  for (const edit of example.edits) blocks.push(...editBlocks(edit));
  return blocks.map((b) => ({ ...b, text: b.text.replace(/\n$/, '') }));
}

function editBlocks(edit: FixtureEdit): ExampleBlock[] {
  if (edit.find === undefined) return [{ caption: { before: 'Append to ', file: edit.file, after: ':' }, text: edit.text }];
  if (edit.text === '') return [{ caption: { before: 'In ', file: edit.file, after: ', remove:' }, text: edit.find }];
  return [
    { caption: { before: 'In ', file: edit.file, after: ', replace:' }, text: edit.find },
    { caption: { before: 'with:', after: '' }, text: edit.text },
  ];
}

function exampleLines(label: string, example: RuleExample): string[] {
  const lines = [`**${label}:** ${example.says}`];
  for (const block of exampleBlocks(example)) lines.push('', captionMarkdown(block.caption), '', ...fence(block.text));
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
