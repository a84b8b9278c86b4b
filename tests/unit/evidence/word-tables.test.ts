/** The tables of words the checks read: every phrase matches each of its own examples. */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import type { Phrase } from '../../../src/lib/register/phrase.ts';
import { allOfKind, CAPABILITY_KINDS } from '../../../src/lib/register/capability-kinds.ts';
import { EXCLUSIVE_DECLARATION_PHRASES, IMPLEMENTS_MORE_PHRASES } from '../../../src/lib/evidence/exclusive-words.ts';
import { DECLARATION_PHRASES } from '../../../src/lib/evidence/field-words.ts';
import {
  INPUT_REQUEST_PHRASES,
  MODERN_ITSELF_PHRASES,
  NONE_AT_ALL_PHRASES,
  NOTIFICATION_PHRASES,
  REQUEST_ANSWER_PHRASES,
} from '../../../src/lib/evidence/input-requests.ts';
import { PRESERVED_COMPARISON_PHRASES, preservedCommit } from '../../../src/lib/evidence/provenance.ts';
import { EMPTY_OBJECT_PHRASES, WHOLE_OBJECT_PHRASES } from '../../../src/lib/evidence/reach.ts';
import { SENT_WHERE_UNDEFINED_PHRASES } from '../../../src/lib/evidence/sending.ts';

const TABLES: Record<string, readonly Phrase[]> = {
  CAPABILITY_KINDS: Object.values(CAPABILITY_KINDS),
  DECLARATION_PHRASES,
  EMPTY_OBJECT_PHRASES,
  EXCLUSIVE_DECLARATION_PHRASES,
  IMPLEMENTS_MORE_PHRASES,
  INPUT_REQUEST_PHRASES,
  MODERN_ITSELF_PHRASES,
  NONE_AT_ALL_PHRASES,
  NOTIFICATION_PHRASES,
  PRESERVED_COMPARISON_PHRASES,
  REQUEST_ANSWER_PHRASES,
  SENT_WHERE_UNDEFINED_PHRASES,
  WHOLE_OBJECT_PHRASES,
};

for (const [table, phrases] of Object.entries(TABLES)) {
  test(`${table}: every phrase has examples, and matches each of them`, () => {
    assert.ok(phrases.length > 0);
    for (const phrase of phrases) {
      assert.ok(phrase.examples.length > 0, `${phrase.name} has no example`);
      for (const example of phrase.examples) assert.match(example, phrase.pattern, `${table} “${phrase.name}”`);
    }
  });
}

test('a capability is of a kind only when every key path is: roots.listChanged is a notification, not an input request', () => {
  assert.ok(allOfKind(['elicitation', 'elicitation.form'], 'inputRequest'));
  assert.ok(!allOfKind(['roots.listChanged'], 'inputRequest'));
  assert.ok(allOfKind(['roots.listChanged'], 'notification'));
  assert.ok(allOfKind(['tasks'], 'inputRequest', 'hostsTasks'));
  assert.ok(!allOfKind(['tasks.list'], 'inputRequest', 'hostsTasks'));
  assert.ok(!allOfKind([], 'inputRequest'));
});

test('the preserved comparison names its commit; a comparison named otherwise is none', () => {
  assert.equal(preservedCommit('mcpx @ 2a93f3f64 (current). The sections below preserve the original 05c78b2 comparison.'), '05c78b2');
  assert.equal(preservedCommit('The original 05c78b2 comparison is kept.'), null);
  assert.equal(preservedCommit(undefined), null);
});
