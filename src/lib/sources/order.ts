/**
 * The order pages list the other sources in: each source's `order` in its record (read and
 * checked with the axes, `src/lib/content/axes.ts`). Free of the schemas, so the drawer can import it.
 */

/** The sources by their `order`, a source without one last; the input is left as it is. */
export function inSourceOrder<T extends { source: { order?: unknown } }>(sources: readonly T[]): T[] {
  const place = (s: T) => (typeof s.source.order === 'number' ? s.source.order : Infinity);
  return [...sources].sort((a, b) => place(a) - place(b));
}
