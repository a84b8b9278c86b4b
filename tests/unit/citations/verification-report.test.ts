import { test } from 'node:test';
import assert from 'node:assert/strict';
import {
  driftDescription,
  driftedResults,
  verificationLabel,
  type VerificationReport,
  type VerificationResult,
} from '../../../src/lib/citations/verification-report.ts';

const result = (over: Partial<VerificationResult>): VerificationResult => ({
  row: 'CAP-03',
  index: 0,
  source: 'spec',
  path: 'p',
  repositoryPath: 'p',
  lines: '322',
  quote: 'q',
  verdict: 'exact',
  foundLine: 322,
  readAt: 'b0f60ba5409db7a6582440a7b473cc0398890f15',
  ...over,
});
const report = (results: VerificationResult[]): VerificationReport => ({
  verifiedOn: '2026-11-30',
  checkouts: {},
  summary: { exact: 0, normalized: 0, moved: 0, missing: 0, 'no-file': 0, skipped: {} },
  results,
});

test('drift is moved, missing or no-file, described with the new line where there is one', () => {
  const r = report([
    result({}),
    result({ verdict: 'moved', foundLine: 330 }),
    result({ verdict: 'missing', foundLine: null, note: 'commit absent' }),
  ]);
  assert.deepEqual(driftedResults(r).map(driftDescription), ['moved, now on line 330', 'missing (commit absent)']);
  assert.deepEqual(driftedResults(null), []);
});

test('the label beside a citation says what was verified, where and when, with a short commit', () => {
  const r = report([]);
  assert.equal(verificationLabel(result({}), r), 'quote verified on the cited line (read at b0f60ba5409d on 2026-11-30)');
  assert.equal(
    verificationLabel(result({ verdict: 'moved', foundLine: 9 }), r),
    'drifted: the quote is now on line 9 (read at b0f60ba5409d on 2026-11-30)',
  );
});
