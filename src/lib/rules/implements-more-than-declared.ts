/** The rule "implements-more-than-declared": “Declares only K while implementing more” decides K only. */
import { problemsTagged, type Rule } from './rule.ts';

export const implementsMoreThanDeclared: Rule = {
  id: 'implements-more-than-declared',
  title: '“Declares only K while implementing more” decides K only',
  description:
    'Words saying a product declares only K while implementing more say K is implemented (the row about K gives implemented yes, inferred) and nothing of any other key: quoted as implemented evidence of another row they are refused.',
  why: '“Codex declares only elicitation while implementing much more” (the opencode note) never says what more.',
  examples: {
    pass: {
      says: 'The fixture quotes no such words.',
      edits: [],
      excerpt: { file: 'idiosyncrasies/fixture-note.mdx', text: 'The fixture client declares no widgets and renders none' },
    },
    fail: {
      says: '“implementing much more” quoted for another key.',
      edits: [
        {
          file: 'capabilities/CAP-01.mdx',
          find: 'but renders nothing.',
          text: 'but renders nothing. Codex declares only gadgets while implementing much more.',
        },
        {
          file: 'capabilities/CAP-01.mdx',
          find: 'sources:\n',
          text: "  codex:\n    - revisions: ['2024-11-05', '2025-03-26', '2025-06-18', '2025-11-25', '2026-07-28']\n      declared: { value: no, evidence: [{ in: observation, quote: \"Codex declares only gadgets while implementing much more\" }] }\n      implemented: { value: yes, evidence: [{ in: observation, quote: \"Codex declares only gadgets while implementing much more\" }] }\nsources:\n",
        },
      ],
    },
  },
  check: problemsTagged('implements-more-than-declared'),
};
