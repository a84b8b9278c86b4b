/** Reading a capture into an observation, on captures written here. */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { observePass, parseCapture, productOf, type CaptureRecord } from '../../../src/lib/observations/observe.ts';
import { elicitationModes } from '../../../src/lib/observations/capture.ts';
import type { JsonObject } from '../../../src/lib/observations/schema.ts';

const recv = (pid: number, message: JsonObject): CaptureRecord => ({ pid, dir: 'recv', message });
const send = (pid: number, message: JsonObject): CaptureRecord => ({ pid, dir: 'send', message });

test('elicitation is asked in each declared mode; {} is form only; nothing declared still asks form', () => {
  assert.deepEqual(elicitationModes({}), ['form']);
  assert.deepEqual(elicitationModes({ elicitation: {} }), ['form']);
  assert.deepEqual(elicitationModes({ elicitation: { url: {} } }), ['url']);
  assert.deepEqual(elicitationModes({ elicitation: { form: {}, url: {} } }), ['form', 'url']);
  assert.deepEqual(elicitationModes({ elicitation: true }), ['form']);
});

test('the session read is the process that got initialize, not an earlier one that only listed', () => {
  const records = [
    recv(1, { jsonrpc: '2.0', id: 0, method: 'ping' }),
    recv(2, {
      jsonrpc: '2.0',
      id: 0,
      method: 'initialize',
      params: { protocolVersion: '2025-06-18', capabilities: { sampling: {} }, clientInfo: { name: 'c' } },
    }),
    send(2, { jsonrpc: '2.0', id: 0, result: { protocolVersion: '2025-06-18' } }),
    recv(2, { jsonrpc: '2.0', id: 1, method: 'server/discover' }),
    send(2, { jsonrpc: '2.0', id: 1, method: 'roots/list', params: {} }),
  ];
  const pass = observePass(records);
  assert.deepEqual(pass.capabilities, { sampling: {} });
  assert.equal(pass.discover, 'sent after initialize', 'discover after initialize is not the 2026 probe');
  assert.deepEqual(pass.clientMethods, ['initialize', 'server/discover']);
  assert.deepEqual(
    pass.requests,
    [{ method: 'roots/list', answer: { unanswered: true } }],
    'no answer and no timeout: the client went away',
  );
});

test('an empty capture observes nothing, and a cut line is skipped', () => {
  assert.deepEqual(observePass([]), {
    discover: 'not sent',
    protocolOffered: null,
    protocolNegotiated: null,
    clientInfo: null,
    capabilities: null,
    meta: null,
    clientMethods: [],
    requests: [],
  });
  assert.deepEqual(parseCapture('{"note":"start"}\n{"dir":"re\n\n'), [{ note: 'start' }]);
});

test('the product is named only when every word holds', () => {
  const rule = {
    ids: ['codex' as const],
    words: [
      { field: 'package' as const, equals: '@openai/codex' },
      { field: 'clientInfo.title' as const, equals: 'Codex' },
    ],
  };
  assert.deepEqual(productOf(rule, '@openai/codex', { name: 'codex-mcp-client', title: 'Codex' }), {
    ids: ['codex'],
    because: ['package is "@openai/codex"', 'clientInfo.title is "Codex"'],
  });
  assert.equal(productOf(rule, '@openai/codex', { name: 'codex-mcp-client' }), 'none');
  assert.equal(productOf(rule, 'other', null), 'none');
  assert.equal(productOf(undefined, '@openai/codex', null), 'none');
  assert.deepEqual(
    productOf({ ids: ['opencode-v1'], words: [{ field: 'clientInfo.name', equals: 'opencode' }] }, 'x', { name: 'opencode' }),
    {
      ids: ['opencode-v1'],
      because: ['clientInfo.name is "opencode"'],
    },
  );
});

test('a question or an elicitation mode an observation cannot record stops the reading, naming where to add it', () => {
  const asked = (params: JsonObject, method = 'elicitation/create') => [
    recv(1, { jsonrpc: '2.0', id: 0, method: 'initialize', params: { protocolVersion: '2025-11-25', capabilities: {} } }),
    send(1, { jsonrpc: '2.0', id: 5, method, params }),
  ];
  assert.deepEqual(observePass(asked({})).requests, [{ method: 'elicitation/create', mode: 'form', answer: { unanswered: true } }]);
  assert.throws(() => observePass(asked({}, 'tools/list')), /asked tools\/list.*ASKED_METHODS/);
  assert.throws(() => observePass(asked({ mode: 'voice' })), /mode "voice"/);
});
