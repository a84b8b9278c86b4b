/**
 * What each other source's fields mean in the register's terms, and which record is which
 * product. The field table is content: each source's `fields` in `content/other-sources/<id>.yaml`
 * says which register rows a field speaks of, and whether it is a client's **declaration** (a key
 * the client sends in its capabilities: comparable with the register's declared value), a client's
 * **use** of a server feature (shown, never compared: the register's server rows say what a product
 * declares as a server), or only a **hint** (a label covering several rows); fields that map to no
 * row are there too, with `rows: []`, so nothing a source says is dropped. Which record is which
 * product is content too (`elsewhere` in `content/products.yaml`), carried by each loaded source.
 */
import type { OtherSourceId, ProductId } from '../register/axes.ts';
import type { FieldMapping, LoadedOtherSource, OtherSource, ProductIdentity } from './schema.ts';

export type { FieldMapping, FieldMeaning, ProductIdentity } from './schema.ts';

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

/**
 * A record of the products file that is one or more register products, with the reason per
 * source that has such a record (a source missing from `reasons` has none). Content: each
 * product's `elsewhere` in `products.yaml` (`src/lib/content/axes.ts` gathers a record given to
 * several products); the loader gives each source its identities (`identitiesOf`).
 */
export interface RecordIdentity {
  key: string;
  products: readonly ProductId[];
  label: string;
  reasons: Readonly<Partial<Record<OtherSourceId, string>>>;
}

/** The identities of `source`'s records: one per record the table gives a reason for in that source, in table order. */
export function identitiesOf(records: readonly RecordIdentity[], source: OtherSourceId): ProductIdentity[] {
  return records.flatMap(({ key, products, label, reasons }) => {
    const reason = reasons[source];
    return reason === undefined ? [] : [{ source, key, products, label, reason }];
  });
}

/** A source's identities that name `product`. */
export function identitiesFor(loaded: Pick<LoadedOtherSource, 'identities'>, product: ProductId): ProductIdentity[] {
  return loaded.identities.filter((i) => i.products.includes(product));
}

/** Is this record of the source one of the register's products? (Else it is an "other client".) */
export function isRegisterProduct(loaded: Pick<LoadedOtherSource, 'identities'>, key: string): boolean {
  return loaded.identities.some((i) => i.key === key);
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
