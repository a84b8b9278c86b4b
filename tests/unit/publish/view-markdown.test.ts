import { test } from 'node:test';
import assert from 'node:assert/strict';
import { viewMarkdown } from '../../../src/lib/publish/view-markdown.ts';

const rows = [
  {
    id: 'CAP-17',
    title: 'server resources.subscribe',
    cells: [
      {
        product: 'mcpx' as const,
        revision: '2025-06-18' as const,
        verdict: 'overclaim' as const,
        basis: 'inferred' as const,
        disputed: false,
      },
      {
        product: 'mcpx' as const,
        revision: '2026-07-28' as const,
        verdict: 'overclaim' as const,
        basis: 'stated' as const,
        disputed: true,
      },
    ],
  },
];

test('a view as a Markdown table: each cell says verdict and basis in words and links to the cell, at one root', () => {
  const md = viewMarkdown(rows, 'https://example.org/reg/');
  const lines = md.trim().split('\n');
  assert.equal(lines[0], '| Row | mcpx 2025-06-18 | mcpx 2026-07-28 |');
  assert.equal(lines[1], '| --- | --- | --- |');
  assert.match(lines[2]!, /^\| \[CAP-17 server resources\.subscribe\]\(https:\/\/example\.org\/reg\/capabilities\/cap-17\/\) \| /);
  assert.match(lines[2]!, /\[✗ overclaim \(inferred\)\]\(https:\/\/example\.org\/reg\/matrix\/#cap-17--mcpx--2025-06-18\)/);
  assert.match(lines[2]!, /\[✗ overclaim ⚑ disputed\]\(https:\/\/example\.org\/reg\/matrix\/#cap-17--mcpx--2026-07-28\)/);
  for (const url of md.match(/\(https?:[^)]+\)/g)!) assert.ok(url.startsWith('(https://example.org/reg/'), url);
});

test('with badges, each cell is its badge linked to the cell', () => {
  const md = viewMarkdown(rows, 'https://example.org/');
  const withBadges = viewMarkdown(rows, 'https://example.org/', true);
  assert.notEqual(md, withBadges);
  assert.match(
    withBadges,
    /\[!\[✗ overclaim \(inferred\)\]\(https:\/\/example\.org\/badges\/cap-17\/mcpx\/2025-06-18\.svg\)\]\(https:\/\/example\.org\/matrix\/#cap-17--mcpx--2025-06-18\)/,
  );
});
