/** The rule "one-reading-for-every-revision": One reading for every revision. */
import type { Rule } from './rule.ts';

export const oneReadingForEveryRevision: Rule = {
  id: 'one-reading-for-every-revision',
  title: 'One reading for every revision',
  description:
    'A value resting only on words that name no revision covers every revision the product could speak in the row’s role (every one content/products.yaml does not record it as not speaking), so the product’s entries give that field there (inferred), unless a named rule stops the words at a revision.',
  why: '“opencode declares roots and nothing else” (the opencode note) names no revision: it says the same of every revision opencode speaks, or of none.',
  examples: {
    pass: {
      says: 'Words naming no revision, given at every revision.',
      edits: [],
      excerpt: { file: 'capabilities/CAP-01.mdx', text: '    - revisions: all\n' },
    },
    fail: {
      says: 'Words naming no revision, given at one revision only.',
      edits: [
        {
          file: 'capabilities/CAP-01.mdx',
          find: 'sources:\n',
          text: '  opencode-v2:\n    - revisions: [\'2025-11-25\']\n      declared: { value: no, evidence: [{ in: observation, quote: "opencode v2 declares none" }] }\n      implemented: unknown\nsources:\n',
        },
        { file: 'capabilities/CAP-01.mdx', text: 'opencode v2 declares none.' },
      ],
    },
  },
};
