/** The derived-file cache: made once, read after; a new salt or input makes anew; unused old entries are pruned. */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { existsSync, mkdtempSync, readdirSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DerivedCache, hashOf } from '../../../scripts/lib/derived-cache.ts';

const folder = () => mkdtempSync(join(tmpdir(), 'derived-cache-'));

test('an entry is made once and read from the folder after, by a later build too', () => {
  const dir = folder();
  try {
    let made = 0;
    const make = () => (made++, Buffer.from('png bytes'));
    const first = new DerivedCache(dir, 'renderer 1');
    assert.deepEqual(first.get('<svg>a</svg>', make), Buffer.from('png bytes'));
    assert.deepEqual(first.get('<svg>a</svg>', make), Buffer.from('png bytes'));
    const later = new DerivedCache(dir, 'renderer 1');
    assert.deepEqual(later.get('<svg>a</svg>', make), Buffer.from('png bytes'));
    assert.equal(made, 1);
    assert.deepEqual(first.counts, { hits: 1, misses: 1 });
    assert.deepEqual(later.counts, { hits: 1, misses: 0 });
    assert.equal(readdirSync(dir).filter((f) => f.endsWith('.partial')).length, 0, 'no partial entry left');
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});

test('another input or another renderer (salt) makes the entry anew', () => {
  const dir = folder();
  try {
    const outputs: string[] = [];
    const cache = (salt: string) => new DerivedCache(dir, salt);
    const get = (c: DerivedCache, input: string) => c.get(input, () => (outputs.push(`${input}`), Buffer.from(input))).toString();
    assert.equal(get(cache('r1'), 'a'), 'a');
    assert.equal(get(cache('r1'), 'b'), 'b');
    assert.equal(get(cache('r2'), 'a'), 'a');
    assert.deepEqual(outputs, ['a', 'b', 'a']);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});

test('prune removes the entries a build did not use once they are older than the limit, and keeps the rest', () => {
  const dir = folder();
  try {
    const old = new DerivedCache(dir, 's');
    old.get('stale', () => Buffer.from('1'));
    old.get('kept', () => Buffer.from('2'));
    const month = new Date(Date.now() - 30 * 24 * 3600 * 1000);
    for (const f of readdirSync(dir)) utimesSync(join(dir, f), month, month);
    writeFileSync(join(dir, 'recent-unused'), 'x');
    const build = new DerivedCache(dir, 's');
    build.get('kept', () => Buffer.from('never made'));
    assert.equal(build.prune(), 1);
    assert.ok(existsSync(join(dir, hashOf(['s', 'kept']))), 'the entry this build used stays');
    assert.ok(existsSync(join(dir, 'recent-unused')), 'an unused entry younger than the limit stays');
    assert.ok(!existsSync(join(dir, hashOf(['s', 'stale']))), 'an old unused entry goes');
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});

test('hashOf keeps parts apart: the same text split differently hashes differently', () => {
  assert.notEqual(hashOf(['ab', 'c']), hashOf(['a', 'bc']));
  assert.equal(hashOf(['a', Buffer.from('b')]), hashOf(['a', 'b']));
});
