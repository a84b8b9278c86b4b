import { test } from 'node:test';
import assert from 'node:assert/strict';
import { currentNavItem } from '../../../src/lib/views/nav.ts';

const items = [
  { href: '/sources/', label: 'Source health' },
  { href: '/sources/compare/', label: 'Other sources' },
  { href: '/gateway/', label: 'Gateway' },
];

test('a page belongs to the nav item whose address is the longest start of its path', () => {
  assert.equal(currentNavItem(items, '/sources/compare/')?.label, 'Other sources');
  assert.equal(currentNavItem(items, '/sources/')?.label, 'Source health');
  assert.equal(currentNavItem(items, '/gateway/codex/2026-07-28/2024-11-05/')?.label, 'Gateway');
  assert.equal(currentNavItem(items, '/'), undefined);
});
