/**
 * Page weight: the bytes a built page costs a reader on first load, each file compressed on
 * its own as a server would (gzip level 9, brotli quality 11). Used by `npm run bench` and
 * `npm run page-weight`. Lazily loaded modules (dynamic imports) are listed apart: they are
 * fetched on first use, not on load.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { brotliCompressSync, constants as zlibConstants, gzipSync } from 'node:zlib';
import { mustAt } from '../../src/lib/lookup/must.ts';

export interface Bytes {
  raw: number;
  gzip: number;
  brotli: number;
}

export function measureBytes(buf: Buffer | string): Bytes {
  const b = typeof buf === 'string' ? Buffer.from(buf) : buf;
  return {
    raw: b.length,
    gzip: gzipSync(b, { level: 9 }).length,
    brotli: brotliCompressSync(b, {
      params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 11, [zlibConstants.BROTLI_PARAM_SIZE_HINT]: b.length },
    }).length,
  };
}

export const sumBytes = (list: Bytes[]): Bytes =>
  list.reduce((a, b) => ({ raw: a.raw + b.raw, gzip: a.gzip + b.gzip, brotli: a.brotli + b.brotli }), { raw: 0, gzip: 0, brotli: 0 });

export interface PageWeight {
  html: Bytes;
  css: { file: string; bytes: Bytes }[];
  js: { file: string; bytes: Bytes }[];
  /** Inline <script> bodies (also counted in the HTML). */
  inlineScript: Bytes;
  /** HTML + CSS + JS, each compressed on its own as a server would. */
  total: Bytes;
  /** External JS files (entry and the chunks it imports) plus inline scripts. */
  script: Bytes;
  /** Modules loaded on first use (dynamic imports), with the chunks they add: not part of `total`. */
  lazy: { file: string; bytes: Bytes }[];
}

/** What one built page costs: its HTML and the CSS and JS it loads at once (entry scripts and the chunks they import statically). */
export function pageWeight(out: string, page = 'matrix/'): PageWeight {
  const html = readFileSync(join(out, page, 'index.html'), 'utf8');
  const attr = (tag: string, name: string) => new RegExp(`\\b${name}="([^"]*)"`).exec(tag)?.[1];
  const local = (href: string) => {
    const path = new URL(href, `http://x/${page}`).pathname;
    return join(out, decodeURIComponent(path));
  };
  const cssFiles = new Set<string>();
  const jsFiles = new Set<string>();
  for (const tag of html.match(/<link\b[^>]*>/g) ?? []) {
    const rel = attr(tag, 'rel');
    const href = attr(tag, 'href');
    if (!href || /^[a-z]+:/i.test(href)) continue;
    if (rel === 'stylesheet') cssFiles.add(local(href));
    if (rel === 'modulepreload') jsFiles.add(local(href));
  }
  let inline = '';
  for (const [, attrs = '', body = ''] of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)) {
    const src = attr(attrs, 'src');
    if (src && !/^[a-z]+:/i.test(src)) jsFiles.add(local(src));
    else if (!src && !/type="application\/(ld\+)?json"/.test(attrs)) inline += body;
    // Static imports of an inline module script.
    if (!src) for (const imp of body.matchAll(/(?:import|from)\s*["']([^"']+\.js)["']/g)) jsFiles.add(local(mustAt(imp, 1, 'import path')));
  }
  // Follow the chunks each JS file imports.
  const queue = [...jsFiles];
  for (let file = queue.pop(); file !== undefined; file = queue.pop()) {
    if (!existsSync(file)) continue;
    const code = readFileSync(file, 'utf8');
    for (const imp of code.matchAll(/(?:import|from)\s*["'](\.{1,2}\/[^"']+\.js)["']/g)) {
      const dep = resolve(file, '..', mustAt(imp, 1, 'import path'));
      if (!jsFiles.has(dep)) {
        jsFiles.add(dep);
        queue.push(dep);
      }
    }
  }
  // Modules imported dynamically by what loads at once, and their own static imports.
  const lazyFiles = new Set<string>();
  const lazyQueue: string[] = [];
  for (const file of jsFiles) {
    if (!existsSync(file)) continue;
    for (const imp of readFileSync(file, 'utf8').matchAll(/import\(\s*[`"'](\.{1,2}\/[^`"']+\.js)[`"']/g))
      lazyQueue.push(resolve(file, '..', mustAt(imp, 1, 'import path')));
  }
  for (let file = lazyQueue.pop(); file !== undefined; file = lazyQueue.pop()) {
    if (jsFiles.has(file) || lazyFiles.has(file) || !existsSync(file)) continue;
    lazyFiles.add(file);
    for (const imp of readFileSync(file, 'utf8').matchAll(
      /(?:import|from)\s*["'](\.{1,2}\/[^"']+\.js)["']|import\(\s*[`"'](\.{1,2}\/[^`"']+\.js)[`"']/g,
    )) {
      lazyQueue.push(resolve(file, '..', imp[1] ?? mustAt(imp, 2, 'import path')));
    }
  }
  const files = (set: Set<string>) =>
    [...set].filter((f) => existsSync(f)).map((f) => ({ file: relative(out, f), bytes: measureBytes(readFileSync(f)) }));
  const css = files(cssFiles);
  const js = files(jsFiles);
  const htmlBytes = measureBytes(html);
  const inlineScript = inline ? measureBytes(inline) : { raw: 0, gzip: 0, brotli: 0 };
  return {
    html: htmlBytes,
    css,
    js,
    inlineScript,
    total: sumBytes([htmlBytes, ...css.map((c) => c.bytes), ...js.map((j) => j.bytes)]),
    script: sumBytes([...js.map((j) => j.bytes), ...(inline ? [inlineScript] : [])]),
    lazy: files(lazyFiles),
  };
}
