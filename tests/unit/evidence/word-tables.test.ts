/** The tables of words the checks read: every phrase matches each of its own examples. */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import type { Phrase } from '../../../src/lib/register/phrase.ts';
import { EXCLUSIVE_DECLARATION_PHRASES, IMPLEMENTS_MORE_PHRASES } from '../../../src/lib/evidence/exclusive-words.ts';
import { SENT_WHERE_UNDEFINED_PHRASES } from '../../../src/lib/evidence/sending.ts';

const TABLES: Record<string, readonly Phrase[]> = {
  EXCLUSIVE_DECLARATION_PHRASES,
  IMPLEMENTS_MORE_PHRASES,
  SENT_WHERE_UNDEFINED_PHRASES,
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
