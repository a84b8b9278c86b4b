/** quote-states-only-its-field's word lists (`field-words.ts`): each declaration phrase matches its examples; a bare declaration has no word of doing. */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { DECLARATION_PHRASES, declarationWords, isBareDeclaration } from '../../../src/lib/evidence/field-words.ts';

test('every declaration phrase matches its own examples', () => {
  for (const phrase of DECLARATION_PHRASES) {
    for (const example of phrase.examples) assert.ok(declarationWords(example).includes(phrase.name), `${phrase.name}: ${example}`);
  }
});

test('a sentence about delivery speaks of no declaration', () => {
  assert.deepEqual(declarationWords('On a legacy stdio connection nothing starts the notifier'), []);
  assert.deepEqual(declarationWords('Same as CAP-15: true on stdio and never delivered to legacy hosts, false over HTTP'), []);
});

test('a bare declaration clause is one with declaration words and no word of doing', () => {
  assert.equal(isBareDeclaration('Neither opencode version declares it'), true);
  assert.equal(isBareDeclaration('Neither opencode version declares it or registers a handler'), false);
  assert.equal(isBareDeclaration('Codex declares only elicitation while implementing much more'), false);
  assert.equal(isBareDeclaration('Legacy cancel declared and terminal cancel rejected'), false);
  assert.equal(isBareDeclaration('renders none'), false);
});
