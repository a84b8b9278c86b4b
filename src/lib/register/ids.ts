/**
 * The ids every URL is built from (a row's slug, a matrix cell's fragment), the paths of the pages
 * linked from many places (row, note, product, revision) and the order of row ids. A module of
 * its own (no imports but types) so browser scripts can use it without pulling in the
 * matrix builder and its Markdown parser.
 */
import type { ProductId, RevisionId } from './axes.ts';

/** `CAP-03` → `cap-03`: the row page's path segment and the matrix row's id. */
export function rowSlug(id: string): string {
  return id.toLowerCase();
}

/**
 * `${base}capabilities/cap-03/` (and `…/#fragment` with one): the path of a row's page, from its
 * id or slug. `base` is the site's base path, ending in `/` (`''` gives a path relative to it).
 */
export function rowPath(base: string, row: string, fragment?: string): string {
  return `${base}capabilities/${rowSlug(row)}/${fragment === undefined ? '' : `#${fragment}`}`;
}

/** `${base}idiosyncrasies/<slug>/`: the path of a client note's page. */
export function notePath(base: string, slug: string): string {
  return `${base}idiosyncrasies/${slug}/`;
}

/** `${base}clients/<product>/` (and `…/#fragment` with one): the path of a product's page. */
export function productPath(base: string, product: string, fragment?: string): string {
  return `${base}clients/${product}/${fragment === undefined ? '' : `#${fragment}`}`;
}

/** `${base}revisions/<revision>/`: the path of a revision's page. */
export function revisionPath(base: string, revision: string): string {
  return `${base}revisions/${revision}/`;
}

/** `cap-03--mcpx--2026-07-28`: a matrix cell's fragment (row, product, revision). */
export function cellFragment(rowId: string, product: ProductId, revision: RevisionId): string {
  return `${rowSlug(rowId)}--${product}--${revision}`;
}

/**
 * The parts of a matrix fragment: `cap-03` (a row) or `cap-03--mcpx--2026-07-28` (a cell),
 * or null for anything else. Product and revision are not checked against the axes here.
 */
export function parseMatrixFragment(fragment: string): { slug: string; product?: string; revision?: string } | null {
  const [slug, product, revision, ...rest] = fragment.split('--');
  if (!slug || !/^[a-z][a-z0-9]*-\d+$/.test(slug) || rest.length) return null;
  if (product === undefined) return { slug };
  return product && revision ? { slug, product, revision } : null;
}

/** Order row ids by prefix, then by number: CAP-2 < CAP-10 < ROOT-1. */
export function compareRowIds(a: string, b: string): number {
  const [pa = '', na = ''] = a.split('-');
  const [pb = '', nb = ''] = b.split('-');
  if (pa !== pb) return pa < pb ? -1 : 1;
  return Number(na) - Number(nb) || (a < b ? -1 : a > b ? 1 : 0);
}

export function sortRows<T extends { id: string }>(rows: readonly T[]): T[] {
  return [...rows].sort((a, b) => compareRowIds(a.id, b.id));
}

/**
 * A matrix cell's fragment for links on the site: `cap-03--mcpx--2026-07-28:~:text=CAP%2D03`.
 * The page script opens the cell (the browser hides the `:~:` part from it); a reader without
 * JavaScript, whose matrix has no cell ids, lands on the cell's row by its id's text.
 */
export function cellLinkFragment(rowId: string, product: ProductId, revision: RevisionId): string {
  return `${cellFragment(rowId, product, revision)}:~:text=${encodeURIComponent(rowId).replace(/-/g, '%2D')}`;
}

const COUNT_WORDS = ['no', 'one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine', 'ten', 'eleven', 'twelve'];
/** A count as the register's prose writes it: `five` for 5, the digits past twelve. */
export function countWord(n: number): string {
  return COUNT_WORDS[n] ?? String(n);
}

/**
 * A text cut around the revision ids and row ids in it (`no at 2025-06-18` → `no at `, `2025-06-18`; `CAP-07 elicitation`
 * → `CAP-07`, ` elicitation`), so a page can keep each id on one line: a browser may break one after its hyphen, and
 * `2025-06-` over `18` or `CAP-` over `07` reads as two things.
 */
export function idRuns(text: string): { text: string; id: boolean }[] {
  return text
    .split(/(\b\d{4}-\d{2}-\d{2}\b|\b[A-Z][A-Z0-9]*-\d+\b)/)
    .filter(Boolean)
    .map((part) => ({ text: part, id: /^(\d{4}-\d{2}-\d{2}|[A-Z][A-Z0-9]*-\d+)$/.test(part) }));
}
