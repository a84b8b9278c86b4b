/**
 * Every case of the author-change corpus (tests/fixtures/author-changes/, found by listing the folder), applied to a
 * copy of the valid fixture, passes the content check and publishes what it says: the cells it moves are exactly its
 * `cellsMoved`, the rows it adds its `rowsAdded`, and /matrix.json carries the words it names. In process, per case;
 * the Astro build of the cases is author-changes.astro.test.ts.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { VALID_CONTENT } from './content-fixture.ts';
import { CAP01 } from './fixture-edits.ts';
import { applyChange, authorChanges, exportedCell, movement, pageText, publish, publishFresh, readCase, withChangedCopy } from './author-changes.ts';

const cases = authorChanges();
const base = publishFresh(VALID_CONTENT);

test('the author-change corpus has cases, and the unchanged fixture they start from checks clean', () => {
  assert.ok(cases.filter((c) => !c.pending).length > 0, 'no written case under tests/fixtures/author-changes');
  assert.deepEqual(base.problems, []);
});

for (const change of cases) {
  const todo = change.pending ? `${change.slug}: only its README is written (tests/README.md says how to write a case)` : undefined;
  test(`author change "${change.slug}": checks clean, moves exactly the cells it lists, and publishes what it says`, { todo }, () => {
    assert.equal(change.pending, false, 'the case is not written yet');
    assert.deepEqual(change.problems, [], 'the case folder does not read');
    withChangedCopy([change], (content, failures) => {
      assert.deepEqual(failures, [], 'the case does not apply to the fixture');
      const head = publishFresh(content);
      assert.deepEqual(head.problems, [], 'the content check refuses the changed copy');
      const moved = movement(base.data, head.data);
      assert.deepEqual(moved.cellsMoved, [...change.expect.cellsMoved].sort(), 'cells moved (verdict or basis) ≠ expect.json cellsMoved');
      assert.deepEqual(moved.rowsAdded, [...(change.expect.rowsAdded ?? [])].sort(), 'rows added ≠ expect.json rowsAdded');
      assert.deepEqual(moved.rowsRemoved, [], 'the change removes rows');
      const productIds = (m: typeof base.data) => m.products.map((p) => p.id);
      const added = productIds(head.data).filter((id) => !productIds(base.data).includes(id));
      assert.deepEqual(added, change.expect.productsAdded ?? [], 'products added ≠ expect.json productsAdded');
      assert.deepEqual(
        productIds(base.data).filter((id) => !productIds(head.data).includes(id)),
        [],
        'the change removes products',
      );
      const revisionIds = (m: typeof base.data) => m.revisions.map((r) => r.id);
      const revisionsAdded = revisionIds(head.data).filter((id) => !revisionIds(base.data).includes(id));
      assert.deepEqual(revisionsAdded, change.expect.revisionsAdded ?? [], 'revisions added ≠ expect.json revisionsAdded');
      assert.deepEqual(
        revisionIds(base.data).filter((id) => !revisionIds(head.data).includes(id)),
        [],
        'the change removes revisions',
      );
      for (const [key, want] of Object.entries(change.expect.cells ?? {})) {
        const cell = exportedCell(head.data, key);
        assert.ok(cell, `expect.json cells: ${key} is not a cell of the changed matrix`);
        if (want.verdict !== undefined) assert.equal(cell.verdict, want.verdict, `${key}: verdict`);
        if (want.basis !== undefined) assert.equal(cell.basis, want.basis, `${key}: basis`);
      }
      // Words the change brings in were not there before, and words it takes out were: neither check can pass on an unchanged copy.
      for (const words of change.expect.matrixHas ?? []) {
        assert.ok(!base.text.includes(words), `matrixHas: “${words}” is already in the unchanged fixture's /matrix.json`);
        assert.ok(head.text.includes(words), `matrixHas: “${words}” is not in /matrix.json after the change`);
      }
      for (const words of change.expect.matrixLacks ?? []) {
        assert.ok(base.text.includes(words), `matrixLacks: “${words}” is not in the unchanged fixture's /matrix.json`);
        assert.ok(!head.text.includes(words), `matrixLacks: “${words}” is still in /matrix.json after the change`);
      }
    });
  });
}

test('the harness refuses a case whose edit finds nothing, naming the case, the edit and the file', () => {
  const dir = mkdtempSync(join(tmpdir(), 'register-author-case-'));
  try {
    writeFileSync(join(dir, 'README.md'), 'An edit whose text is not in the file.\n');
    writeFileSync(join(dir, 'edits.json'), JSON.stringify([{ file: CAP01, find: 'no such words', replace: 'x' }]));
    writeFileSync(join(dir, 'expect.json'), JSON.stringify({ cellsMoved: [] }));
    const change = readCase(dir, 'stale');
    assert.deepEqual(change.problems, []);
    withChangedCopy([change], (_content, failures) => {
      assert.deepEqual(failures, [`stale: edits.json[0]: ${CAP01} does not contain "no such words"`]);
    });
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});

test('the harness refuses a case folder with no README, an unknown expect field or nothing to change', () => {
  const dir = mkdtempSync(join(tmpdir(), 'register-author-case-'));
  try {
    writeFileSync(join(dir, 'expect.json'), JSON.stringify({ cellsMoved: [], cellsMove: [] }));
    assert.deepEqual(readCase(dir, 'bare').problems, [
      'bare: README.md is missing or empty: say in one paragraph what the author did',
      'bare: expect.json: unknown field "cellsMove" (known: cellsMoved, rowsAdded, productsAdded, revisionsAdded, cells, matrixHas, matrixLacks, pages)',
      'bare: the case changes nothing: add files/ or edits.json',
    ]);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});

test('the harness sees moved cells: an edit that changes a value moves exactly the cells it covers', () => {
  const dir = mkdtempSync(join(tmpdir(), 'register-author-case-'));
  try {
    writeFileSync(join(dir, 'README.md'), 'CAP-01 mcpx in the legacy eras becomes implemented unknown.\n');
    const find = 'implemented: { value: yes, evidence: [{ in: observation, quote: "renders widgets in the legacy eras" }] }';
    writeFileSync(join(dir, 'edits.json'), JSON.stringify([{ file: CAP01, find, replace: 'implemented: unknown' }]));
    writeFileSync(join(dir, 'expect.json'), JSON.stringify({ cellsMoved: [] }));
    withChangedCopy([readCase(dir, 'moves')], (content, failures) => {
      assert.deepEqual(failures, []);
      assert.deepEqual(movement(base.data, publish(content).data).cellsMoved, [
        'CAP-01/mcpx/2025-03-26',
        'CAP-01/mcpx/2025-06-18',
        'CAP-01/mcpx/2025-11-25',
      ]);
    });
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});

test('a page’s text is what a reader sees: no markup, entities decoded, white space collapsed', () => {
  assert.equal(pageText('<p>It <em>draws</em>\n widgets &amp; gadgets</p><script>x</script>'), ' It draws widgets & gadgets ');
});

// applyChange is used by withChangedCopy; this keeps the overlay path honest: a file under files/ replaces the fixture's.
test('the harness overlays files/ onto the copy at the same relative path', () => {
  const dir = mkdtempSync(join(tmpdir(), 'register-author-case-'));
  try {
    writeFileSync(join(dir, 'README.md'), 'Adds a file.\n');
    writeFileSync(join(dir, 'expect.json'), JSON.stringify({ cellsMoved: [] }));
    mkdirSync(join(dir, 'files/disputes'), { recursive: true });
    writeFileSync(join(dir, 'files/disputes/extra.yaml'), 'id: extra\n');
    const change = readCase(dir, 'overlay');
    assert.deepEqual(change.files, ['disputes/extra.yaml']);
    withChangedCopy([], (content) => {
      assert.deepEqual(applyChange(change, content), []);
      assert.ok(publish(content).problems.some((p) => p.startsWith('disputes/extra.yaml')));
    });
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});
