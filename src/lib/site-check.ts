/**
 * Checks over a built site, as a map of page path → HTML: every internal link and
 * fragment resolves, and every external link carries rel="noopener". Pure; the
 * `scripts/check-site.ts` gate reads dist/ and calls these.
 */

export interface SiteFiles {
  /** Site-relative paths of every file, e.g. `/capabilities/cap-03/index.html`, `/matrix.json`. */
  files: ReadonlySet<string>;
  /** HTML pages: site-relative path of the file → its HTML. */
  pages: ReadonlyMap<string, string>;
}

export interface LinkProblem {
  page: string;
  href: string;
  problem: string;
}

const ATTRIBUTE = /<(a|link|script|img|form)\b([^>]*)>/gi;
const ATTR = (name: string) => new RegExp(`\\s${name}\\s*=\\s*("([^"]*)"|'([^']*)')`, 'i');

function attribute(tag: string, name: string): string | undefined {
  const m = ATTR(name).exec(tag);
  return m ? (m[2] ?? m[3])!.replace(/&amp;/g, '&') : undefined;
}

/** Ids (and `name`s) defined on a page. */
export function idsOf(html: string): Set<string> {
  const ids = new Set<string>();
  for (const m of html.matchAll(/\s(?:id|name)\s*=\s*"([^"]+)"/g)) ids.add(m[1]!);
  return ids;
}

/** The file a site-relative URL path is served from, if any. */
export function resolvePath(path: string, files: ReadonlySet<string>): string | undefined {
  const decoded = decodeURIComponent(path);
  const candidates = decoded.endsWith('/') ? [`${decoded}index.html`] : [decoded, `${decoded}/index.html`, `${decoded}.html`];
  return candidates.find((c) => files.has(c));
}

/** Check every link of every page. `base` is the site's base path (`/` by default). */
export function checkSiteLinks(site: SiteFiles, base = '/'): LinkProblem[] {
  const problems: LinkProblem[] = [];
  const idCache = new Map<string, Set<string>>();
  const ids = (file: string) => {
    let set = idCache.get(file);
    if (!set) idCache.set(file, (set = idsOf(site.pages.get(file) ?? '')));
    return set;
  };
  for (const [page, html] of site.pages) {
    // Pages are served under the base path: /capabilities/index.html is <base>capabilities/.
    const pageUrl = new URL(`${base}${page.slice(1)}`.replace(/index\.html$/, ''), 'http://site.invalid');
    for (const m of html.matchAll(ATTRIBUTE)) {
      const tag = m[0];
      const kind = m[1]!.toLowerCase();
      const href = attribute(tag, kind === 'script' || kind === 'img' ? 'src' : kind === 'form' ? 'action' : 'href');
      if (href === undefined || href === '' || /^(mailto|data|javascript):/i.test(href)) continue;
      const url = new URL(href, pageUrl);
      if (url.origin !== 'http://site.invalid') {
        if (kind === 'a' && !/\bnoopener\b/.test(attribute(tag, 'rel') ?? '')) {
          problems.push({ page, href, problem: 'external link without rel="noopener"' });
        }
        continue;
      }
      if (!url.pathname.startsWith(base)) {
        problems.push({ page, href, problem: `outside the site's base path ${base}` });
        continue;
      }
      const file = resolvePath(`/${url.pathname.slice(base.length)}`, site.files);
      if (!file) {
        problems.push({ page, href, problem: 'no such page or file' });
        continue;
      }
      const fragment = decodeURIComponent(url.hash.slice(1));
      if (fragment && file.endsWith('.html') && !ids(file).has(fragment)) {
        problems.push({ page, href, problem: `no element with id "${fragment}" on ${file}` });
      }
    }
  }
  return problems;
}

/**
 * Inline code the Content-Security-Policy would block: `<script>` without `src` (other
 * than JSON data blocks), `on…=` event handler attributes and `style=` attributes.
 */
export function checkInlineCode(pages: ReadonlyMap<string, string>): LinkProblem[] {
  const problems: LinkProblem[] = [];
  for (const [page, html] of pages) {
    for (const m of html.matchAll(/<script\b([^>]*)>/gi)) {
      const attrs = m[1] ?? '';
      if (!/\ssrc\s*=/.test(attrs) && !/type\s*=\s*"application\/(?:ld\+)?json"/i.test(attrs)) {
        problems.push({ page, href: m[0], problem: 'inline script (the Content-Security-Policy allows none)' });
      }
    }
    for (const m of html.matchAll(/<[a-z][\w-]*\b[^>]*?\s(on[a-z]+|style)\s*=/gi)) {
      problems.push({ page, href: m[0].slice(0, 80), problem: `inline ${m[1]!.toLowerCase()} attribute` });
    }
  }
  return problems;
}

/** Differences between two builds, given each as file path → content digest. */
export function compareBuilds(first: ReadonlyMap<string, string>, second: ReadonlyMap<string, string>): string[] {
  return [
    ...[...first.keys()].filter((f) => !second.has(f)).map((f) => `${f}: only in the first build`),
    ...[...second.keys()].filter((f) => !first.has(f)).map((f) => `${f}: only in the second build`),
    ...[...first.keys()].filter((f) => second.has(f) && first.get(f) !== second.get(f)).map((f) => `${f}: differs`),
  ].sort();
}

/** The HTML validity rules the site is held to (html-validate's `standard` preset). */
export const HTML_VALIDATE_CONFIG: { extends: string[] } = { extends: ['html-validate:standard'] };
