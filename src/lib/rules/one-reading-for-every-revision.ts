/**
 * The rule "one-reading-for-every-revision": a statement that names no revision covers every revision the product
 * could speak, in the role the row needs (`coverage.ts`): every revision it is not recorded as not speaking. So each
 * value resting only on such words must reach every one of them, by its entry or another entry of the product
 * deciding that field, unless a named rule stops the words there.
 */
import { isDefined, MODERN_REVISION, type RevisionId } from '../register/axes.ts';
import type { ProductEntry, ProductFacts, Row } from '../register/schema.ts';
import { carryingBecauseImplemented } from '../evidence/because-words.ts';
import type { EvidenceCorpus } from '../evidence/corpus.ts';
import { couldSpeak, restsOnRevisionlessWords, revisionlessQuotes } from '../evidence/coverage.ts';
import { stopAtModern } from '../evidence/input-requests.ts';
import { polarityOf } from '../evidence/scope.ts';
import { saysSentWhereUndefined } from '../evidence/sending.ts';
import { outOfRevisionProblem } from './out-of-revision-needs-sending-words.ts';
import { revisionsOf } from './entries.ts';
import type { Rule, WordsProblem } from './rule.ts';

const MODERN = MODERN_REVISION;

/**
 * The problems of one product's entries in a row: each value resting only on words that name no revision must reach every
 * revision the product could speak (`coverage.ts`), by this entry or another entry of the product deciding that field,
 * unless a named rule stops it there: the lifecycle is not curated; out-of-revision-needs-sending-words (a declaration where the key is not
 * defined needs words saying it is sent there); legacy-requests-stop-at-2026 (legacy-only mechanisms at 2026-07-28); or, for
 * implemented, the declaration is stopped there (a revision that does not define the key is no exemption,
 * unless the words say the key is sent where a revision does not define it, sending-uses-strongest-words)
 * (the cell is unknown whatever is implemented).
 */
function coverageProblems(
  corpus: EvidenceCorpus,
  row: Row,
  product: string,
  entries: readonly ProductEntry[],
  facts: readonly ProductFacts[],
  capabilityOf: (row: string) => Row['capability'] = () => undefined,
): { entry: number; field: 'declared' | 'implemented'; message: string }[] {
  const speakable = couldSpeak(facts, product, row.side);
  const decided = (field: 'declared' | 'implemented', revision: RevisionId) =>
    entries.some((e) => revisionsOf(e).includes(revision) && e[field].value !== 'unknown');
  const problems: { entry: number; field: 'declared' | 'implemented'; message: string }[] = [];
  entries.forEach((entry, i) => {
    const stops = (field: 'declared' | 'implemented', revision: RevisionId): boolean => {
      const state = row.spec[revision]?.state;
      if (!state || state === 'unknown') return true;
      const value = entry[field];
      if (field === 'declared') {
        const positive = value.value === 'yes' || value.value === 'conditional' || value.value === 'off';
        const refs = [...(value.evidence ?? []), ...(entry.because ?? [])];
        return positive && !isDefined(state) && outOfRevisionProblem(corpus, row.id, product, refs, revision) !== null;
      }
      // Where the key is not defined the same words still give the value (one reading, never optional),
      // unless they say the product sends the key where a revision does not define it (sending-uses-strongest-words): such words speak of the
      // revisions they describe (“where the notification no longer exists”), and a value there makes the cell
      // out-of-revision, so the author gives it only where the words say so.
      if (!isDefined(state) && saysSentWhereUndefined([...(value.evidence ?? []), ...(entry.because ?? [])])) return true;
      // legacy-requests-stop-at-2026 and input-requests-at-2026: stopped at 2026-07-28 only when every revision-less quote of the value is stopped there.
      if (revision === MODERN) {
        const refs = revisionlessQuotes(
          corpus,
          [...(value.evidence ?? []), ...carryingBecauseImplemented(corpus, entry.because, row, product, capabilityOf, value.value, true)],
          row.id,
          product,
          polarityOf(value.value),
        );
        if (refs.every((ref) => stopAtModern(corpus, ref, row.id, row.capability, product, value.value) !== null)) return true;
      }
      // The cell is unknown whatever is implemented when its declaration cannot reach the revision.
      return entry.declared.value !== 'unknown' && stops('declared', revision) && !decided('declared', revision);
    };
    for (const field of ['declared', 'implemented'] as const) {
      const value = entry[field];
      if (value.value === 'unknown' || !value.evidence?.length) continue;
      const refs = [...value.evidence, ...(entry.because ?? [])];
      if (!restsOnRevisionlessWords(corpus, refs, row.id, product, polarityOf(value.value))) continue;
      const missing = speakable.filter((r) => !decided(field, r) && !stops(field, r));
      if (!missing.length) continue;
      problems.push({
        entry: i,
        field,
        message: `"${value.value}" rests on words that name no revision, which cover every revision ${product} could speak (every revision content/products.yaml does not record it as not speaking: ${speakable.join(', ')}), but no entry gives ${field} at ${missing.join(', ')}: add ${missing.join(', ')} to revisions (inferred there), or write a separate entry for them; a revision is left out only where a rule stops the words (out-of-revision-needs-sending-words: a declaration where the key is not defined needs words saying it is sent there; legacy-requests-stop-at-2026 and input-requests-at-2026: at 2026-07-28, every revision-less quote of it is about a legacy request handler, or in a row whose 2026 form is an input request says nothing of 2026, input requests or having none at all)`,
      });
    }
  });
  return problems;
}

export const oneReadingForEveryRevision: Rule = {
  id: 'one-reading-for-every-revision',
  title: 'One reading for every revision',
  description:
    'A value resting only on words that name no revision covers every revision the product could speak in the row’s role (every one content/products.yaml does not record it as not speaking), so the product’s entries give that field there (inferred), unless a named rule stops the words at a revision.',
  why: '“opencode declares roots and nothing else” (the opencode note) names no revision: it says the same of every revision opencode speaks, or of none.',
  examples: {
    pass: {
      says: 'Words naming no revision, given at every revision.',
      edits: [],
      excerpt: { file: 'capabilities/CAP-01.mdx', text: '    - revisions: all\n' },
    },
    fail: {
      says: 'Words naming no revision, given at one revision only.',
      edits: [
        {
          file: 'capabilities/CAP-01.mdx',
          find: 'sources:\n',
          text: '  opencode-v2:\n    - revisions: [\'2025-11-25\']\n      declared: { value: no, evidence: [{ in: observation, quote: "opencode v2 declares none" }] }\n      implemented: unknown\nsources:\n',
        },
        { file: 'capabilities/CAP-01.mdx', text: 'opencode v2 declares none.' },
      ],
    },
  },
  check: ({ corpus, rows, products }) => {
    const rowsById = new Map(rows.map((r) => [r.id, r]));
    const capabilityOf = (id: string) => rowsById.get(id)?.capability;
    return rows.flatMap((row) =>
      Object.entries(row.products).flatMap(([product, entries]) =>
        coverageProblems(corpus, row, product, entries ?? [], products, capabilityOf).map((p): WordsProblem => ({
          rule: 'one-reading-for-every-revision',
          where: { row: row.id },
          field: `products.${product}.${p.entry}.${p.field}.evidence`,
          message: p.message,
        })),
      ),
    );
  },
};
