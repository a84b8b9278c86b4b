/**
 * Where a cited path points: the citation table (`content/sources.yaml`'s prefixes, and each
 * revision's folder from `content/revisions.yaml`) read as pure functions. The longest prefix
 * that starts a path wins; a prefix ending in `:` (`v1:`) is a marker written before the path,
 * not part of it, and names the product whose files the path is in.
 */
import { contentAxes, type CitationPrefix } from '../content/axes.ts';

export type { CitationPrefix };

/** The citation table of the content folder. */
export function citationTable(): readonly CitationPrefix[] {
  return contentAxes().axes.citationPrefixes;
}

const isMarker = (p: CitationPrefix) => p.prefix.endsWith(':');

/** The table row whose path prefix starts `path` (the longest), or null. */
export function prefixOfPath(path: string, table: readonly CitationPrefix[] = citationTable()): CitationPrefix | null {
  let best: CitationPrefix | null = null;
  for (const p of table) {
    if (!isMarker(p) && path.startsWith(p.prefix) && (!best || p.prefix.length > best.prefix.length)) best = p;
  }
  return best;
}

/** The marker (`v1:`) that starts a reference, with the rest of it; null when none does. */
export function markerOf(ref: string, table: readonly CitationPrefix[] = citationTable()): { marker: CitationPrefix; rest: string } | null {
  const marker = table.find((p) => isMarker(p) && ref.startsWith(p.prefix));
  return marker ? { marker, rest: ref.slice(marker.prefix.length) } : null;
}

/** The marker the register writes before a path of `product`'s files (`v1:`), or ''. */
export function markerFor(product: string | undefined, table: readonly CitationPrefix[] = citationTable()): string {
  return (product && table.find((p) => isMarker(p) && p.product === product)?.prefix) || '';
}

/** The markers and path prefixes of the table, for messages: `schema/, seps/ (spec); internal/ (mcpx)`. */
export function describeTable(table: readonly CitationPrefix[] = citationTable()): string {
  const bySource = new Map<string, string[]>();
  for (const p of table) bySource.set(p.source, [...(bySource.get(p.source) ?? []), p.prefix]);
  return [...bySource].map(([source, prefixes]) => `${prefixes.join(', ')} (${source})`).join('; ');
}

/** A path as its repository has it: a revision's `2025-11-25/…` is under its pages folder; any other path is as written. */
export function repositoryPathOf(c: { source: string; path: string }, table: readonly CitationPrefix[] = citationTable()): string {
  const p = prefixOfPath(c.path, table);
  return p && p.source === c.source && p.repositoryPrefix !== undefined ? p.repositoryPrefix + c.path.slice(p.prefix.length) : c.path;
}
