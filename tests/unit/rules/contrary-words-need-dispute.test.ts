/**
 * The rule contrary-words-need-dispute (src/lib/rules/contrary-words-need-dispute.ts): its examples, and the shapes of a
 * contrary whose words do not say its field and value, each on a copy of the valid fixture.
 */
import { test } from 'node:test';
import { contraryWordsNeedDispute } from '../../../src/lib/rules/contrary-words-need-dispute.ts';
import { assertProblem, edit, withFixture } from '../content/content-fixture.ts';
import { CAP01, addToNote } from '../content/fixture-edits.ts';
import { exampleTests } from './examples.ts';

exampleTests(contraryWordsNeedDispute);

/** opencode v1's entry in CAP-01 (declared no on the note) with a contrary (a YAML flow item). */
const v1Contrary = (contrary: string) => (d: string) =>
  edit(d, CAP01, (t) =>
    t.replace(
      '      because: [{ in: note:fixture-note, quote: "whatever the revision, 2026 included" }]\n',
      `      because: [{ in: note:fixture-note, quote: "whatever the revision, 2026 included" }]\n      contrary: [${contrary}]\n`,
    ),
  );

test('refuses a declared contrary cut from a clause that negates it (“declares widgets upstream” of “never declares widgets upstream”)', () => {
  // Was: CAP-26 mcpx's legacy contrary declared yes on “declares the extension”, cut from “it never declares the extension”.
  assertProblem(
    withFixture((d) => {
      addToNote('It never declares widgets upstream.')(d);
      v1Contrary('{ field: declared, value: yes, in: note:fixture-note, quote: "declares widgets upstream" }')(d);
    }),
    /^capabilities\/CAP-01\.mdx: products\.opencode-v1\.0\.contrary\.0: gives declared "yes" on note:fixture-note “declares widgets upstream”, words that say it is not declared, as the entry's declared "no" does: words that agree with the entry are no contrary/,
  );
});

test('refuses a declared contrary on words that do not speak of declaring: a sentence about something else, or a line range', () => {
  // Was: CAP-22 mcpx's contrary declared yes on the critic's “SEP-2663 forbids exactly that” and on “1404-1417”, a
  // citation's lines in a sentence that does speak of declaring.
  for (const [sentence, quote] of [
    ['SEP-2663 forbids exactly that.', 'SEP-2663 forbids exactly that'],
    ['It declares widgets to every era (internal/x.go:10-20).', '10-20'],
  ] as const) {
    assertProblem(
      withFixture((d) => {
        addToNote(sentence)(d);
        v1Contrary(`{ field: declared, value: yes, in: note:fixture-note, quote: "${quote}" }`)(d);
      }),
      new RegExp(
        `^capabilities/CAP-01\\.mdx: products\\.opencode-v1\\.0\\.contrary\\.0: gives declared "yes" on note:fixture-note “${quote}”, words that do not themselves speak of declaring .*: a contrary's field is what its words speak of`,
      ),
    );
  }
});
