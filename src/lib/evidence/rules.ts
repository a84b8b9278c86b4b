/**
 * The content check's rules of truth, beyond “the quote is in its passage” (`quotes.ts`): what the words of each
 * value, contrary, speaks fact and dispute say, read against the revisions, sides, audits and products they are
 * written for. Each problem is tagged with the rule that found it; each rule is documented, with why and examples,
 * in its module under `src/lib/rules/` (and in docs/rules.md, written from them). The helpers each rule calls live
 * beside this file (`scope.ts`, `coverage.ts`, `reach.ts`, `input-requests.ts`, …), each saying what it reads.
 */
import type { Dispute, ProductFacts, Row } from '../register/schema.ts';
import { type EvidenceCorpus } from './corpus.ts';
import { isPinnedCurrent, isPreservedComparison, refProvenance } from './provenance.ts';
import { contains, quotedSpans } from './note-quotes.ts';
import { findQuote } from './quotes.ts';
import { parseLocation } from './locations.ts';
import { unrecordedPositionProblems } from './position-record.ts';
import type { RuleId } from '../rules/ids.ts';

export interface DisputeProblem {
  rule: RuleId;
  field: string;
  message: string;
}

/** The row an evidence location is in (null for notes and register headers). */
function rowOf(where: string): string | null {
  const location = parseLocation(where, null);
  return 'error' in location || location.kind === 'note' || location.kind === 'register' ? null : location.row;
}

/**
 * Is a position in `row` only the words of the older comparison the row preserves? Every span it quotes is found
 * only in sections of that comparison (“implementation-specific claims there are historical, not current”).
 */
function positionIsPreserved(corpus: EvidenceCorpus, row: string, says: string): boolean {
  const sections = [...(corpus.rows.get(row)?.sections ?? new Map<string, string>())];
  const spans = quotedSpans(says);
  return (
    spans.length > 0 &&
    spans.every((span) => {
      const found = sections.filter(([, text]) => contains(text, span));
      return found.length > 0 && found.every(([section]) => isPreservedComparison(corpus, { kind: 'section', row, section }));
    })
  );
}

/**
 * no-superseding-against-own-row: the passages of the settling quote's row that contradict it (positions in that row beyond one; contraries
 * of the dispute's cells in it), leaving out the older comparison the row preserves and calls historical.
 */
function sameRowContradictions(corpus: EvidenceCorpus, dispute: Dispute, settlingRow: string, rows: readonly Row[]): string[] {
  const found: string[] = [];
  const positions = dispute.positions.filter((p) => p.in === settlingRow && !positionIsPreserved(corpus, settlingRow, p.says));
  if (positions.length > 1) found.push(`${positions.length} of its positions are in ${settlingRow} (the row says both)`);
  for (const cell of dispute.cells) {
    const entries = rows.find((r) => r.id === cell.row)?.products[cell.product as keyof Row['products']] ?? [];
    for (const entry of entries) {
      const covers = entry.revisions === 'all' || entry.revisions.some((r) => cell.revisions.includes(r));
      for (const c of covers ? (entry.contrary ?? []) : []) {
        const location = parseLocation(c.in, cell.row);
        if ('error' in location || isPreservedComparison(corpus, location)) continue;
        if ((rowOf(c.in) ?? cell.row) === settlingRow) found.push(`${cell.row}'s ${cell.product} entry records contrary words in ${c.in}`);
      }
    }
  }
  return found;
}

/** dispute-settled-by-current-audit (and 4b and 21, given the rows) for one dispute, given every dispute (for `dependsOn`). */
export function checkDispute(
  corpus: EvidenceCorpus,
  dispute: Dispute,
  all: readonly Dispute[],
  rows: readonly Row[] = [],
  products: readonly ProductFacts[] = [],
): DisputeProblem[] {
  const problems: DisputeProblem[] = [...unrecordedPositionProblems(dispute, rows, corpus, products)];
  const byId = new Map(all.map((d) => [d.id, d]));
  dispute.dependsOn.forEach((id) => {
    const other = byId.get(id);
    if (other && dispute.status === 'superseded' && other.status === 'open') {
      problems.push({
        rule: 'dispute-settled-by-current-audit',
        field: 'status',
        message: `depends on the open dispute "${id}", so it stays open: write status: open until "${id}" is settled`,
      });
    }
  });
  (dispute.settledBy ?? []).forEach((ref, i) => {
    // quote-in-passage reports a quote that is not where it says.
    if (findQuote(corpus, ref, null)) return;
    if (dispute.status === 'superseded' && !isPinnedCurrent(corpus, ref, null)) {
      const p = refProvenance(corpus, ref, null);
      problems.push({
        rule: 'dispute-settled-by-current-audit',
        field: `settledBy.${i}`,
        message: `a superseded dispute is settled only by a current audit pinned in the register header, but ${ref.in} is from ${p?.label ?? 'no audit'}: quote a passage of a row the header names as current (“CAP-02 is current at <commit>”) whose observation is at that commit, or write status: open`,
      });
      return;
    }
    const settlingRow = rowOf(ref.in);
    const contradictions = dispute.status === 'superseded' && settlingRow ? sameRowContradictions(corpus, dispute, settlingRow, rows) : [];
    if (contradictions.length) {
      problems.push({
        rule: 'no-superseding-against-own-row',
        field: `settledBy.${i}`,
        message: `a superseded dispute is settled only by words no passage of the same row contradicts, but ${contradictions.join('; ')}: write status: open, or settle it with words of a row that does not also say the opposite`,
      });
    }
  });
  return problems;
}
