/**
 * Which product a note's or a row's words are about, what an exclusive
 * declaration contradicts, and the strongest words for out-of-revision by sending. Each case breaks the valid
 * fixture in one way and names the problem the check must report; the last tests show the rules passing.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { withFixture, edit } from './content-fixture.ts';
import { CAP01, addEntry } from './fixture-edits.ts';

const NOTE = 'idiosyncrasies/fixture-note.mdx';

const cases: { name: string; mutate: (dir: string) => void; expect: RegExp }[] = [
  {
    name: 'an exclusive declaration about another product, exempted from words-reach-only-their-passage',
    mutate: (d) => {
      edit(d, NOTE, (t) => `${t}\n## Elsewhere\n\nCodex declares gizmos and nothing else.\n`);
      addEntry(
        'goose',
        "    - revisions: ['2025-11-25']\n      declared: { value: no, evidence: [{ in: note:fixture-note, quote: \"Codex declares gizmos and nothing else\" }] }\n      implemented: unknown\n",
      )(d);
    },
    expect:
      /^capabilities\/CAP-01\.mdx: products\.goose\.0\.declared\.evidence: "no" quotes note:fixture-note “Codex declares gizmos and nothing else”, whose passage .* never names this row's capability \(widgets\)/,
  },
  {
    name: 'a note’s “opencode” read as a product the note neither audits nor mentions',
    mutate: (d) => {
      edit(d, NOTE, (t) => `${t}\n## Elsewhere\n\nopencode declares gizmos and nothing else.\n`);
      addEntry(
        'opencode-v2',
        "    - revisions: ['2025-11-25']\n      declared: { value: no, evidence: [{ in: note:fixture-note, quote: \"opencode declares gizmos and nothing else\" }] }\n      implemented: unknown\n",
      )(d);
    },
    expect:
      /^capabilities\/CAP-01\.mdx: products\.opencode-v2\.0\.declared\.evidence: "no" quotes note:fixture-note “opencode declares gizmos and nothing else”, whose passage .* never names this row's capability/,
  },
  {
    name: 'a declared yes the exclusive words contradict (exclusive-declaration-decides-every-key)',
    mutate: (d) => {
      edit(d, NOTE, (t) => `${t}\nCodex declares only gizmos.\n`);
      // CAP-02 becomes a row of both sides, so of Codex's (client) side too.
      edit(d, 'capabilities/CAP-02.mdx', (t) =>
        t
          .replace('side: server\ncapability: { side: server', 'side: both\ncapability: { side: both')
          .replace(
            /\n---\n\n## What/,
            "\n  codex:\n    - revisions: ['2025-11-25']\n      declared: { value: yes, evidence: [{ in: note:fixture-note, quote: \"Codex declares only gizmos\" }] }\n      implemented: unknown\n---\n\n## What",
          ),
      );
      addEntry(
        'codex',
        "    - revisions: ['2025-11-25']\n      declared: { value: no, evidence: [{ in: note:fixture-note, quote: \"Codex declares only gizmos\" }] }\n      implemented: unknown\n",
      )(d);
    },
    expect:
      /^capabilities\/CAP-02\.mdx: products\.codex\.0\.declared: is "yes" at 2025-11-25, but “Codex declares only gizmos” \(note:fixture-note, quoted in CAP-0[12]\) says codex declares only gizmos, so not this row's key: write declared no at 2025-11-25/,
  },
  {
    name: 'a role quote about opencode v1 given as opencode v2’s (role-words-about-the-product)',
    mutate: (d) => {
      edit(d, CAP01, (t) => `${t}\nopencode v1 is a client of its own.\n`);
      edit(d, 'products.yaml', (t) =>
        t.replace('roles: [{ in: note:fixture-note, quote: "opencode v2 is a client too" }]', 'roles: [{ in: CAP-01/observation, quote: "opencode v1 is a client of its own." }]'),
      );
    },
    expect: /^products\.yaml: 2\.roles\.0: role quote “opencode v1 is a client of its own\.” has words that do not name opencode-v2/,
  },
  {
    name: 'a mentioned product’s words kept at the note’s Revisions (one-reading-for-every-revision)',
    mutate: (d) => {
      edit(d, NOTE, (t) => `${t}\nCodex declares only widgets while implementing much more.\n`);
      addEntry(
        'codex',
        "    - revisions: ['2025-11-25']\n      declared: { value: yes, evidence: [{ in: note:fixture-note, quote: \"Codex declares only widgets while implementing much more\" }] }\n      implemented: { value: yes, evidence: [{ in: note:fixture-note, quote: \"Codex declares only widgets while implementing much more\" }] }\n",
      )(d);
    },
    expect:
      /^capabilities\/CAP-01\.mdx: products\.codex\.0\.declared\.evidence: "yes" rests on words that name no revision, which cover every revision codex could speak .*but no entry gives declared at 2025-03-26, 2025-06-18:/,
  },
  {
    name: 'an implemented yes where the key is not defined, on words weaker than their sentence (sending-uses-strongest-words)',
    mutate: (d) => {
      edit(d, NOTE, (t) => `${t}\nThat is unlike goose, which renders widgets and keeps sending them at a revision where the widgets no longer exist.\n`);
      addEntry(
        'goose',
        "    - revisions: ['2025-03-26', '2025-06-18', '2025-11-25', '2026-07-28']\n      declared: unknown\n      implemented: { value: yes, evidence: [{ in: note:fixture-note, quote: \"goose, which renders widgets\" }] }\n",
      )(d);
    },
    expect:
      /^capabilities\/CAP-01\.mdx: products\.goose\.0\.implemented\.evidence: "yes" at 2026-07-28, a revision that does not define the key, quotes words that do not say goose sends it there, while a sentence of the passage they quote \(note:fixture-note: “That is unlike goose, .*no longer exist\.”\) does: use the strongest words/,
  },
  {
    // A quote of another sentence of the passage escaped the rule, which read only the quote's own sentence.
    name: 'an implemented yes where the key is not defined, on another sentence than the one saying it is sent there (sending-uses-strongest-words)',
    mutate: (d) => {
      edit(
        d,
        NOTE,
        (t) => `${t}\ngoose declares less than it renders.\n\nThat is unlike goose, which renders widgets and keeps sending them at a revision where the widgets no longer exist.\n`,
      );
      addEntry(
        'goose',
        "    - revisions: ['2025-03-26', '2025-06-18', '2025-11-25', '2026-07-28']\n      declared: unknown\n      implemented: { value: yes, evidence: [{ in: note:fixture-note, quote: \"goose declares less than it renders\" }] }\n",
      )(d);
    },
    expect:
      /^capabilities\/CAP-01\.mdx: products\.goose\.0\.implemented\.evidence: "yes" at 2026-07-28, a revision that does not define the key, quotes words that do not say goose sends it there, while a sentence of the passage they quote \(note:fixture-note: “That is unlike goose, .*no longer exist\.”\) does/,
  },
];

for (const c of cases) {
  test(`refuses ${c.name} with file, field and fix`, () => {
    const problems = withFixture(c.mutate);
    assert.ok(
      problems.some((p) => c.expect.test(p)),
      `expected a problem matching ${c.expect}, got:\n${problems.join('\n') || '(none)'}`,
    );
  });
}

test('an exclusive declaration naming the audited product by its shared word decides the declared field (words-reach-only-their-passage)', () => {
  const problems = withFixture((d) => {
    edit(d, NOTE, (t) => `${t}\n## Elsewhere\n\nopencode declares gizmos and nothing else.\n`);
    edit(d, CAP01, (t) => t.replace('{ in: note:fixture-note, quote: "declares no widgets" }', '{ in: note:fixture-note, quote: "opencode declares gizmos and nothing else" }'));
  });
  assert.deepEqual(problems, []);
});

test('the strongest words for sending pass (sending-uses-strongest-words): the quote says the product sends what the revision does not define', () => {
  const problems = withFixture((d) => {
    edit(d, NOTE, (t) => `${t}\nThat is unlike goose, which renders widgets and keeps sending them at a revision where the widgets no longer exist.\n`);
    addEntry(
      'goose',
      "    - revisions: ['2025-03-26', '2025-06-18', '2025-11-25', '2026-07-28']\n      declared: unknown\n      implemented: { value: yes, evidence: [{ in: note:fixture-note, quote: \"keeps sending them at a revision where the widgets no longer exist\" }] }\n",
    )(d);
  });
  assert.deepEqual(problems, []);
});
