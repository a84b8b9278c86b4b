/**
 * Which file of the built site answers a request path, the way a static host (GitHub Pages)
 * answers it: a file as it is, a folder by its `index.html`, a folder named without its
 * trailing slash by a redirect to it, anything else by `404.html` with status 404. Paths
 * outside the base path, and any `..` segment, are not found. Pure: the file system is asked
 * through `kind`, so scripts/serve.ts and the tests share it.
 */
import { extname } from 'node:path';

export type Answer = { status: 200 | 404; file: string } | { status: 301; location: string };

/** What is at a path relative to the site's root: a file, a folder, or nothing. */
export type Kind = (relative: string) => 'file' | 'folder' | undefined;

/**
 * The answer to `pathname` (the URL's path, still percent-encoded) on a site served under
 * `base` (`/` or `/register/`). File paths in the answer are relative to the site's root.
 */
export function answer(pathname: string, base: string, kind: Kind): Answer {
  const notFound: Answer = { status: 404, file: '404.html' };
  let path: string;
  try {
    path = decodeURIComponent(pathname);
  } catch {
    return notFound;
  }
  if (!path.startsWith(base)) return path === base.slice(0, -1) ? { status: 301, location: base } : notFound;
  const relative = path.slice(base.length);
  // A `..` segment would leave the site's folder; `...` (a compare page's pair) is an ordinary name.
  if (relative.split('/').some((s) => s === '..' || s.includes('\0'))) return notFound;
  if (relative === '' || relative.endsWith('/')) {
    const index = `${relative}index.html`;
    return kind(index) === 'file' ? { status: 200, file: index } : notFound;
  }
  const found = kind(relative);
  if (found === 'file') return { status: 200, file: relative };
  if (found === 'folder' && kind(`${relative}/index.html`) === 'file') return { status: 301, location: `${path}/` };
  return notFound;
}

/** Content types by extension, and whether the server compresses the file; anything else is bytes, as they are. */
const TYPES: Record<string, [type: string, compress: boolean]> = {
  '.html': ['text/html; charset=utf-8', true],
  '.css': ['text/css; charset=utf-8', true],
  '.js': ['text/javascript; charset=utf-8', true],
  '.mjs': ['text/javascript; charset=utf-8', true],
  '.json': ['application/json; charset=utf-8', true],
  '.svg': ['image/svg+xml', true],
  '.xml': ['application/xml; charset=utf-8', true],
  '.txt': ['text/plain; charset=utf-8', true],
  '.png': ['image/png', false],
  '.ico': ['image/x-icon', false],
  '.wasm': ['application/wasm', false],
  '.webmanifest': ['application/manifest+json', true],
  '.woff2': ['font/woff2', false],
};

export function contentType(file: string): { type: string; compress: boolean } {
  const [type, compress] = TYPES[extname(file).toLowerCase()] ?? ['application/octet-stream', false];
  return { type, compress };
}
