import { test } from 'node:test';
import assert from 'node:assert/strict';
import { KEY_PATH_PATTERN, capabilityKeys, keyLabel, parseKeyPath } from '../../../src/lib/spec/key-path.ts';

test('key paths: names joined by dots, bracketed keys with dots and slashes', () => {
  assert.deepEqual(parseKeyPath('roots.listChanged'), ['roots', 'listChanged']);
  assert.deepEqual(parseKeyPath('tasks.requests.tools.call'), ['tasks', 'requests', 'tools', 'call']);
  assert.deepEqual(parseKeyPath('extensions["io.modelcontextprotocol/tasks"]'), ['extensions', 'io.modelcontextprotocol/tasks']);
  assert.deepEqual(parseKeyPath('extensions["a/b"].setting'), ['extensions', 'a/b', 'setting']);
});

test('malformed key paths are refused with the expected notation', () => {
  for (const bad of [
    '',
    'roots.',
    '.roots',
    'roots..listChanged',
    'extensions[io/tasks]',
    "extensions['x']",
    'extensions["x"',
    'roots listChanged',
    '["x"]',
  ]) {
    assert.equal(KEY_PATH_PATTERN.test(bad), false, bad);
    assert.throws(() => parseKeyPath(bad), /expected a capability key path such as roots\.listChanged/);
  }
});

test('a row on both sides names each path on each side', () => {
  assert.deepEqual(capabilityKeys({ side: 'both', paths: ['experimental'] }).map(keyLabel), ['client experimental', 'server experimental']);
  assert.deepEqual(capabilityKeys({ side: 'server', paths: ['tools', 'tools.listChanged'] }).map(keyLabel), [
    'server tools',
    'server tools.listChanged',
  ]);
});
