/**
 * The chain function on small fixture rows: every outcome (works, works via mcpx's fallback,
 * each way a link breaks, out of revision, unknown at each link, a disputed link) and the
 * basis of the weakest link.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { rowSchema, type Dispute, type ProductFacts, type Row } from '../../../src/lib/register/schema.ts';
import { relayFileSchema, type RelayFile } from '../../../src/lib/gateway/schema.ts';
import { buildMatrix } from '../../../src/lib/matrix/build.ts';
import { buildChain, chainVerdict, CHAIN_PRECEDENCE, CHAIN_VERDICT_IDS, type Chain } from '../../../src/lib/gateway/chain.ts';
import { auditNext, allCombinations, chainCount, combinationAt, defaultCombination } from '../../../src/lib/gateway/gateway.ts';
import { cellAt, specAt } from '../../../src/lib/lookup/at.ts';

const ev = (quote: string) => ({ value: 'yes', evidence: [{ in: 'observation', quote }] });
const said = (value: string, quote = 'the fixture says so') => ({ value, evidence: [{ in: 'observation', quote }] });
const ALL = ['2024-11-05', '2025-03-26', '2025-06-18', '2025-11-25', '2026-07-28'];

/** A fixture row: defined from 2025-06-18 (absent before), with the given product observations. */
function row(id: string, side: 'client' | 'server', products: Record<string, unknown>): Row {
  const defined = { state: 'defined', evidence: [{ in: 'what', quote: 'defined here' }] };
  const absent = { state: 'absent', evidence: [{ in: 'what', quote: 'not yet' }] };
  return rowSchema.parse({
    id,
    title: `fixture ${id}`,
    register: 'capabilities',
    side,
    audit: { status: 'current', product: 'mcpx', commit: 'abc1234', label: 'mcpx @ abc1234' },
    value: { sign: '+', text: 'x' },
    effort: { size: 'S', text: 'x' },
    risk: { level: 'low', text: 'x' },
    spec: { '2024-11-05': absent, '2025-03-26': absent, '2025-06-18': defined, '2025-11-25': defined, '2026-07-28': defined },
    products,
  });
}
const obs = (revisions: string[], declared: unknown, implemented: unknown) => ({ revisions, declared, implemented });

const facts: ProductFacts[] = [
  {
    id: 'mcpx',
    roles: [{ in: 'register:capabilities', quote: 'both roles' }],
    speaks: {
      client: Object.fromEntries(ALL.map((r) => [r, { value: 'yes', evidence: [{ in: 'register:capabilities', quote: `speaks ${r}` }] }])),
      server: {
        '2024-11-05': { value: 'no', evidence: [{ in: 'register:capabilities', quote: 'does not serve 2024-11-05' }] },
        ...Object.fromEntries(
          ALL.slice(1).map((r) => [r, { value: 'yes', evidence: [{ in: 'register:capabilities', quote: `serves ${r}` }] }]),
        ),
      },
    },
  },
  {
    id: 'opencode-v1',
    roles: [{ in: 'register:capabilities', quote: 'a client' }],
    speaks: { client: { '2025-11-25': { value: 'yes', evidence: [{ in: 'register:capabilities', quote: 'v1 at 2025-11-25' }] } } },
  },
  {
    id: 'opencode-v2',
    roles: [{ in: 'register:capabilities', quote: 'a client' }],
    speaks: { client: { '2026-07-28': { value: 'yes', evidence: [{ in: 'register:capabilities', quote: 'v2 at 2026-07-28' }] } } },
  },
  ...(['lootbox', 'goose', 'codex'] as const).map((id) => ({
    id,
    roles: [{ in: 'register:capabilities', quote: 'a client' }],
    speaks: {},
  })),
] as ProductFacts[];

const mcpxHonest = obs(ALL.slice(2), ev('declares it upstream'), ev('answers it'));
const hostHonest = obs(ALL.slice(2), ev('the host declares it'), ev('the host handles it'));
const hostAbsent = obs(ALL.slice(2), said('no'), said('no'));
const gate = (extra: Record<string, unknown> = {}) => ({
  revisions: ALL.slice(1),
  forwards: said('conditional', 'asks a host only when it declared it'),
  when: { hostDeclares: 'CAP-90', text: 'the host declared it' },
  otherwise: [{ does: said('broker', 'the broker answers') }],
  ...extra,
});

interface Setup {
  rows: Row[];
  relays: unknown[];
  disputes?: Dispute[];
}
function chain(setup: Setup, rowId: string, host: 'opencode-v1' | 'opencode-v2', rh: string, ru: string): Chain {
  const relays = setup.relays.map((r) => relayFileSchema.parse(r)) as RelayFile[];
  const matrix = buildMatrix(setup.rows, { products: facts, disputes: setup.disputes ?? [] });
  return buildChain({ matrix, rows: setup.rows, relays, products: facts }, rowId, host, rh as never, ru as never);
}
const client = (products: Record<string, unknown>, g: unknown = gate()) => ({
  rows: [row('CAP-90', 'client', products)],
  relays: g === null ? [] : [{ row: 'CAP-90', gates: [g] }],
});

test('works: declared and answered upstream, forwarded to a host that declares it, handled there', () => {
  // Stated needs words that name the revision (src/lib/evidence/basis.ts): these name 2026.
  const mcpx2026 = obs(['2026-07-28'], ev('declares it upstream in 2026'), ev('answers it in 2026'));
  const host2026 = obs(['2026-07-28'], ev('the host declares it in 2026'), ev('the host handles it in 2026'));
  // A relay value is stated by the same rule: the gate's words name 2026.
  const gate2026 = gate({ forwards: said('conditional', 'in 2026 it asks a host only when it declared it') });
  const c = chain(client({ mcpx: [mcpx2026], 'opencode-v2': [host2026] }, gate2026), 'CAP-90', 'opencode-v2', '2026-07-28', '2026-07-28');
  assert.equal(c.verdict, 'works');
  assert.deepEqual(
    c.links.map((l) => l.status),
    ['pass', 'pass', 'pass'],
  );
  assert.equal(c.basis, 'stated');
  assert.equal(c.disputed, false);
  assert.ok(c.links[1].evidence.some((e) => e.quote === 'in 2026 it asks a host only when it declared it'));
  // The shared gate's words name no revision: the same chain is then inferred, carried by them.
  const carried = chain(client({ mcpx: [mcpx2026], 'opencode-v2': [host2026] }), 'CAP-90', 'opencode-v2', '2026-07-28', '2026-07-28');
  assert.equal(carried.links[1].basis, 'inferred');
  assert.equal(carried.basis, 'inferred');
});

test('works via mcpx’s fallback: a host that does not declare it is not asked, the broker answers', () => {
  const c = chain(client({ mcpx: [mcpxHonest], 'opencode-v1': [hostAbsent] }), 'CAP-90', 'opencode-v1', '2025-11-25', '2025-11-25');
  assert.equal(c.verdict, 'fallback');
  assert.equal(c.fallback, 'broker');
  assert.match(c.summary, /^works via mcpx: mcpx’s broker \(mcpx elicit\) answers$/);
  // The words of the gate, of the fallback and of the host's declaration are all on link 2.
  assert.deepEqual(
    c.links[1].evidence.map((e) => e.quote),
    ['asks a host only when it declared it', 'the broker answers', 'the fixture says so'],
  );
});

test('breaks at link 1: not declared upstream, or declared but not delivered', () => {
  const none = chain(
    client({ mcpx: [obs(ALL.slice(2), said('no'), said('no'))], 'opencode-v2': [hostHonest] }),
    'CAP-90',
    'opencode-v2',
    '2026-07-28',
    '2026-07-28',
  );
  assert.equal(none.verdict, 'breaks');
  assert.equal(none.at, 1);
  assert.equal(none.breaks, 'not-declared-upstream');
  const over = chain(
    client({ mcpx: [obs(ALL.slice(2), ev('declares it'), said('no'))], 'opencode-v2': [hostHonest] }),
    'CAP-90',
    'opencode-v2',
    '2026-07-28',
    '2026-07-28',
  );
  assert.deepEqual([over.verdict, over.at, over.breaks], ['breaks', 1, 'declared-not-delivered']);
  assert.equal(over.summary, 'breaks at link 1: declared but not delivered');
});

test('breaks at link 2: gated off by the host’s revision with no answering fallback, or a revision mcpx does not serve', () => {
  const g = gate({ when: { hostFrom: '2026-07-28', text: 'a 2026 host' }, otherwise: [{ does: said('refuse') }] });
  const off = chain(client({ mcpx: [mcpxHonest], 'opencode-v2': [hostHonest] }, g), 'CAP-90', 'opencode-v2', '2025-11-25', '2025-11-25');
  assert.deepEqual([off.verdict, off.at, off.breaks, off.fallback], ['breaks', 2, 'gated-off', 'refuse']);
  assert.equal(off.summary, 'breaks at link 2: gated off by mcpx (mcpx refuses it)');
  // A row defined in every revision, so that 2024-11-05 is not out of revision first.
  const every = row('CAP-90', 'client', {
    mcpx: [obs(ALL, ev('declares it'), ev('answers'))],
    'opencode-v2': [obs(ALL, ev('declares'), ev('handles'))],
  });
  every.spec['2024-11-05'] = specAt(every, '2025-06-18');
  const unserved = chain(
    { rows: [every], relays: [{ row: 'CAP-90', gates: [gate()] }] },
    'CAP-90',
    'opencode-v2',
    '2024-11-05',
    '2026-07-28',
  );
  assert.deepEqual([unserved.verdict, unserved.at, unserved.breaks], ['breaks', 2, 'not-spoken']);
  assert.ok(unserved.links[1].evidence.some((e) => e.quote === 'does not serve 2024-11-05'));
});

test('breaks at link 3: the host does not declare it (mcpx strips it), or declares it and does not deliver', () => {
  const strip = gate({ otherwise: [{ does: said('strip') }] });
  const c = chain(client({ mcpx: [mcpxHonest], 'opencode-v1': [hostAbsent] }, strip), 'CAP-90', 'opencode-v1', '2025-11-25', '2025-11-25');
  assert.deepEqual([c.verdict, c.at, c.breaks, c.fallback], ['breaks', 3, 'host-does-not-declare', 'strip']);
  const always = gate({ forwards: said('always'), when: undefined });
  const absent = chain(
    client({ mcpx: [mcpxHonest], 'opencode-v1': [hostAbsent] }, always),
    'CAP-90',
    'opencode-v1',
    '2025-11-25',
    '2025-11-25',
  );
  assert.deepEqual([absent.verdict, absent.at, absent.breaks], ['breaks', 3, 'host-does-not-declare']);
  const over = chain(
    client({ mcpx: [mcpxHonest], 'opencode-v2': [obs(ALL.slice(2), ev('declares'), said('no'))] }),
    'CAP-90',
    'opencode-v2',
    '2026-07-28',
    '2026-07-28',
  );
  assert.deepEqual([over.verdict, over.at, over.breaks], ['breaks', 3, 'declared-not-delivered']);
});

test('out of revision: the upstream’s or the host’s revision does not define it', () => {
  const products = { mcpx: [obs(ALL, ev('declares it'), ev('answers'))], 'opencode-v2': [hostHonest] };
  const upstream = chain(client(products), 'CAP-90', 'opencode-v2', '2026-07-28', '2025-03-26');
  assert.deepEqual([upstream.verdict, upstream.at], ['out-of-revision', 1]);
  const host = chain(client(products), 'CAP-90', 'opencode-v2', '2025-03-26', '2026-07-28');
  assert.deepEqual([host.verdict, host.at], ['out-of-revision', 3]);
  assert.ok(host.links[2].evidence.some((e) => e.field === 'spec' && e.quote === 'not yet'));
});

test('unknown at each link: mcpx’s client side not audited, no gate written, the host not audited', () => {
  const one = chain(client({ 'opencode-v2': [hostHonest] }), 'CAP-90', 'opencode-v2', '2026-07-28', '2026-07-28');
  assert.deepEqual([one.verdict, one.at, one.basis], ['unknown', 1, 'unknown']);
  const two = chain(client({ mcpx: [mcpxHonest], 'opencode-v2': [hostHonest] }, null), 'CAP-90', 'opencode-v2', '2026-07-28', '2026-07-28');
  assert.deepEqual([two.verdict, two.at], ['unknown', 2]);
  const gateUnknown = gate({ forwards: 'unknown', when: undefined });
  // With the gate unknown, a host that does not declare it decides nothing: mcpx may answer itself.
  const twoB = chain(
    client({ mcpx: [mcpxHonest], 'opencode-v1': [hostAbsent] }, gateUnknown),
    'CAP-90',
    'opencode-v1',
    '2025-11-25',
    '2025-11-25',
  );
  assert.deepEqual([twoB.verdict, twoB.at], ['unknown', 2]);
  assert.match(twoB.links[1].says, /otherwise mcpx’s broker/);
  const always = gate({ forwards: said('always'), when: undefined });
  const three = chain(client({ mcpx: [mcpxHonest] }, always), 'CAP-90', 'opencode-v2', '2026-07-28', '2026-07-28');
  assert.deepEqual([three.verdict, three.at], ['unknown', 3]);
  // A gate that reads a host declaration nobody recorded is unknown at link 2.
  const undeclared = chain(client({ mcpx: [mcpxHonest] }), 'CAP-90', 'opencode-v2', '2026-07-28', '2026-07-28');
  assert.deepEqual([undeclared.verdict, undeclared.at], ['unknown', 2]);
});

test('links that disagree: a broken host link counts only when mcpx forwards to the host, and the reason says which link decides', () => {
  const gateUnknown = gate({ forwards: 'unknown', when: undefined });
  // Link 1 unknown, link 2 unknown (a broker would answer if mcpx withheld it), link 3 broken: the host is
  // not known to be asked, so its break decides nothing and the first undecided link decides.
  const undecided = chain(client({ 'opencode-v1': [hostAbsent] }, gateUnknown), 'CAP-90', 'opencode-v1', '2025-11-25', '2025-11-25');
  assert.deepEqual(
    undecided.links.map((l) => l.status),
    ['unknown', 'unknown', 'break'],
  );
  assert.deepEqual([undecided.verdict, undecided.at], ['unknown', 1]);
  assert.match(undecided.links[2].notCounted ?? '', /only if mcpx forwards the request to the host/);
  assert.equal(undecided.links[0].notCounted, undefined);
  assert.match(undecided.reason, /^Link 1 decides: it is the first link the documents do not decide/);
  assert.match(undecided.reason, /Link 3 breaks \(the host does not declare it\) but does not count/);
  // Forwarded always: the same broken host link counts and outranks the unknown link 1.
  const always = gate({ forwards: said('always'), when: undefined });
  const forwarded = chain(client({ 'opencode-v1': [hostAbsent] }, always), 'CAP-90', 'opencode-v1', '2025-11-25', '2025-11-25');
  assert.deepEqual([forwarded.verdict, forwarded.at, forwarded.links[0].status], ['breaks', 3, 'unknown']);
  assert.equal(forwarded.links[2].notCounted, undefined);
  assert.match(forwarded.reason, /^Link 3 decides: it is the first link that counts and is decided broken, and a break outranks/);
  // Withheld because the host does not declare it: the host's cell decides, so link 3 counts.
  const byHost = chain(client({ mcpx: [mcpxHonest], 'opencode-v1': [hostAbsent] }), 'CAP-90', 'opencode-v1', '2025-11-25', '2025-11-25');
  assert.equal(byHost.verdict, 'fallback');
  assert.equal(byHost.links[2].notCounted, undefined);
  assert.match(byHost.reason, /^Link 2 decides: mcpx does not forward the request to the host and answers it itself/);
});

test('a disputed link marks the chain, and an inferred link makes the chain inferred', () => {
  const setup = {
    ...client({ mcpx: [mcpxHonest], 'opencode-v2': [hostHonest] }),
    disputes: [
      {
        id: 'fixture-dispute',
        summary: 'x',
        status: 'open',
        dependsOn: [],
        rows: ['CAP-90'],
        notes: [],
        cells: [{ row: 'CAP-90', product: 'mcpx', revisions: ['2026-07-28'] }],
        positions: [
          { in: 'CAP-90', says: 'a' },
          { in: 'CAP-90', says: 'b' },
        ],
      },
    ] as Dispute[],
  };
  const c = chain(setup, 'CAP-90', 'opencode-v2', '2026-07-28', '2026-07-28');
  assert.equal(c.verdict, 'works');
  assert.equal(c.disputed, true);
  assert.deepEqual(c.links[0].disputes, ['fixture-dispute']);
  assert.equal(c.summary, 'works (disputed)');
  const carried = gate({ otherwise: [{ does: { value: 'broker', because: [{ in: 'observation', quote: 'carried here' }] } }] });
  const f = chain(
    client({ mcpx: [mcpxHonest], 'opencode-v1': [hostAbsent] }, carried),
    'CAP-90',
    'opencode-v1',
    '2025-11-25',
    '2025-11-25',
  );
  assert.deepEqual([f.verdict, f.basis], ['fallback', 'inferred']);
  assert.ok(f.links[1].evidence.some((e) => e.scope === 'inferred' && e.quote === 'carried here'));
});

/** A server row: mcpx's entry, the host's use (its row entry's `uses`, at `useAt`) and the relay's upstream facts. */
const server = (mcpx: unknown, relay: Record<string, unknown>, use?: string, useAt = ['2026-07-28'], quote = 'the fixture says so') => ({
  rows: [
    row('CAP-91', 'server', {
      mcpx: [mcpx],
      ...(use
        ? {
            'opencode-v2': [
              { revisions: useAt, declared: 'unknown', implemented: 'unknown', uses: { value: use, evidence: [{ in: 'where', quote }] } },
            ],
          }
        : {}),
    }),
  ],
  relays: [{ row: 'CAP-91', ...relay }],
});
const reaches = (value: string) => [{ revisions: ALL, reaches: said(value) }];

test('server rows: works; breaks where mcpx declares and does not deliver; the host does not use it; unknown upstream', () => {
  const ok = chain(server(mcpxHonest, { upstream: reaches('own') }, 'yes'), 'CAP-91', 'opencode-v2', '2026-07-28', '2025-11-25');
  assert.equal(ok.verdict, 'works');
  assert.match(ok.links[0].says, /own surface/);
  const over = chain(
    server(obs(ALL.slice(2), ev('declares'), said('no')), { upstream: reaches('yes') }, 'yes'),
    'CAP-91',
    'opencode-v2',
    '2026-07-28',
    '2026-07-28',
  );
  assert.deepEqual([over.verdict, over.at, over.breaks], ['breaks', 2, 'declared-not-delivered']);
  const unused = chain(server(mcpxHonest, { upstream: reaches('yes') }, 'no'), 'CAP-91', 'opencode-v2', '2026-07-28', '2026-07-28');
  assert.deepEqual([unused.verdict, unused.at, unused.breaks], ['breaks', 3, 'host-does-not-use']);
  const blind = chain(server(mcpxHonest, {}, 'yes'), 'CAP-91', 'opencode-v2', '2026-07-28', '2026-07-28');
  assert.deepEqual([blind.verdict, blind.at], ['unknown', 1]);
  const cut = chain(server(mcpxHonest, { upstream: reaches('no') }, 'yes'), 'CAP-91', 'opencode-v2', '2026-07-28', '2026-07-28');
  assert.deepEqual([cut.verdict, cut.at, cut.breaks], ['breaks', 1, 'not-from-upstream']);
  const silent = chain(server(mcpxHonest, { upstream: reaches('yes') }), 'CAP-91', 'opencode-v2', '2026-07-28', '2026-07-28');
  assert.deepEqual([silent.verdict, silent.at], ['unknown', 3]);
  const unsaid = chain(server(mcpxHonest, { upstream: reaches('yes') }, 'unknown'), 'CAP-91', 'opencode-v2', '2026-07-28', '2026-07-28');
  assert.deepEqual([unsaid.verdict, unsaid.at], ['unknown', 3]);
  assert.match(unsaid.links[2].says, /not whether it uses it/);
});

test('a server row’s host link is the host’s matrix cell: its uses words and value at every revision they reach', () => {
  const setup = server(mcpxHonest, { upstream: reaches('yes') }, 'yes', ALL.slice(2), 'opencode v2 uses it in 2026');
  const matrix = buildMatrix(setup.rows, { products: facts, disputes: [] });
  for (const rh of ALL.slice(2)) {
    const c = chain(setup, 'CAP-91', 'opencode-v2', rh, '2026-07-28');
    const cell = cellAt(matrix.rows[0]!, 'opencode-v2', rh as '2026-07-28');
    assert.equal(c.links[2].status, cell.usesValue === 'yes' ? 'pass' : 'unknown', rh);
    assert.deepEqual(
      c.links[2].evidence.map((e) => [e.quote, e.scope]),
      (cell.uses ?? []).map((u) => [u.quote, u.scope]),
      rh,
    );
  }
  // Words naming 2026 are stated there and shown nowhere else, as the cell shows them; words naming no revision are
  // inferred at every revision the entry covers.
  assert.equal(chain(setup, 'CAP-91', 'opencode-v2', '2026-07-28', '2026-07-28').links[2].basis, 'stated');
  assert.equal(chain(setup, 'CAP-91', 'opencode-v2', '2025-06-18', '2026-07-28').links[2].status, 'unknown');
  const everywhere = server(mcpxHonest, { upstream: reaches('yes') }, 'yes', ALL.slice(2), 'opencode v2 uses it');
  for (const rh of ALL.slice(2)) {
    const host = chain(everywhere, 'CAP-91', 'opencode-v2', rh, '2026-07-28').links[2];
    assert.deepEqual([host.status, host.basis], ['pass', 'inferred'], rh);
  }
});

test('the precedence names every chain verdict once, in the order of CHAIN_VERDICTS', () => {
  assert.deepEqual(
    CHAIN_PRECEDENCE.map((p) => p.verdict),
    CHAIN_VERDICT_IDS,
  );
});

test('what to audit next counts the chains each unknown link decides, most first', () => {
  const setup = client({ mcpx: [mcpxHonest], 'opencode-v2': [hostHonest] }, gate({ forwards: 'unknown', when: undefined }));
  const relays = setup.relays.map((r) => relayFileSchema.parse(r)) as RelayFile[];
  const matrix = buildMatrix(setup.rows, { products: facts });
  const combos = allCombinations({ matrix, rows: setup.rows, relays, products: facts });
  const unknownAt2 = combos.flatMap((c) => c.chains).filter((c) => c.verdict === 'unknown' && c.at === 2).length;
  const [first] = auditNext(combos);
  assert.ok(first);
  assert.deepEqual([first.row, first.link, first.chains], ['CAP-90', 2, unknownAt2]);
  assert.ok(unknownAt2 > 0);
  assert.deepEqual(defaultCombination({ products: facts }), {
    host: 'opencode-v2',
    hostRevision: '2026-07-28',
    upstreamRevision: '2026-07-28',
  });
});

test('combinationAt finds the picked combination and names a missing one; chainCount adds every combination’s chains', () => {
  const setup = client({ mcpx: [mcpxHonest], 'opencode-v2': [hostHonest] }, gate({ forwards: 'unknown', when: undefined }));
  const relays = setup.relays.map((r) => relayFileSchema.parse(r)) as RelayFile[];
  const matrix = buildMatrix(setup.rows, { products: facts });
  const combos = allCombinations({ matrix, rows: setup.rows, relays, products: facts });
  const pick = defaultCombination({ products: facts });
  const found = combinationAt(combos, pick);
  assert.deepEqual([found.host, found.hostRevision, found.upstreamRevision], [pick.host, pick.hostRevision, pick.upstreamRevision]);
  assert.throws(() => combinationAt([], pick), /no combination opencode-v2 at 2026-07-28 with an upstream at 2026-07-28/);
  assert.equal(
    chainCount(combos),
    combos.map((c) => c.chains.length).reduce((a, b) => a + b, 0),
  );
  assert.ok(chainCount(combos) > 0);
  assert.equal(chainCount([]), 0);
});

test('chainVerdict: each chain verdict by its id; an unknown id throws, naming it and the ids there are', () => {
  for (const id of CHAIN_VERDICT_IDS) assert.equal(chainVerdict(id).id, id);
  assert.equal(chainVerdict('fallback').label, 'works via mcpx');
  assert.throws(
    () => chainVerdict('sometimes'),
    (e: Error) => e.message.includes('Unknown chain verdict "sometimes"') && CHAIN_VERDICT_IDS.every((id) => e.message.includes(id)),
  );
});
