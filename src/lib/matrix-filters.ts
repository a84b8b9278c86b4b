/**
 * The matrix page's filter state: parsed from and written to the query string, and
 * applied to rows. Pure, so the browser script and the tests share it. Values that are
 * not known ids are dropped, so nothing from the URL is ever echoed into the page.
 */
import {
  AUDIT_STATUSES,
  EFFORT_SIZES,
  PRODUCT_IDS,
  REVISION_IDS,
  RISK_LEVELS,
  SIDES,
  VERDICT_IDS,
  type AuditStatus,
  type EffortSize,
  type ProductId,
  type RevisionId,
  type RiskLevel,
  type Side,
  type VerdictId,
} from './axes.ts';

export const GROUPINGS = ['revision', 'product'] as const;
export type Grouping = (typeof GROUPINGS)[number];

export interface FilterState {
  product: ProductId[];
  revision: RevisionId[];
  side: Side[];
  verdict: VerdictId[];
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
  audit: AUDIT_STATUSES,
  effort: EFFORT_SIZES,
  risk: RISK_LEVELS,
} as const;
export type ListParam = keyof typeof LIST_PARAMS;
export const LIST_PARAM_NAMES = Object.keys(LIST_PARAMS) as ListParam[];

export function emptyFilters(): FilterState {
  return { product: [], revision: [], side: [], verdict: [], audit: [], effort: [], risk: [], q: '', group: 'product' };
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
}

export const cellKey = (product: string, revision: string) => `${product}|${revision}`;

export function visibleProducts(state: FilterState): readonly ProductId[] {
  return state.product.length ? state.product : PRODUCT_IDS;
}

export function visibleRevisions(state: FilterState): readonly RevisionId[] {
  return state.revision.length ? state.revision : REVISION_IDS;
}

/** Verdicts of the cells a row shows under the state's product and revision filters. */
export function visibleVerdicts(row: RowFacts, state: FilterState): VerdictId[] {
  const out: VerdictId[] = [];
  for (const p of visibleProducts(state)) for (const r of visibleRevisions(state)) {
    const v = row.verdicts[cellKey(p, r)];
    if (v) out.push(v);
  }
  return out;
}

export function rowMatches(row: RowFacts, state: FilterState): boolean {
  if (state.side.length && !state.side.includes(row.side)) return false;
  if (state.audit.length && !state.audit.includes(row.audit)) return false;
  if (state.effort.length && !state.effort.includes(row.effort)) return false;
  if (state.risk.length && !state.risk.includes(row.risk)) return false;
  if (state.q) {
    const needle = state.q.toLowerCase();
    if (!row.id.toLowerCase().includes(needle) && !row.title.toLowerCase().includes(needle)) return false;
  }
  if (state.verdict.length) {
    const shown = visibleVerdicts(row, state);
    if (!shown.some((v) => state.verdict.includes(v))) return false;
  }
  return true;
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

export function showingMessage(shown: number, total: number): string {
  return `Showing ${shown} of ${total} rows`;
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
