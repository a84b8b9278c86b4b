/** The words that name a row's capability (words-reach-only-their-passage): the first key, and an extension id's last segment. */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { capabilityWords, memberWords, rowsNamedByOwnWords } from '../../../src/lib/evidence/reach.ts';

test('a key path is named by its first key; a sub-key alone names no parent', () => {
  assert.deepEqual(capabilityWords({ side: 'server', paths: ['tasks.requests.tools.call'] }), ['tasks']);
  assert.deepEqual(capabilityWords({ side: 'client', paths: ['roots.listChanged', 'sampling'] }), ['roots', 'sampling']);
});

test('an extension is named by the map and by its id’s last segment', () => {
  assert.deepEqual(capabilityWords({ side: 'both', paths: ['extensions["io.modelcontextprotocol/tasks"]'] }), ['extensions', 'tasks']);
});

test('a row names another row as the same case only by its own words', () => {
  const evidence = [
    { in: 'observation', quote: 'Same declaration rule as CAP-15 (internal/mcpserver/server.go:1399).' },
    { in: 'CAP-16/observation', quote: 'as CAP-17 does' },
  ];
  assert.deepEqual(rowsNamedByOwnWords(evidence, 'CAP-20'), ['CAP-15']);
});

test('a row’s member keys are the last keys of its longer paths; a top key or an extension has none', () => {
  assert.deepEqual(memberWords({ side: 'client', paths: ['elicitation.form'] }), ['form']);
  assert.deepEqual(memberWords({ side: 'server', paths: ['prompts.listChanged', 'tools'] }), ['listChanged']);
  assert.deepEqual(memberWords({ side: 'both', paths: ['extensions["io.modelcontextprotocol/tasks"]'] }), []);
});
