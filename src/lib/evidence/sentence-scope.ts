/**
 * The sentences and clauses of a passage, and the scope a sentence gives a quote (read by quote-keeps-scope-words, and
 * by every rule that reads the sentence a quote was cut from, `quotedSentence`):
 *
 * - A **sentence** of a passage ends at “.”, “!” or “?” followed by white space (or the end),
 *   outside parentheses and “…” quotations. A **clause** is a part of a sentence between “;” or
 *   “, but” (outside parentheses).
 * - The **scope** of a quote is, for each clause it touches: the revisions that clause's words
 *   name (the phrase table, with the value's polarity and where the row's capability exists),
 *   or, for a clause that names none, the revisions the whole sentence names (a clause without
 *   scope words continues its sentence's statement: “Legacy task execution is advertised;
 *   eligible gateway tools declare optional support …” is about legacy task execution). A
 *   clause with its own scope words is its own statement (“…limited to legacy revision; modern
 *   gets extension only”): the other clauses' phrases do not reach it.
 */
import { REVISION_IDS, type RevisionId } from '../register/axes.ts';
import { revisionsNamed, type PhraseContext } from '../register/revision-phrases.ts';
import type { EvidenceRef } from '../register/schema.ts';
import { normalizeWords, type EvidenceCorpus } from './corpus.ts';
import { passageOf } from './locations.ts';
import { TextMemo } from '../lookup/memo.ts';

/** How many passages' sentence spans are kept. */
const TEXTS_KEPT = 2000;

/** A span of a text: [start, end). */
export interface Span {
  start: number;
  end: number;
}

/** Splits a text at depth 0 (outside parentheses and “…”) wherever `isBreak(text, i)` gives the break's length. */
export function splitOutside(text: string, isBreak: (text: string, i: number) => number): Span[] {
  const spans: Span[] = [];
  let depth = 0;
  let start = 0;
  for (let i = 0; i < text.length; i++) {
    const c = text[i];
    if (c === '(' || c === '“') depth += 1;
    else if ((c === ')' || c === '”') && depth > 0) depth -= 1;
    else if (depth === 0) {
      const length = isBreak(text, i);
      if (length > 0) {
        spans.push({ start, end: i + length });
        start = i + length;
        i += length - 1;
      }
    }
  }
  if (start < text.length) spans.push({ start, end: text.length });
  return spans;
}

/** Passages' sentences, once per text: the rules look up the sentences of the same passages for every quote. */
const sentencesOf = new TextMemo<readonly Span[]>(TEXTS_KEPT);

/** The sentences of a text, as spans (each ends with its full stop); fresh spans on each call. */
export function sentenceSpans(text: string): Span[] {
  return sentencesOf
    .get(text, () => splitOutside(text, (t, i) => (/[.!?]/.test(t[i] ?? '') && (i + 1 === t.length || /\s/.test(t[i + 1] ?? '')) ? 1 : 0)))
    .map((span) => ({ ...span }));
}

/** The clauses of a sentence, as spans relative to it (split at “;” and “, but”, outside parentheses). */
export function clauseSpans(sentence: string): Span[] {
  return splitOutside(sentence, (t, i) => {
    if (t[i] === ';') return 1;
    return t[i] === ',' && /^,\s*but\b/.test(t.slice(i)) ? 1 : 0;
  });
}

/** The sentence words around a quote in a text (several sentences when the quote spans them), or null when it is not there. */
export function enclosingSentence(text: string, quote: string): { sentence: string; at: number } | null {
  const words = normalizeWords(quote);
  const at = text.indexOf(words);
  if (at === -1 || !words) return null;
  const sentences = sentenceSpans(text).filter((s) => s.end > at && s.start < at + words.length);
  const first = sentences[0];
  const last = sentences[sentences.length - 1];
  if (!first || !last) return null;
  return { sentence: text.slice(first.start, last.end), at: at - first.start };
}

/**
 * The sentence of its passage a quote was cut from (several when the quote spans them): the words a trimmed quote
 * speaks with. The quote itself when the passage cannot be read or does not hold it.
 */
export function quotedSentence(corpus: EvidenceCorpus | undefined, ref: EvidenceRef, row: string | null): string {
  const text = passageOf(corpus, ref.in, row);
  return (text === null ? null : enclosingSentence(text, ref.quote)?.sentence) ?? ref.quote;
}

/** The parenthesised parts of a text at depth 0, as spans including their parentheses. */
function parenthesisSpans(text: string): Span[] {
  const spans: Span[] = [];
  let depth = 0;
  let start = 0;
  for (let i = 0; i < text.length; i++) {
    if (text[i] === '(') {
      if (depth === 0) start = i;
      depth += 1;
    } else if (text[i] === ')' && depth > 0) {
      depth -= 1;
      if (depth === 0) spans.push({ start, end: i + 1 });
    }
  }
  return spans;
}

/** A span of a text with its parenthesised parts blanked out (same length, so offsets hold). */
function withoutParentheses(text: string, span: Span): string {
  let out = text.slice(span.start, span.end);
  for (const p of parenthesisSpans(text)) {
    if (p.end <= span.start || p.start >= span.end) continue;
    const from = Math.max(p.start, span.start) - span.start;
    const to = Math.min(p.end, span.end) - span.start;
    out = out.slice(0, from) + ' '.repeat(to - from) + out.slice(to);
  }
  return out;
}

/**
 * The revisions a quote's sentence gives it (see the module comment): per clause it touches, the clause's own
 * names, or the sentence's when the clause names none. Scope words inside parentheses scope only the parenthesis
 * (“opencode v1 and v2 declare roots: {} … (v2 notes it is legacy-era only)” says nothing of v1's eras), while a
 * quote inside a parenthesis is read in its parenthesis first, then in the words around it (“Declaring
 * listChanged: false in legacy eras is legal but pointless (mcpx never sends …)”). `length` is the quote's length.
 */
export function sentenceScopeOf(sentence: string, at: number, length: number, context: PhraseContext): RevisionId[] {
  // A clause-only phrase (“both modes”) scopes its own clause, never the sentence's others (“lootbox declares nothing”).
  const whole = revisionsNamed(withoutParentheses(sentence, { start: 0, end: sentence.length }), { ...context, sentenceWide: true });
  const inside = parenthesisSpans(sentence).find((p) => p.start <= at && at + length <= p.end);
  if (inside) {
    const own = revisionsNamed(sentence.slice(inside.start, inside.end), context);
    if (own.length) return REVISION_IDS.filter((r) => own.includes(r));
  }
  const named = new Set<RevisionId>();
  for (const clause of clauseSpans(sentence)) {
    if (clause.end <= at || clause.start >= at + length) continue;
    const own = revisionsNamed(withoutParentheses(sentence, clause), context);
    for (const r of own.length ? own : whole) named.add(r);
  }
  return REVISION_IDS.filter((r) => named.has(r));
}
