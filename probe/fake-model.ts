/**
 * A loopback model endpoint for prompt modes: answers the OpenAI (chat completions and
 * responses), Anthropic (messages) and Gemini (generateContent) wire formats with the text
 * `ok` and no tool call, on 127.0.0.1 only.
 *
 *   node probe/fake-model.ts <port> [done-file] [log-file]
 *
 * With a done file it holds each answer until the capture server has written it (bounded by
 * PROBE_MODEL_WAIT_MS, default 20000), so a prompt mode stays up while the server asks its
 * questions. Every request (method and path) is appended to the log file.
 */
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import { appendFileSync, existsSync } from 'node:fs';
import { SAMPLING_TEXT } from '../src/lib/observations/capture.ts';

const port = Number(process.argv[2] ?? 0);
const donePath = process.argv[3];
const logPath = process.argv[4];
const waitMs = Number(process.env.PROBE_MODEL_WAIT_MS ?? 20000);
const TEXT = 'ok';
const MODEL = 'probe-model';

async function untilDone(): Promise<void> {
  if (!donePath) return;
  const until = Date.now() + waitMs;
  while (!existsSync(donePath) && Date.now() < until) await new Promise((r) => setTimeout(r, 50));
}

function json(res: ServerResponse, status: number, body: unknown): void {
  res.writeHead(status, { 'content-type': 'application/json' });
  res.end(JSON.stringify(body));
}

function sse(res: ServerResponse, events: { event?: string; data: unknown }[], done = false): void {
  res.writeHead(200, { 'content-type': 'text/event-stream', 'cache-control': 'no-cache' });
  for (const e of events) res.write(`${e.event ? `event: ${e.event}\n` : ''}data: ${JSON.stringify(e.data)}\n\n`);
  if (done) res.write('data: [DONE]\n\n');
  res.end();
}

const usage = { input_tokens: 1, output_tokens: 1 };

function chatCompletions(res: ServerResponse, stream: boolean): void {
  const base = { id: 'chatcmpl-probe', created: 0, model: MODEL };
  if (!stream) {
    json(res, 200, {
      ...base,
      object: 'chat.completion',
      choices: [{ index: 0, message: { role: 'assistant', content: TEXT }, finish_reason: 'stop' }],
      usage: { prompt_tokens: 1, completion_tokens: 1, total_tokens: 2 },
    });
    return;
  }
  sse(
    res,
    [
      {
        data: {
          ...base,
          object: 'chat.completion.chunk',
          choices: [{ index: 0, delta: { role: 'assistant', content: TEXT }, finish_reason: null }],
        },
      },
      {
        data: {
          ...base,
          object: 'chat.completion.chunk',
          choices: [{ index: 0, delta: {}, finish_reason: 'stop' }],
          usage: { prompt_tokens: 1, completion_tokens: 1, total_tokens: 2 },
        },
      },
    ],
    true,
  );
}

function responses(res: ServerResponse): void {
  const item = {
    id: 'msg_probe',
    type: 'message',
    role: 'assistant',
    status: 'completed',
    content: [{ type: 'output_text', text: TEXT, annotations: [] }],
  };
  const response = {
    id: 'resp_probe',
    object: 'response',
    created_at: 0,
    model: MODEL,
    status: 'completed',
    output: [item],
    usage: { ...usage, total_tokens: 2 },
  };
  sse(res, [
    { event: 'response.created', data: { type: 'response.created', response: { ...response, status: 'in_progress', output: [] } } },
    {
      event: 'response.output_item.added',
      data: { type: 'response.output_item.added', output_index: 0, item: { ...item, status: 'in_progress', content: [] } },
    },
    {
      event: 'response.output_text.delta',
      data: { type: 'response.output_text.delta', item_id: 'msg_probe', output_index: 0, content_index: 0, delta: TEXT },
    },
    { event: 'response.output_item.done', data: { type: 'response.output_item.done', output_index: 0, item } },
    { event: 'response.completed', data: { type: 'response.completed', response } },
  ]);
}

function anthropicMessages(res: ServerResponse, stream: boolean): void {
  const message = { id: 'msg_probe', type: 'message', role: 'assistant', model: MODEL, stop_reason: 'end_turn', stop_sequence: null };
  if (!stream) {
    json(res, 200, { ...message, content: [{ type: 'text', text: TEXT }], usage });
    return;
  }
  sse(res, [
    { event: 'message_start', data: { type: 'message_start', message: { ...message, content: [], stop_reason: null, usage } } },
    { event: 'content_block_start', data: { type: 'content_block_start', index: 0, content_block: { type: 'text', text: '' } } },
    { event: 'content_block_delta', data: { type: 'content_block_delta', index: 0, delta: { type: 'text_delta', text: TEXT } } },
    { event: 'content_block_stop', data: { type: 'content_block_stop', index: 0 } },
    {
      event: 'message_delta',
      data: { type: 'message_delta', delta: { stop_reason: 'end_turn', stop_sequence: null }, usage: { output_tokens: 1 } },
    },
    { event: 'message_stop', data: { type: 'message_stop' } },
  ]);
}

function gemini(res: ServerResponse, stream: boolean): void {
  const body = {
    candidates: [{ content: { role: 'model', parts: [{ text: TEXT }] }, finishReason: 'STOP', index: 0 }],
    usageMetadata: { promptTokenCount: 1, candidatesTokenCount: 1, totalTokenCount: 2 },
    modelVersion: MODEL,
  };
  if (stream) sse(res, [{ data: body }]);
  else json(res, 200, body);
}

async function readBody(req: IncomingMessage): Promise<Record<string, unknown>> {
  const chunks: Buffer[] = [];
  for await (const c of req) chunks.push(c as Buffer);
  try {
    return JSON.parse(Buffer.concat(chunks).toString('utf8') || '{}') as Record<string, unknown>;
  } catch {
    return {};
  }
}

const server = createServer(async (req, res) => {
  const path = (req.url ?? '/').split('?')[0]!;
  if (logPath) appendFileSync(logPath, `${req.method} ${req.url}\n`);
  if (req.method === 'GET' && /\/models\/?$/.test(path)) {
    json(res, 200, {
      object: 'list',
      data: [{ id: MODEL, object: 'model', created: 0, owned_by: 'probe' }],
      models: [{ slug: MODEL, id: MODEL }],
    });
    return;
  }
  if (req.method !== 'POST') {
    json(res, 404, { error: { message: `the probe's model endpoint does not serve ${req.method} ${path}` } });
    return;
  }
  const body = await readBody(req);
  if (/count_tokens$/.test(path)) {
    json(res, 200, { input_tokens: 1 });
    return;
  }
  // The capture server's own sampling/createMessage, relayed by the client: answer at once (waiting
  // for the capture to finish would wait for this very answer).
  if (!JSON.stringify(body).includes(SAMPLING_TEXT)) await untilDone();
  const stream = body.stream === true || /streamGenerateContent/.test(path) || (req.url ?? '').includes('alt=sse');
  if (path.endsWith('/chat/completions')) chatCompletions(res, stream);
  else if (path.endsWith('/responses')) responses(res);
  else if (path.endsWith('/messages')) anthropicMessages(res, stream);
  else if (/:(stream)?[gG]enerateContent$/.test(path)) gemini(res, stream);
  else json(res, 404, { error: { message: `the probe's model endpoint does not serve POST ${path}` } });
});

server.listen(port, '127.0.0.1', () => {
  const address = server.address();
  process.stdout.write(`${typeof address === 'object' && address ? address.port : port}\n`);
});
for (const signal of ['SIGTERM', 'SIGINT'] as const) process.on(signal, () => process.exit(0));
