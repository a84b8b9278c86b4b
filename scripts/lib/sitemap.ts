/**
 * The sitemap, from the pages the build actually wrote: a page added later cannot be
 * forgotten. Redirect and error pages (noindex, 404) are left out.
 */
import { escapeXml } from '../../src/lib/publish/xml.ts';

/** Site-relative URL path of a built HTML file: `capabilities/cap-03/index.html` → `capabilities/cap-03/`. */
export function pagePath(file: string): string {
  return file
    .split('\\')
    .join('/')
    .replace(/(^|\/)index\.html$/, '$1');
}

/** Whether a built page belongs in the sitemap. */
export function isListed(file: string, html: string): boolean {
  if (!file.endsWith('.html') || /(^|\/)404\.html$/.test(file)) return false;
  return !/<meta\s+name="robots"\s+content="[^"]*noindex/i.test(html);
}

/** The sitemap XML for pages (site-relative paths) under `siteUrl` (absolute, ending in `/`). */
export function sitemapXml(siteUrl: string, paths: readonly string[]): string {
  const urls = [...paths].sort().map((p) => new URL(p, siteUrl).href);
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...urls.map((u) => `  <url><loc>${escapeXml(u)}</loc></url>`),
    '</urlset>',
    '',
  ].join('\n');
}
