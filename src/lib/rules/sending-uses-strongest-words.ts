/**
 * The rule "sending-uses-strongest-words": out-of-revision by sending uses the strongest words. The verdict ladder
 * makes a cell out-of-revision when the implemented value's words say the product sends the key where the revision
 * does not define it (`saysSentWhereUndefined`). Which quote the author picks must not decide that: goose's “sends the
 * notification without declaring the capability” sits in a sentence that goes on “and keeps sending it at a revision
 * where the notification no longer exists”; quoting the note's “goose declares less than it implements” instead must
 * not make the cell not-applicable. This mirrors strongest-note-quote and speaks-facts-use-strongest-words.
 */
import { isDefined, type RevisionId } from '../register/axes.ts';
import type { ProductEntry, Row } from '../register/schema.ts';
import type { EvidenceCorpus } from '../evidence/corpus.ts';
import { passageOf } from '../evidence/locations.ts';
import { noteProducts, productNamed } from '../evidence/product-words.ts';
import { saysSent, saysSentWhereUndefined } from '../evidence/sending.ts';
import { enclosingSentence, sentenceSpans } from '../evidence/sentence-scope.ts';
import { entriesOf, revisionsOf } from './entries.ts';
import type { Rule, WordsProblem } from './rule.ts';

/**
 * A sentence of a passage the value quotes that names the product and says it sends the key where it is not
 * defined: the sentence a quote was cut from first, then any other sentence of that passage (a note's section
 * may say it further on: goose's “keeps sending it at a revision where the notification no longer exists”).
 */
function strongerSentence(
  corpus: EvidenceCorpus,
  row: string,
  product: string,
  entry: ProductEntry,
): { in: string; sentence: string } | null {
  const says = (sentence: string, among: readonly string[] | undefined) => productNamed(sentence, product, among) && saysSent(sentence);
  for (const ref of entry.implemented.evidence ?? []) {
    const text = passageOf(corpus, ref.in, row);
    if (text === null) continue;
    const among = noteProducts(corpus, ref);
    const enclosing = enclosingSentence(text, ref.quote);
    if (enclosing && says(enclosing.sentence, among)) return { in: ref.in, sentence: enclosing.sentence.trim() };
    for (const span of sentenceSpans(text)) {
      const sentence = text.slice(span.start, span.end);
      if (says(sentence, among)) return { in: ref.in, sentence: sentence.trim() };
    }
  }
  return null;
}

/** The problems of one entry of `product` in `row`: one per revision it is refused at, with the fix. */
export function weakerSendingProblems(
  corpus: EvidenceCorpus,
  row: Pick<Row, 'id' | 'spec'>,
  product: string,
  entry: ProductEntry,
): { revision: RevisionId; message: string }[] {
  const value = entry.implemented.value;
  if (value !== 'yes' && value !== 'partial') return [];
  if (saysSentWhereUndefined([...(entry.implemented.evidence ?? []), ...(entry.because ?? [])])) return [];
  const undefinedAt = revisionsOf(entry).filter((r) => {
    const state = row.spec[r]?.state;
    return state !== undefined && state !== 'unknown' && !isDefined(state);
  });
  if (!undefinedAt.length) return [];
  const stronger = strongerSentence(corpus, row.id, product, entry);
  if (!stronger) return [];
  return undefinedAt.map((revision) => ({
    revision,
    message: `"${value}" at ${revision}, a revision that does not define the key, quotes words that do not say ${product} sends it there, while a sentence of the passage they quote (${stronger.in}: “${stronger.sentence}”) does: use the strongest words, quote that sentence's words saying so (the cell is then out-of-revision by sending), or write a separate entry for ${revision} on words about it (sending-uses-strongest-words)`,
  }));
}

export const sendingUsesStrongestWords: Rule = {
  id: 'sending-uses-strongest-words',
  title: 'Out-of-revision by sending uses the strongest words',
  description:
    'An implemented yes or partial at a revision that does not define the key, whose quotes do not say the product sends it there, is refused when a sentence of a passage it quotes names the product and says so: quote that sentence.',
  why: 'goose “sends the notification without declaring the capability” (the opencode note): sending a key a revision does not define is what makes a cell out-of-revision, and the words saying so are the evidence.',
  examples: {
    pass: {
      says: 'The fixture quotes no sending words.',
      edits: [],
      excerpt: { file: 'idiosyncrasies/fixture-note.mdx', text: 'The fixture client declares no widgets and renders none' },
    },
    fail: {
      says: 'goose’s value at 2026 ignores the sentence saying it keeps sending.',
      edits: [
        {
          file: 'idiosyncrasies/fixture-note.mdx',
          text: 'That is unlike goose, which renders widgets and keeps sending them at a revision where the widgets no longer exist.',
        },
        {
          file: 'capabilities/CAP-01.mdx',
          find: 'sources:\n',
          text: "  goose:\n    - revisions: ['2025-03-26', '2025-06-18', '2025-11-25', '2026-07-28']\n      declared: unknown\n      implemented: { value: yes, evidence: [{ in: note:fixture-note, quote: \"goose, which renders widgets\" }] }\nsources:\n",
        },
      ],
    },
  },
  check: ({ corpus, rows }) =>
    entriesOf(rows).flatMap(({ row, product, entry, base }): WordsProblem[] =>
      weakerSendingProblems(corpus, row, product, entry).map((p) => ({
        rule: 'sending-uses-strongest-words',
        where: { row: row.id },
        field: `${base}.implemented.evidence`,
        message: p.message,
      })),
    ),
};
