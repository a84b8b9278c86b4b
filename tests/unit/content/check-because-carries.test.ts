/**
 * What a `because` quote carries, and whose words a value rests on: four edits the check once let in, each
 * reproduced on the valid fixture, and one-reading-for-every-revision's one reading where the key is not defined. Each case breaks the fixture in one
 * way and names the problem the check must report (file, field, what is expected, the fix).
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { withFixture, edit } from './content-fixture.ts';
import { CAP01, addEntry, asElicitationRow } from './fixture-edits.ts';

const CAP02 = 'capabilities/CAP-02.mdx';

/** Appends sentences to a row's body (its last section). */
const addWords = (file: string, words: string) => (d: string) => edit(d, file, (t) => `${t.trimEnd()} ${words}\n`);

/** Appends sentences to CAP-02's What (a server row about gadgets). */
const addToGadgetsWhat = (words: string) => (d: string) =>
  edit(d, CAP02, (t) => t.replace('mcpx does not serve 2024-11-05.', `mcpx does not serve 2024-11-05. ${words}`));

const cases: { name: string; mutate: (dir: string) => void; expect: RegExp }[] = [
  {
    // CAP-07 Codex @2026 implemented yes on “implementing much more” plus a because quoting CAP-02's spec
    // sentence “roots then reach a server only as an input request”, which names neither Codex nor elicitation.
    name: 'a 2026 implemented value carried only by a because quote about neither the product nor the row’s capability (legacy-requests-stop-at-2026)',
    mutate: (d) => {
      asElicitationRow(d);
      addWords(CAP01, 'Codex implements much more.')(d);
      addToGadgetsWhat('gadgets then reach a client only as an input request.')(d);
      addEntry(
        'codex',
        `    - revisions: ['2024-11-05', '2025-03-26', '2025-06-18', '2025-11-25', '2026-07-28']
      declared: unknown
      implemented: { value: yes, evidence: [{ in: observation, quote: "Codex implements much more" }] }
      because: [{ in: CAP-02/what, quote: "gadgets then reach a client only as an input request" }]
`,
      )(d);
    },
    expect:
      /^capabilities\/CAP-01\.mdx: products\.codex\.0\.implemented\.evidence: "yes" at 2026-07-28 rests on words that say nothing of 2026, .*input-requests-at-2026.* \(because CAP-02\/what “gadgets then reach a client only as an input request” carries nothing here: its sentence does not name codex \(words-about-this-product\).*quote words about codex and this row's capability\)$/,
  },
  {
    // CAP-02 Codex implemented yes on “goose declares less than it implements”, whose sentence goes on “and
    // Codex declares only elicitation”: the clause is goose's.
    name: 'a product value quoting a clause about another product, in a sentence that also names it (words-about-this-product)',
    mutate: (d) => {
      addWords(CAP01, 'goose renders less than it declares and Codex renders only widgets.')(d);
      addEntry(
        'codex',
        `    - revisions: ['2024-11-05', '2025-03-26', '2025-06-18', '2025-11-25', '2026-07-28']
      declared: unknown
      implemented: { value: yes, evidence: [{ in: observation, quote: "goose renders less than it declares" }] }
`,
      )(d);
    },
    expect:
      /^capabilities\/CAP-01\.mdx: products\.codex\.0\.implemented\.evidence: "yes" quotes observation “goose renders less than it declares”, whose sentence does not name codex .*words-about-this-product.* Quote a sentence about codex/,
  },
  {
    // CAP-02 Codex implemented yes on “Codex declares only elicitation while implementing much more”.
    name: '“declares only K while implementing more” as implemented evidence of a row not about K (implements-more-than-declared)',
    mutate: (d) => {
      addWords(CAP01, 'Codex declares only gadgets while implementing much more.')(d);
      addEntry(
        'codex',
        `    - revisions: ['2024-11-05', '2025-03-26', '2025-06-18', '2025-11-25', '2026-07-28']
      declared: { value: no, evidence: [{ in: observation, quote: "Codex declares only gadgets while implementing much more" }] }
      implemented: { value: yes, evidence: [{ in: observation, quote: "Codex declares only gadgets while implementing much more" }] }
`,
      )(d);
    },
    expect:
      /^capabilities\/CAP-01\.mdx: products\.codex\.0\.implemented\.evidence: "yes" quotes observation “Codex declares only gadgets while implementing much more”, which says codex implements more than the gadgets it declares but never names what more: it decides implemented only for the row about gadgets \(implements-more-than-declared\)\. Quote words that name this row's capability, or make implemented unknown$/,
  },
  {
    // CAP-02 goose implemented yes on the note's “goose, which sends the notification without declaring the
    // capability”: its section names roots, but the notification is roots.listChanged's (CAP-03).
    name: 'an input-request row’s implemented value on another row’s words that name no request, handler or answer (words-reach-only-their-passage)',
    mutate: (d) => {
      asElicitationRow(d);
      addToGadgetsWhat('Gadgets are not elicitation. goose sends the notification without declaring the capability.')(d);
      addEntry(
        'goose',
        `    - revisions: ['2024-11-05', '2025-03-26', '2025-06-18', '2025-11-25']
      declared: { value: no, evidence: [{ in: CAP-02/what, quote: "goose sends the notification without declaring the capability" }] }
      implemented: { value: yes, evidence: [{ in: CAP-02/what, quote: "goose sends the notification without declaring the capability" }] }
    - revisions: ['2026-07-28']
      declared: { value: no, evidence: [{ in: CAP-02/what, quote: "goose sends the notification without declaring the capability" }] }
      implemented: unknown
`,
      )(d);
    },
    expect:
      /^capabilities\/CAP-01\.mdx: products\.goose\.0\.implemented\.evidence: "yes" quotes CAP-02\/what “goose sends the notification without declaring the capability”, whose sentence names neither elicitation nor a request, handler or answer: .*words-reach-only-their-passage.* Quote the words that name it, or make implemented unknown$/,
  },
  {
    // a because quote carries a value to another revision only if it is about the product and the
    // row's capability, as evidence must be (words-about-this-product and words-reach-only-their-passage).
    name: 'a value carried to a revision its words do not name by a because quote about neither the product nor the capability (stated-needs-revision-words)',
    mutate: (d) => {
      addWords(CAP01, 'Codex renders no widgets at 2025-11-25.')(d);
      addEntry(
        'codex',
        `    - revisions: ['2025-06-18', '2025-11-25']
      declared: unknown
      implemented: { value: no, evidence: [{ in: observation, quote: "Codex renders no widgets at 2025-11-25" }] }
      because: [{ in: CAP-02/what, quote: "every revision defines gadgets" }]
`,
      )(d);
    },
    expect:
      /^capabilities\/CAP-01\.mdx: products\.codex\.0\.implemented\.evidence: "no" is written for 2025-06-18, but its quotes name 2025-11-25, not 2025-06-18: .* \(because CAP-02\/what “every revision defines gadgets” carries nothing: its sentence does not name codex \(words-about-this-product\)\)$/,
  },
  {
    // S1: opencode v1's “no elicitation at all” gave implemented no at some revisions where the key is not defined
    // (lootbox's words did at all of them) and was left out at others: one-reading-for-every-revision now demands it wherever the words reach.
    name: 'revision-less implemented words left out at a revision that does not define the key (one-reading-for-every-revision, S1)',
    mutate: (d) => {
      addWords(CAP01, 'lootbox renders no widgets at all.')(d);
      addEntry(
        'lootbox',
        `    - revisions: ['2025-03-26', '2025-06-18', '2025-11-25', '2026-07-28']
      declared: unknown
      implemented: { value: no, evidence: [{ in: observation, quote: "lootbox renders no widgets at all" }] }
`,
      )(d);
    },
    expect:
      /^capabilities\/CAP-01\.mdx: products\.lootbox\.0\.implemented\.evidence: "no" rests on words that name no revision, .* but no entry gives implemented at 2024-11-05: add 2024-11-05 to revisions/,
  },
];

for (const c of cases) {
  test(`the content check refuses ${c.name}`, () => {
    const problems = withFixture(c.mutate);
    assert.ok(
      problems.some((p) => c.expect.test(p)),
      `expected a problem matching ${String(c.expect)}, got:\n${problems.join('\n')}`,
    );
  });
}

test('the rules accept the same words where they do speak for the value', () => {
  // a because quote about the product and the row's capability carries the value to 2026.
  assert.deepEqual(
    withFixture((d) => {
      asElicitationRow(d);
      addWords(CAP01, 'Codex implements much more. Codex answers each elicitation input request.')(d);
      addEntry(
        'codex',
        `    - revisions: ['2024-11-05', '2025-03-26', '2025-06-18', '2025-11-25', '2026-07-28']
      declared: unknown
      implemented: { value: yes, evidence: [{ in: observation, quote: "Codex implements much more" }] }
      because: [{ in: observation, quote: "Codex answers each elicitation input request" }]
`,
      )(d);
    }),
    [],
  );
  // the clause about the product itself; S1: the value given at every revision the words reach.
  assert.deepEqual(
    withFixture((d) => {
      addWords(CAP01, 'goose renders less than it declares and Codex renders only widgets.')(d);
      addEntry(
        'codex',
        `    - revisions: ['2024-11-05', '2025-03-26', '2025-06-18', '2025-11-25', '2026-07-28']
      declared: unknown
      implemented: { value: yes, evidence: [{ in: observation, quote: "Codex renders only widgets" }] }
`,
      )(d);
    }),
    [],
  );
});
