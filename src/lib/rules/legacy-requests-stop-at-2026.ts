/**
 * The rule "legacy-requests-stop-at-2026": words about a server→client request or its handler do not reach
 * 2026-07-28, where such requests arrive only as input requests. It stops quotes, not values, and reads the sentence
 * a quote was cut from (`stopAtModern`): an implemented value is refused at 2026-07-28 when none of its quotes
 * (evidence, and the `because` quotes that carry it there) does, and one of them names a legacy-only mechanism.
 */
import { MODERN_REVISION } from '../register/axes.ts';
import { becauseDoesNotCarryImplemented, carryingBecauseImplemented } from '../evidence/because-words.ts';
import type { EvidenceCorpus } from '../evidence/corpus.ts';
import { stopsAtModern, type Stop } from '../evidence/input-requests.ts';
import { entriesOf, type EntryAt } from './entries.ts';
import { modernProblem } from './modern-needs-2026-words.ts';
import type { Rule, WordsProblem } from './rule.ts';

const MODERN = MODERN_REVISION;

/**
 * Why no quote of an entry's implemented value carries it to 2026-07-28, where modern-needs-2026-words passes: each
 * quote's stop, and, for the message, the `because` quotes that carry nothing there. Null when a quote carries it.
 */
export function implementedStops(corpus: EvidenceCorpus, at: EntryAt): { stops: NonNullable<Stop>[]; also: string } | null {
  const { row, product, entry, revisions, capabilityOf } = at;
  const { value, evidence } = entry.implemented;
  if (value === 'unknown' || !evidence?.length || !revisions.includes(MODERN) || modernProblem(corpus, at, 'implemented') !== null)
    return null;
  // A because quote carries the value to 2026 only under the rules evidence obeys.
  const carrying = carryingBecauseImplemented(corpus, entry.because, row, product, capabilityOf, value, true);
  const stops = stopsAtModern(corpus, [...evidence, ...carrying], row.id, row.capability, product, value);
  if (!stops) return null;
  const dropped = (entry.because ?? []).flatMap((ref) => {
    const why = becauseDoesNotCarryImplemented(corpus, ref, row, product, capabilityOf, value, true);
    return why ? [`because ${ref.in} “${ref.quote}” carries nothing here: ${why}`] : [];
  });
  const also = dropped.length
    ? ` (${dropped.join('; ')}: a because quote obeys the rules of evidence where it carries a value, so quote words about ${product} and this row's capability)`
    : '';
  return { stops, also };
}

export const legacyRequestsStopAt2026: Rule = {
  id: 'legacy-requests-stop-at-2026',
  title: 'Legacy request handlers do not reach 2026',
  description:
    'An implemented value at 2026-07-28 whose every quote comes from a sentence about a server→client request or its handler (roots/list, elicitation/create, “request handler”) and does not name 2026 is refused: in 2026 those requests arrive only as input requests. Quote words about 2026, or make 2026 unknown.',
  why: '“2026 deletes the field: client-hosted tasks cannot be expressed once unsolicited server→client requests are forbidden” (CAP-22), and roots “then reach a server only as an input request inside an InputRequiredResult” (CAP-02).',
  examples: {
    pass: {
      says: 'The 2026 value rests on words about 2026.',
      edits: [],
      excerpt: { file: 'capabilities/CAP-01.mdx', text: 'in 2026 it declares them but renders nothing' },
    },
    fail: {
      says: 'A 2026 value resting on a sentence about a request handler.',
      edits: [
        {
          file: 'capabilities/CAP-01.mdx',
          find: 'but renders nothing.',
          text: 'but renders nothing. It renders no widgets or registers a handler.',
        },
        {
          file: 'capabilities/CAP-01.mdx',
          find: 'implemented: { value: no, evidence: [{ in: observation, quote: "in 2026 it declares them but renders nothing" }] }',
          text: 'implemented: { value: no, evidence: [{ in: observation, quote: "It renders no widgets" }] }',
        },
      ],
    },
  },
  check: ({ corpus, rows }) =>
    entriesOf(rows).flatMap((at): WordsProblem[] => {
      const stopped = implementedStops(corpus, at);
      const mechanisms = [...new Set((stopped?.stops ?? []).flatMap((s) => (s.rule === 'legacy-requests-stop-at-2026' ? s.words : [])))];
      if (!stopped || !mechanisms.length) return [];
      return [
        {
          rule: 'legacy-requests-stop-at-2026',
          where: { row: at.row.id },
          field: `${at.base}.implemented.evidence`,
          message: `"${at.entry.implemented.value}" at ${MODERN} rests on words about a server→client request or its handler (${mechanisms.map((w) => `“${w}”`).join(', ')}, in the sentence a quote was cut from), a legacy-only mechanism: in 2026 such requests arrive only as input requests, so these words do not say what the product does there. Quote words about 2026 or the modern era (in evidence, or in because), or make ${MODERN} unknown (a separate entry without it)${stopped.also}`,
        },
      ];
    }),
};
