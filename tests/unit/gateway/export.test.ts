/**
 * `/gateway.json` from fixture chains: valid against its own schema, each quote listed once and
 * named by index, each chain's url its page and fragment; and the relay lookups.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { exportGateway, gatewayExportSchema, gatewayJsonSchema } from '../../../src/lib/gateway/export.ts';
import { decide, type ChainLink } from '../../../src/lib/gateway/chain.ts';
import { fallbackFor, gateFor } from '../../../src/lib/gateway/relays.ts';
import { relayFileSchema } from '../../../src/lib/gateway/schema.ts';
import type { Combination } from '../../../src/lib/gateway/gateway.ts';

const quote = {
  field: 'declared' as const,
  in: 'CAP-90/observation',
  quote: 'the same words',
  url: '/capabilities/cap-90/#:~:text=the%20same%20words',
  scope: 'stated' as const,
};
const link = (n: 1 | 2 | 3, status: ChainLink['status'], extra: Partial<ChainLink> = {}): ChainLink => ({
  n,
  title: `link ${n}`,
  status,
  says: 'x',
  basis: 'stated',
  evidence: [quote],
  disputes: [],
  ...extra,
});
const row = { id: 'CAP-90', title: 'fixture', side: 'client' as const };

test('every chain is exported with its links; a quote shared by links is listed once', () => {
  const works = decide(row, 'opencode-v2', '2026-07-28', '2025-11-25', [link(1, 'pass'), link(2, 'pass'), link(3, 'pass')]);
  const broken = decide(row, 'opencode-v2', '2026-07-28', '2026-07-28', [
    link(1, 'break', { breaks: 'not-declared-upstream' }),
    link(2, 'pass'),
    link(3, 'pass'),
  ]);
  const combos: Combination[] = [
    { host: 'opencode-v2', hostRevision: '2026-07-28', upstreamRevision: '2025-11-25', chains: [works] },
    { host: 'opencode-v2', hostRevision: '2026-07-28', upstreamRevision: '2026-07-28', chains: [broken] },
  ];
  const data = exportGateway(combos, ['opencode-v2'], '/base/');
  assert.equal(gatewayExportSchema.safeParse(data).success, true);
  assert.equal(data.evidence.length, 1);
  assert.deepEqual(
    data.chains.map((c) => c.links.map((l) => l.evidence)),
    [
      [[0], [0], [0]],
      [[0], [0], [0]],
    ],
  );
  assert.equal(data.chains[0]!.url, '/base/gateway/opencode-v2/2026-07-28/2025-11-25/#cap-90');
  assert.deepEqual([data.chains[1]!.verdict, data.chains[1]!.at, data.chains[1]!.breaks], ['breaks', 1, 'not-declared-upstream']);
  const schema = gatewayJsonSchema() as { title: string; properties: Record<string, unknown> };
  assert.equal(schema.title, 'MCP capability register: chains through mcpx');
  assert.ok(schema.properties.chains && schema.properties.evidence);
});

test('a gate covers the host revisions it lists, and the first fallback naming the host (or no host) applies', () => {
  const relay = relayFileSchema.parse({
    row: 'CAP-90',
    gates: [
      {
        revisions: ['2025-11-25'],
        forwards: { value: 'never', evidence: [{ in: 'observation', quote: 'never forwards' }] },
        otherwise: [
          { hosts: ['opencode-v1'], does: { value: 'broker', evidence: [{ in: 'detail', quote: 'for v1 the broker' }] } },
          { does: { value: 'refuse', evidence: [{ in: 'detail', quote: 'refuses the rest' }] } },
        ],
      },
    ],
  });
  assert.equal(gateFor(relay, '2026-07-28'), undefined);
  const gate = gateFor(relay, '2025-11-25')!;
  assert.equal(fallbackFor(gate, 'opencode-v1')?.does.value, 'broker');
  assert.equal(fallbackFor(gate, 'goose')?.does.value, 'refuse');
});

test('a request withheld for the host’s declaration breaks at the host’s link only when that link says so', () => {
  const withheld = link(2, 'break', { breaks: 'host-does-not-declare', withheldBy: 'host', fallback: 'strip' });
  const hostSays = decide(row, 'codex', '2025-11-25', '2026-07-28', [
    link(1, 'pass'),
    withheld,
    link(3, 'break', { breaks: 'host-does-not-declare' }),
  ]);
  assert.equal(hostSays.at, 3);
  // The host's cell in this row is not known: the gate's own reading of the host (link 2, with its words) decides.
  const hostUnknown = decide(row, 'codex', '2025-11-25', '2026-07-28', [link(1, 'unknown'), withheld, link(3, 'unknown')]);
  assert.equal(hostUnknown.verdict, 'breaks');
  assert.equal(hostUnknown.at, 2);
  assert.match(hostUnknown.summary, /^breaks at link 2: /);
});
