import { test } from 'node:test';
import assert from 'node:assert/strict';
import { parseCitation } from '../../../src/lib/citations/parse.ts';
import { citationProducts } from '../../../src/lib/citations/speaks-of.ts';
import { PRODUCT_IDS } from '../../../src/lib/register/axes.ts';

test('a citation speaks of the product whose source it is in; a spec citation of every product; a wire capture of the audited one', () => {
  assert.deepEqual(citationProducts(parseCitation('internal/server/server.go:120'), 'mcpx'), ['mcpx']);
  assert.deepEqual(citationProducts(parseCitation('v2:packages/core/src/mcp.ts:10'), 'mcpx'), ['opencode-v2']);
  assert.deepEqual(citationProducts(parseCitation('v1:packages/opencode/src/mcp/index.ts:10'), 'mcpx'), ['opencode-v1']);
  assert.deepEqual(citationProducts(parseCitation('schema/2025-11-25/schema.ts:300'), 'mcpx'), [...PRODUCT_IDS]);
  assert.deepEqual(citationProducts(parseCitation('.lootbox/src/client.ts:3'), 'mcpx'), ['lootbox']);
  assert.deepEqual(citationProducts(parseCitation('wire W2'), 'mcpx'), ['mcpx']);
  assert.ok(!citationProducts(parseCitation('internal/server/server.go:120'), 'mcpx').includes('goose'));
});
