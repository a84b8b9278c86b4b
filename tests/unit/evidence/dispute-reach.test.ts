/** The side reading of disputed-words-carry-dispute (`src/lib/evidence/dispute-reach.ts`), on positions written for the test. */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { sideProse } from '../../../src/lib/evidence/dispute-reach.ts';

test('sideProse drops file paths, file names and a quoted code comment’s words, and keeps the position’s own words', () => {
  const prose = sideProse(
    'The comment says it is “found by a client of either era”; the server declares it (internal/mcpserver/server.go:1404-1417, server.go:capabilities).',
  );
  assert.doesNotMatch(prose, /client|mcpserver|\.go/);
  assert.match(prose, /the server declares it/);
  assert.match(sideProse('“Declares both, to both eras”, says the register'), /Declares both, to both eras/);
});
