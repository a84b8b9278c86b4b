/**
 * Edit tests on the REAL content: each copies content/, makes one edit to one
 * cell, and asserts the content check refuses it (a `because` that is a bare declaration, or says nothing of input
 * requests, carries no implemented value to 2026; implements-more-than-declared reads the clause a trimmed quote was cut from; peer-use-quoted-as-uses's
 * checks of a `uses` quote).
 */
import { codexEntrySplit, NOTE, testRealEdits, type RealEdit } from './real-edits.ts';

/** CAP-08's “Also recorded” sentence about v2's declaration, with the revisions before it (000:102). */
const DECLARES_BECAUSE = `      because:
        - in: CAP-08/also-elicitation
          quote: "2025-11-25 and 2026-07-28. opencode v2 declares { form: { applyDefaults: true }, url: {} }."
`;

/** A row's Codex entry split: `revisions` get implemented yes on “implementing much more”, the rest keep unknown. */
const codexMuchMore = (revisions: string, rest: string) =>
  codexEntrySplit(`\n        value: yes\n        evidence:\n          - in: ${NOTE}\n            quote: implementing much more`, revisions, rest);

const cases: RealEdit[] = [
  {
    name: 'CAP-07 v2 @2026 implemented yes on the handler sentence, because CAP-08’s “… 2026-07-28. opencode v2 declares …”',
    file: 'capabilities/CAP-07.mdx',
    change: (t) =>
      t.replace(
        `            quote: opencode v2 declares it with both modes
      implemented: unknown
      note: >-`,
        `            quote: opencode v2 declares it with both modes
      implemented:
        value: yes
        evidence:
          - in: detail
            quote: opencode v2’s handler turns the request into a Location-global form (elicitation register).
${DECLARES_BECAUSE}      note: >-`,
      ),
    expect:
      /\/capabilities\/CAP-07\.mdx: products\.opencode-v2\.2\.implemented\.evidence: "yes" at 2026-07-28 rests on words about a server→client request or its handler.*because CAP-08\/also-elicitation .* carries nothing here: it is a bare declaration clause/,
  },
  {
    name: 'CAP-09 v2 @2026 implemented yes on “also handles notifications/elicitation/complete”, the same because',
    file: 'capabilities/CAP-09.mdx',
    change: (t) =>
      t.replace(
        `            quote: "opencode v2 declares { form: { applyDefaults: true }, url: {} }."
      implemented: unknown
`,
        `            quote: "opencode v2 declares { form: { applyDefaults: true }, url: {} }."
      implemented:
        value: yes
        evidence:
          - in: where
            quote: also handles notifications/elicitation/complete
${DECLARES_BECAUSE}`,
      ),
    expect:
      /\/capabilities\/CAP-09\.mdx: products\.opencode-v2\.\d\.implemented\.evidence: "yes" at 2026-07-28 rests on words that say nothing of 2026.*because CAP-08\/also-elicitation .* carries nothing here: it is a bare declaration clause/,
  },
  {
    name: 'CAP-03 Codex @legacy implemented yes on “implementing much more” cut from Codex’s clause',
    file: 'capabilities/CAP-03.mdx',
    change: codexMuchMore('"2024-11-05", "2025-03-26", "2025-06-18", "2025-11-25"', '"2026-07-28"'),
    expect:
      /\/capabilities\/CAP-03\.mdx: products\.codex\.0\.implemented\.evidence: "yes" quotes note:opencode-declares-roots-only “implementing much more”, which says codex implements more than the elicitation it declares but never names what more: .*implements-more-than-declared/,
  },
  {
    name: 'CAP-10 Codex @2025-11-25 implemented yes on “implementing much more”',
    file: 'capabilities/CAP-10.mdx',
    change: codexMuchMore('"2025-11-25"', '"2024-11-05", "2025-03-26", "2025-06-18", "2026-07-28"'),
    expect:
      /\/capabilities\/CAP-10\.mdx: products\.codex\.0\.implemented\.evidence: "yes" quotes note:opencode-declares-roots-only “implementing much more”, .*implements-more-than-declared/,
  },
  {
    name: 'X1: CAP-12 v1 uses quoting CAP-19’s tools/list_changed sentence (tools, not logging)',
    file: 'capabilities/CAP-12.mdx',
    change: (t) =>
      t.replace(
        `            quote: "opencode v1 forwards server log messages into its own log"
`,
        `            quote: "opencode v1 forwards server log messages into its own log"
          - in: CAP-19/where
            quote: "opencode v1 registers its tools/list_changed handler only when the server declares tools"
`,
      ),
    expect:
      /\/capabilities\/CAP-12\.mdx: products\.opencode-v1\.0\.uses\.evidence\.1: quotes CAP-19\/where .*whose passage never names this row's capability \(logging\).*peer-use-quoted-as-uses and words-reach-only-their-passage/,
  },
  {
    name: 'X2: CAP-16 v1 uses, the risk quote cut to “opencode v1”',
    file: 'capabilities/CAP-16.mdx',
    change: (t) => t.replace('quote: "If not done: every opencode v1 session pays the three schemas"', 'quote: "opencode v1"'),
    expect:
      /\/capabilities\/CAP-16\.mdx: products\.opencode-v1\.0\.uses\.evidence\.2: quotes risk “opencode v1”, which is neither a whole clause of its sentence nor says what opencode-v1 does/,
  },
  {
    name: 'X4: CAP-07 v2 @2026 (a client row, v2 plays that side) with uses = the handler sentence',
    file: 'capabilities/CAP-07.mdx',
    change: (t) =>
      t.replace(
        `            quote: opencode v2 declares it with both modes
      implemented: unknown
      note: >-`,
        `            quote: opencode v2 declares it with both modes
      implemented: unknown
      uses:
        value: yes
        evidence:
          - in: detail
            quote: opencode v2’s handler turns the request into a Location-global form (elicitation register).
      note: >-`,
      ),
    expect: /\/capabilities\/CAP-07\.mdx: products\.opencode-v2\.2\.uses: opencode-v2 plays this row's side \(client\)/,
  },
  {
    name: 'X5b: CAP-20 v2 uses at 2024-11-05 only, quoting “on a modern connection v2’s SDK opens subscriptions/listen itself”',
    file: 'capabilities/CAP-20.mdx',
    change: (t) =>
      t.replace(
        `    - revisions: ["2024-11-05", "2025-03-26", "2025-06-18", "2025-11-25", "2026-07-28"]
      declared: unknown
      implemented: unknown
      uses:
        value: yes
        evidence:
          - in: where
            quote: "Both opencode versions refetch tools on it (v2 debounces`,
        `    - revisions: ["2024-11-05"]
      declared: unknown
      implemented: unknown
      uses:
        value: yes
        evidence:
          - in: where
            quote: "on a modern connection v2’s SDK opens subscriptions/listen itself"
    - revisions: ["2025-03-26", "2025-06-18", "2025-11-25", "2026-07-28"]
      declared: unknown
      implemented: unknown
      uses:
        value: yes
        evidence:
          - in: where
            quote: "Both opencode versions refetch tools on it (v2 debounces`,
      ),
    expect:
      /\/capabilities\/CAP-20\.mdx: products\.opencode-v2\.0\.uses\.evidence\.0: quotes where “on a modern connection v2’s SDK opens subscriptions\/listen itself”, whose words \(or its note's Revisions:\) name 2026-07-28, none of the entry's revisions/,
  },
];

/** the opencode note's “the client does consume tools, resources, prompts, logging …” (002:36) is v1's uses. */
for (const row of ['CAP-12', 'CAP-14', 'CAP-16', 'CAP-19']) {
  cases.push({
    name: `${row} opencode v1 uses without the opencode note's “the client does consume …”`,
    file: `capabilities/${row}.mdx`,
    change: (t) => t.replace(/\n {10}- in: note:opencode-declares-roots-only\n {12}quote: "and for once that is very nearly the whole truth[^\n]*/, ''),
    expect: new RegExp(
      `/capabilities/${row}\\.mdx: products\\.opencode-v1: the note:opencode-declares-roots-only sentence “[^”]*the client does consume tools, resources, prompts, logging and instructions[^”]*” says what opencode-v1 does`,
    ),
  });
}

testRealEdits(cases);
