/**
 * Fragment ids of citations and wire captures. How a citation reads is
 * `formatCitationRef` in src/lib/citations/parse.ts (the register's own notation).
 */

/** Fragment id of the n-th citation (0-based) of a row: `cap-03-src-1`. */
export function citationFragment(rowSlug: string, index: number): string {
  return `${rowSlug}-src-${index + 1}`;
}

/** Fragment id of a wire capture's entry on the legend: `wire-w2`. */
export function wireFragment(id: string): string {
  return `wire-${id.toLowerCase()}`;
}
