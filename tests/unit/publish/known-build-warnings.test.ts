import { test } from 'node:test';
import assert from 'node:assert/strict';
import { KNOWN_BUILD_WARNINGS, isKnownBuildWarning } from '../../../src/lib/publish/known-build-warnings.ts';

const headInject = {
  code: 'MODULE_LEVEL_DIRECTIVE',
  message:
    'The semantics of the module level directive "use astro:head-inject" in "src/content/docs/index.mdx?astroPropagatedAssets" may not be preserved when bundling.',
};

test('the MDX head-inject directive warning is known, and every known warning names its upstream issue', () => {
  assert.equal(isKnownBuildWarning(headInject), true);
  for (const known of KNOWN_BUILD_WARNINGS) assert.match(known.tracked, /^https:\/\/github\.com\/[^/]+\/[^/]+\/issues\/\d+$/);
});

test('a warning of the same code about another directive, or another code about the same words, is still shown', () => {
  assert.equal(isKnownBuildWarning({ ...headInject, message: headInject.message.replace('astro:head-inject', 'use client') }), false);
  assert.equal(isKnownBuildWarning({ ...headInject, code: 'EVAL' }), false);
  assert.equal(isKnownBuildWarning({ message: headInject.message }), false);
});
