/** The rule "quote-keeps-scope-words": A quote keeps the words that scope it. */
import type { Rule } from './rule.ts';

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
};
