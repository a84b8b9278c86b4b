/**
 * The observation validator names the file, field and fix when an observation does not validate (on fixtures
 * written here). That every file of content/observations validates is register-observations.content.test.ts.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { loadObservations, validateObservation } from '../../../src/lib/observations/load.ts';
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
