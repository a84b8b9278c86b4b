/**
 * disputed-words-carry-dispute and words-reach-only-their-passage of the truth rules (`src/lib/evidence/sentence-scope.ts`): each case copies the valid fixture,
 * breaks one thing, and asserts the message names the file, the field, what was expected and the fix; then the fix
 * the message names is applied and the problem is gone.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { withFixture, edit } from './content-fixture.ts';
import { CAP01 } from './fixture-edits.ts';

const LEGACY_QUOTE = 'implemented: { value: yes, evidence: [{ in: observation, quote: "renders widgets in the legacy eras" }] }';

test('quote-keeps-scope-words: a quote trimmed below the “legacy eras” of its clause is refused, naming the clause to quote', () => {
  const problems = withFixture((d) =>
    edit(d, CAP01, (t) => t.replace(LEGACY_QUOTE, LEGACY_QUOTE.replace('renders widgets in the legacy eras', 'renders widgets'))),
  );
  const expected =
    /^capabilities\/CAP-01\.mdx: products\.mcpx\.0\.implemented\.evidence: "yes" quotes “renders widgets” from a sentence of observation whose scope words name 2025-03-26, 2025-06-18, 2025-11-25, .*quote “It renders widgets in the legacy eras” \(the basis is then read from its words\), or list only the revisions the quote names/;
  assert.ok(problems.some((p) => expected.test(p)), problems.join('\n') || '(none)');
});

test('quote-keeps-scope-words: a clause without scope words is read in its sentence’s scope, and quoting the sentence passes', () => {
  const sentence = 'Legacy widgets are drawn; each frame repaints them.';
  const broken = withFixture((d) =>
    edit(d, CAP01, (t) =>
      t
        .replace('but renders nothing.', `but renders nothing. ${sentence}`)
        .replace(LEGACY_QUOTE, LEGACY_QUOTE.replace('renders widgets in the legacy eras', 'each frame repaints them')),
    ),
  );
  assert.ok(
    broken.some((p) => /products\.mcpx\.0\.implemented\.evidence: "yes" quotes “each frame repaints them” .*quote “Legacy widgets are drawn; each frame repaints them”/.test(p)),
    broken.join('\n') || '(none)',
  );
  const fixed = withFixture((d) =>
    edit(d, CAP01, (t) =>
      t
        .replace('but renders nothing.', `but renders nothing. ${sentence}`)
        .replace(LEGACY_QUOTE, LEGACY_QUOTE.replace('renders widgets in the legacy eras', 'Legacy widgets are drawn; each frame repaints them')),
    ),
  );
  assert.deepEqual(fixed, []);
});

const CARRIED = "'2025-11-25': { value: yes, because: [{ in: CAP-02/what, quote: \"mcpx declares gadgets at 2025-11-25\" }] }";
const SERVER_SENTENCE = 'As a server it answers widget requests from 2025-11-25.';

test('speaks-facts-use-strongest-words: a carried speaks fact is refused when an observation clause whose subject is the side names the revision', () => {
  const problems = withFixture((d) => edit(d, CAP01, (t) => t.replace('but renders nothing.', `but renders nothing. ${SERVER_SENTENCE}`)));
  const expected =
    /^products\.yaml: 0\.speaks\.server\.2025-11-25\.evidence: "yes" at 2025-11-25 rests on words that do not name 2025-11-25 \(carried\), while CAP-01\/observation names 2025-11-25 for mcpx as a server: “As a server it answers widget requests from 2025-11-25\.”: use the strongest words, add evidence/;
  assert.ok(problems.some((p) => expected.test(p)), problems.join('\n') || '(none)');
  const fixed = withFixture((d) => {
    edit(d, CAP01, (t) => t.replace('but renders nothing.', `but renders nothing. ${SERVER_SENTENCE}`));
    edit(d, 'products.yaml', (t) =>
      t.replace(CARRIED, "'2025-11-25': { value: yes, evidence: [{ in: CAP-01/observation, quote: \"As a server it answers widget requests from 2025-11-25\" }] }"),
    );
  });
  assert.deepEqual(fixed, []);
});

test('speaks-facts-use-strongest-words: a side named only in passing, or in another “;” clause, is not the subject that speaks the revision', () => {
  for (const sentence of [
    'Widgets are accepted from 2025-11-25 but nothing reaches the server.',
    'The server declares widgets; the legacy initialize from 2025-11-25 omits them.',
  ]) {
    const problems = withFixture((d) => edit(d, CAP01, (t) => t.replace('but renders nothing.', `but renders nothing. ${sentence}`)));
    assert.deepEqual(
      problems.filter((p) => p.includes('speaks.server.2025-11-25')),
      [],
      sentence,
    );
  }
});

test('speaks-facts-use-strongest-words: a subject that gates the side’s peer (“Asking a host requires …”) names the server, the peer itself does not', () => {
  const gate = 'Asking a host requires the host to be at 2025-11-25 or later.';
  const problems = withFixture((d) => edit(d, CAP01, (t) => t.replace('but renders nothing.', `but renders nothing. ${gate}`)));
  const expected =
    /^products\.yaml: 0\.speaks\.server\.2025-11-25\.evidence: "yes" at 2025-11-25 rests on words that do not name 2025-11-25 \(carried\), while CAP-01\/observation names 2025-11-25 for mcpx as a server: “Asking a host requires the host to be at 2025-11-25 or later\.”: use the strongest words, add evidence/;
  assert.ok(problems.some((p) => expected.test(p)), problems.join('\n') || '(none)');
  const fixed = withFixture((d) => {
    edit(d, CAP01, (t) => t.replace('but renders nothing.', `but renders nothing. ${gate}`));
    edit(d, 'products.yaml', (t) =>
      t.replace(CARRIED, "'2025-11-25': { value: yes, evidence: [{ in: CAP-01/observation, quote: \"Asking a host requires the host to be at 2025-11-25 or later\" }] }"),
    );
  });
  assert.deepEqual(fixed, []);
  // The peer as the subject says what the peer does; an upstream gate is the client's, not the server's.
  for (const sentence of [
    'The host declares widgets from 2025-11-25.',
    'During the host session widgets are drawn from 2025-11-25.',
    'Asking an upstream requires it to be at 2025-11-25 or later.',
  ]) {
    const quiet = withFixture((d) => edit(d, CAP01, (t) => t.replace('but renders nothing.', `but renders nothing. ${sentence}`)));
    assert.deepEqual(
      quiet.filter((p) => p.includes('speaks.server.2025-11-25')),
      [],
      sentence,
    );
  }
});
