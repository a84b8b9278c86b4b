/**
 * What each other source's fields mean in the register's terms, and which record is which
 * product. The field table is content: each source's `fields` in `content/other-sources/<id>.yaml`
 * says which register rows a field speaks of, and whether it is a client's **declaration** (a key
 * the client sends in its capabilities: comparable with the register's declared value), a client's
 * **use** of a server feature (shown, never compared: the register's server rows say what a product
 * declares as a server), or only a **hint** (a label covering several rows); fields that map to no
 * row are there too, with `rows: []`, so nothing a source says is dropped. Which record is which
 * product is content too (`elsewhere` in `content/products.yaml`).
 */
import { OTHER_SOURCE_IDS, type OtherSourceId, type ProductId } from '../register/axes.ts';
import { contentAxes } from '../content/axes.ts';
import type { FieldMapping, OtherSource } from './schema.ts';

export type { FieldMapping, FieldMeaning } from './schema.ts';

/** A source as the mapping needs it: its id and its field table. */
export type MappedSource = Pick<OtherSource, 'id' | 'fields'>;

/** The table's entry for a field of `source`, if it has one. */
export function mappingFor(source: MappedSource, field: string): FieldMapping | undefined {
  return source.fields.find((e) => e.field === field);
}

/** Every row id the sources' tables name (the content check makes sure each exists). */
export function mappedRows(sources: readonly MappedSource[]): string[] {
  return [...new Set(sources.flatMap((s) => s.fields.flatMap((e) => e.rows)))].sort();
}

/** Does the source list what a client sends, so a declaration it lacks is not declared? (Else a missing field is only not listed.) */
export function listsWhatIsSent(source: MappedSource): boolean {
  return source.fields.some((e) => e.meaning === 'declaration' && e.absent === 'does-not');
}

/** Which record of a source is which register product, and why. */
export interface ProductIdentity {
  source: OtherSourceId;
  /** The record's key in the source. */
  key: string;
  /** The register products the record is compared with. */
  products: readonly ProductId[];
  /** How pages name the product the record describes. */
  label: string;
  reason: string;
}

/**
 * The records that are register products: one entry per record key, with the reason per source
 * that has such a record (a source missing from `reasons` has none). `identitiesFrom` spreads
 * it into one identity per source and key. Content: each product's `elsewhere` in
 * `content/products.yaml` (`src/lib/content/axes.ts` gathers a record given to several products).
 */
export interface RecordIdentity {
  key: string;
  products: readonly ProductId[];
  label: string;
  reasons: Partial<Record<OtherSourceId, string>>;
}

const RECORD_IDENTITIES = contentAxes().axes.records as readonly RecordIdentity[];

/** One identity per source (in `OTHER_SOURCE_IDS` order) and record key (in table order). */
export function identitiesFrom(records: readonly RecordIdentity[]): ProductIdentity[] {
  return OTHER_SOURCE_IDS.flatMap((source) =>
    records.flatMap(({ key, products, label, reasons }) => {
      const reason = reasons[source];
      return reason === undefined ? [] : [{ source, key, products, label, reason }];
    }),
  );
}

export const PRODUCT_IDENTITIES: readonly ProductIdentity[] = identitiesFrom(RECORD_IDENTITIES);

/** The identities that name `product` in `source`. */
export function identitiesFor(
  product: ProductId,
  source: OtherSourceId,
  table: readonly ProductIdentity[] = PRODUCT_IDENTITIES,
): ProductIdentity[] {
  return table.filter((i) => i.source === source && i.products.includes(product));
}

/** Is this record one of the register's products? (Else it is an "other client".) */
export function isRegisterProduct(source: OtherSourceId, key: string, table: readonly ProductIdentity[] = PRODUCT_IDENTITIES): boolean {
  return table.some((i) => i.source === source && i.key === key);
}

/** Fields the records carry that map to no row (not in the table, or in it with no row), with how many records carry each: kept and listed, never dropped. */
export function unmappedFields(
  source: MappedSource,
  records: readonly { fields: readonly { field: string }[] }[],
): { field: string; records: number; means: string | null }[] {
  const counts = new Map<string, number>();
  for (const r of records) for (const f of new Set(r.fields.map((x) => x.field))) counts.set(f, (counts.get(f) ?? 0) + 1);
  return [...counts]
    .filter(([field]) => !mappingFor(source, field)?.rows.length)
    .map(([field, n]) => ({ field, records: n, means: mappingFor(source, field)?.means ?? null }))
    .sort((a, b) => a.field.localeCompare(b.field));
}
