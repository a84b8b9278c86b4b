/**
 * Legacy-only requests toward a 2026 host, on a relay gate of fixture rows about roots (a capability whose 2026 form is an input request):
 * toward a 2026-07-28 host an upstream's roots/list is a server→client request, which 2026 forbids, so gate words that
 * name no revision (“the daemon relays the request to that client’s roots”) leave the forwarding unknown there, while
 * the same words decide it toward a 2025-11-25 host; so does a floor a 2026 host meets (“2025-06-18 or later”), and a
 * fallback that still forwards (strip). Words about 2026 decide it. The real content's chains are checked by what
 * holds for any content (tests/dist/site.test.ts: /gateway.json agrees with every page).
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { rowSchema, type ProductFacts, type Row } from '../../../src/lib/register/schema.ts';
import { relayFileSchema, type RelayFile } from '../../../src/lib/gateway/schema.ts';
import { buildMatrix } from '../../../src/lib/matrix/build.ts';
import { buildChain, type Chain } from '../../../src/lib/gateway/chain.ts';

const ALL = ['2024-11-05', '2025-03-26', '2025-06-18', '2025-11-25', '2026-07-28'];
const HOSTS = ['2025-11-25', '2026-07-28'];
const said = (value: string, quote: string) => ({ value, evidence: [{ in: 'observation', quote }] });
const speaks = (revisions: string[]) =>
  Object.fromEntries(revisions.map((r) => [r, { value: 'yes', evidence: [{ in: 'register:capabilities', quote: `speaks ${r}` }] }]));

/** A client row about roots, defined in every revision, with the given product observations. */
function row(products: Record<string, unknown>): Row {
  const defined = { state: 'defined', evidence: [{ in: 'what', quote: 'defined here' }] };
  return rowSchema.parse({
    id: 'CAP-90',
    title: 'client roots',
    register: 'capabilities',
    side: 'client',
    capability: { side: 'client', paths: ['roots'] },
    audit: { status: 'current', product: 'mcpx', commit: 'abc1234', label: 'mcpx @ abc1234' },
    value: { sign: '+', text: 'x' },
    effort: { size: 'S', text: 'x' },
    risk: { level: 'low', text: 'x' },
    spec: Object.fromEntries(ALL.map((r) => [r, defined])),
    products,
  });
}

const facts = [
  {
    id: 'mcpx',
    roles: [{ in: 'register:capabilities', quote: 'both roles' }],
    speaks: { client: speaks(ALL), server: speaks(ALL.slice(1)) },
  },
  ...(['opencode-v1', 'opencode-v2'] as const).map((id) => ({
    id,
    roles: [{ in: 'register:capabilities', quote: 'a client' }],
    speaks: { client: speaks(HOSTS) },
  })),
  ...(['lootbox', 'goose', 'codex'] as const).map((id) => ({
    id,
    roles: [{ in: 'register:capabilities', quote: 'a client' }],
    speaks: {},
  })),
] as ProductFacts[];

// mcpx declares and answers roots upstream in every era, 2026 included: link 1 passes at both upstream revisions.
const mcpx = {
  revisions: ALL,
  declared: said('yes', 'declares roots upstream in every era, 2026 included'),
  implemented: said('yes', 'answers roots/list in every era, 2026 included'),
};
const hostDeclares = {
  revisions: HOSTS,
  declared: said('yes', 'the host declares roots in every era'),
  implemented: said('yes', 'the host answers roots in every era'),
};
const hostSilent = {
  revisions: HOSTS,
  declared: said('no', 'the host declares no roots in any era'),
  implemented: said('no', 'the host answers no roots in any era'),
};

const RELAYS =
  'When a server asks during a call whose originating client declared roots, the daemon relays the request to that client’s roots';
const FLOOR = 'Asking a host requires the host to be at 2025-06-18 or later and to have declared it';

/** The chain opencode v1 → mcpx → a 2025-11-25 upstream, toward a host at `hostRevision`, over one gate. */
function chain(gate: Record<string, unknown>, host: unknown, hostRevision: string): Chain {
  const rows = [row({ mcpx: [mcpx], 'opencode-v1': [host] })];
  const relays = [relayFileSchema.parse({ row: 'CAP-90', gates: [{ revisions: ALL.slice(1), ...gate }] })] as RelayFile[];
  const matrix = buildMatrix(rows, { products: facts, disputes: [] });
  return buildChain({ matrix, rows, relays, products: facts }, 'CAP-90', 'opencode-v1', hostRevision as never, '2025-11-25');
}
const when = { hostDeclares: 'CAP-90', text: 'the host declared roots' };

test('a gate whose words name no revision forwards to a 2025-11-25 host that declares roots, and is unknown toward a 2026-07-28 one', () => {
  const gate = { forwards: said('conditional', RELAYS), when, otherwise: [{ does: said('configured-roots', RELAYS) }] };
  const legacy = chain(gate, hostDeclares, '2025-11-25').links[1];
  assert.equal(legacy?.status, 'pass');
  const modern = chain(gate, hostDeclares, '2026-07-28').links[1];
  assert.equal(modern?.status, 'unknown');
  assert.match(modern?.says ?? '', /toward a 2026-07-28 host the request is a server→client request, which 2026 forbids/);
  assert.ok(modern?.evidence.some((e) => e.quote === RELAYS));
  // Words about 2026 itself decide the forwarding there.
  const in2026 = {
    ...gate,
    forwards: said('conditional', 'in 2026 it relays the request as an input request to a host that declared roots'),
  };
  assert.equal(chain(in2026, hostDeclares, '2026-07-28').links[1]?.status, 'pass');
});

test('a floor a 2026 host meets (“requires the host to be at 2025-06-18 or later”) does not carry the request there', () => {
  const gate = {
    forwards: said('conditional', FLOOR),
    when: { ...when, hostFrom: '2025-06-18' },
    otherwise: [{ does: said('refuse', FLOOR) }],
  };
  const legacy = chain(gate, hostDeclares, '2025-11-25').links[1];
  const modern = chain(gate, hostDeclares, '2026-07-28').links[1];
  assert.notEqual(legacy?.status, 'unknown');
  assert.equal(modern?.status, 'unknown');
  assert.match(modern?.says ?? '', /which 2026 forbids/);
});

test('stripping a field still forwards the request: toward a 2026-07-28 host the strip is unknown, toward 2025-11-25 it decides', () => {
  const gate = {
    forwards: said('conditional', RELAYS),
    when,
    otherwise: [{ does: said('strip', 'mcpx strips the roots the host did not declare') }],
  };
  const legacy = chain(gate, hostSilent, '2025-11-25');
  const modern = chain(gate, hostSilent, '2026-07-28').links[1];
  assert.notEqual(legacy.links[1]?.status, 'unknown');
  assert.deepEqual([legacy.verdict, legacy.fallback], ['breaks', 'strip']);
  assert.equal(modern?.status, 'unknown');
  assert.match(modern?.says ?? '', /mcpx strips it, which still forwards the request/);
});

test('a relay link is stated only where its words name the revision ', () => {
  const gate = (words: string) => ({ forwards: said('conditional', words), when, otherwise: [{ does: said('refuse', words) }] });
  // Words that name no revision carry the forwarding to 2025-11-25: inferred.
  const carried = chain(gate(RELAYS), hostDeclares, '2025-11-25').links[1];
  assert.equal(carried?.status, 'pass');
  assert.equal(carried?.basis, 'inferred');
  // Words that name 2025-11-25 state it.
  const named = chain(gate(`at 2025-11-25 ${RELAYS.toLowerCase()}`), hostDeclares, '2025-11-25').links[1];
  assert.equal(named?.basis, 'stated');
});
