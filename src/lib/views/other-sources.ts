/**
 * The pages that set other sources beside the register's matrix: every disagreement grouped by product
 * (`/sources/compare/`) and a product's records row by row beside its register column (`/clients/<product>/`).
 * Pure: pages pass the matrix and the loaded sources; the join itself is `matrix/other-sources.ts`.
 */
import {
  PRODUCTS,
  REVISION_IDS,
  type DeclaredState,
  type OtherSourceId,
  type Product,
  type ProductId,
  type RevisionId,
  type VerdictId,
} from '../register/axes.ts';
import type { Matrix } from '../matrix/build.ts';
import { otherSourcesForMatrix } from '../matrix/other-sources.ts';
import type { EvidenceLink } from '../evidence/links.ts';
import type { CellOtherSources } from '../sources/compare.ts';
import { exportCellOtherSources } from '../sources/export.ts';
import { productRecords, recordingSources, type ExportedStatement, type ProductRecord, type ProductSourceRow } from '../sources/pages.ts';
import type { LoadedOtherSource } from '../sources/schema.ts';
import { cellAt } from '../lookup/at.ts';

export interface Disagreement {
  product: ProductId;
  row: string;
  rowTitle: string;
  slug: string;
  revision: RevisionId;
  /** The matrix cell's fragment (`cap-02--opencode-v2--2025-06-18`). */
  fragment: string;
  declared: DeclaredState;
  verdict: VerdictId;
  /** The register's words for its declared value. */
  evidence: EvidenceLink[];
  /** The statements that disagree. */
  statements: ExportedStatement[];
}

/**
 * Every cell where another source disagrees with the register, grouped by product in column order
 * (products with none included, empty), with what was compared: the sources holding a record of
 * the product (`recordedBy`) and the cells where a source's statement was set beside the register's
 * (`compared`: agreeing or not). No disagreement means agreement only where `compared` is not zero.
 */
export function disagreementsByProduct(
  matrix: Matrix,
  sources: readonly LoadedOtherSource[],
  cells: Map<string, CellOtherSources> = otherSourcesForMatrix(matrix, sources),
): { product: Product; items: Disagreement[]; recordedBy: OtherSourceId[]; compared: number }[] {
  return (PRODUCTS as readonly Product[]).map((product) => {
    const id = product.id;
    const items: Disagreement[] = [];
    let compared = 0;
    for (const row of matrix.rows)
      for (const revision of REVISION_IDS) {
        const cell = cellAt(row, id, revision);
        const others = cells.get(cell.fragment);
        if (others && others.agreement !== 'none') compared++;
        if (others?.agreement !== 'disagree') continue;
        const exported = exportCellOtherSources(others, sources);
        items.push({
          product: id,
          row: row.id,
          rowTitle: row.title,
          slug: row.slug,
          revision,
          fragment: cell.fragment,
          declared: cell.declared,
          verdict: cell.verdict,
          evidence: cell.evidence.filter((e) => e.field === 'declared'),
          statements: exported.statements.filter((s) => s.agreement === 'disagree'),
        });
      }
    return { product, items, recordedBy: recordingSources(sources, id), compared };
  });
}

/** A product's records in each source, and row by row what they say beside the register's cells. */
export function productComparison(
  matrix: Matrix,
  sources: readonly LoadedOtherSource[],
  product: ProductId,
  cells: Map<string, CellOtherSources> = otherSourcesForMatrix(matrix, sources),
): { records: ProductRecord[]; rows: ProductSourceRow[] } {
  const records = productRecords(sources, product);
  const rows: ProductSourceRow[] = matrix.rows.map((row) => {
    const bySource: ProductSourceRow['sources'] = Object.fromEntries(sources.map((s) => [s.source.id, []]));
    REVISION_IDS.forEach((revision) => {
      const others = cells.get(cellAt(row, product, revision).fragment);
      if (!others) return;
      const exported = exportCellOtherSources(others, sources);
      exported.statements.forEach((statement) => {
        const list = (bySource[statement.source] ??= []);
        let entry = list.find((e) => e.statement.record === statement.record);
        if (!entry) list.push((entry = { statement, marks: [] }));
        if (statement.agreement !== 'none') entry.marks.push({ revision, agreement: statement.agreement });
      });
    });
    return {
      row: row.id,
      title: row.title,
      slug: row.slug,
      register: REVISION_IDS.map((revision) => {
        const c = cellAt(row, product, revision);
        return { revision, verdict: c.verdict, declared: c.declared, fragment: c.fragment };
      }),
      sources: bySource,
    };
  });
  return { records, rows };
}
