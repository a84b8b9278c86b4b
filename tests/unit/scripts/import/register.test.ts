import { test } from 'node:test';
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parse as parseYaml } from 'yaml';
import type { Root, RootContent } from 'mdast';
import { checkContent } from '../../../../src/lib/content/check.ts';
import { splitFrontMatter } from '../../../../src/lib/content/load.ts';
import { formatProblem } from '../../../../src/lib/content/problems.ts';
import { parseNote, parseRegister } from '../../../../scripts/import/register-format.ts';
import { main } from '../../../../scripts/import/register.ts';
import { collectingIo } from '../../../../scripts/lib/cli-io.ts';

const projectRoot = fileURLToPath(new URL('../../../..', import.meta.url));
const fixture = (name: string) => join(projectRoot, 'tests/fixtures/registers', name);

/** A temporary project root; the importer writes to `<root>/content`. */
function tempRoot(t: { after(fn: () => void): void }): string {
  const root = mkdtempSync(join(tmpdir(), 'import-register-'));
  t.after(() => rmSync(root, { recursive: true, force: true }));
  return root;
}

/** The importer run in this process (the function the script runs), from the project root, writing to `<root>/content`. */
function run(root: string, ...args: string[]) {
  const io = collectingIo(projectRoot);
  const code = main(['--content-dir', join(root, 'content'), ...args], io);
  return { code, ...io.printed() };
}

/** The importer run as a shell runs it, in a process of its own (a few cases: exit code and streams). */
function spawnRun(root: string, ...args: string[]) {
  const result = spawnSync(process.execPath, ['scripts/import/register.ts', '--content-dir', join(root, 'content'), ...args], {
    cwd: projectRoot,
    encoding: 'utf8',
  });
  return { code: result.status, stdout: result.stdout, stderr: result.stderr };
}

/** Every file under a directory with its contents, for "nothing changed" assertions. */
function snapshot(dir: string): Record<string, string> {
  if (!existsSync(dir)) return {};
  const out: Record<string, string> = {};
  for (const entry of readdirSync(dir, { recursive: true, withFileTypes: true })) {
    if (entry.isFile()) {
      const path = join(entry.parentPath, entry.name);
      out[path.slice(dir.length + 1)] = readFileSync(path, 'utf8');
    }
  }
  return out;
}

/**
 * Load what the importer wrote, with the project's sources data beside it and product facts
 * whose quotes are in the imported register (the importer writes neither file).
 */
function loadImported(root: string) {
  // The valid fixture's citation sources and revisions: the fixture's, as the process's axes are (tests/README.md).
  const sources = join(root, 'content/sources.yaml');
  if (!existsSync(sources)) cpSync(join(projectRoot, 'tests/fixtures/content-valid/sources.yaml'), sources);
  const revisions = join(root, 'content/revisions.yaml');
  if (!existsSync(revisions)) cpSync(join(projectRoot, 'tests/fixtures/content-valid/revisions.yaml'), revisions);
  // The products the imported register names (its header's words, the role quote below), as the valid fixture
  // defines them: the real content may have more.
  const fixtureProducts = parseYaml(readFileSync(join(projectRoot, 'tests/fixtures/content-valid/products.yaml'), 'utf8')) as {
    id: string;
    name: string;
    kind: string;
    plays: string[];
  }[];
  const products = fixtureProducts.map(
    ({ id, name, kind, plays }) =>
      `- { id: ${id}, name: ${JSON.stringify(name)}, kind: ${JSON.stringify(kind)}, plays: [${plays.join(', ')}], roles: [{ in: "register:capabilities", quote: "mcpx, opencode v1 and v2, lootbox, goose and Codex are its products" }] }`,
  );
  writeFileSync(join(root, 'content/products.yaml'), `${products.join('\n')}\n`);
  return checkContent(join(root, 'content'), root);
}

const rowFile = (root: string, id: string) => join(root, 'content/capabilities', `${id}.mdx`);
// Parsed YAML read field by field in the assertions below: its shape is what the test checks.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
const frontMatter = (path: string) => parseYaml(splitFrontMatter(readFileSync(path, 'utf8'))!.frontMatter) as Record<string, any>;

test('creates rows and the register header, valid for the content loader', (t) => {
  const root = tempRoot(t);
  const r = spawnRun(root, fixture('small.txt'));
  assert.equal(r.code, 0, r.stderr);
  assert.match(r.stdout, /created +content\/capabilities\/CAP-01\.mdx|created +.*CAP-01\.mdx/);
  assert.match(r.stdout, /4 created, 0 updated, 0 unchanged/);
  assert.deepEqual(Object.keys(snapshot(join(root, 'content'))).sort(), [
    'capabilities/CAP-01.mdx',
    'capabilities/CAP-02.mdx',
    'capabilities/CAP-03.mdx',
    'registers/capabilities.yaml',
  ]);

  const content = loadImported(root);
  assert.deepEqual(content.problems.map(formatProblem), []);
  assert.equal(content.rows.length, 3);
  assert.equal(content.registers.length, 1);
  const register = content.registers[0]!.data;
  assert.equal(register.published && register.prefix, 'CAP');
  assert.equal(register.id, 'capabilities');

  const one = frontMatter(rowFile(root, 'CAP-01'));
  assert.deepEqual(Object.keys(one), [
    'id',
    'title',
    'register',
    'side',
    'audit',
    'value',
    'effort',
    'risk',
    'spec',
    'products',
    'sources',
    'related',
  ]);
  assert.deepEqual(one['spec']['2026-07-28'], { state: 'unknown' });
  assert.deepEqual(one['products'], {});
  assert.equal(one['value']['sign'], '±');
  const text = readFileSync(rowFile(root, 'CAP-01'), 'utf8');
  // Date-like and hash-like strings are quoted so that js-yaml (Astro) reads them as strings.
  assert.match(text, /^ {2}"2024-11-05":$/m);
  assert.match(text, /^ {2}commit: "1234abc"$/m);
  // Body: one section per bullet, labels without the period, text escaped for MDX.
  assert.match(text, /\n## mcpx @ 1234abc\n\nDeclares "widgets": \\\{\\\} upstream/);
  assert.match(text, /a\\_b \\\* c \\< d \\> e \\\[x\\\] \\`y\\` \\#z \\\| w \\~ v \\& u \\\\ t\./);
  assert.match(text, /\n## Value to mcpx\n\n\\\+ widgets for free/);
  assert.match(text, /\n## Detail\n\n1\\\. Not a list\. Arrows → and dashes – stay\.\n/);
  assert.match(text, /\n## Also recorded from the roots register\n/);
});

test('re-running is idempotent and --check passes', (t) => {
  const root = tempRoot(t);
  assert.equal(run(root, fixture('small.txt')).code, 0);
  const before = snapshot(join(root, 'content'));
  const again = run(root, fixture('small.txt'));
  assert.equal(again.code, 0, again.stderr);
  assert.match(again.stdout, /0 created, 0 updated, 4 unchanged/);
  assert.deepEqual(snapshot(join(root, 'content')), before);
  const check = run(root, '--check', fixture('small.txt'));
  assert.equal(check.code, 0, check.stdout + check.stderr);
  assert.match(check.stdout, /in sync/);
});

test('hand-edited spec and products survive, changes are reported', (t) => {
  const root = tempRoot(t);
  assert.equal(run(root, fixture('small.txt')).code, 0);
  const words = { 'CAP-01': '{ in: where, quote: "2025-06-18 and later" }', 'CAP-02': '{ in: what, quote: "Servers advertise gadgets" }' };
  // The hand-curated entry covers 2025-06-18, the one revision curated as defined: words naming no revision reach every
  // revision the product could speak (one-reading-for-every-revision), and the others' lifecycle is not curated.
  for (const id of ['CAP-01', 'CAP-02'] as const) {
    const path = rowFile(root, id);
    const curated = readFileSync(path, 'utf8')
      .replace(
        '  "2025-06-18":\n    state: unknown',
        `  "2025-06-18":\n    # curated by hand\n    state: defined\n    evidence: [${words[id]}]\n    note: first defined here`,
      )
      .replace(
        'products: {}',
        `products:\n  mcpx:\n    - { revisions: ["2025-06-18"], declared: { value: "yes", evidence: [${words[id]}] }, implemented: unknown }`,
      )
      .replace(/^side: (\w+)$/m, (line, side) => `${line}\ncapability: { side: ${side}, paths: [widgets] }`);
    writeFileSync(path, curated);
  }
  const edited = readFileSync(rowFile(root, 'CAP-01'), 'utf8');

  // Curated fields are not generated: --check ignores them.
  const check = run(root, '--check', fixture('small.txt'));
  assert.equal(check.code, 0, check.stdout);

  const r = run(root, fixture('small-updated.txt'));
  assert.equal(r.code, 0, r.stderr);
  assert.match(r.stdout, /updated +.*CAP-02\.mdx +\(kept curated: capability, spec, products\)\n/);
  assert.match(
    r.stdout,
    /^ {2}row CAP-02, field risk\.level \(.*small-updated\.txt:33\): the text says “medium”, the file says “unknown”$/m,
  );
  assert.match(r.stdout, /^ {2}row CAP-02, field related\.0 \(.*small-updated\.txt:26\): the text says “CAP-01”, the file says nothing$/m);
  assert.match(
    r.stdout,
    /^ {2}row CAP-02, section “Risk” \(.*small-updated\.txt:33\): the text says “Medium: hosts wait forever, as in CAP-01\.”, the file says “If not done: hosts wait forever\.”$/m,
  );
  // The Risk section's words are the field risk.text's: said once.
  assert.doesNotMatch(r.stdout, /field risk\.text/);
  assert.match(
    r.stdout,
    /updated +.*CAP-03\.mdx +\(kept curated: spec, products\)\n {2}row CAP-03, section “Detail” .*: the text says “See CAP-01 and CAP-02\.”, the file says “See CAP-01\.”\n/,
  );
  assert.match(r.stdout, /unchanged .*CAP-01\.mdx/);
  assert.match(r.stdout, /0 created, 2 updated, 2 unchanged/);

  assert.equal(readFileSync(rowFile(root, 'CAP-01'), 'utf8'), edited);
  const two = readFileSync(rowFile(root, 'CAP-02'), 'utf8');
  assert.match(
    two,
    /# curated by hand\n {4}state: defined\n {4}evidence: \[\{ in: what, quote: "Servers advertise gadgets" \}\]\n {4}note: first defined here/,
  );
  assert.match(
    two,
    /- \{ revisions: \["2025-06-18"\], declared: \{ value: "yes", evidence: \[\{ in: what, quote: "Servers advertise gadgets" \}\] \}, implemented: unknown \}/,
  );
  const data = frontMatter(rowFile(root, 'CAP-02'));
  assert.deepEqual(data['risk'], { level: 'medium', text: 'Medium: hosts wait forever, as in CAP-01.' });
  assert.deepEqual(data['related'], ['CAP-01']);
  assert.deepEqual(data['products'], {
    mcpx: [
      {
        revisions: ['2025-06-18'],
        declared: { value: 'yes', evidence: [{ in: 'what', quote: 'Servers advertise gadgets' }] },
        implemented: 'unknown',
      },
    ],
  });
  assert.deepEqual(Object.keys(data).slice(-4), ['spec', 'products', 'sources', 'related']);
  assert.deepEqual(data['capability'], { side: 'server', paths: ['widgets'] });
  // The importer writes no spec report (verify-spec does; tests/unit/spec/): only its absence is reported.
  assert.deepEqual(loadImported(root).problems.map(formatProblem), [
    `content/verification/spec-report.json: (file): is missing: the rows' spec states are checked against it; run npm run verify-spec -- --checkout spec=<specification checkout> --report content/verification/spec-report.json`,
  ]);
});

test('--check reports what differs and writes nothing', (t) => {
  const root = tempRoot(t);
  assert.equal(run(root, fixture('small.txt')).code, 0);
  const path = rowFile(root, 'CAP-02');
  writeFileSync(path, readFileSync(path, 'utf8').replace('## Detail\n\nNothing more.', '## Detail\n\nSomething else.'));
  const before = snapshot(join(root, 'content'));

  const check = run(root, '--check', fixture('small-updated.txt'));
  assert.equal(check.code, 1);
  assert.match(check.stdout, /^differs +.*CAP-02\.mdx$/m);
  assert.match(
    check.stdout,
    /^ {2}row CAP-02, section “Detail” \(.*small-updated\.txt:34\): the text says “Nothing more\.”, the file says “Something else\.”$/m,
  );
  assert.match(check.stdout, /^differs +.*CAP-03\.mdx\n {2}row CAP-03, section “Detail”/m);
  assert.doesNotMatch(check.stdout, /CAP-01\.mdx/);
  assert.match(check.stdout, /out of sync: 2 file/);

  rmSync(rowFile(root, 'CAP-01'));
  const missing = run(root, '--check', fixture('small.txt'));
  assert.equal(missing.code, 1);
  assert.match(missing.stdout, /missing +.*CAP-01\.mdx/);

  writeFileSync(rowFile(root, 'CAP-09'), readFileSync(rowFile(root, 'CAP-03'), 'utf8'));
  const stale = run(root, '--check', fixture('small.txt'));
  assert.match(stale.stdout, /stale +.*CAP-09\.mdx/);
  delete before['capabilities/CAP-01.mdx'];
  before['capabilities/CAP-09.mdx'] = readFileSync(rowFile(root, 'CAP-03'), 'utf8');
  assert.deepEqual(snapshot(join(root, 'content')), before);
});

for (const [name, needle, pattern] of [
  ['broken-no-id.txt', 'client gadgets', /row heading without an id/],
  ['broken-label.txt', '• Remarks.', /unknown bullet label/],
  ['broken-quote.txt', '• Sources.', /unterminated quote/],
  ['broken-duplicate.txt', 'CAP-01 client widgets again', /duplicate row id CAP-01/],
  ['broken-header.txt', 'description:', /missing the required field “increment:”/],
  ['broken-citation.txt', '• Sources.', /#1554/],
] as const) {
  test(`malformed input (${name}) writes nothing and names the line`, (t) => {
    const root = tempRoot(t);
    assert.equal(run(root, fixture('small.txt')).code, 0);
    const before = snapshot(join(root, 'content'));
    const line =
      readFileSync(fixture(name), 'utf8')
        .split('\n')
        .findIndex((l) => l.startsWith(needle)) + 1;
    const r = run(root, fixture(name));
    assert.equal(r.code, 2);
    assert.match(r.stderr, new RegExp(`${name.replace('.', '\\.')}:${line}: `));
    assert.match(r.stderr, pattern);
    assert.match(r.stderr, /nothing written/);
    assert.deepEqual(snapshot(join(root, 'content')), before);
  });
}

test('output that fails the schema writes nothing', (t) => {
  const root = tempRoot(t);
  const r = run(root, fixture('broken-schema.txt'));
  assert.equal(r.code, 2);
  assert.match(r.stderr, /registers\/capabilities\.yaml: created: expected an ISO date-time/);
  assert.match(r.stderr, /nothing written/);
  assert.deepEqual(snapshot(join(root, 'content')), {});
});

test('bad usage exits 2', (t) => {
  const root = tempRoot(t);
  assert.equal(spawnRun(root).code, 2);
  assert.equal(run(root).code, 2);
  assert.equal(run(root, '--slug', 'x', fixture('small.txt')).code, 2);
  assert.equal(run(root, '--products', 'lootbox', fixture('small.txt')).code, 2);
  assert.equal(run(root, '--note', fixture('note-small.txt'), '--slug', 'Bad Slug').code, 2);
  assert.equal(run(root, '--note', fixture('note-small.txt'), '--slug', 'x', '--products', 'nope').code, 2);
  assert.equal(run(root, join(root, 'no-such-file.txt')).code, 2);
  assert.deepEqual(snapshot(join(root, 'content')), {});
});

test('notes: created with products from an unambiguous client, curated fields survive', (t) => {
  const root = tempRoot(t);
  const r = run(root, '--note', fixture('note-small.txt'), '--slug', 'widget-note');
  assert.equal(r.code, 0, r.stderr);
  const path = join(root, 'content/idiosyncrasies/widget-note.mdx');
  const text = readFileSync(path, 'utf8');
  const data = frontMatter(path);
  assert.deepEqual(Object.keys(data), [
    'title',
    'kind',
    'status',
    'lastVerified',
    'clients',
    'products',
    'revisions',
    'related',
    'sources',
  ]);
  assert.deepEqual(data['products'], ['lootbox']);
  assert.match(text, /^lastVerified: "2026-03-04"$/m);
  const body = splitFrontMatter(text)!.body;
  assert.equal(
    body,
    "\nwidgetclient's declaration has one live key, with \\<tags\\> and \\{braces\\} and a\\_b:\n\n```ts\ncapabilities: {\n  widgets: {},\n  // gadgets: {},\n}\n```\n\n## What widgets amounts to\n\nThe handler returns one widget.\n\n## Sources\n",
  );

  writeFileSync(
    path,
    text
      .replace('products:\n  - lootbox', 'products:\n  - goose')
      .replace('related: []', 'scope: Only the widget client.\nrelated: [CAP-01]'),
  );
  const curated = readFileSync(path, 'utf8');
  const again = run(root, '--note', fixture('note-small.txt'), '--slug', 'widget-note');
  assert.equal(again.code, 0, again.stderr);
  assert.match(again.stdout, /unchanged/);
  assert.equal(readFileSync(path, 'utf8'), curated);
  assert.equal(run(root, '--check', '--note', fixture('note-small.txt'), '--slug', 'widget-note').code, 0);
});

test('notes: an ambiguous client needs --products for a new note', (t) => {
  const root = tempRoot(t);
  const r = run(root, '--note', fixture('note-ambiguous.txt'), '--slug', 'ambiguous');
  assert.equal(r.code, 2);
  assert.match(r.stderr, /“opencode” matches several products \(opencode-v1, opencode-v2\).*--products/);
  assert.deepEqual(snapshot(join(root, 'content')), {});

  const ok = run(root, '--note', fixture('note-ambiguous.txt'), '--slug', 'ambiguous', '--products', 'opencode-v1');
  assert.equal(ok.code, 0, ok.stderr);
  const path = join(root, 'content/idiosyncrasies/ambiguous.mdx');
  assert.deepEqual(frontMatter(path)['products'], ['opencode-v1']);

  // Once the file exists its products are curated: --products is ignored, with a warning.
  const again = run(root, '--note', fixture('note-ambiguous.txt'), '--slug', 'ambiguous', '--products', 'opencode-v2');
  assert.equal(again.code, 0);
  assert.match(again.stderr, /--products ignored/);
  assert.deepEqual(frontMatter(path)['products'], ['opencode-v1']);
});

test('generated MDX renders the register text exactly (remark + MDX + GFM)', async (t) => {
  let parse: (text: string) => Root;
  let toString: (node: unknown) => string;
  try {
    const { unified } = await import('unified');
    const remarkParse = (await import('remark-parse')).default;
    const remarkMdx = (await import('remark-mdx')).default;
    const remarkGfm = (await import('remark-gfm')).default;
    toString = (await import('mdast-util-to-string')).toString;
    const processor = unified().use(remarkParse).use(remarkMdx).use(remarkGfm);
    parse = (text) => processor.parse(text);
  } catch {
    t.skip('unified/remark-mdx not resolvable');
    return;
  }
  const root = tempRoot(t);
  assert.equal(run(root, fixture('small.txt')).code, 0);
  assert.equal(run(root, '--note', fixture('note-small.txt'), '--slug', 'widget-note').code, 0);

  const { rows } = parseRegister(readFileSync(fixture('small.txt'), 'utf8'));
  for (const row of rows) {
    const body = splitFrontMatter(readFileSync(rowFile(root, row.id), 'utf8'))!.body;
    const rendered = parse(body).children.map((n: RootContent) => [n.type, toString(n)]);
    const expected = row.bullets.flatMap((b) => [
      ['heading', b.label],
      ['paragraph', b.text],
    ]);
    assert.deepEqual(rendered, expected, row.id);
  }
  const note = parseNote(readFileSync(fixture('note-small.txt'), 'utf8'));
  const body = splitFrontMatter(readFileSync(join(root, 'content/idiosyncrasies/widget-note.mdx'), 'utf8'))!.body;
  assert.deepEqual(
    parse(body).children.map((n: RootContent) => [n.type, n.type === 'code' ? n.value : toString(n)]),
    note.blocks.map((b) => [b.type, b.text]),
  );
});

test('a content dir copied elsewhere still checks in sync (paths are not stored)', (t) => {
  const a = tempRoot(t);
  const b = tempRoot(t);
  assert.equal(run(a, fixture('small.txt')).code, 0);
  cpSync(join(a, 'content'), join(b, 'content'), { recursive: true });
  assert.equal(run(b, '--check', fixture('small.txt')).code, 0);
});
