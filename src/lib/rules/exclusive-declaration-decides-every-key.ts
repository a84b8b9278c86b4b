/** The rule "exclusive-declaration-decides-every-key": An exclusive declaration decides every key. */
import { problemsTagged, type Rule } from './rule.ts';

export const exclusiveDeclarationDecidesEveryKey: Rule = {
  id: 'exclusive-declaration-decides-every-key',
  title: 'An exclusive declaration decides every key',
  description:
    'Words saying a product declares only K (“declares only elicitation”, “declares roots and nothing else”) say it declares no other key: every other row of its side gives declared no there, quoting them, or a dispute shows the words that contradict them.',
  why: '“Codex declares only elicitation while implementing much more” (the opencode note) says what Codex’s declaration holds of every key.',
  examples: {
    pass: {
      says: 'The fixture quotes no exclusive declaration.',
      edits: [],
      excerpt: { file: 'idiosyncrasies/fixture-note.mdx', text: 'The fixture client declares no widgets and renders none' },
    },
    fail: {
      says: 'Codex declares only gizmos, and a both-sides row leaves its declaration unknown.',
      edits: [
        { file: 'idiosyncrasies/fixture-note.mdx', text: 'Codex declares only gizmos.' },
        {
          file: 'capabilities/CAP-01.mdx',
          find: 'sources:\n',
          text: '  codex:\n    - revisions: [\'2025-11-25\']\n      declared: { value: no, evidence: [{ in: note:fixture-note, quote: "Codex declares only gizmos" }] }\n      implemented: unknown\nsources:\n',
        },
        { file: 'capabilities/CAP-02.mdx', find: 'side: server\ncapability: { side: server', text: 'side: both\ncapability: { side: both' },
      ],
    },
  },
  check: problemsTagged('exclusive-declaration-decides-every-key'),
};
