/**
 * The walks most rules of words make: every product entry of every row, in row, product and entry order, with what
 * their checks need (the revisions it covers, its field path, the other rows' capabilities); and every speaks fact of
 * the products.
 */
import { REVISION_IDS, ROLES, type RevisionId, type Role } from '../register/axes.ts';
import type { CapabilityRef, EvidenceRef, ProductEntry, ProductFacts, Row, SpeaksFact } from '../register/schema.ts';

/** One product entry of a row, where it is. */
export interface EntryAt {
  row: Row;
  product: string;
  entry: ProductEntry;
  /** Its index among the product's entries. */
  index: number;
  /** Its field path: `products.<product>.<index>`. */
  base: string;
  /** The revisions it covers. */
  revisions: readonly RevisionId[];
  /** Another row's capability, by id. */
  capabilityOf: (row: string) => CapabilityRef | undefined;
}

/** The revisions an entry covers. */
export function revisionsOf(entry: Pick<ProductEntry, 'revisions'>): readonly RevisionId[] {
  return entry.revisions === 'all' ? REVISION_IDS : entry.revisions;
}

/** Every product entry of the rows, in row, product and entry order. */
export function entriesOf(rows: readonly Row[]): EntryAt[] {
  const byId = new Map(rows.map((r) => [r.id, r]));
  const capabilityOf = (id: string) => byId.get(id)?.capability;
  return rows.flatMap((row) =>
    Object.entries(row.products).flatMap(([product, entries]) =>
      (entries ?? []).map((entry, index) => ({
        row,
        product,
        entry,
        index,
        base: `products.${product}.${index}`,
        revisions: revisionsOf(entry),
        capabilityOf,
      })),
    ),
  );
}

/** The two values of an entry. */
export type ValueField = 'declared' | 'implemented';

/** One known value of an entry: its field, value and evidence. */
export interface KnownValue {
  field: ValueField;
  value: string;
  evidence: readonly EvidenceRef[] | undefined;
}

/** The entry's values that are not unknown, declared first. */
export function knownValues(entry: ProductEntry): KnownValue[] {
  return (['declared', 'implemented'] as const).flatMap((field) =>
    entry[field].value === 'unknown' ? [] : [{ field, value: entry[field].value, evidence: entry[field].evidence }],
  );
}

/** One speaks fact of a product, where it is. */
export interface FactAt {
  product: ProductFacts;
  role: Role;
  revision: RevisionId;
  fact: SpeaksFact;
  /** Its field path in the product facts: `<index>.speaks.<role>.<revision>`. */
  field: string;
}

/** Every speaks fact, by product, role and revision. */
export function speaksFactsOf(products: readonly ProductFacts[]): FactAt[] {
  return products.flatMap((product, p) =>
    ROLES.flatMap((role) =>
      REVISION_IDS.flatMap((revision) => {
        const fact = product.speaks[role]?.[revision];
        return fact ? [{ product, role, revision, fact, field: `${p}.speaks.${role}.${revision}` }] : [];
      }),
    ),
  );
}
