/** The rule "legacy-requests-stop-at-2026": Legacy request handlers do not reach 2026. */
import type { Rule } from './rule.ts';

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
};
