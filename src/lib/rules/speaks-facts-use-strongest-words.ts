/** The rule "speaks-facts-use-strongest-words": Speaks facts use the strongest words. */
import type { Rule } from './rule.ts';

export const speaksFactsUseStrongestWords: Rule = {
  id: 'speaks-facts-use-strongest-words',
  title: 'Speaks facts use the strongest words',
  description:
    'A product fact “speaks revision R as a client/server: yes” whose evidence does not name R is refused when a sentence of a row audited for the product names R and the side: add that sentence as evidence (the fact is then stated).',
  why: '“mcpx does not serve 2024-11-05” (the fixture’s CAP-02) and the register’s own “Asking a host requires the host to be at 2025-11-25 or later” are the words that say which revisions a product speaks.',
  examples: {
    pass: {
      says: 'No row names a revision for mcpx as a server beyond what products.yaml quotes.',
      edits: [],
      excerpt: { file: 'capabilities/CAP-02.mdx', text: 'mcpx does not serve 2024-11-05.' },
    },
    fail: {
      says: 'A row sentence names 2025-11-25 for mcpx as a server, and the fact does not quote it.',
      edits: [
        {
          file: 'capabilities/CAP-01.mdx',
          find: 'but renders nothing.',
          text: 'but renders nothing. As a server it answers widget requests from 2025-11-25.',
        },
      ],
    },
  },
};
