/**
 * input-requests-at-2026 and legacy-requests-stop-at-2026 of truth by rule: where 2026-07-28 has only input requests, an implemented
 * value needs words about them; legacy-requests-stop-at-2026 reads the sentence a quote was cut from and stops quotes, not values. Each
 * case breaks the valid fixture in one way and names the problem the check must report; the last tests show the
 * rules passing.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { withFixture, edit } from './content-fixture.ts';
import { CAP01, addEntry, asElicitationRow } from './fixture-edits.ts';

/** Appends sentences to CAP-01's body (its last section, the mcpx observation). */
const addWords = (words: string) => (d: string) => edit(d, CAP01, (t) => `${t.trimEnd()} ${words}\n`);

/** Replaces the quote of CAP-01's mcpx 2026-07-28 implemented value (“no”, on words naming 2026). */
const modernImplemented = (value: string, quote: string) => (d: string) =>
  edit(d, CAP01, (t) =>
    t.replace(
      'implemented: { value: no, evidence: [{ in: observation, quote: "in 2026 it declares them but renders nothing" }] }',
      `implemented: { value: ${value}, evidence: [{ in: observation, quote: "${quote}" }] }`,
    ),
  );

/**
 * one-reading-for-every-revision: revision-less implemented words reach 2024-11-05 too, where the fixture's key is absent; an
 * mcpx entry there gives the same value (declared unknown: the fixture's declaration words are not about that revision).
 */
const earlyImplemented = (value: string, quote: string) => (d: string) =>
  edit(d, CAP01, (t) =>
    t.replace(
      '  opencode-v1:\n',
      `    - revisions: ['2024-11-05']\n      declared: unknown\n      implemented: { value: ${value}, evidence: [{ in: observation, quote: "${quote}" }] }\n  opencode-v1:\n`,
    ),
  );

/** opencode v2 in the elicitation row: no elicitation at all, with the handler words too, and 2026 written apart. */
const opencodeV2 = (modern: string) =>
  addEntry(
    'opencode-v2',
    `    - revisions: ['2024-11-05', '2025-03-26', '2025-06-18', '2025-11-25']
      declared: { value: no, evidence: [{ in: observation, quote: "opencode v2 has no elicitation at all" }] }
      implemented: { value: no, evidence: [{ in: observation, quote: "opencode v2 has no elicitation at all" }, { in: observation, quote: "opencode v2’s request handler is missing" }] }
    - revisions: ['2026-07-28']
      declared: { value: no, evidence: [{ in: observation, quote: "opencode v2 has no elicitation at all" }] }
      implemented: ${modern}
`,
  );

const cases: { name: string; mutate: (dir: string) => void; expect: RegExp }[] = [
  {
    // (the edit test): “Neither opencode version declares it” cut before “or registers a handler” (000:51)
    // passed legacy-requests-stop-at-2026, which read only the trimmed quote.
    name: 'a 2026 implemented value quoting words cut from a sentence about a request handler (legacy-requests-stop-at-2026 on the sentence)',
    mutate: (d) => {
      addWords('It renders no widgets or registers a handler.')(d);
      modernImplemented('no', 'It renders no widgets')(d);
    },
    expect:
      /^capabilities\/CAP-01\.mdx: products\.mcpx\.1\.implemented\.evidence: "no" at 2026-07-28 rests on words about a server→client request or its handler \(“handler”, in the sentence a quote was cut from\), a legacy-only mechanism: .* make 2026-07-28 unknown/,
  },
  {
    // The same edit test in a row whose 2026 form is an input request: a declaration clause says nothing of 2026.
    name: 'a 2026 implemented no in an input-request row on words that are not about 2026, input requests or none at all (input-requests-at-2026)',
    mutate: (d) => {
      asElicitationRow(d);
      addWords('Neither client declares them, and no client renders them.')(d);
      modernImplemented('no', 'Neither client declares them')(d);
    },
    expect:
      /^capabilities\/CAP-01\.mdx: products\.mcpx\.1\.implemented\.evidence: "no" at 2026-07-28 rests on words that say nothing of 2026, where this capability is exercised only as an input request .*input-requests-at-2026.* Quote words about 2026, the modern era or input requests, or words saying the product has none of it at all .* or make 2026-07-28 unknown/,
  },
  {
    // Codex's “implementing much more” carried implemented yes to 2026 because it names no mechanism.
    name: 'a 2026 implemented yes in an input-request row on revision-less words naming no mechanism (input-requests-at-2026)',
    mutate: (d) => {
      asElicitationRow(d);
      addWords('It implements much more.')(d);
      modernImplemented('yes', 'It implements much more')(d);
    },
    expect:
      /^capabilities\/CAP-01\.mdx: products\.mcpx\.1\.implemented\.evidence: "yes" at 2026-07-28 rests on words that say nothing of 2026, .* Quote words about 2026, the modern era or input requests \(in evidence, or in because\), or make 2026-07-28 unknown/,
  },
  {
    // The handler words stopped the whole value at 2026, so “no elicitation at all” was never demanded there.
    name: 'revision-less “no elicitation at all” not given at 2026 because the same value also quotes handler words (legacy-requests-stop-at-2026, per quote)',
    mutate: (d) => {
      asElicitationRow(d);
      addWords('opencode v2 has no elicitation at all. opencode v2’s request handler is missing.')(d);
      opencodeV2('unknown')(d);
    },
    expect:
      /^capabilities\/CAP-01\.mdx: products\.opencode-v2\.0\.implemented\.evidence: "no" rests on words that name no revision, which cover every revision opencode-v2 could speak .* but no entry gives implemented at 2026-07-28/,
  },
  {
    // CAP-03 goose at 2026 quoted the row's spec sentence as goose's implemented evidence.
    name: 'a product value quoting a sentence that does not name the product (words-about-this-product)',
    mutate: addEntry(
      'goose',
      `    - revisions: ['2025-11-25']
      declared: { value: no, evidence: [{ in: what, quote: "2025-11-25 gives them sub-fields" }] }
      implemented: unknown
`,
    ),
    expect:
      /^capabilities\/CAP-01\.mdx: products\.goose\.0\.declared\.evidence: "no" quotes what “2025-11-25 gives them sub-fields”, whose sentence does not name goose .*words-about-this-product.* Quote a sentence about goose/,
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

test('the valid fixture made an elicitation row defined at 2026 passes', () => {
  assert.deepEqual(withFixture(asElicitationRow), []);
});

test('input-requests-at-2026 accepts a 2026 implemented value on words about input requests, or a no on words saying none at all', () => {
  for (const [value, words] of [
    ['yes', 'It renders each elicitation input request.'],
    ['no', 'It has no elicitation at all.'],
  ] as const) {
    const problems = withFixture((d) => {
      asElicitationRow(d);
      addWords(words)(d);
      modernImplemented(value, words.replace(/\.$/, ''))(d);
      earlyImplemented(value, words.replace(/\.$/, ''))(d);
    });
    assert.deepEqual(problems, [], `${value} on “${words}”`);
  }
});

test('legacy-requests-stop-at-2026 accepts “no elicitation at all” at 2026 beside handler words, and input-requests-at-2026 still lets a widgets row carry its words', () => {
  assert.deepEqual(
    withFixture((d) => {
      asElicitationRow(d);
      addWords('opencode v2 has no elicitation at all. opencode v2’s request handler is missing.')(d);
      opencodeV2('{ value: no, evidence: [{ in: observation, quote: "opencode v2 has no elicitation at all" }, { in: observation, quote: "opencode v2’s request handler is missing" }] }')(d);
    }),
    [],
  );
  // Not an input-request row: revision-less words naming no mechanism carry an implemented value to 2026 (one-reading-for-every-revision).
  assert.deepEqual(
    withFixture((d) => {
      addWords('It implements much more.')(d);
      modernImplemented('yes', 'It implements much more')(d);
      earlyImplemented('yes', 'It implements much more')(d);
    }),
    [],
  );
});
