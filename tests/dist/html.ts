/**
 * The built site, read from dist/ in Node: every file's path, and every page parsed once (parse5, which follows the
 * HTML standard's parsing as browsers do, as a hast tree), with a small selector engine over the parsed tree. What a test can
 * decide from the served HTML, CSS and JSON is decided here, without a browser (tests/README.md says which checks).
 */
import { readFileSync, readdirSync, statSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { parse } from 'parse5';
import { fromParse5 } from 'hast-util-from-parse5';
import { toText } from 'hast-util-to-text';
import { find, html } from 'property-information';
import type { Element, Root, RootContent } from 'hast';

export type { Element, Root };

export const root = resolve(import.meta.dirname, '../..');
export const dist = resolve(root, process.env.DIST ?? 'dist');

/** Every file of the build, as site paths (`/capabilities/cap-01/index.html`). */
export const files: ReadonlySet<string> = new Set(
  readdirSync(dist, { recursive: true })
    .map(String)
    .filter((f) => statSync(join(dist, f)).isFile())
    .map((f) => `/${f.split('\\').join('/')}`),
);

/** The file a site path is served from (`/matrix/` → `/matrix/index.html`), or undefined. */
export function fileOf(path: string): string | undefined {
  const clean = decodeURIComponent(path.replace(/[?#].*$/, ''));
  for (const candidate of [clean, `${clean.replace(/\/$/, '')}/index.html`, `${clean}.html`]) if (files.has(candidate)) return candidate;
  return undefined;
}

export const read = (path: string): string => readFileSync(join(dist, fileOf(path) ?? path), 'utf8');
export const readBytes = (path: string): Buffer => readFileSync(join(dist, fileOf(path) ?? path));
export const json = <T = unknown>(path: string): T => JSON.parse(read(path)) as T;

/** The HTML pages, by the path they are served at (`/capabilities/cap-01/`, `/404.html`). */
export const pagePaths: readonly string[] = [...files]
  .filter((f) => f.endsWith('.html'))
  .map((f) => (f.endsWith('/index.html') ? f.slice(0, -'index.html'.length) : f))
  .sort();

const parsed = new Map<string, Root>();
/** A page parsed (once: later calls return the same tree). */
export function page(path: string): Root {
  let tree = parsed.get(path);
  if (!tree) {
    if (!fileOf(path)) throw new Error(`${path} is not in ${dist}`);
    // parse5 and its tree as hast, without source positions (a third of the time of hast-util-from-html, which adds them).
    tree = fromParse5(parse(read(path))) as Root;
    parsed.set(path, tree);
  }
  return tree;
}

// ---- A small selector engine: compound selectors of tag, #id, .class, [attr], [attr=v], [attr^=v], [attr$=v],
// [attr*=v], [attr~=v], :not(compound), joined by descendant (space), child (>), next-sibling (+) and
// subsequent-sibling (~) combinators, and lists (a, b). Enough for the tests; anything else is refused, so a typo is not a silent miss.

interface Compound {
  tag?: string;
  id?: string;
  classes: string[];
  attrs: { name: string; op?: string; value?: string }[];
  not: Compound[];
}
type Step = { combinator: ' ' | '>' | '+' | '~'; compound: Compound };

function parseCompound(text: string, at: { i: number }): Compound {
  const c: Compound = { classes: [], attrs: [], not: [] };
  const name = () => {
    const m = /^[\w-]+/.exec(text.slice(at.i));
    if (!m) throw new Error(`selector “${text}”: a name expected at ${at.i}`);
    at.i += m[0].length;
    return m[0];
  };
  if (text[at.i] === '*') at.i++;
  else if (/[\w]/.test(text[at.i] ?? '')) c.tag = name().toLowerCase();
  for (;;) {
    const ch = text[at.i];
    if (ch === '#') {
      at.i++;
      c.id = name();
    } else if (ch === '.') {
      at.i++;
      c.classes.push(name());
    } else if (ch === '[') {
      const m = /^\[([\w-]+)(?:([~^$*]?=)(?:"([^"]*)"|'([^']*)'|([^\]\s]+)))?\]/.exec(text.slice(at.i));
      if (!m) throw new Error(`selector “${text}”: a bad attribute at ${at.i}`);
      c.attrs.push({ name: m[1]!, ...(m[2] ? { op: m[2], value: m[3] ?? m[4] ?? m[5]! } : {}) });
      at.i += m[0].length;
    } else if (text.startsWith(':not(', at.i)) {
      at.i += ':not('.length;
      c.not.push(parseCompound(text, at));
      if (text[at.i] !== ')') throw new Error(`selector “${text}”: “)” expected at ${at.i}`);
      at.i++;
    } else return c;
  }
}

function parseSelector(selector: string): Step[][] {
  return selector.split(',').map((part) => {
    const text = part.trim();
    const at = { i: 0 };
    const steps: Step[] = [];
    let combinator: Step['combinator'] = ' ';
    while (at.i < text.length) {
      steps.push({ combinator, compound: parseCompound(text, at) });
      const m = /^\s*([>+~])?\s*/.exec(text.slice(at.i))!;
      at.i += m[0].length;
      combinator = (m[1] as '>' | '+' | '~' | undefined) ?? ' ';
      if (at.i < text.length && m[0] === '' && !m[1]) throw new Error(`selector “${text}”: cannot read from ${at.i}`);
    }
    return steps;
  });
}

/** An element's attribute as the DOM gives it (class as one string), or undefined. */
export function attr(el: Element, name: string): string | undefined {
  const info = find(html, name);
  const v = el.properties[info.property];
  if (v === undefined || v === null || v === false) return undefined;
  if (Array.isArray(v)) return v.join(info.commaSeparated ? ',' : ' ');
  return v === true ? '' : String(v);
}

const classesOf = (el: Element) => (attr(el, 'class') ?? '').split(/\s+/).filter(Boolean);

function matchesCompound(el: Element, c: Compound): boolean {
  if (c.tag && el.tagName !== c.tag) return false;
  if (c.id !== undefined && attr(el, 'id') !== c.id) return false;
  if (c.classes.length) {
    const own = classesOf(el);
    if (!c.classes.every((x) => own.includes(x))) return false;
  }
  for (const a of c.attrs) {
    const v = attr(el, a.name);
    if (v === undefined) return false;
    if (!a.op) continue;
    const want = a.value!;
    const ok =
      a.op === '='
        ? v === want
        : a.op === '^='
          ? v.startsWith(want)
          : a.op === '$='
            ? v.endsWith(want)
            : a.op === '*='
              ? v.includes(want)
              : v.split(/\s+/).includes(want);
    if (!ok) return false;
  }
  return c.not.every((n) => !matchesCompound(el, n));
}

const parents = new WeakMap<Element | Root, Element | Root>();
function indexParents(node: Root | Element) {
  for (const child of node.children) {
    if (child.type === 'element') {
      parents.set(child, node);
      indexParents(child);
    }
  }
}
const indexed = new WeakSet<Root | Element>();
function ensureParents(scope: Root | Element) {
  let top: Root | Element = scope;
  for (let p = parents.get(top); p; p = parents.get(top)) top = p;
  if (!indexed.has(top)) {
    indexParents(top);
    indexed.add(top);
  }
}

/** The element's parent element, if any. */
export function parentOf(el: Element): Element | undefined {
  const p = parents.get(el);
  return p && p.type === 'element' ? p : undefined;
}

/** The element siblings before `el`, nearest first. */
function previousElements(el: Element): Element[] {
  const p = parents.get(el);
  if (!p) return [];
  const siblings = (p.children as RootContent[]).filter((c): c is Element => c.type === 'element');
  return siblings.slice(0, siblings.indexOf(el)).reverse();
}

function matchesSteps(el: Element, steps: Step[], i: number, scope: Root | Element): boolean {
  const step = steps[i]!;
  if (!matchesCompound(el, step.compound)) return false;
  if (i === 0) return true;
  const within = (e: Element | undefined): e is Element => !!e && e !== scope;
  if (step.combinator === '>') {
    const p = parentOf(el);
    return within(p) && matchesSteps(p, steps, i - 1, scope);
  }
  if (step.combinator === '+') {
    const [prev] = previousElements(el);
    return !!prev && matchesSteps(prev, steps, i - 1, scope);
  }
  if (step.combinator === '~') return previousElements(el).some((prev) => matchesSteps(prev, steps, i - 1, scope));
  for (let p = parentOf(el); within(p); p = parentOf(p)) if (matchesSteps(p, steps, i - 1, scope)) return true;
  return false;
}

/** Every element under `scope` (itself excluded), in document order. */
export function descendants(scope: Root | Element): Element[] {
  const out: Element[] = [];
  const walk = (n: Root | Element) => {
    for (const c of n.children) {
      if (c.type === 'element') {
        out.push(c);
        // A <template>'s content is not part of the document (as in the browser).
        if (c.tagName !== 'template') walk(c);
      }
    }
  };
  walk(scope);
  return out;
}

/** Every element under `scope` that matches `selector`, in document order (as `querySelectorAll`). */
export function $$(scope: Root | Element, selector: string): Element[] {
  ensureParents(scope);
  const lists = parseSelector(selector);
  return descendants(scope).filter((el) => lists.some((steps) => matchesSteps(el, steps, steps.length - 1, scope)));
}

/** The first match (as `querySelector`), or undefined. */
export function $(scope: Root | Element, selector: string): Element | undefined {
  return $$(scope, selector)[0];
}

/** The one match: fails naming the selector when there is none. */
export function must(scope: Root | Element, selector: string, where = ''): Element {
  const el = $(scope, selector);
  if (!el) throw new Error(`${where ? `${where}: ` : ''}no element matches “${selector}”`);
  return el;
}

/** The closest ancestor (or the element itself) matching `selector`. */
export function closest(el: Element, selector: string): Element | undefined {
  ensureParents(el);
  const lists = parseSelector(selector);
  for (let e: Element | undefined = el; e; e = parentOf(e)) {
    const cur = e;
    if (lists.some((steps) => steps.length === 1 && matchesCompound(cur, steps[0]!.compound))) return e;
  }
  return undefined;
}

const squash = (s: string) => s.replace(/\s+/g, ' ').trim();

/** `textContent`, white space collapsed (as Playwright's `toHaveText` compares it). */
export function text(node: Element | Root | RootContent): string {
  if (node.type === 'text') return squash(node.value);
  if (node.type !== 'element' && node.type !== 'root') return '';
  const raw: string[] = [];
  const walk = (n: Root | Element) => {
    for (const c of n.children) {
      if (c.type === 'text') raw.push(c.value);
      else if (c.type === 'element' && c.tagName !== 'template') walk(c);
    }
  };
  walk(node as Element | Root);
  return squash(raw.join(''));
}

/** Rendered text as the browser's `innerText` lays it out (block breaks between blocks), white space collapsed. */
export function innerText(el: Element): string {
  return squash(toText(el));
}

/** Hidden from everyone: the element or an ancestor has `hidden`, or is a template, script, style or noscript. */
export function isHidden(el: Element): boolean {
  ensureParents(el);
  for (let e: Element | undefined = el; e; e = parentOf(e)) {
    if (attr(e, 'hidden') !== undefined) return true;
    if (['template', 'script', 'style', 'noscript'].includes(e.tagName)) return true;
  }
  return false;
}

/**
 * The accessible name the tests read: `aria-label`, else for a table its caption, else the text not hidden from
 * assistive technology (aria-hidden), white space collapsed.
 */
export function accessibleName(el: Element): string {
  const label = attr(el, 'aria-label');
  if (label !== undefined) return squash(label);
  const labelledBy = attr(el, 'aria-labelledby');
  if (labelledBy) {
    let top: Root | Element = el;
    for (let p = parents.get(top); p; p = parents.get(top)) top = p;
    const ids = labelledBy.split(/\s+/);
    return squash(
      ids
        .map((id) => $(top, `[id="${id}"]`))
        .filter((x): x is Element => !!x)
        .map(visibleName)
        .join(' '),
    );
  }
  if (el.tagName === 'table') {
    const caption = $(el, 'caption');
    if (caption) return visibleName(caption);
  }
  return visibleName(el);
}

function visibleName(el: Element): string {
  const raw: string[] = [];
  const walk = (n: Element) => {
    if (attr(n, 'aria-hidden') === 'true') return;
    for (const c of n.children) {
      if (c.type === 'text') raw.push(c.value);
      else if (c.type === 'element' && !['template', 'script', 'style'].includes(c.tagName)) {
        const img = c.tagName === 'img' ? attr(c, 'alt') : undefined;
        if (img !== undefined) raw.push(img);
        else walk(c);
      }
    }
  };
  walk(el);
  return squash(raw.join(''));
}

/** The `<meta http-equiv="refresh">` target of a redirect page, or undefined. */
export function refreshTarget(tree: Root): string | undefined {
  const meta = $(tree, 'meta[http-equiv="refresh"]');
  const content = meta && attr(meta, 'content');
  return content ? /url=(.*)$/i.exec(content)?.[1]?.trim() : undefined;
}

/** Width and height from a PNG's IHDR chunk, or undefined when the bytes are not a PNG. */
export function pngSize(bytes: Buffer): { width: number; height: number } | undefined {
  const signature = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  if (!bytes.subarray(0, 8).equals(signature) || bytes.subarray(12, 16).toString('latin1') !== 'IHDR') return undefined;
  return { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) };
}

