/** The rule "quote-states-only-its-field": A quote states only the field it speaks of. */
import type { Rule } from './rule.ts';

export const quoteStatesOnlyItsField: Rule = {
  id: 'quote-states-only-its-field',
  title: 'A quote states only the field it speaks of',
  description:
    'A declared value is stated only through words about declaring; an implemented value does not rest on a bare declaration clause (declaration words, no word of what the product does): quote what the product does, or make implemented unknown.',
  why: '“The commented keys are not stubs waiting on a handler … uncommenting a line would declare a capability opencode cannot answer” (the opencode note): declaring and implementing are different claims.',
  examples: {
    pass: {
      says: 'Implemented quotes what the client does.',
      edits: [],
      excerpt: { file: 'capabilities/CAP-01.mdx', text: 'quote: "renders none"' },
    },
    fail: {
      says: 'Implemented quotes a declaration.',
      edits: [{ file: 'capabilities/CAP-01.mdx', find: 'quote: "renders none" }', text: 'quote: "declares no widgets" }' }],
    },
  },
};
