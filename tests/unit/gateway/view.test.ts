/** The gateway page's view model: the words that decide a chain, and the groups a reader asks about. */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { decide, type ChainLink } from '../../../src/lib/gateway/chain.ts';
import { decidingWords, groupChains, pickerChoices } from '../../../src/lib/gateway/view.ts';

const q = (quote: string, field: 'roles' | 'declared' | 'implemented' = 'implemented') => ({
  field,
  in: 'CAP-90/observation',
  quote,
  url: `/x#${quote}`,
  scope: 'stated' as const,
});
const link = (n: 1 | 2 | 3, status: ChainLink['status'], evidence = [q(`link ${n}`)], extra: Partial<ChainLink> = {}): ChainLink => ({
  n,
  title: `link ${n}`,
  status,
  says: 'x',
  basis: 'stated',
  evidence,
  disputes: [],
  ...extra,
});
const row = { id: 'CAP-90', title: 'fixture', side: 'client' as const };

test('a withheld request is decided by the gate’s words and then the fallback’s', () => {
  const gate = q('asks only a host that declared it');
  const more = q('a second gate sentence');
  const fallback = q('the broker answers');
  const chain = decide(row, 'opencode-v1', '2025-11-25', '2025-11-25', [
    link(1, 'pass'),
    link(2, 'withheld', [gate, more, fallback], { fallback: 'broker', withheldBy: 'host', deciding: [gate, fallback] }),
    link(3, 'break', [q('opencode v1 has it commented out', 'declared')], { breaks: 'host-does-not-declare' }),
  ]);
  assert.equal(chain.verdict, 'fallback');
  assert.deepEqual(
    decidingWords(chain).map((e) => e.quote),
    ['asks only a host that declared it', 'the broker answers'],
  );
});

test('a chain that works is decided by mcpx’s relay and what the host implements, not by role words', () => {
  const chain = decide(row, 'opencode-v2', '2026-07-28', '2026-07-28', [
    link(1, 'pass'),
    link(2, 'pass', [q('relays it to the host')]),
    link(3, 'pass', [q('a client', 'roles'), q('declares it', 'declared'), q('handles it')]),
  ]);
  assert.deepEqual(
    decidingWords(chain).map((e) => e.quote),
    ['relays it to the host', 'handles it'],
  );
  assert.deepEqual(
    groupChains([chain], 'client').map((g) => [g.verdict, g.chains.length]),
    [['works', 1]],
  );
  assert.deepEqual(groupChains([chain], 'server'), []);
});

test('the picker marks the current host and revisions and links every other choice', () => {
  const p = pickerChoices('/b/', 'opencode-v1', '2025-11-25', '2026-07-28');
  assert.deepEqual(
    p.hosts.filter((c) => c.current).map((c) => c.label),
    ['opencode v1'],
  );
  assert.equal(p.hostRevisions.find((c) => c.label === '2026-07-28')!.href, '/b/gateway/opencode-v1/2026-07-28/2026-07-28/');
  assert.equal(p.upstreamRevisions.find((c) => c.current)!.label, '2026-07-28');
});
