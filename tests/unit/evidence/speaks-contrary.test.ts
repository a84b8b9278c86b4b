/**
 * A dispute about whether a product speaks a revision, on the valid fixture: the speaks fact carries the other side as
 * its `contrary` (disputed-cell-shows-both-sides), the contrary needs a dispute about its words that names the revision
 * (contrary-words-need-dispute), and the not-spoken cell the fact decides publishes both sides.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { checkContent } from '../../../src/lib/content/check.ts';
import { contentCorpus } from '../../../src/lib/content/load.ts';
import { buildMatrix } from '../../../src/lib/matrix/build.ts';
import { VALID_CONTENT } from '../content/content-fixture.ts';

const FACT = `'2024-11-05': { value: no, evidence: [{ in: CAP-02/what, quote: "mcpx does not serve 2024-11-05" }] }`;
const SERVES = 'As a server it serves hosts at 2024-11-05 over stdio.';
const DISPUTE = [
  'id: mcpx-serves-2024-11-05',
  'summary: Does mcpx serve hosts at 2024-11-05?',
  'status: open',
  'rows: [CAP-01, CAP-02]',
  "cells: [{ row: CAP-02, product: mcpx, revisions: ['2024-11-05'] }]",
  'positions:',
  '  - { in: CAP-02, says: "“mcpx does not serve 2024-11-05”" }',
  `  - { in: CAP-01, says: "“${SERVES}”" }`,
  '',
].join('\n');

/** The fixture with the passage saying mcpx serves 2024-11-05, then the given contrary and dispute; checked, and built. */
function withSpeaksDispute(contrary: string | null, dispute: string | null) {
  const dir = mkdtempSync(join(tmpdir(), 'register-speaks-contrary-'));
  try {
    cpSync(VALID_CONTENT, dir, { recursive: true });
    const edit = (file: string, find: string, text: string) => {
      const path = join(dir, file);
      const before = readFileSync(path, 'utf8');
      assert.ok(before.includes(find), `${file} has no “${find}”`);
      writeFileSync(path, before.replace(find, text));
    };
    edit(
      'capabilities/CAP-01.mdx',
      'in 2026 it declares them but renders nothing.',
      `in 2026 it declares them but renders nothing. ${SERVES}`,
    );
    if (contrary) edit('products.yaml', FACT, `${FACT.slice(0, -2)}, contrary: [${contrary}] }`);
    if (dispute) writeFileSync(join(dir, 'disputes/mcpx-serves-2024-11-05.yaml'), dispute);
    const content = checkContent(dir, dir);
    const problems = content.problems.map((p) => `${p.rule}: ${p.field}: ${p.message}`);
    const matrix = buildMatrix(
      content.rows.map((r) => r.data),
      { disputes: content.disputes.map((d) => d.data), products: content.products, corpus: contentCorpus(content) },
    );
    return { problems, matrix };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

const CONTRARY = `{ value: yes, in: CAP-01/observation, quote: "${SERVES}" }`;

test('a speaks fact carrying the other position as contrary shows both sides: the check passes and the cell publishes both', () => {
  const { problems, matrix } = withSpeaksDispute(CONTRARY, DISPUTE);
  assert.deepEqual(problems, []);
  const cell = matrix.rows.find((r) => r.id === 'CAP-02')?.cells.mcpx?.['2024-11-05'];
  assert.equal(cell?.verdict, 'not-spoken');
  assert.deepEqual(cell?.disputes, ['mcpx-serves-2024-11-05']);
  // The words that decide it, and the other passage beside them.
  assert.ok(cell?.evidence.some((e) => e.field === 'speaks' && e.quote === 'mcpx does not serve 2024-11-05'));
  assert.deepEqual(
    cell?.contrary?.map((c) => [c.field, c.value, c.in, c.quote]),
    [['speaks', 'yes', 'CAP-01/observation', SERVES]],
  );
  // A cell that does not rest on the fact shows no contrary of it (mcpx's client at 2024-11-05 is not recorded).
  assert.equal(matrix.rows.find((r) => r.id === 'CAP-01')?.cells.mcpx?.['2024-11-05']?.contrary, undefined);
});

test('without the contrary, the cell the fact alone decides does not show the other position', () => {
  const { problems } = withSpeaksDispute(null, DISPUTE);
  assert.equal(problems.length, 1, problems.join('\n'));
  assert.match(problems[0] ?? '', /^disputed-cell-shows-both-sides: cells\.0: lists CAP-02 mcpx at 2024-11-05, decided by the speaks fact/);
});

test('a speaks fact’s contrary needs a dispute about its words listing a cell of the product at that revision', () => {
  const { problems } = withSpeaksDispute(CONTRARY, null);
  assert.equal(problems.length, 1, problems.join('\n'));
  assert.match(
    problems[0] ?? '',
    /^contrary-words-need-dispute: 0\.speaks\.server\.2024-11-05\.contrary\.0: CAP-01\/observation gives mcpx's server/,
  );
});

test('a speaks fact’s contrary names the revision, and gives the other value', () => {
  const other = withSpeaksDispute(`{ value: yes, in: CAP-01/observation, quote: "Declares widgets" }`, DISPUTE);
  assert.ok(
    other.problems.some((p) => /^contrary-words-need-dispute: .*does not name 2024-11-05/.test(p)),
    other.problems.join('\n'),
  );
  const same = withSpeaksDispute(`{ value: no, in: CAP-01/observation, quote: "${SERVES}" }`, DISPUTE);
  assert.ok(
    same.problems.some((p) => /contrary words give the other value/.test(p)),
    same.problems.join('\n'),
  );
});
