/**
 * The observation validator names the file, field and fix when an observation or a capture kept beside it does not
 * validate (on fixtures written here and in tests/fixtures/observations/). That every file of content/observations
 * validates is register-observations.content.test.ts.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { captureFileName, loadObservations, validateCapture, validateObservation } from '../../../src/lib/observations/load.ts';
import { serializeObservation } from '../../../src/lib/observations/observe.ts';
import type { Observation } from '../../../src/lib/observations/schema.ts';
import { formatProblem } from '../../../src/lib/content/problems.ts';

const root = resolve(import.meta.dirname, '../../..');

const fixture: Observation = {
  client: 'example',
  name: 'Example client',
  package: 'example-client',
  version: '1.2.3',
  date: '2026-12-02',
  platform: 'linux-x64',
  command: 'example run',
  offline: true,
  containment: { network: 'loopback only', home: 'throwaway', tmpdir: 'own', timeLimitSeconds: 150, requestTimeoutSeconds: 4 },
  product: 'none',
  legacy: {
    discover: 'not sent',
    protocolOffered: '2025-06-18',
    protocolNegotiated: '2025-06-18',
    clientInfo: { name: 'example', version: '1.2.3' },
    capabilities: { roots: {} },
    meta: null,
    clientMethods: ['initialize'],
    requests: [{ method: 'roots/list', answer: { result: { roots: [] } } }],
  },
  modern: null,
};

test('a serialised observation reads back as what was written, dates and versions as strings', () => {
  const result = validateObservation('content/observations/example@1.2.3.yaml', serializeObservation(fixture));
  assert.ok(result.ok);
  assert.deepEqual(result.data, fixture);
});

test('a wrong file name, a missing offline flag and an unknown product each name their field and fix', () => {
  const misnamed = validateObservation('content/observations/example.yaml', serializeObservation(fixture));
  assert.ok(!misnamed.ok);
  assert.match(formatProblem(misnamed.problems[0]!), /example\.yaml: \(file\): .*expected example@1\.2\.3\.yaml; rename the file/);

  const online = validateObservation('x@1.2.3.yaml', serializeObservation({ ...fixture, offline: false as true }));
  assert.ok(!online.ok);
  assert.deepEqual(
    online.problems.map((p) => p.field),
    ['offline'],
  );
  assert.match(online.problems[0]!.message, /offline must be true/);

  const product = validateObservation(
    'x@1.2.3.yaml',
    serializeObservation({ ...fixture, product: { ids: ['no-such-product' as 'codex'], because: ['package is "x"'] } }),
  );
  assert.ok(!product.ok);
  assert.equal(product.problems[0]!.field, 'product');

  const broken = validateObservation('x@1.2.3.yaml', 'client: [');
  assert.ok(!broken.ok);
  assert.match(broken.problems[0]!.message, /not valid YAML/);
});

test('an unknown key is an error, not dropped', () => {
  const text = serializeObservation(fixture) + 'verdict: yes\n';
  const result = validateObservation('content/observations/example@1.2.3.yaml', text);
  assert.ok(!result.ok);
  assert.deepEqual(
    result.problems.map((p) => p.field),
    ['verdict'],
  );
});

test('a question the probe never asks, or an answer of no known shape, is named with what to write', () => {
  const text = serializeObservation({
    ...fixture,
    legacy: {
      ...fixture.legacy,
      requests: [{ method: 'tools/list' as 'roots/list', answer: { maybe: true } as unknown as { timeout: true } }],
    },
  });
  const result = validateObservation('content/observations/example@1.2.3.yaml', text);
  assert.ok(!result.ok);
  const messages = new Map(result.problems.map((p) => [p.field, p.message]));
  assert.match(messages.get('legacy.requests.0.method') ?? '', /roots\/list, elicitation\/create or sampling\/createMessage/);
  assert.match(messages.get('legacy.requests.0.answer') ?? '', /\{result: …\}, \{error: \{code, message\}\}, \{timeout: true\}/);
});

test('a content folder without observations has none, and no problem', () => {
  assert.deepEqual(loadObservations(join(root, 'tests/unit/observations/no-such-folder'), root), { observations: [], problems: [] });
});

test('a folder with a bad observation reports it and still reads the good ones', (t) => {
  const dir = mkdtempSync(join(tmpdir(), 'observations-'));
  t.after(() => rmSync(dir, { recursive: true, force: true }));
  writeFileSync(join(dir, 'example@1.2.3.yaml'), serializeObservation(fixture));
  writeFileSync(join(dir, 'broken@1.0.0.yaml'), 'client: [');
  const { observations, problems } = loadObservations(dir, dir);
  assert.deepEqual(
    observations.map((o) => o.file),
    ['example@1.2.3.yaml'],
  );
  assert.deepEqual(
    problems.map((p) => [p.file, p.field]),
    [['broken@1.0.0.yaml', '(file)']],
  );
});

const fixtures = join(root, 'tests/fixtures/observations');

/** A copy of the fixture observations, to break one thing in. */
function fixtureCopy(t: { after: (fn: () => void) => void }): string {
  const dir = mkdtempSync(join(tmpdir(), 'observations-'));
  t.after(() => rmSync(dir, { recursive: true, force: true }));
  cpSync(fixtures, dir, { recursive: true });
  return dir;
}

test('the captures kept beside an observation are read with it, one list of lines per pass', () => {
  const { observations, problems } = loadObservations(fixtures, fixtures);
  assert.deepEqual(problems, []);
  const widget = observations.find((o) => o.data.client === 'widget-client');
  assert.equal(widget?.captures.legacy?.file, captureFileName('widget-client', '1.2.3', 'legacy'));
  assert.equal(widget?.captures.legacy?.lines.length, 14);
  assert.equal(widget?.captures.modern?.lines.length, 6);
  // An observation recorded before the probe kept captures has none, and that is no problem.
  assert.deepEqual(observations.find((o) => o.data.client === 'plain-client')?.captures, {});
});

test('a capture line that is not JSON, or not a capture line, is named with its line and the fix', () => {
  const result = validateCapture('c.jsonl', '{"at":"2026-12-01T10:00:00.000Z","ms":1,"pid":1,"note":"start"}\nnot json\n{"ms":1}\n');
  assert.ok(!result.ok);
  assert.deepEqual(
    result.problems.map((p) => [p.line, p.field]),
    [
      [2, '(body)'],
      [3, '(body)'],
    ],
  );
  assert.match(result.problems[0]!.message, /not a JSON line; keep the capture as the probe wrote it/);
  assert.match(result.problems[1]!.message, /expected a capture line/);
});

test('a capture that does not give the observation’s pass when read again is a problem: it is not the one it was recorded from', (t) => {
  const dir = fixtureCopy(t);
  const file = join(dir, captureFileName('widget-client', '1.2.3', 'legacy'));
  // The client now answers roots/list with an error: the observation says it answered.
  writeFileSync(file, readFileSync(file, 'utf8').replace('"result":{"roots":[]}', '"error":{"code":-32601,"message":"Method not found"}'));
  const { observations, problems } = loadObservations(dir, dir);
  assert.deepEqual(
    problems.map((p) => [p.file, p.field]),
    [[captureFileName('widget-client', '1.2.3', 'legacy'), '(file)']],
  );
  assert.match(problems[0]!.message, /read again, the capture does not give the observation's legacy pass/);
  assert.equal(observations.find((o) => o.data.client === 'widget-client')?.captures.legacy, undefined);
});

test('a capture of a pass the observation has not, or of no observation at all, is a problem', (t) => {
  const dir = fixtureCopy(t);
  const modern = readFileSync(join(dir, captureFileName('widget-client', '1.2.3', 'modern')), 'utf8');
  mkdirSync(join(dir, 'captures/plain-client@0.9.0'));
  writeFileSync(join(dir, captureFileName('plain-client', '0.9.0', 'modern')), modern);
  mkdirSync(join(dir, 'captures/gone-client@1.0.0'));
  const { problems } = loadObservations(dir, dir);
  assert.deepEqual(
    problems.map((p) => p.file),
    [captureFileName('plain-client', '0.9.0', 'modern'), 'captures/gone-client@1.0.0'],
  );
  assert.match(problems[0]!.message, /the observation has no modern pass/);
  assert.match(problems[1]!.message, /a capture with no observation: expected gone-client@1\.0\.0\.yaml/);
});
