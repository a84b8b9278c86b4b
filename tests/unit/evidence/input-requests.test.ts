/** input-requests-at-2026's words about 2026 itself, as a relay gate toward a 2026-07-28 host needs them. */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { speaksOfModernItself } from '../../../src/lib/evidence/input-requests.ts';

test('2026, the modern era and input requests speak of 2026; a floor a 2026 host meets does not', () => {
  assert.equal(speaksOfModernItself('in 2026 it asks a host only when it declared it'), true);
  assert.equal(speaksOfModernItself('on a modern connection v2 opens it'), true);
  assert.equal(speaksOfModernItself('roots then reach a server only as an input request inside an InputRequiredResult'), true);
  assert.equal(speaksOfModernItself('Asking a host requires the host to be at 2025-06-18 or later and to have declared it'), false);
  assert.equal(speaksOfModernItself('url mode needs a 2025-11-25+ host that declared an explicit url key'), false);
});
