/** Which product words name (`product-words.ts`): a word of its name, read as its passage reads it. */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { productNamed } from '../../../src/lib/evidence/product-words.ts';

test('a product is named by a word of its name, not inside another word', () => {
  assert.ok(productNamed('Codex declares only elicitation', 'codex'));
  assert.ok(productNamed('on a modern connection v2’s SDK opens it', 'opencode-v2'));
  assert.ok(productNamed('opencode declares roots', 'opencode-v1'));
  assert.ok(!productNamed('a client whose declaration is accurate.', 'goose'));
  assert.ok(!productNamed('mcpxd declares', 'mcpx'));
});

test('a shared name word names a product only when no other is named by its own word, and in a note only the products it speaks of', () => {
  assert.ok(!productNamed('opencode v1 has no elicitation at all.', 'opencode-v2'));
  assert.ok(productNamed('opencode v1 has no elicitation at all.', 'opencode-v1'));
  assert.ok(productNamed('Neither opencode version declares it', 'opencode-v2'));
  assert.ok(productNamed('opencode declares roots and nothing else', 'opencode-v1', ['opencode-v1', 'goose']));
  assert.ok(!productNamed('opencode declares roots and nothing else', 'opencode-v2', ['opencode-v1', 'goose']));
  assert.ok(productNamed('opencode v2 declares it with both modes', 'opencode-v2', ['opencode-v1']));
});
