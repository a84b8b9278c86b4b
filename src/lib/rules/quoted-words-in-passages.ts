/** The rule "quoted-words-in-passages": Words in quotation marks are in their passages. */
import type { Rule } from './rule.ts';

export const quotedWordsInPassages: Rule = {
  id: 'quoted-words-in-passages',
  title: 'Words in quotation marks are in their passages',
  description:
    'Words a note, a dispute position or a resolution puts in quotation marks are in the row or the passages its evidence names. Words not in them are written without quotation marks, as the register’s own.',
  why: 'A quotation mark says “these are the document’s words”; the site shows them as such, so they must be there.',
  examples: {
    pass: {
      says: 'A note without quotation marks.',
      edits: [],
      excerpt: { file: 'capabilities/CAP-01.mdx', text: 'note: declared in every era' },
    },
    fail: {
      says: 'A note quoting words the row does not have.',
      edits: [
        {
          file: 'capabilities/CAP-01.mdx',
          find: '      note: declared in every era',
          text: '      note: "The observation: “it renders widgets in 2026”."',
        },
      ],
    },
  },
};
