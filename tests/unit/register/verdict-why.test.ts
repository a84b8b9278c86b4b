import { test } from 'node:test';
import assert from 'node:assert/strict';
import { VERDICT_PRECEDENCE, decidingStep, verdictWhy } from '../../../src/lib/register/verdict.ts';

const sentence = (w: ReturnType<typeof verdictWhy>) => `${w.before} ${w.link} ${w.after}`;

test('the deciding step tells apart the two not-applicable steps by the side, and the two unknown steps by the spec', () => {
  const steps = (v: (typeof VERDICT_PRECEDENCE)[number]['verdict']) => VERDICT_PRECEDENCE.flatMap((s, i) => (s.verdict === v ? [i] : []));
  const [naSide, naSpec] = steps('not-applicable');
  const [unknownSpec, unknownAudit] = steps('unknown');
  assert.equal(decidingStep('not-applicable', false, 'defined'), naSide);
  assert.equal(decidingStep('not-applicable', true, 'absent'), naSpec);
  assert.equal(decidingStep('unknown', true, 'unknown'), unknownSpec);
  assert.equal(decidingStep('unknown', true, 'defined'), unknownAudit);
  // A verdict only one step gives is decided by that step.
  for (const [i, s] of VERDICT_PRECEDENCE.entries())
    if (steps(s.verdict).length === 1) assert.equal(decidingStep(s.verdict, true, 'defined'), i, s.verdict);
});

test('the why sentence names the step, counts the steps and says the step’s condition in the legend’s words', () => {
  const step = decidingStep('underclaim', true, 'defined');
  const why = verdictWhy('underclaim', true, 'defined');
  assert.equal(why.link, 'the legend’s precedence');
  assert.equal(
    sentence(why),
    `Step ${step + 1} of ${VERDICT_PRECEDENCE.length} in the legend’s precedence decides it: ${VERDICT_PRECEDENCE[step]?.when}.`,
  );
  assert.match(
    sentence(verdictWhy('not-applicable', false, 'defined')),
    /^Step 1 of \d+ in the legend’s precedence decides it: the product does not play/,
  );
});
