/** The rule "quote-in-passage": Every quote is in the passage it names. */
import type { Rule } from './rule.ts';

export const quoteInPassage: Rule = {
  id: 'quote-in-passage',
  title: 'Every quote is in the passage it names',
  description:
    'An evidence, because, contrary, settling or relay quote is found, word for word, in the passage its `in` names (a section of a row, a row’s citation, a note, a register header). The message says where else the words are, if anywhere.',
  why: 'The register’s own convention: “Sources. … path:line citations, many with a quoted excerpt” (the source documents’ README); a quote is checkable only when it is where it says.',
  examples: {
    pass: {
      says: 'A quote found in the observation.',
      edits: [],
      excerpt: { file: 'capabilities/CAP-01.mdx', text: 'quote: "renders widgets in the legacy eras"' },
    },
    fail: {
      says: 'A quote the observation does not contain.',
      edits: [
        {
          file: 'capabilities/CAP-01.mdx',
          find: 'quote: "renders widgets in the legacy eras"',
          text: 'quote: "renders widgets in all eras"',
        },
      ],
    },
  },
};
