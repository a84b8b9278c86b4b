import { test } from 'node:test';
import assert from 'node:assert/strict';
import {
  carriedRevisionWords,
  elsewhereWords,
  evidenceByQuestion,
  placedEvidenceWords,
  quotedRowTitles,
  rowsQuoted,
  type EvidenceEntry,
} from '../../../src/lib/matrix/evidence-groups.ts';
import { PLAYS_PLAIN, SPEAKS_PLAIN } from '../../../src/lib/matrix/view.ts';

const titles = { 'CAP-09': 'client elicitation.url', 'CAP-17': 'server resources.subscribe' };

/** A fixture cell of CAP-17 at 2025-03-26: role words from two other rows, carried speaking words, its own declared words. */
const evidence: EvidenceEntry[] = [
  { field: 'implemented', scope: 'stated', quote: 'nothing subscribes upstream', in: 'CAP-17/observation', url: '/a' },
  { field: 'roles', scope: 'stated', quote: 'As a client mcpx declares bare {} upstream', in: 'CAP-09/observation', url: '/b' },
  { field: 'speaks', scope: 'inferred', quote: 'mcpx does not serve 2024-11-05', in: 'CAP-13/detail', url: '/c' },
  { field: 'roles', scope: 'inferred', quote: 'opencode declares roots only', in: 'note:opencode-declares-roots-only', url: '/d' },
  { field: 'declared', scope: 'inferred', quote: 'subscribe: true on stdio', in: 'CAP-17/observation', url: '/e' },
];

test('each quote stands under the question it answers, in question order, every quote once', () => {
  const groups = evidenceByQuestion(evidence, { rowId: 'CAP-17', revision: '2025-03-26', rowTitles: titles });
  assert.deepEqual(
    groups.map((g) => [g.field, g.items.map((i) => i.entry.url)]),
    [
      ['roles', ['/b', '/d']],
      ['speaks', ['/c']],
      ['declared', ['/e']],
      ['implemented', ['/a']],
    ],
  );
  assert.equal(groups.flatMap((g) => g.items).length, evidence.length);
  assert.deepEqual(
    groups.map((g) => g.heading),
    ['Plays the row’s side?', 'Speaks this revision?', 'Declared?', 'Works?'],
  );
});

test('a quote written in another row says which row, by id and title; this row’s quotes say nothing of it', () => {
  const [roles, speaks, declared] = evidenceByQuestion(evidence, { rowId: 'CAP-17', revision: '2025-03-26', rowTitles: titles });
  assert.equal(roles?.items[0]?.elsewhere, 'another row, CAP-09 “client elicitation.url”');
  assert.equal(roles?.items[1]?.elsewhere, 'a client note, not this row');
  // A row whose title the drawer was not given is still named.
  assert.equal(speaks?.items[0]?.elsewhere, 'another row, CAP-13');
  assert.equal(declared?.items[0]?.elsewhere, null);
  assert.equal(elsewhereWords('register:roots', 'CAP-02', {}), 'a register’s header, not this row');
});

test('carried words say the revisions they speak of against the cell’s; stated words say none', () => {
  assert.equal(carriedRevisionWords('mcpx does not serve 2024-11-05', '2025-03-26'), 'its words speak of 2024-11-05, not 2025-03-26');
  assert.equal(carriedRevisionWords('2024-11-05 and 2025-03-26 declare it', '2025-03-26'), 'its words speak of 2024-11-05 and 2025-03-26');
  assert.equal(carriedRevisionWords('subscribe: true on stdio', '2025-03-26'), 'its words name no revision');
  const [roles, speaks, , works] = evidenceByQuestion(evidence, { rowId: 'CAP-17', revision: '2025-03-26', rowTitles: titles });
  assert.equal(
    placedEvidenceWords(speaks!.items[0]!),
    '(another row, CAP-13; its words speak of 2024-11-05, not 2025-03-26; carried here: inferred)',
  );
  assert.equal(
    placedEvidenceWords(roles!.items[1]!),
    '(a client note, not this row; its words name no revision; they say which side it plays, not that it plays no other: inferred)',
  );
  assert.equal(placedEvidenceWords(roles!.items[0]!), '(another row, CAP-09 “client elicitation.url”)');
  assert.equal(placedEvidenceWords(works!.items[0]!), '');
});

test('a question’s heading carries the cell’s answer where one is given', () => {
  const groups = evidenceByQuestion(evidence, {
    rowId: 'CAP-17',
    revision: '2025-03-26',
    answers: { declared: 'Yes', implemented: 'In part', spec: 'defined' },
  });
  assert.deepEqual(
    groups.map((g) => g.heading),
    ['Plays the row’s side?', 'Speaks this revision?', 'Declared? Yes', 'Works? In part'],
  );
  const spec = evidenceByQuestion([{ field: 'spec', scope: 'stated', quote: 'x', in: 'CAP-17/what', url: '/f' }], {
    rowId: 'CAP-17',
    revision: '2025-03-26',
    answers: { spec: 'defined' },
  });
  assert.equal(spec[0]?.heading, 'What the revision defines: defined');
  assert.deepEqual(evidenceByQuestion([], { rowId: 'CAP-17', revision: '2025-03-26' }), []);
  // Every question can carry one, “Speaks this revision?” in the words of the speaks fact the verdict read.
  assert.deepEqual(
    evidenceByQuestion(evidence, {
      rowId: 'CAP-17',
      revision: '2025-03-26',
      answers: { roles: PLAYS_PLAIN.true, speaks: SPEAKS_PLAIN.unknown },
    }).map((g) => g.heading),
    ['Plays the row’s side? Yes', 'Speaks this revision? Not known', 'Declared?', 'Works?'],
  );
});

test('the rows a cell’s quotes are written in, each once: the drawer is sent their titles', () => {
  assert.deepEqual(rowsQuoted(evidence), ['CAP-17', 'CAP-09', 'CAP-13']);
  const rows = [
    { id: 'CAP-09', title: 'client elicitation.url' },
    { id: 'CAP-12', title: 'server logging' },
    { id: 'CAP-13', title: 'server completions' },
  ];
  const unused = { field: 'implemented' as const, scope: 'stated' as const, quote: 'q', in: 'CAP-13/detail', url: '/g' };
  assert.deepEqual(
    quotedRowTitles(
      { mcpx: { '2025-03-26': { evidence: evidence.slice(1, 2) }, '2025-06-18': { evidence: [], unusedEvidence: [unused] } } },
      rows,
    ),
    { 'CAP-09': 'client elicitation.url', 'CAP-13': 'server completions' },
  );
});
