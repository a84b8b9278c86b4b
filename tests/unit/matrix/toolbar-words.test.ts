import { test } from 'node:test';
import assert from 'node:assert/strict';
import { headerCount, showingRows } from '../../../src/lib/matrix/toolbar-words.ts';

test('the status line counts folded rows as not shown, and says how many are folded', () => {
  assert.equal(showingRows({ matching: 26, folded: 0, total: 26 }), 'Showing 26 of 26 rows');
  // The defect: "Showing 26 of 26 rows" beside "Folded …: 25 rows".
  assert.equal(showingRows({ matching: 26, folded: 25, total: 26 }), 'Showing 1 of 26 rows (26 match the filters; 25 of them folded)');
  assert.equal(showingRows({ matching: 3, folded: 1, total: 26 }), 'Showing 2 of 26 rows (3 match the filters; 1 of them folded)');
});

test('a product header counts decided among the cells that can apply, and under a verdict filter what the filter asks for', () => {
  const cells = ['overclaim', 'overclaim', 'honest', 'unknown', 'not-applicable'] as const;
  assert.deepEqual(headerCount(cells, []), { value: 3, max: 4, caption: '3/4 decided' });
  // The defect: "0/14 honest" under verdict=overclaim. Now the count names the verdict.
  assert.deepEqual(headerCount(['overclaim', 'overclaim'], ['overclaim']), { value: 2, max: 2, caption: '2 of 2 decided: overclaim' });
  assert.deepEqual(headerCount(cells, ['overclaim', 'honest']), { value: 3, max: 3, caption: '3 of 3 decided: overclaim or honest' });
  // A filter on a verdict that is not a decided one counts among every cell in view.
  assert.deepEqual(headerCount(cells, ['unknown']), { value: 1, max: 5, caption: '1 of 5 cells: unknown' });
  assert.deepEqual(headerCount([], ['unknown']), { value: 0, max: 1, caption: '0 of 0 cells: unknown' });
});
