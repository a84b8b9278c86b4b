/**
 * The matrix diff of a fixture change lists exactly the changed cells (verdict or basis),
 * the rows added and removed, the citations added, removed and re-pointed, and the quote
 * verifications that changed; an older export without `basis` shows "—".
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { spawnSync } from 'node:child_process';
import {
  cellLink,
  citationTarget,
  diffCitations,
  diffMatrices,
  formatMatrixDiff,
  readDiffMatrix,
  readDiffReport,
} from '../../../src/lib/matrix/diff.ts';

const dir = join(import.meta.dirname, '../../fixtures/matrix-diff');
const root = resolve(import.meta.dirname, '../../..');
const json = (name: string) => JSON.parse(readFileSync(join(dir, name), 'utf8'));
const matrix = (name: string) => readDiffMatrix(json(name));

test('lists exactly the changed cells, grouped by row, with before and after', () => {
  const diff = diffMatrices(matrix('base.json'), matrix('head.json'));
  assert.deepEqual(
    diff.cells.map((r) => [
      r.row,
      r.changes.map((c) => [c.product, c.revision, c.before.verdict, c.after.verdict, c.before.basis, c.after.basis]),
    ]),
    [
      [
        'CAP-01',
        [
          ['mcpx', '2026-07-28', 'honest', 'overclaim', 'stated', 'stated'],
          ['goose', '2025-11-25', 'underclaim', 'underclaim', 'stated', 'inferred'],
        ],
      ],
    ],
  );
  assert.deepEqual(diff.rowsAdded, [{ id: 'CAP-07', title: 'a new row' }]);
  assert.deepEqual(diff.rowsRemoved, [{ id: 'CAP-05', title: 'a row that goes' }]);
  assert.deepEqual(diff.citations, [
    { row: 'CAP-01', added: [], removed: [], repointed: [{ before: 'internal/x.go:10-20', after: 'internal/x.go:12-22' }] },
    { row: 'CAP-02', added: ['2025-11-25/server/gadgets.mdx:12'], removed: ['seps/1-x.md:5'], repointed: [] },
  ]);
  assert.equal(diff.verification, null);
});

test('identical inputs give an empty diff that says so', () => {
  const diff = diffMatrices(matrix('head.json'), matrix('head.json'));
  assert.deepEqual([diff.cells, diff.citations, diff.rowsAdded, diff.rowsRemoved], [[], [], [], []]);
  assert.match(formatMatrixDiff(diff, { siteUrl: 'https://x.example/' }), /No change to the matrix\./);
});

test('an older export without basis: only verdict changes are cells, and the missing basis shows as —', () => {
  const diff = diffMatrices(matrix('base-no-basis.json'), matrix('head-basis.json'));
  assert.deepEqual(
    diff.cells.map((r) => [r.row, r.changes.map((c) => `${c.product} ${c.revision}`)]),
    [['CAP-01', ['mcpx 2025-11-25']]],
  );
  const text = formatMatrixDiff(diff, { siteUrl: 'https://x.example/register/' });
  assert.match(
    text,
    /\| \[mcpx · 2025-11-25\]\(https:\/\/x\.example\/register\/matrix\/#cap-01--mcpx--2025-11-25\) \| \? unknown → ✓ honest \| — → stated \|/,
  );
});

test('quote verification changes between two reports', () => {
  const diff = diffMatrices(matrix('base.json'), matrix('head.json'), {
    base: readDiffReport(json('base-report.json')),
    head: readDiffReport(json('head-report.json')),
  });
  assert.deepEqual(diff.verification, [
    {
      row: 'CAP-01',
      citation: 'schema/2025-11-25/schema.ts:322',
      quote: 'widgets?: object;',
      before: { verdict: 'exact', foundLine: 322 },
      after: { verdict: 'moved', foundLine: 330 },
    },
  ]);
  const text = formatMatrixDiff(diff, { siteUrl: 'https://x.example', baseLabel: 'main', headLabel: 'pr' });
  assert.match(text, /^## Matrix diff: main → pr$/m);
  assert.match(text, /\| CAP-01 \| `schema\/2025-11-25\/schema\.ts:322` \| exact \| moved \(line 330\) \|/);
});

test('the Markdown names each changed cell with a link to it on the built site, and nothing else', () => {
  const text = formatMatrixDiff(diffMatrices(matrix('base.json'), matrix('head.json')), { siteUrl: 'https://x.example/r' });
  const links = [...text.matchAll(/\/matrix\/#([a-z0-9-]+)/g)].map((m) => m[1]);
  assert.deepEqual(links, ['cap-01--mcpx--2026-07-28', 'cap-01--goose--2025-11-25']);
  assert.match(text, /✓ honest → ✗ overclaim \| stated \|/);
  assert.match(text, /\| △ underclaim \| stated → inferred \|/);
  assert.match(text, /- \[CAP-07\]\(https:\/\/x\.example\/r\/capabilities\/cap-07\/\) a new row/);
  assert.match(text, /- CAP-05 a row that goes/);
  assert.match(text, /CAP-01: re-pointed `internal\/x\.go:10-20` → `internal\/x\.go:12-22`/);
});

test('citations: a same-file change of lines is a re-point; wire captures and repeats are matched one for one', () => {
  assert.equal(citationTarget('v1:packages/a.ts:12-14'), 'v1:packages/a.ts');
  assert.equal(citationTarget('wire W2'), 'wire W2');
  assert.equal(diffCitations('X', ['a.ts:1', 'wire W2'], ['a.ts:1', 'wire W2']), null);
  assert.deepEqual(diffCitations('X', ['wire W2'], ['wire W3']), { row: 'X', added: ['wire W3'], removed: ['wire W2'], repointed: [] });
  assert.deepEqual(diffCitations('X', ['a.ts:1', 'a.ts:1'], ['a.ts:1']), { row: 'X', added: [], removed: ['a.ts:1'], repointed: [] });
});

test('a product or revision on one side only is listed once, not cell by cell', () => {
  const head = json('head.json');
  head.products.push({ id: 'codex', name: 'Codex', roles: ['client'] });
  for (const row of head.rows) row.cells.codex = { '2025-11-25': { verdict: 'honest' }, '2026-07-28': { verdict: 'honest' } };
  const diff = diffMatrices(matrix('head.json'), readDiffMatrix(head));
  assert.deepEqual(diff.productsAdded, ['codex']);
  assert.deepEqual(diff.cells, []);
});

test('input that is not a matrix is refused', () => {
  assert.throws(() => readDiffMatrix({ nope: 1 }), /not a matrix\.json/);
  assert.throws(() => readDiffMatrix({ rows: [{ title: 'no id' }] }), /rows\[0\] has no id/);
});

test('npm run matrix-diff: exit 0 with changes, exit 2 when an input is unreadable', () => {
  const script = join(root, 'scripts/matrix-diff.ts');
  const ok = spawnSync(process.execPath, [script, join(dir, 'base.json'), join(dir, 'head.json')], {
    encoding: 'utf8',
    env: { ...process.env, SITE_URL: 'https://x.example', BASE_PATH: '/reg/' },
  });
  assert.equal(ok.status, 0, ok.stderr);
  assert.match(ok.stdout, /https:\/\/x\.example\/reg\/matrix\/#cap-01--mcpx--2026-07-28/);
  const missing = spawnSync(process.execPath, [script, join(dir, 'nope.json'), join(dir, 'head.json')], { encoding: 'utf8' });
  assert.equal(missing.status, 2);
  assert.match(missing.stderr, /base matrix .*nope\.json: cannot be read/);
  const notJson = spawnSync(process.execPath, [script, join(dir, 'base.json'), join(root, 'README.md')], { encoding: 'utf8' });
  assert.equal(notJson.status, 2);
  assert.match(notJson.stderr, /head matrix .*README\.md: not JSON/);
});

test('cell links follow the site URL and base path', () => {
  assert.equal(cellLink('https://a.example/reg', 'CAP-03', 'mcpx', '2026-07-28'), 'https://a.example/reg/matrix/#cap-03--mcpx--2026-07-28');
});
