/**
 * The `verify-spec` CLI against git repositories made from the fixture specification tree:
 * the valid content fixture's committed spec report is what it derives; a disagreement, a
 * moved override quote and the pinned-versus-newest commit are reported as the brief says.
 */
import { after, test } from 'node:test';
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { specReportSchema } from '../../../src/lib/spec/report.ts';
import { fixtureRepo, git } from './fixture-repo.ts';
import { runVerifySpec } from '../../../scripts/verify-spec.ts';
import { collectingIo } from '../../../scripts/lib/cli-io.ts';

const root = resolve(import.meta.dirname, '../../..');
const validFixture = join(import.meta.dirname, '../../fixtures/content-valid');
const temp = mkdtempSync(join(tmpdir(), 'verify-spec-'));
const repo = fixtureRepo('pinned');
after(() => {
  rmSync(temp, { recursive: true, force: true });
  rmSync(repo.dir, { recursive: true, force: true });
});

/** The CLI run in this process (the function the script runs), from the project root. */
function run(...args: string[]) {
  const io = collectingIo(root, process.env);
  const code = runVerifySpec(args, io);
  return { code, ...io.printed() };
}

/** The CLI run as a shell runs it, in a process of its own (a few cases: exit code and streams). */
function spawnRun(...args: string[]) {
  const r = spawnSync(process.execPath, ['scripts/verify-spec.ts', ...args], { cwd: root, encoding: 'utf8' });
  return { code: r.status, stdout: r.stdout, stderr: r.stderr };
}

/** A copy of the valid content fixture, changed by `mutate`. */
function content(name: string, mutate: (dir: string) => void = () => {}): string {
  const dir = join(temp, name);
  cpSync(validFixture, dir, { recursive: true });
  mutate(dir);
  return dir;
}
const edit = (dir: string, file: string, change: (t: string) => string) =>
  writeFileSync(join(dir, file), change(readFileSync(join(dir, file), 'utf8')));

test('the valid fixture’s committed spec report is what verify-spec derives from the fixture tree', () => {
  const out = join(temp, 'fresh.json');
  const r = spawnRun('--checkout', `spec=${repo.dir}`, '--content', validFixture, '--at-head', '--report', out);
  assert.equal(r.code, 0, r.stderr);
  assert.match(r.stderr, /2 rows × 5 revisions at [0-9a-f]{12}: 9 agree, 1 overridden, 0 disagree, 0 not curated; 0 problem\(s\)/);
  const fresh = specReportSchema.parse(JSON.parse(readFileSync(out, 'utf8')));
  assert.equal(fresh.commit, repo.commit);
  assert.deepEqual(
    fresh,
    JSON.parse(readFileSync(join(validFixture, 'verification/spec-report.json'), 'utf8')),
    'regenerate tests/fixtures/content-valid/verification/spec-report.json',
  );
  const override = fresh.rows.find((x) => x.row === 'CAP-02')!.revisions['2026-07-28']!;
  assert.equal(override.result, 'override');
  assert.deepEqual(
    override.override?.quotes.map((q) => q.verdict),
    ['normalized'],
  );
});

test('a disagreement fails, naming row, revision, both states and the schema line', () => {
  const dir = content('disagrees', (d) =>
    edit(d, 'capabilities/CAP-01.mdx', (t) =>
      t.replace("'2025-06-18': { state: defined, because:", "'2025-06-18': { state: changed, because:"),
    ),
  );
  const r = run('--checkout', `spec=${repo.dir}`, '--content', dir, '--at-head');
  assert.equal(r.code, 1);
  assert.match(r.stdout, /CAP-01 +2025-06-18 +changed +defined +disagrees +schema\/2025-06-18\/schema\.ts:14/);
  assert.match(
    r.stderr,
    /capabilities\/CAP-01\.mdx: spec\.2025-06-18\.state: the row says "changed", the specification's schema at [0-9a-f]{12} says "defined" \(client widgets: defined at schema\/2025-06-18\/schema\.ts:14\): add an override/,
  );
});

test('an override quote that is not on its line fails and says where the words are', () => {
  const dir = content('moved', (d) =>
    edit(d, 'capabilities/CAP-02.mdx', (t) => t.replace('deprecated.mdx, line: 3,', 'deprecated.mdx, line: 1,')),
  );
  const r = run('--checkout', `spec=${repo.dir}`, '--content', dir, '--at-head');
  assert.equal(r.code, 1);
  assert.match(
    r.stderr,
    /CAP-02\.mdx: spec\.2026-07-28\.override\.spec\.0: the words are at line 3, not 1: quote the specification exactly/,
  );
});

test('a bare repository is read at the pinned commit; --at-head reads the newest and reports what moved', () => {
  const work = join(temp, 'work');
  cpSync(repo.dir, work, { recursive: true });
  // A newer commit drops widgets from 2025-11-25.
  const schemaPath = join(work, 'schema/2025-11-25/schema.json');
  const schema = JSON.parse(readFileSync(schemaPath, 'utf8'));
  delete schema.$defs.ClientCapabilities.properties.widgets;
  writeFileSync(schemaPath, JSON.stringify(schema, null, 4));
  git(work, 'commit', '-q', '-am', 'drop widgets');
  const bare = join(temp, 'bare.git');
  git(temp, 'clone', '-q', '--bare', work, bare);
  const dir = content('pinned', (d) =>
    edit(d, 'sources.yaml', (t) =>
      t.replace('  branch: HEAD\n  notation: "schema', `  commit: ${repo.commit}\n  branch: HEAD\n  notation: "schema`),
    ),
  );
  const pinned = run('--checkout', `spec=${bare}`, '--content', dir);
  assert.equal(pinned.code, 0, pinned.stderr);
  const head = run('--checkout', `spec=${bare}`, '--content', dir, '--at-head', '--markdown');
  assert.equal(head.code, 1);
  assert.match(head.stdout, /^### Spec states against the newest specification \([0-9a-f]{12}\)/);
  assert.match(
    head.stdout,
    /- \*\*CAP-01\*\* `spec\.2025-11-25\.state`: the row says "changed", the specification's schema at [0-9a-f]{12} says "removed" \(client widgets: removed at schema\/2025-11-25\/schema\.ts\)/,
  );
});

test('bad usage exits 2 with the usage line', () => {
  const none = spawnRun();
  assert.equal(none.code, 2);
  assert.match(none.stderr, /give --checkout spec=<path>/);
  const other = run('--checkout', `opencode=${repo.dir}`);
  assert.equal(other.code, 2);
  assert.match(other.stderr, /expected spec=<path>; the spec check reads only the specification/);
});
