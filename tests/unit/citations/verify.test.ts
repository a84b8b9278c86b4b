/**
 * The quote check (`checkQuote`, `normalizeForMatch`) and the `verify-sources` CLI. The CLI
 * tests build their own git repositories in a temp dir: a first commit, a second that
 * moves one line and deletes another, and an uncommitted change in the work tree; a bare
 * clone of it; and a plain directory. The content is the valid fixture with its rows'
 * sources rewritten to cite those files. Most cases run the CLI's function in this process
 * (`runVerifySources`, what the script runs); a few run the script itself (`spawnCli`), for
 * its exit code and streams as a shell sees them.
 */
import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { checkQuote, normalizeForMatch, type VerificationReport } from '../../../src/lib/citations/verify.ts';
import { verificationReportSchema } from '../../../src/lib/citations/verification-report.ts';
import { runVerifySources } from '../../../scripts/verify-sources.ts';
import { collectingIo } from '../../../scripts/lib/cli-io.ts';

const root = resolve(import.meta.dirname, '../../..');
const validFixture = join(import.meta.dirname, '../../fixtures/content-valid');

// ---------------------------------------------------------------------------------------
// normalizeForMatch

test('normalizeForMatch removes emphasis markers and backticks', () => {
  assert.equal(normalizeForMatch('Clients **MUST** declare'), 'Clients MUST declare');
  assert.equal(normalizeForMatch('Servers __SHOULD NOT__ send'), 'Servers SHOULD NOT send');
  assert.equal(normalizeForMatch('an *empty* object, _really_'), 'an empty object, really');
  assert.equal(normalizeForMatch('the `sampling.tools` capability'), 'the sampling.tools capability');
  assert.equal(normalizeForMatch('(*MUST*)'), '(MUST)');
});

test('normalizeForMatch keeps * and _ that are not emphasis', () => {
  assert.equal(normalizeForMatch('notifications/roots/list_changed'), 'notifications/roots/list_changed');
  assert.equal(normalizeForMatch('a * b'), 'a * b');
  assert.equal(normalizeForMatch('   * @deprecated since'), '* @deprecated since');
  assert.equal(normalizeForMatch('glob *.ts'), 'glob *.ts');
});

test('normalizeForMatch collapses white space and trims', () => {
  assert.equal(normalizeForMatch('  | Client   | `elicitation`  |\n'), '| Client | elicitation |');
  assert.equal(normalizeForMatch('a\n\tb\r\n  c'), 'a b c');
  assert.equal(normalizeForMatch(''), '');
});

// ---------------------------------------------------------------------------------------
// checkQuote

const FILE = [
  'interface Roots {', // 1
  '  listChanged?: boolean;', // 2
  '}', // 3
  'Clients **MUST** declare the `roots`', // 4
  'capability before listing.', // 5
  'roots?: {};', // 6
  'filler', // 7
  'filler', // 8
  'roots?: {};', // 9
].join('\n');

test('checkQuote: exact on a cited line', () => {
  assert.deepEqual(checkQuote(FILE, [{ start: 2 }], 'listChanged?: boolean;'), { verdict: 'exact', foundLine: 2 });
});

test('checkQuote: exact inside a range, on one line or spanning lines', () => {
  assert.deepEqual(checkQuote(FILE, [{ start: 1, end: 3 }], 'listChanged?: boolean;'), { verdict: 'exact', foundLine: 2 });
  assert.deepEqual(checkQuote(FILE, [{ start: 1, end: 3 }], 'boolean;\n}'), { verdict: 'exact', foundLine: 2 });
});

test('checkQuote: exact in the second of several cited spans', () => {
  assert.deepEqual(checkQuote(FILE, [{ start: 1 }, { start: 6 }], 'roots?: {};'), { verdict: 'exact', foundLine: 6 });
  assert.deepEqual(checkQuote(FILE, [{ start: 7, end: 9 }], 'roots?: {};'), { verdict: 'exact', foundLine: 9 });
});

test('checkQuote: normalized when the file writes **MUST** and the quote MUST', () => {
  assert.deepEqual(checkQuote(FILE, [{ start: 4 }], 'Clients MUST declare the roots'), { verdict: 'normalized', foundLine: 4 });
});

test('checkQuote: normalized across the lines of a range (joined with a space)', () => {
  assert.deepEqual(checkQuote(FILE, [{ start: 3, end: 5 }], 'declare the roots capability before listing.'), {
    verdict: 'normalized',
    foundLine: 4,
  });
  // Exactly, the line break stands between the two lines: only a normalised match.
  assert.equal(checkQuote(FILE, [{ start: 4, end: 5 }], '`roots` capability').verdict, 'normalized');
});

test('checkQuote: moved, to the occurrence nearest the cited line', () => {
  assert.deepEqual(checkQuote(FILE, [{ start: 1 }], 'roots?: {};'), { verdict: 'moved', foundLine: 6 });
  assert.deepEqual(checkQuote(FILE, [{ start: 8 }], 'roots?: {};'), { verdict: 'moved', foundLine: 9 });
  assert.deepEqual(checkQuote(FILE, [{ start: 1 }], 'listChanged?: boolean;'), { verdict: 'moved', foundLine: 2 });
});

test('checkQuote: moved when found only after normalising, elsewhere', () => {
  assert.deepEqual(checkQuote(FILE, [{ start: 1 }], 'Clients MUST declare the roots capability'), { verdict: 'moved', foundLine: 4 });
});

test('checkQuote: missing, and cited lines past the end of the file', () => {
  assert.deepEqual(checkQuote(FILE, [{ start: 2 }], 'listChanged?: string;'), { verdict: 'missing' });
  assert.deepEqual(checkQuote(FILE, [{ start: 400 }], 'listChanged?: boolean;'), { verdict: 'moved', foundLine: 2 });
  assert.deepEqual(checkQuote(FILE, [{ start: 8, end: 400 }], 'roots?: {};'), { verdict: 'exact', foundLine: 9 });
});

test('checkQuote: a citation with no lines cites the whole file', () => {
  assert.deepEqual(checkQuote(FILE, [], 'roots?: {};'), { verdict: 'exact', foundLine: 6 });
  assert.deepEqual(checkQuote(FILE, [], 'Clients MUST declare'), { verdict: 'normalized', foundLine: 4 });
});

test('checkQuote: CRLF line endings count as one break', () => {
  assert.deepEqual(checkQuote('a\r\nb\r\nc', [{ start: 2 }], 'b'), { verdict: 'exact', foundLine: 2 });
});

// ---------------------------------------------------------------------------------------
// the CLI, against fixture repositories

const gitEnv = {
  ...Object.fromEntries(Object.entries(process.env).filter(([k]) => !k.startsWith('GIT_'))),
  GIT_AUTHOR_NAME: 'Fixture',
  GIT_AUTHOR_EMAIL: 'fixture@example.com',
  GIT_COMMITTER_NAME: 'Fixture',
  GIT_COMMITTER_EMAIL: 'fixture@example.com',
  GIT_CONFIG_NOSYSTEM: '1',
  GIT_CONFIG_GLOBAL: '/dev/null',
};

function git(cwd: string, ...args: string[]): string {
  const result = spawnSync('git', ['-c', 'init.defaultBranch=main', '-c', 'commit.gpgsign=false', ...args], {
    cwd,
    env: gitEnv,
    encoding: 'utf8',
  });
  assert.equal(result.status, 0, `git ${args.join(' ')}: ${result.stderr}`);
  return result.stdout.trim();
}

function write(path: string, text: string) {
  mkdirSync(dirname(path), { recursive: true });
  writeFileSync(path, text);
}

const SCHEMA = 'schema/2025-11-25/schema.ts';
const PAGE = 'docs/specification/2025-11-25/client/widgets.mdx';

const SCHEMA_V1 = [
  'export interface Widgets {', // 1
  '  /** Whether the client supports widgets. */', // 2
  '  widgets?: object;', // 3 (line 5 after the second commit)
  '  gadgets?: boolean;', // 4 (deleted by the second commit)
  '  listChanged?: boolean;', // 5 (line 6 after the second commit)
  '}', // 6
  '',
].join('\n');
const SCHEMA_V2 = [
  'export interface Widgets {',
  '  /** Whether the client supports widgets. */',
  '  /** Added later. */',
  '  extra?: string;',
  '  widgets?: object;', // 5
  '  listChanged?: boolean;', // 6
  '}', // 7
  '',
].join('\n');
const PAGE_TEXT = ['# Widgets', '', 'Clients **MUST** declare the `widgets` capability', 'before sending widget requests.', ''].join('\n');

let tmp: string;
let work: string;
let bare: string;
let plain: string;
let sha1: string;
let sha2: string;
let content: string;

const ABSENT_COMMIT = '0123456789abcdef0123456789abcdef01234567';

function fileCitation(source: string, path: string, lines: { start: number; end?: number }[], quote?: string) {
  const ref = `${path}:${lines.map((l) => (l.end ? `${l.start}-${l.end}` : `${l.start}`)).join(',')}`;
  return { kind: 'file', source, path, lines, ...(quote === undefined ? {} : { quote }), raw: quote ? `${ref} “${quote}”` : ref };
}

/** The fixture content with CAP-01 citing the spec checkout and CAP-02 pinned citations. */
function writeContent(dir: string) {
  cpSync(validFixture, dir, { recursive: true });
  const cap01 = [
    fileCitation('spec', SCHEMA, [{ start: 2 }], 'Whether the client supports widgets.'), // 0 exact
    fileCitation('spec', '2025-11-25/client/widgets.mdx', [{ start: 3 }], 'Clients MUST declare the widgets capability'), // 1 normalized
    fileCitation('spec', SCHEMA, [{ start: 3 }], 'widgets?: object;'), // 2 moved to 5
    fileCitation('spec', SCHEMA, [{ start: 4 }], 'gadgets?: boolean;'), // 3 missing
    fileCitation('spec', 'schema/2025-11-25/gone.ts', [{ start: 1 }], 'anything'), // 4 no-file
    fileCitation('spec', '2025-11-25/client/widgets.mdx', [{ start: 3, end: 4 }], 'the widgets capability before sending'), // 5 normalized
    fileCitation('mcpx', 'internal/x.go', [{ start: 10, end: 20 }]), // 6 skipped
    { kind: 'wire', id: 'W2', raw: 'wire W2' }, // 7 skipped
    fileCitation('spec', SCHEMA, [{ start: 1 }]), // 8 skipped: no quote
    fileCitation('spec', SCHEMA, [{ start: 8 }], '// uncommitted'), // 9 only in the work tree
  ];
  const cap02 = [
    fileCitation('mcpx', SCHEMA, [{ start: 3 }], 'widgets?: object;'), // 0 exact at sha1
    fileCitation('mcpx', SCHEMA, [{ start: 4 }], 'gadgets?: boolean;'), // 1 exact at sha1
    fileCitation('opencode', SCHEMA, [{ start: 6 }], 'listChanged?: boolean;'), // 2 commit absent: HEAD
  ];
  const cap01Path = join(dir, 'capabilities/CAP-01.mdx');
  const cap01Text = readFileSync(cap01Path, 'utf8');
  const replaced = cap01Text
    .replace(/^sources:\n(?:  - .*\n)+/m, `sources: ${JSON.stringify(cap01)}\n`)
    // The fixture's evidence quoting its first citation would no longer hold with these citations.
    .replace('{ in: source-1, quote: "widgets?: object;" }, ', '');
  assert.notEqual(replaced, cap01Text);
  writeFileSync(cap01Path, replaced);
  const cap02Path = join(dir, 'capabilities/CAP-02.mdx');
  const cap02Text = readFileSync(cap02Path, 'utf8');
  const withSources = cap02Text
    .replace('  label: mcpx @ def5678\n', `  sourcesCommit: ${sha1}\n  label: mcpx @ def5678\n`)
    .replace(/\n---\n/, `\nsources: ${JSON.stringify(cap02)}\n---\n`);
  assert.ok(withSources.includes('sourcesCommit') && withSources.includes('sources: ['));
  writeFileSync(cap02Path, withSources);
  const sourcesPath = join(dir, 'sources.yaml');
  const sources = readFileSync(sourcesPath, 'utf8');
  assert.match(sources, /- id: opencode\n  name: opencode\n/);
  writeFileSync(
    sourcesPath,
    sources.replace('- id: opencode\n  name: opencode\n', `- id: opencode\n  name: opencode\n  commit: "${ABSENT_COMMIT}"\n`),
  );
}

before(() => {
  tmp = mkdtempSync(join(tmpdir(), 'verify-sources-'));
  work = join(tmp, 'spec');
  mkdirSync(work);
  git(work, 'init', '-q');
  write(join(work, SCHEMA), SCHEMA_V1);
  write(join(work, PAGE), PAGE_TEXT);
  git(work, 'add', '.');
  git(work, 'commit', '-q', '-m', 'first');
  sha1 = git(work, 'rev-parse', 'HEAD');
  write(join(work, SCHEMA), SCHEMA_V2);
  git(work, 'commit', '-q', '-am', 'move a line, delete another');
  sha2 = git(work, 'rev-parse', 'HEAD');
  write(join(work, SCHEMA), `${SCHEMA_V2}// uncommitted\n`);
  bare = join(tmp, 'spec.git');
  git(tmp, 'clone', '-q', '--bare', work, bare);
  plain = join(tmp, 'plain');
  mkdirSync(plain);
  write(join(plain, SCHEMA), SCHEMA_V1);
  write(join(plain, PAGE), PAGE_TEXT);
  content = join(tmp, 'content');
  writeContent(content);
});

after(() => rmSync(tmp, { recursive: true, force: true }));

/** The CLI run in this process, from the project root: its exit code and what it printed. */
function cli(args: string[], env: Record<string, string> = {}) {
  const io = collectingIo(root, { ...process.env, VERIFY_DATE: '2026-09-01', ...env });
  const status = runVerifySources(args, io);
  return { status, ...io.printed() };
}

/** The CLI run as a shell runs it, in a process of its own. */
function spawnCli(args: string[], env: Record<string, string> = {}) {
  const result = spawnSync(process.execPath, ['scripts/verify-sources.ts', ...args], {
    cwd: root,
    encoding: 'utf8',
    env: { ...process.env, VERIFY_DATE: '2026-09-01', ...env },
  });
  return { status: result.status, stdout: result.stdout, stderr: result.stderr };
}

function jsonRun(args: string[]) {
  const run = cli([...args, '--content', content, '--json']);
  return { ...run, report: JSON.parse(run.stdout) as VerificationReport };
}

function result(report: VerificationReport, row: string, index: number) {
  const found = report.results.find((r) => r.row === row && r.index === index);
  assert.ok(found, `no result for ${row}#${index}`);
  return found;
}

describe('verify-sources CLI', () => {
  test('every verdict, against a work tree; pinned citations read at their commit', () => {
    const { status, report, stderr } = jsonRun([
      '--checkout',
      `spec=${work}`,
      '--checkout',
      `mcpx=${work}`,
      '--checkout',
      `opencode=${bare}`,
    ]);
    assert.equal(status, 1, stderr);
    assert.deepEqual(Object.keys(report), ['verifiedOn', 'checkouts', 'summary', 'results']);
    assert.equal(report.verifiedOn, '2026-09-01');
    assert.deepEqual(report.checkouts, {
      spec: { path: work, git: true, head: sha2 },
      mcpx: { path: work, git: true, head: sha2 },
      opencode: { path: bare, git: true, head: sha2 },
    });
    const pick = (row: string, i: number) => {
      const r = result(report, row, i);
      return [r.verdict, r.foundLine, r.readAt];
    };
    assert.deepEqual(pick('CAP-01', 0), ['exact', 2, 'working tree']);
    assert.deepEqual(pick('CAP-01', 1), ['normalized', 3, 'working tree']);
    assert.deepEqual(pick('CAP-01', 2), ['moved', 5, 'working tree']);
    assert.deepEqual(pick('CAP-01', 3), ['missing', null, 'working tree']);
    assert.deepEqual(pick('CAP-01', 4), ['no-file', null, 'working tree']);
    assert.deepEqual(pick('CAP-01', 5), ['normalized', 3, 'working tree']);
    assert.deepEqual(pick('CAP-01', 9), ['exact', 8, 'working tree']);
    // Pinned to the first commit (the row's sourcesCommit): the lines are where they were.
    assert.deepEqual(pick('CAP-02', 0), ['exact', 3, sha1]);
    assert.deepEqual(pick('CAP-02', 1), ['exact', 4, sha1]);
    // A commit the checkout does not have: said so, and read at HEAD of the bare clone.
    const absent = result(report, 'CAP-02', 2);
    assert.deepEqual([absent.verdict, absent.foundLine, absent.readAt], ['exact', 6, `HEAD (${sha2})`]);
    assert.match(absent.note ?? '', new RegExp(`commit ${ABSENT_COMMIT} is not in the checkout; read at HEAD`));
    assert.deepEqual(report.summary, {
      exact: 5,
      normalized: 2,
      moved: 1,
      missing: 1,
      'no-file': 1,
      skipped: { 'no quote': 2, wire: 1 },
    });
    assert.deepEqual(verificationReportSchema.parse(report), report, 'the report is what the pages read');
    const first = result(report, 'CAP-01', 2);
    assert.deepEqual(Object.keys(first), [
      'row',
      'index',
      'source',
      'path',
      'repositoryPath',
      'lines',
      'quote',
      'verdict',
      'foundLine',
      'readAt',
    ]);
    assert.equal(result(report, 'CAP-01', 1).repositoryPath, PAGE);
    assert.equal(result(report, 'CAP-01', 1).path, '2025-11-25/client/widgets.mdx');
    assert.equal(result(report, 'CAP-01', 5).lines, '3-4');
    assert.match(stderr, /^13 citations: 5 exact, 2 normalized, 1 moved, 1 missing, 1 no-file; 3 skipped \(no quote 2, wire 1\)$/m);
  });

  test('a bare repository is read at HEAD; sources without a checkout are skipped by source', () => {
    const { status, report } = jsonRun(['--checkout', `spec=${bare}`]);
    assert.equal(status, 1);
    assert.deepEqual(report.checkouts, { spec: { path: bare, git: true, head: sha2 } });
    assert.deepEqual(report.summary.skipped, { mcpx: 3, opencode: 1, 'no quote': 1, wire: 1 });
    assert.ok(report.results.every((r) => r.readAt === `HEAD (${sha2})`));
    assert.deepEqual([result(report, 'CAP-01', 2).verdict, result(report, 'CAP-01', 2).foundLine], ['moved', 5]);
    // The uncommitted line is in the work tree, not at HEAD.
    assert.equal(result(report, 'CAP-01', 9).verdict, 'missing');
  });

  test('a plain directory is read from disk', () => {
    const { report } = jsonRun(['--checkout', `spec=${plain}`]);
    assert.deepEqual(report.checkouts, { spec: { path: plain, git: false, head: null } });
    assert.ok(report.results.every((r) => r.readAt === 'directory'));
    assert.deepEqual([result(report, 'CAP-01', 2).verdict, result(report, 'CAP-01', 2).foundLine], ['exact', 3]);
    assert.equal(result(report, 'CAP-01', 3).verdict, 'exact');
  });

  test('exit 0 and a table when every checked quote is exact or normalized', () => {
    const run = spawnCli(['--checkout', `mcpx=${work}`, '--content', content]);
    assert.equal(run.status, 0, run.stderr);
    assert.match(run.stdout, /^row\s+source\s+citation\s+verdict\s+found\s+read at$/m);
    assert.match(
      run.stdout,
      new RegExp(`^CAP-02#0\\s+mcpx\\s+schema/2025-11-25/schema\\.ts:3\\s+exact\\s+3\\s+${sha1.slice(0, 12)}$`, 'm'),
    );
    assert.match(
      run.stdout,
      /^13 citations: 2 exact, 0 normalized, 0 moved, 0 missing, 0 no-file; 11 skipped \(spec 8, opencode 1, no quote 1, wire 1\)$/m,
    );
  });

  test('--report writes the JSON, pretty-printed with a trailing newline', () => {
    const outside = join(tmp, 'out/report.json');
    const run = cli(['--checkout', `spec=${work}`, '--content', content, '--json', '--report', outside]);
    assert.equal(run.status, 1);
    const written = readFileSync(outside, 'utf8');
    assert.equal(written, run.stdout);
    assert.ok(written.endsWith('}\n') && written.includes('\n  "summary": {\n'));
    // Inside the project only the checkout's base name is kept.
    mkdirSync(join(root, 'test-results'), { recursive: true });
    const dir = mkdtempSync(join(root, 'test-results', 'verify-sources-'));
    try {
      const inside = join(dir, 'report.json');
      const again = cli(['--checkout', `spec=${work}`, '--content', content, '--report', inside]);
      assert.equal(again.status, 1);
      const report = JSON.parse(readFileSync(inside, 'utf8')) as VerificationReport;
      assert.deepEqual(report.checkouts, { spec: { path: 'spec', git: true, head: sha2 } });
      assert.ok(!readFileSync(inside, 'utf8').includes(tmp));
      assert.deepEqual(report.results, JSON.parse(written).results);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  test('a stale, invalid report in the content dir is replaced, not a reason to refuse', () => {
    const dir = join(tmp, 'content-stale');
    cpSync(content, dir, { recursive: true });
    const stale = join(dir, 'verification/report.json');
    write(stale, '{"verifiedOn": "yesterday"}\n');
    const run = cli(['--checkout', `mcpx=${work}`, '--content', dir, '--report', stale]);
    assert.equal(run.status, 0, run.stderr);
    const report = JSON.parse(readFileSync(stale, 'utf8')) as VerificationReport;
    assert.equal(report.verifiedOn, '2026-09-01');
    assert.equal(report.summary.exact, 2);
  });

  test('exit 2 for bad usage, with a clear message', () => {
    const cases: [string[], RegExp][] = [
      [['--checkout', `specs=${work}`], /unknown source alias "specs"; expected one of spec, mcpx, opencode, lootbox/],
      [['--checkout', `spec=${join(tmp, 'nowhere')}`], /nowhere does not exist/],
      [['--checkout', 'spec'], /expected <alias>=<path>/],
      [['--checkout', `spec=${work}`, '--checkout', `spec=${bare}`], /given twice/],
      [['--checkout', `spec=${work}`, '--colour'], /Unknown option '--colour'/],
      [['--checkout', `spec=${work}`, 'stray'], /positional/i],
      [[], /give at least one --checkout/],
      [['--checkout', `spec=${work}`, '--content', join(tmp, 'nowhere')], /is not a directory/],
    ];
    for (const [index, [args, message]] of cases.entries()) {
      // The first case as a shell sees it (exit code, streams), the others in this process.
      const run = (index === 0 ? spawnCli : cli)(args.includes('--content') ? args : [...args, '--content', content]);
      assert.equal(run.status, 2, `${args.join(' ')}: ${run.stdout}${run.stderr}`);
      assert.match(run.stderr, message);
      assert.match(run.stderr, /usage: npm run verify-sources/);
      assert.equal(run.stdout, '');
    }
    const badDate = cli(['--checkout', `spec=${work}`, '--content', content], { VERIFY_DATE: 'tomorrow' });
    assert.equal(badDate.status, 2);
    assert.match(badDate.stderr, /VERIFY_DATE=tomorrow: expected YYYY-MM-DD/);
  });

  test('exit 2 naming file and field when sources.yaml is missing or malformed', () => {
    const broken = join(tmp, 'content-broken');
    cpSync(content, broken, { recursive: true });
    const sources = join(broken, 'sources.yaml');
    const text = readFileSync(sources, 'utf8');
    writeFileSync(sources, text.replace('  commitFrom: audit\n', '  commitFrom: always\n'));
    let run = cli(['--checkout', `spec=${work}`, '--content', broken]);
    assert.equal(run.status, 2);
    assert.match(run.stderr, /content-broken\/sources\.yaml: 1\.commitFrom: .*"always"/);
    writeFileSync(sources, text.replace('- id: lootbox', '- id: lootbocks'));
    run = cli(['--checkout', `spec=${work}`, '--content', broken]);
    assert.equal(run.status, 2);
    assert.match(run.stderr, /sources\.yaml: 3\.id: expected one of the sources spec, mcpx, opencode, lootbox, got "lootbocks"/);
    writeFileSync(sources, 'id: [spec\n');
    run = cli(['--checkout', `spec=${work}`, '--content', broken]);
    assert.equal(run.status, 2);
    assert.match(run.stderr, /sources\.yaml: \(file\): malformed YAML at line \d+/);
    rmSync(sources);
    run = cli(['--checkout', `spec=${work}`, '--content', broken]);
    assert.equal(run.status, 2);
    assert.match(run.stderr, /sources\.yaml: \(file\): not found/);
    assert.doesNotMatch(run.stderr, /usage:/);
    // Malformed content: refused before anything is checked.
    writeFileSync(sources, text);
    const cap01 = join(broken, 'capabilities/CAP-01.mdx');
    writeFileSync(cap01, readFileSync(cap01, 'utf8').replace('side: client', 'side: host'));
    run = cli(['--checkout', `spec=${work}`, '--content', broken]);
    assert.equal(run.status, 2);
    assert.match(
      run.stderr,
      /content-broken: \d+ content problem\(s\); run npm run check:\n  content-broken\/capabilities\/CAP-01\.mdx: side: expected one of client, server, both, got "host"/,
    );
    assert.ok(existsSync(join(content, 'sources.yaml')));
  });
});

describe('verify-sources for the drift watch', () => {
  test('--at-head reads every git checkout at its HEAD commit, ignoring the pinned commits', () => {
    const pinned = jsonRun(['--checkout', `spec=${work}`, '--checkout', `mcpx=${work}`]);
    // Pinned: CAP-02 cites the first commit, where the quote is on its line.
    assert.deepEqual([result(pinned.report, 'CAP-02', 0).verdict, result(pinned.report, 'CAP-02', 0).readAt], ['exact', sha1]);
    const head = jsonRun(['--checkout', `spec=${work}`, '--checkout', `mcpx=${work}`, '--at-head']);
    assert.equal(head.status, 1);
    const moved = result(head.report, 'CAP-02', 0);
    assert.deepEqual([moved.verdict, moved.foundLine, moved.readAt], ['moved', 5, sha2]);
    // HEAD, not the work tree: the uncommitted line is not there.
    assert.equal(result(head.report, 'CAP-01', 9).verdict, 'missing');
    assert.ok(head.report.results.every((r) => r.readAt === sha2));
  });

  test('--markdown prints the drifted quotes with their new lines', () => {
    const run = cli(['--checkout', `spec=${work}`, '--checkout', `mcpx=${work}`, '--at-head', '--markdown', '--content', content]);
    assert.equal(run.status, 1);
    assert.match(run.stdout, /^## Quoted citations against the newest sources$/m);
    assert.match(run.stdout, /^\| CAP-02 \| `schema\/2025-11-25\/schema\.ts:3` \| widgets\?: object; \| moved to line 5 \|$/m);
    assert.match(run.stdout, /^\| CAP-01 \| `schema\/2025-11-25\/schema\.ts:4` \| gadgets\?: boolean; \| no longer in the file \|$/m);
    assert.match(run.stdout, /^\| CAP-01 \| `schema\/2025-11-25\/gone\.ts:1` \| anything \| file gone \|$/m);
    assert.doesNotMatch(run.stdout, /Whether the client supports widgets/, 'quotes still in place are not listed');
    const clean = cli(['--checkout', `mcpx=${work}`, '--markdown', '--content', content]);
    assert.equal(clean.status, 0);
    assert.match(clean.stdout, /Every checked quote is still on its cited lines/);
  });

  test('--json and --markdown together are refused', () => {
    const run = spawnCli(['--checkout', `spec=${work}`, '--json', '--markdown', '--content', content]);
    assert.equal(run.status, 2);
    assert.match(run.stderr, /give --json or --markdown, not both/);
  });
});
