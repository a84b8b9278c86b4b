/**
 * The rule "input-requests-at-2026": where 2026 has only input requests (the capabilities of answering roots/list,
 * sampling/createMessage and elicitation/create, `CAPABILITY_KINDS.inputRequest`), what a product does in the legacy eras says
 * nothing of 2026: an implemented yes or partial there quotes words about 2026, the modern era or input requests; a
 * no may also rest on words saying the product has none of it at all. Read where legacy-requests-stop-at-2026 finds
 * no legacy mechanism (`implementedStops`).
 */
import { MODERN_REVISION } from '../register/axes.ts';
import { entriesOf } from './entries.ts';
import { implementedStops } from './legacy-requests-stop-at-2026.ts';
import type { Rule, WordsProblem } from './rule.ts';

const MODERN = MODERN_REVISION;

export const inputRequestsAt2026: Rule = {
  id: 'input-requests-at-2026',
  title: 'Where 2026 has only input requests, implemented needs words about them',
  description:
    'For a capability of answering a server→client request (roots, sampling, elicitation and their modes), a quote carries an implemented value to 2026-07-28 only if it names 2026 or the modern era, speaks of input requests, or, for a no, says the product has none of it at all.',
  why: '“roots then reach a server only as an input request inside an InputRequiredResult” (CAP-02); “unsolicited server→client requests are forbidden” (CAP-22).',
  examples: {
    pass: {
      says: 'The fixture’s widgets are not answered as a request.',
      edits: [],
      excerpt: { file: 'capabilities/CAP-01.mdx', text: 'paths: [widgets]' },
    },
    fail: {
      says: 'An elicitation row whose 2026 value says nothing of 2026 or input requests.',
      edits: [
        { file: 'capabilities/CAP-01.mdx', find: 'paths: [widgets]', text: 'paths: [elicitation]' },
        { file: 'capabilities/CAP-01.mdx', find: "'2026-07-28': { state: removed,", text: "'2026-07-28': { state: defined," },
        { file: 'capabilities/CAP-01.mdx', find: 'but renders nothing.', text: 'but renders nothing. It answers every elicitation.' },
        {
          file: 'capabilities/CAP-01.mdx',
          find: 'implemented: { value: no, evidence: [{ in: observation, quote: "in 2026 it declares them but renders nothing" }] }',
          text: 'implemented: { value: yes, evidence: [{ in: observation, quote: "It answers every elicitation" }] }',
        },
      ],
    },
  },
  check: ({ corpus, rows }) =>
    entriesOf(rows).flatMap((at): WordsProblem[] => {
      const stopped = implementedStops(corpus, at);
      if (!stopped || stopped.stops.some((s) => s.rule === 'legacy-requests-stop-at-2026')) return [];
      const value = at.entry.implemented.value;
      const fix =
        value === 'no'
          ? 'words about 2026, the modern era or input requests, or words saying the product has none of it at all (“has no elicitation at all”)'
          : 'words about 2026, the modern era or input requests';
      return [
        {
          rule: 'input-requests-at-2026',
          where: { row: at.row.id },
          field: `${at.base}.implemented.evidence`,
          message: `"${value}" at ${MODERN} rests on words that say nothing of 2026, where this capability is exercised only as an input request (the server→client request is forbidden; input-requests-at-2026): what the product does in the legacy eras does not say what it does with an input request. Quote ${fix} (in evidence, or in because), or make ${MODERN} unknown (a separate entry without it)${stopped.also}`,
        },
      ];
    }),
};
