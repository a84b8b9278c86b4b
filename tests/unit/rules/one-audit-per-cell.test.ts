/**
 * The rule one-audit-per-cell (src/lib/rules/one-audit-per-cell.ts): its examples, and the shapes of a `because` that
 * does not join two audits, each on a copy of the valid fixture (CAP-01 is the current audit at abc1234, CAP-02 keeps
 * the def5678 snapshot).
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { oneAuditPerCell } from '../../../src/lib/rules/one-audit-per-cell.ts';
import { assertProblem, edit, withFixture } from '../content/content-fixture.ts';
import { CAP01, CAP02, addToObservation } from '../content/fixture-edits.ts';
import { exampleTests } from './examples.ts';

exampleTests(oneAuditPerCell);

const LEGACY_IMPLEMENTED = 'implemented: { value: yes, evidence: [{ in: observation, quote: "renders widgets in the legacy eras" }] }';

/** CAP-01's legacy mcpx value rests on `evidence` (YAML flow items), joined by `because`. */
const implementedOn = (evidence: string, because: string) => (d: string) =>
  edit(d, CAP01, (t) => t.replace(LEGACY_IMPLEMENTED, `implemented: { value: yes, evidence: [${evidence}] }\n      because: [${because}]`));

/** CAP-02 (def5678) gains a Detail about rendering widgets, which CAP-01 (abc1234) may quote. */
const snapshotDetail = (d: string) => edit(d, CAP02, (t) => `${t}\n## Detail\n\nmcpx renders widgets in the legacy eras when asked.\n`);
const SNAPSHOT_WORDS = '{ in: CAP-02/detail, quote: "mcpx renders widgets in the legacy eras when asked" }';

const NOT_JOINED =
  /^capabilities\/CAP-01\.mdx: products\.mcpx\.0\.because: its quotes rest on passages of different audits \(the audit at abc1234 .*; the audit at def5678 .*\), but no because quote names the other audit's row by its id in words that join them/;

test('refuses a because that names the other audit’s row in a declaration sentence, joining an implemented value', () => {
  // Was: CAP-08 mcpx's implemented yes on CAP-09's broker words, joined by “… mcpx’s upstream declaration never admits url mode (CAP-09).”
  const problems = withFixture((d) => {
    snapshotDetail(d);
    addToObservation('It declares the same widgets (CAP-02).')(d);
    implementedOn(SNAPSHOT_WORDS, '{ in: observation, quote: "It declares the same widgets (CAP-02)." }')(d);
  });
  assertProblem(problems, NOT_JOINED);
});

test('lets a because about the same field, naming the other audit’s row, join them', () => {
  assert.deepEqual(
    withFixture((d) => {
      snapshotDetail(d);
      addToObservation('It renders the same widgets (CAP-02).')(d);
      implementedOn(SNAPSHOT_WORDS, '{ in: observation, quote: "It renders the same widgets (CAP-02)." }')(d);
    }),
    [],
  );
});

test('refuses the preserved-comparison sentence as the because, though it names the other audit’s commit and row', () => {
  // Was: CAP-08 mcpx joined to CAP-07's words by “The assessment and source references below preserve the original 05c78b2 comparison”.
  const problems = withFixture((d) => {
    snapshotDetail(d);
    addToObservation('The references below preserve the original def5678 comparison of rendering (CAP-02).')(d);
    implementedOn(
      SNAPSHOT_WORDS,
      '{ in: observation, quote: "The references below preserve the original def5678 comparison of rendering (CAP-02)." }',
    )(d);
  });
  assertProblem(problems, NOT_JOINED);
});

test('refuses a because from the older comparison a current observation preserves (“historical, not current”)', () => {
  // Was: CAP-25 mcpx at 2026 joined by its own Detail, which its observation says preserves the 05c78b2 comparison.
  const problems = withFixture((d) => {
    edit(
      d,
      CAP01,
      (t) =>
        `${t.trimEnd()} The references below preserve the original def5678 comparison.\n\n## Detail\n\nmcpx renders widgets as CAP-01’s current audit says.\n`,
    );
    implementedOn(
      '{ in: observation, quote: "renders widgets in the legacy eras" }, { in: detail, quote: "mcpx renders widgets as CAP-01’s current audit says" }',
      '{ in: detail, quote: "mcpx renders widgets as CAP-01’s current audit says." }',
    )(d);
  });
  assertProblem(problems, NOT_JOINED);
});
