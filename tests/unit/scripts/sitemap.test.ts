import { test } from 'node:test';
import assert from 'node:assert/strict';
import { isListed, pagePath, sitemapXml } from '../../../scripts/lib/sitemap.ts';

test('built files map to their page paths', () => {
  assert.equal(pagePath('index.html'), '');
  assert.equal(pagePath('capabilities/cap-03/index.html'), 'capabilities/cap-03/');
});

test('redirects, the 404 page and non-HTML files are left out', () => {
  assert.equal(isListed('matrix/index.html', '<html><head><title>x</title>'), true);
  assert.equal(isListed('CAP-03/index.html', '<meta name="robots" content="noindex" />'), false);
  assert.equal(isListed('404.html', '<html>'), false);
  assert.equal(isListed('matrix.json', '{}'), false);
});

test('the sitemap lists absolute URLs under the site and base, sorted and escaped', () => {
  const xml = sitemapXml('https://example.test/register/', ['matrix/', '', 'a&b/']);
  assert.match(xml, /^<\?xml version="1.0" encoding="UTF-8"\?>\n<urlset xmlns="http:\/\/www.sitemaps.org\/schemas\/sitemap\/0.9">/);
  assert.deepEqual(
    [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]),
    ['https://example.test/register/', 'https://example.test/register/a&amp;b/', 'https://example.test/register/matrix/'],
  );
});
