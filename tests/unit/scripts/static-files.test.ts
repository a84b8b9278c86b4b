import { test } from 'node:test';
import assert from 'node:assert/strict';
import { answer, contentType, type Kind } from '../../../scripts/lib/static-files.ts';

/** A small built site: a home page, a row's folder, a file, and the 404 page. */
const site = new Map<string, 'file' | 'folder'>([
  ['index.html', 'file'],
  ['404.html', 'file'],
  ['capabilities', 'folder'],
  ['capabilities/cap-01', 'folder'],
  ['capabilities/cap-01/index.html', 'file'],
  ['matrix.json', 'file'],
  ['revisions/compare/2025-06-18...2026-07-28', 'folder'],
  ['revisions/compare/2025-06-18...2026-07-28/index.html', 'file'],
  ['empty', 'folder'],
]);
const kind: Kind = (relative) => site.get(relative);

test('a file is answered as it is, a folder with a slash by its index.html', () => {
  assert.deepEqual(answer('/matrix.json', '/', kind), { status: 200, file: 'matrix.json' });
  assert.deepEqual(answer('/', '/', kind), { status: 200, file: 'index.html' });
  assert.deepEqual(answer('/capabilities/cap-01/', '/', kind), { status: 200, file: 'capabilities/cap-01/index.html' });
});

test('a folder named without its slash redirects to it, as a static host does', () => {
  assert.deepEqual(answer('/capabilities/cap-01', '/', kind), { status: 301, location: '/capabilities/cap-01/' });
});

test('anything else is the 404 page with status 404: a missing file, a folder without an index, a bad escape', () => {
  for (const path of ['/nothing', '/nothing/', '/empty/', '/empty', '/%E0%A4%A'])
    assert.deepEqual(answer(path, '/', kind), { status: 404, file: '404.html' }, path);
});

test('a ".." segment never leaves the site; "..." in a compare pair is an ordinary name', () => {
  assert.deepEqual(answer('/capabilities/../../etc/passwd', '/', kind), { status: 404, file: '404.html' });
  assert.deepEqual(answer('/capabilities/%2e%2e/index.html', '/', kind), { status: 404, file: '404.html' });
  assert.deepEqual(answer('/revisions/compare/2025-06-18...2026-07-28/', '/', kind), {
    status: 200,
    file: 'revisions/compare/2025-06-18...2026-07-28/index.html',
  });
});

test('under a base path: paths inside it are the site, the base without its slash redirects, others are not found', () => {
  assert.deepEqual(answer('/register/matrix.json', '/register/', kind), { status: 200, file: 'matrix.json' });
  assert.deepEqual(answer('/register', '/register/', kind), { status: 301, location: '/register/' });
  assert.deepEqual(answer('/matrix.json', '/register/', kind), { status: 404, file: '404.html' });
});

test('content types by extension; text is compressed, images and fonts are not; unknown is bytes', () => {
  assert.deepEqual(contentType('a/index.html'), { type: 'text/html; charset=utf-8', compress: true });
  assert.deepEqual(contentType('badge.SVG'), { type: 'image/svg+xml', compress: true });
  assert.deepEqual(contentType('preview.png'), { type: 'image/png', compress: false });
  assert.deepEqual(contentType('pagefind.wasm'), { type: 'application/wasm', compress: false });
  assert.deepEqual(contentType('data.bin'), { type: 'application/octet-stream', compress: false });
});
