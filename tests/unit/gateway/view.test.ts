/** The gateway page's view model: the words that decide a chain, and the groups a reader asks about. */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { decide, type ChainLink } from '../../../src/lib/gateway/chain.ts';
import {
  decidingWords,
  groupChains,
  pickerChoices,
  quoteCopy,
  quoteLead,
  quotePlaceKey,
  quotePlan,
} from '../../../src/lib/gateway/view.ts';

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

test('a chain page quotes each passage’s words in full once, at their first place in reading order; later places refer to it', () => {
  const shared = q('mcpx declares bare {} upstream', 'declared');
  const chain = (id: string, evidence: ReturnType<typeof q>[]) =>
    decide({ ...row, id }, 'opencode-v1', '2025-11-25', '2025-11-25', [
      link(1, 'break', evidence, { breaks: 'declared-not-delivered' }),
      link(2, 'pass'),
      link(3, 'pass', [shared]),
    ]);
  const a = chain('CAP-90', [shared]);
  const b = chain('CAP-91', [shared, q('only in CAP-91')]);
  const plan = quotePlan([a, b]);
  const at = (p: Parameters<typeof quotePlaceKey>[0]) => plan.get(quotePlaceKey(p));
  // The answer table comes first: CAP-90's deciding words hold the full copy, CAP-91's refer to it.
  const first = at({ kind: 'answer', row: 'CAP-90', i: 0 })!;
  assert.deepEqual(first, { id: 'q-1', first: true });
  assert.deepEqual(at({ kind: 'answer', row: 'CAP-91', i: 0 }), { id: 'q-1', first: false });
  assert.deepEqual(at({ kind: 'answer', row: 'CAP-91', i: 1 }), { id: 'q-2', first: true });
  // The links below refer to the copies above, whichever link they sit in.
  assert.deepEqual(at({ kind: 'link', row: 'CAP-90', n: 1, i: 0 }), { id: 'q-1', first: false });
  assert.deepEqual(at({ kind: 'link', row: 'CAP-91', n: 3, i: 0 }), { id: 'q-1', first: false });
  // A quote first met in a link is in full there.
  assert.deepEqual(at({ kind: 'link', row: 'CAP-90', n: 2, i: 0 }), { id: 'q-3', first: true });
  assert.deepEqual(at({ kind: 'link', row: 'CAP-91', n: 2, i: 0 }), { id: 'q-3', first: false });
});

test('the same words from another passage are another quote', () => {
  const here = q('the same words');
  const there = { ...here, url: '/elsewhere' };
  const chain = decide(row, 'opencode-v1', '2025-11-25', '2025-11-25', [
    link(1, 'break', [here, there], { breaks: 'declared-not-delivered' }),
    link(2, 'pass'),
    link(3, 'pass'),
  ]);
  const plan = quotePlan([chain]);
  const answer = (i: number) => plan.get(quotePlaceKey({ kind: 'answer', row: 'CAP-90', i }))!;
  assert.deepEqual(
    [answer(0), answer(1)],
    [
      { id: 'q-1', first: true },
      { id: 'q-2', first: true },
    ],
  );
});

test('a reference shows a quote’s opening words, cut with an ellipsis only when longer', () => {
  assert.equal(quoteLead('one two three'), 'one two three');
  assert.equal(quoteLead('one  two three four five six seven'), 'one two three four five six…');
  assert.equal(quoteLead('a b c', 2), 'a b…');
});

test('quoteCopy: the first place of a quote holds it in full with its anchor, a later one refers to it, an unknown place shows it in full', () => {
  const plan = new Map([
    ['answer/CAP-01/0', { id: 'q-1', first: true }],
    ['link/CAP-01/2/0', { id: 'q-1', first: false }],
  ]);
  const words = 'one two three four five six seven';
  assert.deepEqual(quoteCopy(plan, words, { kind: 'answer', row: 'CAP-01', i: 0 }), { id: 'q-1', lead: 'one two three four five six…' });
  assert.deepEqual(quoteCopy(plan, words, { kind: 'link', row: 'CAP-01', n: 2, i: 0 }), {
    ref: 'q-1',
    lead: 'one two three four five six…',
  });
  assert.deepEqual(quoteCopy(plan, words, { kind: 'link', row: 'CAP-02', n: 1, i: 0 }), { lead: 'one two three four five six…' });
});
