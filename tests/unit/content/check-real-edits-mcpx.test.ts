/**
 * Edit tests on the REAL content, mcpx's cells: each copies content/, makes one edit to one cell, and asserts
 * the content check refuses it (and, for a good edit, that it does not refuse it for a rule that was over-eager), so the real cells stay pinned.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { realContentProblems, withRealEdit } from './content-fixture.ts';
import { last, once, testRealEdits, type RealEdit } from './real-edits.ts';




const CAP26_MODERN_UNKNOWN = `      implemented: unknown
      # contrary-words-need-dispute: passages of different audits that disagree on this cell; the disputes below list it. The dispute's`;

/** CAP-26 mcpx @2026 implemented partial on the client's clause plus `server` words of another row. */
function cap26Partial(serverRef: string): (text: string) => string {
  return once(
    CAP26_MODERN_UNKNOWN,
    `      implemented:
        value: partial
        evidence:
          - in: observation
            quote: "Server and modern client declare the extension; client polls task results, but upstream task input relay remains open"
${serverRef}
      # contrary-words-need-dispute: passages of different audits that disagree on this cell; the disputes below list it. The dispute's`,
  );
}

const RULE20_SERVER =
  /capabilities\/CAP-26\.mdx: products\.mcpx\.\d+\.implemented\.evidence: "partial" in a row about both sides reads mcpx on every side it plays, but its words speak only of the client, and none says what the server at 2026-07-28 implements/;

const cases: RealEdit[] = [
  {
    name: 'CAP-26 mcpx @2026 partial on CAP-23’s “modern extension acknowledges” with its citation',
    file: 'capabilities/CAP-26.mdx',
    change: cap26Partial(`          - in: CAP-23/observation
            quote: "modern extension acknowledges (internal/mcpserver/server.go:capabilities; internal/mcpserver/tasks.go:handleTask, handleModernTask)"`),
    expect: RULE20_SERVER,
  },
  {
    name: 'CAP-26 mcpx @2026 partial on CAP-22’s “unowned tasks remain accessible by ID” (tasks.list)',
    file: 'capabilities/CAP-26.mdx',
    change: cap26Partial(`          - in: CAP-22/observation
            quote: "unowned tasks remain accessible by ID"`),
    expect: RULE20_SERVER,
  },
  {
    name: 'CAP-26 mcpx legacy contrary declared yes “declares the extension”, cut from “it never declares the extension”',
    file: 'capabilities/CAP-26.mdx',
    change: once(
      `        - { field: declared, value: yes, in: also-tasks, quote: "Declares both, to both eras" }
      note: "Client side`,
      `        - { field: declared, value: yes, in: also-tasks, quote: "Declares both, to both eras" }
        - { field: declared, value: yes, in: also-tasks, quote: "declares the extension" }
      note: "Client side`,
    ),
    expect:
      /capabilities\/CAP-26\.mdx: products\.mcpx\.1\.contrary\.1.*gives declared "yes" on also-tasks “declares the extension”, words that say it is not declared/,
  },
  {
    name: 'CAP-22 mcpx @2026 contrary declared yes on the critic’s “SEP-2663 forbids exactly that”',
    file: 'capabilities/CAP-22.mdx',
    change: once(
      'in: CAP-21/detail, quote: "declared both ways and a client of either era finds it where it looks" }',
      'in: CAP-21/detail, quote: "SEP-2663 forbids exactly that" }',
    ),
    expect:
      /capabilities\/CAP-22\.mdx: products\.mcpx\.\d+\.contrary\.\d+.*gives declared "yes" on CAP-21\/detail “SEP-2663 forbids exactly that”, words that do not themselves speak of declaring/,
  },
  {
    name: 'CAP-22 mcpx @2026 contrary declared yes on the line range “1404-1417”',
    file: 'capabilities/CAP-22.mdx',
    change: last(
      'in: CAP-26/also-tasks, quote: "Declares both, to both eras" }',
      'in: CAP-26/also-tasks, quote: "1404-1417" }',
    ),
    expect:
      /capabilities\/CAP-22\.mdx: products\.mcpx\.\d+\.contrary\.\d+.*gives declared "yes" on CAP-26\/also-tasks “1404-1417”, words that do not themselves speak of declaring/,
  },
  {
    name: 'CAP-08 mcpx @2025-11-25 implemented yes on CAP-07, because = CAP-22’s preserved-comparison sentence',
    file: 'capabilities/CAP-08.mdx',
    change: once(
      `            quote: As a client it declares form support (internal/mcpclient/modern.go:98-104).
      implemented: unknown
`,
      `            quote: As a client it declares form support (internal/mcpclient/modern.go:98-104).
      implemented: { value: yes, evidence: [{ in: CAP-07/observation, quote: "when nobody is listening it answers cancel" }] }
      because: [{ in: CAP-22/observation, quote: "The assessment and source references below preserve the original 05c78b2 comparison" }]
`,
    ),
    expect: /capabilities\/CAP-08\.mdx: products\.mcpx\.\d+\.because: its quotes rest on passages of different audits .*but no because quote names the other audit's row by its id in words that join them/,
  },
  {
    name: 'CAP-24 mcpx @2025-11-25 implemented yes cut to its two declaration clauses',
    file: 'capabilities/CAP-24.mdx',
    change: once(
      'quote: Legacy task execution is advertised; eligible gateway tools declare optional support and forbidden tools are rejected\n',
      'quote: Legacy task execution is advertised; eligible gateway tools declare optional support\n',
    ),
    expect:
      /capabilities\/CAP-24\.mdx: products\.mcpx\.\d+\.implemented\.evidence: "yes" quotes observation “Legacy task execution is advertised; eligible gateway tools declare optional support”, a bare declaration clause/,
  },
  {
    name: 'CAP-25 mcpx @2026 implemented yes on “The only key mcpx puts in it is the tasks extension (CAP-26).”',
    file: 'capabilities/CAP-25.mdx',
    change: once(
      `      # implemented is unknown (CAP-11, the client's map, stays partial on the client's words).
      implemented: unknown
`,
      `      # implemented is unknown (CAP-11, the client's map, stays partial on the client's words).
      implemented: { value: yes, evidence: [{ in: detail, quote: "The only key mcpx puts in it is the tasks extension (CAP-26)." }] }
`,
    ),
    expect:
      /capabilities\/CAP-25\.mdx: products\.mcpx\.\d+\.implemented\.evidence: "yes" quotes detail “The only key mcpx puts in it is the tasks extension \(CAP-26\)\.”, a bare declaration clause/,
  },
  {
    name: 'CAP-23 mcpx @2026 implemented adds the legacy “Legacy cancel declared and terminal cancel rejected”, because = its own “modern extension acknowledges”',
    file: 'capabilities/CAP-23.mdx',
    change: once(
      `          - in: observation
            quote: modern extension acknowledges
      # contrary-words-need-dispute (as CAP-21`,
      `          - in: observation
            quote: modern extension acknowledges
          - in: observation
            quote: Legacy cancel declared and terminal cancel rejected
      because: [{ in: observation, quote: "modern extension acknowledges" }]
      # contrary-words-need-dispute (as CAP-21`,
    ),
    expect:
      /capabilities\/CAP-23\.mdx: products\.mcpx\.\d+\.implemented\.evidence: "yes" at 2026-07-28 rests also on observation “Legacy cancel declared and terminal cancel rejected”, whose words name 2025-11-25/,
  },  {
    name: 'CAP-08 mcpx @2025-11-25 implemented yes on CAP-07, because = CAP-07’s What, a spec sentence naming rows',
    file: 'capabilities/CAP-08.mdx',
    change: once(
      `            quote: As a client it declares form support (internal/mcpclient/modern.go:98-104).
      implemented: unknown
`,
      `            quote: As a client it declares form support (internal/mcpclient/modern.go:98-104).
      implemented: { value: yes, evidence: [{ in: CAP-07/observation, quote: "when nobody is listening it answers cancel" }] }
      because: [{ in: CAP-07/what, quote: "Opaque in 2025-06-18; structured into modes from 2025-11-25 (CAP-08, CAP-09)." }]
`,
    ),
    expect: /capabilities\/CAP-08\.mdx: products\.mcpx\.\d+\.because: its quotes rest on passages of different audits/,
  },
  {
    name: 'CAP-09 mcpx declared yes contrary on opencode v2’s declaration',
    file: 'capabilities/CAP-09.mdx',
    change: last(
      `        - { field: declared, value: conditional, in: CAP-08/also-elicitation, quote: "Upstream, mcpx declares form and adds url only when a URL handler exists" }
`,
      `        - { field: declared, value: conditional, in: CAP-08/also-elicitation, quote: "Upstream, mcpx declares form and adds url only when a URL handler exists" }
        - { field: declared, value: yes, in: CAP-08/also-elicitation, quote: "opencode v2 declares { form: { applyDefaults: true }, url: {} }." }
`,
    ),
    expect: /capabilities\/CAP-09\.mdx: .*sits in a clause about opencode v2, not mcpx: a contrary is another audit's words about this product/,
  },
  {
    name: 'the note’s “… none of which are client capabilities to declare” as opencode v1’s use of completions (CAP-13)',
    file: 'capabilities/CAP-13.mdx',
    change: once(
      `products:
  mcpx:
`,
      `products:
  opencode-v1:
    - revisions: ["2024-11-05", "2025-03-26", "2025-06-18", "2025-11-25", "2026-07-28"]
      declared: unknown
      implemented: unknown
      uses:
        value: yes
        evidence:
          - in: note:opencode-declares-roots-only
            quote: "and for once that is very nearly the whole truth — the gap being that the client does consume tools, resources, prompts, logging and instructions, none of which are client capabilities to declare"
  mcpx:
`,
    ),
    expect: /capabilities\/CAP-13\.mdx: .*never names this row's capability/,
  },
];

/** CAP-23 mcpx @2026's implemented quote “modern extension acknowledges”, lengthened to its citation. */
const GOOD_EDIT = once(
  `          - in: observation
            quote: modern extension acknowledges
      # contrary-words-need-dispute (as CAP-21`,
  `          - in: observation
            quote: "modern extension acknowledges (internal/mcpserver/server.go:capabilities"
      # contrary-words-need-dispute (as CAP-21`,
);

test('the real-content edit (good: the same doing words, plus their citation) is accepted', () => {
  assert.deepEqual(withRealEdit('capabilities/CAP-23.mdx', GOOD_EDIT), []);
});

test('the real content passes the content check', () => {
  assert.deepEqual(realContentProblems(), []);
});

testRealEdits(cases);
