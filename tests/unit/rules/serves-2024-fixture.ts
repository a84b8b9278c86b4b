/**
 * Edits of the valid fixture (tests/fixtures/content-valid) for the rules about a disputed speaks fact: CAP-01 says mcpx
 * serves hosts at 2024-11-05, CAP-02 says it does not (the fact products.yaml records), and a dispute between the two
 * lists CAP-02's not-spoken cell. Shared by the tests of disputed-cell-shows-both-sides, disputed-words-carry-dispute and
 * contrary-words-need-dispute.
 */
import type { FixtureEdit } from '../../../src/lib/rules/rule.ts';

const SERVER_2024_FACT = `'2024-11-05': { value: no, evidence: [{ in: CAP-02/what, quote: "mcpx does not serve 2024-11-05" }] }`;

/** CAP-01's sentence that mcpx serves 2024-11-05, and a sentence for a 2024-11-05 entry of CAP-01. */
export const SERVES_2024_WORDS: FixtureEdit = {
  file: 'capabilities/CAP-01.mdx',
  find: 'in 2026 it declares them but renders nothing.',
  text: 'in 2026 it declares them but renders nothing. As a server it serves hosts at 2024-11-05 over stdio. Before 2025-03-26 it declares no widgets.',
};

/** The dispute, listing the cells given (CAP-02's by default). */
export function servesDispute(cells = "[{ row: CAP-02, product: mcpx, revisions: ['2024-11-05'] }]"): FixtureEdit {
  return {
    file: 'disputes/mcpx-serves-2024-11-05.yaml',
    text: [
      'id: mcpx-serves-2024-11-05',
      'summary: Does mcpx serve hosts at 2024-11-05?',
      'status: open',
      'rows: [CAP-01, CAP-02]',
      `cells: ${cells}`,
      'positions:',
      '  - { in: CAP-02, says: "“mcpx does not serve 2024-11-05”" }',
      '  - { in: CAP-01, says: "“As a server it serves hosts at 2024-11-05 over stdio.”" }',
    ].join('\n'),
  };
}

/** The server's speaks fact at 2024-11-05 records CAP-01's words as its contrary. */
export const FACT_CONTRARY: FixtureEdit = {
  file: 'products.yaml',
  find: SERVER_2024_FACT,
  text: `${SERVER_2024_FACT.slice(0, -2)}, contrary: [{ value: yes, in: CAP-01/observation, quote: "As a server it serves hosts at 2024-11-05 over stdio." }] }`,
};

/** CAP-01 made a row about the given side (the fixture's is the client's). */
export function cap01Side(side: 'server' | 'both'): FixtureEdit[] {
  return [
    {
      file: 'capabilities/CAP-01.mdx',
      find: 'side: client\ncapability: { side: client,',
      text: `side: ${side}\ncapability: { side: ${side},`,
    },
  ];
}

/** A 2024-11-05 entry of mcpx in CAP-01, declared on the given words. */
export function cap01Entry2024(quote: string, where = 'observation'): FixtureEdit {
  return {
    file: 'capabilities/CAP-01.mdx',
    find: "    - revisions: ['2025-03-26', '2025-06-18', '2025-11-25']",
    text: `    - revisions: ['2024-11-05']\n      declared: { value: no, evidence: [{ in: ${where}, quote: "${quote}" }] }\n      implemented: unknown\n    - revisions: ['2025-03-26', '2025-06-18', '2025-11-25']`,
  };
}
