/** The rule "peer-use-quoted-as-uses": What a product does with a peer’s capability is its uses. */
import type { Rule } from './rule.ts';

export const peerUseQuotedAsUses: Rule = {
  id: 'peer-use-quoted-as-uses',
  title: 'What a product does with a peer’s capability is its uses',
  description:
    'Every sentence of a one-sided row naming a product that does not play the row’s side is quoted by a `uses` of that product (published on its not-applicable cell, never in the verdict); a `uses` quote names its product, and `uses` is refused where the product plays the row’s side.',
  why: '“opencode v1 and v2 list prompts only from servers that declare prompts and turn each into a slash command” (CAP-14): words about a client using a server capability, which no verdict of the client may carry.',
  examples: {
    pass: {
      says: 'CAP-02’s words name only the server.',
      edits: [],
      excerpt: { file: 'capabilities/CAP-02.mdx', text: 'mcpx declares gadgets at 2025-11-25 and serves some of them.' },
    },
    fail: {
      says: 'A sentence about clients listing gadgets that no uses quotes.',
      edits: [
        {
          file: 'capabilities/CAP-02.mdx',
          find: 'mcpx does not serve 2024-11-05.',
          text: 'mcpx does not serve 2024-11-05. opencode v1 and v2 list gadgets only from servers that declare them.',
        },
      ],
    },
  },
};
