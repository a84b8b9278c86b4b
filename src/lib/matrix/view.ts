/**
 * What the matrix page shows, computed from the matrix: the spec lifecycle symbols, the
 * per-side row groups and display order, the static pages, the revision × product summary
 * counts with their filtered-view links, and the drawer's plain words. (Column order, tile
 * words and accessible names are in tiles.ts, re-exported here.)
 */
import {
  PRODUCTS,
  REVISIONS,
  VERDICTS,
  getBasis,
  getProduct,
  getVerdict,
  type LifecycleState,
  type ImplementedState,
  type DeclaredState,
  type SpeaksState,
  type ProductId,
  type RevisionId,
  type Side,
  type VerdictId,
  type BasisId,
  EVIDENCE_FIELDS,
  type UseState,
} from '../register/axes.ts';
import type { Matrix, MatrixRow } from './build.ts';
import { carriedClause, carryingQuote, placeWords, statedFor, type CarryingEvidence, type ProductCells } from './carried-words.ts';
import { listWords } from '../register/list-words.ts';
import { verdictWords, type VerdictMarks } from './verdict-marks.ts';
import { emptyFilters, rowTagWords, serializeFilters, type EvidenceSource, type ListParam } from './filters.ts';
import { AGREEMENT_LABELS, type Agreement } from '../sources/agreements.ts';
import { cellAt, specAt } from '../lookup/at.ts';
import { mustKey } from '../lookup/must.ts';
// The tile helpers live in tiles.ts (the matrix page's first script imports them alone).
export { basisAttr, cellAccessibleName, cellMarks, cellWords, columnOrder, type CellMarks, type Column } from './tiles.ts';

export const LIFECYCLE_SYMBOLS: Record<LifecycleState, string> = {
  absent: '∅',
  defined: '●',
  changed: 'Δ',
  deprecated: '▽',
  removed: '✕',
  unknown: '?',
};

/** `Spec: 2024-11-05 defined, …` for the lifecycle cell. */
export function specAccessibleName(row: Pick<MatrixRow, 'spec'>): string {
  return `Spec: ${REVISIONS.map((r) => `${r.id} ${specAt(row, r.id)}`).join(', ')}`;
}

export const SIDE_GROUP_LABELS: Record<Side, string> = {
  client: 'Client capabilities',
  server: 'Server capabilities',
  both: 'Client and server capabilities',
};

/** Rows grouped by side, in the order client, server, both; empty groups dropped. */
export function groupBySide(rows: readonly MatrixRow[]): { side: Side; label: string; rows: MatrixRow[] }[] {
  return (['client', 'server', 'both'] as const)
    .map((side) => ({ side, label: SIDE_GROUP_LABELS[side], rows: rows.filter((r) => r.side === side) }))
    .filter((g) => g.rows.length > 0);
}

/** Rows in the order the matrix shows them: grouped by side (client, server, both), each group in register order. */
export function displayOrder(rows: readonly MatrixRow[]): MatrixRow[] {
  return groupBySide(rows).flatMap((g) => g.rows);
}

/**
 * The static pages of the matrix: page 1 is `/matrix/`, page n is `/matrix/page/<n>/`, each
 * with `size` rows in display order. Readers without JavaScript page through them; the page
 * script loads the other rows itself.
 */
export function matrixPages<T>(ordered: readonly T[], size: number): MatrixPage<T>[] {
  const pages: MatrixPage<T>[] = [];
  for (let i = 0; i === 0 || i < ordered.length; i += size) {
    const rows = ordered.slice(i, i + size);
    pages.push({ number: pages.length + 1, first: i + 1, last: i + rows.length, rows });
  }
  return pages;
}

/** One static page of the matrix: its number, the positions (from 1) of its first and last rows, and the rows. */
export interface MatrixPage<T> {
  number: number;
  first: number;
  last: number;
  rows: T[];
}

/** A matrix page's path under the base path: `matrix/` for page 1, `matrix/page/3/` after. */
export function matrixPagePath(number: number): string {
  return number === 1 ? 'matrix/' : `matrix/page/${number}/`;
}

export interface SummaryCount {
  verdict: VerdictId;
  count: number;
  /** Query string of the matrix filtered to this product, revision and verdict. */
  query: string;
}

export type SummaryCounts = Record<RevisionId, Record<ProductId, SummaryCount[]>>;

/** The counts of one revision × product (`summaryCounts` has every pair of the matrix). */
export function summaryAt(counts: SummaryCounts, revision: RevisionId, product: ProductId): SummaryCount[] {
  return mustKey(mustKey(counts, revision, 'verdict counts for the revision'), product, 'verdict counts for the product');
}

/** For each revision × product, how many rows have each verdict (zero counts left out). */
export function summaryCounts(matrix: Matrix): SummaryCounts {
  const out: SummaryCounts = {};
  for (const r of REVISIONS) {
    const byProduct: Record<ProductId, SummaryCount[]> = {};
    out[r.id] = byProduct;
    for (const p of PRODUCTS) {
      const counts = new Map<VerdictId, number>();
      for (const row of matrix.rows) {
        const v = cellAt(row, p.id, r.id).verdict;
        counts.set(v, (counts.get(v) ?? 0) + 1);
      }
      byProduct[p.id] = VERDICTS.filter((v) => counts.has(v.id)).map((v) => ({
        verdict: v.id,
        count: counts.get(v.id) ?? 0,
        query: serializeFilters({ ...emptyFilters(), product: [p.id], revision: [r.id], verdict: [v.id] }),
      }));
    }
  }
  return out;
}

/** Verdicts present anywhere in the matrix: the legend's server-rendered items. */
export function verdictsPresent(matrix: Matrix): Set<VerdictId> {
  const present = new Set<VerdictId>();
  for (const row of matrix.rows) for (const p of PRODUCTS) for (const r of REVISIONS) present.add(cellAt(row, p.id, r.id).verdict);
  return present;
}

export interface CellNote {
  product: ProductId;
  note: string;
  /** The revisions whose cell carries this note, in order. */
  revisions: RevisionId[];
}

/** A row's cell notes, each once, with the revisions it applies to: the row page lists them under its matrix. */
export function cellNotes(row: MatrixRow): CellNote[] {
  const out: CellNote[] = [];
  for (const p of PRODUCTS) {
    const byNote = new Map<string, RevisionId[]>();
    for (const r of REVISIONS) {
      const note = cellAt(row, p.id, r.id).note;
      if (note) byNote.set(note, [...(byNote.get(note) ?? []), r.id]);
    }
    for (const [note, revisions] of byNote) out.push({ product: p.id, note, revisions });
  }
  return out;
}

/** `all revisions`, or the list of revisions. */
export function revisionsLabel(revisions: readonly RevisionId[]): string {
  return revisions.length === REVISIONS.length ? 'all revisions' : revisions.join(', ');
}

/** "Works?": the implemented state in plain words. */
export const WORKS_PLAIN: Record<ImplementedState, string> = {
  yes: 'Yes',
  partial: 'In part',
  no: 'No',
  unknown: 'Not known',
};

/** "Plays the row’s side?" (`playsSide`: the product's roles against the row's side) in plain words. */
export const PLAYS_PLAIN = { true: 'Yes', false: 'No' } as const;

/**
 * "Speaks this revision?": the speaks fact the verdict read (`MatrixCell.speaks`) in plain words. Not known: no fact is
 * recorded, and the verdict assumes it does (“How sure?” says so).
 */
export const SPEAKS_PLAIN: Record<SpeaksState, string> = {
  yes: 'Yes',
  no: 'No',
  unknown: 'Not known',
};

/** "Declared?": the declared state in plain words. */
export const DECLARED_PLAIN: Record<DeclaredState, string> = {
  yes: 'Yes',
  conditional: 'Only under a condition',
  off: 'The key is sent switched off (it promises nothing)',
  no: 'No',
  unknown: 'Not known',
};

/** The filter form's fieldset legends, per query parameter. */
export const FILTER_LEGENDS: Record<ListParam, string> = {
  product: 'Products',
  revision: 'Revisions',
  side: 'Side',
  verdict: 'Verdicts',
  basis: 'Basis',
  agree: 'Other sources',
  source: 'Evidence',
  audit: 'Audit',
  effort: 'Effort',
  risk: 'Risk',
};

/** How a filter value reads next to its checkbox: product names, verdicts with their symbol, ids otherwise. */
export function filterOptionLabel(param: ListParam, value: string): string {
  if (param === 'product') return getProduct(value).name;
  if (param === 'verdict') {
    const v = getVerdict(value as VerdictId);
    return `${v.symbol} ${v.label}`;
  }
  if (param === 'basis') {
    const b = getBasis(value as BasisId);
    return b.mark ? `${b.mark} ${b.label}` : b.label;
  }
  if (param === 'agree') return AGREEMENT_LABELS[value as Agreement] ?? value;
  if (param === 'source') return SOURCE_LABELS[value as EvidenceSource] ?? value;
  return value;
}

/** The kinds of evidence as the Filters menu and the chips name them (`Evidence: observed on the wire`). */
export const SOURCE_LABELS: Record<EvidenceSource, string> = {
  register: 'the register’s documents',
  observed: 'observed on the wire',
  other: 'other sources',
};

/** What a marked tile adds to its name under the evidence filter: `Evidence: observed on the wire, other sources.` */
export function evidenceWords(sources: readonly EvidenceSource[]): string {
  return sources.length ? `Evidence: ${sources.map((s) => SOURCE_LABELS[s]).join(', ')}.` : '';
}

/** A chip's text: `Products: mcpx`, `Verdicts: ✗ overclaim`, `Text: “roots”`. */
export function chipLabel(param: ListParam | 'q', value: string): string {
  if (param === 'q') return `Text: “${value}”`;
  return `${FILTER_LEGENDS[param]}: ${filterOptionLabel(param, value)}`;
}

/**
 * Words a row page is indexed under besides its text (`rowTagWords`, the same words the
 * matrix's "Find a row" matches): its id in both spellings, the products with a decided
 * verdict and the verdicts it has, so that searching "goose", "overclaim" or "CAP-17" finds it.
 */
export function searchTerms(row: MatrixRow): string {
  return rowTagWords(
    row.id,
    PRODUCTS.flatMap((p) => REVISIONS.map((r) => ({ product: p.id, verdict: cellAt(row, p.id, r.id).verdict }))),
  ).join(' ');
}

/**
 * "How sure?" of a cell decided by the side alone (every quote is role words, inferred): the words say which side the
 * product plays, none that it does not play this one (`SIDE_ONLY_BASIS` in `evidence/basis.ts`). Null for any other cell.
 */
export function sideOnlyWords(cell: { basis: BasisId; evidence: readonly CarryingEvidence[] }, productName: string): string | null {
  const roles = cell.evidence.filter((e) => e.field === 'roles');
  if (cell.basis !== 'inferred' || !roles.length || roles.length !== cell.evidence.length || roles.some((e) => e.scope !== 'inferred'))
    return null;
  const quotes = listWords(roles.map((e) => `“${e.quote}” (${placeWords(e.in)}${e.provenance ? `; from ${e.provenance.label}` : ''})`));
  return `Inferred: the words say which side ${productName} plays, not that it does not play this row’s side (role not audited): ${quotes}.`;
}

/**
 * "How sure?" for one cell, in words: which of the values its verdict rests on are stated,
 * which rest on words that do not name the revision, and whether speaking the revision is known.
 */
export function basisExplanation(
  cell: { basis: BasisId; evidence: readonly CarryingEvidence[] },
  productName: string,
  revision: RevisionId,
  /** The product's other cells in the row (the drawer has them): to say which revisions state a carried value. */
  productCells?: ProductCells,
): string {
  if (cell.basis === 'unknown') return 'Not known: the documents do not say enough to decide this cell.';
  if (cell.basis === 'stated') return `Stated: every value the verdict rests on is quoted in words that name ${revision}.`;
  const side = sideOnlyWords(cell, productName);
  if (side) return side;
  // Each carried value with the words that carry it and where they are written (row and section).
  const carried = EVIDENCE_FIELDS.flatMap((f) => {
    const why = cell.evidence.filter((e) => e.field === f.id && e.scope === 'inferred');
    return why.length ? [carriedClause(f.label, why, revision, productCells)] : [];
  });
  const reasons = [...carried];
  if (!cell.evidence.some((e) => e.field === 'speaks'))
    reasons.push(`no document says whether ${productName} speaks ${revision}; the verdict assumes it does`);
  return `Inferred: ${reasons.join('; ')}.`;
}

/** What a cell's uses value says, in words (the gateway's host link reads the same value). */
export const USES_PLAIN: Record<UseState, string> = {
  yes: 'Uses it, in these words.',
  no: 'Does not use it, in these words.',
  unknown: 'These words say what it does with it, not whether it uses it.',
};

/**
 * "How sure?" as the drawer shows it: at most two sentences (what is carried, and whether
 * speaking the revision is assumed), then the carrying words as a short list, each quote once
 * with the questions it carries, where it is written, and the revisions the row states it for
 * (the audit each speaks for is in the evidence under its question).
 */
export function howSure(
  cell: { basis: BasisId; evidence: readonly CarryingEvidence[] },
  productName: string,
  revision: RevisionId,
  productCells?: ProductCells,
): { summary: string; carrying: string[] } {
  if (cell.basis !== 'inferred') return { summary: basisExplanation(cell, productName, revision), carrying: [] };
  const side = sideOnlyWords(cell, productName);
  if (side) return { summary: side, carrying: [] };
  const carriedFields = EVIDENCE_FIELDS.filter((f) => cell.evidence.some((e) => e.field === f.id && e.scope === 'inferred'));
  const speaks = cell.evidence.some((e) => e.field === 'speaks')
    ? ''
    : `no document says whether ${productName} speaks ${revision}; the verdict assumes it does.`;
  const labels = carriedFields.map((f) => `“${f.label}”`);
  const first = labels.length
    ? `Inferred: ${listWords(labels)} ${labels.length === 1 ? 'is' : 'are'} carried here by words that do not name ${revision}.`
    : `Inferred: ${speaks}`;
  const summary = labels.length && speaks ? `${first} ${speaks.charAt(0).toUpperCase()}${speaks.slice(1)}` : first;
  // Each carrying quote once, with every question it carries.
  const items = new Map<string, { e: CarryingEvidence; fields: string[]; ids: CarryingEvidence['field'][] }>();
  for (const f of carriedFields)
    for (const e of cell.evidence.filter((x) => x.field === f.id && x.scope === 'inferred')) {
      const key = `${e.in}\u0000${e.quote}`;
      const item = items.get(key) ?? { e, fields: [], ids: [] };
      item.fields.push(f.label);
      item.ids.push(f.id);
      items.set(key, item);
    }
  // Where the same row states each carried value for this product (once when the questions agree).
  const statedWords = (id: CarryingEvidence['field']) => {
    const stated = productCells ? statedFor(productCells, id, revision) : undefined;
    return stated === undefined ? '' : stated.length ? `states it for ${listWords(stated)}` : 'states it for no revision';
  };
  const carrying = [...items.values()].map(({ e, fields, ids }) => {
    const words = ids.map(statedWords);
    const where = !words[0]
      ? ''
      : words.every((w) => w === words[0])
        ? `; ${words[0] === 'states it for no revision' ? 'no revision of this row states it' : `this row ${words[0]}`}`
        : `; this row ${ids.map((_, i) => `${words[i]} (${fields[i]})`).join(', ')}`;
    const asked = fields.join(', ');
    return `${asked}${asked.endsWith('?') ? '' : ':'} ${carryingQuote(e, { provenance: false })}${where}`;
  });
  return { summary, carrying };
}

/** The drawer's verdict words after the plain answer: the label, then “disputed” and “not audited” where they hold. */
export function verdictLineMarks(label: string, marks: VerdictMarks): string {
  return `(${verdictWords(label, marks).join(', ')})`;
}

/**
 * The heading of a cell's `uses` in the cell details: “What opencode v1 does with a server's prompts” (the row's title
 * without its side word, which the heading already says). Here, not beside peer-use-quoted-as-uses in `evidence/uses.ts`, because
 * the drawer imports it: that module brings the schema (Zod) into the browser bundle.
 */
export function usesHeading(productName: string, side: Side, title: string): string {
  if (side === 'both') return `What ${productName} does with ${title}`;
  const capability = title.startsWith(`${side} `) ? title.slice(side.length + 1) : title;
  return `What ${productName} does with a ${side}’s ${capability}`;
}
