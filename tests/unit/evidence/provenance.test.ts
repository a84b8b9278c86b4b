/** Provenance and scope read from the text: which audit a passage speaks for, and which revisions a quote names. */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { evidenceCorpus } from '../../../src/lib/evidence/corpus.ts';
import { auditsOf, isPinnedCurrent, productProvenance, refProvenance } from '../../../src/lib/evidence/provenance.ts';
import { quoteNames } from '../../../src/lib/evidence/scope.ts';
import type { Idiosyncrasy, ProductEntry, Register, Row } from '../../../src/lib/register/schema.ts';
import { resolveDeclared } from '../../../src/lib/evidence/basis.ts';

const row = (id: string, audit: Row['audit'], body: string, sources: Row['sources'] = []) => ({
  data: { id, register: 'capabilities', audit, sources } as unknown as Row,
  body,
});
const register = {
  id: 'capabilities',
  published: true,
  title: 'C',
  description: 'd',
  preamble: [],
  auditNote: {
    text: 't',
    current: [
      { commit: '2a93f3f64', rows: ['CAP-08'] },
      { commit: '7e1f0c2', rows: ['CAP-03'] },
    ],
    snapshotCommit: '05c78b2',
  },
} as unknown as Register;
const note = {
  title: 'n',
  kind: 'idiosyncrasy',
  status: 'current',
  lastVerified: '2026-08-24',
  clients: ['x'],
  products: ['opencode-v1'],
  mentions: ['goose'],
  revisions: ['2025-11-25'],
} as unknown as Idiosyncrasy;

const corpus = evidenceCorpus({
  rows: [
    row(
      'CAP-08',
      { status: 'current', product: 'mcpx', commit: '2a93f3f64', label: 'mcpx @ 2a93f3f64' },
      '## What\n\nForm.\n\n## mcpx @ 2a93f3f64\n\nDeclares form.\n\n## Detail\n\nNever url.\n\n## Also recorded from the elicitation register\n\nAdds url.\n',
    ),
    row(
      'CAP-22',
      { status: 'current', product: 'mcpx', commit: null, sourcesCommit: '05c78b2', label: 'mcpx (current)' },
      '## Where\n\n2025-11-25.\n\n## mcpx (current)\n\nLists owned tasks. The assessment and source references below preserve the original 05c78b2 comparison; implementation-specific claims there are historical, not current.\n\n## Risk\n\nAny host sees every task.\n\n## Also recorded from the tasks register\n\nEvery task is listed.\n',
      [
        {
          kind: 'file',
          source: 'spec',
          path: 'schema/2025-11-25/schema.ts',
          lines: [],
          symbols: [],
          raw: 'schema/2025-11-25/schema.ts:437',
        },
      ],
    ),
    row(
      'CAP-03',
      { status: 'current', product: 'mcpx', commit: '7e1f0c2', label: 'mcpx @ 7e1f0c2' },
      '## What\n\nRoots.\n\n## mcpx @ 7e1f0c2\n\nDrops listChanged in 2026.\n',
    ),
    row(
      'CAP-21',
      { status: 'current', product: 'mcpx', commit: '2a93f3f64', label: 'mcpx @ 2a93f3f64' },
      '## Detail\n\nThe comment above the branch says the capability is “declared both ways and a client of either era finds it where it looks”.\n',
    ),
  ],
  notes: [{ slug: 'the-note', data: note, body: 'goose declares less than it implements.' }],
  registers: [register],
});

test('an observation names its commit; other sections inherit it; Also recorded is from its register, no commit', () => {
  assert.deepEqual(refProvenance(corpus, { in: 'observation', quote: 'Declares form' }, 'CAP-08'), {
    kind: 'audit',
    commit: '2a93f3f64',
    label: 'the audit at 2a93f3f64 (mcpx @ 2a93f3f64)',
  });
  assert.equal(refProvenance(corpus, { in: 'CAP-08/detail', quote: 'Never url' }, null)!.commit, '2a93f3f64');
  assert.deepEqual(refProvenance(corpus, { in: 'also-elicitation', quote: 'Adds url' }, 'CAP-08'), {
    kind: 'register',
    label: 'the elicitation register, no commit',
  });
  assert.equal(
    auditsOf(
      corpus,
      [
        { in: 'observation', quote: 'Declares form' },
        { in: 'also-elicitation', quote: 'Adds url' },
      ],
      'CAP-08',
    ).length,
    2,
  );
});

test('“(current)” has no commit; the sections below it and the citations are the comparison it says it preserves', () => {
  assert.equal(refProvenance(corpus, { in: 'CAP-22/observation', quote: 'Lists owned tasks' }, null)!.kind, 'current');
  assert.equal(refProvenance(corpus, { in: 'CAP-22/where', quote: '2025-11-25' }, null)!.kind, 'current');
  assert.deepEqual(refProvenance(corpus, { in: 'CAP-22/risk', quote: 'Any host' }, null)!.commit, '05c78b2');
  assert.deepEqual(refProvenance(corpus, { in: 'CAP-22/source-1', quote: 'schema' }, null)!.commit, '05c78b2');
});

test('only a passage of the audit at the header’s current commit is the pinned current audit', () => {
  assert.equal(isPinnedCurrent(corpus, { in: 'CAP-08/observation', quote: 'Declares form' }, null), true);
  assert.equal(isPinnedCurrent(corpus, { in: 'CAP-08/also-elicitation', quote: 'Adds url' }, null), false);
  assert.equal(isPinnedCurrent(corpus, { in: 'CAP-22/observation', quote: 'Lists owned tasks' }, null), false);
  assert.equal(isPinnedCurrent(corpus, { in: 'note:the-note', quote: 'goose' }, null), false);
});

test('any number of current audits: each row is pinned at the commit the header names for it, and only there', () => {
  // A third audit the header names (“CAP-03 is current at 7e1f0c2”) pins CAP-03 as the first pins CAP-08.
  assert.equal(isPinnedCurrent(corpus, { in: 'CAP-03/observation', quote: 'Drops listChanged' }, null), true);
  assert.equal(isPinnedCurrent(corpus, { in: 'CAP-03/what', quote: 'Roots' }, null), true);
  // CAP-21 speaks for the audit at 2a93f3f64 too, but the header does not name CAP-21 as current.
  assert.equal(isPinnedCurrent(corpus, { in: 'CAP-21/detail', quote: 'declared both ways' }, null), false);
});

test('a note’s sentences are scoped by its header; a citation by its path; a row sentence by its words only', () => {
  assert.deepEqual(quoteNames(corpus, { in: 'note:the-note', quote: 'goose declares less' }, null), ['2025-11-25']);
  assert.deepEqual(quoteNames(corpus, { in: 'CAP-22/source-1', quote: 'schema' }, null), ['2025-11-25']);
  assert.deepEqual(quoteNames(corpus, { in: 'CAP-08/observation', quote: 'Declares form' }, null), []);
  assert.deepEqual(quoteNames(corpus, { in: 'CAP-22/where', quote: '2025-11-25' }, null), ['2025-11-25']);
});

test('a note’s Revisions scope only the products it audits: what it says of a product it mentions names no revision', () => {
  const ref = { in: 'note:the-note', quote: 'goose declares less' };
  assert.deepEqual(quoteNames(corpus, ref, null, 'opencode-v1'), ['2025-11-25']);
  assert.deepEqual(quoteNames(corpus, ref, null, 'goose'), []);
  const entry = {
    revisions: ['2025-11-25'],
    declared: { value: 'no', evidence: [ref] },
    implemented: { value: 'unknown' },
  } as unknown as ProductEntry;
  assert.equal(resolveDeclared(entry, { revision: '2025-11-25', row: 'CAP-08', corpus, product: 'opencode-v1' }).basis, 'stated');
  assert.equal(resolveDeclared(entry, { revision: '2025-11-25', row: 'CAP-08', corpus, product: 'goose' }).basis, 'inferred');
});

test('an Also-recorded section below a (current) observation that preserves a comparison is part of that comparison', () => {
  assert.deepEqual(refProvenance(corpus, { in: 'CAP-22/also-tasks', quote: 'Every task is listed' }, null), {
    kind: 'audit',
    commit: '05c78b2',
    label: 'the tasks register, as kept in the 05c78b2 comparison CAP-22 preserves',
  });
  assert.equal(
    auditsOf(
      corpus,
      [
        { in: 'CAP-22/risk', quote: 'Any host' },
        { in: 'CAP-22/also-tasks', quote: 'Every task is listed' },
      ],
      null,
    ).length,
    1,
  );
  assert.equal(refProvenance(corpus, { in: 'CAP-08/also-elicitation', quote: 'Adds url' }, null)!.kind, 'register');
});

test('the words of a quoted code comment name no revision, even quoted without their quotation marks', () => {
  assert.deepEqual(quoteNames(corpus, { in: 'CAP-21/detail', quote: 'a client of either era finds it where it looks' }, null), []);
  assert.deepEqual(quoteNames(corpus, { in: 'CAP-22/where', quote: '2025-11-25' }, null, undefined, 'positive'), ['2025-11-25']);
});

test('a row’s words about another product than its audit’s say what was read, not a version of that product', () => {
  const ref = { in: 'CAP-08/what', quote: 'Form.' };
  const ofMcpx = productProvenance(corpus, ref, null, 'mcpx');
  assert.equal(ofMcpx?.label, refProvenance(corpus, ref, null)?.label);
  const ofOpencode = productProvenance(corpus, ref, null, 'opencode-v2');
  assert.equal(ofOpencode?.label, 'the mcpx audit’s row CAP-08 (at 2a93f3f64; opencode-v2’s version unpinned)');
  // The audit it speaks for is unchanged: the one-audit rule still reads the commit.
  assert.equal(ofOpencode?.commit, '2a93f3f64');
  assert.equal(
    productProvenance(corpus, { in: 'note:n', quote: 'x' }, null, 'goose')?.kind,
    refProvenance(corpus, { in: 'note:n', quote: 'x' }, null)?.kind,
  );
});
