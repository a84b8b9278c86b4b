/**
 * A bounded memo for pure work keyed by text: the content check re-reads a whole content tree
 * after each edit (`npm run dev`, the real-content edit tests), and a file whose text did not
 * change gives the same result. The key must hold everything the result depends on; the
 * memo keeps the most recently used `limit` results and forgets the oldest, so it cannot grow
 * without bound. Callers hand out copies (see `copyOut`), so what one caller changes never
 * reaches the next.
 */
export class TextMemo<V> {
  readonly #results = new Map<string, V>();
  readonly #limit: number;

  /** `limit`: how many results to keep (at least 1). */
  constructor(limit: number) {
    if (!Number.isInteger(limit) || limit < 1) throw new Error(`a memo keeps at least one result; got a limit of ${limit}`);
    this.#limit = limit;
  }

  /** The result for `key`: the one kept, or `compute()`'s, kept in place of the least recently used. */
  get(key: string, compute: () => V): V {
    if (this.#results.has(key)) {
      const kept = this.#results.get(key) as V;
      // Map keeps insertion order: re-inserting marks the key as the most recently used.
      this.#results.delete(key);
      this.#results.set(key, kept);
      return kept;
    }
    const value = compute();
    this.#results.set(key, value);
    // Over the limit by one: the first key in insertion order is the least recently used.
    if (this.#results.size > this.#limit) this.#results.delete(this.#results.keys().next().value as string);
    return value;
  }

  /** How many results are kept. */
  get size(): number {
    return this.#results.size;
  }
}

/** One key from several parts; parts that differ anywhere give different keys. */
export function memoKey(...parts: readonly (string | number)[]): string {
  return JSON.stringify(parts);
}

/** A deep copy of plain data (objects, arrays, Maps, strings, numbers…) to hand out from a memo. */
export function copyOut<T>(value: T): T {
  return structuredClone(value);
}
