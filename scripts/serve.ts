/**
 * `npm run serve`: serve the built site at http://127.0.0.1:4321/ (PORT overrides), under the base path it was built
 * for (BASE_PATH), as a static host serves it (scripts/lib/static-files.ts): files as they are, text compressed,
 * revalidated on every request (an ETag, 304 when unchanged). The end-to-end tests serve dist/ with it
 * (playwright.config.ts).
 *
 * Not Astro's preview server: it compresses every response again on every request (9 s of CPU in a run of the
 * end-to-end suite; this server compresses each file once, about 1 s), and Astro lets only one preview run per
 * project, so a reader's `npm run serve` would keep `npm test`'s browser tests from starting.
 */
import { readFileSync, statSync, existsSync } from 'node:fs';
import { createServer } from 'node:http';
import { join, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';
import { answer, contentType, type Kind } from './lib/static-files.ts';
import { basePath } from '../src/lib/publish/site-config.ts';

const root = resolve(import.meta.dirname, '..');
const dist = join(root, 'dist');
if (!existsSync(join(dist, 'index.html'))) {
  console.error('No built site in dist/: run `npm run build` first (or `npm start`, which builds and serves).');
  process.exit(1);
}
const port = Number(process.env.PORT ?? 4321);
const base = basePath();

const kind: Kind = (relative) => {
  const s = statSync(join(dist, relative), { throwIfNoEntry: false });
  return s?.isFile() ? 'file' : s?.isDirectory() ? 'folder' : undefined;
};

/** Each file's bytes, and compressed bytes, read once per version of the file (its size and time). */
const cache = new Map<string, { version: string; raw: Buffer; gzip?: Buffer }>();
function read(file: string, version: string) {
  let entry = cache.get(file);
  if (entry?.version !== version) cache.set(file, (entry = { version, raw: readFileSync(file) }));
  return entry;
}

const server = createServer((request, response) => {
  const { pathname } = new URL(request.url ?? '/', 'http://localhost');
  const found = answer(pathname, base, kind);
  if (found.status === 301) {
    response.writeHead(301, { Location: found.location }).end();
    return;
  }
  const file = join(dist, found.file);
  const stat = statSync(file, { throwIfNoEntry: false });
  if (!stat?.isFile()) {
    response.writeHead(404, { 'Content-Type': 'text/plain; charset=utf-8' }).end('Not found');
    return;
  }
  const version = `${stat.size.toString(16)}-${Math.floor(stat.mtimeMs).toString(16)}`;
  const { type, compress } = contentType(found.file);
  const headers: Record<string, string> = {
    'Content-Type': type,
    'Cache-Control': 'no-cache',
    ETag: `"${version}"`,
    Vary: 'Accept-Encoding',
  };
  if (found.status === 200 && request.headers['if-none-match'] === `"${version}"`) {
    response.writeHead(304, headers).end();
    return;
  }
  const entry = read(file, version);
  let body = entry.raw;
  if (compress && /\bgzip\b/.test(String(request.headers['accept-encoding'] ?? ''))) {
    body = entry.gzip ??= gzipSync(entry.raw);
    headers['Content-Encoding'] = 'gzip';
  }
  response.writeHead(found.status, { ...headers, 'Content-Length': String(body.length) });
  response.end(request.method === 'HEAD' ? undefined : body);
});
server.listen(port, '127.0.0.1', () => console.log(`Serving dist/ at http://127.0.0.1:${port}${base}`));
for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => process.exit(0));
