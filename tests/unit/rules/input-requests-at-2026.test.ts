/**
 * The rule input-requests-at-2026 (src/lib/rules/input-requests-at-2026.ts): its examples, and a 2026 implemented value
 * on words that say nothing of 2026 whose because only declares, on a copy of the valid fixture.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { inputRequestsAt2026 } from '../../../src/lib/rules/input-requests-at-2026.ts';
import { assertProblem, withFixture } from '../content/content-fixture.ts';
import { addEntry, addToObservation, asElicitationRow } from '../content/fixture-edits.ts';
import { exampleTests } from './examples.ts';

exampleTests(inputRequestsAt2026);

/**
 * CAP-01 made an elicitation row (its 2026 form is an input request), with opencode v2's 2026 entry: implemented yes on
 * `evidence`, because `because`, both sentences added to the observation.
 */
const opencodeV2At2026 = (evidence: string, because: string) => (d: string) => {
  asElicitationRow(d);
  addToObservation(`${evidence}. ${because}.`)(d);
  addEntry(
    'opencode-v2',
    `    - revisions: ['2026-07-28']
      declared: unknown
      implemented: { value: yes, evidence: [{ in: observation, quote: "${evidence}" }] }
      because: [{ in: observation, quote: "${because}" }]
`,
  )(d);
};

/** A because that names 2026 but only declares: it carries no implemented value there. */
const DECLARES_AT_2026 = 'In 2026 opencode v2 declares elicitation with both modes';

test('refuses a 2026 implemented value on words that say nothing of 2026 or input requests, whose because names 2026 but only declares', () => {
  // Was: CAP-09 opencode v2 at 2026 implemented yes on “also handles notifications/elicitation/complete”, because
  // CAP-08's “2025-11-25 and 2026-07-28. opencode v2 declares { form: …, url: {} }.”
  assertProblem(
    withFixture(opencodeV2At2026('opencode v2 also renders each elicitation it gets', DECLARES_AT_2026)),
    /^capabilities\/CAP-01\.mdx: products\.opencode-v2\.0\.implemented\.evidence: "yes" at 2026-07-28 rests on words that say nothing of 2026, where this capability is exercised only as an input request .*\(because observation “In 2026 opencode v2 declares elicitation with both modes” carries nothing here: it is a bare declaration clause/,
  );
});

test('lets a because about 2026’s input requests carry it', () => {
  assert.deepEqual(
    withFixture(
      opencodeV2At2026('opencode v2 also renders each elicitation it gets', 'In 2026 opencode v2 renders each elicitation input request'),
    ),
    [],
  );
});
