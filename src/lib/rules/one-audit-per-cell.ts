/**
 * The rule "one-audit-per-cell": an entry of the audited product whose quotes rest on passages of different audits
 * needs a `because` that says why they combine, naming the other audit's passage (`audit-join.ts`). An audit is of
 * one product (the row's `audit.product`): other products' sentences are not part of it.
 */
import type { Row } from '../register/schema.ts';
import { joinsAudits } from '../evidence/audit-join.ts';
import type { EvidenceCorpus } from '../evidence/corpus.ts';
import { auditsOf } from '../evidence/provenance.ts';
import { entriesOf } from './entries.ts';
import type { Rule, WordsProblem } from './rule.ts';

function mixedAuditProblems(corpus: EvidenceCorpus, rows: readonly Row[]): WordsProblem[] {
  const problems: WordsProblem[] = [];
  for (const { row, product, entry, base, capabilityOf } of entriesOf(rows)) {
    const where = { row: row.id };
    const audits = auditsOf(corpus, [...(entry.declared.evidence ?? []), ...(entry.implemented.evidence ?? [])], row.id);
    // An audit is of one product (the row's `audit.product`): other products' sentences are not part of it.
    if (product === row.audit.product && audits.length > 1 && !entry.because?.length) {
      problems.push({
        rule: 'one-audit-per-cell',
        where,
        field: `${base}`,
        message: `its quotes rest on passages of different audits (${audits.map((a) => a.label).join('; ')}), and no single audit says this: add because: [{in, quote}] with the words that say why they combine (the values are then inferred), or rest the entry on one audit`,
      });
    } else if (product === row.audit.product && audits.length > 1 && !joinsAudits(corpus, row, product, entry, capabilityOf)) {
      problems.push({
        rule: 'one-audit-per-cell',
        where,
        field: `${base}.because`,
        message: `its quotes rest on passages of different audits (${audits.map((a) => a.label).join('; ')}), but no because quote names the other audit's row by its id in words that join them (in this row or an evidence row, about the product and this row's capability, naming the product or in an observation; a commit alone, a spec sentence naming rows, or the preserved-comparison sentence, does not) (${(entry.because ?? []).map((b) => `${b.in} “${b.quote}”`).join('; ')}): words that say why two audits combine name the other's passage (one-audit-per-cell: CAP-08's Detail “… never admits url mode (CAP-09)”). Quote such words, or rest the entry on one audit`,
      });
    }
  }
  return problems;
}

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
  check: ({ corpus, rows }) => mixedAuditProblems(corpus, rows),
};
