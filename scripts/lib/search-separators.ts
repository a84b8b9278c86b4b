/**
 * Word breaks the search index needs. Astro's compressHTML removes the whitespace between
 * block-level siblings in every template (`<dt>Scoped to</dt><dd>opencode v1</dd>`), and
 * Pagefind, which breaks text only at the elements it knows as blocks, then indexes table
 * cells and definition lists as one word ("Scoped toopencode v1", "RowRegister (declared)Apify").
 * One space between such siblings puts the break back; it renders as nothing (whitespace
 * between table cells, rows and grid or block items is not laid out). Run on searchable pages
 * before indexing (scripts/build.ts), so a template written tomorrow is covered too.
 */

/** Closing tags of cells, rows, row groups and definition-list items, directly followed by the opening of another. */
const GLUED = /(<\/(?:td|th|tr|thead|tbody|tfoot|caption|dt|dd)>)(?=<(?:td|th|tr|thead|tbody|tfoot|dt|dd)[\s>])/g;

/** The page with one space between adjacent table cells, rows and definition-list items. */
export function separateBlocks(html: string): string {
  return html.replace(GLUED, '$1 ');
}

/** Whether Pagefind indexes the page (it has a `data-pagefind-body` element). */
export function isSearchable(html: string): boolean {
  return /<[a-z]+[^>]*\sdata-pagefind-body[\s=>]/.test(html);
}
