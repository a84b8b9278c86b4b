/** Pairing our build with a peer's: the turns alternate, medians and ratios are of the builds that succeeded. */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { median, pairBuilds, peerTable, summarize, turns, type Timed } from '../../../scripts/lib/peer-bench.ts';

test('turns alternate which side builds first, pair by pair', () => {
  assert.deepEqual(
    turns(3).map((t) => `${t.pair}${t.side}`),
    ['1ours', '1peer', '2peer', '2ours', '3ours', '3peer'],
  );
  assert.deepEqual(turns(0), []);
});

test('median: the middle value, or the mean of the middle two; none for no values', () => {
  assert.equal(median([5, 1, 3]), 3);
  assert.equal(median([4, 1, 3, 2]), 2.5);
  assert.equal(median([]), null);
});

const t = (
  side: 'ours' | 'peer',
  seconds: number,
  cpuSeconds: number | null,
  ok = true,
  steps: Record<string, number> | null = null,
): Timed => ({
  side,
  pair: 1,
  ok,
  seconds,
  cpuSeconds,
  peakMiB: side === 'ours' ? 600 : 300,
  load: [1, 1],
  steps,
});

test('summarize: medians of the builds that succeeded, a failure counted, ratios of ours to the peer', () => {
  const s = summarize([
    t('ours', 12, 30),
    t('ours', 14, 34),
    t('ours', 99, 99, false),
    t('peer', 5, 10),
    t('peer', 6, 14),
    t('peer', 7, 12),
  ]);
  assert.deepEqual(s.ours, { runs: 3, failed: 1, seconds: 13, cpuSeconds: 32, peakMiB: 600 });
  assert.deepEqual(s.peer, { runs: 3, failed: 0, seconds: 6, cpuSeconds: 12, peakMiB: 300 });
  assert.equal(s.ratio.seconds, 13 / 6);
  assert.equal(s.ratio.cpuSeconds, 32 / 12);
  assert.equal(s.ratio.peakMiB, 2);
  const table = peerTable(s, { ours: 'this register', peer: 'canimcp' });
  assert.match(table, /this register +2\/3 +13\.0 s +32\.0 s +600 MiB/);
  assert.match(table, /ours ÷ peer +× +2\.17 +× +2\.67 +× +2\.00/);
});

test('summarize: our steps’ ends are the medians of the builds that succeeded and printed them, in the printed order', () => {
  const s = summarize([
    t('ours', 9, 14, true, { 'content check': 2, Astro: 7, 'search index': 8 }),
    t('ours', 10, 15, true, { 'content check': 3, Astro: 8, 'search index': 9 }),
    t('ours', 11, 15, true, null),
    t('ours', 99, 99, false, { 'content check': 50, Astro: 90, 'search index': 99 }),
    t('peer', 3, 4, true, { elsewhere: 1 }),
  ]);
  assert.deepEqual(s.ourSteps, [
    ['content check', 2.5],
    ['Astro', 7.5],
    ['search index', 8.5],
  ]);
  assert.match(
    peerTable(s, { ours: 'this register', peer: 'canimcp' }),
    /when each step ended[^\n]*\n +2\.5 s +content check\n +7\.5 s +Astro\n/,
  );
  assert.doesNotMatch(peerTable(summarize([t('ours', 9, 14), t('peer', 3, 4)]), { ours: 'a', peer: 'b' }), /step ended/);
});

test('summarize: without GNU time the CPU figures and their ratio are not available, not zero', () => {
  const s = summarize([t('ours', 10, null), t('peer', 5, null)]);
  assert.equal(s.ours.cpuSeconds, null);
  assert.equal(s.ratio.cpuSeconds, null);
  assert.equal(s.ratio.seconds, 2);
});

test('pairBuilds runs each side’s build in the turn order and reports each as it ends', () => {
  const ran: string[] = [];
  const seen: string[] = [];
  const builds = { ours: { command: 'ours', args: [], cwd: '.' }, peer: { command: 'peer', args: [], cwd: '.' } };
  const timed = pairBuilds(
    builds,
    2,
    (x) => seen.push(`${x.pair}${x.side}`),
    (b, side, pair) => (ran.push(b.command), { ...t(side, 1, 1), pair }),
  );
  assert.deepEqual(ran, ['ours', 'peer', 'peer', 'ours']);
  assert.deepEqual(seen, ['1ours', '1peer', '2peer', '2ours']);
  assert.equal(timed.length, 4);
});
