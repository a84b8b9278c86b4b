import { test } from 'node:test';
import assert from 'node:assert/strict';
import { rowAuditDisputes } from '../../../src/lib/matrix/row-audit.ts';

const aboutRows = { id: 'which-rows', rows: ['CAP-01', 'CAP-02'], cells: [] };
const aboutCells = {
  id: 'a-cell',
  rows: ['CAP-01'],
  cells: [{ row: 'CAP-01', product: 'mcpx' as const, revisions: ['2025-11-25' as const] }],
};

test('a row’s audit carries the disputes about the row itself, not those about its cells', () => {
  assert.deepEqual(rowAuditDisputes('CAP-01', [aboutRows, aboutCells]), ['which-rows']);
  assert.deepEqual(rowAuditDisputes('CAP-03', [aboutRows, aboutCells]), []);
});

test('the row page’s Audit item names the disputes about the row’s audit', async () => {
  const { rowSummary } = await import('../../../src/lib/views/register.ts');
  const { join } = await import('node:path');
  const { checkContent } = await import('../../../src/lib/content/check.ts');
  const [row] = checkContent(join(import.meta.dirname, '../../fixtures/content-valid')).rows.map((r) => r.data);
  assert.ok(row);
  const audit = rowSummary(row, ['which-rows']).find((s) => s.term === 'Audit');
  assert.equal(audit?.detail, 'Observation: mcpx @ abc1234; disputed: which-rows');
});
