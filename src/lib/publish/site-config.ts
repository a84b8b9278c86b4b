/**
 * Site-wide settings that pages and tests share.
 */

/**
 * No inline script anywhere; scripts, styles and requests stay on the site's own origin.
 * `wasm-unsafe-eval` lets the search index (Pagefind) compile its WebAssembly.
 */
export const CONTENT_SECURITY_POLICY = [
  "default-src 'self'",
  "script-src 'self' 'wasm-unsafe-eval'",
  "style-src 'self'",
  "img-src 'self' data:",
  "font-src 'self'",
  "connect-src 'self'",
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'self'",
].join('; ');

/**
 * Where "propose a correction" opens a new issue: REGISTER_ISSUES_URL, or the GitHub
 * repository being built in Actions (GITHUB_REPOSITORY). Without either, no such links.
 */
export function newIssueUrl(env: Record<string, string | undefined> = process.env): string | undefined {
  if (env.REGISTER_ISSUES_URL) return env.REGISTER_ISSUES_URL;
  if (env.GITHUB_REPOSITORY) return `${env.GITHUB_SERVER_URL ?? 'https://github.com'}/${env.GITHUB_REPOSITORY}/issues/new`;
  return undefined;
}

/** The origin a build without SITE_URL writes into feeds, the sitemap and canonical links. */
export const PLACEHOLDER_ORIGIN = 'http://127.0.0.1:4321';

/** The deployed site's origin: SITE_URL (forks set it), else the local server. */
export function siteOrigin(env: Record<string, string | undefined> = process.env): string {
  return configuredSite(env) ?? PLACEHOLDER_ORIGIN;
}

/** SITE_URL when the build was given one (an empty value counts as none). */
export function configuredSite(env: Record<string, string | undefined> = process.env): string | undefined {
  return env.SITE_URL ? env.SITE_URL : undefined;
}

/**
 * What a build without SITE_URL says, once (scripts/build.ts prints it): what uses the
 * placeholder origin and how to set the real one. Copied Markdown does not need it: the
 * build writes root-relative links there and the page resolves them against its own origin.
 * Undefined when SITE_URL is set.
 */
export function siteUrlNotice(env: Record<string, string | undefined> = process.env): string | undefined {
  if (configuredSite(env)) return undefined;
  return [
    `Note: SITE_URL is not set, so the feeds, the sitemap and canonical and preview links use the placeholder origin ${PLACEHOLDER_ORIGIN}.`,
    `Copied links and Markdown use the origin the page is served from. To publish, build with the deployed origin, e.g. SITE_URL=https://you.github.io BASE_PATH=/register/ npm run build.`,
  ].join('\n');
}

/** The base path the site is served under, ending in `/`: BASE_PATH, else `/`. */
export function basePath(env: Record<string, string | undefined> = process.env): string {
  return (env.BASE_PATH ?? '/').replace(/\/?$/, '/');
}
