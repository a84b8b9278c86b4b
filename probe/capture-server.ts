/**
 * The capture server: a real MCP server over stdio (newline-delimited JSON-RPC 2.0) that
 * records every message both ways, with timestamps, as JSON lines.
 *
 *   node probe/capture-server.ts            (settings from the environment)
 *
 *   PROBE_CAPTURE     the JSON-lines file to append to (required)
 *   PROBE_PASS        `legacy` (default): answer `server/discover` with method-not-found, so a
 *                     2026 client falls back to the initialize handshake; `modern`: answer it,
 *                     and record the per-request capabilities the client sends in `_meta`
 *   PROBE_PROTOCOL    the protocol version `initialize` answers with (default: the one the
 *                     client asked for)
 *   PROBE_TIMEOUT_MS  how long each server→client request waits for its answer (default 4000)
 *   PROBE_DONE        a file written once every server→client request has its answer or
 *                     timed out, or once a 2026 session (no initialize) sends its first
 *                     request (the loopback model waits for it, so a prompt mode stays up)
 *
 * After `notifications/initialized`, once the client has settled (its first request after it,
 * or 2 s), it asks, one after the other: `roots/list`, one
 * `elicitation/create` per mode the client declared (form when it declared none, to see
 * whether it answers without declaring), and `sampling/createMessage`. It serves one tool,
 * `probe_echo`, so a prompt mode has something to list and call.
 */
import { appendFileSync, writeFileSync } from 'node:fs';
import {
  ELICITATION_MODES_FROM,
  elicitationModes,
  LEGACY_VERSION,
  modernDiscoverResult,
  SAMPLING_TEXT,
  SERVER_INFO,
  PROBE_TOOL,
} from '../src/lib/observations/capture.ts';

const capturePath = process.env.PROBE_CAPTURE;
if (!capturePath) {
  process.stderr.write('capture-server: set PROBE_CAPTURE to the JSON-lines file to record into\n');
  process.exit(2);
}
const pass = process.env.PROBE_PASS === 'modern' ? 'modern' : 'legacy';
const answerVersion = process.env.PROBE_PROTOCOL || undefined;
const timeoutMs = Number(process.env.PROBE_TIMEOUT_MS ?? 4000);
const donePath = process.env.PROBE_DONE;
const started = Date.now();

type Json = Record<string, unknown>;

function record(entry: Json): void {
  appendFileSync(
    capturePath!,
    JSON.stringify({ at: new Date().toISOString(), ms: Date.now() - started, pid: process.pid, ...entry }) + '\n',
  );
}

function send(message: Json): void {
  record({ dir: 'send', message });
  process.stdout.write(JSON.stringify(message) + '\n');
}

record({ note: 'start', pass, answerVersion: answerVersion ?? null, timeoutMs });

let nextId = 1;
const waiting = new Map<number | string, (answer: Json) => void>();

/** Sends a request and resolves with its answer, or `{ timeout: true }` after the bound. */
function ask(method: string, params: Json): Promise<Json> {
  const id = nextId++;
  return new Promise((resolve) => {
    const timer = setTimeout(() => {
      waiting.delete(id);
      record({ note: 'timeout', id, method, afterMs: timeoutMs });
      resolve({ timeout: true });
    }, timeoutMs);
    waiting.set(id, (answer) => {
      clearTimeout(timer);
      resolve(answer);
    });
    send({ jsonrpc: '2.0', id, method, params });
  });
}

let negotiated: string | undefined;
let declared: Json = {};
let asking: Promise<void> | undefined;
let initialized = false;
let settle: () => void = () => {};
/**
 * Resolves when the client has settled after `notifications/initialized`: at its first request
 * after it, or after SETTLE_MS. Asked at once, some clients answer before their handlers are
 * in place, and the answer would depend on the machine's speed.
 */
const settled = new Promise<void>((resolve) => {
  settle = resolve;
});
const SETTLE_MS = 2000;

/** Starts the questions once; a tool call waits for them, so a one-shot client stays until they are answered. */
function askEverything(): Promise<void> {
  asking ??= askInTurn();
  return asking;
}

async function askInTurn(): Promise<void> {
  await ask('roots/list', {});
  const withMode = negotiated !== undefined && ELICITATION_MODES_FROM !== undefined && negotiated >= ELICITATION_MODES_FROM;
  for (const mode of elicitationModes(declared)) {
    if (mode === 'url') {
      await ask('elicitation/create', {
        mode: 'url',
        message: 'The probe asks you to open a page (no answer is needed).',
        url: 'http://127.0.0.1:9/probe',
        elicitationId: 'probe-elicitation-url',
      });
    } else {
      await ask('elicitation/create', {
        ...(withMode ? { mode: 'form' } : {}),
        message: 'The probe asks for one word (any answer will do).',
        requestedSchema: { type: 'object', properties: { word: { type: 'string' } } },
      });
    }
  }
  await ask('sampling/createMessage', {
    messages: [{ role: 'user', content: { type: 'text', text: SAMPLING_TEXT } }],
    maxTokens: 16,
  });
  record({ note: 'done' });
  if (donePath) writeFileSync(donePath, 'done\n');
}

function answer(id: unknown, result: Json): void {
  send({ jsonrpc: '2.0', id, result });
}
function refuse(id: unknown, code: number, message: string): void {
  send({ jsonrpc: '2.0', id, error: { code, message } });
}

function handle(message: Json): void {
  const { id, method } = message as { id?: number | string; method?: string };
  if (method === undefined) {
    // An answer to one of our requests.
    const resolve = id === undefined ? undefined : waiting.get(id);
    if (resolve) {
      waiting.delete(id!);
      resolve(message);
    }
    return;
  }
  const params = (message.params ?? {}) as Json;
  // A 2026 session (a request after server/discover, with no initialize): nothing will be asked.
  if (pass === 'modern' && method !== 'server/discover' && method !== 'initialize' && negotiated === undefined && donePath)
    writeFileSync(donePath, 'done\n');
  if (id === undefined) {
    if (method === 'notifications/initialized') {
      initialized = true;
      setTimeout(settle, SETTLE_MS);
      void settled.then(askEverything);
    }
    return;
  }
  if (initialized) settle();
  switch (method) {
    case 'server/discover':
      if (pass === 'legacy') refuse(id, -32601, 'Method not found: server/discover');
      else answer(id, modernDiscoverResult());
      return;
    case 'initialize': {
      declared = (params.capabilities ?? {}) as Json;
      negotiated = answerVersion ?? (typeof params.protocolVersion === 'string' ? params.protocolVersion : LEGACY_VERSION);
      answer(id, { protocolVersion: negotiated, capabilities: { tools: { listChanged: false } }, serverInfo: SERVER_INFO });
      return;
    }
    case 'ping':
      answer(id, {});
      return;
    case 'tools/list':
      answer(id, { tools: [PROBE_TOOL] });
      return;
    case 'tools/call': {
      const args = (params.arguments ?? {}) as Json;
      void (initialized ? settled.then(askEverything) : Promise.resolve()).then(() =>
        answer(id, { content: [{ type: 'text', text: `probe_echo: ${String(args.text ?? '')}` }] }),
      );
      return;
    }
    default:
      refuse(id, -32601, `Method not found: ${method}`);
  }
}

let buffer = '';
process.stdin.setEncoding('utf8');
process.stdin.on('data', (chunk: string) => {
  buffer += chunk;
  let newline: number;
  while ((newline = buffer.indexOf('\n')) >= 0) {
    const line = buffer.slice(0, newline).replace(/\r$/, '');
    buffer = buffer.slice(newline + 1);
    if (!line.trim()) continue;
    let parsed: unknown;
    try {
      parsed = JSON.parse(line);
    } catch {
      record({ note: 'unparsable', text: line });
      continue;
    }
    // A JSON-RPC batch (2025-03-26 allows one) is recorded and handled message by message.
    for (const message of Array.isArray(parsed) ? (parsed as Json[]) : [parsed as Json]) {
      record({ dir: 'recv', message });
      handle(message);
    }
  }
});
process.stdin.on('end', () => {
  record({ note: 'stdin closed' });
  process.exit(0);
});
for (const signal of ['SIGTERM', 'SIGINT'] as const) {
  process.on(signal, () => {
    record({ note: `signal ${signal}` });
    process.exit(0);
  });
}
