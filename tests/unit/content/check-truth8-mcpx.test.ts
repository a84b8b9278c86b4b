/**
 * Round 8 of truth by rule, mcpx's cells (review 8, R20–R22, R3): each case breaks the valid fixture the way the
 * reviewer broke the real content and names the problem the check must report; the `real content` cases apply the
 * reviewer's edits E1–E7 to a copy of content/ and expect the check to refuse each.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { checkContent } from '../../../src/lib/content/check.ts';
import { formatProblem } from '../../../src/lib/content/problems.ts';
import { withFixture, edit } from './content-fixture.ts';

const CAP01 = 'capabilities/CAP-01.mdx';
const ROOT = join(import.meta.dirname, '../../..');

/** The content check's problems on a copy of the real content/ after `mutate` has edited it. */
function withRealContent(mutate: (dir: string) => void): string[] {
  const dir = mkdtempSync(join(tmpdir(), 'register-real-'));
  try {
    cpSync(join(ROOT, 'content'), dir, { recursive: true });
    mutate(dir);
    return checkContent(dir, ROOT).problems.map(formatProblem);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** Does some problem match? The assertion message lists them all. */
function assertSome(problems: readonly string[], expected: RegExp): void {
  assert.ok(
    problems.some((p) => expected.test(p)),
    problems.join('\n') || '(none)',
  );
}

// Rule 22 (R22): the declared object's words are not words of doing.

test('refuses an implemented value on “Legacy list is declared” alone: “list” is the declared object (rule 22, R22)', () => {
  const problems = withFixture((d) =>
    edit(d, CAP01, (t) =>
      t
        .replace('quote: "renders widgets in the legacy eras"', 'quote: "Legacy list is declared"')
        .replace('Declares widgets in every era.', 'Declares widgets in every era. Legacy list is declared and lists widgets.'),
    ),
  );
  assertSome(
    problems,
    /^capabilities\/CAP-01\.mdx: products\.mcpx\.0\.implemented\.evidence: "yes" quotes observation “Legacy list is declared”, a bare declaration clause .*rule 22.*or make implemented unknown/,
  );
});

test('refuses an implemented value on a map that “is emitted”: the declaration being sent (rule 22, R22)', () => {
  const problems = withFixture((d) =>
    edit(d, CAP01, (t) =>
      t
        .replace('quote: "renders widgets in the legacy eras"', 'quote: "Server extension map is emitted only for modern peers"')
        .replace('Declares widgets in every era.', 'Declares widgets in every era. Server extension map is emitted only for modern peers.'),
    ),
  );
  assertSome(
    problems,
    /^capabilities\/CAP-01\.mdx: products\.mcpx\.0\.implemented\.evidence: "yes" quotes observation “Server extension map is emitted only for modern peers”, a bare declaration clause/,
  );
});

test('the same sentence with what the product does passes rule 22 (“… and lists widgets”)', () => {
  const problems = withFixture((d) =>
    edit(d, CAP01, (t) =>
      t
        .replace('quote: "renders widgets in the legacy eras"', 'quote: "Legacy list is declared and lists widgets"')
        .replace('Declares widgets in every era.', 'Declares widgets in every era. Legacy list is declared and lists widgets.'),
    ),
  );
  assert.equal(problems.filter((p) => /bare declaration clause/.test(p)).join('\n'), '');
});

test('real content, E3: CAP-25 mcpx 2026 implemented yes on “Server extension map is emitted only for modern peers” is refused (rule 22)', () => {
  const problems = withRealContent((d) =>
    edit(d, 'capabilities/CAP-25.mdx', (t) =>
      t.replace(
        '      implemented: unknown\n      note: "“Server extension map is emitted only for modern peers”, and what',
        '      implemented: { value: yes, evidence: [{ in: observation, quote: "Server extension map is emitted only for modern peers" }] }\n      note: "“Server extension map is emitted only for modern peers”, and what',
      ),
    ),
  );
  assertSome(problems, /capabilities\/CAP-25\.mdx: products\.mcpx\.1\.implemented\.evidence: "yes" quotes observation “Server extension map is emitted only for modern peers”, a bare declaration clause/);
});

test('real content, E7: CAP-22 mcpx 2025-11-25 implemented yes on “Legacy list is declared” alone is refused (rule 22)', () => {
  const problems = withRealContent((d) =>
    edit(d, 'capabilities/CAP-22.mdx', (t) =>
      t
        .replace('        value: partial\n        evidence:\n          # Rule 15', '        value: yes\n        evidence:\n          # Rule 15')
        .replace(
          '            quote: Legacy list is declared and lists connection-owned tasks only; unowned tasks remain accessible by ID\n',
          '            quote: Legacy list is declared\n',
        ),
    ),
  );
  assertSome(problems, /capabilities\/CAP-22\.mdx: products\.mcpx\.0\.implemented\.evidence: "yes" quotes observation “Legacy list is declared”, a bare declaration clause/);
});
