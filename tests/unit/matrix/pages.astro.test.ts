import { test } from 'node:test';
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { generateContent } from '../../../scripts/lib/synthetic-register.ts';
import { MATRIX_WINDOW } from '../../../src/lib/matrix/filters.ts';
import type { CompactMatrix } from '../../../src/lib/matrix/rows.ts';
import { checkSiteLinks } from '../../../scripts/lib/dist-check.ts';
import { withAstro } from '../../../scripts/lib/astro-lock.ts';

const root = join(import.meta.dirname, '../../..');
const rowIds = (html: string) => [...html.matchAll(/<tr id="(cap-\d+)" data-side=/g)].map((m) => m[1]);

test('a register larger than one window: /matrix/ carries the first 100 rows and a pager, /matrix/page/2/ the rest, rows.json every row in the same order', () => {
  const dir = mkdtempSync(join(tmpdir(), 'register-pages-'));
  try {
    const content = join(dir, 'content');
    const total = MATRIX_WINDOW + 30;
    generateContent(join(root, 'tests/fixtures/content-valid'), total, content);
    const out = join(dir, 'out');
    const result = withAstro(() =>
      spawnSync(process.execPath, [join(root, 'scripts/build.ts'), '--content', content, '--out', out], {
        encoding: 'utf8',
        env: { ...process.env, REGISTER_SKIP_IMAGES: '1' },
      }),
    );
    assert.equal(result.status, 0, result.stderr);

    const first = readFileSync(join(out, 'matrix/index.html'), 'utf8');
    const second = readFileSync(join(out, 'matrix/page/2/index.html'), 'utf8');
    const data = JSON.parse(readFileSync(join(out, 'matrix/rows.json'), 'utf8')) as CompactMatrix;
    assert.equal(data.rows.length, total);
    const order = data.rows.map((r) => r[0].toLowerCase());
    assert.deepEqual(rowIds(first), order.slice(0, MATRIX_WINDOW));
    assert.deepEqual(rowIds(second), order.slice(MATRIX_WINDOW));
    // The pager names both pages on each, and marks the current one.
    for (const [html, current] of [
      [first, '/matrix/'],
      [second, '/matrix/page/2/'],
    ] as const) {
      assert.match(html, /<nav class="pager" id="matrix-pager" aria-label="Pages of the matrix">/);
      assert.match(html, new RegExp(`<a href="${current}" aria-current="page">`));
    }
    assert.match(first, new RegExp(`Rows 1–${MATRIX_WINDOW} of ${total}\\.`));
    assert.match(second, new RegExp(`<h1>Revision × product matrix, rows ${MATRIX_WINDOW + 1}–${total}</h1>`));
    assert.match(first, new RegExp(`<a href="/matrix/page/2/">${MATRIX_WINDOW + 1}–${total}</a>`));
    // Links to cells of rows beyond the first page resolve (the page script draws them).
    const pages = new Map([
      ['/matrix/index.html', first],
      ['/matrix/page/2/index.html', second],
      [
        '/index.html',
        `<a href="/matrix/#${order.at(-1)}--mcpx--2025-11-25">last row</a><a href="/matrix/page/2/#${order.at(-1)}">its page</a>`,
      ],
    ]);
    const files = new Set([...pages.keys(), '/matrix/rows.json', ...order.map((id) => `/capabilities/${id}/index.html`)]);
    const problems = checkSiteLinks({ pages, files }).filter((p) => p.page === '/index.html' || /\/matrix\/(page\/\d+\/)?$/.test(p.href));
    assert.deepEqual(problems, []);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});
