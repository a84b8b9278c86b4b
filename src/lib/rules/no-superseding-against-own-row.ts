/**
 * The rule "no-superseding-against-own-row": a superseded dispute is settled only by words no passage of the same row
 * contradicts (another position of the dispute in that row, or a contrary of its cells recorded there), leaving out
 * the older comparison a row preserves and calls historical.
 */
import type { Dispute, Row } from '../register/schema.ts';
import type { EvidenceCorpus } from '../evidence/corpus.ts';
import { parseLocation } from '../evidence/locations.ts';
import { contains, quotedSpans } from '../evidence/note-quotes.ts';
import { isPinnedCurrent, isPreservedComparison } from '../evidence/provenance.ts';
import { findQuote } from '../evidence/quotes.ts';
import type { Rule, WordsProblem } from './rule.ts';

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
 * The passages of the settling quote's row that contradict it (positions in that row beyond one; contraries
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

/** The problems of one superseded dispute's settling words, where they are a current audit's (else dispute-settled-by-current-audit's). */
function contradictedProblems(corpus: EvidenceCorpus, dispute: Dispute, rows: readonly Row[]): WordsProblem[] {
  if (dispute.status !== 'superseded') return [];
  return (dispute.settledBy ?? []).flatMap((ref, i): WordsProblem[] => {
    if (findQuote(corpus, ref, null) || !isPinnedCurrent(corpus, ref, null)) return [];
    const settlingRow = rowOf(ref.in);
    const contradictions = settlingRow ? sameRowContradictions(corpus, dispute, settlingRow, rows) : [];
    if (!contradictions.length) return [];
    return [
      {
        rule: 'no-superseding-against-own-row',
        where: { dispute: dispute.id },
        field: `settledBy.${i}`,
        message: `a superseded dispute is settled only by words no passage of the same row contradicts, but ${contradictions.join('; ')}: write status: open, or settle it with words of a row that does not also say the opposite`,
      },
    ];
  });
}

export const noSupersedingAgainstOwnRow: Rule = {
  id: 'no-superseding-against-own-row',
  title: 'No settling against the row’s own words',
  description:
    'A dispute may be superseded only when no passage of the settling quote’s row contradicts it: not when two of its positions are in that row, nor when a contrary of a cell it lists is there. Words of an older comparison the row keeps as historical are not the row’s own.',
  why: '“The assessment and source references below preserve the original 05c78b2 comparison; implementation-specific claims there are historical, not current” (CAP-22): a row that says both sides cannot settle between them.',
  examples: {
    pass: {
      says: 'The fixture’s dispute is open.',
      edits: [],
      excerpt: { file: 'disputes/widgets-upstream.yaml', text: 'positions:' },
    },
    fail: {
      says: 'A dispute settled by a row holding both of its positions.',
      edits: [
        {
          file: 'disputes/widgets-upstream.yaml',
          find: 'rows: [CAP-01, CAP-02]',
          text: 'status: superseded\nresolution: settled.\nsettledBy: [{ in: CAP-01/observation, quote: "Declares widgets in every era" }]\nrows: [CAP-01, CAP-02]',
        },
        {
          file: 'disputes/widgets-upstream.yaml',
          find: '{ in: fixture-note, says: declares nothing. }',
          text: '{ in: CAP-01, says: renders nothing in 2026. }',
        },
      ],
    },
  },
  check: ({ corpus, rows, disputes }) => disputes.flatMap((dispute) => contradictedProblems(corpus, dispute, rows)),
};
