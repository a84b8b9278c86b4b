/**
 * The real content/ passes the content check: an invariant of any content that reaches main (a content change that
 * passes `npm run check` passes this too). What each rule refuses is tested on the fixture, in tests/unit/rules/.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { realContentProblems } from './content-fixture.ts';

test('the real content passes the content check', () => {
  assert.deepEqual(realContentProblems(), []);
});
