/**
 * Rule 21 of `rules.ts` (rule 7 bookkeeping as a rule, review 7 M2): a cell a dispute lists shows both sides of it, so
 * for every position of the dispute in a row, the cell's entry must carry that position's words: as evidence (the
 * side the cell encodes), in `because`, or as a `contrary` (the other side). A position is carried when some quote of
 * the entry sits in the position's row and is one of the position's quoted spans, or contains one. Positions in a
 * register header or a note are not rows' words about a cell and are not required. As rule 3, it binds the cells of
 * the row's audited product (`audit.product`, mcpx): positions are passages of its audits.
 */
import { REVISION_IDS } from '../register/axes.ts';
import type { Dispute, EvidenceRef, ProductEntry, Row } from '../register/schema.ts';
import { normalizeWords } from './corpus.ts';
import { parseLocation } from './locations.ts';
import { contains, quotedSpans } from './note-quotes.ts';

/** Every quote an entry shows: its evidence, because and contrary words. */
function entryQuotes(entry: ProductEntry): EvidenceRef[] {
  return [
    ...(entry.declared.evidence ?? []),
    ...(entry.implemented.evidence ?? []),
    ...(entry.because ?? []),
    ...(entry.contrary ?? []).map((c) => ({ in: c.in, quote: c.quote })),
  ];
}

/** Does a quote written in `row` sit in row `place` and match one of the spans (either contains the other)? */
function carries(ref: EvidenceRef, row: string, place: string, spans: readonly string[]): boolean {
  const location = parseLocation(ref.in, row);
  if ('error' in location || (location.kind !== 'section' && location.kind !== 'source') || location.row !== place) return false;
  const quote = normalizeWords(ref.quote);
  return spans.some((span) => contains(normalizeWords(span), ref.quote) || contains(quote, span));
}

export interface PositionRecordProblem {
  field: string;
  message: string;
}

/** Rule 21 for one dispute: each listed cell's entries carry the words of each of its positions in a row. */
export function unrecordedPositionProblems(dispute: Dispute, rows: readonly Row[]): PositionRecordProblem[] {
  const problems: PositionRecordProblem[] = [];
  const byId = new Map(rows.map((r) => [r.id, r]));
  dispute.cells.forEach((cell, i) => {
    const row = byId.get(cell.row);
    if (!row || row.audit.product !== cell.product) return;
    const entries = (row.products[cell.product] ?? []).filter((e) =>
      (e.revisions === 'all' ? REVISION_IDS : e.revisions).some((r) => cell.revisions.includes(r)),
    );
    if (!entries.length) return;
    dispute.positions.forEach((position, p) => {
      if (!byId.has(position.in)) return;
      const spans = quotedSpans(position.says);
      if (!spans.length) return;
      for (const entry of entries) {
        if (entryQuotes(entry).some((ref) => carries(ref, cell.row, position.in, spans))) continue;
        const at = (entry.revisions === 'all' ? REVISION_IDS : entry.revisions).filter((r) => cell.revisions.includes(r));
        problems.push({
          field: `cells.${i}`,
          message: `lists ${cell.row} ${cell.product} at ${at.join(', ')}, whose entry carries none of the words of its position ${p} in ${position.in} (“${spans[0] ?? ''}”): a cell under a dispute shows both sides, so add them to that entry in content/capabilities/${cell.row}.mdx, as contrary: [{ field, value, in: ${position.in}/<section>, quote: … }] (or as evidence, if the cell rests on them), or take the cell out of the dispute`,
        });
      }
    });
  });
  return problems;
}
