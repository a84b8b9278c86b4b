/** The rule "role-words-about-the-product": A role quote is about the product and names no revision. */
import { problemsTagged, type Rule } from './rule.ts';

export const roleWordsAboutTheProduct: Rule = {
  id: 'role-words-about-the-product',
  title: 'A role quote is about the product and names no revision',
  description:
    'A product’s role quote (content/products.yaml) is a sentence about that product alone and names no revision or era: the side a product plays does not change with the revision.',
  why: '“mcpx is an MCP gateway, a client to upstream servers and a server to hosts” (the source documents’ README): a side is a fact about the product.',
  examples: {
    pass: {
      says: 'mcpx’s role quote names mcpx and no revision.',
      edits: [],
      excerpt: { file: 'products.yaml', text: 'mcpx is a gateway that is a client to servers and a server to hosts' },
    },
    fail: {
      says: 'A role quote naming a revision.',
      edits: [
        {
          file: 'products.yaml',
          find: 'quote: "mcpx is a gateway that is a client to servers and a server to hosts"',
          text: 'quote: "mcpx declares gadgets at 2025-11-25"',
        },
      ],
    },
  },
  check: problemsTagged('role-words-about-the-product'),
};
