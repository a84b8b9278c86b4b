/**
 * The content-check tests' one way to break the valid fixture: copy it, edit files, run the
 * check, and read the problems as the terminal prints them (`file: field: message`).
 */
import assert from 'node:assert/strict';
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { checkContent } from '../../../src/lib/content/check.ts';
import { formatProblem } from '../../../src/lib/content/problems.ts';

/** The fixture content tree every case starts from. */
export const VALID_CONTENT = join(import.meta.dirname, '../../fixtures/content-valid');

/** The content check's problems on a copy of the valid fixture after `mutate` has edited it. */
export function withFixture(mutate: (dir: string) => void): string[] {
  const dir = mkdtempSync(join(tmpdir(), 'register-content-'));
  try {
    cpSync(VALID_CONTENT, dir, { recursive: true });
    mutate(dir);
    return checkContent(dir, dir).problems.map(formatProblem);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** Asserts that some problem matches `expected`; the failure lists them all. */
export function assertProblem(problems: readonly string[], expected: RegExp): void {
  assert.ok(
    problems.some((p) => expected.test(p)),
    `expected a problem matching ${String(expected)}, got:\n${problems.join('\n') || '(none)'}`,
  );
}

/** The project root: the real content/ is read from here. */
const ROOT = join(import.meta.dirname, '../../..');

/** The content check's problems on the real content/ itself (none, when it passes). */
export function realContentProblems(): string[] {
  return checkContent(join(ROOT, 'content'), ROOT).problems.map(formatProblem);
}

/** Rewrite one file of a fixture copy. An edit that changes nothing fails, so a case cannot pass on an unchanged fixture. */
export function edit(dir: string, file: string, change: (text: string) => string): void {
  const path = join(dir, file);
  const before = readFileSync(path, 'utf8');
  const after = change(before);
  assert.notEqual(after, before, `the fixture edit of ${file} changed nothing: its search text is not in the file`);
  writeFileSync(path, after);
}
