/**
 * disputed-cell-shows-both-sides of `rules.ts` (contrary-words-need-dispute bookkeeping as a rule): a cell a dispute lists shows both sides of it, so
 * for every position of the dispute in a row, the cell's entry must carry that position's words: as evidence (the
 * side the cell encodes), in `because`, or as a `contrary` (the other side). A position is carried when some quote of
 * the entry sits in the position's row and is one of the position's quoted spans, or contains one. Positions in a
 * register header or a note are not rows' words about a cell and are not required. As one-audit-per-cell, it binds the cells of
 * the row's audited product (`audit.product`, mcpx): positions are passages of its audits.
 *
 * Whether the product speaks the revision is a fact about the product (`content/products.yaml`), not a value of the
 * row: a cell rests on it too, so the speaks fact its verdict reads (`verdictRole`: the row's side, or in a row about
 * both sides the product's first role) may carry a position (in its evidence, because or `contrary`) for every entry of
 * the cell. That is the one fact the published cell shows: in a row about both sides mcpx's cell shows its client's
 * fact, so the server's words carry nothing there (CAP-26 at 2024-11-05). A listed revision no entry covers, where the
 * fact says the product does not speak it (the cell is not-spoken, decided by the fact alone), shows both sides
 * through the fact.
 */
import type { RuleId } from '../rules/ids.ts';
import { REVISION_IDS } from '../register/axes.ts';
import type { Dispute, EvidenceRef, ProductEntry, ProductFacts, Row } from '../register/schema.ts';
import type { RevisionId } from '../register/axes.ts';
import { factQuotes } from './speaks-contrary.ts';
import { verdictRole } from '../register/verdict.ts';
import { parseLocation } from './locations.ts';
import { contains, quotedSpans } from './note-quotes.ts';
import type { EvidenceCorpus } from './corpus.ts';
import { auditKey, auditsOf, locationProvenance } from './provenance.ts';
import { isClauseOf } from './contrary-words.ts';
import { isOnlyCitation } from './clause-words.ts';

/** Every quote an entry shows: its evidence, because and contrary words. */
function entryQuotes(entry: ProductEntry): EvidenceRef[] {
  return [
    ...(entry.declared.evidence ?? []),
    ...(entry.implemented.evidence ?? []),
    ...(entry.because ?? []),
    ...(entry.contrary ?? []).map((c) => ({ in: c.in, quote: c.quote })),
  ];
}

/**
 * Does a quote written in `row` sit in row `place` and carry one of the spans: contain it, or be at least a whole
 * clause of it (“both”, one word of “Declares both, to both eras”, carries nothing)?
 */
function carries(ref: EvidenceRef, row: string, place: string, spans: readonly string[]): boolean {
  const location = parseLocation(ref.in, row);
  if ('error' in location || (location.kind !== 'section' && location.kind !== 'source') || location.row !== place) return false;
  // A citation (“1404-1417”) is no words of the position, whatever clause it is.
  return !isOnlyCitation(ref.quote) && spans.some((span) => isClauseOf(ref.quote, span));
}

/**
 * Does the entry's note quote a clause of a position in `place` (naming that row, or in it)? A position of the same
 * audit as the cell's evidence is not a contrary (contrary-words-need-dispute: contraries are another audit's words), so the note may show
 * it instead (CAP-26 at 2026-07-28 and CAP-23's “modern extension acknowledges”).
 */
function noteCarries(
  corpus: EvidenceCorpus | undefined,
  entry: ProductEntry,
  row: string,
  place: string,
  spans: readonly string[],
): boolean {
  if (!corpus || !entry.note || (place !== row && !new RegExp(`\\b${place}\\b`).test(entry.note))) return false;
  // Only a position of the entry's own audit: another audit's words are a contrary, shown in the cell's details.
  const own = new Set(auditsOf(corpus, [...(entry.declared.evidence ?? []), ...(entry.implemented.evidence ?? [])], row).map(auditKey));
  const sections = [...(corpus.rows.get(place)?.sections ?? new Map<string, string>())];
  const sameAudit = spans.every((span) =>
    sections.some(
      ([section, text]) => contains(text, span) && own.has(auditKey(locationProvenance(corpus, { kind: 'section', row: place, section }))),
    ),
  );
  if (!sameAudit) return false;
  const quoted = quotedSpans(entry.note);
  return quoted.some((q) => spans.some((span) => isClauseOf(q, span)));
}

/**
 * Is the dispute about whether the product speaks the revision: does a speaks fact of the product at that revision
 * (either role) carry the words of each of its positions in a row (as evidence, because or contrary)? Such a dispute
 * lists the cells its fact decides (mcpx-serves-2024-11-05: the server rows' not-spoken cells), not their words, so
 * disputed-words-carry-dispute does not pass it on to a cell that quotes one of those rows.
 */
export function disputeAboutSpeaks(
  dispute: Dispute,
  rows: ReadonlyMap<string, unknown>,
  product: ProductFacts | undefined,
  revision: RevisionId,
): boolean {
  if (!product) return false;
  const facts = Object.values(product.speaks).flatMap((byRevision) => {
    const fact = byRevision?.[revision];
    return fact ? [fact] : [];
  });
  if (!facts.length) return false;
  const positions = dispute.positions.filter((p) => rows.has(p.in) && quotedSpans(p.says).length);
  return (
    positions.length > 0 &&
    positions.every((position) =>
      facts.some((f) => factQuotes(f).some((ref) => carries(ref, position.in, position.in, quotedSpans(position.says)))),
    )
  );
}

export interface PositionRecordProblem {
  rule: RuleId;
  field: string;
  message: string;
}

/**
 * disputed-cell-shows-both-sides for one dispute: each listed cell's entries, or the speaks fact the cell rests on, carry the
 * words of each of its positions in a row. Without `products`, speaks facts carry nothing.
 */
export function unrecordedPositionProblems(
  dispute: Dispute,
  rows: readonly Row[],
  corpus?: EvidenceCorpus,
  products: readonly ProductFacts[] = [],
): PositionRecordProblem[] {
  const problems: PositionRecordProblem[] = [];
  const byId = new Map(rows.map((r) => [r.id, r]));
  dispute.cells.forEach((cell, i) => {
    const row = byId.get(cell.row);
    if (!row || row.audit.product !== cell.product) return;
    const revisionsOf = (e: ProductEntry) => (e.revisions === 'all' ? REVISION_IDS : e.revisions).filter((r) => cell.revisions.includes(r));
    const entries = (row.products[cell.product] ?? []).filter((e) => revisionsOf(e).length > 0);
    const product = products.find((f) => f.id === cell.product);
    const role = verdictRole(row.side, product?.plays ?? []);
    // Only the fact the cell's verdict reads, which the published cell shows (`matrix/build.ts`).
    const facts = (revision: RevisionId) => {
      const fact = role ? product?.speaks[role]?.[revision] : undefined;
      return fact ? [fact] : [];
    };
    // Listed revisions no entry covers, decided by a speaks fact that says the product does not speak them.
    const bare = cell.revisions.filter((r) => !entries.some((e) => revisionsOf(e).includes(r)) && facts(r).some((f) => f.value === 'no'));
    if (!entries.length && !bare.length) return;
    dispute.positions.forEach((position, p) => {
      if (!byId.has(position.in)) return;
      const spans = quotedSpans(position.says);
      if (!spans.length) return;
      const factCarries = (revision: RevisionId) =>
        facts(revision).some((f) => factQuotes(f).some((ref) => carries(ref, cell.row, position.in, spans)));
      for (const entry of entries) {
        if (entryQuotes(entry).some((ref) => carries(ref, cell.row, position.in, spans))) continue;
        if (noteCarries(corpus, entry, cell.row, position.in, spans)) continue;
        const at = revisionsOf(entry);
        if (at.every(factCarries)) continue;
        problems.push({
          rule: 'disputed-cell-shows-both-sides',
          field: `cells.${i}`,
          message: `lists ${cell.row} ${cell.product} at ${at.join(', ')}, whose entry carries none of the words of its position ${p} in ${position.in} (“${spans[0] ?? ''}”): a cell under a dispute shows both sides, so add them to that entry in content/capabilities/${cell.row}.mdx, as contrary: [{ field, value, in: ${position.in}/<section>, quote: … }] (or as evidence, if the cell rests on them), or, where the dispute is about whether ${cell.product} speaks the revision, to the speaks fact the cell shows (its ${role ?? 'role'}'s, in content/products.yaml: contrary: [{ value, in, quote }]), or take the cell out of the dispute`,
        });
      }
      const missing = bare.filter((r) => !factCarries(r));
      if (missing.length) {
        problems.push({
          rule: 'disputed-cell-shows-both-sides',
          field: `cells.${i}`,
          message: `lists ${cell.row} ${cell.product} at ${missing.join(', ')}, decided by the speaks fact that ${cell.product} does not speak it, which carries none of the words of its position ${p} in ${position.in} (“${spans[0] ?? ''}”): a cell under a dispute shows both sides, so add them to that fact in content/products.yaml, as contrary: [{ value, in: ${position.in}/<section>, quote: … }] (or as evidence, if the fact rests on them), or take the cell out of the dispute`,
        });
      }
    });
  });
  return problems;
}
