/** The rule "contrary-words-need-dispute": Words that disagree need a dispute. */
import type { Rule } from './rule.ts';

export const contraryWordsNeedDispute: Rule = {
  id: 'contrary-words-need-dispute',
  title: 'Words that disagree need a dispute',
  description:
    'A contrary records another audit’s words that give a field another value; they speak of that field with that polarity and are about the product. When they come from an audit none of the entry’s evidence is, a dispute about those words lists the cell; a speaks fact’s contrary, every cell whose verdict reads that fact.',
  why: '“The assessment and source references below preserve the original 05c78b2 comparison; implementation-specific claims there are historical, not current” (CAP-22): two audits may disagree, and the site shows both.',
  examples: {
    pass: {
      says: 'The fixture’s entries record no contrary.',
      edits: [],
      excerpt: {
        file: 'capabilities/CAP-02.mdx',
        text: 'implemented: { value: partial, evidence: [{ in: what, quote: "mcpx declares gadgets at 2025-11-25 and serves some of them" }] }',
      },
    },
    fail: {
      says: 'A contrary of another audit no dispute lists.',
      edits: [
        {
          file: 'capabilities/CAP-02.mdx',
          find: 'mcpx declares gadgets at 2025-11-25 and serves some of them" }] }\n---',
          text: 'mcpx declares gadgets at 2025-11-25 and serves some of them" }] }\n      contrary: [{ field: implemented, value: yes, in: CAP-01/observation, quote: "renders widgets in the legacy eras" }]\n---',
        },
      ],
    },
  },
};
