import { test } from 'node:test';
import assert from 'node:assert/strict';
import { TextMemo, copyOut, memoKey } from '../../../src/lib/lookup/memo.ts';

test('a memo computes each key once and hands back what it kept', () => {
  const memo = new TextMemo<string>(3);
  const computed: string[] = [];
  const upper = (key: string) => memo.get(key, () => (computed.push(key), key.toUpperCase()));
  assert.equal(upper('a'), 'A');
  assert.equal(upper('b'), 'B');
  assert.equal(upper('a'), 'A');
  assert.deepEqual(computed, ['a', 'b']);
  assert.equal(memo.size, 2);
});

test('a memo keeps at most its limit, forgetting the least recently used', () => {
  const memo = new TextMemo<number>(2);
  const computed: string[] = [];
  const length = (key: string) => memo.get(key, () => (computed.push(key), key.length));
  length('a');
  length('bb');
  length('a'); // a is now the most recently used: bb goes first
  length('ccc');
  assert.equal(memo.size, 2);
  length('a');
  assert.deepEqual(computed, ['a', 'bb', 'ccc']);
  length('bb');
  assert.deepEqual(computed, ['a', 'bb', 'ccc', 'bb']);
  assert.equal(memo.size, 2);
});

test('a memo refuses a limit below one or not a whole number', () => {
  assert.throws(() => new TextMemo(0), { message: 'a memo keeps at least one result; got a limit of 0' });
  assert.throws(() => new TextMemo(1.5), /got a limit of 1.5/);
});

test('memo keys differ whenever their parts differ, wherever the parts break', () => {
  assert.notEqual(memoKey('a', 'b'), memoKey('a\u0000b'));
  assert.notEqual(memoKey('a,b'), memoKey('a', 'b'));
  assert.notEqual(memoKey(1, 'x'), memoKey('1', 'x'));
  assert.equal(memoKey('mdx', '.mdx', 'text'), memoKey('mdx', '.mdx', 'text'));
});

test('copyOut gives a deep copy: changing it leaves the original as it was', () => {
  const original = { list: [1, { n: 2 }], map: new Map([['k', 'v']]) };
  const copy = copyOut(original);
  assert.deepEqual(copy, original);
  (copy.list[1] as { n: number }).n = 3;
  copy.list.push(4);
  copy.map.set('k', 'changed');
  assert.deepEqual(original, { list: [1, { n: 2 }], map: new Map([['k', 'v']]) });
});
