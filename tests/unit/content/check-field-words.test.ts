/**
 * quote-states-only-its-field: a quote states only the field it speaks of. Broken fixtures: an
 * implemented value on a bare declaration clause is refused with file, field and fix; a declared value whose only
 * quote naming the revision is about doing, not declaring, is inferred there, not stated.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { withFixture, edit } from './content-fixture.ts';
import { fixtureMatrix } from './fixture-matrix.ts';
import { CAP01 } from './fixture-edits.ts';

test('refuses an implemented value resting on a bare declaration clause, naming file, field, the words and the fix', () => {
  const problems = withFixture((d) =>
    edit(d, CAP01, (t) => t.replace('quote: "renders none" }', 'quote: "declares no widgets" }')),
  );
  assert.ok(
    problems.some((p) =>
      /^capabilities\/CAP-01\.mdx: products\.opencode-v1\.0\.implemented\.evidence: "no" quotes note:fixture-note “declares no widgets”, a bare declaration clause \(“declares”, no word of what the product does\).*Quote the words that say what it does.*or make implemented unknown/.test(
        p,
      ),
    ),
    problems.join('\n'),
  );
});

test('the same clause with its words of doing passes (quote-states-only-its-field refuses only the bare declaration)', () => {
  const problems = withFixture((d) =>
    edit(d, CAP01, (t) => t.replace('quote: "renders none" }', 'quote: "declares no widgets and renders none" }')),
  );
  assert.deepEqual(
    problems.filter((p) => p.includes('bare declaration')),
    [],
  );
});

/** The scope of CAP-01 · mcpx's declared quotes at a revision after `mutate` has edited a copy of the valid fixture. */
function declaredScopes(mutate: (dir: string) => void, revision: '2025-06-18'): string {
  const cell = fixtureMatrix(mutate).matrix.rows.find((r) => r.id === 'CAP-01')?.cells.mcpx?.[revision];
  assert.ok(cell, 'the fixture has CAP-01 · mcpx');
  return cell.evidence
    .filter((e) => e.field === 'declared')
    .map((e) => e.scope)
    .join(', ');
}

test('a declared value is stated by words about declaring that name the revision', () => {
  assert.equal(
    declaredScopes(() => {}, '2025-06-18'),
    'stated',
  );
});

test('a declared value whose quote naming the revision speaks of doing, not declaring, is inferred there', () => {
  const basis = declaredScopes(
    (d) =>
      edit(d, CAP01, (t) =>
        `${t.trimEnd().replace(
          'declared: { value: yes, evidence: [{ in: observation, quote: "Declares widgets in every era" }] }\n      implemented: { value: yes',
          'declared: { value: yes, evidence: [{ in: observation, quote: "It streams widgets in the legacy eras" }] }\n      implemented: { value: yes',
        )} It streams widgets in the legacy eras.\n`,
      ),
    '2025-06-18',
  );
  assert.equal(basis, 'inferred');
});
