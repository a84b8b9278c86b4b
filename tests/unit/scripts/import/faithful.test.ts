/**
 * The importer is faithful: importing unchanged text changes no byte, a changed field rewrites
 * that field's lines only (a curator's flow sequences, comments and spacing stay), what the
 * text does not carry (a citation's `source` corrected by hand) is never reverted, and the audit
 * note may name any number of current audits. Fixtures only: tests/fixtures/registers.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { copyFileSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parse as parseYaml } from 'yaml';
import { splitFrontMatter } from '../../../../src/lib/content/load.ts';
import { auditLabel } from '../../../../src/lib/views/register.ts';
import { parseAuditNote, parseRegister, RegisterFormatError } from '../../../../scripts/import/register-format.ts';
import { keepHandFields, main } from '../../../../scripts/import/register.ts';
import { replaceFields, splitFields } from '../../../../scripts/import/front-matter.ts';
import { collectingIo } from '../../../../scripts/lib/cli-io.ts';

const projectRoot = fileURLToPath(new URL('../../../..', import.meta.url));
const fixture = (name: string) => join(projectRoot, 'tests/fixtures/registers', name);

function tempRoot(t: { after(fn: () => void): void }): string {
  const root = mkdtempSync(join(tmpdir(), 'import-faithful-'));
  t.after(() => rmSync(root, { recursive: true, force: true }));
  return root;
}

function run(root: string, ...args: string[]) {
  const io = collectingIo(projectRoot);
  const code = main(['--content-dir', join(root, 'content'), ...args], io);
  return { code, ...io.printed() };
}

const rowFile = (root: string, id: string) => join(root, 'content/capabilities', `${id}.mdx`);

/** Lines of `after` that are not lines of `before` (a multiset difference, order ignored). */
function addedLines(before: string, after: string): string[] {
  const left = new Map<string, number>();
  for (const l of before.split('\n')) left.set(l, (left.get(l) ?? 0) + 1);
  const out: string[] = [];
  for (const l of after.split('\n')) {
    const n = left.get(l) ?? 0;
    if (n > 0) left.set(l, n - 1);
    else out.push(l);
  }
  return out;
}

/** A curator's hand: flow sequences without padding, a comment, a curated entry. */
function curate(text: string): string {
  return text
    .replace(
      'products: {}',
      'products:\n  # curated by hand\n  mcpx:\n    - { revisions: ["2025-06-18"], declared: unknown, implemented: unknown }',
    )
    .replace('  "2026-07-28":\n    state: unknown', '  "2026-07-28":\n    state: unknown\n    # not read yet');
}

test('importing unchanged text changes no byte, however the curator formatted the file', (t) => {
  const root = tempRoot(t);
  assert.equal(run(root, fixture('small.txt')).code, 0);
  writeFileSync(rowFile(root, 'CAP-02'), curate(readFileSync(rowFile(root, 'CAP-02'), 'utf8')));
  const before = readFileSync(rowFile(root, 'CAP-02'), 'utf8');
  assert.match(before, /revisions: \["2025-06-18"\]/);

  const again = run(root, fixture('small.txt'));
  assert.equal(again.code, 0, again.stderr);
  assert.match(again.stdout, /^unchanged .*CAP-02\.mdx$/m);
  assert.equal(readFileSync(rowFile(root, 'CAP-02'), 'utf8'), before);
});

test('a changed field rewrites its own lines only: curated flow sequences and comments stay byte for byte', (t) => {
  const root = tempRoot(t);
  assert.equal(run(root, fixture('small.txt')).code, 0);
  writeFileSync(rowFile(root, 'CAP-02'), curate(readFileSync(rowFile(root, 'CAP-02'), 'utf8')));
  const before = readFileSync(rowFile(root, 'CAP-02'), 'utf8');

  const r = run(root, fixture('small-updated.txt'));
  assert.equal(r.code, 0, r.stderr);
  const after = readFileSync(rowFile(root, 'CAP-02'), 'utf8');
  assert.match(after, /    - \{ revisions: \["2025-06-18"\], declared: unknown, implemented: unknown \}\n/);
  assert.match(after, /  # curated by hand\n/);
  assert.match(after, /    # not read yet\n/);
  // small-updated.txt changes CAP-02's risk (and so its related rows and Risk section): only those lines are new.
  assert.deepEqual(addedLines(before, after), [
    '  level: medium',
    '  text: "Medium: hosts wait forever, as in CAP-01."',
    'related:',
    '  - CAP-01',
    'Medium: hosts wait forever, as in CAP-01.',
  ]);
});

test('a citation’s source corrected by hand survives a re-import of the same text', (t) => {
  const root = tempRoot(t);
  assert.equal(run(root, fixture('small.txt')).code, 0);
  const path = rowFile(root, 'CAP-02');
  const text = readFileSync(path, 'utf8');
  // docs/protocol.md is read as mcpx's; say by hand that it is the specification's.
  const corrected = text.replace(/source: mcpx\n(\s+)path: docs\/protocol\.md/, 'source: spec\n$1path: docs/protocol.md');
  assert.notEqual(corrected, text, 'the fixture cites docs/protocol.md as mcpx');
  writeFileSync(path, corrected);

  const check = run(root, '--check', fixture('small.txt'));
  assert.equal(check.code, 0, check.stdout);
  assert.equal(run(root, fixture('small.txt')).code, 0);
  assert.equal(readFileSync(path, 'utf8'), corrected);
  // A change elsewhere in the row rewrites sources only if the text's citations change: the correction stays.
  assert.equal(run(root, fixture('small-updated.txt')).code, 0);
  assert.match(readFileSync(path, 'utf8'), /source: spec\n\s+path: docs\/protocol\.md/);
});

test('keepHandFields keeps a source only for a citation the text still writes the same way', () => {
  const generated = [
    { kind: 'file', source: 'mcpx', path: 'docs/a.md', raw: 'docs/a.md:1' },
    { kind: 'file', source: 'mcpx', path: 'docs/b.md', raw: 'docs/b.md:2' },
  ];
  const existing = [
    { kind: 'file', source: 'spec', path: 'docs/a.md', raw: 'docs/a.md:1' },
    { kind: 'file', source: 'spec', path: 'docs/b.md', raw: 'docs/b.md:1' },
  ];
  assert.deepEqual(
    keepHandFields(generated, existing).map((c) => c.source),
    ['spec', 'mcpx'],
  );
  assert.deepEqual(keepHandFields(generated, undefined), generated);
});

test('splitFields cuts a front-matter at its top-level fields and replaceFields keeps every other byte', () => {
  const yaml = '# head\nid: X\n# about spec\nspec: { a: [1] }\nproducts:\n  mcpx:\n    - { revisions: ["2025-06-18"] }\n\nrelated: []\n';
  const split = splitFields(yaml);
  assert.ok(split);
  assert.deepEqual(
    split.fields.map((f) => f.key),
    ['id', 'spec', 'products', 'related'],
  );
  assert.equal(split.head + split.fields.map((f) => f.text).join(''), yaml);
  const out = replaceFields(
    split,
    new Map([
      ['spec', 'spec: { a: [2] }\n'],
      ['title', 'title: T\n'],
    ]),
    ['id', 'title', 'spec', 'products', 'related'],
  );
  assert.equal(
    out,
    '# head\nid: X\ntitle: T\n# about spec\nspec: { a: [2] }\nproducts:\n  mcpx:\n    - { revisions: ["2025-06-18"] }\n\nrelated: []\n',
  );
  // A flow mapping at the top cannot be cut: the caller re-renders it whole.
  assert.equal(splitFields('{ id: X, spec: 1 }\n'), null);
});

// ---------------------------------------------------------------------------------------
// Any number of audits

test('the audit note names any number of current audits, in the words the text uses', () => {
  const note = parseAuditNote(
    'Status column: CAP-02/04 are current (audited at 2a93f3f64); CAP-03 is current at 7e1f0c2; other rows retain the mcpx @ 05c78b2 snapshot.',
    12,
  );
  assert.deepEqual(note.current, [
    { commit: '2a93f3f64', rows: ['CAP-02', 'CAP-04'] },
    { commit: '7e1f0c2', rows: ['CAP-03'] },
  ]);
  assert.equal(note.snapshotCommit, '05c78b2');
  assert.throws(
    () =>
      parseAuditNote(
        'Status column: CAP-02 is current at 2a93f3f64; CAP-02 is current at 7e1f0c2; other rows retain the mcpx @ 05c78b2 snapshot.',
        3,
      ),
    (e: unknown) => e instanceof RegisterFormatError && e.line === 3 && /CAP-02 is current at 2a93f3f64 and at 7e1f0c2/.test(e.message),
  );
});

/** small.txt with CAP-03 re-audited at a third commit, and the note saying so. */
const thirdAudit = () =>
  readFileSync(fixture('small.txt'), 'utf8')
    .replace('CAP-02/03 are current (audited at abcdef123);', 'CAP-02 is current (audited at abcdef123); CAP-03 is current at 7e1f0c2;')
    .replace('• mcpx @ abcdef123. Declared.', '• mcpx @ 7e1f0c2. Declared.');

test('a header naming a third current audit publishes “current at 7e1f0c2”, not “snapshot”', (t) => {
  const parsed = parseRegister(thirdAudit());
  const three = parsed.rows.find((r) => r.id === 'CAP-03');
  assert.deepEqual(three?.audit, { status: 'current', product: 'mcpx', commit: '7e1f0c2', label: 'mcpx @ 7e1f0c2' });
  assert.equal(auditLabel(three!.audit), 'current at 7e1f0c2');
  assert.equal(parsed.rows.find((r) => r.id === 'CAP-01')?.audit.status, 'snapshot');

  // Through the importer: the row and the register header say the same.
  const root = tempRoot(t);
  const input = join(root, 'third.txt');
  writeFileSync(input, thirdAudit());
  const r = run(root, input);
  assert.equal(r.code, 0, r.stderr);
  const data = parseYaml(splitFrontMatter(readFileSync(rowFile(root, 'CAP-03'), 'utf8'))!.frontMatter) as { audit: unknown };
  assert.deepEqual(data.audit, { status: 'current', product: 'mcpx', commit: '7e1f0c2', label: 'mcpx @ 7e1f0c2' });
  const register = parseYaml(readFileSync(join(root, 'content/registers/capabilities.yaml'), 'utf8')) as {
    auditNote: { current: unknown };
  };
  assert.deepEqual(register.auditNote.current, [
    { commit: 'abcdef123', rows: ['CAP-02'] },
    { commit: '7e1f0c2', rows: ['CAP-03'] },
  ]);
});

test('a row the note calls current at one commit but observed at another is refused with both lines’ words', () => {
  const text = thirdAudit().replace('• mcpx @ 7e1f0c2. Declared.', '• mcpx @ abcdef123. Declared.');
  assert.throws(
    () => parseRegister(text),
    (e: unknown) =>
      e instanceof RegisterFormatError &&
      /says CAP-03 is current at 7e1f0c2, but its observation is “mcpx @ abcdef123”; pin the observation to 7e1f0c2/.test(e.message),
  );
});

// ---------------------------------------------------------------------------------------
// The text in the repository is the default input

/** A content folder whose text/ holds `small.txt` as the register and `note-small.txt` as the note widget-note. */
function withText(root: string): void {
  mkdirSync(join(root, 'content/text/registers'), { recursive: true });
  mkdirSync(join(root, 'content/text/notes'), { recursive: true });
  copyFileSync(fixture('small.txt'), join(root, 'content/text/registers/capabilities.txt'));
  copyFileSync(fixture('note-small.txt'), join(root, 'content/text/notes/widget-note.txt'));
}

test('with no file named, every document of content/text is imported and checked; a note without text is stale', (t) => {
  const root = tempRoot(t);
  withText(root);
  const r = run(root);
  assert.equal(r.code, 0, r.stderr);
  assert.match(r.stdout, /^created +.*capabilities\/CAP-01\.mdx$/m);
  assert.match(r.stdout, /^created +.*idiosyncrasies\/widget-note\.mdx$/m);
  const check = run(root, '--check');
  assert.equal(check.code, 0, check.stdout);
  assert.match(check.stdout, /in sync: 5 file\(s\) match .*content\/text/);

  // A note's text removed: its page has no text left to check it against.
  rmSync(join(root, 'content/text/notes/widget-note.txt'));
  const stale = run(root, '--check');
  assert.equal(stale.code, 1);
  assert.match(stale.stdout, /^stale +.*idiosyncrasies\/widget-note\.mdx +\(no text gives it\)$/m);
});

test('a new note whose clients name no single product: the message gives the command that imports it', (t) => {
  const root = tempRoot(t);
  withText(root);
  copyFileSync(fixture('note-ambiguous.txt'), join(root, 'content/text/notes/two-clients.txt'));
  const r = run(root);
  assert.equal(r.code, 2);
  assert.match(
    r.stderr,
    /idiosyncrasies\/two-clients\.mdx: cannot choose the note's products: .*Run `npm run import -- --note .*content\/text\/notes\/two-clients\.txt --products <id>\[,<id>\]`/,
  );
  // The command it gives works, the slug taken from the file's name.
  const fixed = run(root, '--note', join(root, 'content/text/notes/two-clients.txt'), '--products', 'opencode-v1');
  assert.equal(fixed.code, 0, fixed.stderr);
  // Nothing else was written (all or nothing): importing everything now succeeds, the note's products kept.
  assert.equal(run(root).code, 0);
  const after = run(root, '--check');
  assert.equal(after.code, 0, after.stdout + after.stderr);
});

test('--check says a re-audit in the text’s terms: the commit, the observation’s heading once, the note', (t) => {
  const root = tempRoot(t);
  assert.equal(run(root, fixture('small.txt')).code, 0);
  const input = join(root, 'third.txt');
  writeFileSync(input, thirdAudit());
  const check = run(root, '--check', input);
  assert.equal(check.code, 1);
  const line =
    thirdAudit()
      .split('\n')
      .findIndex((l) => l.startsWith('• mcpx @ 7e1f0c2.')) + 1;
  assert.match(
    check.stdout,
    new RegExp(
      `^ {2}row CAP-03, field audit\\.commit \\(.*third\\.txt:${line}\\): the text says “7e1f0c2”, the file says “abcdef123”$`,
      'm',
    ),
  );
  assert.match(
    check.stdout,
    /^ {2}row CAP-03, the heading of section “mcpx @ abcdef123” \(.*\): the text says “mcpx @ 7e1f0c2”, the file says “mcpx @ abcdef123”$/m,
  );
  // The label is the heading: said once.
  assert.doesNotMatch(check.stdout, /audit\.label/);
  assert.match(
    check.stdout,
    /^ {2}the register header, field auditNote\.current\.1 .*: the text says \{"commit":"7e1f0c2","rows":\["CAP-03"\]\}, the file says nothing$/m,
  );
});
