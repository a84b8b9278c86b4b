/**
 * What a matrix tile says: the column order, a cell's marks (verdict, basis, disputed), the
 * words the page prints for them and the accessible name the page script gives the tile.
 * Small and free of the filter code, because the matrix page's first script needs it.
 */
import {
  PRODUCTS,
  REVISIONS,
  defaultBasis,
  getBasis,
  getProduct,
  getVerdict,
  type BasisId,
  type ProductId,
  type RevisionId,
  type VerdictId,
} from '../register/axes.ts';
import type { MatrixCell } from './build.ts';
import { cellFragment } from '../register/ids.ts';
import type { Grouping } from './filters.ts';

export interface Column {
  product: ProductId;
  revision: RevisionId;
}

/** Cell columns in display order: revision-major (`revision`) or product-major (`product`). */
export function columnOrder(grouping: Grouping): Column[] {
  const columns: Column[] = [];
  if (grouping === 'revision') {
    for (const r of REVISIONS) for (const p of PRODUCTS) columns.push({ product: p.id, revision: r.id });
  } else {
    for (const p of PRODUCTS) for (const r of REVISIONS) columns.push({ product: p.id, revision: r.id });
  }
  return columns;
}

/** What a tile shows: its verdict, the basis of that verdict, and whether documents disagree on it. */
export interface CellMarks {
  verdict: VerdictId;
  basis: BasisId;
  disputed: boolean;
  /** Another source disagrees with the register's declared value (`src/lib/sources/compare.ts`); never changes the verdict. */
  disagrees?: boolean;
}

/**
 * The words a tile carries for readers who do not see its symbol: `overclaim`, then
 * `, disputed`, then `, inferred` or `, unknown basis` when the basis is not the verdict's
 * usual one. The server-rendered page prints them (visually hidden) in every cell.
 */
export function cellWords(cell: CellMarks): string {
  const basis =
    cell.basis === defaultBasis(cell.verdict) ? '' : cell.basis === 'unknown' ? ', unknown basis' : `, ${getBasis(cell.basis).label}`;
  return `${cell.verdict}${cell.disputed ? ', disputed' : ''}${cell.disagrees ? ', other sources disagree' : ''}${basis}`;
}

/**
 * `CAP-03, mcpx, 2026-07-28: overclaim, disputed. Declared, not delivered` (with `, inferred`
 * or `, unknown basis` after the verdict's words when the basis is not the usual one): the tile
 * shows only a symbol, so the words live here. Built in the browser from the tile's words.
 */
export function cellAccessibleName(rowId: string, product: ProductId, revision: RevisionId, marks: CellMarks): string {
  return `${rowId}, ${getProduct(product).name}, ${revision}: ${cellWords(marks)}. ${getVerdict(marks.verdict).plain}`;
}

/** The cell's `data-b` attribute: its basis when it is not `stated` (an unknown verdict needs no second mark). */
export function basisAttr(cell: Pick<MatrixCell, 'verdict' | 'basis'>): BasisId | undefined {
  return cell.basis === defaultBasis(cell.verdict) ? undefined : cell.basis;
}

/** A matrix cell's tile marks: verdict, basis, disputed. */
export function cellMarks(cell: Pick<MatrixCell, 'verdict' | 'basis'> & { disputes: readonly string[] }, disagrees = false): CellMarks {
  return { verdict: cell.verdict, basis: cell.basis, disputed: cell.disputes.length > 0, ...(disagrees ? { disagrees } : {}) };
}

/** The cell data a tile is drawn from: a cell of `/matrix.json` (or the matrix it is built from). */
export interface TileCell {
  verdict: VerdictId;
  basis: BasisId;
  disputes: readonly string[];
}

/** Everything a page needs to draw one verdict tile, from one cell: the same on every page. */
export interface TileView {
  verdict: VerdictId;
  /** The verdict's symbol (drawn on its colour by /verdicts.css). */
  symbol: string;
  /** The verdict's word, then `(inferred)` / `(unknown basis)` when the basis is not the verdict's usual one. */
  label: string;
  /** The verdict's word alone. */
  word: string;
  /** `(inferred)` / `(unknown basis)` when the basis is not the verdict's usual one, else empty. */
  basisWord: string;
  /** The `data-b` attribute: the basis when it is not the verdict's usual one. */
  basisAttr: BasisId | undefined;
  /** The basis mark shown after the symbol (`≈` for inferred), empty when none. */
  basisMark: string;
  disputed: boolean;
  /** `cap-03--mcpx--2026-07-28`: the cell's fragment, also the tile's `data-cell`. */
  fragment: string;
  /** The accessible name: row, product, revision, verdict words, plain answer (as on the matrix). */
  name: string;
  /** The tile's attributes: `data-v`, `data-b` (when not the usual basis), `data-cell`. */
  attributes: Record<string, string>;
}

/** The tile of one cell of row `rowId`, product, revision. Pure; every page's tile comes from here. */
export function tileView(rowId: string, product: ProductId, revision: RevisionId, cell: TileCell): TileView {
  const marks = cellMarks(cell);
  const b = basisAttr(cell);
  const v = getVerdict(cell.verdict);
  const fragment = cellFragment(rowId, product, revision);
  const basisWord = b === undefined ? '' : b === 'unknown' ? '(unknown basis)' : `(${getBasis(b).label})`;
  return {
    verdict: cell.verdict,
    symbol: v.symbol,
    label: basisWord ? `${v.label} ${basisWord}` : v.label,
    word: v.label,
    basisWord,
    basisAttr: b,
    basisMark: b === undefined ? '' : getBasis(b).mark,
    disputed: marks.disputed,
    fragment,
    name: cellAccessibleName(rowId, product, revision, marks),
    attributes: { 'data-v': cell.verdict, ...(b ? { 'data-b': b } : {}), 'data-cell': fragment },
  };
}
