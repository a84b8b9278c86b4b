/** The words that say a product sends a key where the revision does not define it (`sending.ts`). */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { saysSentWhereUndefined } from '../../../src/lib/evidence/sending.ts';

test('only words about sending where the revision does not define it make an implemented value out-of-revision', () => {
  const q = (quote: string) => [{ in: 'note:n', quote }];
  assert.ok(saysSentWhereUndefined(q('keeps sending it at a revision where the notification no longer exists')));
  assert.ok(!saysSentWhereUndefined(q('modern extension acknowledges')));
  assert.ok(!saysSentWhereUndefined(q('its broker accepts mode: "url" requests anyway')));
});
