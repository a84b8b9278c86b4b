/** The rule "front-matter-schema": Front-matter follows the schema. */
import type { Rule } from './rule.ts';

export const frontMatterSchema: Rule = {
  id: 'front-matter-schema',
  title: 'Front-matter follows the schema',
  description:
    'Every field is one the schema knows, with a value of its type: a known product, a known revision, a verdict word, an entry per revision. The message names the field and what to write.',
  why: 'Front-matter “encodes only what the text says; the rest is unknown” (CONTRIBUTING): a field the schema does not know, or a value it cannot read, would publish something the text does not say.',
  examples: {
    pass: {
      says: 'An entry names a known product and revisions.',
      edits: [],
      excerpt: { file: 'capabilities/CAP-01.mdx', text: "  mcpx:\n    - revisions: ['2025-03-26', '2025-06-18', '2025-11-25']" },
    },
    fail: {
      says: 'An entry for a product the register does not know.',
      edits: [{ file: 'capabilities/CAP-01.mdx', find: '  opencode-v1:\n', text: '  opencode-v9:\n' }],
    },
  },
};
