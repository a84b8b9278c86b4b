/** The rule "one-audit-per-cell": One audit per cell. */
import type { Rule } from './rule.ts';

export const oneAuditPerCell: Rule = {
  id: 'one-audit-per-cell',
  title: 'One audit per cell',
  description:
    'An entry of the audited product whose quotes rest on passages of different audits needs a `because` quoting why they combine, naming the other audit’s row by its id (its values are then inferred). A commit alone does not join two audits, nor does the sentence saying an older comparison is kept.',
  why: '“CAP-02/04/05/06/08 are current (audited at 2a93f3f64); other rows retain the mcpx @ 05c78b2 snapshot” (the register header): two audits are two readings of the code, and “implementation-specific claims there are historical, not current”.',
  examples: {
    pass: {
      says: 'An entry resting on its own row’s audit.',
      edits: [],
      excerpt: {
        file: 'capabilities/CAP-02.mdx',
        text: 'implemented: { value: partial, evidence: [{ in: what, quote: "mcpx declares gadgets at 2025-11-25 and serves some of them" }] }',
      },
    },
    fail: {
      says: 'An entry resting on another audit’s words too.',
      edits: [
        {
          file: 'capabilities/CAP-02.mdx',
          find: 'implemented: { value: partial, evidence: [{ in: what, quote: "mcpx declares gadgets at 2025-11-25 and serves some of them" }] }',
          text: 'implemented: { value: partial, evidence: [{ in: CAP-01/observation, quote: "renders widgets in the legacy eras" }] }',
        },
      ],
    },
  },
};
