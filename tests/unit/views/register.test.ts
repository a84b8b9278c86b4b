import { test } from 'node:test';
import assert from 'node:assert/strict';
import { join } from 'node:path';
import { checkContent } from '../../../src/lib/content/check.ts';
import { compareRowIds } from '../../../src/lib/register/ids.ts';
import {
  countRegister,
  disputesForNote,
  entryLink,
  notesForProduct,
  notesForRow,
  registerTitleFor,
  rowSummary,
} from '../../../src/lib/views/register.ts';

const fixture = checkContent(join(import.meta.dirname, '../../fixtures/content-valid'));
const rows = fixture.rows.map((r) => r.data);

test('row ids sort by prefix, then by number', () => {
  assert.deepEqual(['CAP-10', 'ROOT-01', 'CAP-2', 'CAP-03'].sort(compareRowIds), ['CAP-2', 'CAP-03', 'CAP-10', 'ROOT-01']);
});

test('counts by side and audit status', () => {
  assert.deepEqual(countRegister(rows, fixture.notes), {
    rows: 2,
    bySide: { client: 1, server: 1, both: 0 },
    byAudit: { current: 1, snapshot: 1 },
    notes: 1,
  });
});

test('the summary names the audit commit and keeps each reason', () => {
  const summary = rowSummary(rows[0]!);
  assert.deepEqual(
    summary.find((s) => s.term === 'Audit'),
    { term: 'Audit', value: 'mcpx, current at abc1234', detail: 'Observation: mcpx @ abc1234' },
  );
  assert.deepEqual(
    summary.find((s) => s.term === 'Risk'),
    { term: 'Risk', value: 'low', detail: 'low — nothing much.' },
  );
});

test('entry links lead to row pages, note pages and the register header', () => {
  assert.deepEqual(entryLink('CAP-09', '/r/'), { href: '/r/capabilities/cap-09/', label: 'CAP-09' });
  assert.deepEqual(entryLink('fixture-note', '/'), { href: '/idiosyncrasies/fixture-note/', label: 'fixture-note' });
  assert.deepEqual(entryLink('register:capabilities', '/'), { href: '/', label: 'the capabilities register’s header' });
});

test('notes and disputes are found by row, product and slug', () => {
  const notes = fixture.notes.map((n) => ({ ...n, id: 'fixture-note' }));
  assert.equal(notesForRow('CAP-01', notes).length, 1);
  assert.equal(notesForRow('CAP-02', notes).length, 0);
  assert.equal(notesForProduct('opencode-v1', notes).length, 1);
  assert.equal(notesForProduct('opencode-v2', notes).length, 0);
  assert.deepEqual(
    disputesForNote(
      'fixture-note',
      fixture.disputes.map((d) => d.data),
    ).map((d) => d.id),
    ['widgets-upstream'],
  );
});

test('a row id names the unpublished register it belongs to', () => {
  const registers = fixture.registers.map((r) => r.data);
  assert.equal(registerTitleFor('ROOT-02', registers), 'Roots');
  assert.equal(registerTitleFor('SUB-15', registers), undefined);
});
