/**
 * What a contrary's words say (read by contrary-words-need-dispute and disputed-cell-shows-both-sides): a contrary records what *its words* say of a
 * field, so its field and value are checked against them, and a quote carries a dispute's position only when it is at
 * least a whole clause of the position's quoted span (a single word inside it, “both”, carries nothing).
 */
import { normalizeWords } from './corpus.ts';
import { contains } from './note-quotes.ts';
import type { Polarity } from '../register/revision-phrases.ts';

/** The words that make a sentence about a declaration negative (“it never declares the extension”, “omits the map”). */
const NEGATION = /\b(?:no|not|never|nothing|none|neither|nor|without|omits?|omitted|cannot|doesn’t|doesn't|isn’t|isn't)\b/i;

/** What a contrary's words assert of a declaration: negative when they negate it, positive otherwise. */
export function wordsPolarity(quote: string): Polarity {
  return NEGATION.test(quote) ? 'negative' : 'positive';
}

/** Where a span may be cut into clauses: punctuation, quotation marks, brackets and “but”. */
const CLAUSE_BOUNDARY = /[;,:.()“”"]|\bbut\b/g;

/** Strip a clause's surrounding spaces and punctuation, then normalize its words. */
function clauseWords(text: string): string {
  return normalizeWords(text.replace(/^[\s;,:.()“”"]+|[\s;,:.()“”"]+$/g, ''));
}

/** Is `quote` a run of whole clauses of `span` (cut only at clause boundaries), or does it contain the whole span? */
export function isClauseOf(quote: string, span: string): boolean {
  const words = clauseWords(quote);
  if (!words) return false;
  if (contains(normalizeWords(quote), span)) return true;
  const cuts = [0, ...[...span.matchAll(CLAUSE_BOUNDARY)].flatMap((m) => [m.index, m.index + m[0].length]), span.length];
  for (const from of cuts) {
    for (const to of cuts) {
      if (to > from && clauseWords(span.slice(from, to)) === words) return true;
    }
  }
  return false;
}
