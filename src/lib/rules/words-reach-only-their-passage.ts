/** The rule "words-reach-only-their-passage": Words reach only what their passage names. */
import type { Rule } from './rule.ts';

export const wordsReachOnlyTheirPassage: Rule = {
  id: 'words-reach-only-their-passage',
  title: 'Words reach only what their passage names',
  description:
    'A declared or implemented value quoting another row or a note is refused unless the passage the quote sits in names the row’s capability, the quote names the whole capabilities object, or the row’s own words name that row as the same case. In a row about answering a request, implemented words name the request, a handler or an answer.',
  why: 'The opencode note’s “implements exactly that one thing” sits under “opencode declares roots and nothing else”: it speaks of roots, not of every capability.',
  examples: {
    pass: {
      says: 'The note’s words sit in a passage naming widgets.',
      edits: [],
      excerpt: { file: 'idiosyncrasies/fixture-note.mdx', text: 'The fixture client declares no widgets and renders none' },
    },
    fail: {
      says: 'A note’s words from a section that never names widgets.',
      edits: [
        { file: 'idiosyncrasies/fixture-note.mdx', text: '## Elsewhere\n\nIt implements exactly one thing.' },
        {
          file: 'capabilities/CAP-01.mdx',
          find: '{ in: note:fixture-note, quote: "renders none" }',
          text: '{ in: note:fixture-note, quote: "It implements exactly one thing" }',
        },
      ],
    },
  },
};
