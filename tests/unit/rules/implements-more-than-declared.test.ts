/**
 * The rule implements-more-than-declared (src/lib/rules/implements-more-than-declared.ts): its examples, and a trimmed
 * quote of “declares only K while implementing more”, which is read in the clause it was cut from, on a copy of the
 * valid fixture.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { implementsMoreThanDeclared } from '../../../src/lib/rules/implements-more-than-declared.ts';
import { assertProblem, withFixture } from '../content/content-fixture.ts';
import { addEntry, addToNote } from '../content/fixture-edits.ts';
import { exampleTests } from './examples.ts';

exampleTests(implementsMoreThanDeclared);

/**
 * The note says Codex declares only `key` while implementing much more, as a sentence of its own or (`lead`) as a clause
 * after another product's; CAP-01 (widgets) quotes the trimmed “implementing much more” for Codex.
 */
const codexImplementsMore =
  (key: string, lead = '') =>
  (d: string) => {
    const sentence = `Codex declares only ${key} while implementing much more`;
    addToNote(`${lead}${sentence}.`)(d);
    addEntry(
      'codex',
      `    - revisions: ['2025-03-26', '2025-06-18', '2025-11-25']
      declared: { value: ${key === 'widgets' ? 'yes' : 'no'}, evidence: [{ in: note:fixture-note, quote: "${sentence}" }] }
      implemented: { value: yes, evidence: [{ in: note:fixture-note, quote: "implementing much more" }] }
`,
    )(d);
  };

test('refuses “implementing much more”, cut from “Codex declares only gadgets while …”, as implemented in a row not about gadgets', () => {
  // Was: Codex's implemented yes in CAP-03 and CAP-10 on “implementing much more”, cut from the note's clause “… and
  // Codex declares only elicitation while implementing much more”; a sentence of its own is read the same.
  for (const lead of ['goose renders less than it declares and ', '']) {
    assertProblem(
      withFixture(codexImplementsMore('gadgets', lead)),
      /^capabilities\/CAP-01\.mdx: products\.codex\.0\.implemented\.evidence: "yes" quotes note:fixture-note “implementing much more”, which says codex implements more than the gadgets it declares but never names what more: it decides implemented only for the row about gadgets/,
    );
  }
});

test('lets the same trimmed words decide the row about the key it declares', () => {
  assert.deepEqual(withFixture(codexImplementsMore('widgets')), []);
});
