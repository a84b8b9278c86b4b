/**
 * What an observation says of the register's rows and how it stands to the register's cells,
 * on the observations of tests/fixtures/observations/ and rows written here.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { join } from 'node:path';
import { loadObservations } from '../../../src/lib/observations/load.ts';
import {
  declarationsOf,
  observableRows,
  observedCells,
  questionSpeaksOf,
  readKey,
  type ObservableRow,
} from '../../../src/lib/observations/cells.ts';
import { compareDeclared, compareImplemented, observedAgreement } from '../../../src/lib/observations/compare.ts';
import { answerWords, summaryWords } from '../../../src/lib/observations/words.ts';
import { mustFind } from '../../../src/lib/lookup/must.ts';

const dir = join(import.meta.dirname, '../../fixtures/observations');
const loaded = loadObservations(dir, dir);
const widget = mustFind(loaded.observations, (o) => o.data.client === 'widget-client', 'fixture').data;
const plain = mustFind(loaded.observations, (o) => o.data.client === 'plain-client', 'fixture').data;

test('the fixtures are valid observations', () => {
  assert.deepEqual(loaded.problems, []);
});

test('the rows an observation speaks of name a client-side key; a both-sides row its client side', () => {
  assert.deepEqual(
    observableRows([
      { id: 'CAP-01', capability: { side: 'client', paths: ['roots'] } },
      { id: 'CAP-02', capability: { side: 'server', paths: ['tools'] } },
      { id: 'CAP-03', capability: { side: 'both', paths: ['experimental'] } },
      { id: 'CAP-04' },
    ]),
    [
      { id: 'CAP-01', paths: ['roots'] },
      { id: 'CAP-03', paths: ['experimental'] },
    ],
  );
});

test('one declaration per revision: initialize at the negotiated version first, then the second pass’s _meta over the first’s', () => {
  const declarations = declarationsOf(widget);
  assert.deepEqual(
    declarations.map((d) => [d.revision, d.pass, d.message, d.requests.length]),
    [
      ['2025-11-25', 'legacy', 'initialize', 3],
      ['2026-07-28', 'modern', '_meta', 0],
    ],
  );
  // The second pass's _meta, not the first pass's (which declared gadgets).
  assert.deepEqual(declarations[1]!.capabilities, { widgets: { deep: true } });
  // Without a second pass, the first pass's _meta speaks for its revision.
  assert.deepEqual(
    declarationsOf({ ...widget, modern: null }).map((d) => [d.revision, d.pass, d.message]),
    [
      ['2025-11-25', 'legacy', 'initialize'],
      ['2026-07-28', 'legacy', '_meta'],
    ],
  );
  // A second pass that fell back to initialize at the same revision adds nothing.
  assert.equal(declarationsOf({ ...widget, modern: { ...widget.legacy, meta: null } }).length, 2);
});

test('a key is declared when sent, off when sent as false, and a bare elicitation is form only', () => {
  const caps = { roots: { listChanged: false }, elicitation: {}, extensions: { 'io.example/tasks': {} }, sampling: null };
  assert.deepEqual(readKey(caps, 'roots'), { declared: 'yes' });
  assert.deepEqual(readKey(caps, 'roots.listChanged'), { declared: 'off' });
  assert.deepEqual(readKey(caps, 'sampling'), { declared: 'off' });
  assert.deepEqual(readKey(caps, 'elicitation.form'), { declared: 'yes', bare: 'elicitation' });
  assert.deepEqual(readKey(caps, 'elicitation.url'), { declared: 'no' });
  assert.deepEqual(readKey({ elicitation: { url: {} } }, 'elicitation.form'), { declared: 'no' });
  assert.deepEqual(readKey(caps, 'extensions["io.example/tasks"]'), { declared: 'yes' });
  assert.deepEqual(readKey(caps, 'tasks.list'), { declared: 'no' });
  assert.deepEqual(readKey({ roots: true }, 'roots.listChanged'), { declared: 'no' });
});

test('a question speaks of its key and of the keys that hold it', () => {
  const form = { method: 'elicitation/create' as const, mode: 'form' as const };
  assert.equal(questionSpeaksOf(form, 'elicitation'), true);
  assert.equal(questionSpeaksOf(form, 'elicitation.form'), true);
  assert.equal(questionSpeaksOf(form, 'elicitation.url'), false);
  assert.equal(questionSpeaksOf({ method: 'roots/list' }, 'roots'), true);
  assert.equal(questionSpeaksOf({ method: 'roots/list' }, 'roots.listChanged'), false);
  assert.equal(questionSpeaksOf({ method: 'sampling/createMessage' }, 'sampling'), true);
});

const rows: ObservableRow[] = [
  { id: 'R-ROOTS', paths: ['roots'] },
  { id: 'R-LIST', paths: ['roots.listChanged'] },
  { id: 'R-ELICIT', paths: ['elicitation'] },
  { id: 'R-FORM', paths: ['elicitation.form'] },
  { id: 'R-SAMPLING', paths: ['sampling'] },
  { id: 'R-WIDGETS', paths: ['widgets'] },
];

test('each row’s key at each revision: what was sent, the words, and the answers to the questions about it', () => {
  const cells = observedCells(widget, rows);
  const at = (row: string, revision: string) => mustFind(cells, (c) => c.row === row && c.revision === revision, `${row} ${revision}`);
  assert.equal(cells.length, rows.length * 2);
  const roots = at('R-ROOTS', '2025-11-25');
  assert.equal(roots.declared, 'yes');
  assert.equal(roots.message, 'initialize');
  // As the file keeps them: keys sorted.
  assert.equal(roots.words, '"capabilities": {"elicitation":{},"roots":{"listChanged":false},"widgets":{}}');
  assert.deepEqual(roots.answers, [{ method: 'roots/list', outcome: 'answered', words: 'result {"roots":[]}' }]);
  assert.equal(roots.summary, 'declared and answered');
  assert.equal(at('R-LIST', '2025-11-25').summary, 'declared as false (promises nothing)');
  const form = at('R-FORM', '2025-11-25');
  assert.equal(form.bare, 'elicitation');
  assert.deepEqual(form.answers, [
    { method: 'elicitation/create', mode: 'form', outcome: 'refused', code: -32601, words: 'error -32601 "Method not found"' },
  ]);
  assert.equal(form.summary, 'declared and refused');
  assert.equal(at('R-SAMPLING', '2025-11-25').summary, 'not declared, no answer in time');
  assert.equal(at('R-SAMPLING', '2025-11-25').answers[0]!.words, 'no answer within 4 s');
  // The 2026 _meta: declared there, and no question (the answers belong to initialize).
  const modern = at('R-WIDGETS', '2026-07-28');
  assert.equal(modern.message, '_meta');
  assert.equal(modern.words, '"io.modelcontextprotocol/clientCapabilities": {"widgets":{"deep":true}}');
  assert.deepEqual([modern.declared, modern.summary], ['yes', 'declared']);
  assert.equal(at('R-ROOTS', '2026-07-28').summary, 'not declared');
  // An empty initialize declares nothing; a question with no answer before the end says so.
  const unanswered = mustFind(observedCells(plain, rows), (c) => c.row === 'R-ROOTS', 'plain roots');
  assert.deepEqual([unanswered.summary, unanswered.answers[0]!.words], ['not declared, no answer', 'no answer before the session ended']);
});

test('the summary names each question when their outcomes differ', () => {
  assert.equal(summaryWords('yes', [{ method: 'elicitation/create', outcome: 'answered' }]), 'declared and answered');
  assert.equal(summaryWords('no', [{ method: 'roots/list', outcome: 'answered' }]), 'answered without declaring');
  assert.equal(summaryWords('no', [{ method: 'roots/list', outcome: 'refused' }]), 'not declared, and refused');
  assert.equal(
    summaryWords('yes', [
      { method: 'elicitation/create', mode: 'form', outcome: 'answered' },
      { method: 'elicitation/create', mode: 'url', outcome: 'refused' },
    ]),
    'declared; elicitation/create (form) answered, elicitation/create (url) refused',
  );
  assert.equal(answerWords({ result: { action: 'cancel' } }, 4), 'result {"action":"cancel"}');
});

test('declared: both declaring or both not agree; off is not declared; unknown or a side not played compares nothing', () => {
  const plays = true;
  assert.equal(compareDeclared('yes', { declared: 'yes', plays }).agreement, 'agree');
  assert.equal(compareDeclared('yes', { declared: 'conditional', plays }).agreement, 'agree');
  assert.equal(compareDeclared('off', { declared: 'off', plays }).agreement, 'agree');
  assert.equal(compareDeclared('no', { declared: 'off', plays }).agreement, 'agree');
  assert.deepEqual(compareDeclared('yes', { declared: 'no', plays }), {
    agreement: 'disagree',
    why: 'the register’s declared value is no; on the wire the client sent the key',
  });
  assert.deepEqual(compareDeclared('no', { declared: 'yes', plays }), {
    agreement: 'disagree',
    why: 'the register’s declared value is yes; on the wire the client did not send the key',
  });
  assert.equal(compareDeclared('off', { declared: 'yes', plays }).agreement, 'disagree');
  assert.equal(compareDeclared('yes', { declared: 'unknown', plays }).agreement, 'none');
  assert.equal(compareDeclared('yes', { declared: 'no', plays: false }).agreement, 'none');
});

test('implemented: an answer is handling it, method-not-found is not; a timeout or another error compares nothing', () => {
  const answered = [{ outcome: 'answered' as const }];
  const notFound = [{ outcome: 'refused' as const, code: -32601 }];
  const plays = true;
  assert.equal(compareImplemented(answered, { implemented: 'yes', plays }).agreement, 'agree');
  assert.equal(compareImplemented(answered, { implemented: 'partial', plays }).agreement, 'agree');
  assert.equal(compareImplemented(answered, { implemented: 'no', plays }).agreement, 'disagree');
  assert.equal(compareImplemented(notFound, { implemented: 'no', plays }).agreement, 'agree');
  assert.deepEqual(compareImplemented(notFound, { implemented: 'yes', plays }), {
    agreement: 'disagree',
    why: 'the register’s implemented value is yes; the client answered method not found',
  });
  // One mode answered is handling it, even if another was refused.
  assert.equal(compareImplemented([...notFound, ...answered], { implemented: 'no', plays }).agreement, 'disagree');
  assert.equal(compareImplemented([{ outcome: 'refused', code: -1 }], { implemented: 'yes', plays }).agreement, 'none');
  assert.equal(compareImplemented([{ outcome: 'timeout' }], { implemented: 'no', plays }).agreement, 'none');
  assert.equal(compareImplemented([], { implemented: 'yes', plays }).why, 'the probe asks nothing about this key');
  assert.equal(compareImplemented(answered, { implemented: 'unknown', plays }).agreement, 'none');
  assert.equal(compareImplemented(answered, { implemented: 'no', plays: false }).agreement, 'none');
  assert.equal(observedAgreement({ agreement: 'agree', why: '' }, { agreement: 'disagree', why: '' }), 'disagree');
  assert.equal(observedAgreement({ agreement: 'none', why: '' }, { agreement: 'agree', why: '' }), 'agree');
  assert.equal(observedAgreement({ agreement: 'none', why: '' }), 'none');
});
