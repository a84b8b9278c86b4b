import { test } from 'node:test';
import assert from 'node:assert/strict';
import {
  coverage,
  coverageCaption,
  coverageLabel,
  coverageShort,
  productCoverage,
  DECIDED_VERDICTS,
} from '../../../src/lib/matrix/coverage.ts';
import { REVISION_IDS, PRODUCT_IDS, type VerdictId } from '../../../src/lib/register/axes.ts';

test('coverage counts honest among decided cells only: faded and unknown cells do not count', () => {
  const c = coverage(['honest', 'honest', 'overclaim', 'unknown', 'not-applicable', 'not-spoken', 'partial']);
  assert.equal(c.total, 7);
  assert.equal(c.decided, 4);
  assert.equal(c.honest, 2);
  assert.equal(c.share, 0.5);
  assert.equal(c.counts.unknown, 1);
  assert.equal(c.counts.absent, 0);
  assert.equal(coverageLabel(c), '2 of 4 decided cells honest (50 %)');
  assert.equal(coverageShort(c), '4/5');
  // The header says how much is known, not a share of honest cells (which reads as a grade).
  assert.equal(coverageCaption(c), '4/5 decided');
});

test('nothing decided: share is null and the label says so', () => {
  const c = coverage(['unknown', 'not-applicable']);
  assert.equal(c.share, null);
  assert.equal(coverageLabel(c), 'no decided cells (of 2)');
  assert.equal(coverageShort(c), '0/1');
  assert.equal(coverageCaption(c), '0/1 decided');
  assert.equal(coverageCaption(coverage(['not-applicable', 'not-spoken'])), 'nothing applies');
  assert.equal(coverageCaption(coverage(['honest', 'absent', 'unknown'])), '2/3 decided');
});

test('decided verdicts exclude faded ones and unknown', () => {
  assert.ok(DECIDED_VERDICTS.has('overclaim'));
  assert.ok(DECIDED_VERDICTS.has('out-of-revision'));
  assert.ok(!DECIDED_VERDICTS.has('unknown'));
  assert.ok(!DECIDED_VERDICTS.has('not-applicable'));
});

test('productCoverage reads one product across rows, limited to the given revisions', () => {
  const row = (v: (p: string, r: string) => VerdictId) => ({
    cells: Object.fromEntries(PRODUCT_IDS.map((p) => [p, Object.fromEntries(REVISION_IDS.map((r) => [r, { verdict: v(p, r) }]))])) as never,
  });
  const rows = [row((p, r) => (p === 'mcpx' && r === '2026-07-28' ? 'honest' : 'overclaim')), row(() => 'unknown')];
  const all = productCoverage(rows, 'mcpx');
  assert.equal(all.total, 10);
  assert.equal(all.decided, 5);
  assert.equal(all.honest, 1);
  const newest = productCoverage(rows, 'mcpx', ['2026-07-28']);
  assert.equal(newest.share, 1);
  assert.equal(productCoverage(rows, 'goose').honest, 0);
});
