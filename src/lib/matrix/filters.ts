/**
 * The matrix page's filter state: parsed from and written to the query string, and
 * applied to rows. Pure, so the browser script and the tests share it. Values that are
 * not known ids are dropped, so nothing from the URL is ever echoed into the page.
 */
import {
  BASIS_IDS,
  defaultBasis,
  getProduct,
  VERDICTS,
  AUDIT_STATUSES,
  EFFORT_SIZES,
  PRODUCT_IDS,
  REVISION_IDS,
  RISK_LEVELS,
  SIDES,
  VERDICT_IDS,
  type AuditStatus,
  type BasisId,
  type EffortSize,
  type ProductId,
  type RevisionId,
  type RiskLevel,
  type Side,
  type VerdictId,
} from '../register/axes.ts';
import { AGREEMENTS, type Agreement } from '../sources/agreements.ts';

/**
 * The kinds of evidence a view can show (`source=`): the register's own documents (a verdict
 * that tells something: neither faded nor unknown), what a shipping client that is the product
 * was observed to do on the wire, what another source says of the cell. Evidence beside the
 * register never changes a verdict; the filter only says where there is some.
 */
export const SOURCES = ['register', 'observed', 'other'] as const;
export type EvidenceSource = (typeof SOURCES)[number];
/** The evidence beside the register's own: what a cell's facts can carry. */
export type BesideSource = Exclude<EvidenceSource, 'register'>;

export const GROUPINGS = ['revision', 'product'] as const;
export type Grouping = (typeof GROUPINGS)[number];

export interface FilterState {
  product: ProductId[];
  revision: RevisionId[];
  side: Side[];
  verdict: VerdictId[];
  /** How well the documents support a cell: stated, inferred, unknown. */
  basis: BasisId[];
  /** How other sources stand to a cell: agree, disagree, none (nothing to compare). */
  agree: Agreement[];
  /** Which kinds of evidence a shown cell must have one of: register, observed, other. */
  source: EvidenceSource[];
  audit: AuditStatus[];
  effort: EffortSize[];
  risk: RiskLevel[];
  /** Free text over row ids and titles. */
  q: string;
  group: Grouping;
}

/** The list parameters, in the order they are written to the URL, with their allowed values. */
export const LIST_PARAMS = {
  product: PRODUCT_IDS,
  revision: REVISION_IDS,
  side: SIDES,
  verdict: VERDICT_IDS,
  basis: BASIS_IDS,
  agree: AGREEMENTS,
  source: SOURCES,
  audit: AUDIT_STATUSES,
  effort: EFFORT_SIZES,
  risk: RISK_LEVELS,
} as const;
export type ListParam = keyof typeof LIST_PARAMS;
export const LIST_PARAM_NAMES = Object.keys(LIST_PARAMS) as ListParam[];

export function emptyFilters(): FilterState {
  return {
    product: [],
    revision: [],
    side: [],
    verdict: [],
    basis: [],
    agree: [],
    source: [],
    audit: [],
    effort: [],
    risk: [],
    q: '',
    group: 'product',
  };
}

/** Read the state from a query string (`?product=mcpx,opencode-v1&q=roots`). */
export function parseFilters(search: string): FilterState {
  const params = new URLSearchParams(search);
  const state = emptyFilters();
  for (const name of LIST_PARAM_NAMES) {
    const allowed = LIST_PARAMS[name] as readonly string[];
    const values = params
      .getAll(name)
      .flatMap((v) => v.split(','))
      .map((v) => v.trim())
      .filter((v) => allowed.includes(v));
    // Keep the axis order so equal states serialise identically.
    (state[name] as string[]) = allowed.filter((v) => values.includes(v));
  }
  state.q = (params.get('q') ?? '').trim().slice(0, 200);
  const group = params.get('group');
  // Products with revision strips is the default; `group=product` (the old way to ask for it) still works.
  state.group = group === 'revision' ? 'revision' : 'product';
  return state;
}

/** Write the state as a query string, `''` when nothing is filtered. */
export function serializeFilters(state: FilterState): string {
  const parts: string[] = [];
  for (const name of LIST_PARAM_NAMES) {
    if (state[name].length) parts.push(`${name}=${state[name].map(encodeURIComponent).join(',')}`);
  }
  if (state.q) parts.push(`q=${encodeURIComponent(state.q)}`);
  if (state.group !== 'product') parts.push(`group=${state.group}`);
  return parts.length ? `?${parts.join('&')}` : '';
}

export function isFiltered(state: FilterState): boolean {
  return serializeFilters({ ...state, group: 'product' }) !== '';
}

/** What the filter needs to know of a row. */
export interface RowFacts {
  id: string;
  title: string;
  side: Side;
  audit: AuditStatus;
  effort: EffortSize;
  risk: RiskLevel;
  /** The verdict of each cell, keyed `product|revision`. */
  verdicts: Record<string, VerdictId>;
  /** The basis of each cell, keyed `product|revision`; a missing key has its verdict's `defaultBasis`. */
  bases?: Record<string, BasisId>;
  /** Where other sources agree or disagree with the register, keyed `product|revision`; a missing key is `none`. */
  agreements?: Record<string, Agreement>;
  /** The evidence beside the register's a cell has (observed on the wire, other sources), keyed `product|revision`; a missing key: none. */
  beside?: Record<string, readonly BesideSource[]>;
}

export const cellKey = (product: string, revision: string) => `${product}|${revision}`;

/**
 * The words a row is found by besides its title, in the matrix's "Find a row" and in the site
 * search (row pages are indexed under them): its id in both spellings (`CAP-17`, `CAP17`), the
 * products with a decided verdict in it (name and id) and the verdicts it has (decided ones:
 * not faded, not unknown).
 */
export function rowTagWords(id: string, cells: Iterable<{ product: ProductId; verdict: VerdictId }>): string[] {
  const products = new Set<ProductId>();
  const verdicts = new Set<VerdictId>();
  for (const c of cells) {
    if (UNINFORMATIVE.has(c.verdict)) continue;
    products.add(c.product);
    verdicts.add(c.verdict);
  }
  const productWords = [...products].flatMap((p) => (getProduct(p).name === p ? [p] : [getProduct(p).name, p]));
  return [id, id.replace('-', ''), ...productWords, ...VERDICTS.filter((v) => verdicts.has(v.id)).map((v) => v.label)];
}

/** Whether every word of `query` is found in the row's id, title (key paths included), products or verdict words. */
export function textMatches(row: RowFacts, query: string): boolean {
  const cells = Object.entries(row.verdicts).map(([key, verdict]) => ({ product: key.split('|')[0] ?? key, verdict }));
  const haystack = [row.title, ...rowTagWords(row.id, cells)].join(' ').toLowerCase();
  return query
    .toLowerCase()
    .split(/\s+/)
    .filter(Boolean)
    .every((word) => haystack.includes(word));
}

export function visibleProducts(state: FilterState): readonly ProductId[] {
  return state.product.length ? state.product : PRODUCT_IDS;
}

export function visibleRevisions(state: FilterState): readonly RevisionId[] {
  return state.revision.length ? state.revision : REVISION_IDS;
}

/** Verdicts of the cells a row shows under the state's product and revision filters. */
export function visibleVerdicts(row: RowFacts, state: FilterState): VerdictId[] {
  const out: VerdictId[] = [];
  for (const p of visibleProducts(state))
    for (const r of visibleRevisions(state)) {
      const v = row.verdicts[cellKey(p, r)];
      if (v) out.push(v);
    }
  return out;
}

/** The kinds of evidence the cell `key` of `row` has: `register` when its verdict tells something, then what is beside it. */
export function cellSources(row: RowFacts, key: string, verdict: VerdictId): EvidenceSource[] {
  return [...(UNINFORMATIVE.has(verdict) ? [] : (['register'] as const)), ...(row.beside?.[key] ?? [])];
}

/** The kinds of evidence of the cell `key` that the state's evidence filter asks for, which the view marks on its tile; none without that filter. */
export function chosenSources(row: RowFacts, key: string, state: FilterState): EvidenceSource[] {
  const verdict = row.verdicts[key];
  if (!state.source.length || !verdict) return [];
  return cellSources(row, key, verdict).filter((s) => state.source.includes(s));
}

export function rowMatches(row: RowFacts, state: FilterState): boolean {
  if (state.side.length && !state.side.includes(row.side)) return false;
  if (state.audit.length && !state.audit.includes(row.audit)) return false;
  if (state.effort.length && !state.effort.includes(row.effort)) return false;
  if (state.risk.length && !state.risk.includes(row.risk)) return false;
  if (state.q && !textMatches(row, state.q)) return false;
  if (state.verdict.length || state.basis.length || state.agree.length || state.source.length) {
    // One shown cell must meet the verdict, basis, agreement and evidence filters.
    let any = false;
    for (const p of visibleProducts(state))
      for (const r of visibleRevisions(state)) {
        const key = cellKey(p, r);
        const v = row.verdicts[key];
        if (!v) continue;
        if (state.verdict.length && !state.verdict.includes(v)) continue;
        if (state.basis.length && !state.basis.includes(row.bases?.[key] ?? defaultBasis(v))) continue;
        if (state.agree.length && !state.agree.includes(row.agreements?.[key] ?? 'none')) continue;
        if (state.source.length && !cellSources(row, key, v).some((s) => state.source.includes(s))) continue;
        any = true;
      }
    if (!any) return false;
  }
  return true;
}

/** Verdicts that tell nothing about a product: faded ones and unknown. A column or row of only these folds. */
export const UNINFORMATIVE: ReadonlySet<VerdictId> = new Set([...VERDICTS.filter((v) => v.faded).map((v) => v.id), 'unknown']);

export interface Folded {
  products: ProductId[];
  revisions: RevisionId[];
  /** Ids of matching rows whose shown cells are all uninformative. */
  rows: string[];
}

/**
 * Under an active filter, the shown products, revisions and matching rows whose every
 * cell is uninformative (unknown or not applicable): the page folds them and says so.
 * Nothing folds in the unfiltered view, and a row or column is never folded to nothing.
 */
export function foldedAxes(rows: readonly RowFacts[], state: FilterState): Folded {
  const none: Folded = { products: [], revisions: [], rows: [] };
  if (!isFiltered(state)) return none;
  const matches = rows.filter((r) => rowMatches(r, state));
  if (!matches.length) return none;
  const informative = (p: ProductId, r: RevisionId) =>
    matches.some((row) => {
      const v = row.verdicts[cellKey(p, r)];
      return v !== undefined && !UNINFORMATIVE.has(v);
    });
  const products = visibleProducts(state).filter((p) => !visibleRevisions(state).some((r) => informative(p, r)));
  const revisions = visibleRevisions(state).filter((r) => !visibleProducts(state).some((p) => informative(p, r)));
  const foldedRows = matches.filter((row) => visibleVerdicts(row, state).every((v) => UNINFORMATIVE.has(v))).map((r) => r.id);
  return {
    products: products.length === visibleProducts(state).length ? [] : products,
    revisions: revisions.length === visibleRevisions(state).length ? [] : revisions,
    rows: foldedRows.length === matches.length ? [] : foldedRows,
  };
}

/** One active filter value, as a removable chip. */
export interface Chip {
  param: ListParam | 'q';
  value: string;
}

export function activeChips(state: FilterState): Chip[] {
  const chips: Chip[] = [];
  for (const name of LIST_PARAM_NAMES) for (const value of state[name] as string[]) chips.push({ param: name, value });
  if (state.q) chips.push({ param: 'q', value: state.q });
  return chips;
}

/** The state without one chip. */
export function withoutChip(state: FilterState, chip: Chip): FilterState {
  if (chip.param === 'q') return { ...state, q: '' };
  return { ...state, [chip.param]: (state[chip.param] as string[]).filter((v) => v !== chip.value) };
}

/** For an empty result: each chip whose removal alone would show rows, with how many. */
export function relaxSuggestions(rows: readonly RowFacts[], state: FilterState): { chip: Chip; count: number }[] {
  return activeChips(state)
    .map((chip) => {
      const relaxed = withoutChip(state, chip);
      return { chip, count: rows.filter((r) => rowMatches(r, relaxed)).length };
    })
    .filter((s) => s.count > 0);
}

/** The verdicts present in the cells the view shows: the legend lists only these. */
export function verdictsInView(rows: readonly RowFacts[], state: FilterState): Set<VerdictId> {
  const present = new Set<VerdictId>();
  for (const row of rows) {
    if (!rowMatches(row, state)) continue;
    for (const v of visibleVerdicts(row, state)) present.add(v);
  }
  return present;
}

/** The verdict of a matrix cell as a count per verdict over matching rows: the summary grid under filters. */
export function countVerdicts(rows: readonly RowFacts[], product: ProductId, revision: RevisionId): Map<VerdictId, number> {
  const counts = new Map<VerdictId, number>();
  for (const row of rows) {
    const v = row.verdicts[cellKey(product, revision)];
    if (v) counts.set(v, (counts.get(v) ?? 0) + 1);
  }
  return counts;
}

/** Per basis, how many cells of a product over the given revisions and matching rows are stated, inferred or unknown. */
export function countBases(rows: readonly RowFacts[], product: ProductId, revisions: readonly RevisionId[]): Record<BasisId, number> {
  const counts = Object.fromEntries(BASIS_IDS.map((b) => [b, 0])) as Record<BasisId, number>;
  for (const row of rows)
    for (const r of revisions) {
      const key = cellKey(product, r);
      const v = row.verdicts[key];
      if (!v) continue;
      counts[row.bases?.[key] ?? defaultBasis(v)] += 1;
    }
  return counts;
}

/**
 * How many matching rows the enhanced matrix keeps in the document at once. Browsers lay
 * out a table as a whole, so a change to a 3,000-row table costs most of a second however
 * the rows are hidden; attaching only a window of the matches keeps each change fast.
 */
export const MATRIX_WINDOW = 100;

/**
 * The rows to attach: the first `size` matches, grown to include `mustShow` (the row a
 * pasted fragment points at) when it matches.
 */
export function windowRows<T>(matches: readonly T[], size: number, mustShow?: T): { shown: T[]; more: number } {
  let end = Math.min(size, matches.length);
  if (mustShow !== undefined) {
    const index = matches.indexOf(mustShow);
    if (index >= end) end = index + 1;
  }
  return { shown: matches.slice(0, end), more: matches.length - end };
}
