import { test } from 'node:test';
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { importSources, main } from '../../../../scripts/import/sources.ts';
import { sourceFactsSchema } from '../../../../src/lib/sources/schema.ts';

const fixtures = join(import.meta.dirname, '../../../fixtures/other-sources');

function git(dir: string, ...args: string[]): string {
  const r = spawnSync(
    'git',
    ['-c', 'init.defaultBranch=main', '-c', 'commit.gpgsign=false', '-c', 'user.name=t', '-c', 'user.email=t@example.org', ...args],
    { cwd: dir, encoding: 'utf8' },
  );
  assert.equal(r.status, 0, r.stderr);
  return r.stdout.trim();
}

/** A work tree with the fixture clients page and canimcp data committed, and a content dir whose records point at that commit. */
function setup(t: { after: (fn: () => void) => void }) {
  const root = mkdtempSync(join(tmpdir(), 'import-sources-'));
  t.after(() => rmSync(root, { recursive: true, force: true }));
  const repo = join(root, 'repo');
  mkdirSync(join(repo, 'docs'), { recursive: true });
  cpSync(join(fixtures, 'clients.mdx'), join(repo, 'docs/clients.mdx'));
  cpSync(join(fixtures, 'canimcp/data'), join(repo, 'data'), { recursive: true });
  git(repo, 'init', '-q');
  git(repo, 'add', '.');
  git(repo, 'commit', '-qm', 'fixture');
  const commit = git(repo, 'rev-parse', 'HEAD');
  // A later commit changes the page: the importer must read the recorded commit, not HEAD.
  writeFileSync(join(repo, 'docs/clients.mdx'), 'changed later\n');
  git(repo, 'commit', '-qam', 'later');
  const content = join(root, 'content');
  mkdirSync(join(content, 'other-sources'), { recursive: true });
  const formats: Record<string, string> = { 'clients-page': 'mcp-client-cards', canimcp: 'client-support-yaml' };
  const record = (id: string, files: string[]) =>
    [
      `id: ${id}`,
      `order: ${Object.keys(formats).indexOf(id) + 1}`,
      `name: fixture ${id}`,
      'url: https://example.org/',
      'licence: { name: CC-BY-4.0, url: "https://example.org/licence" }',
      'attribution: fixture credit',
      'read:',
      '  kind: checkout',
      `  format: ${formats[id]}`,
      '  repository: https://example.org/repo',
      `  commit: ${commit}`,
      `  files: [${files.join(', ')}]`,
      "  dated: '2026-01-01'",
      "readOn: '2026-12-01'",
      'fieldsMean: fixture',
      'caveats: [fixture]',
      'fields: []',
      '',
    ].join('\n');
  writeFileSync(join(content, 'other-sources/clients-page.yaml'), record('clients-page', ['docs/clients.mdx']));
  writeFileSync(join(content, 'other-sources/canimcp.yaml'), record('canimcp', ['data/clients/']));
  return { root, repo, content, commit, record };
}

const factsDir = (content: string) => join(content, 'other-sources/facts');

test('imports facts at the recorded commit from a work tree and from a bare git dir; re-running changes nothing', (t) => {
  const { root, repo, content, commit } = setup(t);
  const first = importSources({ 'clients-page': repo, canimcp: repo }, content);
  assert.deepEqual(
    first.map((r) => r.changed),
    [true, true],
  );
  const page = sourceFactsSchema.parse(JSON.parse(readFileSync(join(factsDir(content), 'clients-page.json'), 'utf8')));
  assert.equal(page.commit, commit);
  assert.deepEqual(
    page.records.map((r) => r.key),
    ['Alpha', 'Beta'],
  );
  const canimcp = sourceFactsSchema.parse(JSON.parse(readFileSync(join(factsDir(content), 'canimcp.json'), 'utf8')));
  assert.deepEqual(
    canimcp.records.map((r) => `${r.file}:${r.key}`),
    ['data/clients/alpha.yaml:alpha', 'data/clients/beta.yaml:beta'],
  );
  const bytes = readdirSync(factsDir(content)).map((f) => readFileSync(join(factsDir(content), f), 'utf8'));
  const bare = join(root, 'bare.git');
  git(root, 'clone', '-q', '--bare', repo, bare);
  const again = importSources({ 'clients-page': bare, canimcp: bare }, content);
  assert.deepEqual(
    again.map((r) => r.changed),
    [false, false],
  );
  assert.deepEqual(
    readdirSync(factsDir(content)).map((f) => readFileSync(join(factsDir(content), f), 'utf8')),
    bytes,
  );
});

test('a missing file is an error naming the file, and nothing is written', (t) => {
  const { repo, content, record } = setup(t);
  writeFileSync(join(content, 'other-sources/clients-page.yaml'), record('clients-page', ['docs/nope.mdx']));
  const errors: string[] = [];
  assert.equal(
    main(
      ['--checkout', `canimcp=${repo}`, '--checkout', `clients-page=${repo}`, '--content', content],
      () => {},
      (e) => errors.push(e),
    ),
    1,
  );
  assert.match(errors.join('\n'), /docs\/nope\.mdx: \(file\): missing at [0-9a-f]{12}.*nothing written/);
  assert.equal(existsSync(factsDir(content)), false, 'canimcp, read first, is not written either');
});

test('a malformed record is an error naming the file and key, and nothing is written', (t) => {
  const { repo, content, commit } = setup(t);
  // Break the fixture at a new commit and point the record at it.
  const broken = readFileSync(join(fixtures, 'canimcp/data/clients/beta.yaml'), 'utf8').replace('status: partial', 'status: perhaps');
  writeFileSync(join(repo, 'data/clients/beta.yaml'), broken);
  git(repo, 'commit', '-qam', 'broken');
  const head = git(repo, 'rev-parse', 'HEAD');
  const path = join(content, 'other-sources/canimcp.yaml');
  writeFileSync(path, readFileSync(path, 'utf8').replace(commit, head));
  const errors: string[] = [];
  assert.equal(
    main(
      ['--checkout', `clients-page=${repo}`, '--checkout', `canimcp=${repo}`, '--content', content],
      () => {},
      (e) => errors.push(e),
    ),
    1,
  );
  assert.match(errors.join('\n'), /data\/clients\/beta\.yaml: support\.elicitation\.create\.status: /);
  assert.equal(existsSync(factsDir(content)), false);
});

test('a checkout without the recorded commit is refused', (t) => {
  const { root, content } = setup(t);
  const other = join(root, 'other');
  mkdirSync(other);
  git(other, 'init', '-q');
  writeFileSync(join(other, 'x'), 'x');
  git(other, 'add', '.');
  git(other, 'commit', '-qm', 'x');
  assert.throws(() => importSources({ 'clients-page': other }, content), /read\.commit: the checkout has no commit/);
});

test('a checkout names a source by its id: an unknown id lists the sources read from a checkout, a package source has nothing to import', (t) => {
  const { repo, content } = setup(t);
  assert.throws(
    () => importSources({ nope: repo }, content),
    /--checkout nope: no other source nope .*expected one of canimcp, clients-page/,
  );
  const path = join(content, 'other-sources/canimcp.yaml');
  writeFileSync(
    path,
    readFileSync(path, 'utf8').replace('  kind: checkout', '  kind: package\n  package: fixture-package\n  version: 1.2.3'),
  );
  assert.throws(() => importSources({ canimcp: repo }, content), /--checkout canimcp: the source is read from its package at build time/);
});
