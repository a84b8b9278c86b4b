/** The rule registry: one module per rule id, each documented and with its examples; nothing unregistered. */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { globSync, readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { RULE_IDS } from '../../../src/lib/rules/ids.ts';
import { RULES, RULE_GROUPS } from '../../../src/lib/rules/index.ts';
import { applyEdit } from '../../../src/lib/rules/rule.ts';
import { problemsOf } from '../../../src/lib/rules/report.ts';

const RULES_DIR = join(import.meta.dirname, '../../../src/lib/rules');
/** The folder's modules that are not rules: the ids, the registry, the rule type, the entries the rules walk, the docs, the check's report, the page, a cell's explanation. */
const NOT_RULES = ['ids.ts', 'index.ts', 'rule.ts', 'entries.ts', 'doc.ts', 'report.ts', 'page.ts', 'explain.ts'];

test('rule ids are unique kebab-case words, and every id a problem can carry is registered, once', () => {
  const ids = RULES.map((r) => r.id);
  for (const id of ids) assert.match(id, /^[a-z]+(-[a-z0-9]+)+$/, `${id} is not kebab-case words`);
  assert.equal(new Set(ids).size, ids.length, 'an id is registered twice');
  assert.deepEqual([...ids].sort(), [...RULE_IDS].sort());
  // The docs' order is the ids' order.
  assert.deepEqual(ids, [...RULE_IDS]);
  assert.ok(RULE_GROUPS.every((g) => g.rules.length > 0 && g.title.length > 0));
});

test('every rule is one module of the folder, named after its id', () => {
  const modules = readdirSync(RULES_DIR)
    .filter((f) => f.endsWith('.ts') && !NOT_RULES.includes(f))
    .map((f) => f.replace(/\.ts$/, ''))
    .sort();
  assert.deepEqual(modules, [...RULE_IDS].sort());
});

test('every rule has a title, a description of two or three sentences, why, and two examples saying what they show', () => {
  for (const rule of RULES) {
    assert.ok(rule.title.length > 0, rule.id);
    const sentences = rule.description.split(/(?<=[.:])\s+(?=[A-Z“])/).length;
    assert.ok(sentences >= 1 && sentences <= 4, `${rule.id}: ${sentences} sentences`);
    assert.ok(rule.why.includes('“'), `${rule.id}: why quotes no words`);
    for (const example of [rule.examples.pass, rule.examples.fail]) {
      assert.ok(example.says.length > 0, rule.id);
      assert.ok(example.edits.length > 0 || example.excerpt, `${rule.id}: an example without edits points to the fixture's words`);
    }
    // No rule numbers or review codes in what a contributor reads.
    assert.doesNotMatch(`${rule.title} ${rule.description} ${rule.why}`, /\brules? \d|\breview \d|\bR\d+\b/i, rule.id);
  }
});

test('a rule’s problems are those tagged with its id', () => {
  const problems = [
    { rule: 'quote-in-passage', file: 'a', field: 'b', message: 'c' },
    { rule: 'references-resolve', file: 'a', field: 'b', message: 'd' },
  ] as const;
  assert.deepEqual(
    problemsOf({ id: 'references-resolve' }, problems).map((p) => p.message),
    ['d'],
  );
});

test('an example edit replaces every occurrence, appends without find, and refuses words the file does not have', () => {
  assert.equal(applyEdit('a b a', { file: 'f', find: 'a', text: 'c' }), 'c b c');
  assert.equal(applyEdit('a\n\n', { file: 'f', text: 'b' }), 'a\nb\n');
  assert.throws(() => applyEdit('a', { file: 'f', find: 'z', text: 'c' }), /the example edit of f changes nothing: “z” is not in the file/);
});

test('every rule id the checks write into a problem is registered', () => {
  const root = join(import.meta.dirname, '../../..');
  const written = new Set<string>();
  for (const file of globSync('src/lib/**/*.ts', { cwd: root })) {
    for (const m of readFileSync(join(root, file), 'utf8').matchAll(/\brule: '([a-z0-9-]+)'/g)) written.add(m[1]!);
  }
  assert.ok(written.size > 20, `only ${written.size} rule ids found in src/lib`);
  assert.deepEqual(
    [...written].filter((id) => !RULES.some((r) => r.id === id)),
    [],
  );
});

test('the rules of quotes, words and disputes check in their own module; the rules of reading and publishing are checked as the files are read', () => {
  for (const group of RULE_GROUPS) {
    const ofWords = ['Quotes', 'What the words say', 'Disputes'].includes(group.title);
    for (const rule of group.rules) assert.equal(typeof rule.check === 'function', ofWords, `${group.title}: ${rule.id}`);
  }
});
