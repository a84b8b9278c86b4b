/**
 * Broken content must be refused with a message that names the file, the field, what
 * was expected and how to fix it. Each case copies the valid fixture, breaks one thing,
 * and asserts the message.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { cpSync, readFileSync, writeFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { withFixture, edit, VALID_CONTENT } from './content-fixture.ts';
import { CAP01 } from './fixture-edits.ts';

const valid = VALID_CONTENT;

const RELAY01 = 'relays/CAP-01.yaml';

const cases: { name: string; mutate: (dir: string) => void; expect: RegExp }[] = [
  {
    name: 'malformed YAML',
    mutate: (d) => edit(d, CAP01, (t) => t.replace('side: client', 'side: [client')),
    expect: /^capabilities\/CAP-01\.mdx: \(front-matter\): malformed YAML at line \d+: .*fix the YAML syntax/,
  },
  {
    name: 'unknown field',
    mutate: (d) => edit(d, CAP01, (t) => t.replace('side: client', 'side: client\ncolour: red')),
    expect: /^capabilities\/CAP-01\.mdx: colour: unknown field "colour": remove it/,
  },
  {
    name: 'wrong enum value',
    mutate: (d) => edit(d, CAP01, (t) => t.replace('side: client', 'side: host')),
    expect: /^capabilities\/CAP-01\.mdx: side: expected one of client, server, both, got "host"/,
  },
  {
    name: 'missing required field',
    mutate: (d) => edit(d, CAP01, (t) => t.replace(/effort:\n  size: S\n  text: one map.\n/, '')),
    expect: /^capabilities\/CAP-01\.mdx: effort: required field is missing.*add it/,
  },
  {
    // A revision the row leaves out is unknown (not curated); one content/revisions.yaml does not list is refused.
    name: 'a spec lifecycle entry for a revision the register does not have',
    mutate: (d) => edit(d, CAP01, (t) => t.replace(/  '2026-07-28': (\{ state: removed, [^\n]*\n)/, "  '2026-07-28': $1  '2026-01-01': $1")),
    expect: /^capabilities\/CAP-01\.mdx: spec\.2026-01-01: unknown revision "2026-01-01"; expected one of 2024-11-05, /,
  },
  {
    name: 'unknown product',
    mutate: (d) => edit(d, CAP01, (t) => t.replace('  opencode-v1:\n', '  opencode-v3:\n')),
    expect: /^capabilities\/CAP-01\.mdx: products\.opencode-v3: .*mcpx, opencode-v1, opencode-v2, lootbox, goose, codex/,
  },
  {
    name: 'unknown revision in a product’s cells',
    mutate: (d) => edit(d, CAP01, (t) => t.replace("    - revisions: ['2026-07-28']", "    - revisions: ['2026-01-01']")),
    expect: /^capabilities\/CAP-01\.mdx: products\.mcpx\.1\.revisions: expected a list of revisions \(2024-11-05, .*\), or all with because, got \["2026-01-01"\]/,
  },
  {
    name: 'markup or script in a title',
    mutate: (d) => edit(d, CAP01, (t) => t.replace('title: client widgets', 'title: "client <script>alert(1)</script> widgets"')),
    expect: /^capabilities\/CAP-01\.mdx: title: a title is plain text: remove the markup/,
  },
  {
    name: 'a very long title',
    mutate: (d) => edit(d, CAP01, (t) => t.replace('title: client widgets', `title: ${'w'.repeat(400)}`)),
    expect: /^capabilities\/CAP-01\.mdx: title: a title is at most 160 characters; shorten it/,
  },
  {
    name: 'a note title with markup',
    mutate: (d) => edit(d, 'idiosyncrasies/fixture-note.mdx', (t) => t.replace('title: a fixture client declares widgets only', 'title: "<img src=x onerror=alert(1)>"')),
    expect: /^idiosyncrasies\/fixture-note\.mdx: title: a title is plain text/,
  },
  {
    name: 'an unknown citation source',
    mutate: (d) => edit(d, CAP01, (t) => t.replace('source: mcpx, path: internal/x.go', 'source: gitlab, path: internal/x.go')),
    expect: /^capabilities\/CAP-01\.mdx: sources\.1\.source: expected one of the sources spec, mcpx, opencode, lootbox, got "gitlab"/,
  },
  {
    name: 'a malformed commit hash',
    mutate: (d) => edit(d, CAP01, (t) => t.replace('commit: abc1234', 'commit: not-a-commit')),
    expect: /^capabilities\/CAP-01\.mdx: audit\.commit: expected a commit hash of 7 to 40 lower-case hex digits/,
  },
  {
    name: 'a missing sources data file',
    mutate: (d) => rmSync(join(d, 'sources.yaml')),
    expect: /^sources\.yaml: \(file\): is missing; it is required/,
  },
  {
    name: 'an unquoted revision key, which YAML reads as a date',
    mutate: (d) => edit(d, CAP01, (t) => t.replace("  '2025-03-26': { state: defined,", '  2025-03-26: { state: defined,')),
    expect: /^capabilities\/CAP-01\.mdx: spec\.2025-03-26: the key 2025-03-26 must be quoted, or YAML reads it as a date: write '2025-03-26':/,
  },
  {
    name: 'duplicate id',
    mutate: (d) => cpSync(join(d, CAP01), join(d, 'capabilities/CAP-03.mdx')),
    expect: /^capabilities\/CAP-03\.mdx: id: "CAP-01" does not match the file name "CAP-03"|duplicate row id "CAP-01"/,
  },
  {
    name: 'id not matching the file name',
    mutate: (d) => edit(d, CAP01, (t) => t.replace('id: CAP-01', 'id: CAP-09')),
    expect: /^capabilities\/CAP-01\.mdx: id: "CAP-09" does not match the file name "CAP-01"; rename the file to CAP-09\.mdx/,
  },
  {
    name: 'dangling related row',
    mutate: (d) => edit(d, CAP01, (t) => t.replace('related: [CAP-02]', 'related: [CAP-99]')),
    expect: /^capabilities\/CAP-01\.mdx: related\.0: related row "CAP-99" does not exist/,
  },
  {
    name: 'citation line zero',
    mutate: (d) => edit(d, CAP01, (t) => t.replace('start: 322', 'start: 0')),
    expect: /^capabilities\/CAP-01\.mdx: sources\.0\.lines\.0\.start: line numbers start at 1, got 0/,
  },
  {
    name: 'citation range ending before it starts',
    mutate: (d) => edit(d, CAP01, (t) => t.replace('start: 10, end: 20', 'start: 20, end: 10')),
    expect: /^capabilities\/CAP-01\.mdx: sources\.1\.lines\.0\.end: a range must end after it starts/,
  },
  {
    name: 'invalid date',
    mutate: (d) => edit(d, 'idiosyncrasies/fixture-note.mdx', (t) => t.replace('2026-01-03', '2026-13-45')),
    expect: /^idiosyncrasies\/fixture-note\.mdx: lastVerified: expected a date as YYYY-MM-DD/,
  },
  {
    name: 'empty body',
    mutate: (d) => edit(d, CAP01, (t) => t.replace(/## What[\s\S]*$/, '')),
    expect: /^capabilities\/CAP-01\.mdx: \(body\): the body is empty/,
  },
  {
    name: 'note related to a missing row',
    mutate: (d) => edit(d, 'idiosyncrasies/fixture-note.mdx', (t) => t.replace('related: [CAP-01]', 'related: [CAP-42]')),
    expect: /^idiosyncrasies\/fixture-note\.mdx: related\.0: related row "CAP-42" does not exist/,
  },
  {
    name: 'row in an unpublished register',
    mutate: (d) => edit(d, CAP01, (t) => t.replace('register: capabilities', 'register: roots')),
    expect: /^capabilities\/CAP-01\.mdx: register: register "roots" is not published/,
  },
  {
    name: 'dispute naming a missing note',
    mutate: (d) => edit(d, 'disputes/widgets-upstream.yaml', (t) => t.replace('notes: [fixture-note]', 'notes: [no-such-note]')),
    expect: /^disputes\/widgets-upstream\.yaml: notes\.0: note "no-such-note" does not exist/,
  },
  {
    name: 'no front-matter',
    mutate: (d) => writeFileSync(join(d, 'capabilities/CAP-02.mdx'), '# CAP-02\n\nJust text.\n'),
    expect: /^capabilities\/CAP-02\.mdx: \(front-matter\): no front-matter: start the file with a line "---"/,
  },
  {
    name: 'non-UTF-8 bytes',
    mutate: (d) => {
      const path = join(d, CAP01);
      writeFileSync(path, Buffer.concat([readFileSync(path), Buffer.from([0xff, 0xfe, 0x41])]));
    },
    expect: /^capabilities\/CAP-01\.mdx: \(file\): is not valid UTF-8/,
  },
  {
    name: 'duplicate YAML key',
    mutate: (d) => edit(d, CAP01, (t) => t.replace('side: client', 'side: client\nside: server')),
    expect: /^capabilities\/CAP-01\.mdx: \(front-matter\): malformed YAML at line \d+: duplicated mapping key/,
  },
  // Evidence: every curated value carries the words that support it, and the words must be there.
  {
    name: 'a quote that is not in the passage it names',
    mutate: (d) => edit(d, CAP01, (t) => t.replace('quote: "renders widgets in the legacy eras"', 'quote: "renders widgets beautifully"')),
    expect: /^capabilities\/CAP-01\.mdx: products\.mcpx\.0\.implemented\.evidence\.0: the quote "renders widgets beautifully" is not in observation of CAP-01; copy the words exactly/,
  },
  {
    // CAP-02 is audited at another commit: naming its passage joins two audits, so the message says so and what that asks.
    name: 'a quote that exists only in another row, of another audit',
    mutate: (d) => edit(d, CAP01, (t) => t.replace('quote: "renders widgets in the legacy eras"', 'quote: "serves some of them"')),
    expect: /^capabilities\/CAP-01\.mdx: products\.mcpx\.0\.implemented\.evidence\.0: the quote "serves some of them" is not in observation of CAP-01; the words are in CAP-02\/what \(the audit at def5678 \(mcpx @ def5678\), another audit than observation's\): name that passage in "in", and where it is of another audit than the entry's other quotes, add a because whose words say why the two combine \(one-audit-per-cell\), or quote this audit's own words instead$/,
  },
  {
    name: 'a value without evidence',
    mutate: (d) => edit(d, CAP01, (t) => t.replace('implemented: { value: yes, evidence: [{ in: observation, quote: "renders widgets in the legacy eras" }] }', 'implemented: yes')),
    expect: /^capabilities\/CAP-01\.mdx: products\.mcpx\.0\.implemented\.evidence: "yes" needs the words that support it: add evidence: .*, or write unknown/,
  },
  {
    name: 'a spec state without evidence',
    mutate: (d) => edit(d, CAP01, (t) => t.replace(`'2026-07-28': { state: removed, evidence: [{ in: what, quote: "2026-07-28 removes them" }] }`, `'2026-07-28': { state: removed }`)),
    expect: /^capabilities\/CAP-01\.mdx: spec\.2026-07-28\.evidence: state "removed" needs the words that support it: add evidence: .*, or write unknown/,
  },
  {
    name: 'an all entry without a reason',
    mutate: (d) => edit(d, CAP01, (t) => t.replace(/\n      because: \[\{ in: note:fixture-note, quote: "whatever the revision, 2026 included" \}\]/, '')),
    expect: /^capabilities\/CAP-01\.mdx: products\.opencode-v1\.0\.revisions: all carries one observation to every revision: list the revisions the evidence speaks of, or add because: /,
  },
  {
    name: 'a carry whose reason is not evidence',
    mutate: (d) => edit(d, CAP01, (t) => t.replace('because: [{ in: note:fixture-note, quote: "whatever the revision, 2026 included" }]', 'because: it is the same code')),
    expect: /^capabilities\/CAP-01\.mdx: products\.opencode-v1\.0\.because: expected array/,
  },
  {
    name: 'a carry whose quoted reason is not in the text',
    mutate: (d) => edit(d, CAP01, (t) => t.replace('quote: "whatever the revision, 2026 included"', 'quote: "it is the same code"')),
    expect: /^capabilities\/CAP-01\.mdx: products\.opencode-v1\.0\.because\.0: the quote "it is the same code" is not in note:fixture-note/,
  },
  {
    name: 'a section that the row does not have',
    mutate: (d) => edit(d, CAP01, (t) => t.replace('{ in: observation, quote: "renders widgets in the legacy eras" }', '{ in: detail, quote: "renders widgets in the legacy eras" }')),
    expect: /^capabilities\/CAP-01\.mdx: products\.mcpx\.0\.implemented\.evidence\.0: CAP-01 has no section "detail"; its sections are what, observation/,
  },
  {
    name: 'a revision covered by two entries',
    mutate: (d) => edit(d, CAP01, (t) => t.replace("    - revisions: ['2026-07-28']", "    - revisions: ['2025-11-25', '2026-07-28']")),
    expect: /^capabilities\/CAP-01\.mdx: products\.mcpx\.1\.revisions: 2025-11-25 is also covered by products\.mcpx\.0/,
  },
  {
    name: 'a speaks fact whose quote is not in its passage',
    mutate: (d) => edit(d, 'products.yaml', (t) => t.replace('quote: "in 2026 it declares them"', 'quote: "in 2026 it speaks"')),
    expect: /^products\.yaml: 0\.speaks\.client\.2026-07-28\.evidence\.0: the quote "in 2026 it speaks" is not in CAP-01\/observation/,
  },
  {
    name: 'a product listed twice in the product facts',
    mutate: (d) => edit(d, 'products.yaml', (t) => `${t.trimEnd()}\n${/- id: codex\n(?:  .*\n)*/.exec(t)?.[0] ?? ''}`),
    expect: /^products\.yaml: codex\.id: the product codex is listed twice; keep one entry$/,
  },
  // Relay facts (content/relays/, issue #19) follow the rules of every other value.
  {
    name: 'a relay gate without evidence',
    mutate: (d) => edit(d, RELAY01, (t) => t.replace(/    forwards:\n      value: conditional\n      evidence: .*\n/, '    forwards: conditional\n')),
    expect: /^relays\/CAP-01\.yaml: gates\.0\.forwards\.evidence: "conditional" needs the words that support it/,
  },
  {
    name: 'a relay condition naming an unknown revision',
    mutate: (d) => edit(d, RELAY01, (t) => t.replace("hostFrom: '2025-06-18'", "hostFrom: '2025-07-01'")),
    expect: /^relays\/CAP-01\.yaml: gates\.0\.when\.hostFrom: expected one of the revisions 2024-11-05, /,
  },
  {
    name: 'a relay quote that is not in its passage',
    mutate: (d) => edit(d, RELAY01, (t) => t.replace('quote: "renders widgets in the legacy eras"', 'quote: "refuses widgets politely"')),
    expect: /^relays\/CAP-01\.yaml: gates\.0\.otherwise\.0\.does\.evidence\.0: the quote "refuses widgets politely" is not in observation of CAP-01/,
  },
  {
    name: 'a relay condition naming a row that does not exist',
    mutate: (d) => edit(d, RELAY01, (t) => t.replace('hostDeclares: CAP-01', 'hostDeclares: CAP-77')),
    expect: /^relays\/CAP-01\.yaml: gates\.0\.when\.hostDeclares: there is no row CAP-77/,
  },
  {
    name: 'a conditional relay gate without its condition',
    mutate: (d) => edit(d, RELAY01, (t) => t.replace(/    when:\n(      .*\n){3}/, '')),
    expect: /^relays\/CAP-01\.yaml: gates\.0\.when: a conditional gate needs when:/,
  },
  // Rows are content, never code (issue #12): each hostile body is refused with file and line.
  ...(
    [
      ['an ESM import', "import fs from 'node:fs'", /import\/export is not allowed.*write it as text, or put code in backticks/],
      ['an expression reading a file', "{fs.readFileSync('/etc/hostname', 'utf8')}", /JavaScript expression \{fs\.readFileSync/],
      ['an expression reading the environment', '{process.env.HOME}', /JavaScript expression \{process\.env\.HOME\}/],
      ['an off-site script', '<script src="https://evil.example/x.js"></script>', /raw HTML <script> is not allowed/],
      ['an off-site SCRIPT in upper case', '<SCRIPT src="https://evil.example/x.js"></SCRIPT>', /raw HTML <SCRIPT> is not allowed/],
      ['a javascript: link', '[click](javascript:alert(1))', /link URL "javascript:alert\(1\)" uses the scheme "javascript:"/],
      ['a JaVaScRiPt: link', '[click](JaVaScRiPt:alert(1))', /link URL .*uses the scheme "javascript:"/],
      ['a javascript: link with a leading space', '[click](< javascript:alert(1)>)', /link URL .*uses the scheme "javascript:"/],
      ['a data: image', '![x](data:image/png;base64,AAAA)', /image URL .*uses the scheme "data:"/],
      ['an event handler', 'a <img src="x.png" onerror="alert(1)" />', /event-handler attribute onerror/],
    ] as const
  ).map(([name, body, expect]) => ({
    name: `${name} in a row body`,
    mutate: (d: string) => edit(d, CAP01, (t) => `${t}\n${body}\n`),
    // The hostile line is appended after the fixture's last line.
    expect: new RegExp(`^capabilities/CAP-01\\.mdx:${readFileSync(join(valid, CAP01), 'utf8').split('\n').length + 1}: \\(body\\): ${expect.source}`),
  })),
  {
    name: 'a spec state the spec report contradicts, without an override',
    mutate: (d) => edit(d, CAP01, (t) => t.replace("'2025-06-18': { state: defined, because:", "'2025-06-18': { state: changed, because:")),
    expect: /^capabilities\/CAP-01\.mdx: spec\.2025-06-18\.state: the row says "changed", the specification's schema at [0-9a-f]{12} says "defined" \(client widgets: defined at schema\/2025-06-18\/schema\.ts:\d+\): add an override with the specification's words .*, or change the state to defined/,
  },
  {
    name: 'an override without the specification’s words',
    mutate: (d) => edit(d, 'capabilities/CAP-02.mdx', (t) => t.replace(/      spec:\n        - \{ file: docs[^\n]*\n/, '')),
    expect: /^capabilities\/CAP-02\.mdx: spec\.2026-07-28\.override\.spec: an override needs the specification’s own words: add spec: \[\{file: .*, line: N, quote: .*\}\]/,
  },
  {
    name: 'an override where the schema agrees',
    mutate: (d) =>
      edit(d, CAP01, (t) =>
        t.replace(
          "'2024-11-05': { state: absent, evidence: [{ in: what, quote: \"2025-03-26 adds widgets\" }] }",
          "'2024-11-05': { state: absent, evidence: [{ in: what, quote: \"2025-03-26 adds widgets\" }], override: { keeps: absent, why: x, spec: [{ file: seps/1-x.md, line: 1, quote: widgets are absent }] } }",
        ),
      ),
    expect: /^capabilities\/CAP-01\.mdx: spec\.2024-11-05\.override: the row says "absent" and the schema at [0-9a-f]{12} says "absent" too .*: nothing to override; remove the override/,
  },
  {
    name: 'an override that keeps another state than the row’s',
    mutate: (d) => edit(d, 'capabilities/CAP-02.mdx', (t) => t.replace('      keeps: deprecated', '      keeps: removed')),
    expect: /^capabilities\/CAP-02\.mdx: spec\.2026-07-28\.override\.keeps: the override keeps "removed" but the state is "deprecated": write keeps: deprecated, or change the state/,
  },
  {
    name: 'an override quote the spec report did not verify',
    mutate: (d) => edit(d, 'capabilities/CAP-02.mdx', (t) => t.replace('quote: "Gadgets are deprecated in 2026-07-28"', 'quote: "Gadgets are gone in 2026-07-28"')),
    expect: /^capabilities\/CAP-02\.mdx: spec\.2026-07-28\.override\.spec\.0: docs\/specification\/2026-07-28\/deprecated\.mdx:3 is not in the report's verified quotes .*npm run verify-spec/,
  },
  {
    name: 'a malformed capability key path',
    mutate: (d) => edit(d, CAP01, (t) => t.replace('paths: [widgets]', "paths: ['extensions[io.modelcontextprotocol/tasks]']")),
    expect: /^capabilities\/CAP-01\.mdx: capability\.paths\.0: expected a capability key path such as roots\.listChanged, .*written as \["…"\]/,
  },
  {
    name: 'a curated row that names no capability key',
    mutate: (d) => edit(d, CAP01, (t) => t.replace('capability: { side: client, paths: [widgets] }\n', '')),
    expect: /^capabilities\/CAP-01\.mdx: capability: required once a spec state is curated: name the key the row is about/,
  },
  {
    name: 'a capability key the spec report was not derived for',
    mutate: (d) => edit(d, CAP01, (t) => t.replace('paths: [widgets]', 'paths: [widgets.size]')),
    expect: /^capabilities\/CAP-01\.mdx: capability: the report was derived for client widgets, the row names client widgets\.size; run npm run verify-spec/,
  },
  {
    name: 'a spec report of another commit than the pinned one',
    mutate: (d) => edit(d, 'sources.yaml', (t) => t.replace('  branch: HEAD\n  notation: "schema', `  commit: ${'a'.repeat(40)}\n  branch: HEAD\n  notation: "schema`)),
    expect: /^verification\/spec-report\.json: commit: derived at [0-9a-f]{12}, but sources\.yaml pins the specification at aaaaaaaaaaaa; run npm run verify-spec/,
  },
  {
    name: 'a capability on another side than the row',
    mutate: (d) => edit(d, CAP01, (t) => t.replace('capability: { side: client,', 'capability: { side: server,')),
    expect: /^capabilities\/CAP-01\.mdx: capability\.side: "server" but the row's side is "client"/,
  },
  {
    name: 'a missing spec report',
    mutate: (d) => rmSync(join(d, 'verification/spec-report.json')),
    expect: /^verification\/spec-report\.json: \(file\): is missing: the rows' spec states are checked against it; run npm run verify-spec/,
  },
  {
    name: 'an expression in a note body',
    mutate: (d) => edit(d, 'idiosyncrasies/fixture-note.mdx', (t) => `${t}\n{process.env.HOME}\n`),
    expect: /^idiosyncrasies\/fixture-note\.mdx:\d+: \(body\): JavaScript expression \{process\.env\.HOME\}.*\\\{/,
  },
  // The rules of words (src/lib/rules/): stated is read from the words, 2026 needs words about 2026,
  // one audit per cell, and a dispute is superseded only by the pinned current audit.
  {
    name: 'a value marked stated whose words name another revision',
    mutate: (d) => edit(d, 'capabilities/CAP-02.mdx', (t) => t.replace("    - revisions: ['2025-11-25']", "    - revisions: ['2025-06-18']")),
    expect: /^capabilities\/CAP-02\.mdx: products\.mcpx\.0\.declared\.evidence: "yes" is written for 2025-06-18, but its quotes name 2025-11-25, not 2025-06-18: list only the revisions the words name, or add because/,
  },
  {
    name: 'a 2026 value resting on legacy words',
    mutate: (d) => edit(d, CAP01, (t) => t.replace('quote: "in 2026 it declares them but renders nothing"', 'quote: "renders widgets in the legacy eras"')),
    expect: /^capabilities\/CAP-01\.mdx: products\.mcpx\.1\.implemented\.evidence: "no" at 2026-07-28 declared and implemented change meaning .* these words speak of 2024-11-05, 2025-03-26, 2025-06-18, 2025-11-25, not 2026: quote words about 2026 or the modern era/,
  },
  {
    // legacy-requests-stop-at-2026: the curation before the review carried “no request handler at all” (lootbox) and “answers roots/list”
    // (mcpx) to 2026, where those requests arrive only as input requests.
    name: 'a 2026 implemented value resting on words about a server→client request handler',
    mutate: (d) =>
      edit(d, CAP01, (t) =>
        t
          .replace('quote: "in 2026 it declares them but renders nothing"', 'quote: "It has no request handler at all"')
          .replace('but renders nothing.', 'but renders nothing. It has no request handler at all.'),
      ),
    expect: /^capabilities\/CAP-01\.mdx: products\.mcpx\.1\.implemented\.evidence: "no" at 2026-07-28 rests on words about a server→client request or its handler \(“handler”, in the sentence a quote was cut from\), a legacy-only mechanism: .* make 2026-07-28 unknown/,
  },
  {
    // out-of-revision-needs-sending-words: the curation before the second review carried “As a client it declares form support” (no revision) to
    // 2024-11-05, where elicitation has no modes, as an out-of-revision form key.
    name: 'an out-of-revision declaration whose words do not say the key is sent at that revision',
    mutate: (d) =>
      edit(d, CAP01, (t) =>
        t.replace(
          "    - revisions: ['2025-03-26', '2025-06-18', '2025-11-25']\n      declared: { value: yes, evidence: [{ in: observation, quote: \"Declares widgets in every era\" }] }",
          "    - revisions: ['2024-11-05', '2025-03-26', '2025-06-18', '2025-11-25']\n      declared: { value: yes, evidence: [{ in: observation, quote: \"Declares widgets\" }] }",
        ),
      ),
    expect: /^capabilities\/CAP-01\.mdx: products\.mcpx\.0\.declared\.evidence: "yes" at 2024-11-05, which does not define the key, makes the cell out-of-revision, but no quote says the key itself is sent at 2024-11-05: quote words naming 2024-11-05 .*regardless of the negotiated version.*or leave 2024-11-05 out of revisions/,
  },
  {
    // same-side-words: CAP-25 (the server's map) was partial on CAP-26's words about the client's gap.
    name: 'a value resting on another row’s words about the other side',
    mutate: (d) => {
      edit(d, CAP01, (t) => `${t}\nIts client half renders them; nothing else.\n`);
      edit(d, 'capabilities/CAP-02.mdx', (t) =>
        t.replace(
          'implemented: { value: partial, evidence: [{ in: what, quote: "mcpx declares gadgets at 2025-11-25 and serves some of them" }] }',
          'implemented: { value: partial, evidence: [{ in: CAP-01/observation, quote: "Its client half renders them" }] }',
        ),
      );
    },
    expect: /^capabilities\/CAP-02\.mdx: products\.mcpx\.0\.implemented\.evidence: "partial" rests on CAP-01\/observation, a row about the client, whose words “Its client half renders them” speak of the client, not the server this row is about: the same case needs the same side/,
  },
  {
    // same-side-words: “upstream” names the client side (mcpx's link to its upstreams): “upstream task input relay remains open”.
    name: 'a value resting on another row’s words about the upstream (client) side',
    mutate: (d) => {
      edit(d, CAP01, (t) => `${t}\nIts upstream relay renders them; nothing else.\n`);
      edit(d, 'capabilities/CAP-02.mdx', (t) =>
        t.replace(
          'implemented: { value: partial, evidence: [{ in: what, quote: "mcpx declares gadgets at 2025-11-25 and serves some of them" }] }',
          'implemented: { value: partial, evidence: [{ in: CAP-01/observation, quote: "Its upstream relay renders them" }] }',
        ),
      );
    },
    expect: /^capabilities\/CAP-02\.mdx: products\.mcpx\.0\.implemented\.evidence: "partial" rests on CAP-01\/observation, a row about the client, whose words “Its upstream relay renders them” speak of the client, not the server this row is about: the same case needs the same side/,
  },
  {
    // out-of-revision-needs-sending-words: “regardless of the negotiated version” speaks of the legacy initialize; it carries no key to 2026-07-28.
    name: 'an out-of-revision declaration at 2026-07-28 resting only on “regardless of the negotiated version”',
    mutate: (d) =>
      edit(d, CAP01, (t) =>
        `${t.replace(
          "- revisions: ['2026-07-28']\n      declared: { value: yes, evidence: [{ in: observation, quote: \"Declares widgets in every era\" }] }",
          "- revisions: ['2026-07-28']\n      declared: { value: yes, evidence: [{ in: observation, quote: \"The same object is sent regardless of the negotiated version\" }] }",
        )}\nThe same object is sent regardless of the negotiated version.\n`,
      ),
    expect: /^capabilities\/CAP-01\.mdx: products\.mcpx\.1\.declared\.evidence: "yes" at 2026-07-28, which does not define the key, makes the cell out-of-revision, but no quote says the key itself is sent at 2026-07-28/,
  },
  {
    name: 'a note listing a product both as audited and as only mentioned',
    mutate: (d) => edit(d, 'idiosyncrasies/fixture-note.mdx', (t) => t.replace('products: [opencode-v1]', 'products: [opencode-v1]\nmentions: [goose, opencode-v1]')),
    expect: /^idiosyncrasies\/fixture-note\.mdx: mentions: a product is both in products \(the note audits it: reads its code, one of its Clients\) and in mentions .*keep it in products if the note reads its code, else only in mentions/,
  },
  {
    // contrary-words-need-dispute: words of another audit that give the cell another value need a dispute listing the cell.
    name: 'passages of different audits disagreeing on a cell without a dispute',
    mutate: (d) =>
      edit(d, 'capabilities/CAP-02.mdx', (t) =>
        t.replace(
          'mcpx declares gadgets at 2025-11-25 and serves some of them" }] }\n---',
          'mcpx declares gadgets at 2025-11-25 and serves some of them" }] }\n      contrary: [{ field: implemented, value: yes, in: CAP-01/observation, quote: "renders widgets in the legacy eras" }]\n---',
        ),
      ),
    expect: /^capabilities\/CAP-02\.mdx: products\.mcpx\.0\.contrary\.0: CAP-01\/observation \(the audit at abc1234 \(mcpx @ abc1234\)\) gives implemented "yes" where the entry's evidence, of another audit, gives "partial": passages of different audits that disagree on a cell need a dispute about these words\. Add one in content\/disputes\/ .*cells: \[\{ row: CAP-02, product: mcpx, revisions: \[2025-11-25\] \}\]/,
  },
  {
    // no-superseding-against-own-row: elicitation-url-upstream could not be superseded by CAP-08's Detail, which its own Also-recorded paragraph contradicts.
    name: 'a superseded dispute whose settling row also says the opposite',
    mutate: (d) =>
      edit(d, 'disputes/widgets-upstream.yaml', (t) =>
        t
          .replace('rows: [CAP-01, CAP-02]', 'status: superseded\nresolution: settled.\nsettledBy: [{ in: CAP-01/observation, quote: "Declares widgets in every era" }]\nrows: [CAP-01, CAP-02]')
          .replace('{ in: fixture-note, says: declares nothing. }', '{ in: CAP-01, says: renders nothing in 2026. }'),
      ),
    expect: /^disputes\/widgets-upstream\.yaml: settledBy\.0: a superseded dispute is settled only by words no passage of the same row contradicts, but 2 of its positions are in CAP-01 \(the row says both\): write status: open/,
  },
  {
    name: 'contrary words that give the entry’s own value',
    mutate: (d) =>
      edit(d, 'capabilities/CAP-02.mdx', (t) =>
        t.replace(
          'mcpx declares gadgets at 2025-11-25 and serves some of them" }] }\n---',
          'mcpx declares gadgets at 2025-11-25 and serves some of them" }] }\n      contrary: [{ field: implemented, value: partial, in: what, quote: "serves some of them" }]\n---',
        ),
      ),
    expect: /^capabilities\/CAP-02\.mdx: products\.mcpx\.0\.contrary\.0\.value: these words give implemented the entry's own value "partial"/,
  },
  {
    // strongest-note-quote: opencode v1's declarations at 2025-11-25 rested on row words naming no revision while the entry quoted the note.
    name: 'a value on words naming no revision while the entry quotes a note in scope there',
    mutate: (d) =>
      edit(d, CAP01, (t) =>
        t
          .replace('    - revisions: all\n      declared: { value: no, evidence: [{ in: note:fixture-note, quote: "declares no widgets" }] }', "    - revisions: ['2025-11-25']\n      declared: { value: no, evidence: [{ in: what, quote: \"A client that has widgets declares widgets\" }] }")
          .replace('      because: [{ in: note:fixture-note, quote: "whatever the revision, 2026 included" }]\n', ''),
      ),
    expect: /^capabilities\/CAP-01\.mdx: products\.opencode-v1\.0\.declared\.evidence: "no" rests at 2025-11-25 on words that name no revision, while the entry quotes note:fixture-note for implemented, a note in scope for opencode-v1 at 2025-11-25: use the strongest quote/,
  },
  {
    // The phrase table's polarity: “X only” names X for a positive value, the other revisions only for a negative one.
    name: 'a positive value at revisions an exclusive scope leaves out',
    mutate: (d) =>
      edit(d, CAP01, (t) =>
        t
          .replace('implemented: { value: yes, evidence: [{ in: observation, quote: "renders widgets in the legacy eras" }] }', 'implemented: { value: yes, evidence: [{ in: observation, quote: "It renders gadgets only in 2026" }] }')
          .replace('but renders nothing.', 'but renders nothing. It renders gadgets only in 2026.'),
      ),
    expect: /^capabilities\/CAP-01\.mdx: products\.mcpx\.0\.implemented\.evidence: "yes" is written for 2025-03-26, but its quotes name 2026-07-28, not 2025-03-26/,
  },
  {
    name: 'a cell joining two audits without because',
    mutate: (d) =>
      edit(d, 'capabilities/CAP-02.mdx', (t) =>
        t.replace(
          'implemented: { value: partial, evidence: [{ in: what, quote: "mcpx declares gadgets at 2025-11-25 and serves some of them" }] }',
          'implemented: { value: partial, evidence: [{ in: CAP-01/observation, quote: "renders widgets in the legacy eras" }] }',
        ),
      ),
    expect: /^capabilities\/CAP-02\.mdx: products\.mcpx\.0: its quotes rest on passages of different audits \(the audit at def5678 \(mcpx @ def5678\); the audit at abc1234 \(mcpx @ abc1234\)\).*add because/,
  },
  {
    name: 'a superseded dispute whose resolution quotes an unpinned passage',
    mutate: (d) => {
      edit(d, CAP01, (t) => `${t}\n## Also recorded from the roots register\n\nmcpx declares widgets upstream only in 2026.\n`);
      edit(d, 'disputes/widgets-upstream.yaml', (t) =>
        t.replace('rows: [CAP-01, CAP-02]', 'status: superseded\nresolution: the current audit settles it.\nsettledBy: [{ in: CAP-01/also-roots, quote: "mcpx declares widgets upstream only in 2026" }]\nrows: [CAP-01, CAP-02]'),
      );
    },
    expect: /^disputes\/widgets-upstream\.yaml: settledBy\.0: a superseded dispute is settled only by a current audit pinned in the register header, but CAP-01\/also-roots is from the roots register, no commit: quote a passage of a row the header names as current \(“CAP-02 is current at <commit>”\) whose observation is at that commit, or write status: open/,
  },
  {
    name: 'a superseded dispute settled by the snapshot',
    mutate: (d) =>
      edit(d, 'disputes/widgets-upstream.yaml', (t) =>
        t.replace('rows: [CAP-01, CAP-02]', 'status: superseded\nresolution: settled.\nsettledBy: [{ in: CAP-02/what, quote: "mcpx declares gadgets at 2025-11-25" }]\nrows: [CAP-01, CAP-02]'),
      ),
    expect: /^disputes\/widgets-upstream\.yaml: settledBy\.0: .* but CAP-02\/what is from the audit at def5678/,
  },
  {
    name: 'a superseded dispute without the words that settle it',
    mutate: (d) => edit(d, 'disputes/widgets-upstream.yaml', (t) => t.replace('rows: [CAP-01, CAP-02]', 'status: superseded\nresolution: settled.\nrows: [CAP-01, CAP-02]')),
    expect: /^disputes\/widgets-upstream\.yaml: settledBy: a superseded dispute quotes the words of the current audit that settle it/,
  },
  {
    name: 'a note quoting words that are not in its passage',
    mutate: (d) => edit(d, CAP01, (t) => t.replace('      note: declared in every era', '      note: "The observation: “it renders widgets in 2026”."')),
    expect: /^capabilities\/CAP-01\.mdx: products\.mcpx\.1\.note: quotes “it renders widgets in 2026”, which is not in the row or the passages its evidence names: copy the words exactly as the page shows them, or write them without quotation marks/,
  },
  {
    name: 'a dispute position quoting words its row does not have',
    mutate: (d) => edit(d, 'disputes/widgets-upstream.yaml', (t) => t.replace('{ in: CAP-01, says: declares widgets. }', '{ in: CAP-01, says: "“Declares widgets only in 2026”" }')),
    expect: /^disputes\/widgets-upstream\.yaml: positions\.0\.says: quotes “Declares widgets only in 2026”, which is not in CAP-01/,
  },
  {
    name: 'a superseded dispute that depends on an open one',
    mutate: (d) => {
      edit(d, 'disputes/widgets-upstream.yaml', (t) =>
        t.replace('rows: [CAP-01, CAP-02]', 'status: superseded\nresolution: settled.\ndependsOn: [which-rows]\nsettledBy: [{ in: CAP-01/observation, quote: "Declares widgets in every era" }]\nrows: [CAP-01, CAP-02]'),
      );
      writeFileSync(join(d, 'disputes/which-rows.yaml'), 'id: which-rows\nsummary: Which rows are current?\nrows: [CAP-01]\npositions:\n  - { in: CAP-01, says: current. }\n  - { in: CAP-02, says: snapshot. }\n');
    },
    expect: /^disputes\/widgets-upstream\.yaml: status: depends on the open dispute "which-rows", so it stays open/,
  },
  {
    // one-reading-for-every-revision: opencode v2's revision-less words stopped at the revisions it was recorded as speaking.
    name: 'a value on words naming no revision that stops short of the revisions the product could speak',
    mutate: (d) => {
      edit(d, CAP01, (t) =>
        t.replace(
          '\nsources:',
          "\n  opencode-v2:\n    - revisions: ['2025-11-25']\n      declared: { value: no, evidence: [{ in: observation, quote: \"opencode v2 declares none\" }] }\n      implemented: unknown\nsources:",
        ) + '\nopencode v2 declares none.\n',
      );
    },
    expect:
      /^capabilities\/CAP-01\.mdx: products\.opencode-v2\.0\.declared\.evidence: "no" rests on words that name no revision, which cover every revision opencode-v2 could speak \(every revision content\/products\.yaml does not record it as not speaking: 2024-11-05, 2025-03-26, 2025-06-18, 2025-11-25, 2026-07-28\), but no entry gives declared at 2024-11-05, 2025-03-26, 2025-06-18, 2026-07-28: add 2024-11-05, 2025-03-26, 2025-06-18, 2026-07-28 to revisions/,
  },
  {
    // contrary-words-need-dispute: the dispute must be about the contrary words, not any dispute listing the cell.
    name: 'contrary words whose only dispute listing the cell does not quote them',
    mutate: (d) => {
      edit(d, 'capabilities/CAP-02.mdx', (t) =>
        t.replace(
          'mcpx declares gadgets at 2025-11-25 and serves some of them" }] }\n---',
          'mcpx declares gadgets at 2025-11-25 and serves some of them" }] }\n      contrary: [{ field: implemented, value: yes, in: CAP-01/observation, quote: "renders widgets in the legacy eras" }]\n---',
        ),
      );
      edit(d, 'disputes/widgets-upstream.yaml', (t) =>
        t.replace('revisions: [2026-07-28] }', "revisions: [2026-07-28] }\n  - { row: CAP-02, product: mcpx, revisions: ['2025-11-25'] }"),
      );
    },
    expect: /^capabilities\/CAP-02\.mdx: products\.mcpx\.0\.contrary\.0: .*need a dispute about these words\. Add one in content\/disputes\/ with both positions \(one in CAP-01 quoting “renders widgets in the legacy eras”\)/,
  },
  {
    // disputed-words-carry-dispute: CAP-21 borrowed CAP-22..24's disputed words and listed no dispute, and nothing refused it.
    name: 'a value quoting another row whose cell is disputed, without the dispute listing this cell',
    mutate: (d) => {
      edit(d, 'capabilities/CAP-02.mdx', (t) =>
        t.replace(
          'implemented: { value: partial, evidence: [{ in: what, quote: "mcpx declares gadgets at 2025-11-25 and serves some of them" }] }',
          'implemented: { value: partial, evidence: [{ in: CAP-01/observation, quote: "renders widgets in the legacy eras" }] }\n      because: [{ in: what, quote: "mcpx declares gadgets at 2025-11-25 and serves some of them" }]',
        ),
      );
      edit(d, 'disputes/widgets-upstream.yaml', (t) =>
        t.replace('revisions: [2026-07-28] }', "revisions: [2026-07-28] }\n  - { row: CAP-01, product: mcpx, revisions: ['2025-11-25'] }"),
      );
    },
    expect: /^capabilities\/CAP-02\.mdx: products\.mcpx\.0\.implemented\.evidence: "partial" quotes CAP-01\/observation, whose mcpx cell at 2025-11-25 is under the dispute "widgets-upstream", which does not list this cell: .*Add \{ row: CAP-02, product: mcpx, revisions: \[2025-11-25\] \} to its cells in content\/disputes\/widgets-upstream\.yaml/,
  },
  {
    // words-reach-only-their-passage (the reverted c01996b): the opencode note's “implements exactly that one thing” decided CAP-01 (experimental), which its passage never names.
    name: 'a note quote whose section never names the row’s capability',
    mutate: (d) => {
      edit(d, 'idiosyncrasies/fixture-note.mdx', (t) => `${t}\n## Elsewhere\n\nIt implements exactly one thing.\n`);
      edit(d, CAP01, (t) => t.replace('{ in: note:fixture-note, quote: "renders none" }', '{ in: note:fixture-note, quote: "It implements exactly one thing" }'));
    },
    expect:
      /^capabilities\/CAP-01\.mdx: products\.opencode-v1\.0\.implemented\.evidence: "no" quotes note:fixture-note “It implements exactly one thing”, whose passage \(the section it sits in\) never names this row's capability \(widgets\): words from another row or a note reach only the capabilities their passage names\. Quote words that name it, or make implemented unknown/,
  },
  {
    name: 'a role quote with a sentence about another product (role-words-about-the-product)',
    mutate: (d) =>
      edit(d, 'products.yaml', (t) =>
        t.replace(
          /(- id: goose\n  roles: )\[[^\n]*\]/,
          '$1[{ in: note:fixture-note, quote: "opencode v2 is a client too. lootbox, goose and Codex are clients too" }]',
        ),
      ),
    expect: /^products\.yaml: 4\.roles\.0: role quote “opencode v2 is a client too\. lootbox, goose and Codex are clients too” has words that do not name goose \(“opencode v2 is a client too\.”\).*quote only a sentence about goose itself/,
  },
  {
    name: 'a role quote that names a revision (role-words-about-the-product: a side is revision-independent)',
    mutate: (d) =>
      edit(d, 'products.yaml', (t) =>
        t.replace(/(- id: mcpx\n  roles: )\[[^\n]*\]/, '$1[{ in: CAP-02/what, quote: "mcpx declares gadgets at 2025-11-25" }]'),
      ),
    expect: /^products\.yaml: 0\.roles\.0: role quote “mcpx declares gadgets at 2025-11-25” names 2025-11-25: a product's side is revision-independent/,
  },
  {
    name: 'an exclusive declaration that leaves another key of its side unknown (exclusive-declaration-decides-every-key)',
    mutate: (d) => {
      edit(d, 'idiosyncrasies/fixture-note.mdx', (t) => `${t}\nCodex declares only gizmos.\n`);
      edit(d, CAP01, (t) =>
        t.replace(
          'sources:\n',
          '  codex:\n    - revisions: [\'2025-11-25\']\n      declared: { value: no, evidence: [{ in: note:fixture-note, quote: "Codex declares only gizmos" }] }\n      implemented: unknown\nsources:\n',
        ),
      );
      // CAP-02 becomes a row of both sides, so of Codex's (client) side too.
      edit(d, 'capabilities/CAP-02.mdx', (t) => t.replace('side: server\ncapability: { side: server', 'side: both\ncapability: { side: both'));
    },
    expect: /^capabilities\/CAP-02\.mdx: products\.codex: is unknown at 2025-11-25, but “Codex declares only gizmos” \(note:fixture-note, quoted in CAP-01\) says what codex declares of every key: write declared no at 2025-11-25/,
  },
  {
    name: '“declares only K while implementing more” with K’s implementation unknown (implements-more-than-declared)',
    mutate: (d) => {
      edit(d, 'idiosyncrasies/fixture-note.mdx', (t) => `${t}\nCodex declares only widgets while implementing much more.\n`);
      edit(d, CAP01, (t) =>
        t.replace(
          'sources:\n',
          '  codex:\n    - revisions: [\'2025-11-25\']\n      declared: { value: yes, evidence: [{ in: note:fixture-note, quote: "Codex declares only widgets while implementing much more" }] }\n      implemented: unknown\nsources:\n',
        ),
      );
    },
    expect: /^capabilities\/CAP-01\.mdx: products\.codex\.0\.implemented: is unknown at 2025-11-25, but “Codex declares only widgets while implementing much more” .*so it implements widgets: write implemented yes at 2025-11-25/,
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

test('a superseded dispute settled by the pinned current audit, and a cell whose because says why two audits combine, pass', () => {
  const problems = withFixture((d) => {
    edit(d, CAP01, (t) => `${t}\nIt renders widgets and gadgets alike.\n`);
    edit(d, 'disputes/widgets-upstream.yaml', (t) =>
      t.replace('rows: [CAP-01, CAP-02]', 'status: superseded\nresolution: settled.\nsettledBy: [{ in: CAP-01/observation, quote: "Declares widgets in every era" }]\nrows: [CAP-01, CAP-02]'),
    );
    edit(d, 'capabilities/CAP-02.mdx', (t) =>
      t.replace(
        'implemented: { value: partial, evidence: [{ in: what, quote: "mcpx declares gadgets at 2025-11-25 and serves some of them" }] }',
        'implemented: { value: partial, evidence: [{ in: CAP-01/observation, quote: "renders widgets and gadgets alike" }] }\n      because: [{ in: what, quote: "mcpx declares gadgets at 2025-11-25 and serves some of them" }, { in: what, quote: "mcpx renders them as it renders widgets (CAP-01)" }]',
      ) + '\nmcpx renders them as it renders widgets (CAP-01).\n',
    );
  });
  assert.deepEqual(problems, []);
});

test('role-words-about-the-product, exclusive-declaration-decides-every-key and implements-more-than-declared pass where the role quote is about the product and the exclusive declaration is followed', () => {
  const problems = withFixture((d) => {
    edit(d, 'idiosyncrasies/fixture-note.mdx', (t) => `${t}\nCodex declares only widgets while implementing much more.\n`);
    // The note only mentions Codex: its words name no revision for it, so they reach every revision defining widgets (one-reading-for-every-revision).
    edit(d, CAP01, (t) =>
      t.replace(
        'sources:\n',
        '  codex:\n    - revisions: [\'2025-03-26\', \'2025-06-18\', \'2025-11-25\']\n      declared: { value: yes, evidence: [{ in: note:fixture-note, quote: "Codex declares only widgets while implementing much more" }] }\n      implemented: { value: yes, evidence: [{ in: note:fixture-note, quote: "Codex declares only widgets while implementing much more" }] }\nsources:\n',
      ),
    );
  });
  assert.deepEqual(problems, []);
});

test('no-superseding-against-own-row leaves out the older comparison the settling row preserves: its words are historical, not the row’s own', () => {
  const problems = withFixture((d) => {
    edit(d, CAP01, (t) =>
      t.replace(
        'in 2026 it declares them but renders nothing.',
        'in 2026 it declares them but renders nothing. The assessment and source references below preserve the original def5678 comparison.\n\n## Risk\n\nIf not done: every widget is still rendered.',
      ).replace(
        "quote: \"in 2026 it declares them but renders nothing\" }] }\n",
        // disputed-cell-shows-both-sides: the dispute lists this cell, so it carries the position's words (a contrary in the preserved comparison).
        "quote: \"in 2026 it declares them but renders nothing\" }] }\n      contrary: [{ field: implemented, value: yes, in: risk, quote: \"every widget is still rendered\" }]\n",
      ),
    );
    edit(d, 'disputes/widgets-upstream.yaml', (t) =>
      t
        .replace('rows: [CAP-01, CAP-02]', 'status: superseded\nresolution: settled.\nsettledBy: [{ in: CAP-01/observation, quote: "Declares widgets in every era" }]\nrows: [CAP-01, CAP-02]')
        .replace('{ in: fixture-note, says: declares nothing. }', '{ in: CAP-01, says: "The Risk: “every widget is still rendered”." }'),
    );
  });
  assert.deepEqual(problems, []);
});

test('one-reading-for-every-revision stops revision-less words only where a named rule does: out-of-revision-needs-sending-words (a key not defined) and legacy-requests-stop-at-2026 (a handler at 2026)', () => {
  const problems = withFixture((d) => {
    edit(d, CAP01, (t) =>
      t.replace(
        '\nsources:',
        "\n  opencode-v2:\n    - revisions: ['2025-03-26', '2025-06-18', '2025-11-25']\n      declared: { value: yes, evidence: [{ in: observation, quote: \"opencode v2 declares them\" }] }\n      implemented: { value: yes, evidence: [{ in: observation, quote: \"its handler renders them\" }] }\nsources:",
      ) + '\nopencode v2 declares them; its handler renders them.\n',
    );
  });
  // 2024-11-05 and 2026-07-28 do not define widgets: a declaration needs words saying it is sent there (out-of-revision-needs-sending-words).
  assert.deepEqual(problems, []);
});

test('disputed-words-carry-dispute leaves out a dispute whose positions speak only of the other side (cap-26-tasks-extension-wire-format’s hosts)', () => {
  const problems = withFixture((d) => {
    edit(d, CAP01, (t) => `${t}\nIt renders widgets and gadgets alike.\n`);
    edit(d, 'capabilities/CAP-02.mdx', (t) =>
      t.replace(
        'implemented: { value: partial, evidence: [{ in: what, quote: "mcpx declares gadgets at 2025-11-25 and serves some of them" }] }',
        'implemented: { value: partial, evidence: [{ in: CAP-01/observation, quote: "renders widgets and gadgets alike" }] }\n      because: [{ in: what, quote: "mcpx declares gadgets at 2025-11-25 and serves some of them" }, { in: what, quote: "mcpx renders them as it renders widgets (CAP-01)" }]',
      ) + '\nmcpx renders them as it renders widgets (CAP-01).\n',
    );
    edit(d, 'disputes/widgets-upstream.yaml', (t) =>
      t
        .replace('revisions: [2026-07-28] }', "revisions: [2026-07-28] }\n  - { row: CAP-01, product: mcpx, revisions: ['2025-11-25'] }")
        .replace('{ in: fixture-note, says: declares nothing. }', '{ in: fixture-note, says: its upstream client declares nothing. }'),
    );
  });
  assert.deepEqual(problems, []);
});

test('contrary-words-need-dispute accepts a dispute listing the cell with a position quoting the contrary words', () => {
  const problems = withFixture((d) => {
    edit(d, 'capabilities/CAP-02.mdx', (t) =>
      t.replace(
        'mcpx declares gadgets at 2025-11-25 and serves some of them" }] }\n---',
        'mcpx declares gadgets at 2025-11-25 and serves some of them" }] }\n      contrary: [{ field: implemented, value: yes, in: CAP-01/observation, quote: "renders widgets in the legacy eras" }]\n---',
      ),
    );
    edit(d, 'disputes/widgets-upstream.yaml', (t) =>
      t
        // disputed-cell-shows-both-sides: only CAP-02's cell carries the position's words, so the dispute lists it alone.
        .replace('- { row: CAP-01, product: mcpx, revisions: [2026-07-28] }', "- { row: CAP-02, product: mcpx, revisions: ['2025-11-25'] }")
        .replace('{ in: CAP-01, says: declares widgets. }', '{ in: CAP-01, says: "It “renders widgets in the legacy eras”." }'),
    );
  });
  assert.deepEqual(problems, []);
});

test('words-reach-only-their-passage lets a note quote decide a row whose capability its section names', () => {
  const problems = withFixture((d) => {
    edit(d, 'idiosyncrasies/fixture-note.mdx', (t) => `${t}\n## Elsewhere\n\nIt implements exactly one thing, no widget among them.\n`);
    edit(d, CAP01, (t) => t.replace('{ in: note:fixture-note, quote: "renders none" }', '{ in: note:fixture-note, quote: "It implements exactly one thing" }'));
  });
  assert.deepEqual(problems, []);
});

test('words-reach-only-their-passage lets an exclusive declaration decide the declared field of a row its section never names, not the implemented field', () => {
  const declaredOnly = withFixture((d) => {
    edit(d, 'idiosyncrasies/fixture-note.mdx', (t) => `${t}\n## Elsewhere\n\nopencode declares gadgets and nothing else.\n`);
    edit(d, CAP01, (t) => t.replace('{ in: note:fixture-note, quote: "declares no widgets" }', '{ in: note:fixture-note, quote: "opencode declares gadgets and nothing else" }'));
  });
  assert.deepEqual(
    declaredOnly.filter((p) => /never names this row's capability/.test(p)),
    [],
  );
  const implementedToo = withFixture((d) => {
    edit(d, 'idiosyncrasies/fixture-note.mdx', (t) => `${t}\n## Elsewhere\n\nIt declares gadgets and nothing else.\n`);
    edit(d, CAP01, (t) => t.replace('{ in: note:fixture-note, quote: "renders none" }', '{ in: note:fixture-note, quote: "It declares gadgets and nothing else" }'));
  });
  assert.ok(
    implementedToo.some((p) => /^capabilities\/CAP-01\.mdx: products\.opencode-v1\.0\.implemented\.evidence: .*never names this row's capability \(widgets\)/.test(p)),
    JSON.stringify(implementedToo),
  );
});

test('a byte-order mark and CRLF line endings are legitimate', () => {
  const problems = withFixture((d) => {
    const path = join(d, CAP01);
    writeFileSync(path, `\uFEFF${readFileSync(path, 'utf8').replace(/\n/g, '\r\n')}`);
  });
  assert.deepEqual(problems, []);
});

