/** The rule "disputed-words-carry-dispute": Disputed words carry their dispute. */
import type { Rule } from './rule.ts';

export const disputedWordsCarryDispute: Rule = {
  id: 'disputed-words-carry-dispute',
  title: 'Disputed words carry their dispute',
  description:
    'A declared or implemented value quoting another row X is refused unless every dispute listing X’s cell (same product and revision) lists this cell too. A dispute whose positions speak only of the other side is not passed on, nor one about whether the product speaks that revision (a speaks fact carries each position): it lists the cells that fact decides, not their rows’ words.',
  why: '“The server-side replacement is the tasks extension (CAP-26)” (CAP-22): rows lean on each other’s words, and a cell resting on words under dispute is under that dispute too.',
  examples: {
    pass: {
      says: 'The disputed cell’s words are quoted by no other row.',
      edits: [],
      excerpt: { file: 'disputes/widgets-upstream.yaml', text: '- { row: CAP-01, product: mcpx, revisions: [2026-07-28] }' },
    },
    fail: {
      says: 'CAP-02 quotes CAP-01 words whose cell is disputed.',
      edits: [
        {
          file: 'capabilities/CAP-02.mdx',
          find: 'implemented: { value: partial, evidence: [{ in: what, quote: "mcpx declares gadgets at 2025-11-25 and serves some of them" }] }',
          text: 'implemented: { value: partial, evidence: [{ in: CAP-01/observation, quote: "renders widgets in the legacy eras" }] }\n      because: [{ in: what, quote: "mcpx declares gadgets at 2025-11-25 and serves some of them" }]',
        },
        {
          file: 'disputes/widgets-upstream.yaml',
          find: 'revisions: [2026-07-28] }',
          text: "revisions: [2026-07-28] }\n  - { row: CAP-01, product: mcpx, revisions: ['2025-11-25'] }",
        },
      ],
    },
  },
};
