/**
 * The rule contrary-words-need-dispute (src/lib/rules/contrary-words-need-dispute.ts): its examples, and the shapes of a
 * contrary whose words do not say its field and value, each on a copy of the valid fixture.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { contraryWordsNeedDispute } from '../../../src/lib/rules/contrary-words-need-dispute.ts';
import { formatProblem } from '../../../src/lib/content/problems.ts';
import { assertProblem, edit, withFixture } from '../content/content-fixture.ts';
import { CAP01, addToNote } from '../content/fixture-edits.ts';
import { exampleTests, ruleProblems } from './examples.ts';
import { FACT_CONTRARY, SERVES_2024_WORDS, cap01Side, servesDispute } from './serves-2024-fixture.ts';

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

test('a speaks fact’s contrary needs its dispute to list every cell whose verdict reads the fact, and only those', () => {
  const problems = (side: 'server' | 'both') =>
    ruleProblems(contraryWordsNeedDispute, {
      says: `CAP-01 about ${side}`,
      edits: [SERVES_2024_WORDS, ...cap01Side(side), servesDispute(), FACT_CONTRARY],
    }).map(formatProblem);
  // CAP-01 as a server row: its mcpx cell at 2024-11-05 is not-spoken on the disputed fact, and the dispute lists only CAP-02's.
  const server = problems('server');
  assert.equal(server.length, 1, server.join('\n'));
  assert.match(
    server[0]!,
    /CAP-01 is not listed by the dispute about these words \(mcpx-serves-2024-11-05\): add \{ row: CAP-01, product: mcpx, revisions: \['2024-11-05'\] \}/,
  );
  // CAP-01 about both sides: its cell reads mcpx's client fact (the first role mcpx plays), not the disputed server fact.
  assert.deepEqual(problems('both'), []);
});
