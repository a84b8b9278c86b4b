/** Quotations inside notes: which spans are quotations, and when a quotation is in its text. */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { contains, quotedSpans } from '../../../src/lib/evidence/note-quotes.ts';

test('the outermost “…” spans, a quotation inside a quotation kept whole', () => {
  assert.deepEqual(quotedSpans('CAP-05: “legal but pointless” and “it says “declared both ways” here”.'), [
    'legal but pointless',
    'it says “declared both ways” here',
  ]);
  assert.deepEqual(quotedSpans('no quotation, "straight quotes" are not one'), []);
});

test('a quotation is in its text word for word; … leaves words out, [x] is an editor’s word, a closing full stop is the note’s', () => {
  const text = 'Neither opencode version declares it or registers a handler; lootbox declares nothing.';
  assert.equal(contains(text, 'Neither opencode version declares it [sampling] or registers a handler'), true);
  assert.equal(contains(text, 'Neither opencode … registers a handler.'), true);
  assert.equal(contains(text, 'registers a handler … Neither opencode'), false, 'pieces must be in order');
  assert.equal(contains(text, 'Neither opencode version declares sampling'), false);
});
