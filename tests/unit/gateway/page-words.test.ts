/**
 * The words a chain page rests on, on fixture chains: each distinct quote once, numbered, under the audits its
 * passage speaks for; every use finds its one copy; a link's quotes by the question they answer.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { decide, type ChainLink } from '../../../src/lib/gateway/chain.ts';
import type { EvidenceLink } from '../../../src/lib/evidence/links.ts';
import {
  chainPageUses,
  chainPageWords,
  foldedWordsSummary,
  linkWords,
  pageWords,
  quoteLead,
  wordCount,
} from '../../../src/lib/gateway/page-words.ts';

const AUDIT = { kind: 'audit' as const, commit: 'abc1234', label: 'the audit at abc1234 (mcpx @ abc1234)' };
const HOST_ROW = {
  kind: 'audit' as const,
  commit: 'abc1234',
  label: 'the mcpx audit’s row CAP-90 (at abc1234; opencode-v1’s version unpinned)',
};
const NOTE = { kind: 'note' as const, label: 'the note a-note, last verified 2026-01-01' };

const q = (quote: string, extra: Partial<EvidenceLink> = {}): EvidenceLink => ({
  field: 'implemented',
  in: 'CAP-90/observation',
  quote,
  url: `/capabilities/cap-90/#:~:text=${encodeURIComponent(quote)}`,
  scope: 'stated',
  provenance: AUDIT,
  ...extra,
});
const link = (n: 1 | 2 | 3, status: ChainLink['status'], evidence: EvidenceLink[], extra: Partial<ChainLink> = {}): ChainLink => ({
  n,
  title: `link ${n}`,
  status,
  says: 'x',
  basis: 'stated',
  evidence,
  disputes: [],
  ...extra,
});

test('each distinct quote is on the list once, numbered in the order the page first cites it', () => {
  const a = q('declares roots');
  const b = q('answers roots/list');
  const words = pageWords([a, b, a, { ...b, field: 'declared', scope: 'inferred' }]);
  assert.deepEqual(
    words.sources.flatMap((s) => s.words.map((w) => [w.n, w.id, w.quote])),
    [
      [1, 'words-1', 'declares roots'],
      [2, 'words-2', 'answers roots/list'],
    ],
  );
  // Every use, whatever question it answers or however it is carried, finds the one copy.
  assert.equal(words.of(a).n, 1);
  assert.equal(words.of({ url: b.url, quote: b.quote }).id, 'words-2');
  assert.equal(words.of(b).in, 'CAP-90/observation');
  assert.equal(words.of(b).url, b.url);
});

test('the same words from another passage are another quote', () => {
  const here = q('sampling?: object;');
  const there = q('sampling?: object;', { in: 'CAP-90/source-9', url: '/capabilities/cap-90/#cap-90-src-9' });
  const words = pageWords([here, there]);
  assert.deepEqual(
    words.sources.flatMap((s) => s.words.map((w) => [w.n, w.in])),
    [
      [1, 'CAP-90/observation'],
      [2, 'CAP-90/source-9'],
    ],
  );
  assert.notEqual(words.of(here).id, words.of(there).id);
});

test('quotes are listed under the audits their passages speak for, audit by audit in order of first use', () => {
  const first = q('first, from the audit');
  const note = q('from a note', { in: 'note:a-note', provenance: NOTE });
  const second = q('second, from the audit', { in: 'CAP-91/observation' });
  // Read for the gateway and for the host, one passage speaks for two audits: both are named, in either order.
  const both = q('read for both');
  const bothAgain = q('also read for both', { provenance: HOST_ROW });
  const outside = q('a passage outside the corpus', { provenance: undefined });
  const words = pageWords([
    first,
    note,
    second,
    both,
    { ...both, provenance: HOST_ROW },
    bothAgain,
    { ...bothAgain, provenance: AUDIT },
    outside,
  ]);
  assert.deepEqual(
    words.sources.map((s) => [s.provenance, s.words.map((w) => `${w.n} ${w.quote}`)]),
    [
      [[AUDIT.label], ['1 first, from the audit', '2 second, from the audit']],
      [[NOTE.label], ['3 from a note']],
      [
        [AUDIT.label, HOST_ROW.label],
        ['4 read for both', '5 also read for both'],
      ],
      [[], ['6 a passage outside the corpus']],
    ],
  );
});

test('a quote the page does not cite is a programming error, named', () => {
  assert.throws(() => pageWords([q('cited')]).of(q('not cited')), /not cited/);
});

test('a citation that shows a quote’s opening words cuts it with an ellipsis only when longer', () => {
  assert.equal(quoteLead('one two three'), 'one two three');
  assert.equal(quoteLead('one  two three four five six seven'), 'one two three four five six…');
  assert.equal(quoteLead('a b c', 2), 'a b…');
  assert.equal(pageWords([q('one two three four five six seven')]).sources[0]!.words[0]!.lead, 'one two three four five six…');
});

test('a chain page numbers the answer tables’ deciding words first, then the links’ words, in page order', () => {
  const row = (id: string) => ({ id, title: 'fixture', side: 'client' as const });
  const shared = q('mcpx declares bare {} upstream', { field: 'declared' });
  const onlyLink1 = q('only in link 1 of CAP-91', { field: 'roles' });
  const gate = q('mcpx strips it');
  const hostWords = q('the host handles it');
  // CAP-91 breaks at link 1; CAP-90 works. The answer table lists “reaches the host” before “breaks”.
  const breaks = decide(row('CAP-91'), 'opencode-v1', '2025-11-25', '2025-11-25', [
    link(1, 'break', [onlyLink1, shared], { breaks: 'declared-not-delivered' }),
    link(2, 'pass', [gate]),
    link(3, 'pass', [hostWords]),
  ]);
  const works = decide(row('CAP-90'), 'opencode-v1', '2025-11-25', '2025-11-25', [
    link(1, 'pass', [shared]),
    link(2, 'pass', [gate]),
    link(3, 'pass', [hostWords]),
  ]);
  const chains = [works, breaks].sort((a, b) => b.row.localeCompare(a.row));
  const uses = chainPageUses(chains);
  assert.deepEqual(
    uses.open.map((e) => e.quote),
    [
      // The answers: CAP-90 works (the relay, then the host); CAP-91 breaks at link 1, decided by its value's words
      // (what it declares), not by the words on which side it plays.
      gate.quote,
      hostWords.quote,
      shared.quote,
      // The links shown open, chain by chain in the page's order (CAP-91 first here): CAP-91's link 1, CAP-90's link 3.
      onlyLink1.quote,
      shared.quote,
      hostWords.quote,
    ],
  );
  // The folded links, in the same order: CAP-91's links 2 and 3, CAP-90's links 1 and 2.
  assert.deepEqual(
    uses.folded.map((e) => e.quote),
    [gate.quote, hostWords.quote, shared.quote, gate.quote],
  );
  const words = chainPageWords(chains);
  assert.deepEqual(
    [gate, hostWords, shared, onlyLink1].map((e) => words.of(e).n),
    [1, 2, 3, 4],
  );
  // Every quote the folded links cite is also cited in the open: nothing to fold.
  assert.equal(wordCount(words.sources), 4);
  assert.deepEqual(words.folded, []);
  assert.equal(foldedWordsSummary(words), undefined);
});

test('quotes only folded links cite are listed apart, numbered after the open ones, and the fold says how many', () => {
  const open = q('cited in the open');
  const foldedOnly = q('cited only in a fold', { provenance: NOTE, in: 'note:a-note' });
  const alsoOpen = q('cited in a fold and in the open');
  const secondFolded = q('another one only in a fold');
  const words = pageWords([open, alsoOpen], [foldedOnly, alsoOpen, secondFolded, { ...alsoOpen, provenance: HOST_ROW }]);
  assert.deepEqual(
    words.sources.map((s) => s.words.map((w) => `${w.n} ${w.quote}`)),
    [
      ['1 cited in the open'],
      // A quote cited in both is listed in the open, under the audits of all its uses.
      ['2 cited in a fold and in the open'],
    ],
  );
  assert.deepEqual(words.sources[1]!.provenance, [AUDIT.label, HOST_ROW.label]);
  assert.deepEqual(
    words.folded.map((s) => [s.provenance, s.words.map((w) => `${w.n} ${w.quote}`)]),
    [
      [[NOTE.label], ['3 cited only in a fold']],
      [[AUDIT.label], ['4 another one only in a fold']],
    ],
  );
  assert.equal(words.of(secondFolded).id, 'words-4');
  assert.equal(foldedWordsSummary(words), '2 more quotes ([3] to [4]), cited only by links that do not decide their chain');
  assert.equal(foldedWordsSummary(pageWords([], [open])), '1 more quote ([1]), cited only by links that do not decide their chain');
});

test('a link that reads a matrix cell groups its quotes by the cell’s questions, stated apart from carried; any other link’s are one group', () => {
  const cell = { product: 'mcpx', revision: '2025-11-25', verdict: 'honest' as const, fragment: 'cap-90--mcpx--2025-11-25' };
  const roles = q('a client', { field: 'roles' });
  const declared = q('declares it', { field: 'declared' });
  const carried = q('declared at every revision', { field: 'declared', scope: 'inferred' });
  const works = q('answers it');
  assert.deepEqual(linkWords({ cell, evidence: [roles, declared, carried, works] }), [
    { label: 'Plays the row’s side?', stated: [{ url: roles.url, quote: roles.quote }], carried: [] },
    { label: 'Declared?', stated: [{ url: declared.url, quote: declared.quote }], carried: [{ url: carried.url, quote: carried.quote }] },
    { label: 'Works?', stated: [{ url: works.url, quote: works.quote }], carried: [] },
  ]);
  assert.deepEqual(
    linkWords({ evidence: [declared, works] }).map((g) => [g.label, g.stated.length]),
    [['Words:', 2]],
  );
  assert.deepEqual(linkWords({ evidence: [] }), []);
});
