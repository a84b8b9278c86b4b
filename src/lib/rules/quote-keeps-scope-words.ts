/**
 * The rule "quote-keeps-scope-words": the scope words of a sentence are part of what its words say, so a quote may not
 * be trimmed below them. An evidence quote whose scope (`sentenceScopeOf`: per clause it touches, the clause's own
 * revision words, or the sentence's when the clause names none) names a revision the value is written for, which no
 * quote of that value (evidence or `because`) names, is refused: quote the clause with its scope words (then the basis
 * is read from them).
 */
import type { RevisionId } from '../register/axes.ts';
import { revisionsNamed, type PhraseContext, type Polarity } from '../register/revision-phrases.ts';
import type { EvidenceRef } from '../register/schema.ts';
import { normalizeWords, type EvidenceCorpus } from '../evidence/corpus.ts';
import { passageOf } from '../evidence/locations.ts';
import { polarityOf, quotesName } from '../evidence/scope.ts';
import { clauseSpans, enclosingSentence, sentenceScopeOf } from '../evidence/sentence-scope.ts';
import { entriesOf, knownValues, speaksFactsOf } from './entries.ts';
import type { Rule, WordsProblem } from './rule.ts';

/** The clause of the sentence that carries the scope words nearest a quote, for the message's fix. */
function scopedClauses(sentence: string, context: PhraseContext, at: number, length: number): string {
  const touched = clauseSpans(sentence).filter((c) => c.end > at && c.start < at + length);
  const first = touched[0];
  const last = touched[touched.length - 1];
  if (!first || !last) return normalizeWords(sentence);
  const own = touched.some((c) => revisionsNamed(sentence.slice(c.start, c.end), context).length);
  return normalizeWords(own ? sentence.slice(first.start, last.end) : sentence).replace(/[.;]$/, '');
}

/**
 * The problems of one value's evidence: the quotes trimmed below the words that scope them, at the revisions the
 * value is written for (`revisions`); one message per quote, naming the words to quote instead.
 */
function trimmedScopeProblems(
  corpus: EvidenceCorpus,
  row: string | null,
  evidence: readonly EvidenceRef[] | undefined,
  because: readonly EvidenceRef[] | undefined,
  revisions: readonly RevisionId[],
  product: string,
  polarity: Polarity,
): string[] {
  if (!evidence?.length) return [];
  // Scope words quoted in `because` are not left out: the author quotes them as what carries the value (inferred).
  const named = quotesName(corpus, [...evidence, ...(because ?? [])], row, product, polarity);
  const exists = row ? (corpus.rows.get(row)?.defined as readonly RevisionId[] | undefined) : undefined;
  const context: PhraseContext = { polarity, ...(exists ? { exists } : {}) };
  const problems: string[] = [];
  for (const ref of evidence) {
    const text = passageOf(corpus, ref.in, row);
    const found = text === null ? null : enclosingSentence(text, ref.quote);
    if (!found) continue;
    const length = normalizeWords(ref.quote).length;
    const scope = sentenceScopeOf(found.sentence, found.at, length, context);
    const missing = scope.filter((r) => revisions.includes(r) && !named.includes(r));
    if (!missing.length) continue;
    const fix = scopedClauses(found.sentence, context, found.at, length);
    problems.push(
      `quotes “${normalizeWords(ref.quote)}” from a sentence of ${ref.in} whose scope words name ${missing.join(', ')}, a revision the value is written for, but the quote leaves them out: a quote may not be trimmed below the words that scope it, so quote “${fix}” (the basis is then read from its words), or list only the revisions the quote names`,
    );
  }
  return problems;
}

export const quoteKeepsScopeWords: Rule = {
  id: 'quote-keeps-scope-words',
  title: 'A quote keeps the words that scope it',
  description:
    'An evidence quote is not trimmed below the words of its sentence that name the revisions the value is written for: quote the clause with its scope words (“in the legacy eras”), so the basis is read from what the quote says.',
  why: '“Declaring listChanged: false in legacy eras is legal but pointless” (CAP-03): without “in legacy eras” the words say something else.',
  examples: {
    pass: {
      says: 'The quote keeps “in the legacy eras”.',
      edits: [],
      excerpt: { file: 'capabilities/CAP-01.mdx', text: 'quote: "renders widgets in the legacy eras"' },
    },
    fail: {
      says: 'The quote cut before “in the legacy eras”.',
      edits: [
        {
          file: 'capabilities/CAP-01.mdx',
          find: 'implemented: { value: yes, evidence: [{ in: observation, quote: "renders widgets in the legacy eras" }] }',
          text: 'implemented: { value: yes, evidence: [{ in: observation, quote: "renders widgets" }] }',
        },
      ],
    },
  },
  check: ({ corpus, rows, products }) => [
    ...entriesOf(rows).flatMap(({ row, product, entry, base, revisions }) =>
      knownValues(entry).flatMap(({ field, value, evidence }) =>
        trimmedScopeProblems(corpus, row.id, evidence, entry.because, revisions, product, polarityOf(value)).map(
          (message): WordsProblem => ({
            rule: 'quote-keeps-scope-words',
            where: { row: row.id },
            field: `${base}.${field}.evidence`,
            message: `"${value}" ${message}`,
          }),
        ),
      ),
    ),
    ...speaksFactsOf(products).flatMap(({ product, revision, fact, field }) =>
      trimmedScopeProblems(corpus, null, fact.evidence, fact.because, [revision], product.id, polarityOf(fact.value)).map(
        (message): WordsProblem => ({
          rule: 'quote-keeps-scope-words',
          where: { products: true },
          field: `${field}.evidence`,
          message: `"${fact.value}" ${message}`,
        }),
      ),
    ),
  ],
};
