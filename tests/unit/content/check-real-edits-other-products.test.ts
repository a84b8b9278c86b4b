/**
 * Edit tests on the REAL content: each copies content/, makes one edit to one cell about Codex, goose or
 * opencode, and asserts the content check refuses it, so the real cells stay pinned (and opencode v1's 2026
 * implemented no in CAP-07..09).
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { realContentProblems } from './content-fixture.ts';
import { codexEntrySplit, MORE, NOTE, testRealEdits, type RealEdit } from './real-edits.ts';


/** CAP-02's Codex entry split: the legacy revisions get `implemented`, 2026-07-28 keeps the entry's unknown. */
const codexLegacyImplemented = (implemented: string) => codexEntrySplit(implemented);

const cases: RealEdit[] = [
  {
    name: 'CAP-07 Codex @2026 implemented yes on “much more” with a because quoting CAP-02’s spec sentence',
    file: 'capabilities/CAP-07.mdx',
    change: (t) =>
      t.replace(
        `            quote: ${MORE}
      implemented: unknown
      note: "The opencode note, in passing (its Revisions: 2025-11-25 scopes what it says of opencode, its one client): “${MORE}”, naming no revision`,
        `            quote: ${MORE}
      implemented:
        value: yes
        evidence:
          - in: ${NOTE}
            quote: ${MORE}
      because:
        - in: CAP-02/what
          quote: roots then reach a server only as an input request inside an InputRequiredResult
      note: "The opencode note, in passing (its Revisions: 2025-11-25 scopes what it says of opencode, its one client): “${MORE}”, naming no revision`,
      ),
    expect:
      /\/capabilities\/CAP-07\.mdx: products\.codex\.1\.implemented\.evidence: "yes" at 2026-07-28 rests on words that say nothing of 2026.*because CAP-02\/what “roots then reach a server only as an input request inside an InputRequiredResult” carries nothing here: its sentence does not name codex/,
  },
  {
    name: 'CAP-02 Codex @legacy implemented yes on “goose declares less than it implements”',
    file: 'capabilities/CAP-02.mdx',
    change: codexLegacyImplemented(`
        value: yes
        evidence:
          - in: ${NOTE}
            quote: goose declares less than it implements`),
    expect:
      /\/capabilities\/CAP-02\.mdx: products\.codex\.0\.implemented\.evidence: "yes" quotes note:opencode-declares-roots-only “goose declares less than it implements”, whose sentence does not name codex .*words-about-this-product/,
  },
  {
    name: 'CAP-02 Codex @legacy implemented yes on “declares only elicitation while implementing much more”',
    file: 'capabilities/CAP-02.mdx',
    change: codexLegacyImplemented(`
        value: yes
        evidence:
          - in: ${NOTE}
            quote: ${MORE}`),
    expect:
      /\/capabilities\/CAP-02\.mdx: products\.codex\.0\.implemented\.evidence: "yes" quotes note:opencode-declares-roots-only “Codex declares only elicitation while implementing much more”, which says codex implements more than the elicitation it declares but never names what more: .*implements-more-than-declared/,
  },
  {
    name: 'CAP-02 goose @legacy implemented yes on “goose, which sends the notification without declaring the capability”',
    file: 'capabilities/CAP-02.mdx',
    // CAP-02 has a goose entry (all unknown, a note on the two readings): the edit replaces it.
    change: (t) =>
      t.replace(
        /  goose:\n[\s\S]*?\n  codex:\n/,
        `  goose:
    - revisions: ["2024-11-05", "2025-03-26", "2025-06-18", "2025-11-25"]
      declared:
        value: no
        evidence:
          - in: ${NOTE}
            quote: goose, which sends the notification without declaring the capability
      implemented:
        value: yes
        evidence:
          - in: ${NOTE}
            quote: goose, which sends the notification without declaring the capability
    - revisions: ["2026-07-28"]
      declared:
        value: no
        evidence:
          - in: ${NOTE}
            quote: goose, which sends the notification without declaring the capability
      implemented: unknown
  codex:
`,
      ),
    expect:
      /\/capabilities\/CAP-02\.mdx: products\.goose\.0\.implemented\.evidence: "yes" quotes note:opencode-declares-roots-only “goose, which sends the notification without declaring the capability”, whose sentence names neither roots nor a request, handler or answer: .*words-reach-only-their-passage/,
  },
];

/** opencode v1's 2026 entry in CAP-07..09 gives implemented no on “opencode v1 has no elicitation at all”. */
for (const row of ['CAP-07', 'CAP-08', 'CAP-09']) {
  cases.push({
    name: `${row} opencode v1 @2026 implemented no removed`,
    file: `capabilities/${row}.mdx`,
    change: (t) => {
      const v1 = t.indexOf('\n  opencode-v1:\n');
      const modern = t.indexOf('- revisions: ["2026-07-28"]', v1);
      const block = /      implemented:\n        value: no\n        evidence:\n(?:          - in: .*\n            quote: .*\n)+/.exec(t.slice(modern));
      if (v1 < 0 || modern < 0 || !block) return t;
      return `${t.slice(0, modern + block.index)}      implemented: unknown\n${t.slice(modern + block.index + block[0].length)}`;
    },
    expect: new RegExp(
      `/capabilities/${row}\\.mdx: products\\.opencode-v1\\.\\d\\.implemented\\.evidence: "no" rests on words that name no revision, .* but no entry gives implemented at 2026-07-28`,
    ),
  });
}

test('the real content passes the content check', () => {
  assert.deepEqual(
    realContentProblems(),
    [],
  );
});

testRealEdits(cases);
