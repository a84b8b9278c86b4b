/** peer-use-quoted-as-uses's pure parts (`uses.ts`): which sentences speak of a peer's use of the capability, and the details heading. */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { usesLinks } from '../../../src/lib/evidence/uses.ts';
import { peerUseSentences } from '../../../src/lib/rules/peer-use-quoted-as-uses.ts';
import { usesHeading } from '../../../src/lib/matrix/view.ts';
import type { EvidenceCorpus } from '../../../src/lib/evidence/corpus.ts';
import type { ProductEntry } from '../../../src/lib/register/schema.ts';

/** A corpus of one row with the given sections (section id → text). */
function corpusOf(id: string, sections: Record<string, string>): EvidenceCorpus {
  return {
    rows: new Map([[id, { id, sections: new Map(Object.entries(sections)), sources: [] }]]),
    notes: new Map(),
    registers: new Map(),
  };
}

test('a server row sentence naming clients is found once per client it names', () => {
  const corpus = corpusOf('CAP-90', {
    where: 'All five. opencode v2 refetches gadgets on it; v1 ignores it. mcpx declares gadgets.',
    detail: 'Both opencode versions refetch gadgets (v2 debounces it). lootbox never asks.',
  });
  const found = peerUseSentences(corpus, { id: 'CAP-90', side: 'server', capability: { side: 'server', paths: ['gadgets'] } });
  assert.deepEqual(
    found.map((f) => `${f.section} ${f.product}: ${f.sentence}`),
    [
      'where opencode-v1: opencode v2 refetches gadgets on it; v1 ignores it.',
      'where opencode-v2: opencode v2 refetches gadgets on it; v1 ignores it.',
      'detail opencode-v1: Both opencode versions refetch gadgets (v2 debounces it).',
      'detail opencode-v2: Both opencode versions refetch gadgets (v2 debounces it).',
      'detail lootbox: lootbox never asks.',
    ],
  );
});

test('the Sources list and client rows give no peer sentences (mcpx plays both sides)', () => {
  const corpus = corpusOf('CAP-91', {
    'sources-as-written': 'v1:packages/opencode/src/x.ts:1',
    what: 'opencode v1 renders widgets. mcpx too.',
  });
  assert.deepEqual(peerUseSentences(corpus, { id: 'CAP-91', side: 'server', capability: { side: 'server', paths: ['w'] } }).length, 1);
  assert.deepEqual(peerUseSentences(corpus, { id: 'CAP-91', side: 'client', capability: { side: 'client', paths: ['w'] } }), []);
});

test('the heading names the product, the side and the capability without repeating the side', () => {
  assert.equal(usesHeading('opencode v1', 'server', 'server prompts'), 'What opencode v1 does with a server’s prompts');
  assert.equal(
    usesHeading('opencode v2', 'server', 'extensions["io.modelcontextprotocol/tasks"] key'),
    'What opencode v2 does with a server’s extensions["io.modelcontextprotocol/tasks"] key',
  );
});

test('a uses quote whose words name revisions is published only there; parenthesised words do not scope it', () => {
  const entry: ProductEntry = {
    revisions: ['2025-11-25', '2026-07-28'],
    declared: { value: 'unknown' },
    implemented: { value: 'unknown' },
    uses: {
      value: 'yes',
      evidence: [
        { in: 'where', quote: 'on a modern connection v2 opens subscriptions/listen itself' },
        { in: 'where', quote: 'Both opencode versions refetch tools on it (on a modern connection v2 opens it)' },
      ],
    },
  };
  const quotesAt = (revision: '2025-11-25' | '2026-07-28') =>
    usesLinks(entry, revision, 'CAP-20', 'x', undefined, 'opencode-v2').map((l) => l.quote);
  assert.deepEqual(quotesAt('2025-11-25'), ['Both opencode versions refetch tools on it (on a modern connection v2 opens it)']);
  assert.equal(quotesAt('2026-07-28').length, 2);
});

test('a note’s uses quote is shown and stated at the note’s Revisions for a product it audits (stated-needs-revision-words and one-reading-for-every-revision’s reading)', () => {
  const corpus: EvidenceCorpus = {
    ...corpusOf('CAP-14', { where: 'opencode v1 lists prompts.' }),
    notes: new Map([['fixture-note', 'Title. The client does consume prompts.']]),
    noteMeta: new Map([
      ['fixture-note', { lastVerified: '2026-08-24', revisions: ['2025-11-25'], audits: ['opencode-v1'], mentions: ['codex'] }],
    ]),
  };
  const entry: ProductEntry = {
    revisions: ['2025-06-18', '2025-11-25'],
    declared: { value: 'unknown' },
    implemented: { value: 'unknown' },
    uses: { value: 'yes', evidence: [{ in: 'note:fixture-note', quote: 'The client does consume prompts' }] },
  };
  const scopeAt = (revision: '2025-06-18' | '2025-11-25', product: string) =>
    usesLinks(entry, revision, 'CAP-14', 'x', corpus, product).map((l) => l.scope);
  assert.deepEqual(scopeAt('2025-11-25', 'opencode-v1'), ['stated']);
  assert.deepEqual(scopeAt('2025-06-18', 'opencode-v1'), []);
  // A product the note only mentions: its words name no revision for it, so they reach every revision, inferred.
  assert.deepEqual(scopeAt('2025-11-25', 'codex'), ['inferred']);
  assert.deepEqual(scopeAt('2025-06-18', 'codex'), ['inferred']);
});
