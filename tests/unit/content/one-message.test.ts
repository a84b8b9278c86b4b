/**
 * One mistake, one message. A wrong value in one entry of a row is reported once, on that row,
 * and no other file is blamed for it (the row stands in for itself, without the refused entry,
 * in the checks between files); a file that does not read at all holds back the checks between
 * files and says so once. Each mechanical fix a message suggests is applied to the fixture and
 * the check is run again: the fix is content-only and the other rules accept it.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { rowSchema } from '../../../src/lib/register/schema.ts';
import { readablePart } from '../../../src/lib/content/partial-read.ts';
import { edit, withFixture } from './content-fixture.ts';
import { CAP01 } from './fixture-edits.ts';

const WRONG_VALUE = (t: string) =>
  t.replace(
    "implemented: { value: no, evidence: [{ in: observation, quote: \"in 2026 it declares them but renders nothing\" }] }",
    "implemented: { value: nope, evidence: [{ in: observation, quote: \"in 2026 it declares them but renders nothing\" }] }",
  );

test('one wrong value in one entry: one message, on the row, naming the field and the values it may take', () => {
  const problems = withFixture((d) => edit(d, CAP01, WRONG_VALUE));
  assert.deepEqual(problems, [`${CAP01}: products.mcpx.1.implemented.value: expected one of yes, partial, no, unknown, got "nope"`]);
  // The fix the message names (one of the values it lists) is accepted by every rule.
  assert.deepEqual(
    withFixture((d) => {
      edit(d, CAP01, WRONG_VALUE);
      edit(d, CAP01, (t) => t.replace('value: nope', 'value: no'));
    }),
    [],
  );
});

test('a row whose audit does not read holds back the checks between files, and says so once', () => {
  const problems = withFixture((d) => edit(d, CAP01, (t) => t.replace('  product: mcpx\n  commit: abc1234', '  product: mcpxx\n  commit: abc1234')));
  const files = new Set(problems.map((p) => p.slice(0, p.indexOf(':'))));
  assert.deepEqual([...files], [CAP01], problems.join('\n'));
  assert.equal(problems.filter((p) => /wait until this file reads/.test(p)).length, 1, problems.join('\n'));
  assert.doesNotMatch(problems.join('\n'), /does not exist|there is no row/);
});

test('readablePart sets aside the refused entry, a spec revision or a related id, and nothing it cannot', () => {
  const row = {
    id: 'CAP-01',
    title: 't',
    register: 'capabilities',
    side: 'client',
    audit: { status: 'current', product: 'mcpx', commit: 'abc1234', label: 'mcpx @ abc1234' },
    value: { sign: '+', text: 'v' },
    effort: { size: 'S', text: 'e' },
    risk: { level: 'low', text: 'r' },
    spec: Object.fromEntries(['2024-11-05', '2025-03-26', '2025-06-18', '2025-11-25', '2026-07-28'].map((r) => [r, { state: 'unknown' }])),
    products: {
      mcpx: [
        { revisions: ['2025-03-26'], declared: 'unknown', implemented: 'unknown' },
        { revisions: ['2026-07-28'], declared: 'unknown', implemented: { value: 'nope' } },
      ],
    },
    related: ['not-an-id'],
  };
  const part = readablePart(row, rowSchema);
  assert.ok(part);
  assert.deepEqual(part.products['mcpx']?.map((e) => e.revisions), [['2025-03-26']]);
  assert.deepEqual(part.related, []);
  assert.equal(readablePart({ ...row, audit: { ...row.audit, product: 'mcpxx' } }, rowSchema), null);
  // The data handed in is not changed.
  assert.equal(row.products.mcpx.length, 2);
});

// ---------------------------------------------------------------------------------------
// Each mechanical fix a message suggests, applied and checked again

const CONTRARY = (value: string) => (t: string) =>
  t.replace(
    '      note: declared in every era',
    `      note: declared in every era\n      contrary: [{ field: declared, value: ${value}, in: observation, quote: "Declares widgets in every era" }]`,
  );

test('a contrary whose words agree with the entry: the message does not suggest the value the schema refuses, and its fix passes', () => {
  // The entry declares yes; the contrary's words (“Declares widgets in every era”) say declared, as the entry does.
  const [message, ...rest] = withFixture((d) => edit(d, CAP01, CONTRARY('"no"')));
  assert.deepEqual(rest, []);
  assert.match(message ?? '', /^capabilities\/CAP-01\.mdx: products\.mcpx\.1\.contrary\.0: .*words that agree with the entry are no contrary/);
  assert.doesNotMatch(message ?? '', /Write value: yes/);
  // Before the fix, applying “Write value: yes” was refused by the schema: it stays refused, which is why it is not suggested.
  const refused = withFixture((d) => edit(d, CAP01, CONTRARY('yes')));
  assert.match(refused.join('\n'), /the entry's own value "yes"/);
  // The suggested fix: remove the contrary (the words are already the entry's evidence).
  assert.deepEqual(
    withFixture((d) => {
      edit(d, CAP01, CONTRARY('"no"'));
      edit(d, CAP01, (t) => t.replace(/\n {6}contrary: \[.*\]/, ''));
    }),
    [],
  );
});

/** A mistake, the one message it gets, and the fix that message names applied: the check then passes. */
function fixAccepted(file: string, mistake: (t: string) => string, expected: RegExp, fix: (t: string) => string): void {
  const problems = withFixture((d) => edit(d, file, mistake));
  assert.equal(problems.length, 1, problems.join('\n'));
  assert.match(problems[0] ?? '', expected);
  assert.deepEqual(
    withFixture((d) => {
      edit(d, file, mistake);
      edit(d, file, fix);
    }),
    [],
  );
}

test('“remove it or add the row”: a current row the register header names that does not exist', () => {
  fixAccepted(
    'registers/capabilities.yaml',
    (t) => t.replace('rows: [CAP-01] }', 'rows: [CAP-01, CAP-77] }'),
    /^registers\/capabilities\.yaml: auditNote\.current\.0\.rows\.1: row "CAP-77" does not exist; remove it or add the row$/,
    (t) => t.replace('rows: [CAP-01, CAP-77] }', 'rows: [CAP-01] }'),
  );
});

test('“add them to related”: a note that does not list a row quoting it', () => {
  fixAccepted(
    'idiosyncrasies/fixture-note.mdx',
    (t) => t.replace('related: [CAP-01]', 'related: []'),
    /^idiosyncrasies\/fixture-note\.mdx: related: rows CAP-01 quote this note in their cells but are not in related: add them to related/,
    (t) => t.replace('related: []', 'related: [CAP-01]'),
  );
});

test('“fix the id or remove it”: a dispute that depends on no dispute', () => {
  fixAccepted(
    'disputes/widgets-upstream.yaml',
    (t) => t.replace('notes: [fixture-note]\n', 'notes: [fixture-note]\ndependsOn: [no-such-dispute]\n'),
    /^disputes\/widgets-upstream\.yaml: dependsOn\.0: there is no dispute "no-such-dispute" in content\/disputes\/; fix the id or remove it$/,
    (t) => t.replace('dependsOn: [no-such-dispute]\n', ''),
  );
});
