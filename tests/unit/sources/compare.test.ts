import { test } from 'node:test';
import assert from 'node:assert/strict';
import {
  cellAgreement,
  compareStatement,
  comparable,
  otherSourcesForCell,
  recordsOf,
  statementFor,
} from '../../../src/lib/sources/compare.ts';
import { apifyRecords, canimcpRecords, clientsPageRecords, loaded, sourceOf } from './fixtures.ts';

const byKey = <T extends { key: string }>(list: T[], key: string) => list.find((r) => r.key === key)!;

test('a declaration: present is declares; an Apify record without it does not declare; a false flag is does-not', () => {
  const apify = apifyRecords();
  assert.equal(statementFor(sourceOf('apify'), byKey(apify, 'alpha'), 'CAP-02')!.says, 'declares');
  assert.equal(statementFor(sourceOf('apify'), byKey(apify, 'alpha'), 'CAP-02')!.meaning, 'declaration');
  const missing = statementFor(sourceOf('apify'), byKey(apify, 'alpha'), 'CAP-07')!;
  assert.equal(missing.says, 'does-not');
  assert.deepEqual(missing.fields, [{ field: 'elicitation', value: 'absent', line: null }]);
  const off = statementFor(sourceOf('apify'), byKey(apify, 'beta'), 'CAP-03')!;
  assert.equal(off.says, 'does-not');
  assert.deepEqual(
    off.fields.map((f) => f.value),
    ['no'],
  );
});

test('a bare Apify elicitation means form only: CAP-08 declared, CAP-09 not; an explicit url is CAP-09 and not form', () => {
  const apify = apifyRecords();
  const cli = byKey(apify, 'alpha-cli');
  assert.equal(statementFor(sourceOf('apify'), cli, 'CAP-07')!.says, 'declares');
  assert.equal(statementFor(sourceOf('apify'), cli, 'CAP-08')!.says, 'declares');
  assert.equal(statementFor(sourceOf('apify'), cli, 'CAP-08')?.fields[0]?.bare, true);
  assert.equal(statementFor(sourceOf('apify'), cli, 'CAP-09')!.says, 'does-not');
  const beta = byKey(apify, 'beta');
  assert.equal(statementFor(sourceOf('apify'), beta, 'CAP-08')!.says, 'does-not');
  assert.equal(statementFor(sourceOf('apify'), beta, 'CAP-09')!.says, 'declares');
});

test('a use of a server feature is shown as uses and never compared', () => {
  const statement = statementFor(sourceOf('apify'), byKey(apifyRecords(), 'alpha'), 'CAP-20')!;
  assert.equal(statement.says, 'uses');
  assert.equal(statement.meaning, 'use');
  assert.equal(compareStatement(statement, { declared: 'no', plays: true }, '2025-06-18', '2026-02-02').agreement, 'none');
  // A missing server-feature key is only "not recorded".
  assert.equal(statementFor(sourceOf('apify'), byKey(apifyRecords(), 'alpha-cli'), 'CAP-19')!.says, 'silent');
});

test('the clients page: an absent label is silent, "(partial)" is kept, Discovery is a hint for three rows', () => {
  const [alpha, beta] = clientsPageRecords();
  assert.ok(alpha && beta, 'expected two cards');
  assert.equal(statementFor(sourceOf('clients-page'), alpha, 'CAP-07')!.says, 'silent');
  const sampling = statementFor(sourceOf('clients-page'), alpha, 'CAP-04')!;
  assert.equal(sampling.says, 'declares');
  assert.equal(sampling.partial, true);
  for (const row of ['CAP-15', 'CAP-18', 'CAP-20']) assert.equal(statementFor(sourceOf('clients-page'), beta, row)!.meaning, 'hint', row);
  assert.equal(statementFor(sourceOf('clients-page'), alpha, 'CAP-26'), undefined);
});

test('canimcp: no is does-not, an unlisted cell is silent, provenance travels with the field', () => {
  const [alpha, beta] = canimcpRecords();
  assert.ok(alpha && beta, 'expected two canimcp records');
  const roots = statementFor(sourceOf('canimcp'), alpha, 'CAP-02')!;
  assert.equal(roots.says, 'does-not');
  const call = statementFor(sourceOf('canimcp'), alpha, 'CAP-19')!.fields.find((f) => f.field === 'tools.call')!;
  assert.equal(call.provenance, 'apify');
  assert.equal(call.copyOf, 'apify', 'the source’s copies say that provenance marks a copy of that source');
  const manual = statementFor(sourceOf('canimcp'), alpha, 'CAP-02')!.fields[0];
  assert.equal(manual?.provenance, 'manual');
  assert.equal(manual?.copyOf, undefined);
  assert.equal(statementFor(sourceOf('canimcp'), alpha, 'CAP-04')!.says, 'silent');
  assert.equal(statementFor(sourceOf('canimcp'), beta, 'CAP-07')!.partial, true);
});

test('comparable: a recorded revision only at itself; none recorded, every revision dated on or before the data', () => {
  assert.equal(comparable('2025-06-18', '2025-06-18', '2026-02-02'), true);
  assert.equal(comparable('2025-06-18', '2025-11-25', '2026-02-02'), false);
  assert.equal(comparable(null, '2025-11-25', '2026-05-27'), true);
  assert.equal(comparable(null, '2026-07-28', '2026-05-27'), false);
});

test('agreement in each state', () => {
  const apify = apifyRecords();
  const declares = statementFor(sourceOf('apify'), byKey(apify, 'alpha'), 'CAP-02')!;
  const doesNot = statementFor(sourceOf('apify'), byKey(apify, 'alpha'), 'CAP-07')!;
  const [card] = clientsPageRecords();
  assert.ok(card);
  const silent = statementFor(sourceOf('clients-page'), card, 'CAP-07')!;
  const at = (
    s: typeof declares,
    declared: Parameters<typeof compareStatement>[1]['declared'],
    revision: '2025-06-18' | '2025-11-25' = '2025-06-18',
    plays = true,
  ) => compareStatement(s, { declared, plays }, revision, '2026-02-02').agreement;
  assert.equal(at(declares, 'yes'), 'agree');
  assert.equal(at(declares, 'conditional'), 'agree');
  assert.equal(at(doesNot, 'no'), 'agree');
  assert.equal(at(doesNot, 'off'), 'agree');
  assert.equal(at(declares, 'no'), 'disagree');
  assert.equal(at(doesNot, 'yes'), 'disagree');
  assert.equal(at(declares, 'unknown'), 'none');
  assert.equal(at(silent, 'yes'), 'none');
  assert.equal(at(declares, 'no', '2025-11-25'), 'none');
  assert.equal(at(declares, 'no', '2025-06-18', false), 'none');
  assert.equal(
    cellAgreement([
      { agreement: 'agree', why: '' },
      { agreement: 'disagree', why: '' },
    ]),
    'disagree',
  );
  assert.equal(
    cellAgreement([
      { agreement: 'none', why: '' },
      { agreement: 'agree', why: '' },
    ]),
    'agree',
  );
  assert.equal(cellAgreement([]), 'none');
});

test('two client names for one product: both records are the product, and either can disagree', () => {
  const [apify] = loaded();
  assert.ok(apify);
  assert.deepEqual(
    recordsOf(apify, 'codex').map((r) => r.record.key),
    ['alpha', 'alpha-cli'],
  );
  const cell = otherSourcesForCell({ row: 'CAP-07', product: 'codex', revision: '2025-06-18', declared: 'yes' }, 'client', loaded());
  const apifyStatements = cell.statements.filter((s) => s.source === 'apify');
  assert.deepEqual(
    apifyStatements.map((s) => `${s.key}:${s.says}:${s.agreement}`),
    ['alpha:does-not:disagree', 'alpha-cli:declares:agree'],
  );
  assert.equal(cell.agreement, 'disagree');
});

test('a record not split by version is shown for both versions', () => {
  for (const product of ['opencode-v1', 'opencode-v2'] as const) {
    const cell = otherSourcesForCell({ row: 'CAP-02', product, revision: '2025-06-18', declared: 'no' }, 'client', loaded());
    const s = cell.statements.find((x) => x.source === 'clients-page')!;
    assert.equal(s.label, 'opencode, version not split');
    assert.equal(s.agreement, 'disagree', product);
  }
  // A product no source names gets nothing.
  assert.deepEqual(
    otherSourcesForCell({ row: 'CAP-02', product: 'mcpx', revision: '2025-06-18', declared: 'yes' }, 'client', loaded()).statements,
    [],
  );
});

test('agreement words start a sentence', async () => {
  const { agreementWords } = await import('../../../src/lib/sources/view.ts');
  assert.equal(agreementWords('disagree'), 'Disagrees with the register');
  assert.equal(agreementWords('agree'), 'Agrees with the register');
  assert.equal(agreementWords('none'), 'Nothing to compare');
});
