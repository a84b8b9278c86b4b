/** The site's navigation: which item is the current page's. */

export interface NavItem {
  href: string;
  label: string;
}

/**
 * The item the page at `path` belongs to: the one whose address is the longest start of the path
 * (so `/sources/compare/` is "Other sources", not "Source health" at `/sources/`); none when no
 * item's address starts it.
 */
export function currentNavItem(items: readonly NavItem[], path: string): NavItem | undefined {
  return items.filter((i) => path.startsWith(i.href)).sort((a, b) => b.href.length - a.href.length)[0];
}
