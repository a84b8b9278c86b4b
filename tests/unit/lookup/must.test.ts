import { test } from 'node:test';
import assert from 'node:assert/strict';
import { must, mustAt, mustFind, mustGet, mustKey } from '../../../src/lib/lookup/must.ts';
import { cellAt, specAt } from '../../../src/lib/lookup/at.ts';

test('mustGet returns the value a map holds, falsy values included', () => {
  const counts = new Map([
    ['mcpx', 3],
    ['goose', 0],
  ]);
  assert.equal(mustGet(counts, 'mcpx', 'count'), 3);
  assert.equal(mustGet(counts, 'goose', 'count'), 0);
});

test('mustGet names what was missing and the key', () => {
  const rows = new Map([['CAP-01', { title: 'Roots' }]]);
  assert.throws(() => mustGet(rows, 'CAP-99', 'row'), { message: 'no row "CAP-99"' });
  assert.throws(() => mustGet(new Map([[1, 'a']]), 2, 'line'), { message: 'no line 2' });
});

test('mustAt reads from either end and names what was missing with the length', () => {
  const lines = ['first', '', 'last'];
  assert.equal(mustAt(lines, 0, 'line'), 'first');
  assert.equal(mustAt(lines, 1, 'line'), '');
  assert.equal(mustAt(lines, -1, 'line'), 'last');
  assert.throws(() => mustAt(lines, 3, 'line'), { message: 'no line at index 3: the list has 3 item(s)' });
  assert.throws(() => mustAt([], -1, 'heading'), { message: 'no heading at index -1: the list has 0 item(s)' });
});

test('mustFind returns the first match, or names what was not found', () => {
  const products = [{ id: 'mcpx' }, { id: 'goose' }, { id: 'goose' }];
  assert.equal(
    mustFind(products, (p) => p.id === 'goose', 'product goose'),
    products[1],
  );
  assert.throws(() => mustFind(products, (p) => p.id === 'codex', 'product "codex"'), { message: 'no product "codex"' });
});

test('must passes a present value through, falsy ones included, and names what is absent', () => {
  assert.equal(must(0, 'count'), 0);
  assert.equal(must('', 'title'), '');
  assert.throws(() => must(null, '#matrix-status'), { message: 'no #matrix-status' });
  assert.throws(() => must(undefined, 'search input'), { message: 'no search input' });
});

test('mustKey returns a record’s own value, falsy values included, and names a missing key', () => {
  const counts: Record<string, number> = { alpha: 2, beta: 0 };
  assert.equal(mustKey(counts, 'alpha', 'count'), 2);
  assert.equal(mustKey(counts, 'beta', 'count'), 0);
  assert.throws(() => mustKey(counts, 'gamma', 'count'), { message: 'no count "gamma"' });
  // A key of the prototype is not the record's own.
  assert.throws(() => mustKey(counts, 'constructor', 'count'), { message: 'no count "constructor"' });
});

test('cellAt and specAt read a row’s cell and spec entry, or name the row and the missing keys', () => {
  const row = { id: 'ROW-01', cells: { alpha: { '2030-01-01': 'a cell' } }, spec: { '2030-01-01': { state: 'defined' } } };
  assert.equal(cellAt(row, 'alpha', '2030-01-01'), 'a cell');
  assert.throws(() => cellAt(row, 'alpha', '2031-01-01'), { message: 'no cell for alpha at 2031-01-01 in row ROW-01' });
  assert.throws(() => cellAt(row, 'beta', '2030-01-01'), { message: 'no cell for beta at 2030-01-01 in row ROW-01' });
  assert.deepEqual(specAt(row, '2030-01-01'), { state: 'defined' });
  assert.throws(() => specAt(row, '2031-01-01'), { message: 'no spec state at 2031-01-01 in row ROW-01' });
});
