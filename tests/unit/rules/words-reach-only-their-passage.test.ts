/**
 * The rule words-reach-only-their-passage (src/lib/rules/words-reach-only-their-passage.ts): its examples, and the shapes
 * of words that reached too far, each on a copy of the valid fixture (tests/fixtures/content-valid).
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { wordsReachOnlyTheirPassage } from '../../../src/lib/rules/words-reach-only-their-passage.ts';
import { assertProblem, edit, withFixture } from '../content/content-fixture.ts';
import { CAP01, NOTE, addEntry, addToNote, asElicitationRow, asMemberRow } from '../content/fixture-edits.ts';
import { exampleTests } from './examples.ts';

exampleTests(wordsReachOnlyTheirPassage);

/** lootbox's entry in CAP-01 (or CAP-02), implemented no on the note's words about answering requests. */
const NO_HANDLER = 'lootbox’s capabilities: {} comes with no request handler at all';
/** Words as a body writes them: braces escaped (MDX), the page shows them without the backslashes. */
const asBody = (words: string) => words.replace(/[{}]/g, (b) => `\\${b}`);
const LEGACY = "['2024-11-05', '2025-03-26', '2025-06-18', '2025-11-25']";
const lootboxNoHandler = (file: 'CAP-01' | 'CAP-02') => (d: string) => {
  addToNote(`${asBody(NO_HANDLER)}.`)(d);
  const entry = `  lootbox:\n    - revisions: ${LEGACY}\n      declared: unknown\n      implemented: { value: no, evidence: [{ in: note:fixture-note, quote: "${NO_HANDLER}" }] }\n`;
  if (file === 'CAP-01') addEntry('lootbox', entry.split('\n').slice(1).join('\n'))(d);
  else {
    edit(d, `capabilities/${file}.mdx`, (t) => t.replace('\n---\n\n## What', `\n${entry.trimEnd()}\n---\n\n## What`));
    edit(d, NOTE, (t) => t.replace('related: [CAP-01]', 'related: [CAP-01, CAP-02]'));
  }
};

test('refuses words about answering requests as the implemented value of a client key that answers none (a notification, a key it sends)', () => {
  // Was: lootbox's “capabilities: {} comes with no request handler at all” as implemented no of experimental and of roots.listChanged.
  assertProblem(
    withFixture(lootboxNoHandler('CAP-01')),
    /^capabilities\/CAP-01\.mdx: products\.lootbox\.0\.implemented\.evidence: "no" quotes note:fixture-note “lootbox’s capabilities: \{\} comes with no request handler at all”, whose sentence speaks of answering requests and not of notifications: widgets is not a server→client request the product answers/,
  );
});

test('refuses words about answering requests as the implemented value of a server’s listChanged notification', () => {
  // Was: the same words as implemented no of prompts.listChanged (a server row).
  assertProblem(
    withFixture((d) => {
      asMemberRow('CAP-02', 'listChanged')(d);
      lootboxNoHandler('CAP-02')(d);
    }),
    /^capabilities\/CAP-02\.mdx: products\.lootbox\.0\.implemented\.evidence: "no" quotes note:fixture-note “lootbox’s capabilities: \{\} comes with no request handler at all”, whose sentence speaks of answering requests and not of notifications: gadgets\.listChanged is not a server→client request/,
  );
});

test('lets the same words decide a key that answers a request (elicitation)', () => {
  assert.deepEqual(
    withFixture((d) => {
      asElicitationRow(d);
      lootboxNoHandler('CAP-01')(d);
    }),
    [],
  );
});

/** A note section that never names widgets, holding a written declaration of another key. */
const LITERAL = 'capabilities: { gizmos: {}, } The commented keys are not stubs waiting on a handler';
const literalSection = addToNote(`## Elsewhere\n\n${asBody(LITERAL)}.`);
const quoteLiteral = (was: string) => (d: string) =>
  edit(d, CAP01, (t) => t.replace(`{ in: note:fixture-note, quote: "${was}" }`, `{ in: note:fixture-note, quote: "${LITERAL}" }`));

test('refuses a written declaration (“capabilities: { gizmos: {} }”) as the implemented value of a key its passage never names', () => {
  // Was: the opencode note's literal run into “… not stubs waiting on a handler” as opencode v1's implemented no of experimental.
  assertProblem(
    withFixture((d) => {
      literalSection(d);
      quoteLiteral('renders none')(d);
    }),
    /^capabilities\/CAP-01\.mdx: products\.opencode-v1\.0\.implemented\.evidence: "no" quotes note:fixture-note “capabilities: \{ gizmos: \{\}, \} The commented keys are not stubs waiting on a handler”, whose passage \(the section it sits in\) never names this row's capability \(widgets\)/,
  );
});

test('lets the same written declaration decide the declared field: it says what is declared of every key', () => {
  assert.deepEqual(
    withFixture((d) => {
      literalSection(d);
      quoteLiteral('declares no widgets')(d);
    }),
    [],
  );
});

/** CAP-01 about widgets.form (a member key), with a Codex entry declared yes on the note's `words`. */
const codexDeclaresOnly = (words: string, quote: string) => (d: string) => {
  asMemberRow('CAP-01', 'form')(d);
  addToNote(`${words}.`)(d);
  addEntry(
    'codex',
    `    - revisions: ['2025-03-26', '2025-06-18', '2025-11-25']\n      declared: { value: yes, evidence: [{ in: note:fixture-note, quote: "${quote}" }] }\n      implemented: unknown\n`,
  )(d);
};

test('refuses a parent key’s words (“Codex declares only widgets”) as a positive value of its member (widgets.form)', () => {
  // Was: “Codex declares only elicitation” as Codex's declared yes of elicitation.form and elicitation.url.
  assertProblem(
    withFixture(codexDeclaresOnly('Codex declares only widgets', 'Codex declares only widgets')),
    /^capabilities\/CAP-01\.mdx: products\.codex\.0\.declared\.evidence: "yes" quotes note:fixture-note “Codex declares only widgets”, whose passage \(the section it sits in\) never writes form: a parent's words reach its members only for what is not there/,
  );
});

test('lets a passage that writes the member decide it', () => {
  assert.deepEqual(
    withFixture(codexDeclaresOnly('Codex declares only widgets, in form mode', 'Codex declares only widgets, in form mode')),
    [],
  );
});
