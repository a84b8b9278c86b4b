/**
 * The capture server against the reference SDK's own Client (spawned over stdio, as every
 * probed client runs it): what it records, what it asks, and the observation made from it.
 */
import { test, type TestContext } from 'node:test';
import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StdioClientTransport } from '@modelcontextprotocol/sdk/client/stdio.js';
import { ElicitRequestSchema, ListRootsRequestSchema, CreateMessageRequestSchema } from '@modelcontextprotocol/sdk/types.js';
import { observe, parseCapture, serializeObservation, type CaptureRecord, type RunFacts } from '../../../src/lib/observations/observe.ts';
import { validateObservation } from '../../../src/lib/observations/load.ts';
import { META_KEYS, PROBE_TOOL, modernDiscoverResult } from '../../../src/lib/observations/capture.ts';

const root = resolve(import.meta.dirname, '../../..');
const server = join(root, 'probe/capture-server.ts');

/** A scratch folder for one capture, removed when the test ends. */
function scratch(t: TestContext): { capture: string; done: string } {
  const dir = mkdtempSync(join(tmpdir(), 'probe-test-'));
  t.after(() => rmSync(dir, { recursive: true, force: true }));
  return { capture: join(dir, 'capture.jsonl'), done: join(dir, 'done') };
}

function serverEnv(capture: string, done: string, extra: Record<string, string> = {}): Record<string, string> {
  return { PATH: process.env.PATH ?? '', PROBE_CAPTURE: capture, PROBE_DONE: done, PROBE_TIMEOUT_MS: '2000', ...extra };
}

/** Waits until the capture server has written its done file (every request answered or timed out). */
async function untilDone(done: string): Promise<void> {
  while (!existsSync(done)) await new Promise((r) => setTimeout(r, 20));
}

const read = (capture: string): CaptureRecord[] => parseCapture(readFileSync(capture, 'utf8'));

const facts: RunFacts = {
  client: 'sdk-client',
  name: 'MCP TypeScript SDK Client',
  package: '@modelcontextprotocol/sdk',
  version: '1.32.2',
  date: '2026-12-02',
  platform: 'linux-x64',
  command: 'node probe/sdk-client.ts',
  timeLimitSeconds: 60,
  requestTimeoutSeconds: 2,
};

test('an SDK Client that declares roots, elicitation and sampling: each is asked, each answer recorded verbatim', async (t) => {
  const s = scratch(t);
  const capabilities = { roots: { listChanged: true }, elicitation: { form: {}, url: {} }, sampling: {} };
  const client = new Client({ name: 'probe-test-client', version: '0.0.1' }, { capabilities });
  client.setRequestHandler(ListRootsRequestSchema, () => ({ roots: [{ uri: 'file:///probe', name: 'probe' }] }));
  client.setRequestHandler(ElicitRequestSchema, (request) => ({
    action: request.params.mode === 'url' ? 'decline' : 'accept',
    ...(request.params.mode === 'url' ? {} : { content: { word: 'ok' } }),
  }));
  client.setRequestHandler(CreateMessageRequestSchema, () => ({
    role: 'assistant',
    content: { type: 'text', text: 'ok' },
    model: 'probe-model',
  }));
  await client.connect(new StdioClientTransport({ command: process.execPath, args: [server], env: serverEnv(s.capture, s.done) }));
  const tools = await client.listTools();
  assert.deepEqual(
    tools.tools.map((t) => t.name),
    [PROBE_TOOL.name],
  );
  await untilDone(s.done);
  await client.close();

  const records = read(s.capture);
  assert.ok(
    records.every((r) => typeof r.at === 'string' && typeof r.ms === 'number'),
    'every record has its timestamps',
  );
  const pass = observe(facts, records, []).legacy;
  assert.deepEqual(pass.capabilities, capabilities, 'the declared capabilities, verbatim');
  assert.deepEqual(pass.clientInfo, { name: 'probe-test-client', version: '0.0.1' });
  assert.equal(pass.discover, 'not sent');
  assert.equal(pass.protocolOffered, pass.protocolNegotiated, 'answered at the version the client asked for');
  assert.deepEqual(pass.clientMethods, ['initialize', 'notifications/initialized', 'tools/list']);
  assert.deepEqual(pass.requests, [
    { method: 'roots/list', answer: { result: { roots: [{ uri: 'file:///probe', name: 'probe' }] } } },
    { method: 'elicitation/create', mode: 'form', answer: { result: { action: 'accept', content: { word: 'ok' } } } },
    { method: 'elicitation/create', mode: 'url', answer: { result: { action: 'decline' } } },
    {
      method: 'sampling/createMessage',
      answer: { result: { role: 'assistant', content: { type: 'text', text: 'ok' }, model: 'probe-model' } },
    },
  ]);
});

test('an SDK Client that declares nothing: form elicitation is still asked, each refusal recorded with its code', async (t) => {
  const s = scratch(t);
  const client = new Client({ name: 'bare', version: '1.0.0' }, { capabilities: {} });
  await client.connect(new StdioClientTransport({ command: process.execPath, args: [server], env: serverEnv(s.capture, s.done) }));
  await untilDone(s.done);
  await client.close();
  const pass = observe(facts, read(s.capture), []).legacy;
  assert.deepEqual(pass.capabilities, {});
  assert.deepEqual(
    pass.requests.map((r) => [r.method, r.mode, 'error' in r.answer ? r.answer.error.code : r.answer]),
    [
      ['roots/list', undefined, -32601],
      ['elicitation/create', 'form', -32601],
      ['sampling/createMessage', undefined, -32601],
    ],
  );
});

test('a request the client never answers is recorded as a timeout after the bound', async (t) => {
  const s = scratch(t);
  const client = new Client({ name: 'silent', version: '1.0.0' }, { capabilities: { roots: {} } });
  client.setRequestHandler(ListRootsRequestSchema, () => new Promise(() => {}));
  await client.connect(
    new StdioClientTransport({ command: process.execPath, args: [server], env: serverEnv(s.capture, s.done, { PROBE_TIMEOUT_MS: '200' }) }),
  );
  await untilDone(s.done);
  await client.close();
  const records = read(s.capture);
  assert.ok(records.some((r) => r.note === 'timeout' && r.method === 'roots/list'));
  assert.deepEqual(observe(facts, records, []).legacy.requests[0], { method: 'roots/list', answer: { timeout: true } });
});

test('the answered protocol version can be chosen', async (t) => {
  const s = scratch(t);
  const client = new Client({ name: 'c', version: '1.0.0' }, { capabilities: {} });
  await client.connect(
    new StdioClientTransport({
      command: process.execPath,
      args: [server],
      env: serverEnv(s.capture, s.done, { PROBE_PROTOCOL: '2025-06-18' }),
    }),
  );
  await untilDone(s.done);
  await client.close();
  const pass = observe(facts, read(s.capture), []).legacy;
  assert.equal(pass.protocolNegotiated, '2025-06-18');
  assert.notEqual(pass.protocolOffered, null);
});

/** Speaks raw JSON-RPC to the capture server, as a 2026 client would, and returns each answer. */
async function rawSession(
  capture: string,
  done: string,
  pass: 'legacy' | 'modern',
  messages: object[],
): Promise<Record<string, unknown>[]> {
  const child = spawn(process.execPath, [server], {
    env: serverEnv(capture, done, { PROBE_PASS: pass }),
    stdio: ['pipe', 'pipe', 'inherit'],
  });
  const answers: Record<string, unknown>[] = [];
  let buffer = '';
  const expected = messages.flat().filter((m) => 'id' in m).length;
  await new Promise<void>((resolveAll) => {
    child.stdout.setEncoding('utf8');
    child.stdout.on('data', (chunk: string) => {
      buffer += chunk;
      const lines = buffer.split('\n');
      buffer = lines.pop()!;
      for (const line of lines) if (line.trim()) answers.push(JSON.parse(line) as Record<string, unknown>);
      if (answers.length >= expected) resolveAll();
    });
    for (const m of messages) child.stdin.write(JSON.stringify(m) + '\n');
  });
  child.stdin.end();
  await new Promise((r) => child.on('exit', r));
  return answers;
}

test('a JSON-RPC batch is recorded and answered message by message', async (t) => {
  const s = scratch(t);
  const answers = await rawSession(s.capture, s.done, 'legacy', [
    [
      { jsonrpc: '2.0', id: 1, method: 'ping' },
      { jsonrpc: '2.0', id: 2, method: 'resources/list' },
    ],
  ]);
  assert.deepEqual(
    answers.map((a) => [a.id, 'result' in a ? 'result' : (a.error as { code: number }).code]),
    [
      [1, 'result'],
      [2, -32601],
    ],
  );
  assert.deepEqual(observe(facts, read(s.capture), null).legacy.clientMethods, ['ping', 'resources/list']);
});

const modernMeta = {
  [META_KEYS.protocolVersion]: '2026-07-28',
  [META_KEYS.capabilities]: { roots: {}, elicitation: { form: {} } },
  [META_KEYS.clientInfo]: { name: 'modern-client', version: '2.0.0' },
};

test('first pass: server/discover is answered method-not-found, so the legacy handshake follows', async (t) => {
  const s = scratch(t);
  const answers = await rawSession(s.capture, s.done, 'legacy', [{ jsonrpc: '2.0', id: 1, method: 'server/discover', params: {} }]);
  assert.deepEqual(answers[0]!.error, { code: -32601, message: 'Method not found: server/discover' });
  assert.equal(observe(facts, read(s.capture), []).legacy.discover, 'sent first');
});

test('second pass: server/discover is answered, and the per-request capabilities in _meta are recorded verbatim', async (t) => {
  const s = scratch(t);
  const answers = await rawSession(s.capture, s.done, 'modern', [
    { jsonrpc: '2.0', id: 1, method: 'server/discover', params: { _meta: modernMeta } },
    { jsonrpc: '2.0', id: 2, method: 'tools/list', params: { _meta: { ...modernMeta, progressToken: 7 } } },
  ]);
  assert.deepEqual(answers[0]!.result, modernDiscoverResult());
  assert.deepEqual((answers[0]!.result as { supportedVersions: string[] }).supportedVersions, ['2026-07-28']);
  assert.deepEqual(
    (answers[1]!.result as { tools: { name: string }[] }).tools.map((t) => t.name),
    [PROBE_TOOL.name],
  );
  const pass = observe(facts, [], read(s.capture)).modern;
  assert.ok(pass, 'the second pass is observed');
  assert.equal(pass.discover, 'sent first');
  assert.deepEqual(pass.meta, modernMeta);
  assert.equal(pass.capabilities, null, 'no initialize in a modern session');
  assert.deepEqual(pass.clientMethods, ['server/discover', 'tools/list']);
});

test('an observation of the SDK Client validates against the observation schema, and re-serialises to the same bytes', async (t) => {
  const run = async () => {
    const s = scratch(t);
    const client = new Client({ name: 'sdk', version: '1.0.0' }, { capabilities: { roots: { listChanged: true } } });
    client.setRequestHandler(ListRootsRequestSchema, () => ({ roots: [] }));
    await client.connect(new StdioClientTransport({ command: process.execPath, args: [server], env: serverEnv(s.capture, s.done) }));
    await untilDone(s.done);
    await client.close();
    return serializeObservation(observe(facts, read(s.capture), []));
  };
  const first = await run();
  const second = await run();
  assert.equal(second, first, 'a re-run reproduces the observation');
  const result = validateObservation('content/observations/sdk-client@1.32.2.yaml', first);
  assert.ok(result.ok, result.ok ? '' : JSON.stringify(result.problems));
  assert.deepEqual(result.data.legacy.capabilities, { roots: { listChanged: true } });
  assert.equal(result.data.offline, true);
});
