/**
 * The rule peer-use-quoted-as-uses (src/lib/rules/peer-use-quoted-as-uses.ts): its examples, and the shapes of a `uses`
 * the rule refuses (or a peer's use no `uses` quotes), each on a copy of the valid fixture: its CAP-02 is a server
 * row about gadgets, and every fixture product but mcpx plays only the client side. tests/unit/content/check-uses.test.ts
 * has the row sentences and the published words.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { peerUseQuotedAsUses } from '../../../src/lib/rules/peer-use-quoted-as-uses.ts';
import { assertProblem, edit, withFixture } from '../content/content-fixture.ts';
import { CAP01, CAP02, NOTE, addToGadgetsWhat, addToNote, addToObservation, asMemberRow } from '../content/fixture-edits.ts';
import { exampleTests } from './examples.ts';

exampleTests(peerUseQuotedAsUses);

/** Adds a uses-only entry for opencode v1 to CAP-02 at `revisions`, quoting `quote` in `where`. */
const v1Uses =
  (where: string, quote: string, revisions = "['2025-11-25']") =>
  (d: string) => {
    edit(d, CAP02, (t) =>
      t.replace(
        '---\n\n## What',
        `  opencode-v1:\n    - revisions: ${revisions}\n      declared: unknown\n      implemented: unknown\n      uses: { value: yes, evidence: [{ in: ${where}, quote: "${quote}" }] }\n---\n\n## What`,
      ),
    );
    if (where.startsWith('note:')) edit(d, NOTE, (t) => t.replace('related: [CAP-01]', 'related: [CAP-01, CAP-02]'));
  };

const USES = /^capabilities\/CAP-02\.mdx: products\.opencode-v1\.0\.uses\.evidence\.0: quotes /;

test('refuses a uses quote from another row whose passage never names this row’s capability', () => {
  // Was: CAP-12 (logging) opencode v1 uses quoting CAP-19's “opencode v1 registers its tools/list_changed handler …”.
  const quote = 'opencode v1 registers its widgets handler only when the host declares widgets';
  assertProblem(
    withFixture((d) => {
      addToObservation(`${quote}.`)(d);
      v1Uses('CAP-01/observation', quote)(d);
    }),
    new RegExp(`${USES.source}CAP-01/observation “${quote}”, whose passage never names this row's capability \\(gadgets\\)`),
  );
});

test('refuses a uses quote from a note section that never names this row’s capability', () => {
  // Was: the opencode note's “… the client does consume tools, resources, prompts, logging and instructions …” as
  // opencode v1's use of completions (CAP-13).
  const quote = 'The client does consume tools and prompts, none of which are client capabilities to declare';
  assertProblem(
    withFixture((d) => {
      addToNote(`## Elsewhere\n\nIt reads prompts. ${quote}.`)(d);
      v1Uses('note:fixture-note', quote)(d);
    }),
    new RegExp(`${USES.source}note:fixture-note “${quote}”, whose passage never names this row's capability \\(gadgets\\)`),
  );
});

test('refuses a parent key’s words as the uses of its member (gadgets.listChanged)', () => {
  // Was: the same sentence's “prompts” as opencode v1's use of prompts.listChanged (CAP-15).
  const quote = 'The client does consume gadgets and prompts, none of which are client capabilities to declare';
  assertProblem(
    withFixture((d) => {
      asMemberRow('CAP-02', 'listChanged')(d);
      addToNote(`## Elsewhere\n\nIt reads prompts. ${quote}.`)(d);
      v1Uses('note:fixture-note', quote)(d);
    }),
    new RegExp(`${USES.source}note:fixture-note “${quote}”, whose passage never names this row's capability \\(listChanged\\)`),
  );
});

test('refuses a uses quote cut to the product’s name', () => {
  // Was: CAP-16 opencode v1's uses, its Risk quote cut to “opencode v1”.
  assertProblem(
    withFixture((d) => {
      addToGadgetsWhat('opencode v1 and v2 list gadgets only from servers that declare them.')(d);
      v1Uses('what', 'opencode v1')(d);
    }),
    new RegExp(`${USES.source}what “opencode v1”, which is neither a whole clause of its sentence nor says what opencode-v1 does`),
  );
});

test('refuses uses where the product plays the row’s side', () => {
  // Was: CAP-07 (a client row) opencode v2 at 2026 with uses on its handler sentence.
  assertProblem(
    withFixture((d) =>
      edit(d, CAP01, (t) =>
        t.replace(
          '      because: [{ in: note:fixture-note, quote: "whatever the revision, 2026 included" }]\n',
          '      because: [{ in: note:fixture-note, quote: "whatever the revision, 2026 included" }]\n      uses: { value: no, evidence: [{ in: note:fixture-note, quote: "renders none" }] }\n',
        ),
      ),
    ),
    /^capabilities\/CAP-01\.mdx: products\.opencode-v1\.0\.uses: opencode-v1 plays this row's side \(client\), so what it does with this capability is its implemented value, not uses/,
  );
});

test('refuses a uses quote naming only revisions the entry does not list', () => {
  // Was: CAP-20 opencode v2 uses at 2024-11-05 only, quoting “on a modern connection v2’s SDK opens subscriptions/listen itself”.
  const quote = 'on a modern connection opencode v1 lists gadgets itself';
  assertProblem(
    withFixture((d) => {
      addToGadgetsWhat(`${quote[0]?.toUpperCase()}${quote.slice(1)}.`)(d);
      v1Uses('what', quote.replace(/^o/, 'O'), "['2024-11-05']")(d);
    }),
    new RegExp(
      `${USES.source}what “On a modern connection opencode v1 lists gadgets itself”, whose words \\(or its note's Revisions:\\) name 2026-07-28, none of the entry's revisions \\(2024-11-05\\)`,
    ),
  );
});

/** The note's sentence about what its client does with gadgets, a server capability. */
const CONSUMES = 'The client does consume gadgets and prompts, none of which are client capabilities to declare';

test('refuses a note’s sentence about what its audited client does with the row’s server capability, quoted by no uses', () => {
  // Was: CAP-12, 14, 16 and 19 without opencode v1's uses of the opencode note's “… the client does consume tools,
  // resources, prompts, logging and instructions …”.
  assertProblem(
    withFixture(addToNote(`${CONSUMES}.`)),
    new RegExp(
      `^capabilities/CAP-02\\.mdx: products\\.opencode-v1: the note:fixture-note sentence “${CONSUMES}\\.” says what opencode-v1 does with this server capability, which it does not declare \\(it plays the other side\\), and no uses of opencode-v1 quotes it`,
    ),
  );
});

test('the note’s sentence quoted as the client’s uses passes', () => {
  assert.deepEqual(
    withFixture((d) => {
      addToNote(`${CONSUMES}.`)(d);
      v1Uses('note:fixture-note', CONSUMES)(d);
    }),
    [],
  );
});
