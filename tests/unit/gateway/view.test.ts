/** The gateway page's view model: the words that decide a chain, and the groups a reader asks about. */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { decide, type ChainLink } from '../../../src/lib/gateway/chain.ts';
import {
  chainLinksShown,
  decidingWords,
  groupChains,
  linkShowsProof,
  otherLinksFold,
  notCountedNote,
  pickerChoices,
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

test('a chain shows the proof of its deciding link and of any disputed link; the others fold it under their basis', () => {
  const broken = decide(row, 'opencode-v1', '2025-11-25', '2025-11-25', [
    link(1, 'pass', [q('relayed upstream')], { disputes: ['a-dispute'] }),
    link(2, 'break', [q('strips it')], { breaks: 'gated-off' }),
    link(3, 'pass'),
  ]);
  assert.equal(broken.at, 2);
  assert.deepEqual(
    broken.links.map((l) => linkShowsProof(broken, l)),
    [true, true, false],
  );
  // A chain that works is decided by the host's link (its words close the chain).
  const works = decide(row, 'opencode-v2', '2026-07-28', '2026-07-28', [link(1, 'pass'), link(2, 'pass'), link(3, 'pass')]);
  assert.deepEqual(
    works.links.map((l) => linkShowsProof(works, l)),
    [false, false, true],
  );
});

test('a chain folds the links it does not show open, and the fold says which links, their status and how many quotes', () => {
  const shared = q('relayed upstream');
  const chain = decide(row, 'opencode-v1', '2025-11-25', '2025-11-25', [
    link(1, 'pass', [shared, q('declares it', 'declared')]),
    link(2, 'break', [q('strips it')], { breaks: 'gated-off' }),
    link(3, 'break', [shared, q('not declared', 'declared')], { breaks: 'host-does-not-declare' }),
  ]);
  const shown = chainLinksShown(chain);
  assert.deepEqual([shown.open.map((l) => l.n), shown.folded.map((l) => l.n)], [[2], [1, 3]]);
  // The same words cited by two folded links are one quote.
  assert.equal(otherLinksFold(shown.folded, 'relay-x'), 'Link 1 (passes) and link 3 (breaks, does not count): 3 quotes');
  assert.equal(otherLinksFold([link(1, 'pass', [q('a')])], 'relay-x'), 'Link 1 (passes): one quote');
  assert.equal(
    otherLinksFold([link(2, 'withheld', []), link(3, 'pass', [], { notCounted: 'the host is not asked' })], 'relay-x'),
    'Link 2 (not forwarded: relay-x answers) and link 3 (passes, does not count): no quotes',
  );
  // Every link open (the deciding one and the disputed ones): nothing to fold.
  const disputed = decide(row, 'opencode-v1', '2025-11-25', '2025-11-25', [
    link(1, 'pass', undefined, { disputes: ['a'] }),
    link(2, 'break', undefined, { breaks: 'gated-off' }),
    link(3, 'pass', undefined, { disputes: ['b'] }),
  ]);
  assert.equal(otherLinksFold(chainLinksShown(disputed).folded, 'relay-x'), undefined);
});

test('a link that does not count says why on its card unless the chain’s reason already does', () => {
  assert.equal(notCountedNote({ status: 'pass' }), undefined);
  assert.equal(notCountedNote({ status: 'pass', notCounted: 'the host is not asked' }), 'does not count: the host is not asked');
  // The reason names every link that does not count and does not pass (chainReason), so its card only points there.
  const chain = decide(row, 'opencode-v1', '2025-11-25', '2025-11-25', [
    link(1, 'pass'),
    link(2, 'withheld', [q('never forwards it')], { fallback: 'broker', withheldBy: 'never', deciding: [q('never forwards it')] }),
    link(3, 'break', [q('not declared', 'declared')], { breaks: 'host-does-not-declare' }),
  ]);
  const host = chain.links[2];
  assert.ok(host.notCounted);
  assert.ok(chain.reason.includes(host.notCounted));
  assert.equal(notCountedNote(host), 'does not count, as said above');
});
