/**
 * What `npm run dev` shows after a change under content/ (src/lib/content/dev-report.ts):
 * the changed file's problems first, in the same `file: field: message` lines as `npm run
 * check`, in the terminal and in the error overlay; nothing in the overlay once the content is clean.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { checkContent } from '../../../src/lib/content/check.ts';
import { devContentReport, isContentFile } from '../../../src/lib/content/dev-report.ts';
import { formatProblem, type ContentProblem } from '../../../src/lib/content/problems.ts';

const fixture = fileURLToPath(new URL('../../fixtures/content-valid', import.meta.url));

test('dev report: a broken quote in the changed row is shown with the content check’s own message, in the terminal and the overlay', (t) => {
  const root = mkdtempSync(join(tmpdir(), 'dev-report-'));
  t.after(() => rmSync(root, { recursive: true, force: true }));
  cpSync(fixture, join(root, 'content'), { recursive: true });
  const row = join(root, 'content/capabilities/CAP-01.mdx');
  assert.equal(devContentReport(checkContent(join(root, 'content'), root).problems, null, root).overlay, null);

  writeFileSync(row, readFileSync(row, 'utf8').replace('quote: "renders widgets in the legacy eras"', 'quote: "renders gadgets in the legacy eras"'));
  const problems = checkContent(join(root, 'content'), root).problems;
  const report = devContentReport(problems, relative(root, row), root);
  assert.equal(report.problems.length, 1);
  const line = formatProblem(problems[0]!);
  assert.match(line, /^content\/capabilities\/CAP-01\.mdx: products\.mcpx\.0\.implemented\.evidence\.0: the quote "renders gadgets in the legacy eras" is not in observation of CAP-01; copy the words exactly/);
  assert.deepEqual(report.lines, ['content check after a change to content/capabilities/CAP-01.mdx: 1 problem(s) in it', `  ${line}`]);
  assert.equal(report.overlay?.message, line);
  assert.equal(report.overlay?.title, report.lines[0]);
  assert.deepEqual(report.overlay?.loc, { file: `${root}/content/capabilities/CAP-01.mdx`, line: 1, column: 1 });
  assert.match(report.overlay!.hint, /Fix the file and save/);
});

test('dev report: the changed file’s problems come first, then those it caused elsewhere; a clean check clears the overlay', () => {
  const problems: ContentProblem[] = [
    { rule: 'references-resolve', file: 'content/capabilities/CAP-02.mdx', field: 'related.0', message: 'no row CAP-09: remove it' },
    { rule: 'body-markdown', file: 'content/capabilities/CAP-09.mdx', field: '(body)', message: 'raw HTML <script> is not allowed', line: 14 },
    { rule: 'front-matter-schema', file: 'content/capabilities/CAP-09.mdx', field: 'title', message: 'required field is missing; add it' },
  ];
  const report = devContentReport(problems, 'content/capabilities/CAP-09.mdx', '/repo');
  assert.deepEqual(
    report.problems.map((p) => `${p.file} ${p.field}`),
    ['content/capabilities/CAP-09.mdx (body)', 'content/capabilities/CAP-09.mdx title', 'content/capabilities/CAP-02.mdx related.0'],
  );
  assert.equal(report.lines[0], 'content check after a change to content/capabilities/CAP-09.mdx: 2 problem(s) in it, 1 elsewhere');
  assert.equal(report.lines[1], '  content/capabilities/CAP-09.mdx:14: (body): raw HTML <script> is not allowed');
  // The overlay opens the changed file at the first problem's line.
  assert.deepEqual(report.overlay?.loc, { file: '/repo/content/capabilities/CAP-09.mdx', line: 14, column: 1 });
  assert.equal(report.overlay?.message.split('\n').length, 3);

  // A change that breaks only another file still shows it; at start every problem is listed.
  assert.equal(devContentReport(problems.slice(0, 1), 'content/capabilities/CAP-09.mdx', '/repo').lines[0], 'content check after a change to content/capabilities/CAP-09.mdx: 0 problem(s) in it, 1 elsewhere');
  assert.equal(devContentReport(problems, null, '/repo').lines[0], 'content check: 3 problem(s)');

  const clean = devContentReport([], 'content/capabilities/CAP-09.mdx', '/repo');
  assert.equal(clean.overlay, null);
  assert.deepEqual(clean.lines, ['content check passed after a change to content/capabilities/CAP-09.mdx']);
});

test('dev report: only files the content check reads trigger it', () => {
  assert.equal(isContentFile('content/capabilities/CAP-01.mdx', 'content'), true);
  assert.equal(isContentFile('content/products.yaml', 'content'), true);
  assert.equal(isContentFile('content/verification/report.json', 'content'), true);
  assert.equal(isContentFile('./content/disputes/x.yml', 'content/'), true);
  assert.equal(isContentFile('../../tmp/c/capabilities/CAP-01.mdx', '../../tmp/c'), true);
  assert.equal(isContentFile('content/capabilities/.CAP-01.mdx.swp', 'content'), false);
  assert.equal(isContentFile('src/pages/index.astro', 'content'), false);
  assert.equal(isContentFile('contents/x.mdx', 'content'), false);
});
