/**
 * What the other sources hold of the clients, for the pages that show them: a product's records in each source
 * (`/clients/<product>/`, beside its register column: `views/other-sources.ts` joins them with the matrix) and the
 * clients the register does not audit (`/clients/other/`). Pure: pages pass the loaded sources.
 */
import { type DeclaredState, type OtherSourceId, type ProductId, type RevisionId, type VerdictId } from '../register/axes.ts';
import type { Agreement } from './agreements.ts';
import { recordsOf, statementFor } from './compare.ts';
import type { CellOtherSourcesExport } from './export.ts';
import { factUrl } from './links.ts';
import { isRegisterProduct } from './mapping.ts';
import { FORMAT_KEYS } from './formats.ts';
import type { LoadedOtherSource, SourceRecord } from './schema.ts';

export type ExportedStatement = CellOtherSourcesExport['statements'][number];

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
