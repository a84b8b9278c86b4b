import { test } from 'node:test';
import assert from 'node:assert/strict';
import { escapeXml } from '../../../src/lib/publish/xml.ts';

test('escapeXml escapes every character XML text and attributes treat as markup', () => {
  assert.equal(escapeXml(`<a href="x">&'`), '&lt;a href=&quot;x&quot;&gt;&amp;&apos;');
  assert.equal(escapeXml('&amp;'), '&amp;amp;');
  assert.equal(escapeXml('plain text'), 'plain text');
});
