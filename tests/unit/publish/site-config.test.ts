import { test } from 'node:test';
import assert from 'node:assert/strict';
import { PLACEHOLDER_ORIGIN, configuredSite, siteOrigin, siteUrlNotice } from '../../../src/lib/publish/site-config.ts';

test('SITE_URL is the configured site; without it (or empty) the placeholder origin stands in', () => {
  assert.equal(configuredSite({ SITE_URL: 'https://example.github.io' }), 'https://example.github.io');
  assert.equal(configuredSite({}), undefined);
  assert.equal(configuredSite({ SITE_URL: '' }), undefined);
  assert.equal(siteOrigin({ SITE_URL: 'https://example.github.io' }), 'https://example.github.io');
  assert.equal(siteOrigin({}), PLACEHOLDER_ORIGIN);
});

test('a build without SITE_URL gets one notice naming what uses the placeholder and how to set it', () => {
  const notice = siteUrlNotice({});
  assert.ok(notice);
  for (const words of ['SITE_URL is not set', 'feeds', 'sitemap', 'canonical', PLACEHOLDER_ORIGIN, 'SITE_URL=https://'])
    assert.ok(notice.includes(words), words);
  assert.equal(siteUrlNotice({ SITE_URL: 'https://example.github.io' }), undefined);
});
