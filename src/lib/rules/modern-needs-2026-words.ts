/**
 * The rule "modern-needs-2026-words": at 2026-07-28 declared and implemented change meaning (per-request
 * capabilities), so a product value there rests on words about 2026 or the modern era, in evidence or in a `because`
 * that carries it; and each quote of a 2026 value carries it there: a quote naming only other revisions does not
 * ride along on another's “modern”.
 */
import { MODERN_REVISION } from '../register/axes.ts';
import type { EvidenceRef } from '../register/schema.ts';
import { carryingBecauseFor, uncarriedNotes } from '../evidence/because-words.ts';
import { normalizeWords, type EvidenceCorpus } from '../evidence/corpus.ts';
import { parseLocation } from '../evidence/locations.ts';
import { polarityOf, quoteNames, quotesName } from '../evidence/scope.ts';
import { entriesOf, knownValues, type EntryAt, type ValueField } from './entries.ts';
import type { Rule, WordsProblem } from './rule.ts';

const MODERN = MODERN_REVISION;

/** Do two quotes sit in the same passage, one containing the other's words (the same words quoted twice)? */
function sameWords(a: EvidenceRef, b: EvidenceRef, row: string | null): boolean {
  const where = (ref: EvidenceRef) => JSON.stringify(parseLocation(ref.in, row));
  const [x, y] = [normalizeWords(a.quote), normalizeWords(b.quote)];
  return where(a) === where(b) && (x.includes(y) || y.includes(x));
}

/**
 * The problem of one known value of an entry covering 2026-07-28 (the message names the fix), or null. The rules that
 * read what carries an implemented value to 2026-07-28 (legacy-requests-stop-at-2026, input-requests-at-2026) ask only
 * where this passes.
 */
export function modernProblem(corpus: EvidenceCorpus, at: EntryAt, field: ValueField): string | null {
  const { row, product, entry, revisions, capabilityOf } = at;
  const { value, evidence } = entry[field];
  if (!evidence?.length || value === 'unknown' || !revisions.includes(MODERN)) return null;
  const because = carryingBecauseFor(corpus, entry.because, row, product, capabilityOf, field, value);
  const polarity = polarityOf(value);
  const named = quotesName(corpus, evidence, row.id, product, polarity);
  if (named.includes(MODERN)) {
    // A because repeating the entry's own evidence carries nothing new to 2026 for a rider.
    const fresh = (because ?? []).filter((b) => !evidence.some((ref) => sameWords(ref, b, row.id)));
    if (fresh.length && quotesName(corpus, fresh, row.id, product, polarity).includes(MODERN)) return null;
    const riders = evidence.filter((ref) => {
      const own = quoteNames(corpus, ref, row.id, product, polarity);
      return own.length > 0 && !own.includes(MODERN);
    });
    if (!riders.length) return null;
    return `at ${MODERN} rests also on ${riders.map((r) => `${r.in} “${r.quote}”`).join(', ')}, whose words name ${[...new Set(riders.flatMap((r) => quoteNames(corpus, r, row.id, product, polarity)))].join(', ')}, not 2026: each quote of a 2026 value carries it there (declared and implemented change meaning at ${MODERN}), so remove that quote from this entry (or give it its own entry for the revisions it names), or quote words about 2026 or the modern era in because (other words than the evidence: repeating it carries nothing new)`;
  }
  const carried = because?.length ? quotesName(corpus, because, row.id, product, polarity) : [];
  if ((!named.length && !carried.length) || carried.includes(MODERN)) return null;
  const words = [...new Set([...named, ...carried])].join(', ');
  return `at ${MODERN} declared and implemented change meaning (per-request capabilities), but these words speak of ${words}, not 2026: quote words about 2026 or the modern era (in evidence, or in because), or make ${MODERN} unknown (a separate entry, or leave it out of revisions)`;
}

export const modernNeeds2026Words: Rule = {
  id: 'modern-needs-2026-words',
  title: '2026 needs words about 2026',
  description:
    'At 2026-07-28 declared and implemented change meaning (per-request capabilities), so a declared or implemented value there needs words about 2026 or the modern era, in every quote of it or in `because`. A `because` repeating the evidence carries nothing new.',
  why: '“A capability is a promise about the revision in force” (the register header), and 2026-07-28 is the “modern” era: “per-request capabilities, server/discover, extensions” (the source documents’ README).',
  examples: {
    pass: {
      says: 'The 2026 value quotes words about 2026.',
      edits: [],
      excerpt: { file: 'capabilities/CAP-01.mdx', text: 'quote: "in 2026 it declares them but renders nothing"' },
    },
    fail: {
      says: 'A 2026 value quoting words about the legacy eras.',
      edits: [
        {
          file: 'capabilities/CAP-01.mdx',
          find: 'quote: "in 2026 it declares them but renders nothing"',
          text: 'quote: "renders widgets in the legacy eras"',
        },
      ],
    },
  },
  check: ({ corpus, rows }) =>
    entriesOf(rows).flatMap((at) =>
      knownValues(at.entry).flatMap(({ field, value }): WordsProblem[] => {
        const message = modernProblem(corpus, at, field);
        if (!message) return [];
        const notes = uncarriedNotes(corpus, at.entry.because, at.row, at.product, at.capabilityOf, field, value);
        return [
          {
            rule: 'modern-needs-2026-words',
            where: { row: at.row.id },
            field: `${at.base}.${field}.evidence`,
            message: `"${value}" ${message}${notes}`,
          },
        ];
      }),
    ),
};
