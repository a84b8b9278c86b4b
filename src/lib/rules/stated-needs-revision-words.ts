/**
 * The rule "stated-needs-revision-words": a value written for a revision its quotes do not name, while they name
 * others, needs `because`, the words that carry it there (it is then inferred). Which revisions a quote names is
 * `scope.ts`'s reading. At 2026-07-28 a product value is modern-needs-2026-words's.
 */
import { MODERN_REVISION, type RevisionId } from '../register/axes.ts';
import type { EvidenceRef } from '../register/schema.ts';
import { carryingBecauseFor, uncarriedNotes } from '../evidence/because-words.ts';
import type { EvidenceCorpus } from '../evidence/corpus.ts';
import { polarityOf, quotesName } from '../evidence/scope.ts';
import { entriesOf, knownValues, speaksFactsOf } from './entries.ts';
import type { Rule, WordsProblem } from './rule.ts';

/** The problems of one value at the revisions it covers, without `because` quotes that carry it; messages name the fix. */
function unnamedRevisionProblems(
  corpus: EvidenceCorpus,
  row: string | null,
  evidence: readonly EvidenceRef[] | undefined,
  because: readonly EvidenceRef[] | undefined,
  revisions: readonly RevisionId[],
  product: string,
  value: string,
): string[] {
  if (!evidence?.length || because?.length) return [];
  const named = quotesName(corpus, evidence, row, product, polarityOf(value));
  if (!named.length) return [];
  return revisions
    .filter((revision) => !named.includes(revision))
    .map(
      (revision) =>
        `is written for ${revision}, but its quotes name ${named.join(', ')}, not ${revision}: list only the revisions the words name, or add because: [{in, quote}] with the words that carry it to ${revision} (it is then inferred there)`,
    );
}

export const statedNeedsRevisionWords: Rule = {
  id: 'stated-needs-revision-words',
  title: 'Stated needs words naming the revision',
  description:
    'A value written for a revision its quotes do not name, while they name others, needs `because`: the words that carry it there (it is then inferred). Otherwise list only the revisions the words name. The negation of an exclusive era (“limited to legacy revision”, for a no) names only the revisions outside that era: which revision of the era is meant is read from the specification, not the words.',
  why: 'The register scopes its words by revision (“2025-03-26 adds widgets; 2025-11-25 gives them sub-fields”): words about one revision do not say what happens at another.',
  examples: {
    pass: {
      says: 'The evidence names the revision the value is written for.',
      edits: [],
      excerpt: { file: 'capabilities/CAP-02.mdx', text: "- revisions: ['2025-11-25']" },
    },
    fail: {
      says: 'A value moved to a revision its words do not name.',
      edits: [{ file: 'capabilities/CAP-02.mdx', find: "    - revisions: ['2025-11-25']", text: "    - revisions: ['2025-06-18']" }],
    },
  },
  check: ({ corpus, rows, products }) => [
    ...entriesOf(rows).flatMap(({ row, product, entry, base, revisions, capabilityOf }) =>
      knownValues(entry).flatMap(({ field, value, evidence }) => {
        const carriers = carryingBecauseFor(corpus, entry.because, row, product, capabilityOf, field, value);
        const notes = uncarriedNotes(corpus, entry.because, row, product, capabilityOf, field, value);
        // At 2026-07-28 declared and implemented change meaning: modern-needs-2026-words reads a product value there.
        const before = revisions.filter((r) => r !== MODERN_REVISION);
        return unnamedRevisionProblems(corpus, row.id, evidence, carriers, before, product, value).map((message): WordsProblem => ({
          rule: 'stated-needs-revision-words',
          where: { row: row.id },
          field: `${base}.${field}.evidence`,
          message: `"${value}" ${message}${notes}`,
        }));
      }),
    ),
    ...speaksFactsOf(products).flatMap(({ product, revision, fact, field }) =>
      unnamedRevisionProblems(corpus, null, fact.evidence, fact.because, [revision], product.id, fact.value).map(
        (message): WordsProblem => ({
          rule: 'stated-needs-revision-words',
          where: { products: true },
          field: `${field}.evidence`,
          message: `"${fact.value}" ${message}`,
        }),
      ),
    ),
  ],
};
