/**
 * legacy-requests-stop-at-2026 and input-requests-at-2026 on a relay gate, on the real content: toward a 2026-07-28 host an upstream's roots/list
 * is a server→client request, which 2026 forbids, so CAP-02's “the daemon relays the request to that client’s roots”
 * leaves the forwarding unknown there, while the same words decide it toward a 2025-11-25 host; so does CAP-07's
 * “2025-06-18 or later”, a floor that speaks of the legacy request.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { join } from 'node:path';
import { checkContent } from '../../../src/lib/content/check.ts';
import { contentCorpus } from '../../../src/lib/content/load.ts';
import { buildMatrix } from '../../../src/lib/matrix/build.ts';
import { buildChain } from '../../../src/lib/gateway/chain.ts';

const ROOT = join(import.meta.dirname, '../../..');
const content = checkContent(join(ROOT, 'content'), ROOT);
const corpus = contentCorpus(content);
const rows = content.rows.map((r) => r.data);
const products = content.products;
const matrix = buildMatrix(rows, { disputes: content.disputes.map((d) => d.data), products, corpus });
const ctx = { matrix, rows, relays: content.relays.map((r) => r.data), products, corpus };

test('CAP-02’s gate forwards to a 2025-11-25 host that declares roots, and is unknown toward a 2026-07-28 one', () => {
  assert.deepEqual(content.problems, []);
  const legacy = buildChain(ctx, 'CAP-02', 'opencode-v1', '2025-11-25', '2025-11-25').links[1];
  assert.equal(legacy?.status, 'pass');
  const modern = buildChain(ctx, 'CAP-02', 'opencode-v1', '2026-07-28', '2025-11-25').links[1];
  assert.equal(modern?.status, 'unknown');
  assert.match(modern?.says ?? '', /toward a 2026-07-28 host the request is a server→client request, which 2026 forbids/);
  assert.ok(modern?.evidence.some((e) => e.quote.startsWith('When a server asks during a call')));
});

test('a floor a 2026 host meets (CAP-07: “requires the host to be at 2025-06-18 or later”) does not carry the request there', () => {
  const legacy = buildChain(ctx, 'CAP-07', 'opencode-v2', '2025-11-25', '2025-11-25').links[1];
  const modern = buildChain(ctx, 'CAP-07', 'opencode-v2', '2026-07-28', '2025-11-25').links[1];
  assert.notEqual(legacy?.status, 'unknown');
  assert.equal(modern?.status, 'unknown');
  assert.match(modern?.says ?? '', /which 2026 forbids/);
});

test('stripping a field still forwards the request: toward a 2026-07-28 host CAP-05’s strip is unknown, toward 2025-11-25 it breaks', () => {
  const legacy = buildChain(ctx, 'CAP-05', 'opencode-v1', '2025-11-25', '2025-11-25').links[1];
  const modern = buildChain(ctx, 'CAP-05', 'opencode-v1', '2026-07-28', '2025-11-25').links[1];
  assert.equal(legacy?.status, 'break');
  assert.equal(modern?.status, 'unknown');
  assert.match(modern?.says ?? '', /mcpx strips it, which still forwards the request/);
});

test('a relay link is stated only where its words name the revision (stated-needs-revision-words)', () => {
  // CAP-02's gate words name no revision: toward a 2025-11-25 host the forwarding is inferred, carried by them.
  const link = buildChain(ctx, 'CAP-02', 'opencode-v1', '2025-11-25', '2025-11-25').links[1];
  assert.equal(link?.status, 'pass');
  assert.equal(link?.basis, 'inferred');
});
