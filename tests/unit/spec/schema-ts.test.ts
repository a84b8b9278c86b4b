import { test } from 'node:test';
import assert from 'node:assert/strict';
import { capabilityFields, fieldAt } from '../../../src/lib/spec/schema-ts.ts';

const TS = [
  '/** Not this one. */', // 1
  'export interface ClientCapabilities {', // 2
  '  /** Map. */', // 3
  '  experimental?: { [key: string]: object };', // 4
  '  // a line comment with a brace {', // 5
  '  /**', // 6
  '   * Elicitation.', // 7
  '   * @deprecated use something else', // 8
  '   * @example', // 9
  '   * { "elicitation": {} }', // 10
  '   */', // 11
  '  elicitation?: { form?: object; url?: object };', // 12
  '  "quoted-key"?: boolean;', // 13
  '  tasks?: {', // 14
  '    /** @deprecated */', // 15
  '    list?: object;', // 16
  '    requests?: {', // 17
  '      tools?: { call?: object };', // 18
  '    };', // 19
  '  };', // 20
  '}', // 21
  'export interface ServerCapabilities {', // 22
  '  logging?: object;', // 23
  '}', // 24
].join('\n');

test('every field of the interface with its line, nested and inline ones included', () => {
  const fields = capabilityFields(TS, 'client').map((f) => `${f.path.join('.')}:${f.line}${f.deprecated ? ' deprecated' : ''}`);
  assert.deepEqual(fields, [
    'experimental:4',
    'elicitation:12 deprecated',
    'elicitation.form:12',
    'elicitation.url:12',
    'quoted-key:13',
    'tasks:14',
    'tasks.list:16 deprecated',
    'tasks.requests:17',
    'tasks.requests.tools:18',
    'tasks.requests.tools.call:18',
  ]);
  assert.deepEqual(
    capabilityFields(TS, 'server').map((f) => f.path.join('.')),
    ['logging'],
  );
});

test('deprecation is inherited from the nearest tagged ancestor', () => {
  const fields = capabilityFields(TS, 'client');
  assert.deepEqual(fieldAt(fields, ['elicitation', 'url']), { line: 12, deprecatedAt: 12 });
  assert.deepEqual(fieldAt(fields, ['tasks', 'requests']), { line: 17, deprecatedAt: null });
  assert.deepEqual(fieldAt(fields, ['tasks', 'list']), { line: 16, deprecatedAt: 16 });
  assert.deepEqual(fieldAt(fields, ['nothing']), { line: null, deprecatedAt: null });
});

test('no interface, no fields', () => {
  assert.deepEqual(capabilityFields('export interface Other {}', 'client'), []);
});
