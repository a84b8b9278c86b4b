import { test } from 'node:test';
import assert from 'node:assert/strict';
import { exclusiveDeclaration, productNamed, roleQuoteProblems, saysSentWhereUndefined } from '../../../src/lib/evidence/product-rules.ts';
import { cellBasis, inputsUsed, type BasisInputs } from '../../../src/lib/evidence/basis.ts';

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

test('role-words-about-the-product: every sentence of a role quote names the product, and the quote names no revision', () => {
  const roles = (quote: string) => ({ id: 'goose' as const, roles: [{ in: 'note:n', quote }], speaks: {} });
  assert.deepEqual(roleQuoteProblems(roles('goose, which sends the notification without declaring the capability')), []);
  const other = roleQuoteProblems(roles('a client whose declaration is accurate. goose declares less than it implements'));
  assert.equal(other.length, 1);
  assert.match(other[0]?.message ?? '', /“a client whose declaration is accurate\.”/);
  const revision = roleQuoteProblems(roles('goose is a client in 2026'));
  assert.equal(revision.length, 1);
  assert.match(revision[0]?.message ?? '', /names 2026-07-28: a product's side is revision-independent/);
});

test('exclusive-declaration-decides-every-key and implements-more-than-declared read the exclusive declarations the documents write', () => {
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

const resolved = <T extends string>(value: T, basis: 'stated' | 'inferred' | 'unknown') => ({ value, basis, evidence: [], because: [] });

test('a side-only cell rests on the roles alone, inferred: role words say which side a product plays, not that it plays no other', () => {
  const inputs: BasisInputs = {
    sideOnly: true,
    speaks: resolved('unknown', 'unknown'),
    spec: resolved('defined', 'stated'),
    declared: resolved('unknown', 'unknown'),
    implemented: resolved('unknown', 'unknown'),
  };
  assert.deepEqual(inputsUsed('not-applicable', inputs), ['roles']);
  assert.equal(cellBasis('not-applicable', inputs), 'inferred');
  // Whatever the values it does not rest on say, stated ones included.
  const allStated: BasisInputs = { ...inputs, speaks: resolved('yes', 'stated'), declared: resolved('no', 'stated') };
  assert.equal(cellBasis('not-applicable', allStated), 'inferred');
  // A product that plays the side: the same not-applicable (the revision does not define the key) is stated on stated values.
  assert.equal(cellBasis('not-applicable', { ...allStated, sideOnly: false }), 'stated');
});

test('out-of-revision by what is sent rests on the implemented value too, and takes its basis', () => {
  const inputs: BasisInputs = {
    sideOnly: false,
    speaks: resolved('yes', 'inferred'),
    spec: resolved('removed', 'stated'),
    declared: resolved('no', 'stated'),
    implemented: resolved('yes', 'inferred'),
  };
  assert.deepEqual(inputsUsed('out-of-revision', inputs), ['roles', 'speaks', 'spec', 'declared', 'implemented']);
  const declaredOnly = { ...inputs, declared: resolved('yes', 'stated') };
  assert.deepEqual(inputsUsed('out-of-revision', declaredOnly), ['roles', 'speaks', 'spec', 'declared']);
});

test('only words about sending where the revision does not define it make an implemented value out-of-revision', () => {
  const q = (quote: string) => [{ in: 'note:n', quote }];
  assert.ok(saysSentWhereUndefined(q('keeps sending it at a revision where the notification no longer exists')));
  assert.ok(!saysSentWhereUndefined(q('modern extension acknowledges')));
  assert.ok(!saysSentWhereUndefined(q('its broker accepts mode: "url" requests anyway')));
});
