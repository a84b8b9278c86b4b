/**
 * The root every URL the matrix page copies starts with: the configured site (SITE_URL, which
 * the page carries as the drawer's `data-site-root` only when it is set), otherwise the page's
 * own origin and base path. One origin for "Copy link", "Copy Markdown" and "Copy as Markdown".
 */
export function copyRoot(base: string): string {
  return document.getElementById('cell-details')?.dataset.siteRoot ?? `${location.origin}${base}`;
}
