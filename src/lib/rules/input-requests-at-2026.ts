/** The rule "input-requests-at-2026": Where 2026 has only input requests, implemented needs words about them. */
import type { Rule } from './rule.ts';

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
};
