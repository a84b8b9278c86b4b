/**
 * mcpx's cells, read side by side, audit by audit and position by position: each case breaks the valid fixture in one way and
 * names the problem the check must report; the passing tests show the same rule letting the right words through.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { withFixture, edit } from './content-fixture.ts';
import { CAP01 } from './fixture-edits.ts';

/** CAP-01 becomes a row about both sides, so mcpx's cells read its client and its server. */
const bothSides = (t: string) => t.replace('side: client\ncapability: { side: client', 'side: both\ncapability: { side: both');

test('refuses a both-sides implemented value resting on one side’s words (each-side-needs-words) with file, field and fix', () => {
  const problems = withFixture((d) =>
    edit(d, CAP01, (t) =>
      bothSides(t)
        .replace('quote: "renders widgets in the legacy eras"', 'quote: "its client renders widgets in the legacy eras"')
        .replace('It renders widgets in the legacy eras', 'Its client renders widgets in the legacy eras'),
    ),
  );
  const expected =
    /^capabilities\/CAP-01\.mdx: products\.mcpx\.0\.implemented\.evidence: "yes" in a row about both sides reads mcpx on every side it plays, but its words speak only of the client, and none says what the server at 2025-03-26, 2025-06-18, 2025-11-25 implements .*Quote words about that side's implementation, or make implemented unknown there/;
  assert.ok(problems.some((p) => expected.test(p)), problems.join('\n') || '(none)');
});

test('a clause that only declares does not speak for a side’s implementation (each-side-needs-words)', () => {
  const problems = withFixture((d) =>
    edit(d, CAP01, (t) =>
      bothSides(t)
        .replace('quote: "renders widgets in the legacy eras"', 'quote: "Server and client declare widgets; its client renders widgets in the legacy eras"')
        .replace('It renders widgets in the legacy eras', 'Server and client declare widgets; its client renders widgets in the legacy eras'),
    ),
  );
  assert.ok(
    problems.some((p) => /products\.mcpx\.0\.implemented\.evidence: "yes" in a row about both sides .*speak only of the client.*the server at 2025-03-26/.test(p)),
    problems.join('\n') || '(none)',
  );
});

test('a both-sides implemented value with words for each side passes each-side-needs-words', () => {
  const problems = withFixture((d) =>
    edit(d, CAP01, (t) =>
      bothSides(t)
        .replace(
          'quote: "renders widgets in the legacy eras"',
          'quote: "its client renders widgets in the legacy eras" }, { in: observation, quote: "its server serves them too"',
        )
        .replace('It renders widgets in the legacy eras', 'Its client renders widgets in the legacy eras, and its server serves them too'),
    ),
  );
  assert.equal(problems.filter((p) => /in a row about both sides/.test(p)).join('\n'), '');
});

test('a side the product does not play at a revision needs no words (each-side-needs-words: mcpx does not serve 2024-11-05)', () => {
  const problems = withFixture((d) =>
    edit(d, CAP01, (t) =>
      bothSides(t)
        .replace("- revisions: ['2025-03-26', '2025-06-18', '2025-11-25']", "- revisions: ['2024-11-05']")
        .replace('quote: "renders widgets in the legacy eras"', 'quote: "its client renders widgets in the legacy eras"')
        .replace('It renders widgets in the legacy eras', 'Its client renders widgets in the legacy eras'),
    ),
  );
  assert.equal(problems.filter((p) => /in a row about both sides/.test(p)).join('\n'), '');
});

test('refuses the pinned current audit’s declaration joined to a snapshot row’s implemented words (one-audit-per-cell: CAP-08 mcpx 2025-11-25)', () => {
  // CAP-01 is the current row (abc1234, as CAP-08 at 2a93f3f64); CAP-02 keeps the def5678 snapshot (as CAP-07 at 05c78b2).
  const problems = withFixture((d) => {
    edit(d, 'capabilities/CAP-02.mdx', (t) => `${t}\n## Detail\n\nmcpx renders widgets when asked.\n`);
    edit(d, CAP01, (t) =>
      t.replace(
        'implemented: { value: yes, evidence: [{ in: observation, quote: "renders widgets in the legacy eras" }] }',
        'implemented: { value: yes, evidence: [{ in: CAP-02/detail, quote: "mcpx renders widgets when asked" }] }',
      ),
    );
  });
  const expected =
    /^capabilities\/CAP-01\.mdx: products\.mcpx\.0: its quotes rest on passages of different audits \(the audit at abc1234 \(mcpx @ abc1234\); the audit at def5678 \(mcpx @ def5678\)\), and no single audit says this: add because/;
  assert.ok(problems.some((p) => expected.test(p)), problems.join('\n') || '(none)');
});

test('a speaks fact may rest on two audits: it is a product fact, not a row value (one-audit-per-cell binds row values only)', () => {
  const problems = withFixture((d) =>
    edit(d, 'products.yaml', (t) =>
      t.replace(
        `'2025-11-25': { value: yes, evidence: [{ in: CAP-01/observation, quote: "Declares widgets in every era" }] }`,
        `'2025-11-25': { value: yes, evidence: [{ in: CAP-01/observation, quote: "Declares widgets in every era" }, { in: CAP-02/what, quote: "mcpx declares gadgets at 2025-11-25" }] }`,
      ),
    ),
  );
  assert.equal(problems.filter((p) => /different audits/.test(p)).join('\n'), '');
});

const DISPUTE = 'disputes/widgets-upstream.yaml';

test('refuses a disputed cell that carries none of a position’s words (disputed-cell-shows-both-sides) with file, field and fix', () => {
  const problems = withFixture((d) =>
    edit(d, DISPUTE, (t) => t.replace('{ in: CAP-01, says: declares widgets. }', '{ in: CAP-01, says: "It says “renders widgets in the legacy eras”." }')),
  );
  const expected =
    /^disputes\/widgets-upstream\.yaml: cells\.0: lists CAP-01 mcpx at 2026-07-28, whose entry carries none of the words of its position 0 in CAP-01 \(“renders widgets in the legacy eras”\): .*add them to that entry in content\/capabilities\/CAP-01\.mdx, as contrary: \[\{ field, value, in: CAP-01\/<section>, quote: … \}\]/;
  assert.ok(problems.some((p) => expected.test(p)), problems.join('\n') || '(none)');
});

test('a disputed cell resting on a position’s words carries them (disputed-cell-shows-both-sides)', () => {
  const problems = withFixture((d) =>
    edit(d, DISPUTE, (t) => t.replace('{ in: CAP-01, says: declares widgets. }', '{ in: CAP-01, says: "It says “Declares widgets in every era”." }')),
  );
  assert.equal(problems.filter((p) => /carries none of the words/.test(p)).join('\n'), '');
});
