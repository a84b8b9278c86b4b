/**
 * The probe's loopback model endpoint: each wire format a prompt mode speaks gets `ok` and no
 * tool call, and an answer is held until the capture server's done file exists, except the
 * capture server's own sampling request relayed by the client.
 */
import { test, type TestContext } from 'node:test';
import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { once } from 'node:events';
import { SAMPLING_TEXT } from '../../../src/lib/observations/capture.ts';

const root = resolve(import.meta.dirname, '../../..');

/** Starts the endpoint on a free port; stopped and cleaned up when the test ends. */
async function start(t: TestContext): Promise<{ url: string; done: string }> {
  const dir = mkdtempSync(join(tmpdir(), 'probe-model-'));
  const done = join(dir, 'done');
  const child = spawn(process.execPath, [join(root, 'probe/fake-model.ts'), '0', done], {
    env: { PATH: process.env.PATH ?? '', PROBE_MODEL_WAIT_MS: '30000' },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  t.after(() => {
    child.kill();
    rmSync(dir, { recursive: true, force: true });
  });
  const [chunk] = (await once(child.stdout, 'data')) as [Buffer];
  return { url: `http://127.0.0.1:${chunk.toString().trim()}`, done };
}

const post = (url: string, body: unknown) =>
  fetch(url, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });

test('each wire format is answered with ok and no tool call', async (t) => {
  const { url, done } = await start(t);
  writeFileSync(done, 'done\n');
  const chat = (await (await post(`${url}/v1/chat/completions`, { model: 'm', messages: [] })).json()) as {
    choices: { message: { content: string; tool_calls?: unknown } }[];
  };
  assert.equal(chat.choices[0]!.message.content, 'ok');
  assert.equal(chat.choices[0]!.message.tool_calls, undefined);

  const chatStream = await (await post(`${url}/v1/chat/completions`, { stream: true })).text();
  assert.match(chatStream, /"content":"ok"/);
  assert.match(chatStream, /data: \[DONE\]/);

  const responses = await (await post(`${url}/v1/responses`, { stream: true })).text();
  assert.match(responses, /event: response\.completed/);
  assert.match(responses, /"delta":"ok"/);

  const anthropic = (await (await post(`${url}/v1/messages`, {})).json()) as {
    content: { type: string; text: string }[];
    stop_reason: string;
  };
  assert.deepEqual(anthropic.content, [{ type: 'text', text: 'ok' }]);
  assert.equal(anthropic.stop_reason, 'end_turn');
  assert.match(await (await post(`${url}/v1/messages`, { stream: true })).text(), /event: message_stop/);

  const gemini = await (await post(`${url}/v1beta/models/m:streamGenerateContent?alt=sse`, {})).text();
  assert.match(gemini, /"parts":\[\{"text":"ok"\}\]/);

  const models = (await (await fetch(`${url}/v1/models`)).json()) as { data: { id: string }[] };
  assert.deepEqual(
    models.data.map((m) => m.id),
    ['probe-model'],
  );
  assert.equal((await post(`${url}/v1/embeddings`, {})).status, 404);
});

test('an answer waits for the done file; the relayed sampling request does not', async (t) => {
  const { url, done } = await start(t);
  let answered = false;
  const held = post(`${url}/v1/messages`, { messages: [{ role: 'user', content: 'Say hello.' }] }).then((r) => {
    answered = true;
    return r.json();
  });
  const sampling = (await (await post(`${url}/v1/chat/completions`, { messages: [{ role: 'user', content: SAMPLING_TEXT }] })).json()) as {
    choices: { message: { content: string } }[];
  };
  assert.equal(sampling.choices[0]!.message.content, 'ok', 'the sampling request is answered while the other waits');
  assert.equal(answered, false, 'the prompt is held until the capture server is done');
  writeFileSync(done, 'done\n');
  assert.deepEqual(((await held) as { content: unknown }).content, [{ type: 'text', text: 'ok' }]);
});
