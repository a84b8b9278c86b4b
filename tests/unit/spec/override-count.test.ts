/** The spec check's override count (the How sure page and npm run evidence): row-revisions whose result is `override`. */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { join } from 'node:path';
import { readSpecReport } from '../../../src/lib/content/spec-check.ts';
import { countSpecOverrides, type ReportRevision, type SpecReport } from '../../../src/lib/spec/report.ts';
import { REVISION_IDS } from '../../../src/lib/register/axes.ts';

const quote = { file: 'docs/spec.mdx', line: 3, quote: 'fixture words', verdict: 'exact' as const, foundLine: null };
const revision = (result: ReportRevision['result'], withQuotes = false): ReportRevision => ({
  derived: 'defined',
  keys: [{ key: 'client roots', state: 'defined', file: 'schema/x/schema.ts', line: 1 }],
  register: result === 'agrees' ? 'defined' : 'deprecated',
  result,
  ...(withQuotes ? { override: { quotes: [quote] } } : {}),
});
const row = (id: string, results: Partial<Record<string, ReportRevision>>): SpecReport['rows'][number] => ({
  row: id,
  keys: ['client roots'],
  revisions: Object.fromEntries(REVISION_IDS.map((r) => [r, results[r] ?? revision('agrees')])) as SpecReport['rows'][number]['revisions'],
});

test('overrides are the row-revisions whose result is override; other results are not counted, whatever else they carry', () => {
  const report = {
    rows: [
      row('CAP-01', { '2025-11-25': revision('override', true), '2026-07-28': revision('override', true) }),
      row('CAP-02', {
        '2024-11-05': revision('disagrees'),
        '2025-03-26': revision('not-curated'),
        '2026-07-28': revision('override', true),
      }),
      // A needless override (the schema agrees): its quotes are kept, but the spec check kept nothing by it.
      row('CAP-03', { '2025-06-18': revision('agrees', true) }),
    ],
  };
  assert.equal(countSpecOverrides(report), 3);
  assert.equal(countSpecOverrides({ rows: [] }), 0);
});

test('no committed report: null, so the page says the spec check is not yet recorded; a committed report: each of its overrides', () => {
  assert.equal(countSpecOverrides(null), null);
  const dir = join(import.meta.dirname, '../../fixtures/content-valid');
  const { report } = readSpecReport(dir, dir);
  assert.ok(report);
  const listed = report.rows.flatMap((r) => REVISION_IDS.filter((id) => r.revisions[id]?.override !== undefined));
  assert.ok(listed.length > 0, 'the fixture report records an override');
  assert.equal(countSpecOverrides(report), listed.length);
});
