/**
 * The revision × product matrix, built from row front-matter. The matrix page, the row
 * pages' small matrices and `/matrix.json` all call `buildMatrix`.
 */
import {
  PRODUCTS,
  REVISIONS,
  REVISION_IDS,
  speaks,
  type DeclaredState,
  type ImplementedState,
  type LifecycleState,
  type Product,
  type ProductId,
  type RevisionId,
  type Role,
  type VerdictId,
} from './axes.ts';
import type { Cell, Dispute, Row } from './schema.ts';
import { computeVerdict, playsSide } from './verdict.ts';
import { compareRowIds } from './register-view.ts';
import type { BasisId, EvidenceLink } from './evidence.ts';

export interface MatrixCell {
  row: string;
  product: ProductId;
  revision: RevisionId;
  declared: DeclaredState;
  implemented: ImplementedState;
  note?: string;
  verdict: VerdictId;
  /** How well the documents support the verdict: stated, inferred or unknown (`src/lib/evidence.ts`). */
  basis: BasisId;
  /** The quotes the verdict rests on, each linked to its passage. */
  evidence: EvidenceLink[];
  /** Ids of disputes that cover this cell. */
  disputes: string[];
  /** Stable fragment, e.g. `cap-03--mcpx--2026-07-28`. */
  fragment: string;
}

export interface MatrixRow {
  id: string;
  title: string;
  side: Row['side'];
  slug: string;
  spec: Record<RevisionId, LifecycleState>;
  cells: Record<ProductId, Record<RevisionId, MatrixCell>>;
}

export interface Matrix {
  revisions: typeof REVISIONS;
  products: readonly Product[];
  rows: MatrixRow[];
}

const UNKNOWN_CELL: Cell = { declared: 'unknown', implemented: 'unknown' };

/** The role a product plays for a row's side (`both` rows use the first role it has). */
export function roleFor(side: Row['side'], product: Product): Role | undefined {
  if (side === 'both') return product.roles[0];
  return product.roles.includes(side) ? side : undefined;
}

/** The cell a row's front-matter gives a product at a revision: the revision's own, else `all`, else unknown. */
export function resolveCell(row: Pick<Row, 'products'>, product: ProductId, revision: RevisionId): Cell {
  const cells = row.products[product];
  return cells?.[revision] ?? cells?.all ?? UNKNOWN_CELL;
}

export function rowSlug(id: string): string {
  return id.toLowerCase();
}

export function cellFragment(rowId: string, product: ProductId, revision: RevisionId): string {
  return `${rowSlug(rowId)}--${product}--${revision}`;
}

export function buildMatrixRow(row: Row, disputes: readonly Dispute[] = []): MatrixRow {
  const cells = {} as MatrixRow['cells'];
  for (const product of PRODUCTS as readonly Product[]) {
    const id = product.id as ProductId;
    cells[id] = {} as Record<RevisionId, MatrixCell>;
    const role = roleFor(row.side, product);
    for (const revision of REVISION_IDS) {
      const cell = resolveCell(row, id, revision);
      const verdict = computeVerdict({
        side: row.side,
        roles: product.roles,
        speaks: role && playsSide(row.side, product.roles) ? speaks(product, role, revision) : 'no',
        spec: row.spec[revision].state,
        declared: cell.declared,
        implemented: cell.implemented,
      });
      cells[id][revision] = {
        row: row.id,
        product: id,
        revision,
        declared: cell.declared,
        implemented: cell.implemented,
        ...(cell.note ? { note: cell.note } : {}),
        verdict,
        basis: verdict === 'unknown' ? 'unknown' : 'stated',
        evidence: [],
        disputes: disputes
          .filter((d) => d.cells.some((c) => c.row === row.id && c.product === id && c.revisions.includes(revision)))
          .map((d) => d.id),
        fragment: cellFragment(row.id, id, revision),
      };
    }
  }
  return {
    id: row.id,
    title: row.title,
    side: row.side,
    slug: rowSlug(row.id),
    spec: Object.fromEntries(REVISION_IDS.map((r) => [r, row.spec[r].state])) as Record<RevisionId, LifecycleState>,
    cells,
  };
}

export function buildMatrix(rows: readonly Row[], disputes: readonly Dispute[] = []): Matrix {
  const sorted = [...rows].sort((a, b) => compareRowIds(a.id, b.id));
  return { revisions: REVISIONS, products: PRODUCTS, rows: sorted.map((r) => buildMatrixRow(r, disputes)) };
}
