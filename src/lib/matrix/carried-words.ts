/**
 * "How sure?" of an inferred cell, said from the cell's own evidence in `/matrix.json`: for
 * each carrying quote, the row and section it is written in, the audit it speaks for, the
 * revisions its words name (or that they name none); and the revisions of the same row and
 * product whose cell states the carried value. Nothing here is guessed: every revision named
 * is either in the quote's words or in a stated cell of the export.
 */
import { REVISIONS, type EvidenceFieldId, type RevisionId } from '../register/axes.ts';
import { listWords } from '../register/list-words.ts';

/** What of an exported evidence entry these words read. */
export interface CarryingEvidence {
  field: EvidenceFieldId;
  scope: 'stated' | 'inferred';
  quote: string;
  in: string;
  provenance?: { label: string } | undefined;
}

/** The product's cells of one row, by revision, as `/matrix.json` has them. */
export type ProductCells = Partial<Record<RevisionId, { evidence: readonly CarryingEvidence[] }>>;

/** The revisions a quote names in its own words, in revision order. */
export function revisionsNamed(quote: string): RevisionId[] {
  return REVISIONS.filter((r) => quote.includes(r.id)).map((r) => r.id);
}

/** Where the words are written, for a reader: `CAP-03/detail` → `CAP-03, section “detail”`; `register:roots` → `the roots register’s header`; `note:x` → `the client note x`. */
export function placeWords(location: string): string {
  const register = /^register:(.+)$/.exec(location);
  if (register) return `the ${register[1] ?? ''} register’s header`;
  const note = /^note:(.+)$/.exec(location);
  if (note) return `the client note ${note[1] ?? ''}`;
  const section = /^([A-Z]+-\d+)\/(.+)$/.exec(location);
  if (section) return `${section[1] ?? ''}, section “${section[2] ?? ''}”`;
  return location;
}

/** The revisions (other than `revision`) whose cell, in the same row and product, states `field`. */
export function statedFor(cells: ProductCells, field: EvidenceFieldId, revision: RevisionId): RevisionId[] {
  return REVISIONS.map((r) => r.id).filter(
    (r) => r !== revision && (cells[r]?.evidence ?? []).some((e) => e.field === field && e.scope === 'stated'),
  );
}

/**
 * One carrying quote with where it is written, its audit and the revisions its words name. The drawer's short list
 * leaves the audit out (`provenance: false`): its evidence, under the same question, names it.
 */
export function carryingQuote(e: CarryingEvidence, options: { provenance?: boolean } = {}): string {
  const named = revisionsNamed(e.quote);
  const from = e.provenance && options.provenance !== false ? `; from ${e.provenance.label}` : '';
  return `“${e.quote}” (${placeWords(e.in)}${from}), whose words ${named.length ? `speak of ${listWords(named)}` : 'name no revision'}`;
}

/**
 * The clause for one carried value: the carrying quotes, and where the same row states the
 * value for this product (`this row states it for 2024-11-05`), or that no revision of the row does.
 */
export function carriedClause(label: string, why: readonly CarryingEvidence[], revision: RevisionId, cells?: ProductCells): string {
  const quotes = why.map((e) => carryingQuote(e)).join(' and ');
  const field = why[0]?.field;
  const stated = cells && field ? statedFor(cells, field, revision) : undefined;
  const where =
    stated === undefined ? '' : stated.length ? `; this row states it for ${listWords(stated)}` : '; no revision of this row states it';
  return `“${label}” is carried here by words that do not name ${revision}: ${quotes}${where}`;
}
