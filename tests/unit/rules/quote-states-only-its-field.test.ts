/**
 * The rule quote-states-only-its-field (src/lib/rules/quote-states-only-its-field.ts): its examples, and the shapes of
 * a declaration given as what a product implements, each on a copy of the valid fixture.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { quoteStatesOnlyItsField } from '../../../src/lib/rules/quote-states-only-its-field.ts';
import { assertProblem, edit, withFixture } from '../content/content-fixture.ts';
import { CAP01, addToObservation } from '../content/fixture-edits.ts';
import { exampleTests } from './examples.ts';

exampleTests(quoteStatesOnlyItsField);

/** CAP-01's legacy mcpx implemented yes quotes `quote`, a sentence added to its observation. */
const implementedOn = (sentence: string, quote: string) => (d: string) => {
  addToObservation(sentence)(d);
  edit(d, CAP01, (t) => t.replace('quote: "renders widgets in the legacy eras" }', `quote: "${quote}" }`));
};

test('refuses an implemented value on two declaration clauses (“advertised”; “declare optional support”)', () => {
  // Was: CAP-24 mcpx's implemented yes cut to “Legacy task execution is advertised; eligible gateway tools declare optional support”.
  const quote = 'Legacy widgets are advertised; eligible gateway tools declare optional support';
  assertProblem(
    withFixture(implementedOn(`${quote} and forbidden tools are rejected.`, quote)),
    /^capabilities\/CAP-01\.mdx: products\.mcpx\.0\.implemented\.evidence: "yes" quotes observation “Legacy widgets are advertised; eligible gateway tools declare optional support”, a bare declaration clause \(“declares”, “advertises”, no word of what the product does\)/,
  );
});

test('refuses an implemented value on what the product puts in the declaration (“puts in it”)', () => {
  // Was: CAP-25 mcpx at 2026 implemented yes on “The only key mcpx puts in it is the tasks extension (CAP-26).”
  const sentence = 'In the legacy eras the only key mcpx puts in it is widgets (CAP-02).';
  assertProblem(
    withFixture(implementedOn(sentence, sentence)),
    /^capabilities\/CAP-01\.mdx: products\.mcpx\.0\.implemented\.evidence: "yes" quotes observation “In the legacy eras the only key mcpx puts in it is widgets \(CAP-02\)\.”, a bare declaration clause \(“puts in the map”, no word of what the product does\)/,
  );
});

test('accepts a quote lengthened to its citation, whose path names “capabilities”, and “acknowledged” as words of doing', () => {
  // Was the good edit: CAP-23 mcpx's “modern extension acknowledges” lengthened to “(internal/mcpserver/server.go:capabilities”.
  for (const [sentence, quote] of [
    [
      'Legacy widgets are drawn (internal/x.go:capabilities; internal/x.go:render).',
      'Legacy widgets are drawn (internal/x.go:capabilities',
    ],
    ['Legacy widgets are declared and acknowledged.', 'Legacy widgets are declared and acknowledged'],
  ] as const) {
    assert.deepEqual(withFixture(implementedOn(sentence, quote)), [], quote);
  }
});
