import { test } from 'node:test';
import { getVerdict } from '../../../src/lib/register/axes.ts';
import assert from 'node:assert/strict';
import {
  absoluteCopyText,
  badgeUrl,
  copyRoot,
  cellMarkdown,
  cellUrl,
  citationMarkdown,
  escapeMarkdownText,
  markdownUrl,
  rowMarkdown,
  rowUrl,
  siteRoot,
} from '../../../src/lib/publish/markdown-copy.ts';

test('the site root joins the configured origin and base path', () => {
  assert.equal(siteRoot('https://example.github.io', '/register/'), 'https://example.github.io/register/');
  assert.equal(siteRoot('https://example.github.io/', '/register'), 'https://example.github.io/register/');
  assert.equal(siteRoot('http://127.0.0.1:4321', '/'), 'http://127.0.0.1:4321/');
});

test('a cell: its badge linked to the cell, at absolute URLs under the base path', () => {
  const root = siteRoot('https://example.github.io', '/register/');
  assert.equal(
    cellMarkdown({
      root,
      rowId: 'CAP-17',
      slug: 'cap-17',
      product: 'mcpx',
      revision: '2025-11-25',
      verdictLabel: getVerdict('overclaim').label,
      fragment: 'cap-17--mcpx--2025-11-25',
    }),
    '[![CAP-17 · mcpx · 2025-11-25: overclaim](https://example.github.io/register/badges/cap-17/mcpx/2025-11-25.svg)](https://example.github.io/register/matrix/#cap-17--mcpx--2025-11-25)',
  );
  assert.equal(
    cellMarkdown({
      root,
      rowId: 'CAP-02',
      slug: 'cap-02',
      product: 'opencode-v1',
      revision: '2024-11-05',
      verdictLabel: getVerdict('not-applicable').label,
      fragment: 'cap-02--opencode-v1--2024-11-05',
    }),
    '[![CAP-02 · opencode v1 · 2024-11-05: not-applicable](https://example.github.io/register/badges/cap-02/opencode-v1/2024-11-05.svg)](https://example.github.io/register/matrix/#cap-02--opencode-v1--2024-11-05)',
  );
});

test('a row: its mini-matrix badge linked to the row page; titles are escaped', () => {
  const root = 'https://s.test/';
  assert.equal(rowUrl(root, 'cap-03'), 'https://s.test/capabilities/cap-03/');
  assert.equal(badgeUrl(root, 'cap-03'), 'https://s.test/badges/cap-03.svg');
  assert.equal(badgeUrl(root, 'cap-03', 'goose'), 'https://s.test/badges/cap-03/goose.svg');
  assert.equal(cellUrl(root, 'cap-03--goose--2026-07-28'), 'https://s.test/matrix/#cap-03--goose--2026-07-28');
  assert.equal(
    rowMarkdown({ root, rowId: 'CAP-03', title: 'roots [list_changed] *x*', slug: 'cap-03' }),
    '[![CAP-03 roots \\[list\\_changed\\] \\*x\\*: verdict per product and revision](https://s.test/badges/cap-03.svg)](https://s.test/capabilities/cap-03/)',
  );
});

test('a citation: its line link and quote; URLs with spaces or parentheses stay one link', () => {
  assert.equal(
    citationMarkdown({
      label: 'schema/2025-11-25/schema.ts:322',
      url: 'https://github.com/o/r/blob/abc/schema.ts#L322',
      quote: 'subscribe?: boolean;',
    }),
    '[schema/2025-11-25/schema.ts:322](https://github.com/o/r/blob/abc/schema.ts#L322): “subscribe?: boolean;”',
  );
  assert.equal(citationMarkdown({ label: 'wire W2', url: 'https://s.test/legend/#wire-w2' }), '[wire W2](https://s.test/legend/#wire-w2)');
  assert.equal(markdownUrl('https://s.test/a b(c)'), 'https://s.test/a%20b%28c%29');
  assert.equal(escapeMarkdownText('a\n b <c> `d`'), 'a b \\<c\\> \\`d\\`');
});

test('copied Markdown: the configured site when set; otherwise root-relative, made absolute at the page’s origin', () => {
  assert.equal(copyRoot('https://example.github.io', '/register/'), 'https://example.github.io/register/');
  assert.equal(copyRoot(undefined, '/register'), '/register/');
  assert.equal(copyRoot(undefined, '/'), '/');
  const relative = cellMarkdown({
    root: copyRoot(undefined, '/register/'),
    rowId: 'CAP-17',
    slug: 'cap-17',
    product: 'mcpx',
    revision: '2025-11-25',
    verdictLabel: 'overclaim',
    fragment: 'cap-17--mcpx--2025-11-25',
  });
  assert.equal(
    absoluteCopyText(relative, 'http://localhost:8080'),
    '[![CAP-17 · mcpx · 2025-11-25: overclaim](http://localhost:8080/register/badges/cap-17/mcpx/2025-11-25.svg)](http://localhost:8080/register/matrix/#cap-17--mcpx--2025-11-25)',
  );
  // Absolute and protocol-relative targets stay as written; so does text that only looks like a link.
  const absolute = `[a](https://github.com/x/y#L1): “see (/tmp) and ${escapeMarkdownText('x](/y')}” [b](//cdn.example/x)`;
  assert.equal(absoluteCopyText(absolute, 'http://localhost:8080'), absolute);
  assert.equal(absoluteCopyText('[c](/legend/#w)', 'http://localhost:8080/'), '[c](http://localhost:8080/legend/#w)');
});
