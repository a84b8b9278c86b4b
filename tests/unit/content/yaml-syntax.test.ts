import { test } from 'node:test';
import assert from 'node:assert/strict';
import { colonInPlainValue } from '../../../src/lib/content/yaml-syntax.ts';

test('an unquoted block value holding ": " is found, with its key and the value quoted', () => {
  assert.deepEqual(colonInPlainValue('title: a client: declares widgets'), {
    key: 'title',
    value: 'a client: declares widgets',
    quoted: "title: 'a client: declares widgets'",
  });
  assert.equal(colonInPlainValue('    - note: says: so')?.key, 'note');
  assert.equal(colonInPlainValue("  '2025-11-25': widgets: yes")?.key, "'2025-11-25'");
});

test('a quote inside the value is doubled, a trailing comment and a CR are not part of it', () => {
  assert.equal(colonInPlainValue("note: it's: fine # why\r")?.quoted, "note: 'it''s: fine'");
});

test('inside a flow mapping the value runs to the next comma or brace', () => {
  assert.deepEqual(colonInPlainValue("  '2025-11-25': { state: changed, note: gains: sub-fields, evidence: [] }"), {
    key: 'note',
    value: 'gains: sub-fields',
    quoted: "note: 'gains: sub-fields'",
  });
});

test('quoted values, values without ": ", URLs and nested mappings are not reported', () => {
  for (const line of [
    'title: "a client: declares widgets"',
    "title: 'a client: declares widgets'",
    'title: a client declares widgets',
    'url: https://example.org/a:b',
    'spec:',
    "  '2024-11-05': { state: absent, evidence: [{ in: what, quote: \"a: b\" }] }",
    'text: |',
    '# title: a: b',
  ]) {
    assert.equal(colonInPlainValue(line), undefined, line);
  }
});
