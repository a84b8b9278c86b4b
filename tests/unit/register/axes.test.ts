/** The revision axis: the modern revision the 2026 rules read is the one revision of the modern era. */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { MODERN_REVISION, REVISIONS } from '../../../src/lib/register/axes.ts';

test('the modern revision is the one revision of the modern era', () => {
  assert.deepEqual(
    REVISIONS.filter((r) => r.era === 'modern').map((r) => r.id),
    [MODERN_REVISION],
  );
});
