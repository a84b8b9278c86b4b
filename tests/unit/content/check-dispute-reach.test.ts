/**
 * disputed-words-carry-dispute of the truth rules (`src/lib/evidence/dispute-reach.ts`): a dispute's side is read from its positions' own
 * words, not from file paths or a quoted code comment. Each case copies the valid fixture, makes CAP-02 (server) quote
 * CAP-01's words whose cell is under widgets-upstream, rewrites the positions, and asserts the message names the
 * file, the field, what was expected and the fix; then the fix the message names is applied and the problem is gone.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { checkContent } from '../../../src/lib/content/check.ts';
import { formatProblem } from '../../../src/lib/content/problems.ts';
import { edit, VALID_CONTENT } from './content-fixture.ts';

const valid = VALID_CONTENT;
const DISPUTE = 'disputes/widgets-upstream.yaml';
const POSITIONS = '  - { in: CAP-01, says: declares widgets. }\n  - { in: fixture-note, says: declares nothing. }\n';


/** disputed-words-carry-dispute's problems when CAP-02 rests on CAP-01's disputed words and the dispute's positions say `positions`. */
function borrowing(positions: readonly string[], listsCap02 = false): string[] {
  const dir = mkdtempSync(join(tmpdir(), 'register-dispute-reach-'));
  try {
    cpSync(valid, dir, { recursive: true });
    edit(dir, 'capabilities/CAP-02.mdx', (t) =>
      t.replace(
        'implemented: { value: partial, evidence: [{ in: what, quote: "mcpx declares gadgets at 2025-11-25 and serves some of them" }] }',
        'implemented: { value: partial, evidence: [{ in: CAP-01/observation, quote: "renders widgets in the legacy eras" }] }\n      because: [{ in: what, quote: "mcpx declares gadgets at 2025-11-25 and serves some of them" }]',
      ),
    );
    const cells = `  - { row: CAP-01, product: mcpx, revisions: ['2025-11-25'] }\n${listsCap02 ? "  - { row: CAP-02, product: mcpx, revisions: ['2025-11-25'] }\n" : ''}`;
    edit(dir, DISPUTE, (t) =>
      t
        .replace('revisions: [2026-07-28] }\n', `revisions: [2026-07-28] }\n${cells}`)
        .replace(POSITIONS, positions.map((says, i) => `  - { in: ${i ? 'fixture-note' : 'CAP-01'}, says: ${JSON.stringify(says)} }\n`).join('')),
    );
    // Only disputed-words-carry-dispute's messages: CAP-01's passage never names gadgets, which words-reach-only-their-passage reports on its own.
    return checkContent(dir, dir)
      .problems.map(formatProblem)
      .filter((p) => p.includes('is under the dispute'));
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

const REFUSED =
  /^capabilities\/CAP-02\.mdx: products\.mcpx\.0\.implemented\.evidence: "partial" quotes CAP-01\/observation, whose mcpx cell at 2025-11-25 is under the dispute "widgets-upstream", which does not list this cell: .*Add \{ row: CAP-02, product: mcpx, revisions: \[2025-11-25\] \} to its cells in content\/disputes\/widgets-upstream\.yaml/;

test('disputed-words-carry-dispute: a quoted code comment’s “client” does not scope a dispute to the client side', () => {
  const positions = ['The comment above the branch says it is “declared both ways and a client of either era finds it”.', 'declares widgets.'];
  const problems = borrowing(positions);
  assert.ok(problems.some((p) => REFUSED.test(p)), problems.join('\n') || '(none)');
  assert.deepEqual(borrowing(positions, true), []);
});

test('disputed-words-carry-dispute: a file path (internal/client/upstream.go) names no side of a dispute', () => {
  const positions = ['declares widgets (internal/client/upstream.go:51).', 'declares nothing.'];
  const problems = borrowing(positions);
  assert.ok(problems.some((p) => REFUSED.test(p)), problems.join('\n') || '(none)');
  assert.deepEqual(borrowing(positions, true), []);
});

test('disputed-words-carry-dispute: a position whose own words name only the other side scopes the dispute to it, whatever its file path (server.go) says', () => {
  assert.deepEqual(borrowing(['only the client declares widgets (internal/mcpserver/server.go:12).', 'declares nothing.']), []);
});

test('disputed-words-carry-dispute: an indefinite “a client” in a position’s own words names no side (in words about the server it is a host)', () => {
  const positions = ['On what a client of either era finds: declares widgets.', 'declares nothing.'];
  const problems = borrowing(positions);
  assert.ok(problems.some((p) => REFUSED.test(p)), problems.join('\n') || '(none)');
  assert.deepEqual(borrowing(positions, true), []);
});
