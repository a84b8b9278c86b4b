/** The rule role-words-about-the-product (src/lib/rules/role-words-about-the-product.ts): its examples, and its reading of a role quote's sentences. */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { roleQuoteProblems, roleWordsAboutTheProduct } from '../../../src/lib/rules/role-words-about-the-product.ts';
import { exampleTests } from './examples.ts';

exampleTests(roleWordsAboutTheProduct);

test('every sentence of a role quote names the product, and the quote names no revision', () => {
  const roles = (quote: string) => ({ id: 'goose' as const, roles: [{ in: 'note:n', quote }], speaks: {} });
  assert.deepEqual(roleQuoteProblems(roles('goose, which sends the notification without declaring the capability')), []);
  const other = roleQuoteProblems(roles('a client whose declaration is accurate. goose declares less than it implements'));
  assert.equal(other.length, 1);
  assert.match(other[0]?.message ?? '', /“a client whose declaration is accurate\.”/);
  const revision = roleQuoteProblems(roles('goose is a client in 2026'));
  assert.equal(revision.length, 1);
  assert.match(revision[0]?.message ?? '', /names 2026-07-28: a product's side is revision-independent/);
});
