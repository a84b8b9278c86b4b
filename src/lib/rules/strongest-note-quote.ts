/** The rule "strongest-note-quote": Use the strongest quote. */
import type { Rule } from './rule.ts';

export const strongestNoteQuote: Rule = {
  id: 'strongest-note-quote',
  title: 'Use the strongest quote',
  description:
    'An entry that quotes a note in scope at a revision for one field, while its other field rests there on words naming no revision, quotes the note for that field too (the basis is then stated), or says in `because` why the note does not speak of it.',
  why: 'The opencode note is scoped “Revisions: 2025-11-25” and opens “opencode declares roots and nothing else”: where a note speaks of the product at the revision, its words are the strongest.',
  examples: {
    pass: {
      says: 'Both fields quote the note.',
      edits: [],
      excerpt: {
        file: 'capabilities/CAP-01.mdx',
        text: 'declared: { value: no, evidence: [{ in: note:fixture-note, quote: "declares no widgets" }] }',
      },
    },
    fail: {
      says: 'Declared rests on the row’s generic words while implemented quotes the note.',
      edits: [
        {
          file: 'capabilities/CAP-01.mdx',
          find: '    - revisions: all\n      declared: { value: no, evidence: [{ in: note:fixture-note, quote: "declares no widgets" }] }',
          text: '    - revisions: [\'2025-11-25\']\n      declared: { value: no, evidence: [{ in: what, quote: "A client that has widgets declares widgets" }] }',
        },
        {
          file: 'capabilities/CAP-01.mdx',
          find: '      because: [{ in: note:fixture-note, quote: "whatever the revision, 2026 included" }]\n',
          text: '',
        },
      ],
    },
  },
};
