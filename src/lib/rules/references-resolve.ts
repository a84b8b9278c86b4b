/** The rule "references-resolve": Every id a file names exists. */
import type { Rule } from './rule.ts';

export const referencesResolve: Rule = {
  id: 'references-resolve',
  title: 'Every id a file names exists',
  description:
    'Every row, note, register, dispute and source a file names exists, and every file is named after its own id. A reference to a missing row is named once, in the file that makes it.',
  why: 'The register links its rows by id (“The server-side replacement is the tasks extension (CAP-26).”): a link to a row that does not exist is a broken page.',
  examples: {
    pass: {
      says: 'A row relates to a row that exists.',
      edits: [],
      excerpt: { file: 'capabilities/CAP-01.mdx', text: 'related: [CAP-02]' },
    },
    fail: {
      says: 'A row relates to a row that does not exist.',
      edits: [{ file: 'capabilities/CAP-01.mdx', find: 'related: [CAP-02]', text: 'related: [CAP-99]' }],
    },
  },
};
