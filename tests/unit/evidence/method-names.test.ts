import { test } from 'node:test';
import assert from 'node:assert/strict';
import { methodCapability, withoutOtherMethods } from '../../../src/lib/evidence/method-names.ts';

test('methodCapability: a method x/y is capability x’s, a notification notifications/x/y too', () => {
  assert.equal(methodCapability('roots/list'), 'roots');
  assert.equal(methodCapability('tasks/list'), 'tasks');
  assert.equal(methodCapability('notifications/roots/list_changed'), 'roots');
});

test('withoutOtherMethods: another capability’s method names are blanked, offsets kept', () => {
  const text = 'goose answers roots/list and calls tasks/list';
  const left = withoutOtherMethods(text, 'tasks');
  assert.equal(left.length, text.length);
  assert.doesNotMatch(left, /roots/);
  assert.match(left, /tasks\/list/);
  assert.equal(withoutOtherMethods(text, 'roots'), 'goose answers roots/list and calls           ');
});

test('withoutOtherMethods: the capability’s own words and file paths are left as written', () => {
  const text = 'it declares the list key; see internal/mcpserver/tasks.go and v1:packages/opencode/src/mcp/index.ts';
  assert.equal(withoutOtherMethods(text, 'tasks'), text);
});
