/**
 * The origin of copied URLs, in a module of its own that imports nothing: every page's copy
 * script (src/client/copy-link.ts) loads it at once, and the matrix page's byte budget counts it.
 * `markdown-copy.ts` re-exports these.
 */

/** The site's root URL, ending in `/`: origin plus base path (`https://x.github.io/register/`). */
export function siteRoot(origin: string, base: string): string {
  return new URL(base.replace(/\/?$/, '/'), origin.replace(/\/?$/, '/')).href;
}

/**
 * The root a build writes into copied Markdown: `siteRoot` of the configured site, or, when
 * none is configured, the base path alone (root-relative), which `absoluteCopyText` resolves
 * in the browser against the page's origin.
 */
export function copyRoot(configuredSite: string | undefined, base: string): string {
  return configuredSite ? siteRoot(configuredSite, base) : base.replace(/\/?$/, '/');
}

/**
 * Copied Markdown with every root-relative link and image target (`](/…)`) made absolute at
 * `origin` (the page's `location.origin`). Absolute targets are left as they are.
 */
export function absoluteCopyText(markdown: string, origin: string): string {
  const at = origin.replace(/\/$/, '');
  // Not after a backslash: an escaped `\]` is part of a link text (escapeMarkdownText), not a link's end.
  return markdown.replace(/(?<!\\)\]\(\/(?!\/)/g, `](${at}/`);
}
