/** The rule "dispute-settled-by-current-audit": A dispute is settled only by the current audit. */
import type { Rule } from './rule.ts';

export const disputeSettledByCurrentAudit: Rule = {
  id: 'dispute-settled-by-current-audit',
  title: 'A dispute is settled only by the current audit',
  description:
    'A superseded dispute’s `settledBy` quotes a passage of a row audited at the register header’s current commit, and no dispute it depends on is still open.',
  why: '“CAP-02/04/05/06/08 are current (audited at 2a93f3f64); other rows retain the mcpx @ 05c78b2 snapshot” (the register header): only the current audit can settle what the code does now.',
  examples: {
    pass: {
      says: 'The fixture’s dispute is open.',
      edits: [],
      excerpt: { file: 'disputes/widgets-upstream.yaml', text: 'summary: Does mcpx declare widgets upstream at 2026-07-28?' },
    },
    fail: {
      says: 'A dispute settled by a snapshot row.',
      edits: [
        {
          file: 'disputes/widgets-upstream.yaml',
          find: 'rows: [CAP-01, CAP-02]',
          text: 'status: superseded\nresolution: settled.\nsettledBy: [{ in: CAP-02/what, quote: "mcpx declares gadgets at 2025-11-25" }]\nrows: [CAP-01, CAP-02]',
        },
      ],
    },
  },
};
