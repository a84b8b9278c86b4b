/** The rule "same-side-words": The same case needs the same side. */
import type { Rule } from './rule.ts';

export const sameSideWords: Rule = {
  id: 'same-side-words',
  title: 'The same case needs the same side',
  description:
    'A value of a one-sided row (client or server) resting on another row’s words, where that row is about another side or both, quotes words about this row’s side: every clause that names a side names this one.',
  why: 'mcpx is “a client to upstream servers and a server to hosts” (the source documents’ README): what it does as a client says nothing of what it does as a server.',
  examples: {
    pass: {
      says: 'A server value quoting its own row.',
      edits: [],
      excerpt: {
        file: 'capabilities/CAP-02.mdx',
        text: 'implemented: { value: partial, evidence: [{ in: what, quote: "mcpx declares gadgets at 2025-11-25 and serves some of them" }] }',
      },
    },
    fail: {
      says: 'A server value quoting words about the client half.',
      edits: [
        { file: 'capabilities/CAP-01.mdx', text: 'Its client half renders them; nothing else.' },
        {
          file: 'capabilities/CAP-02.mdx',
          find: 'implemented: { value: partial, evidence: [{ in: what, quote: "mcpx declares gadgets at 2025-11-25 and serves some of them" }] }',
          text: 'implemented: { value: partial, evidence: [{ in: CAP-01/observation, quote: "Its client half renders them" }] }',
        },
      ],
    },
  },
};
