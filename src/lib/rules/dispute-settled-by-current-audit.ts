/**
 * The rule "dispute-settled-by-current-audit": a superseded dispute is settled only by words of a current audit
 * pinned in the register header (`isPinnedCurrent`), and stays open while a dispute it depends on is open.
 */
import type { Dispute } from '../register/schema.ts';
import type { EvidenceCorpus } from '../evidence/corpus.ts';
import { isPinnedCurrent, refProvenance } from '../evidence/provenance.ts';
import { findQuote } from '../evidence/quotes.ts';
import type { Rule, WordsProblem } from './rule.ts';

/** The problems of one dispute, given every dispute (for `dependsOn`). */
function unsettledProblems(corpus: EvidenceCorpus, dispute: Dispute, byId: ReadonlyMap<string, Dispute>): WordsProblem[] {
  if (dispute.status !== 'superseded') return [];
  const where = { dispute: dispute.id };
  const problems: WordsProblem[] = [];
  for (const id of dispute.dependsOn) {
    if (byId.get(id)?.status !== 'open') continue;
    problems.push({
      rule: 'dispute-settled-by-current-audit',
      where,
      field: 'status',
      message: `depends on the open dispute "${id}", so it stays open: write status: open until "${id}" is settled`,
    });
  }
  (dispute.settledBy ?? []).forEach((ref, i) => {
    // quote-in-passage reports a quote that is not where it says.
    if (findQuote(corpus, ref, null) || isPinnedCurrent(corpus, ref, null)) return;
    const p = refProvenance(corpus, ref, null);
    problems.push({
      rule: 'dispute-settled-by-current-audit',
      where,
      field: `settledBy.${i}`,
      message: `a superseded dispute is settled only by a current audit pinned in the register header, but ${ref.in} is from ${p?.label ?? 'no audit'}: quote a passage of a row the header names as current (“CAP-02 is current at <commit>”) whose observation is at that commit, or write status: open`,
    });
  });
  return problems;
}

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
  check: ({ corpus, disputes }) => {
    const byId = new Map(disputes.map((d) => [d.id, d]));
    return disputes.flatMap((dispute) => unsettledProblems(corpus, dispute, byId));
  },
};
