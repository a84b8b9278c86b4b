/**
 * What of a refused file other files can still rely on. A row refused by its schema for one
 * wrong value in one product entry still has its id, its sections and every other entry; the
 * checks between files need those, not the broken entry. `readablePart` takes the data as
 * written and sets aside the smallest parts the schema refuses (a product entry, a spec
 * revision, a related id, a field the schema does not know), until the rest passes; null when a part it cannot set aside is
 * refused (the row's id, audit, value, …): then the file holds back every check that names it.
 */
import type { z } from 'astro/zod';

type Path = readonly PropertyKey[];

/** Is `v` a plain mapping? */
const isRecord = (v: unknown): v is Record<string, unknown> => !!v && typeof v === 'object' && !Array.isArray(v);

/**
 * Set aside the part of `data` that holds the refused path, in place; false when the path is
 * in no part that can be set aside. Parts: `products.<product>.<i>` (the entry; the product
 * goes when it has none left), `spec.<revision>` (read as not curated: `state: unknown`),
 * `related.<i>`.
 */
function setAside(data: Record<string, unknown>, path: Path): boolean {
  const [top, second, third] = path;
  if (top === 'products' && typeof second === 'string' && typeof third === 'number') {
    const products = data['products'];
    const list = isRecord(products) ? products[second] : undefined;
    if (!Array.isArray(list) || third >= list.length) return false;
    list.splice(third, 1);
    if (!list.length && isRecord(products)) delete products[second];
    return true;
  }
  if (top === 'products' && typeof second === 'string' && path.length <= 2) {
    const products = data['products'];
    if (!isRecord(products) || !(second in products)) return false;
    delete products[second];
    return true;
  }
  if (top === 'spec' && typeof second === 'string') {
    const spec = data['spec'];
    if (!isRecord(spec)) return false;
    if (isRecord(spec[second]) && spec[second]['state'] === 'unknown' && Object.keys(spec[second]).length === 1) return false;
    spec[second] = { state: 'unknown' };
    return true;
  }
  if (top === 'related' && typeof second === 'number') {
    const related = data['related'];
    if (!Array.isArray(related) || second >= related.length) return false;
    related.splice(second, 1);
    return true;
  }
  return false;
}

/** The data with the refused parts set aside, valid for `schema`; null when what is refused cannot be set aside. */
export function readablePart<T>(data: unknown, schema: z.ZodType<T>, rounds = 50): T | null {
  if (!isRecord(data)) return null;
  const copy = structuredClone(data);
  for (let i = 0; i < rounds; i++) {
    const result = schema.safeParse(copy);
    if (result.success) return result.data;
    const [issue] = result.error.issues;
    if (!issue) return null;
    if (issue.code === 'unrecognized_keys') {
      // A field the schema does not know (a misspelt key) holds nothing other files rely on.
      const at = issue.path.reduce<unknown>((node, key) => (isRecord(node) || Array.isArray(node) ? (node as Record<PropertyKey, unknown>)[key] : undefined), copy);
      if (!isRecord(at) || !issue.keys.some((k) => k in at)) return null;
      for (const key of issue.keys) delete at[key];
      continue;
    }
    if (!setAside(copy, issue.path)) return null;
  }
  return null;
}
