/**
 * View models of the pages that show other sources: every disagreement grouped by product
 * (`/sources/compare/`), a product's records beside its register column (`/clients/<product>/`),
 * and the clients the register does not audit (`/clients/other/`). Pure: pages pass the matrix
 * and the loaded sources.
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
import type { EvidenceLink } from '../evidence/links.ts';
import type { Agreement } from './agreements.ts';
import { recordsOf, statementFor, type CellOtherSources } from './compare.ts';
import { otherSourcesForMatrix } from '../matrix/other-sources.ts';
import { exportCellOtherSources, type CellOtherSourcesExport } from './export.ts';
import { factUrl } from './links.ts';
import { isRegisterProduct } from './mapping.ts';
import { FORMAT_KEYS } from './formats.ts';
import type { LoadedOtherSource, SourceRecord } from './schema.ts';
import { cellAt } from '../lookup/at.ts';

type ExportedStatement = CellOtherSourcesExport['statements'][number];

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

/** The sources holding a record read as the product, in source order (each once). */
export function recordingSources(sources: readonly LoadedOtherSource[], product: ProductId): OtherSourceId[] {
  return [...new Set(productRecords(sources, product).map((r) => r.source))];
}

/** A source's record of a product, as the product page lists it. */
export interface ProductRecord {
  source: OtherSourceId;
  key: string;
  label: string;
  title: string;
  revision: string | null;
  url: string;
  reason: string;
}

export interface ProductSourceRow {
  row: string;
  title: string;
  slug: string;
  /** The register's cell per revision. */
  register: { revision: RevisionId; verdict: VerdictId; declared: DeclaredState; fragment: string }[];
  /** Per source, what each of its records says of the row, with the agreement at each revision where there is one. */
  sources: Record<
    OtherSourceId,
    { statement: ExportedStatement; marks: { revision: RevisionId; agreement: Exclude<Agreement, 'none'> }[] }[]
  >;
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

/** A product's records in each source: the records each source's identities read as the product. */
export function productRecords(sources: readonly LoadedOtherSource[], product: ProductId): ProductRecord[] {
  return sources.flatMap((loaded) =>
    recordsOf(loaded, product).map(({ record, identity }) => ({
      source: loaded.source.id,
      key: record.key,
      label: identity.label,
      title: record.title,
      revision: record.revision,
      url: factUrl(loaded.source, record.file, record.line),
      reason: identity.reason,
    })),
  );
}

/** Client-declaration rows (the declared tier) of the sources' field tables, in row order: what `/clients/other/` lists per client. */
export function declarationRows(sources: readonly { source: Pick<LoadedOtherSource['source'], 'fields'> }[]): string[] {
  return [...new Set(sources.flatMap((s) => s.source.fields.filter((e) => e.meaning === 'declaration').flatMap((e) => e.rows)))].sort();
}

export interface OtherClientRecord {
  key: string;
  title: string;
  revision: string | null;
  url: string;
  /** Declaration rows the record declares (`partial` when qualified). */
  declares: { row: string; partial: boolean }[];
}

export interface OtherClient {
  /** The name the listing goes by (the first source's title). */
  name: string;
  /** Per source, its record(s) of the client. */
  sources: Record<OtherSourceId, OtherClientRecord[]>;
}

const norm = (s: string) => s.toLowerCase().replace(/[^a-z0-9]/g, '');

/**
 * Every client the sources name that is not one of the register's products, with what each
 * source says it declares. Records are put together when their keys (Apify's clientInfo.name,
 * canimcp's clientInfo_name) or a clients-page card name and a record's key or title match once
 * case and punctuation are dropped; otherwise a client is listed by one source only.
 */
export function otherClients(sources: readonly LoadedOtherSource[], rows: readonly string[] = declarationRows(sources)): OtherClient[] {
  const clients: OtherClient[] = [];
  const index = new Map<string, OtherClient>();
  const view = (loaded: LoadedOtherSource, r: SourceRecord): OtherClientRecord => ({
    key: r.key,
    title: r.title,
    revision: r.revision,
    url: factUrl(loaded.source, r.file, r.line),
    declares: rows.flatMap((row) => {
      const s = statementFor(loaded.source, r, row);
      return s && s.meaning === 'declaration' && s.says === 'declares' ? [{ row, partial: s.partial }] : [];
    }),
  });
  for (const loaded of sources)
    for (const record of loaded.records) {
      if (isRegisterProduct(loaded, record.key)) continue;
      const names: [string, string] = [norm(record.key), norm(record.title)];
      let client = names.map((n) => index.get(n)).find((c) => c !== undefined);
      if (!client) {
        client = {
          name: record.title,
          sources: Object.fromEntries(sources.map((s) => [s.source.id, []])),
        };
        clients.push(client);
      }
      (client.sources[loaded.source.id] ??= []).push(view(loaded, record));
      // A clientInfo-keyed record is found by its key or title; a card by its name, which matches such a record's key or title.
      for (const n of FORMAT_KEYS[loaded.source.read.format] === 'card' ? [names[0]] : names) if (!index.has(n)) index.set(n, client);
    }
  return clients.sort((a, b) => a.name.localeCompare(b.name, 'en', { sensitivity: 'base' }));
}
