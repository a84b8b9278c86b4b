/**
 * The content check reads each file once per text (`readOnce` in src/lib/content/load.ts, the
 * corpus's parses in src/lib/evidence/corpus.ts): a tree re-read after one edit costs about one
 * file. These tests hold it to giving what a cold read gives, seeing every edit, and handing out
 * results no caller can change for the next.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { checkContent } from '../../../src/lib/content/check.ts';
import { readContent } from '../../../src/lib/content/load.ts';
import { formatProblem } from '../../../src/lib/content/problems.ts';
import { bodySections, noteSectionTexts, noteText } from '../../../src/lib/evidence/corpus.ts';
import { sentenceSpans } from '../../../src/lib/evidence/sentence-scope.ts';
import { revisionsNamed } from '../../../src/lib/register/revision-phrases.ts';
import { VALID_CONTENT, edit } from './content-fixture.ts';

const ROOT = join(import.meta.dirname, '../../..');
const NOTE = 'idiosyncrasies/fixture-note.mdx';
const CAP01 = 'capabilities/CAP-01.mdx';

/** A copy of a content tree in a fresh temporary folder, edited by `mutate`; removed by `done`. */
function copyOf(from: string, mutate: (dir: string) => void): { dir: string; done: () => void } {
  const dir = mkdtempSync(join(tmpdir(), 'register-memo-'));
  cpSync(from, dir, { recursive: true });
  mutate(dir);
  return { dir, done: () => rmSync(dir, { recursive: true, force: true }) };
}

const problemsOf = (dir: string, root: string) => checkContent(dir, root).problems.map(formatProblem);

test('a warm read gives exactly the problems of a cold read, on the real content and on the fixture', () => {
  // Real content, three of its rows (whichever rows it has): a row failing its schema, a body the linter refuses, a
  // quote no longer in its passage.
  const ONE_LINE_QUOTE = /^(\s+quote: )(?![>|]).+$/m;
  const [bodyRow, schemaRow, ...others] = readdirSync(join(ROOT, 'content/capabilities'))
    .filter((n) => n.endsWith('.mdx'))
    .sort()
    .map((n) => `capabilities/${n}`);
  const quoteRow = others.find((f) => ONE_LINE_QUOTE.test(readFileSync(join(ROOT, 'content', f), 'utf8')));
  assert.ok(bodyRow && schemaRow && quoteRow, 'the real content has three rows, one of them with a one-line quote');
  const real = copyOf(join(ROOT, 'content'), (d) => {
    edit(d, schemaRow, (t) => t.replace('\nregister: ', '\ncolour: red\nregister: '));
    edit(d, bodyRow, (t) => `${t}\n<script>alert(1)</script>\n`);
    // The row's first one-line quote becomes words its passage does not hold (whatever the row's text is).
    edit(d, quoteRow, (t) => t.replace(ONE_LINE_QUOTE, '$1words this row never wrote'));
  });
  // Fixture: a note whose YAML does not read (so the checks between files wait) beside a row failing its schema.
  const fixture = copyOf(VALID_CONTENT, (d) => {
    edit(d, NOTE, (t) => t.replace('kind: idiosyncrasy', 'kind: [idiosyncrasy'));
    edit(d, CAP01, (t) => t.replace('\nregister: ', '\ncolour: red\nregister: '));
  });
  try {
    const cold = spawnSync(process.execPath, [join(import.meta.dirname, 'cold-check.ts'), ROOT, real.dir, fixture.dir], { encoding: 'utf8' });
    assert.equal(cold.status, 0, cold.stderr);
    const [coldReal, coldFixture] = cold.stdout.trim().split('\n').map((line) => JSON.parse(line) as string[]);
    for (const [dir, expected] of [
      [real.dir, coldReal],
      [fixture.dir, coldFixture],
    ] as const) {
      assert.ok(expected && expected.length > 1, `the cold read found problems: ${String(expected)}`);
      assert.deepEqual(problemsOf(dir, ROOT), expected);
      assert.deepEqual(problemsOf(dir, ROOT), expected, 'the second read, from the memo, gives the same');
    }
    const realText = (coldReal ?? []).join('\n');
    assert.ok(realText.includes(`${schemaRow}: colour: unknown field`), realText);
    assert.match(realText, new RegExp(`${bodyRow.replace('.', '\\.')}:\\d+: \\(body\\): `));
    assert.ok(realText.includes(`${quoteRow}: `), realText);
    assert.match((coldFixture ?? []).join('\n'), /fixture-note\.mdx: \(file\): the checks between files .* wait until this file reads/);
  } finally {
    real.done();
    fixture.done();
  }
});

test('a copy of the tree elsewhere reads from the memo, each problem naming the copy’s file', () => {
  // Bodies the linter refuses, in a row and in a note (a file failing its schema would also blame products.yaml, which
  // the check names as "products.yaml" whatever the root).
  const mutate = (d: string) => {
    edit(d, CAP01, (t) => `${t}\n<script>alert(1)</script>\n`);
    edit(d, NOTE, (t) => `${t}\n<iframe src="x"></iframe>\n`);
  };
  const a = copyOf(VALID_CONTENT, mutate);
  const b = copyOf(VALID_CONTENT, mutate);
  try {
    const inA = problemsOf(a.dir, a.dir);
    assert.ok(inA.some((p) => p.startsWith(`${CAP01}:`) && p.includes('(body)')), inA.join('\n'));
    assert.ok(inA.some((p) => p.startsWith(`${NOTE}:`) && p.includes('(body)')), inA.join('\n'));
    // Named relative to another root, the same texts give the same problems, each naming the copy's file.
    const inB = problemsOf(b.dir, ROOT);
    assert.deepEqual(inB, inA.map((p) => `${relative(ROOT, b.dir)}/${p}`));
  } finally {
    a.done();
    b.done();
  }
});

test('an edit of one file is seen at once, and undoing it is seen too (no stale result)', () => {
  const tree = copyOf(VALID_CONTENT, () => {});
  try {
    assert.deepEqual(problemsOf(tree.dir, tree.dir), []);
    edit(tree.dir, NOTE, (t) => t.replace('kind: idiosyncrasy', 'kind: idiosyncrasy\ncolour: red'));
    assert.ok(problemsOf(tree.dir, tree.dir).some((p) => p.startsWith(`${NOTE}: colour: unknown field`)));
    edit(tree.dir, NOTE, (t) => t.replace('kind: idiosyncrasy\ncolour: red', 'kind: idiosyncrasy'));
    assert.deepEqual(problemsOf(tree.dir, tree.dir), []);
    // A change of the body alone (the front-matter as it was) reaches the corpus: a quote of the old words fails.
    edit(tree.dir, NOTE, (t) => t.replace('declares no widgets', 'declares no gadgets'));
    assert.ok(problemsOf(tree.dir, tree.dir).some((p) => p.includes('declares no widgets')));
  } finally {
    tree.done();
  }
});

test('what a read hands out can be changed without changing the next read', () => {
  const tree = copyOf(VALID_CONTENT, (d) => edit(d, CAP01, (t) => t.replace('\nregister: ', '\ncolour: red\nregister: ')));
  try {
    const first = readContent(tree.dir, tree.dir);
    const expected = structuredClone(first);
    const [note] = first.notes;
    assert.ok(note && first.problems[0] && first.registers[0]);
    note.data.title = 'changed';
    note.data.clients.push('changed');
    first.registers[0].data.title = 'changed';
    first.problems[0].message = 'changed';
    first.problems[0].file = 'changed';
    first.sources.length = 0;
    assert.deepEqual(readContent(tree.dir, tree.dir), expected);
  } finally {
    tree.done();
  }
});

test('the corpus pieces kept per text are handed out fresh: changing one leaves the next as it was', () => {
  const body = '## What\n\nThe spec adds widgets. It names 2025-06-18.\n\n## Observation\n\nmcpx declares them.\n';
  const sections = bodySections(body);
  const expected = new Map(sections);
  sections.set('what', 'changed');
  sections.clear();
  assert.deepEqual(bodySections(body), expected);

  const spans = sentenceSpans('One. Two three. Four');
  const expectedSpans = structuredClone(spans);
  spans.push({ start: 0, end: 1 });
  if (spans[0]) spans[0].end = 99;
  assert.deepEqual(sentenceSpans('One. Two three. Four'), expectedSpans);

  const named = revisionsNamed('the 2025-06-18 revision', { polarity: 'positive' });
  assert.deepEqual(named, ['2025-06-18']);
  named.push('2024-11-05');
  assert.deepEqual(revisionsNamed('the 2025-06-18 revision', { polarity: 'positive' }), ['2025-06-18']);
});

test('a note’s kept blocks give its text and sections with the metadata of each call', () => {
  const read = readContent(VALID_CONTENT, VALID_CONTENT);
  const [note] = read.notes;
  assert.ok(note);
  const text = noteText(note.data, note.body);
  const sections = noteSectionTexts(note.data, note.body);
  const retitled = { ...note.data, title: 'Another title' };
  // Same body, other header: the kept body blocks do not carry the first call's title.
  assert.equal(noteText(retitled, note.body), text.replace(note.data.title, 'Another title'));
  assert.deepEqual(noteSectionTexts(retitled, note.body), [sections[0]?.replace(note.data.title, 'Another title'), ...sections.slice(1)]);
  sections.push('changed');
  assert.notDeepEqual(noteSectionTexts(note.data, note.body), sections);
});
