import { test } from 'node:test';
import assert from 'node:assert/strict';
import { computeVerdict, playsSide, VERDICT_PRECEDENCE, type VerdictInput } from '../../../src/lib/register/verdict.ts';
import { VERDICT_IDS } from '../../../src/lib/register/axes.ts';

const base: VerdictInput = {
  side: 'client',
  roles: ['client'],
  speaks: 'yes',
  spec: 'defined',
  declared: 'yes',
  implemented: 'yes',
};
const v = (over: Partial<VerdictInput>) => computeVerdict({ ...base, ...over });

test('not-applicable when the product does not play the row’s side', () => {
  assert.equal(v({ side: 'server', roles: ['client'] }), 'not-applicable');
  assert.equal(v({ side: 'client', roles: ['server'], declared: 'yes' }), 'not-applicable');
});

test('a both-sides row applies to any product with a role', () => {
  assert.equal(playsSide('both', ['client']), true);
  assert.equal(playsSide('both', []), false);
  assert.equal(v({ side: 'both', roles: ['server'] }), 'honest');
});

test('not-spoken when the product does not speak the revision, before anything else it declares', () => {
  assert.equal(v({ speaks: 'no' }), 'not-spoken');
  assert.equal(v({ speaks: 'no', spec: 'removed', declared: 'yes' }), 'not-spoken');
});

test('speaking unknown does not hide the declaration', () => {
  assert.equal(v({ speaks: 'unknown' }), 'honest');
});

test('out-of-revision when declared where the revision does not define it', () => {
  assert.equal(v({ spec: 'removed', declared: 'yes', implemented: 'no' }), 'out-of-revision');
  assert.equal(v({ spec: 'absent', declared: 'conditional', implemented: 'yes' }), 'out-of-revision');
});

test('out-of-revision when its words say it is sent where the revision does not define it, declared or not', () => {
  // goose: “sends the notification without declaring the capability and keeps sending it at a revision where the
  // notification no longer exists” (002:32).
  assert.equal(v({ spec: 'removed', declared: 'no', implemented: 'yes', sendsUndefined: true }), 'out-of-revision');
  assert.equal(v({ spec: 'absent', declared: 'no', implemented: 'partial', sendsUndefined: true }), 'out-of-revision');
  assert.equal(v({ spec: 'removed', declared: 'unknown', implemented: 'yes', sendsUndefined: true }), 'out-of-revision');
  // Handling or accepting it there is no fault (the 2026 tasks extension implies cancel): not-applicable.
  assert.equal(v({ spec: 'removed', declared: 'no', implemented: 'yes' }), 'not-applicable');
  assert.equal(v({ spec: 'removed', declared: 'no', implemented: 'no', sendsUndefined: true }), 'not-applicable');
});

test('not-applicable when the revision does not define it and it is not declared', () => {
  assert.equal(v({ spec: 'absent', declared: 'no', implemented: 'no' }), 'not-applicable');
  assert.equal(v({ spec: 'removed', declared: 'no', implemented: 'unknown' }), 'not-applicable');
});

test('unknown when the spec state is not curated, or the product is not audited', () => {
  assert.equal(v({ spec: 'unknown' }), 'unknown');
  assert.equal(v({ spec: 'absent', declared: 'unknown' }), 'unknown');
  assert.equal(v({ declared: 'unknown' }), 'unknown');
  assert.equal(v({ implemented: 'unknown' }), 'unknown');
  assert.equal(v({ declared: 'no', implemented: 'unknown' }), 'unknown');
});

test('honest, partial and overclaim for a declared capability', () => {
  assert.equal(v({}), 'honest');
  assert.equal(v({ declared: 'conditional' }), 'honest');
  assert.equal(v({ spec: 'deprecated' }), 'honest');
  assert.equal(v({ spec: 'changed', implemented: 'partial' }), 'partial');
  assert.equal(v({ implemented: 'no' }), 'overclaim');
});

test('underclaim and absent for an undeclared capability', () => {
  assert.equal(v({ declared: 'no', implemented: 'yes' }), 'underclaim');
  assert.equal(v({ declared: 'no', implemented: 'partial' }), 'underclaim');
  assert.equal(v({ declared: 'no', implemented: 'no' }), 'absent');
});

test('every verdict is reachable and the precedence list names only real verdicts', () => {
  const seen = new Set<string>();
  const states = {
    side: ['client', 'server', 'both'],
    roles: [['client'], ['server'], ['client', 'server']],
    speaks: ['yes', 'no', 'unknown'],
    spec: ['absent', 'defined', 'changed', 'deprecated', 'removed', 'unknown'],
    declared: ['yes', 'no', 'conditional', 'unknown'],
    implemented: ['yes', 'partial', 'no', 'unknown'],
  } as const;
  for (const side of states.side)
    for (const roles of states.roles)
      for (const speaks of states.speaks)
        for (const spec of states.spec)
          for (const declared of states.declared)
            for (const implemented of states.implemented)
              for (const sendsUndefined of [false, true])
                seen.add(computeVerdict({ side, roles, speaks, spec, declared, implemented, sendsUndefined }));
  assert.deepEqual([...seen].sort(), [...VERDICT_IDS].sort());
  for (const step of VERDICT_PRECEDENCE) assert.ok(VERDICT_IDS.includes(step.verdict), step.verdict);
});
