/** The sentence and clause reading of quote-keeps-scope-words (`src/lib/evidence/sentence-scope.ts`), on sentences written for the test. */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { clauseSpans, enclosingSentence, sentenceScopeOf, sentenceSpans } from '../../../src/lib/evidence/sentence-scope.ts';

const texts = (text: string, spans: { start: number; end: number }[]) => spans.map((s) => text.slice(s.start, s.end).trim());

test('sentences end at a full stop before white space, not inside parentheses or file names', () => {
  const text = 'It sends gadgets (see x.go:10. and y.go). Then it stops. done at v1.2';
  assert.deepEqual(texts(text, sentenceSpans(text)), ['It sends gadgets (see x.go:10. and y.go).', 'Then it stops.', 'done at v1.2']);
});

test('clauses split at “;” and “, but”, not inside parentheses', () => {
  const sentence = 'Gadgets are sent (a.go; b.go); widgets are not, but gizmos are';
  assert.deepEqual(texts(sentence, clauseSpans(sentence)), ['Gadgets are sent (a.go; b.go);', 'widgets are not,', 'but gizmos are']);
});

test('a quote inside a clause with scope words takes that clause’s revisions; a clause with its own takes only its own', () => {
  const text = 'Widgets are limited to legacy revision; modern gets gadgets only. Next sentence in 2026.';
  const context = { polarity: 'positive' as const, exists: ['2025-11-25'] as const };
  const inFirst = enclosingSentence(text, 'are limited');
  assert.ok(inFirst);
  assert.deepEqual(sentenceScopeOf(inFirst.sentence, inFirst.at, 'are limited'.length, context), ['2025-11-25']);
  const second = enclosingSentence(text, 'modern gets gadgets only');
  assert.ok(second);
  assert.deepEqual(sentenceScopeOf(second.sentence, second.at, 'modern gets gadgets only'.length, context), ['2026-07-28']);
});

test('a clause without scope words takes its whole sentence’s revisions (and a negative value reads “legacy” as all four)', () => {
  const sentence = 'Declaring it in legacy eras is pointless; it never sends the notification.';
  const found = enclosingSentence(sentence, 'it never sends the notification');
  assert.ok(found);
  assert.deepEqual(sentenceScopeOf(found.sentence, found.at, 'it never sends the notification'.length, { polarity: 'negative' }), [
    '2024-11-05',
    '2025-03-26',
    '2025-06-18',
    '2025-11-25',
  ]);
  assert.equal(enclosingSentence(sentence, 'not in the text'), null);
});

test('scope words inside parentheses scope only the parenthesis; a quote inside one is read there, then in the words around it', () => {
  const context = { polarity: 'positive' as const };
  // A parenthesis about another product does not scope the words around it.
  const about = 'Both versions declare gadgets: {} and answer one gadget (the second notes it is legacy-era only).';
  const outside = enclosingSentence(about, 'Both versions declare gadgets: {}');
  assert.ok(outside);
  assert.deepEqual(sentenceScopeOf(outside.sentence, outside.at, 'Both versions declare gadgets: {}'.length, context), []);
  const insideOwn = enclosingSentence(about, 'the second notes it is legacy-era only');
  assert.ok(insideOwn);
  assert.deepEqual(sentenceScopeOf(insideOwn.sentence, insideOwn.at, 'the second notes it is legacy-era only'.length, context), [
    '2024-11-05',
    '2025-03-26',
    '2025-06-18',
    '2025-11-25',
  ]);
  // A parenthesis without scope words of its own takes the words around it.
  const around = 'Declaring gadgets in legacy eras is legal but pointless (it never sends one).';
  const inner = enclosingSentence(around, 'it never sends one');
  assert.ok(inner);
  assert.deepEqual(sentenceScopeOf(inner.sentence, inner.at, 'it never sends one'.length, { polarity: 'negative' }), [
    '2024-11-05',
    '2025-03-26',
    '2025-06-18',
    '2025-11-25',
  ]);
});

test('a clause-only phrase scopes its own clause, never the sentence’s other clauses', () => {
  const sentence = 'opencode v1 has it off; opencode v2 declares it with both modes; lootbox declares nothing.';
  const at = (quote: string) => sentence.indexOf(quote);
  assert.deepEqual(sentenceScopeOf(sentence, at('lootbox declares nothing'), 'lootbox declares nothing'.length, {}), []);
  assert.deepEqual(sentenceScopeOf(sentence, at('opencode v2 declares it'), 'opencode v2 declares it'.length, {}), [
    '2025-11-25',
    '2026-07-28',
  ]);
});
