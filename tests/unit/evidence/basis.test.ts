/** A cell's basis (`basis.ts`): which inputs a verdict rests on, and the basis they give it. */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { cellBasis, inputsUsed, type BasisInputs } from '../../../src/lib/evidence/basis.ts';

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
