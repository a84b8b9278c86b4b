/** docs/rules.md is written from the registry: it is what `npm run rules-doc` gives, one section per rule. */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { RULE_GROUPS, RULES } from '../../../src/lib/rules/index.ts';
import { rulesMarkdown } from '../../../src/lib/rules/doc.ts';
import type { Rule } from '../../../src/lib/rules/rule.ts';
import { slugify } from '../../../src/lib/rules/page.ts';

const DOC = join(import.meta.dirname, '../../../docs/rules.md');

test('docs/rules.md is what the registry gives (run npm run rules-doc when a rule changes)', () => {
  assert.equal(readFileSync(DOC, 'utf8'), rulesMarkdown(RULE_GROUPS), 'docs/rules.md is stale: run npm run rules-doc and commit it');
});

test('each rule has one section anchored by its id, with its title, description, why and both examples', () => {
  const text = rulesMarkdown(RULE_GROUPS);
  for (const rule of RULES) {
    const headings = text.split('\n').filter((l) => l === `### ${rule.id}`);
    assert.equal(headings.length, 1, rule.id);
    const section = text.slice(text.indexOf(`### ${rule.id}\n`)).split('\n### ')[0] ?? '';
    for (const words of [rule.title, rule.description, rule.why, rule.examples.pass.says, rule.examples.fail.says]) {
      assert.ok(section.includes(words), `${rule.id}: “${words}” is not in its section`);
    }
  }
});

test('an example is shown as the edits it makes, and words holding a fence get a longer one', () => {
  const rule: Rule = {
    ...RULES[0]!,
    examples: {
      pass: { says: 'as it is', edits: [], excerpt: { file: 'a.mdx', text: 'x\n' } },
      fail: {
        says: 'edited',
        edits: [
          { file: 'a.mdx', find: 'x', text: 'y' },
          { file: 'a.mdx', text: 'has ``` inside' },
          { file: 'a.mdx', find: 'z', text: '' },
        ],
      },
    },
  };
  const text = rulesMarkdown([{ title: 'Group', rules: [rule] }]);
  assert.ok(text.includes('In `a.mdx` as it is:\n\n```text\nx\n```'));
  assert.ok(text.includes('In `a.mdx`, replace:\n\n```text\nx\n```\n\nwith:\n\n```text\ny\n```'));
  assert.ok(text.includes('Append to `a.mdx`:\n\n````text\nhas ``` inside\n````'));
  assert.ok(text.includes('In `a.mdx`, remove:\n\n```text\nz\n```'));
});

test('the /rules/ page anchors each group by its words, never by a rule’s id', () => {
  assert.equal(slugify('What the words say'), 'what-the-words-say');
  assert.equal(slugify('  Quotes & passages! '), 'quotes-passages');
  const anchors = RULE_GROUPS.map((g) => slugify(g.title));
  assert.equal(new Set(anchors).size, anchors.length);
  for (const anchor of anchors) assert.ok(!RULES.some((r) => r.id === anchor), anchor);
});
