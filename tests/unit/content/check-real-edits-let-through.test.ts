/**
 * Edits of the real content the content check once let through, each now refused by the rule it breaks. Each case edits one file of a copy of content/ and names the
 * problem the check must report.
 */
import { NOTE, once, testRealEdits, type RealEdit } from './real-edits.ts';


const LITERAL =
  'capabilities: { // https://github.com/anomalyco/opencode/issues/11948 // sampling: {}, // https://github.com/anomalyco/opencode/issues/23066 // elicitation: {}, // https://github.com/anomalyco/opencode/issues/2308 roots: {}, // https://github.com/anomalyco/opencode/issues/28567 // tasks: {}, } The commented keys are not stubs waiting on a handler';

/** CAP-04 mcpx's legacy declaration with one more quote (the first entry's, before its implemented yes). */
function cap04McpxDeclaredAlso(ref: string, quote: string): (text: string) => string {
  return once(
    `            quote: capability declaration is conditional on the configured handler
      implemented:
        value: yes`,
    `            quote: capability declaration is conditional on the configured handler
          - in: ${ref}
            quote: "${quote}"
      implemented:
        value: yes`,
  );
}

/** A Codex entry at 2025-11-25 declaring yes on the note's “Codex declares only elicitation”, added to a row. */
function codexDeclaresOnlyElicitation(text: string): string {
  return text.replace(
    /\nproducts:\n/,
    `\nproducts:\n  codex:\n    - revisions: ["2025-11-25"]\n      declared:\n        value: yes\n        evidence:\n          - in: ${NOTE}\n            quote: Codex declares only elicitation\n      implemented: unknown\n`,
  );
}

const cases: RealEdit[] = [
  {
    name: 'CAP-01 v1 @2025-11-25 implemented no on the note’s literal run into “… not stubs waiting on a handler” (words-reach-only-their-passage: a written declaration says only what is declared)',
    file: 'capabilities/CAP-01.mdx',
    change: once(
      `            quote: opencode declares roots and nothing else
      implemented: unknown
      note: "The opencode note (v1 client, 2025-11-25)`,
      `            quote: opencode declares roots and nothing else
      implemented:
        value: no
        evidence:
          - in: ${NOTE}
            quote: "${LITERAL}"
      note: "The opencode note (v1 client, 2025-11-25)`,
    ),
    expect: /CAP-01\.mdx: products\.opencode-v1\.0\.implemented\.evidence: "no" quotes note:opencode-declares-roots-only “capabilities: \{.*whose passage \(the section it sits in\) never names this row's capability \(experimental\)/,
  },
  {
    name: 'CAP-08 mcpx @2025-11-25 implemented yes on CAP-09’s broker words, joined by CAP-08’s declaration sentence naming CAP-09 (one-audit-per-cell: the because speaks of the field it joins)',
    file: 'capabilities/CAP-08.mdx',
    change: once(
      `            quote: As a client it declares form support (internal/mcpclient/modern.go:98-104).
      implemented: unknown
`,
      `            quote: As a client it declares form support (internal/mcpclient/modern.go:98-104).
      implemented: { value: yes, evidence: [{ in: CAP-09/observation, quote: "its broker accepts mode: \\"url\\" requests anyway" }] }
      because: [{ in: detail, quote: "Because {} means form-only, mcpx’s upstream declaration never admits url mode (CAP-09)." }]
`,
    ),
    expect: /CAP-08\.mdx: products\.mcpx\.\d+\.because: its quotes rest on passages of different audits/,
  },
  {
    name: 'CAP-03 lootbox implemented no on “capabilities: {} comes with no request handler at all” (words-reach-only-their-passage: a notification row)',
    file: 'capabilities/CAP-03.mdx',
    change: once(
      `            quote: lootbox declares no capabilities at all
      implemented: unknown
      note: "CAP-02: “lootbox declares no capabilities at all”; whether it sends`,
      `            quote: lootbox declares no capabilities at all
      implemented:
        value: no
        evidence:
          - in: CAP-02/detail
            quote: "lootbox’s capabilities: {} comes with no request handler at all"
      note: "CAP-02: “lootbox declares no capabilities at all”; whether it sends`,
    ),
    expect: /CAP-03\.mdx: products\.lootbox\.0\.implemented\.evidence: "no" quotes CAP-02\/detail .*speaks of answering requests and not of notifications/,
  },
  {
    name: 'CAP-25 mcpx @2026 declared on its current observation and the preserved Detail, joined by that Detail’s own sentence (one-audit-per-cell: the preserved comparison is “historical, not current”)',
    file: 'capabilities/CAP-25.mdx',
    change: once(
      `    - revisions: ["2026-07-28"]
      declared:
        value: yes
        evidence:
          - in: observation
            quote: Server extension map is emitted only for modern peers
`,
      `    - revisions: ["2026-07-28"]
      declared:
        value: yes
        evidence:
          - in: observation
            quote: Server extension map is emitted only for modern peers
          - in: CAP-26/observation
            quote: Server and modern client declare the extension
          - in: detail
            quote: The only key mcpx puts in it is the tasks extension (CAP-26).
      because: [{ in: detail, quote: "The only key mcpx puts in it is the tasks extension (CAP-26)." }]
`,
    ),
    expect: /CAP-25\.mdx: products\.mcpx\.1\.because: its quotes rest on passages of different audits/,
  },
  {
    name: 'CAP-08 Codex declared yes (form) on “Codex declares only elicitation” (words-reach-only-their-passage: a parent reaches its members only for what is not there)',
    file: 'capabilities/CAP-08.mdx',
    change: codexDeclaresOnlyElicitation,
    expect: /CAP-08\.mdx: products\.codex\.0\.declared\.evidence: "yes" quotes note:opencode-declares-roots-only “Codex declares only elicitation”, whose passage .* never writes form/,
  },
  {
    name: 'CAP-09 Codex declared yes (url) on the same words',
    file: 'capabilities/CAP-09.mdx',
    change: codexDeclaresOnlyElicitation,
    expect: /CAP-09\.mdx: products\.codex\.0\.declared\.evidence: "yes" quotes note:opencode-declares-roots-only “Codex declares only elicitation”, whose passage .* never writes url/,
  },
  {
    name: 'CAP-04 mcpx declared on the spec’s “an empty capabilities object is equivalent to declaring support for form mode only” (words-about-this-product for the audited product; words-reach-only-their-passage)',
    file: 'capabilities/CAP-04.mdx',
    change: cap04McpxDeclaredAlso('CAP-08/source-2', 'an empty capabilities object is equivalent to declaring support for form mode only'),
    expect: /CAP-04\.mdx: products\.mcpx\.0\.declared\.evidence: "conditional" quotes CAP-08\/source-2 .*a citation of the specification/,
  },
  {
    name: 'part a, 2: CAP-04 mcpx declared on “lootbox declares no capabilities at all” (words-about-this-product for the audited product)',
    file: 'capabilities/CAP-04.mdx',
    change: cap04McpxDeclaredAlso('CAP-02/where', 'lootbox declares no capabilities at all'),
    expect: /CAP-04\.mdx: products\.mcpx\.0\.declared\.evidence: "conditional" quotes CAP-02\/where “lootbox declares no capabilities at all”, which sits in a clause about lootbox, not mcpx/,
  },
  {
    name: 'part a, 3: CAP-04 mcpx declared on “Neither opencode version declares it or registers a handler”',
    file: 'capabilities/CAP-04.mdx',
    change: cap04McpxDeclaredAlso('where', 'Neither opencode version declares it or registers a handler'),
    expect: /CAP-04\.mdx: products\.mcpx\.0\.declared\.evidence: "conditional" quotes where .*which sits in a clause about opencode v\d, not mcpx/,
  },
  {
    name: 'part a, 5: CAP-03 mcpx @2026 contrary declared no on the opencode note’s “declared as a bare roots: {} with no listChanged” (contrary-words-need-dispute: a note’s words are about what it audits)',
    file: 'capabilities/CAP-03.mdx',
    change: once(
      `            quote: "A send-conservatively conflict: a key the revision does not define."
      implemented: unknown
`,
      `            quote: "A send-conservatively conflict: a key the revision does not define."
      implemented: unknown
      contrary: [{ field: declared, value: "no", in: "${NOTE}", quote: "The capability is declared as a bare roots: {} with no listChanged" }]
`,
    ),
    expect: /CAP-03\.mdx: .*“The capability is declared as a bare roots: \{\} with no listChanged” sits in a clause about the note opencode-declares-roots-only, which audits opencode v1, not mcpx/,
  },
  {
    name: 'CAP-15 (prompts.listChanged) opencode v1 uses the note’s “the client does consume … prompts …” (peer-use-quoted-as-uses and words-reach-only-their-passage: a member needs its own word)',
    file: 'capabilities/CAP-15.mdx',
    change: once(
      `            quote: "v1 ignores it but fetches prompts fresh on each command listing"
`,
      `            quote: "v1 ignores it but fetches prompts fresh on each command listing"
          - in: ${NOTE}
            quote: "and for once that is very nearly the whole truth — the gap being that the client does consume tools, resources, prompts, logging and instructions, none of which are client capabilities to declare"
`,
    ),
    expect: /CAP-15\.mdx: products\.opencode-v1\.0\.uses\.evidence\.1: quotes note:opencode-declares-roots-only .*whose passage never names this row's capability \(listChanged\)/,
  },
  {
    name: 'CAP-01 (experimental) lootbox implemented no on “capabilities: {} comes with no request handler at all” (words-reach-only-their-passage: request words decide only keys that answer requests)',
    file: 'capabilities/CAP-01.mdx',
    change: once(
      `      implemented: unknown
      note: "CAP-02: “lootbox declares no capabilities at all”, so no experimental key`,
      `      implemented:
        value: no
        evidence:
          - in: CAP-02/detail
            quote: "lootbox’s capabilities: {} comes with no request handler at all"
      note: "CAP-02: “lootbox declares no capabilities at all”, so no experimental key`,
    ),
    expect: /CAP-01\.mdx: products\.lootbox\.0\.implemented\.evidence: "no" quotes CAP-02\/detail .*experimental is not a server→client request the product answers/,
  },
  {
    name: 'CAP-15 (a server’s prompts.listChanged, a notification) lootbox implemented no on “… no request handler at all” (words-reach-only-their-passage)',
    file: 'capabilities/CAP-15.mdx',
    change: (t) =>
      t.replace(
        /\nproducts:\n/,
        `\nproducts:\n  lootbox:\n    - revisions: ["2025-11-25"]\n      declared: unknown\n      implemented:\n        value: no\n        evidence:\n          - in: CAP-02/detail\n            quote: "lootbox’s capabilities: {} comes with no request handler at all"\n`,
      ),
    expect: /CAP-15\.mdx: products\.lootbox\.0\.implemented\.evidence: "no" quotes CAP-02\/detail .*prompts\.listChanged is not a server→client request the product answers/,
  },
];

testRealEdits(cases, (c) => `of ${c.name}`);
