/** The rule "sending-uses-strongest-words": Out-of-revision by sending uses the strongest words. */
import { problemsTagged, type Rule } from './rule.ts';

export const sendingUsesStrongestWords: Rule = {
  id: 'sending-uses-strongest-words',
  title: 'Out-of-revision by sending uses the strongest words',
  description:
    'An implemented yes or partial at a revision that does not define the key, whose quotes do not say the product sends it there, is refused when a sentence of a passage it quotes names the product and says so: quote that sentence.',
  why: 'goose “sends the notification without declaring the capability” (the opencode note): sending a key a revision does not define is what makes a cell out-of-revision, and the words saying so are the evidence.',
  examples: {
    pass: {
      says: 'The fixture quotes no sending words.',
      edits: [],
      excerpt: { file: 'idiosyncrasies/fixture-note.mdx', text: 'The fixture client declares no widgets and renders none' },
    },
    fail: {
      says: 'goose’s value at 2026 ignores the sentence saying it keeps sending.',
      edits: [
        {
          file: 'idiosyncrasies/fixture-note.mdx',
          text: 'That is unlike goose, which renders widgets and keeps sending them at a revision where the widgets no longer exist.',
        },
        {
          file: 'capabilities/CAP-01.mdx',
          find: 'sources:\n',
          text: "  goose:\n    - revisions: ['2025-03-26', '2025-06-18', '2025-11-25', '2026-07-28']\n      declared: unknown\n      implemented: { value: yes, evidence: [{ in: note:fixture-note, quote: \"goose, which renders widgets\" }] }\nsources:\n",
        },
      ],
    },
  },
  check: problemsTagged('sending-uses-strongest-words'),
};
