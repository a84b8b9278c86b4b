import { test } from 'node:test';
import assert from 'node:assert/strict';
import { join } from 'node:path';
import { loadContent } from '../../src/lib/content-files.ts';
import { atomFeed, registerChanges, xml } from '../../src/lib/changes.ts';

const fixture = loadContent(join(import.meta.dirname, '../fixtures/content-valid'));
const register = fixture.registers.map((r) => r.data).find((r) => r.published)!;
const rows = fixture.rows.map((r) => r.data);
if (!register.published) throw new Error('fixture has no published register');

test('changes come from the register header and audit note, newest first', () => {
  const changes = registerChanges(register, rows);
  assert.deepEqual(changes.map((c) => [c.date, c.title]), [
    ['2026-01-02T08:00:00-05:00', 'Capabilities register, increment 1'],
    ['2026-01-02T08:00:00-05:00', 'Re-audited at abc1234: CAP-01'],
    ['2026-01-01T08:00:00-05:00', 'Capabilities register created'],
  ]);
});

test('the Atom feed is well-formed, escaped and has an entry per row and change', () => {
  const feed = atomFeed({ siteUrl: 'https://s.test/', feedUrl: 'https://s.test/feed.xml', register, rows, rowUrl: (id) => `https://s.test/r/${id}/` });
  assert.match(feed, /^<\?xml version="1.0" encoding="utf-8"\?>\n<feed xmlns="http:\/\/www.w3.org\/2005\/Atom">/);
  assert.equal((feed.match(/<entry>/g) ?? []).length, rows.length + 3);
  assert.match(feed, /<updated>2026-01-02T13:00:00.000Z<\/updated>/);
  assert.equal(xml('<b>&"'), '&lt;b&gt;&amp;&quot;');
});
