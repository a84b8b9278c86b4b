/**
 * The rule words-about-this-product (src/lib/rules/words-about-this-product.ts): its examples, and the shapes of words
 * about the specification or another product given as the audited product's, each on a copy of the valid fixture.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { wordsAboutThisProduct } from '../../../src/lib/rules/words-about-this-product.ts';
import { assertProblem, edit, withFixture } from '../content/content-fixture.ts';
import { CAP01, addToObservation } from '../content/fixture-edits.ts';
import { exampleTests } from './examples.ts';

exampleTests(wordsAboutThisProduct);

/** CAP-01's first mcpx entry (the legacy revisions, declared yes on its observation). */
const LEGACY_DECLARED =
  'declared: { value: yes, evidence: [{ in: observation, quote: "Declares widgets in every era" }] }\n      implemented: { value: yes';

/** mcpx's legacy declared value in CAP-01 also quotes `refs` (YAML flow items). */
const mcpxDeclaredAlso =
  (...refs: string[]) =>
  (d: string) =>
    edit(d, CAP01, (t) => t.replace(LEGACY_DECLARED, LEGACY_DECLARED.replace('}] }', `}, ${refs.join(', ')}] }`)));

/** mcpx's legacy entry in CAP-01 with a contrary (a YAML flow item). */
const mcpxContrary = (contrary: string) => (d: string) =>
  edit(d, CAP01, (t) =>
    t.replace(LEGACY_DECLARED, LEGACY_DECLARED.replace('\n      implemented:', `\n      contrary: [${contrary}]\n      implemented:`)),
  );

test('refuses the audited product’s value on a citation of the specification', () => {
  // Was: mcpx's declared value in CAP-04 on CAP-08's citation of the spec, “an empty capabilities object is equivalent to …”.
  assertProblem(
    withFixture(mcpxDeclaredAlso('{ in: source-1, quote: "widgets?: object;" }')),
    /^capabilities\/CAP-01\.mdx: products\.mcpx\.0\.declared\.evidence: "yes" quotes source-1 “widgets\?: object;”, a citation of the specification: the specification's words say what a revision defines, not what mcpx declares or implements/,
  );
});

test('refuses the audited product’s value on a clause about another product, named or as “neither opencode version”', () => {
  // Was: mcpx's declared value in CAP-04 on “lootbox declares no capabilities at all” and on “Neither opencode version declares it …”.
  const problems = withFixture((d) => {
    addToObservation('lootbox declares no widgets at all. Neither opencode version declares widgets or renders them.')(d);
    mcpxDeclaredAlso(
      '{ in: observation, quote: "lootbox declares no widgets at all" }',
      '{ in: observation, quote: "Neither opencode version declares widgets or renders them" }',
    )(d);
  });
  assertProblem(
    problems,
    /^capabilities\/CAP-01\.mdx: products\.mcpx\.0\.declared\.evidence: "yes" quotes observation “lootbox declares no widgets at all”, which sits in a clause about lootbox, not mcpx/,
  );
  assertProblem(
    problems,
    /^capabilities\/CAP-01\.mdx: products\.mcpx\.0\.declared\.evidence: "yes" quotes observation “Neither opencode version declares widgets or renders them”, which sits in a clause about opencode v\d, not mcpx/,
  );
});

test('lets the audited product’s value rest on its own clause of a sentence that also names another product', () => {
  assert.deepEqual(
    withFixture((d) => {
      addToObservation('lootbox declares no widgets at all, but mcpx declares them in every era.')(d);
      mcpxDeclaredAlso('{ in: observation, quote: "mcpx declares them in every era" }')(d);
    }),
    [],
  );
});

test('refuses a contrary on a note’s words: they are about the products the note audits', () => {
  // Was: mcpx's contrary in CAP-03 on the opencode note's “The capability is declared as a bare roots: {} with no listChanged”.
  assertProblem(
    withFixture(mcpxContrary('{ field: declared, value: no, in: note:fixture-note, quote: "declares no widgets" }')),
    /^capabilities\/CAP-01\.mdx: products\.mcpx\.0\.contrary\.0: note:fixture-note “declares no widgets” sits in a clause about the note fixture-note, which audits opencode v1, not mcpx: a contrary is another audit's words about this product/,
  );
});

test('refuses a contrary on a clause about another product', () => {
  // Was: mcpx's contrary in CAP-09 on CAP-08's “opencode v2 declares { form: { applyDefaults: true }, url: {} }.”
  assertProblem(
    withFixture((d) => {
      addToObservation('opencode v2 declares no widgets.')(d);
      mcpxContrary('{ field: declared, value: no, in: observation, quote: "opencode v2 declares no widgets" }')(d);
    }),
    /^capabilities\/CAP-01\.mdx: products\.mcpx\.0\.contrary\.0: observation “opencode v2 declares no widgets” sits in a clause about opencode v2, not mcpx: a contrary is another audit's words about this product/,
  );
});
