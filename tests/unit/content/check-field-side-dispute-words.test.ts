/**
 * mcpx's cells, read for the field, the side and the dispute their words speak of: each case breaks the valid
 * fixture the way an edit of the real content would and names the problem the check must report.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { withFixture, edit } from './content-fixture.ts';
import { CAP01 } from './fixture-edits.ts';

/** Does some problem match? The assertion message lists them all. */
function assertSome(problems: readonly string[], expected: RegExp): void {
  assert.ok(
    problems.some((p) => expected.test(p)),
    problems.join('\n') || '(none)',
  );
}

// quote-states-only-its-field: the declared object's words are not words of doing.

test('refuses an implemented value on “Legacy list is declared” alone: “list” is the declared object (quote-states-only-its-field)', () => {
  const problems = withFixture((d) =>
    edit(d, CAP01, (t) =>
      t
        .replace('quote: "renders widgets in the legacy eras"', 'quote: "Legacy list is declared"')
        .replace('Declares widgets in every era.', 'Declares widgets in every era. Legacy list is declared and lists widgets.'),
    ),
  );
  assertSome(
    problems,
    /^capabilities\/CAP-01\.mdx: products\.mcpx\.0\.implemented\.evidence: "yes" quotes observation “Legacy list is declared”, a bare declaration clause .*quote-states-only-its-field.*or make implemented unknown/,
  );
});

test('refuses an implemented value on a map that “is emitted”: the declaration being sent (quote-states-only-its-field)', () => {
  const problems = withFixture((d) =>
    edit(d, CAP01, (t) =>
      t
        .replace('quote: "renders widgets in the legacy eras"', 'quote: "Server extension map is emitted only for modern peers"')
        .replace('Declares widgets in every era.', 'Declares widgets in every era. Server extension map is emitted only for modern peers.'),
    ),
  );
  assertSome(
    problems,
    /^capabilities\/CAP-01\.mdx: products\.mcpx\.0\.implemented\.evidence: "yes" quotes observation “Server extension map is emitted only for modern peers”, a bare declaration clause/,
  );
});

test('the same sentence with what the product does passes quote-states-only-its-field (“… and lists widgets”)', () => {
  const problems = withFixture((d) =>
    edit(d, CAP01, (t) =>
      t
        .replace('quote: "renders widgets in the legacy eras"', 'quote: "Legacy list is declared and lists widgets"')
        .replace('Declares widgets in every era.', 'Declares widgets in every era. Legacy list is declared and lists widgets.'),
    ),
  );
  assert.equal(problems.filter((p) => /bare declaration clause/.test(p)).join('\n'), '');
});

// disputed-cell-shows-both-sides and contrary-words-need-dispute: a position is carried by a whole clause of it; a contrary's field and value are its words'.

const DISPUTE = 'disputes/widgets-upstream.yaml';
/** Position 0 of the fixture's dispute quotes CAP-01's observation. */
const quotedPosition = (t: string) => t.replace('{ in: CAP-01, says: declares widgets. }', '{ in: CAP-01, says: "It says “renders widgets in the legacy eras”." }');
const MODERN_ENTRY = 'implemented: { value: no, evidence: [{ in: observation, quote: "in 2026 it declares them but renders nothing" }] }';

test('refuses a disputed cell whose only carrying quote is one word of the position (disputed-cell-shows-both-sides)', () => {
  const problems = withFixture((d) => {
    edit(d, DISPUTE, quotedPosition);
    edit(d, CAP01, (t) => t.replace(MODERN_ENTRY, `${MODERN_ENTRY}\n      because: [{ in: observation, quote: "renders" }]`));
  });
  assertSome(
    problems,
    /^disputes\/widgets-upstream\.yaml: cells\.0: lists CAP-01 mcpx at 2026-07-28, whose entry carries none of the words of its position 0 in CAP-01 \(“renders widgets in the legacy eras”\): .*as contrary: \[\{ field, value, in: CAP-01\/<section>, quote: … \}\]/,
  );
});

test('a whole clause of the position carries it (disputed-cell-shows-both-sides)', () => {
  const problems = withFixture((d) => {
    edit(d, DISPUTE, quotedPosition);
    edit(d, CAP01, (t) => t.replace(MODERN_ENTRY, `${MODERN_ENTRY}\n      because: [{ in: observation, quote: "renders widgets in the legacy eras" }]`));
  });
  assert.equal(problems.filter((p) => /carries none of the words/.test(p)).join('\n'), '');
});

test('refuses a declared contrary whose words say the opposite of its value (contrary-words-need-dispute: “declares” is never declared no)', () => {
  const problems = withFixture((d) =>
    edit(d, CAP01, (t) =>
      t.replace(MODERN_ENTRY, `${MODERN_ENTRY}\n      contrary: [{ field: declared, value: no, in: CAP-02/what, quote: "mcpx declares gadgets at 2025-11-25" }]`),
    ),
  );
  assertSome(
    problems,
    /^capabilities\/CAP-01\.mdx: products\.mcpx\.1\.contrary\.0: gives declared "no" on CAP-02\/what “mcpx declares gadgets at 2025-11-25”, words that say it is declared, as the entry's declared "yes" does: words that agree with the entry are no contrary \(contrary-words-need-dispute\)\. Remove the contrary, or move its in and quote to declared\.evidence/,
  );
});

test('refuses an implemented contrary on a bare declaration clause (contrary-words-need-dispute and quote-states-only-its-field)', () => {
  const problems = withFixture((d) =>
    edit(d, CAP01, (t) =>
      t.replace(MODERN_ENTRY, `${MODERN_ENTRY}\n      contrary: [{ field: implemented, value: yes, in: CAP-02/what, quote: "mcpx declares gadgets" }]`),
    ),
  );
  assertSome(
    problems,
    /^capabilities\/CAP-01\.mdx: products\.mcpx\.1\.contrary\.0: gives implemented "yes" on CAP-02\/what “mcpx declares gadgets”, a bare declaration clause: .*Record it as field: declared/,
  );
});

test('refuses a contrary of the same audit as the entry’s evidence (contrary-words-need-dispute’s definition)', () => {
  const problems = withFixture((d) =>
    edit(d, CAP01, (t) =>
      t.replace(MODERN_ENTRY, `${MODERN_ENTRY}\n      contrary: [{ field: implemented, value: yes, in: observation, quote: "renders widgets in the legacy eras" }]`),
    ),
  );
  assertSome(
    problems,
    /^capabilities\/CAP-01\.mdx: products\.mcpx\.1\.contrary\.0: observation “renders widgets in the legacy eras” is the audit at abc1234 .*the audit the entry's own evidence speaks for: a contrary is the words of another audit .*or remove the contrary/,
  );
});

// one-audit-per-cell: a because that joins two audits names the other audit's passage.

/** CAP-01 (abc1234) rests its implemented value on CAP-02's def5678 Detail, with `because` words from CAP-01. */
function joined(because: string, observation = '', what = ''): string[] {
  return withFixture((d) => {
    edit(d, 'capabilities/CAP-02.mdx', (t) => `${t}\n## Detail\n\nmcpx renders widgets when asked.\n`);
    edit(d, CAP01, (t) =>
      t
        .replace(
          'implemented: { value: yes, evidence: [{ in: observation, quote: "renders widgets in the legacy eras" }] }',
          `implemented: { value: yes, evidence: [{ in: CAP-02/detail, quote: "mcpx renders widgets when asked" }] }\n      because: [${because}]`,
        )
        .replace('Declares widgets in every era.', `Declares widgets in every era.${observation}`)
        .replace('2026-07-28 removes them.', `2026-07-28 removes them.${what}`),
    );
  });
}

test('refuses a join of two audits whose because names neither the other row nor its audit (one-audit-per-cell)', () => {
  assertSome(
    joined('{ in: effort, quote: "one map." }'),
    /^capabilities\/CAP-01\.mdx: products\.mcpx\.0\.because: its quotes rest on passages of different audits \(the audit at abc1234 .*the audit at def5678 .*\), but no because quote names the other audit's row by its id .*\(effort “one map\.”\): .*Quote such words, or rest the entry on one audit/,
  );
});

test('a because naming the other audit’s row joins them (one-audit-per-cell: “(CAP-02)”, as CAP-08’s “(CAP-09)”)', () => {
  const problems = joined('{ in: observation, quote: "The same widgets are rendered (CAP-02)." }', ' The same widgets are rendered (CAP-02).');
  assert.equal(problems.filter((p) => /different audits/.test(p)).join('\n'), '');
});

test('the same sentence in the spec’s What, naming no product, does not join them (one-audit-per-cell)', () => {
  assertSome(
    joined('{ in: what, quote: "The same widgets are rendered (CAP-02)." }', '', ' The same widgets are rendered (CAP-02).'),
    /^capabilities\/CAP-01\.mdx: products\.mcpx\.0\.because: its quotes rest on passages of different audits .*naming the product or in an observation/,
  );
});

// each-side-needs-words and modern-needs-2026-words: a side's words are about the product and this row's capability; each quote of a 2026 value names 2026.

const bothSides = (t: string) => t.replace('side: client\ncapability: { side: client', 'side: both\ncapability: { side: both');
const CLIENT_WORDS = '{ in: observation, quote: "its client renders widgets in the legacy eras" }';
/** CAP-01 about both sides, its first mcpx entry's implemented resting on the client's words and `more`. */
function bothSidesWith(more: string, mutate: (d: string) => void = () => undefined): string[] {
  return withFixture((d) => {
    mutate(d);
    edit(d, CAP01, (t) =>
      bothSides(t)
        .replace('[{ in: observation, quote: "renders widgets in the legacy eras" }]', `[${CLIENT_WORDS}, ${more}]`)
        .replace('It renders widgets in the legacy eras', 'Its client renders widgets in the legacy eras')
        .replace('A client that has widgets declares widgets.', 'A client that has widgets declares widgets. Servers render widgets for every client.'),
    );
  });
}
const SERVER_UNSPOKEN =
  /^capabilities\/CAP-01\.mdx: products\.mcpx\.0\.implemented\.evidence: "yes" in a row about both sides reads mcpx on every side it plays, but its words speak only of the client, and none says what the server at 2025-03-26, 2025-06-18, 2025-11-25 implements/;

test('refuses a spec sentence as a side’s implementation words in a both-sides row (each-side-needs-words: What/Where are not the product’s)', () => {
  assertSome(bothSidesWith('{ in: what, quote: "Servers render widgets for every client" }'), SERVER_UNSPOKEN);
});

test('refuses another row’s side-less words about another capability as this row’s side (each-side-needs-words: cancel is not the extension)', () => {
  const snapshot = (d: string) => edit(d, 'capabilities/CAP-02.mdx', (t) => `${t}\n## Detail\n\nmcpx acknowledges every cancel.\n`);
  assertSome(bothSidesWith('{ in: CAP-02/detail, quote: "mcpx acknowledges every cancel" }', snapshot), SERVER_UNSPOKEN);
});

test('another row’s words that name this row’s capability speak for its side (each-side-needs-words)', () => {
  const snapshot = (d: string) => edit(d, 'capabilities/CAP-02.mdx', (t) => `${t}\n## Detail\n\nmcpx serves widgets too.\n`);
  const problems = bothSidesWith('{ in: CAP-02/detail, quote: "mcpx serves widgets too" }', snapshot);
  assert.equal(problems.filter((p) => /in a row about both sides/.test(p)).join('\n'), '');
});

test('refuses a quote naming only another revision riding along on a 2026 value (modern-needs-2026-words per quote)', () => {
  const problems = withFixture((d) =>
    edit(d, CAP01, (t) => t.replace(MODERN_ENTRY, MODERN_ENTRY.replace('}] }', '}, { in: what, quote: "2025-11-25 gives them sub-fields" }] }'))),
  );
  assertSome(
    problems,
    /^capabilities\/CAP-01\.mdx: products\.mcpx\.1\.implemented\.evidence: "no" at 2026-07-28 rests also on what “2025-11-25 gives them sub-fields”, whose words name 2025-11-25, not 2026: each quote of a 2026 value carries it there .*remove that quote from this entry/,
  );
});
