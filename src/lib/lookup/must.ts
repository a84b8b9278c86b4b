/**
 * Lookups that must succeed. Under `noUncheckedIndexedAccess` a `Map.get` or `list[i]` may be
 * `undefined`; where the code knows it cannot be (an id taken from the same list, a group the
 * regex always captures), these say so with a check that throws an error naming what was
 * missing, instead of a non-null assertion that would let `undefined` travel on.
 * An entry whose value is `undefined` counts as missing.
 */

function show(key: unknown): string {
  return typeof key === 'string' ? JSON.stringify(key) : String(key);
}

/** `value` when it is there (not null or undefined), or an error `no <what>`: for an element a page must have. */
export function must<T>(value: T | null | undefined, what: string): T {
  if (value === null || value === undefined) throw new Error(`no ${what}`);
  return value;
}

/** `map.get(key)`, or an error `no <what> "<key>"` when the map has no value for the key. */
export function mustGet<K, V>(map: ReadonlyMap<K, V>, key: K, what: string): V {
  const value = map.get(key);
  if (value === undefined) throw new Error(`no ${what} ${show(key)}`);
  return value;
}

/** `list.at(index)` (a negative index counts from the end), or an error naming `what` and the list's length. */
export function mustAt<T>(list: readonly T[], index: number, what: string): T {
  const item = list.at(index);
  if (item === undefined) throw new Error(`no ${what} at index ${index}: the list has ${list.length} item(s)`);
  return item;
}

/** The first item of `list` that `matches`, or an error naming `what` was not found. */
export function mustFind<T>(list: readonly T[], matches: (item: T) => boolean, what: string): T {
  const item = list.find(matches);
  if (item === undefined) throw new Error(`no ${what}`);
  return item;
}

/**
 * `record[key]`, or an error `no <what> "<key>"` when the record has no value for it: for a record
 * keyed by ids read from content (a product, a revision), whose keys the type checker cannot list.
 */
export function mustKey<V>(record: Readonly<Partial<Record<string, V>>>, key: string, what: string): V {
  const value = Object.hasOwn(record, key) ? record[key] : undefined;
  if (value === undefined) throw new Error(`no ${what} ${show(key)}`);
  return value;
}
