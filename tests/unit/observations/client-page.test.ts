/**
 * The page of one observed client: on the fixture register (tests/fixtures/content-valid, whose
 * CAP-01 is the client key `widgets`) and the fixture observations (tests/fixtures/observations,
 * where widget-client keeps its captures and plain-client, recorded before captures were kept,
 * has none).
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { join } from 'node:path';
import { checkContent } from '../../../src/lib/content/check.ts';
import { buildMatrix } from '../../../src/lib/matrix/build.ts';
import { cellAt } from '../../../src/lib/lookup/at.ts';
import { loadObservations } from '../../../src/lib/observations/load.ts';
import { exportObservations } from '../../../src/lib/observations/export.ts';
import {
  CAPTURE_NOT_KEPT,
  exchangeView,
  noteWords,
  observedClientLinks,
  observedClientPages,
  type ExchangeView,
} from '../../../src/lib/observations/client-page.ts';
import type { CaptureLine } from '../../../src/lib/observations/schema.ts';
import { newestFirst } from '../../../src/lib/observations/order.ts';

const fixture = checkContent(join(import.meta.dirname, '../../fixtures/content-valid'));
const rows = fixture.rows.map((r) => r.data);
const matrix = buildMatrix(rows, { disputes: fixture.disputes.map((d) => d.data), products: fixture.products });
const dir = join(import.meta.dirname, '../../fixtures/observations');
const loaded = loadObservations(dir, dir).observations;
const exported = exportObservations(
  loaded.map((l) => l.data),
  matrix,
  rows,
  '/base/',
);
const pages = observedClientPages(loaded, exported, rows, '/base/');
const widget = pages.find((p) => p.client === 'widget-client')!;
const plain = pages.find((p) => p.client === 'plain-client')!;

test('a page per observed client, at the address every export links to', () => {
  assert.deepEqual(
    pages.map((p) => [p.client, p.name, p.path]),
    [
      ['plain-client', 'Plain Client', 'observed/plain-client/'],
      ['widget-client', 'Widget Client', 'observed/widget-client/'],
    ],
  );
  for (const o of exported) {
    const page = pages.find((p) => `/base/${p.path}` === o.url.split('#')[0]);
    assert.ok(page, `${o.client}: ${o.url} is a client page`);
    const section = page.observations.find((s) => s.anchor === o.url.split('#')[1]);
    assert.ok(section, `${o.url}: the observation's section`);
    for (const c of o.cells)
      assert.ok(
        section.passes.some((p) => c.capture.endsWith(`#${p.anchor}`)),
        `${c.capture}: a pass section of the page`,
      );
  }
});

test('an observation’s section: the run’s facts, which register product it is and the words that decide it', () => {
  const [o] = widget.observations;
  assert.equal(o!.heading, 'Widget Client 1.2.3');
  assert.equal(o!.anchor, 'v1.2.3');
  const facts = new Map(o!.facts.map((f) => [f.term, f.value]));
  assert.equal(facts.get('Version'), '1.2.3');
  assert.equal(facts.get('Recorded'), '2026-12-01');
  assert.equal(facts.get('Platform'), 'linux-x64');
  assert.equal(facts.get('Observation'), 'content/observations/widget-client@1.2.3.yaml');
  assert.equal(facts.get('Captures'), 'captures/widget-client@1.2.3/legacy.jsonl, captures/widget-client@1.2.3/modern.jsonl');
  assert.deepEqual(o!.product, {
    words: 'opencode v1, because package is "widget-client"',
    links: [{ name: 'opencode v1', href: '/base/clients/opencode-v1/' }],
  });
  assert.deepEqual(plain.observations[0]!.product, { words: 'not a product the register audits', links: [] });
});

test('each pass: protocol offered and negotiated, the capabilities verbatim, each request with its answer', () => {
  const [legacy, modern] = widget.observations[0]!.passes;
  assert.deepEqual(
    legacy!.facts.map((f) => `${f.term}: ${f.value}`),
    [
      'server/discover: sent first',
      'Protocol offered in initialize: 2025-11-25',
      'Protocol negotiated: 2025-11-25',
      'clientInfo: {"name":"widget-client","version":"1.2.3"}',
      'Methods the client sent: server/discover, initialize, notifications/initialized',
    ],
  );
  assert.deepEqual(
    legacy!.declarations.map((d) => d.label),
    ['initialize capabilities (at 2025-11-25)', '_meta of its 2026 requests (at 2026-07-28)'],
  );
  assert.equal(legacy!.declarations[0]!.json, JSON.stringify({ elicitation: {}, roots: { listChanged: false }, widgets: {} }, null, 2));
  assert.deepEqual(
    legacy!.questions.map((q) => `${q.question}: ${q.outcome}: ${q.answer}`),
    [
      'roots/list: answered: result {"roots":[]}',
      'elicitation/create (form): refused: error -32601 "Method not found"',
      'sampling/createMessage: no answer in time: no answer within 4 s',
    ],
  );
  assert.deepEqual([legacy!.anchor, modern!.anchor], ['v1.2.3-legacy', 'v1.2.3-modern']);
  assert.deepEqual(modern!.questions, []);
});

test('the captured exchange: every line both ways, with its time, direction and what it is, the answers named by their request', () => {
  const exchange = widget.observations[0]!.passes[0]!.exchange as ExchangeView;
  assert.equal(exchange.anchor, 'v1.2.3-legacy-exchange');
  assert.equal(exchange.file, 'captures/widget-client@1.2.3/legacy.jsonl');
  assert.equal(exchange.summary, '14 lines (10 messages) over 6050 ms, in one server process');
  // Longer than EXCHANGE_OPEN_LINES: folded.
  assert.equal(exchange.short, false);
  assert.deepEqual(
    exchange.lines.map((l) => `${l.elapsed} ${l.direction}: ${l.what}`),
    [
      '+1 ms note: the capture server started (legacy pass; initialize answered with the version the client asks for; 4000 ms for each answer)',
      '+10 ms client → server: request server/discover (id "d-1")',
      '+11 ms server → client: answer to server/discover (id "d-1"): error -32601 "Method not found: server/discover"',
      '+20 ms client → server: request initialize (id 0)',
      '+21 ms server → client: answer to initialize (id 0): result',
      '+30 ms client → server: notification notifications/initialized',
      '+2030 ms server → client: request roots/list (id 1)',
      '+2035 ms client → server: answer to roots/list (id 1): result',
      '+2036 ms server → client: request elicitation/create (id 2)',
      '+2040 ms client → server: answer to elicitation/create (id 2): error -32601 "Method not found"',
      '+2041 ms server → client: request sampling/createMessage (id 3)',
      '+6041 ms note: no answer to sampling/createMessage (id 3) within 4000 ms',
      '+6042 ms note: every question has its answer or timed out',
      '+6050 ms note: the client closed the connection',
    ],
  );
  assert.equal(exchange.lines[0]!.at, '2026-12-01T10:00:00.001Z');
  assert.equal(exchange.lines[0]!.json, undefined);
  assert.equal(exchange.lines[7]!.json, JSON.stringify({ jsonrpc: '2.0', id: 1, result: { roots: [] } }, null, 2));
  assert.deepEqual(
    exchange.lines.map((l) => l.from),
    ['note', 'client', 'server', 'client', 'server', 'client', 'server', 'client', 'server', 'client', 'server', 'note', 'note', 'note'],
  );
});

test('a capture of several server processes numbers them; a note the words table does not know is said as written', () => {
  const line = (pid: number, ms: number, rest: object) => ({ at: '2026-12-01T10:00:00.000Z', ms, pid, ...rest }) as CaptureLine;
  const view = exchangeView(
    [
      line(7, 0, { note: 'start', pass: 'modern', answerVersion: '2025-06-18', timeoutMs: 200 }),
      line(9, 0, { note: 'start', pass: 'modern', answerVersion: null, timeoutMs: 200 }),
      line(9, 5, { dir: 'recv', message: { jsonrpc: '2.0', id: 1, method: 'ping' } }),
      line(7, 6, { dir: 'send', message: { jsonrpc: '2.0', id: 1, result: {} } }),
      line(9, 8, { note: 'signal SIGTERM' }),
    ],
    'x',
    'f.jsonl',
  );
  assert.deepEqual(
    view.lines.map((l) => [l.process, l.what]),
    [
      [1, 'the capture server started (modern pass; initialize answered with 2025-06-18; 200 ms for each answer)'],
      [2, 'the capture server started (modern pass; initialize answered with the version the client asks for; 200 ms for each answer)'],
      [2, 'request ping (id 1)'],
      // Process 7 never received a request with id 1: an answer is named by its own process's request only.
      [1, 'answer to a request (id 1): result'],
      [2, 'signal SIGTERM'],
    ],
  );
  assert.equal(view.summary, '5 lines (2 messages) over 8 ms, in 2 server processes');
  assert.equal(view.short, true);
  assert.equal(noteWords({ at: '2026-12-01T10:00:00.000Z', ms: 9, pid: 9, note: 'stdin closed' }), 'the client closed the connection');
});

test('a pass whose capture was not kept says so instead of showing an exchange', () => {
  assert.deepEqual(plain.observations[0]!.passes[0]!.exchange, { missing: CAPTURE_NOT_KEPT });
  assert.equal(plain.observations[0]!.facts.find((f) => f.term === 'Captures')?.value, 'not kept');
});

test('what an observation says of the register’s rows links each row and the register’s cells beside it', () => {
  const cell = cellAt(matrix.rows[0]!, 'opencode-v1', '2025-11-25');
  assert.deepEqual(
    widget.observations[0]!.rows.map((r) => [r.row, r.title, r.href, r.revision, r.summary, r.capture]),
    [
      ['CAP-01', 'client widgets', '/base/capabilities/cap-01/#observed', '2025-11-25', 'declared', '#v1.2.3-legacy'],
      ['CAP-01', 'client widgets', '/base/capabilities/cap-01/#observed', '2026-07-28', 'declared', '#v1.2.3-modern'],
    ],
  );
  assert.deepEqual(widget.observations[0]!.rows[0]!.register, [
    {
      product: 'opencode v1',
      verdict: cell.verdict,
      mark: '≠ disagrees with the register',
      href: `/base/capabilities/cap-01/#${cell.fragment}`,
    },
  ]);
  // A client the register has no column for: its rows, and nothing beside them.
  assert.deepEqual(
    plain.observations[0]!.rows.map((r) => [r.row, r.revision, r.register]),
    [['CAP-01', '2024-10-01', []]],
  );
});

test('several versions of one client share its page, the newest first; /observed/ lists each client once with them', () => {
  const older = { ...loaded.find((l) => l.data.client === 'widget-client')!, captures: {} };
  older.data = { ...older.data, version: '1.2.0', date: '2026-11-01' };
  const both = [...loaded, older];
  const exports = exportObservations(
    both.map((l) => l.data),
    matrix,
    rows,
    '/base/',
  );
  const [page] = observedClientPages(both, exports, rows, '/base/').filter((p) => p.client === 'widget-client');
  assert.deepEqual(
    page!.observations.map((o) => o.anchor),
    ['v1.2.3', 'v1.2.0'],
  );
  assert.deepEqual(
    observedClientLinks(observedClientPages(both, exports, rows, '/base/'), '/base/').map((l) => [l.client, l.href, l.versions]),
    [
      ['plain-client', '/base/observed/plain-client/', '0.9.0, recorded 2026-12-01'],
      ['widget-client', '/base/observed/widget-client/', '1.2.3, recorded 2026-12-01; 1.2.0, recorded 2026-11-01'],
    ],
  );
  // Without its export, an observation has no page: the error names it.
  assert.throws(() => observedClientPages(both, exported, rows, '/base/'), /export of widget-client 1\.2\.0/);
});

test('newer first: by date, then by version part by part', () => {
  const sorted = [
    { date: '2026-12-01', version: '1.9.0' },
    { date: '2026-12-01', version: '1.10.0' },
    { date: '2026-12-02', version: '1.2.0' },
  ].sort(newestFirst);
  assert.deepEqual(
    sorted.map((o) => o.version),
    ['1.2.0', '1.10.0', '1.9.0'],
  );
});
