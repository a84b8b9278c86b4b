/** Exclusive declarations (`exclusive-words.ts`): the key declared, and whether more is said to be implemented. */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { exclusiveDeclaration } from '../../../src/lib/evidence/exclusive-words.ts';

test('an exclusive declaration names the one key declared, none, or is not exclusive', () => {
  assert.deepEqual(exclusiveDeclaration('Codex declares only elicitation while implementing much more'), {
    only: 'elicitation',
    implementsMore: true,
  });
  assert.deepEqual(exclusiveDeclaration('opencode declares roots and nothing else, with sampling commented out'), {
    only: 'roots',
    implementsMore: false,
  });
  assert.deepEqual(exclusiveDeclaration('lootbox declares no capabilities at all'), { only: null, implementsMore: false });
  assert.equal(exclusiveDeclaration('goose declares less than it implements'), null);
  assert.equal(exclusiveDeclaration('opencode v2 declares it with both modes'), null);
});
