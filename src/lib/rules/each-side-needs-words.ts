/** The rule "each-side-needs-words": Inside a row about both sides, each side needs its words. */
import type { Rule } from './rule.ts';

export const eachSideNeedsWords: Rule = {
  id: 'each-side-needs-words',
  title: 'Inside a row about both sides, each side needs its words',
  description:
    'An implemented yes or partial of a row about both sides reads the product on every side it plays at that revision, so it rests on words about each side’s implementation. The weaker side decides; a side no words speak of leaves the value unknown.',
  why: '“Both ClientCapabilities and ServerCapabilities carry experimental” (CAP-01): a row about both sides is two promises, and “client polls task results, but upstream task input relay remains open” speaks of one.',
  examples: {
    pass: {
      says: 'A one-sided row, read on its one side.',
      edits: [],
      excerpt: { file: 'capabilities/CAP-02.mdx', text: 'side: server\ncapability: { side: server' },
    },
    fail: {
      says: 'A row made about both sides whose words name no side.',
      edits: [
        { file: 'capabilities/CAP-02.mdx', find: 'side: server\ncapability: { side: server', text: 'side: both\ncapability: { side: both' },
      ],
    },
  },
};
