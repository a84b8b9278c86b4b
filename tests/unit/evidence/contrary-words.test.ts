/** How contrary-words-need-dispute and disputed-cell-shows-both-sides read a contrary's words: clauses of a position, polarity of a declaration. */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { isClauseOf, wordsPolarity } from '../../../src/lib/evidence/contrary-words.ts';

const SPAN = 'Declares both, to both eras (internal/mcpserver/server.go:1404-1417)';

test('a run of whole clauses of a position carries it; one word inside it does not', () => {
  assert.equal(isClauseOf('Declares both, to both eras', SPAN), true);
  assert.equal(isClauseOf('Declares both', SPAN), true);
  assert.equal(isClauseOf('both', SPAN), false);
  assert.equal(isClauseOf('to both', SPAN), false);
});

test('a quote containing the whole span carries it, and a quoted clause inside a span is a clause', () => {
  assert.equal(isClauseOf(`From the register: ${SPAN}.`, SPAN), true);
  const detail =
    'The comment says the capability is “declared both ways and a client of either era finds it where it looks”; SEP-2663 forbids that.';
  assert.equal(isClauseOf('declared both ways and a client of either era finds it where it looks', detail), true);
  assert.equal(isClauseOf('declared both ways', detail), false);
});

test('declaration words are negative only when they negate it', () => {
  assert.equal(wordsPolarity('Declares both, to both eras'), 'positive');
  assert.equal(wordsPolarity('As a client of modern upstreams it never declares the extension.'), 'negative');
  assert.equal(wordsPolarity('legacy initialize omits the map'), 'negative');
});
