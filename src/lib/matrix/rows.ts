/**
 * The matrix's rows in compact form, for the matrix page's script (`/matrix/rows.json`):
 * what filtering needs (the row facts, each cell's verdict, basis and dispute flag) and
 * what drawing a row needs (title, spec states), and nothing else. The page server-renders
 * only its first window of rows; the script loads this file when it needs the rest (a filter,
 * "Show more", a link to a row beyond the window). Evidence stays in `/matrix.json` and
 * `/rows/<id>.json`.
 *
 * Codes are positions in the axes' own lists (`VERDICT_IDS`, `BASIS_IDS`,
 * `LIFECYCLE_STATES`) written in base 36, so no second list of ids exists; a row's cells are
 * in `columnOrder('product')`, three characters each: verdict, basis, and flags (1 disputed, +2 when
 * other sources agree with the register, +4 when one disagrees: `src/lib/sources/compare.ts`; +8
 * when a shipping client that is the product was observed on the cell, +16 when other sources
 * say anything of it: the evidence filter, `source=`).
 */
import {
  AUDIT_STATUSES,
  BASIS_IDS,
  EFFORT_SIZES,
  LIFECYCLE_STATES,
  REVISIONS,
  RISK_LEVELS,
  SIDES,
  VERDICT_IDS,
  type AuditStatus,
  type BasisId,
  type EffortSize,
  type LifecycleState,
  type RevisionId,
  type RiskLevel,
  type Side,
  type VerdictId,
} from '../register/axes.ts';
import type { MatrixRow } from './build.ts';
import type { BesideSource, RowFacts } from './filters.ts';
import { columnOrder, type CellMarks, type Column } from './tiles.ts';
import type { Agreement } from '../sources/agreements.ts';
import { cellAt, specAt } from '../lookup/at.ts';

/** `[id, title, side, audit, effort, risk, spec, cells]`. */
export type CompactRow = [
  id: string,
  title: string,
  side: Side,
  audit: AuditStatus,
  effort: EffortSize,
  risk: RiskLevel,
  spec: string,
  cells: string,
];

export interface CompactMatrix {
  /** Every row, in the matrix's order. */
  rows: CompactRow[];
}

/** A row expanded from its compact form: the filter facts and what drawing the row needs. */
export interface RowView {
  facts: RowFacts;
  spec: Record<RevisionId, LifecycleState>;
  /** One per column, in `columnOrder('product')`. */
  cells: (CellMarks & Column)[];
}

const code = (list: readonly string[], value: string): string => {
  const i = list.indexOf(value);
  if (i < 0 || i >= 36) throw new Error(`matrix-rows: ${value} has no one-character code`);
  return i.toString(36);
};
function decode<T extends string>(list: readonly T[], c: string | undefined, what: string): T {
  const value = c === undefined ? undefined : list[parseInt(c, 36)];
  if (value === undefined) throw new Error(`matrix-rows: unknown ${what} code ${JSON.stringify(c)}`);
  return value;
}
function checked<T extends string>(list: readonly T[], value: string, what: string): T {
  if (!(list as readonly string[]).includes(value)) throw new Error(`matrix-rows: unknown ${what} ${JSON.stringify(value)}`);
  return value as T;
}

/** The flag bit of each kind of evidence beside the register's, in a compact cell. */
const BESIDE_FLAGS: Record<BesideSource, number> = { observed: 8, other: 16 };

/**
 * Every cell the evidence beside the register's speaks of, keyed by the cell's fragment: the
 * cells an observation sits beside (`/matrix.json`'s `observations`), and those other sources
 * make a statement of.
 */
export function besideByCell(
  otherSources: ReadonlyMap<string, { statements: readonly unknown[] }>,
  observations: readonly { cells: readonly { register: readonly { fragment: string }[] }[] }[],
): Map<string, BesideSource[]> {
  const out = new Map<string, BesideSource[]>();
  const add = (fragment: string, source: BesideSource) => {
    const list = out.get(fragment) ?? [];
    if (!list.includes(source)) list.push(source);
    out.set(fragment, list);
  };
  for (const o of observations) for (const c of o.cells) for (const side of c.register) add(side.fragment, 'observed');
  for (const [fragment, o] of otherSources) if (o.statements.length) add(fragment, 'other');
  return out;
}

/** One row in compact form; `facts` holds what the matrix row does not (audit, effort, risk). */
export function compactRow(
  row: MatrixRow,
  facts: { audit: AuditStatus; effort: EffortSize; risk: RiskLevel },
  agreements: ReadonlyMap<string, Agreement> = new Map(),
  beside: ReadonlyMap<string, readonly BesideSource[]> = new Map(),
): CompactRow {
  const spec = REVISIONS.map((r) => code(LIFECYCLE_STATES, specAt(row, r.id))).join('');
  const cells = columnOrder('product')
    .map(({ product, revision }) => {
      const c = cellAt(row, product, revision);
      const agreement = agreements.get(c.fragment);
      const flags =
        (c.disputes.length ? 1 : 0) +
        (agreement === 'agree' ? 2 : agreement === 'disagree' ? 4 : 0) +
        (beside.get(c.fragment) ?? []).reduce((sum, s) => sum + BESIDE_FLAGS[s], 0);
      return code(VERDICT_IDS, c.verdict) + code(BASIS_IDS, c.basis) + flags.toString(36);
    })
    .join('');
  return [row.id, row.title, row.side, facts.audit, facts.effort, facts.risk, spec, cells];
}

/** A compact row expanded; throws on a code or value the axes do not know. */
export function expandRow(row: CompactRow): RowView {
  const [id, title, side, audit, effort, risk, spec, cellCodes] = row;
  const columns = columnOrder('product');
  if (spec.length !== REVISIONS.length || cellCodes.length !== columns.length * 3)
    throw new Error(`matrix-rows: ${id} has ${spec.length} spec and ${cellCodes.length / 3} cell codes`);
  const verdicts: Record<string, VerdictId> = {};
  const bases: Record<string, BasisId> = {};
  const agreements: Record<string, Agreement> = {};
  const beside: Record<string, BesideSource[]> = {};
  const cells = columns.map((column, i) => {
    const verdict = decode(VERDICT_IDS, cellCodes[i * 3], 'verdict');
    const basis = decode(BASIS_IDS, cellCodes[i * 3 + 1], 'basis');
    verdicts[`${column.product}|${column.revision}`] = verdict;
    bases[`${column.product}|${column.revision}`] = basis;
    const flags = parseInt(cellCodes.charAt(i * 3 + 2), 36); // the length was checked above
    if (flags & 2) agreements[`${column.product}|${column.revision}`] = 'agree';
    if (flags & 4) agreements[`${column.product}|${column.revision}`] = 'disagree';
    const here = (Object.keys(BESIDE_FLAGS) as BesideSource[]).filter((s) => flags & BESIDE_FLAGS[s]);
    if (here.length) beside[`${column.product}|${column.revision}`] = here;
    return { ...column, verdict, basis, disputed: (flags & 1) === 1, ...(flags & 4 ? { disagrees: true } : {}) };
  });
  return {
    facts: {
      id,
      title,
      side: checked(SIDES, side, 'side'),
      audit: checked(AUDIT_STATUSES, audit, 'audit status'),
      effort: checked(EFFORT_SIZES, effort, 'effort'),
      risk: checked(RISK_LEVELS, risk, 'risk'),
      verdicts,
      bases,
      agreements,
      beside,
    },
    spec: Object.fromEntries(REVISIONS.map((r, i) => [r.id, decode(LIFECYCLE_STATES, spec[i], 'lifecycle')])) as Record<
      RevisionId,
      LifecycleState
    >,
    cells,
  };
}
