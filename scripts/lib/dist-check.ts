/**
 * Checks over a built site, as a map of page path → HTML: every internal link and
 * fragment resolves, and every external link carries rel="noopener". Pure; the
 * `scripts/check-site.ts` gate reads dist/ and calls these.
 */

import { PRODUCT_IDS, REVISION_IDS } from '../../src/lib/register/axes.ts';
import { parseMatrixFragment } from '../../src/lib/register/ids.ts';
import { cssUrls, srcsetUrls } from '../../src/lib/markdown/mdx-safety.ts';
import { mustAt } from '../../src/lib/lookup/must.ts';

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
  /** Line of the file the problem is on, when known. */
  line?: number;
}

/** `file[:line]: href: problem`, as check-site prints it. */
export function formatLinkProblem(p: LinkProblem): string {
  return `${p.page}${p.line !== undefined ? `:${p.line}` : ''}: ${p.href}: ${p.problem}`;
}

const ATTRIBUTE = /<(a|link|script|img|form)\b([^>]*)>/gi;
const ATTR = (name: string) => new RegExp(`\\s${name}\\s*=\\s*("([^"]*)"|'([^']*)')`, 'i');

function attribute(tag: string, name: string): string | undefined {
  const m = ATTR(name).exec(tag);
  return (m?.[2] ?? m?.[3])?.replace(/&amp;/g, '&');
}

/** Ids (and `name`s) defined on a page. */
export function idsOf(html: string): Set<string> {
  const ids = new Set<string>();
  for (const [, id] of html.matchAll(/\s(?:id|name)\s*=\s*"([^"]+)"/g)) if (id) ids.add(id);
  return ids;
}

/** A page's visible text: tags, scripts and styles removed, entities decoded, white space collapsed. */
export function visibleText(html: string): string {
  return (
    html
      .replace(/<(script|style|template)\b[\s\S]*?<\/\1>/gi, ' ')
      .replace(/<head\b[\s\S]*?<\/head>/i, ' ')
      // Block boundaries separate words; inline tags (code, em, a) do not.
      .replace(
        /<\/?(?:p|div|li|ul|ol|dl|dt|dd|h[1-6]|table|caption|thead|tbody|tr|td|th|br|hr|pre|blockquote|section|article|aside|nav|header|footer|main|details|summary|figure|figcaption|form|label|button|select|option)\b[^>]*>/gi,
        ' ',
      )
      .replace(/<[^>]+>/g, '')
      .replace(/&(#x[0-9a-f]+|#\d+|amp|lt|gt|quot|apos|nbsp);/gi, (_, e: string) => {
        const named: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ' };
        if (e[0] !== '#') return named[e.toLowerCase()] ?? `&${e};`;
        return String.fromCodePoint(e[1] === 'x' || e[1] === 'X' ? parseInt(e.slice(2), 16) : parseInt(e.slice(1), 10));
      })
      .replace(/\s+/g, ' ')
  );
}

/**
 * The words a `:~:text=` directive looks for: its start, end, prefix and suffix, decoded.
 * Null when the fragment has no text directive.
 */
export function textDirectiveWords(directive: string): string[] | null {
  const text = /(?:^|&)text=([^&]*)/.exec(directive)?.[1];
  if (text === undefined) return null;
  return text
    .split(',')
    .map((part) => decodeURIComponent(part.replace(/^-|-$/g, '')))
    .filter((w) => w.length > 0);
}

/** The file a site-relative URL path is served from, if any. */
export function resolvePath(path: string, files: ReadonlySet<string>): string | undefined {
  const decoded = decodeURIComponent(path);
  const candidates = decoded.endsWith('/') ? [`${decoded}index.html`] : [decoded, `${decoded}/index.html`, `${decoded}.html`];
  return candidates.find((c) => files.has(c));
}

/**
 * The matrix page prints cells without ids (to stay small) and shows only its first window
 * of rows; its script resolves a cell fragment (`cap-03--mcpx--2026-07-28`) or a row fragment
 * (`cap-03`) by giving the cell its id, drawing the row from /matrix/rows.json when needed.
 * Such a fragment resolves when the row exists (it has a page) and the product and revision
 * are known ids.
 */
export function matrixFragmentResolves(file: string, fragment: string, files: ReadonlySet<string>): boolean {
  const parts = parseMatrixFragment(fragment);
  if (file !== '/matrix/index.html' || !parts || !files.has(`/capabilities/${parts.slug}/index.html`) || !files.has('/matrix/rows.json'))
    return false;
  if (parts.product === undefined) return true;
  return (
    (PRODUCT_IDS as readonly string[]).includes(parts.product) &&
    parts.revision !== undefined &&
    (REVISION_IDS as readonly string[]).includes(parts.revision)
  );
}

/** Check every link of every page. `base` is the site's base path (`/` by default). */
export function checkSiteLinks(site: SiteFiles, base = '/'): LinkProblem[] {
  const problems: LinkProblem[] = [];
  const idCache = new Map<string, Set<string>>();
  const textCache = new Map<string, string>();
  const textOf = (file: string) => {
    let text = textCache.get(file);
    if (text === undefined) textCache.set(file, (text = visibleText(site.pages.get(file) ?? '')));
    return text;
  };
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
      const kind = mustAt(m, 1, 'element name').toLowerCase();
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
      // A fragment may end in a text directive (`#id:~:text=…`): the id must exist, and the words the
      // directive highlights must be on the page, or the link lands nowhere.
      const [element = '', directive] = url.hash.slice(1).split(':~:');
      const fragment = decodeURIComponent(element);
      if (fragment && file.endsWith('.html') && !ids(file).has(fragment) && !matrixFragmentResolves(file, fragment, site.files)) {
        problems.push({ page, href, problem: `no element with id "${fragment}" on ${file}` });
      }
      const words = directive !== undefined ? textDirectiveWords(directive) : null;
      if (directive !== undefined && file.endsWith('.html')) {
        if (!words) problems.push({ page, href, problem: 'a fragment directive without text=' });
        else
          for (const w of words)
            if (!textOf(file).includes(w.replace(/\s+/g, ' ')))
              problems.push({ page, href, problem: `the words “${w}” are not on ${file}` });
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
      problems.push({ page, href: m[0].slice(0, 80), problem: `inline ${mustAt(m, 1, 'attribute name').toLowerCase()} attribute` });
    }
  }
  return problems;
}

/** Files of a built site that hold markup a browser (or feed reader) may run: HTML, SVG, XML. */
export const MARKUP_FILE = /\.(?:html?|xhtml|svg|xml|xsl|xslt|rss|atom)$/i;

/** The named character references `decodeReferences` reads. */
const NAMED_REFERENCES: Readonly<Record<string, string>> = {
  colon: ':',
  tab: '\t',
  newline: '\n',
  amp: '&',
  quot: '"',
  apos: "'",
  lt: '<',
  gt: '>',
};

/** Decode the character references an attacker may use to hide a scheme (`javascript&#58;`). */
export function decodeReferences(value: string): string {
  return value
    .replace(/&#x([0-9a-f]+);?/gi, (_, hex: string) => String.fromCodePoint(parseInt(hex, 16)))
    .replace(/&#(\d+);?/g, (_, dec: string) => String.fromCodePoint(parseInt(dec, 10)))
    .replace(
      /&(colon|tab|newline|amp|quot|apos|lt|gt);/gi,
      (reference: string, name: string) => NAMED_REFERENCES[name.toLowerCase()] ?? reference,
    );
}

/** The scheme of a URL as a browser reads it (leading spaces and controls, inner tabs and newlines ignored). */
function schemeOf(url: string): string | null {
  // eslint-disable-next-line no-control-regex
  const cleaned = url.replace(/^[\u0000-\u0020]+/, '').replace(/[\t\n\r]/g, '');
  const m = /^([a-z][a-z0-9+.-]*):/i.exec(cleaned);
  return m?.[1]?.toLowerCase() ?? null;
}

const TAG = /<([a-zA-Z][\w:.-]*)((?:\s+[^\s=/>]+(?:\s*=\s*(?:"[^"]*"|'[^']*'|[^\s"'=<>`]+))?)*)\s*\/?>/g;
const TAG_ATTR = /([^\s=/>]+)(?:\s*=\s*("[^"]*"|'[^']*'|[^\s"'=<>`]+))?/g;
const URL_ATTRS = new Set(['href', 'src', 'xlink:href', 'action', 'formaction', 'poster', 'data']);

/**
 * What must never be published, in every markup file of the build (HTML, SVG, XML):
 * a `<script>` whose `src` is not the site's own (another origin, or outside the base
 * path), a `javascript:`, `vbscript:` or `data:` URL in a link or source attribute, and
 * an event-handler (`on…`) attribute. `origin` is the deployed origin (SITE_URL), so an
 * absolute URL to the site itself counts as the site's own.
 */
export function checkUnsafeMarkup(files: ReadonlyMap<string, string>, base = '/', origin = 'http://site.invalid'): LinkProblem[] {
  const problems: LinkProblem[] = [];
  const siteOrigin = new URL(origin).origin;
  for (const [page, text] of files) {
    if (!MARKUP_FILE.test(page)) continue;
    const pageUrl = new URL(`${base}${page.slice(1)}`.replace(/index\.html$/, ''), siteOrigin);
    for (const tag of text.matchAll(TAG)) {
      const name = mustAt(tag, 1, 'tag name').toLowerCase();
      const attrs = new Map<string, string>();
      for (const a of (tag[2] ?? '').matchAll(TAG_ATTR)) {
        const attrName = mustAt(a, 1, 'attribute name').toLowerCase();
        const value = decodeReferences((a[2] ?? '').replace(/^(["'])([\s\S]*)\1$/, '$2'));
        attrs.set(attrName, value);
        if (attrName.startsWith('on')) {
          problems.push({ page, href: tag[0].slice(0, 80), problem: `event-handler attribute ${a[1]}` });
        } else if (URL_ATTRS.has(attrName)) {
          const scheme = schemeOf(value);
          if (scheme === 'javascript' || scheme === 'vbscript' || scheme === 'data') {
            problems.push({ page, href: value.slice(0, 80), problem: `${scheme}: URL in ${attrName} of <${name}>` });
          }
        }
      }
      if (name === 'script') {
        const src = attrs.get('src') ?? attrs.get('href') ?? attrs.get('xlink:href');
        if (src === undefined) continue; // inline scripts: checkInlineCode (HTML) or below (other files)
        let url: URL | undefined;
        try {
          url = new URL(src, pageUrl);
        } catch {
          url = undefined;
        }
        if (!url || url.origin !== siteOrigin || !url.pathname.startsWith(base)) {
          problems.push({ page, href: src, problem: "script from outside the site (only the site's own scripts may load)" });
        }
      }
    }
    if (!/\.html?$/i.test(page)) {
      for (const m of text.matchAll(/<script\b(?![^>]*\s(?:src|href|xlink:href)\s*=)[^>]*>/gi)) {
        problems.push({ page, href: m[0].slice(0, 80), problem: 'inline script' });
      }
    }
  }
  return problems;
}

/**
 * `rel` values of a `<link>` the browser does not fetch as the page loads: they name other
 * addresses of the page (canonical, alternate feeds) for readers, crawlers and feed readers.
 * Any other `<link>` (stylesheet, icon, preload, modulepreload, prefetch, preconnect,
 * manifest, …) to another origin is a request leaving the site.
 */
export const NAVIGATION_RELS: ReadonlySet<string> = new Set([
  'alternate',
  'canonical',
  'author',
  'license',
  'help',
  'next',
  'prev',
  'me',
  'bookmark',
  'external',
  'sitemap',
]);

/** Attributes fetched as the page loads, on any element but `<a>` (a link a reader clicks) and `<script>` (`checkUnsafeMarkup`). */
const FETCHED_ATTRS = new Set(['src', 'srcset', 'poster', 'data', 'background']);
/** Elements whose `href` / `xlink:href` is fetched as the page loads (SVG references). */
const FETCHED_HREF_ELEMENTS = new Set(['use', 'image', 'feimage']);

const lineAt = (text: string, index: number) => (text.slice(0, index).match(/\n/g)?.length ?? 0) + 1;

/**
 * Everything in the build that would make the browser fetch from another origin as a page
 * loads: `<link>` other than canonical/alternate-style links, images (`src`, `srcset`,
 * `<source>`), video and audio, SVG `<use>`/`<image>` references, CSS `url()` and `@import` in
 * `<style>` elements, `style` attributes and built `.css` files. Links a reader clicks (`<a href>`)
 * are not requests of the page and stay allowed. `files` holds markup files (HTML, SVG, XML)
 * and stylesheets (`.css`); `origin` is the deployed origin (SITE_URL), which counts as the site's own.
 */
export function checkOtherOriginFetches(files: ReadonlyMap<string, string>, base = '/', origin = 'http://site.invalid'): LinkProblem[] {
  const problems: LinkProblem[] = [];
  const siteOrigin = new URL(origin).origin;
  const fix =
    "no request may leave the site's origin: serve the file from the site (public/, or an import) with a relative URL, or make it a link a reader clicks (<a href>)";
  for (const [page, text] of files) {
    const isCss = /\.css$/i.test(page);
    if (!isCss && !MARKUP_FILE.test(page)) continue;
    const pageUrl = new URL(`${base}${page.slice(1)}`.replace(/index\.html$/, ''), siteOrigin);
    const foreign = (url: string) => {
      try {
        const u = new URL(url.trim(), pageUrl);
        return (u.protocol === 'http:' || u.protocol === 'https:') && u.origin !== siteOrigin;
      } catch {
        return false;
      }
    };
    const report = (index: number, url: string, what: string) =>
      problems.push({ page, line: lineAt(text, index), href: url.slice(0, 80), problem: `${what} loads from another origin: ${fix}` });
    const css = (body: string, index: number, what: string) => {
      for (const url of cssUrls(body)) if (foreign(url)) report(index, url, what);
    };
    if (isCss) {
      for (const m of text.matchAll(/url\([^)]*\)|@import\s+(?:"[^"]*"|'[^']*')/gi))
        css(m[0], m.index, 'a url() or @import in this stylesheet');
      continue;
    }
    const isHtml = /\.html?$/i.test(page);
    for (const m of text.matchAll(/<style\b[^>]*>([\s\S]*?)<\/style>/gi)) {
      for (const u of mustAt(m, 1, 'style element text').matchAll(/url\([^)]*\)|@import\s+(?:"[^"]*"|'[^']*')/gi))
        css(u[0], m.index + m[0].indexOf(u[0]), 'a url() or @import in a <style> element');
    }
    for (const tag of text.matchAll(TAG)) {
      const name = mustAt(tag, 1, 'tag name').toLowerCase();
      if (name === 'a' || name === 'script') continue;
      const attrs = new Map<string, string>();
      for (const a of (tag[2] ?? '').matchAll(TAG_ATTR))
        attrs.set(mustAt(a, 1, 'attribute name').toLowerCase(), decodeReferences((a[2] ?? '').replace(/^(["'])([\s\S]*)\1$/, '$2')));
      if (name === 'link') {
        // An Atom feed's <link> is an address for the feed reader, not a request of a page.
        const href = attrs.get('href');
        const rels = (attrs.get('rel') ?? '').toLowerCase().split(/\s+/).filter(Boolean);
        if (isHtml && href !== undefined && foreign(href) && !(rels.length > 0 && rels.every((r) => NAVIGATION_RELS.has(r)))) {
          report(tag.index, href, `<link rel="${rels.join(' ')}">`);
        }
        continue;
      }
      for (const [attr, value] of attrs) {
        const urls =
          FETCHED_ATTRS.has(attr) || ((attr === 'href' || attr === 'xlink:href') && FETCHED_HREF_ELEMENTS.has(name))
            ? attr === 'srcset'
              ? srcsetUrls(value)
              : [value]
            : [];
        for (const url of urls) if (foreign(url)) report(tag.index, url, `${attr} of <${name}>`);
        if (attr === 'style') css(value, tag.index, `a url() or @import in the style attribute of <${name}>`);
      }
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
