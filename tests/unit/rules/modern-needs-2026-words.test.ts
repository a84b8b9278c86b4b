/**
 * The rule modern-needs-2026-words (src/lib/rules/modern-needs-2026-words.ts): its examples, and a quote of another
 * revision riding on a 2026 value whose because only repeats its evidence, on a copy of the valid fixture.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { modernNeeds2026Words } from '../../../src/lib/rules/modern-needs-2026-words.ts';
import { assertProblem, edit, withFixture } from '../content/content-fixture.ts';
import { CAP01, addToObservation } from '../content/fixture-edits.ts';
import { exampleTests } from './examples.ts';

exampleTests(modernNeeds2026Words);

const MODERN_ENTRY = 'implemented: { value: no, evidence: [{ in: observation, quote: "in 2026 it declares them but renders nothing" }] }';

/** CAP-01's 2026 mcpx value also quotes the What's “2025-11-25 gives them sub-fields”, with `because` (a YAML flow item). */
const riderWith = (because: string) => (d: string) =>
  edit(d, CAP01, (t) =>
    t.replace(
      MODERN_ENTRY,
      `${MODERN_ENTRY.replace('}] }', '}, { in: what, quote: "2025-11-25 gives them sub-fields" }] }')}\n      because: [${because}]`,
    ),
  );

test('refuses a quote of another revision riding on a 2026 value whose because repeats the evidence', () => {
  // Was: CAP-23 mcpx at 2026 adding the legacy “Legacy cancel declared and terminal cancel rejected”, because its own
  // evidence “modern extension acknowledges”.
  assertProblem(
    withFixture(riderWith('{ in: observation, quote: "in 2026 it declares them but renders nothing" }')),
    /^capabilities\/CAP-01\.mdx: products\.mcpx\.1\.implemented\.evidence: "no" at 2026-07-28 rests also on what “2025-11-25 gives them sub-fields”, whose words name 2025-11-25, not 2026: .*repeating it carries nothing new/,
  );
});

test('lets other words about 2026, in because, carry the rider there', () => {
  assert.deepEqual(
    withFixture((d) => {
      addToObservation('Its 2026 renderer draws no sub-fields either.')(d);
      riderWith('{ in: observation, quote: "Its 2026 renderer draws no sub-fields either" }')(d);
    }),
    [],
  );
});
