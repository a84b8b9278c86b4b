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

/** The deployed site's origin: SITE_URL (forks set it), else the local server. */
export function siteOrigin(env: Record<string, string | undefined> = process.env): string {
  return env.SITE_URL ?? 'http://127.0.0.1:4321';
}

/** The base path the site is served under, ending in `/`: BASE_PATH, else `/`. */
export function basePath(env: Record<string, string | undefined> = process.env): string {
  return (env.BASE_PATH ?? '/').replace(/\/?$/, '/');
}
