import { test } from 'node:test';
import assert from 'node:assert/strict';
import { gridStep } from '../../../src/lib/matrix/grid.ts';

// Three rows: a row header (column 0) and tiles; the last row has fewer tiles shown.
const grid = [
  ['h0', 'a', 'b', 'c'],
  ['h1', 'd', 'e', 'f'],
  ['h2', 'g'],
];

test('arrows move one cell and stop at the edges; Left from the first tile reaches the row header', () => {
  assert.deepEqual(gridStep(grid, 0, 1, 'ArrowRight', false), [0, 2]);
  assert.deepEqual(gridStep(grid, 0, 3, 'ArrowRight', false), [0, 3]);
  assert.deepEqual(gridStep(grid, 0, 1, 'ArrowLeft', false), [0, 0]);
  assert.deepEqual(gridStep(grid, 0, 0, 'ArrowLeft', false), [0, 0]);
  assert.deepEqual(gridStep(grid, 0, 2, 'ArrowDown', false), [1, 2]);
  assert.deepEqual(gridStep(grid, 1, 3, 'ArrowDown', false), [2, 1], 'a shorter row: the nearest tile');
  assert.deepEqual(gridStep(grid, 2, 1, 'ArrowDown', false), [2, 1]);
  assert.deepEqual(gridStep(grid, 0, 2, 'ArrowUp', false), [0, 2]);
});

test('Home and End: the row’s first and last tile; with Ctrl the grid’s; Page keys ten rows, kept inside', () => {
  assert.deepEqual(gridStep(grid, 1, 3, 'Home', false), [1, 1]);
  assert.deepEqual(gridStep(grid, 1, 1, 'End', false), [1, 3]);
  assert.deepEqual(gridStep(grid, 1, 2, 'Home', true), [0, 1]);
  assert.deepEqual(gridStep(grid, 0, 2, 'End', true), [2, 1]);
  assert.deepEqual(gridStep(grid, 0, 2, 'PageDown', false), [2, 1]);
  assert.deepEqual(gridStep(grid, 2, 1, 'PageUp', false), [0, 1]);
  assert.deepEqual(gridStep(grid, 1, 2, 'Tab', false), [1, 2]);
});
