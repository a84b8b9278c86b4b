/** The How sure page's placeholder for the spec check: the override count, or none recorded. */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { mkdtempSync, mkdirSync, writeFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { countOverrides, specOverrideCount } from '../../../src/lib/content/spec-report.ts';

test('no committed spec report: null, so the page says the spec check is not yet recorded', () => {
  const dir = mkdtempSync(join(tmpdir(), 'spec-report-'));
  try {
    assert.equal(specOverrideCount(dir), null);
    mkdirSync(join(dir, 'verification'));
    writeFileSync(join(dir, 'verification/spec-report.json'), JSON.stringify({ rows: [{ revision: '2026-07-28', override: { state: 'deprecated' } }, { revision: '2025-11-25' }] }));
    assert.equal(specOverrideCount(dir), 1);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});

test('an overrides list is counted as it is', () => {
  assert.equal(countOverrides({ overrides: [{}, {}, {}] }), 3);
  assert.equal(countOverrides({ rows: [] }), 0);
});
