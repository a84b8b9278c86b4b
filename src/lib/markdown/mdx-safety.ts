/**
 * Rows and notes are content, never code. MDX is a programming language: an `import`,
 * a `{expression}` or a component in a row body runs at build time (with the build
 * machine's files and environment), and raw HTML or a `javascript:` link lands in the
 * published page. This linter parses a body with the MDX parser the build uses
 * (remark-mdx, with GFM) and lists everything that is not prose, with its line and the
 * fix. `scripts/check-content.ts` (through `src/lib/content/load.ts`) refuses any finding.
 */
import { unified } from 'unified';
import remarkParse from 'remark-parse';
import remarkGfm from 'remark-gfm';
import remarkMdx from 'remark-mdx';
import { mustAt } from '../lookup/must.ts';

/** Components a row may use. Our own components only; none are offered to rows today. */
export const ALLOWED_COMPONENTS: readonly string[] = [];

/** Raw HTML elements refused everywhere: they run code, load things or submit data. */
export const FORBIDDEN_ELEMENTS: readonly string[] = ['script', 'style', 'iframe', 'object', 'embed', 'form'];

/** URL schemes a link or image may use; anything without a scheme is relative and allowed. */
export const ALLOWED_SCHEMES: readonly string[] = ['http', 'https', 'mailto'];

/**
 * Whether the browser would fetch a URL from another site: absolute `http:`/`https:` or
 * protocol-relative (`//host/…`). A row body cannot know the site's own origin, and it has
 * no need to name it: relative URLs are the site's own.
 */
export function isOtherOrigin(url: string): boolean {
  // eslint-disable-next-line no-control-regex
  const cleaned = url.replace(/^[\u0000-\u0020\u00a0\ufeff]+/, '').replace(/[\t\n\r]/g, '');
  if (/^[\\/]{2}/.test(cleaned)) return true;
  const scheme = urlScheme(cleaned);
  return scheme === 'http' || scheme === 'https';
}

/** The URLs of a `srcset` value (`a.png 1x, https://b/c.png 2x`). */
export function srcsetUrls(srcset: string): string[] {
  return (
    srcset
      // Splitting at every comma may cut a URL that contains one; its first piece still names its host.
      .split(',')
      .map((candidate) => candidate.trim().split(/\s+/)[0] ?? '')
      .filter((url) => url !== '')
  );
}

/** URLs a stylesheet fetches: `url(…)` and `@import "…"`. */
export function cssUrls(css: string): string[] {
  const urls: string[] = [];
  for (const m of css.matchAll(/url\(\s*(?:"([^"]*)"|'([^']*)'|([^)\s]*))\s*\)/gi)) urls.push(m[1] ?? m[2] ?? m[3] ?? '');
  for (const m of css.matchAll(/@import\s+(?:"([^"]*)"|'([^']*)')/gi)) urls.push(m[1] ?? m[2] ?? '');
  return urls.filter((url) => url !== '');
}

/**
 * Attributes whose URL the browser fetches as the page loads (not when a reader clicks):
 * on any element, and `href` only on the elements listed (SVG `<use>`/`<image>`, `<link>`).
 */
const FETCHED_ATTRIBUTES = new Set(['src', 'srcset', 'poster', 'data', 'background', 'xlink:href']);
const FETCHED_HREF_ELEMENTS = new Set(['link', 'use', 'image', 'feimage']);

/** Findings for URLs an element would fetch from another site (images, media, SVG references, stylesheets, CSS `url()`). */
function otherOriginFindings(element: string, attributes: readonly { name: string; value: string }[], line: number): MdxFinding[] {
  const name = element.toLowerCase();
  const findings: MdxFinding[] = [];
  for (const { name: rawName, value } of attributes) {
    const attrName = rawName.toLowerCase();
    const fetched =
      FETCHED_ATTRIBUTES.has(attrName) || (attrName === 'href' && FETCHED_HREF_ELEMENTS.has(name))
        ? attrName === 'srcset'
          ? srcsetUrls(value)
          : [value]
        : [];
    const css = attrName === 'style' ? cssUrls(value) : [];
    for (const url of [...fetched, ...css].filter(isOtherOrigin)) {
      findings.push({ line, message: otherOriginMessage(`${attrName === 'style' ? 'url() in the style' : rawName} of <${element}>`, url) });
    }
  }
  return findings;
}

function otherOriginMessage(what: string, url: string): string {
  const shown = url.length > 50 ? `${url.slice(0, 47)}...` : url;
  return `${what} loads "${shown}" from another site, and no request may leave the site's origin: put the file in public/ and use a relative URL, or link to it with [text](url) so a reader can open it`;
}

/** Attributes that carry a URL. */
const URL_ATTRIBUTES = new Set(['href', 'src', 'action', 'formaction', 'xlink:href', 'poster', 'srcset', 'data']);

export interface MdxFinding {
  /** Line in the text that was linted, plus `lineOffset` (1-based). */
  line: number;
  /** What is wrong and how to fix it. */
  message: string;
}

export interface MdxSafetyOptions {
  /** Added to every line number: the line of the file at which the body starts, minus 1. */
  lineOffset?: number;
  /** Components allowed in the body; defaults to `ALLOWED_COMPONENTS`. */
  allowedComponents?: readonly string[];
  /** `md` for a plain Markdown file: braces are text there, raw HTML is HTML. Default `mdx`. */
  format?: 'mdx' | 'md';
}

/**
 * The scheme of a URL as a browser would read it, lower-cased, or null when the URL is
 * relative. Browsers ignore leading spaces and control characters and any tab or
 * newline inside the URL, so ` JaVa\tScript:` is `javascript`.
 */
export function urlScheme(url: string): string | null {
  // eslint-disable-next-line no-control-regex
  const cleaned = url.replace(/^[\u0000-\u0020\u00a0\ufeff]+/, '').replace(/[\t\n\r]/g, '');
  const match = /^([a-zA-Z][a-zA-Z0-9+.-]*):/.exec(cleaned);
  return match?.[1]?.toLowerCase() ?? null;
}

/** Whether a URL is relative or uses an allowed scheme. */
export function isSafeUrl(url: string): boolean {
  const scheme = urlScheme(url);
  return scheme === null || ALLOWED_SCHEMES.includes(scheme);
}

function unsafeUrlMessage(what: string, url: string): string {
  const shown = url.length > 40 ? `${url.slice(0, 37)}...` : url;
  return `${what} "${shown}" uses the scheme "${urlScheme(url)}:"; only ${ALLOWED_SCHEMES.map((s) => `${s}:`).join(', ')} and relative links are allowed: link to a web page, or write the URL as text in backticks`;
}

interface Node {
  type: string;
  position?: { start: { line: number } };
  children?: Node[];
  url?: string;
  identifier?: string;
  name?: string | null;
  value?: string;
  attributes?: { type: string; name?: string; value?: unknown }[];
}

/** Findings in raw HTML text (a `.md` body, or HTML that reached the tree as text). */
function htmlFindings(html: string, startLine: number): MdxFinding[] {
  const findings: MdxFinding[] = [];
  for (const tag of html.matchAll(/<\s*([a-zA-Z][\w:-]*)([^>]*)>?/g)) {
    // A raw HTML block may span lines: report the line the tag is on.
    const line = startLine + (html.slice(0, tag.index).match(/\n/g)?.length ?? 0);
    const name = mustAt(tag, 1, 'tag name').toLowerCase();
    if (FORBIDDEN_ELEMENTS.includes(name)) {
      findings.push({ line, message: `raw HTML <${name}> is not allowed in a row: write it as text, or put code in backticks` });
    }
    const attributes: { name: string; value: string }[] = [];
    for (const attr of mustAt(tag, 2, 'tag attributes').matchAll(/([^\s=/"'>]+)\s*(?:=\s*("[^"]*"|'[^']*'|[^\s>]+))?/g)) {
      const rawName = mustAt(attr, 1, 'attribute name');
      const attrName = rawName.toLowerCase();
      const value = decodeEntities((attr[2] ?? '').replace(/^["']|["']$/g, ''));
      attributes.push({ name: rawName, value });
      if (attrName.startsWith('on')) {
        findings.push({ line, message: `event-handler attribute ${rawName} on <${name}> is not allowed: remove it` });
      } else if (URL_ATTRIBUTES.has(attrName) && value && !isSafeUrl(value)) {
        findings.push({ line, message: unsafeUrlMessage(`${attrName} of <${name}>`, value) });
      }
    }
    // A refused element is refused whole; its URLs need no second finding.
    if (!FORBIDDEN_ELEMENTS.includes(name)) findings.push(...otherOriginFindings(name, attributes, line));
  }
  return findings;
}

/** Decode the character references that could hide a URL in raw HTML (`https&#58;//…`). */
function decodeEntities(value: string): string {
  return value
    .replace(/&#x([0-9a-f]+);?/gi, (_, hex: string) => String.fromCodePoint(parseInt(hex, 16)))
    .replace(/&#(\d+);?/g, (_, dec: string) => String.fromCodePoint(parseInt(dec, 10)))
    .replace(/&(colon|sol|amp);/gi, (_, n: string) => ({ colon: ':', sol: '/', amp: '&' })[n.toLowerCase()] ?? '');
}

function jsxFindings(node: Node, line: number, allowed: readonly string[]): MdxFinding[] {
  const findings: MdxFinding[] = [];
  const name = node.name ?? '';
  if (name === '') {
    findings.push({ line, message: 'a JSX fragment <>…</> is not allowed in a row: write it as text, or escape "<" as "\\<"' });
  } else if (FORBIDDEN_ELEMENTS.includes(name.toLowerCase())) {
    findings.push({ line, message: `raw HTML <${name}> is not allowed in a row: write it as text, or put code in backticks` });
  } else if (!/^[a-z][a-z0-9-]*$/.test(name) && !allowed.includes(name)) {
    const list = allowed.length ? allowed.join(', ') : 'none are allowed today';
    findings.push({
      line,
      message: `component <${name}> is not one of the register's components (${list}): write it as text, or put code in backticks`,
    });
  }
  if (!FORBIDDEN_ELEMENTS.includes(name.toLowerCase()))
    findings.push(
      ...otherOriginFindings(
        name,
        (node.attributes ?? []).flatMap((a) =>
          a.type === 'mdxJsxAttribute' && typeof a.value === 'string' ? [{ name: a.name ?? '', value: a.value }] : [],
        ),
        line,
      ),
    );
  for (const attribute of node.attributes ?? []) {
    if (attribute.type === 'mdxJsxExpressionAttribute') {
      findings.push({
        line,
        message: `JavaScript expression in the attributes of <${name}> is not allowed: remove it, or put code in backticks`,
      });
      continue;
    }
    const attrName = (attribute.name ?? '').toLowerCase();
    if (attrName.startsWith('on')) {
      findings.push({ line, message: `event-handler attribute ${attribute.name} on <${name}> is not allowed: remove it` });
    }
    if (attrName === 'style') {
      findings.push({ line, message: `style attribute on <${name}> is not allowed (the site's CSP refuses inline styles): remove it` });
    }
    if (attribute.value !== null && typeof attribute.value === 'object') {
      findings.push({
        line,
        message: `JavaScript expression in attribute ${attribute.name} of <${name}> is not allowed: write the value as a quoted string`,
      });
    } else if (typeof attribute.value === 'string' && URL_ATTRIBUTES.has(attrName) && !isSafeUrl(attribute.value)) {
      findings.push({ line, message: unsafeUrlMessage(`${attribute.name} of <${name}>`, attribute.value) });
    }
  }
  return findings;
}

/**
 * Lint one MDX body. Returns the findings in document order; an empty list means the
 * body is prose, links and our own components only.
 */
export function lintMdxBody(body: string, options: MdxSafetyOptions = {}): MdxFinding[] {
  const offset = options.lineOffset ?? 0;
  const allowed = options.allowedComponents ?? ALLOWED_COMPONENTS;
  let tree: Node;
  try {
    const parser = unified().use(remarkParse).use(remarkGfm);
    tree = (options.format === 'md' ? parser : parser.use(remarkMdx)).parse(body) as Node;
  } catch (error) {
    const e = error as { line?: number; reason?: string; message: string };
    return [
      {
        line: (e.line ?? 1) + offset,
        message: `is not valid MDX: ${e.reason ?? e.message}; to write "<" or "{" as text escape them as "\\<" and "\\{", or put code in backticks`,
      },
    ];
  }
  const findings: MdxFinding[] = [];
  // Image references (`![x][logo]`) take their URL from a definition anywhere in the body.
  const definitions = new Map<string, string>();
  const collect = (node: Node) => {
    if (node.type === 'definition' && node.url !== undefined) definitions.set((node.identifier ?? '').toLowerCase(), node.url);
    for (const child of node.children ?? []) collect(child);
  };
  collect(tree);
  const visit = (node: Node) => {
    const line = (node.position?.start.line ?? 1) + offset;
    switch (node.type) {
      case 'mdxjsEsm':
        findings.push({
          line,
          message: 'import/export is not allowed in a row (rows are content, not code): write it as text, or put code in backticks',
        });
        break;
      case 'mdxFlowExpression':
      case 'mdxTextExpression':
        findings.push({
          line,
          message: `JavaScript expression {${(node.value ?? '').slice(0, 30)}} is not allowed in a row: write braces as text by escaping them ("\\{" and "\\}"), or put code in backticks`,
        });
        break;
      case 'mdxJsxFlowElement':
      case 'mdxJsxTextElement':
        findings.push(...jsxFindings(node, line, allowed));
        break;
      case 'html':
        findings.push(...htmlFindings(node.value ?? '', line));
        break;
      case 'link':
      case 'image':
      case 'definition':
        if (node.url !== undefined && !isSafeUrl(node.url)) {
          findings.push({ line, message: unsafeUrlMessage(node.type === 'image' ? 'image URL' : 'link URL', node.url) });
        } else if (node.type === 'image' && node.url !== undefined && isOtherOrigin(node.url)) {
          findings.push({ line, message: otherOriginMessage('the image ![…](…)', node.url) });
        }
        break;
      case 'imageReference': {
        const url = definitions.get((node.identifier ?? '').toLowerCase());
        if (url !== undefined && isOtherOrigin(url))
          findings.push({ line, message: otherOriginMessage(`the image ![…][${node.identifier}]`, url) });
        break;
      }
    }
    for (const child of node.children ?? []) visit(child);
  };
  visit(tree);
  return findings;
}
