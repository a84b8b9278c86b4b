/** The rule "disputed-cell-shows-both-sides": A disputed cell shows both sides. */
import type { FixtureEdit, Rule } from './rule.ts';

/** The fixture's speaks fact for mcpx's server at 2024-11-05, as products.yaml writes it. */
const SERVER_2024_FACT = `'2024-11-05': { value: no, evidence: [{ in: CAP-02/what, quote: "mcpx does not serve 2024-11-05" }] }`;

/** A passage that says mcpx serves 2024-11-05, and a dispute between it and the fact's words listing a cell the fact decides. */
const SERVES_2024_DISPUTE: readonly FixtureEdit[] = [
  {
    file: 'capabilities/CAP-01.mdx',
    find: 'in 2026 it declares them but renders nothing.',
    text: 'in 2026 it declares them but renders nothing. As a server it serves hosts at 2024-11-05 over stdio.',
  },
  {
    file: 'disputes/mcpx-serves-2024-11-05.yaml',
    text: [
      'id: mcpx-serves-2024-11-05',
      'summary: Does mcpx serve hosts at 2024-11-05?',
      'status: open',
      'rows: [CAP-01, CAP-02]',
      "cells: [{ row: CAP-02, product: mcpx, revisions: ['2024-11-05'] }]",
      'positions:',
      '  - { in: CAP-02, says: "“mcpx does not serve 2024-11-05”" }',
      '  - { in: CAP-01, says: "“As a server it serves hosts at 2024-11-05 over stdio.”" }',
    ].join('\n'),
  },
];

export const disputedCellShowsBothSides: Rule = {
  id: 'disputed-cell-shows-both-sides',
  title: 'A disputed cell shows both sides',
  description:
    'For every position of a dispute in a row, each entry of a cell the dispute lists carries the position’s words (as evidence, because or contrary): a quote containing one of its quoted spans, or a whole clause of it. A single word or a citation carries nothing. Where the dispute is about whether the product speaks the revision, the speaks fact the cell’s verdict reads and shows (content/products.yaml: its side’s, or in a row about both sides the product’s first role’s) may carry them instead, and must for a cell it alone decides.',
  why: '“The assessment and source references below preserve the original 05c78b2 comparison” (CAP-22): where two readings of the documents disagree, the cell shows the words of each, so a reader can weigh them.',
  examples: {
    pass: {
      says: 'A dispute about whether mcpx serves 2024-11-05: the speaks fact the cell rests on quotes one position and records the other as its contrary.',
      edits: [
        ...SERVES_2024_DISPUTE,
        {
          file: 'products.yaml',
          find: SERVER_2024_FACT,
          text: `${SERVER_2024_FACT.slice(0, -2)}, contrary: [{ value: yes, in: CAP-01/observation, quote: "As a server it serves hosts at 2024-11-05 over stdio." }] }`,
        },
      ],
    },
    fail: {
      says: 'A position quoting words the cell’s entry does not carry.',
      edits: [
        {
          file: 'disputes/widgets-upstream.yaml',
          find: '{ in: CAP-01, says: declares widgets. }',
          text: '{ in: CAP-01, says: "“It renders widgets in the legacy eras”" }',
        },
      ],
    },
  },
};
