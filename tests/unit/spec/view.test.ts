import { test } from 'node:test';
import assert from 'node:assert/strict';
import { join } from 'node:path';
import { checkContent } from '../../../src/lib/content/check.ts';
import { readSpecReport } from '../../../src/lib/content/spec-check.ts';
import { revisionIdParts, specCheckView, specLineLink } from '../../../src/lib/spec/view.ts';
import { specAt } from '../../../src/lib/lookup/at.ts';
import { mustKey } from '../../../src/lib/lookup/must.ts';

const dir = join(import.meta.dirname, '../../fixtures/content-valid');
const content = checkContent(dir, dir);
const report = readSpecReport(dir, dir).report!;
const spec = content.sources.find((s) => s.id === 'spec')!;
const row = (id: string) => content.rows.find((r) => r.data.id === id)!.data;

test('a revision the schema agrees with shows its schema.ts line, linked at the report’s commit', () => {
  const view = specCheckView(
    row('CAP-01'),
    report.rows.find((r) => r.row === 'CAP-01'),
    report.commit,
    spec,
  );
  const agrees = mustKey(view, '2025-03-26', 'check');
  assert.equal(agrees.kind, 'agrees');
  assert.ok(agrees.kind === 'agrees');
  const [line] = agrees.lines;
  assert.ok(line);
  assert.match(line.label, /^schema\/2025-03-26\/schema\.ts:\d+$/);
  assert.equal(line.url, `${spec.repository}/blob/${report.commit}/${line.label.replace(/:(\d+)$/, '#L$1')}`);
  // Absent: nothing to link.
  assert.deepEqual(mustKey(view, '2024-11-05', 'check'), { kind: 'agrees', lines: [] });
});

test('an override shows the schema’s state, its reason and each quote linked to its line', () => {
  const view = mustKey(
    specCheckView(
      row('CAP-02'),
      report.rows.find((r) => r.row === 'CAP-02'),
      report.commit,
      spec,
    ),
    '2026-07-28',
    'check',
  );
  assert.equal(view.kind, 'override');
  assert.ok(view.kind === 'override');
  assert.equal(view.schemaState, 'defined');
  assert.equal(view.why, specAt(row('CAP-02'), '2026-07-28').override!.why);
  assert.deepEqual(view.quotes, [
    {
      label: 'docs/specification/2026-07-28/deprecated.mdx:3',
      url: `${spec.repository}/blob/${report.commit}/docs/specification/2026-07-28/deprecated.mdx#L3`,
      quote: 'Gadgets are deprecated in 2026-07-28',
    },
  ]);
});

test('without a report row nothing is claimed', () => {
  assert.deepEqual(specCheckView(row('CAP-01'), undefined, undefined, spec)['2025-11-25'], {
    kind: 'not-checked',
    reason: 'not in the spec report',
  });
});

test('a line range links as GitHub writes it; no repository, no link', () => {
  assert.equal(specLineLink(spec, 'c0ffee', 'seps/1.md', 4, 6).url, `${spec.repository}/blob/c0ffee/seps/1.md#L4-L6`);
  assert.deepEqual(specLineLink(undefined, 'c0ffee', 'seps/1.md', 4), { label: 'seps/1.md:4' });
});

test('revision ids and dates are cut out of prose so they can be kept whole', () => {
  assert.deepEqual(revisionIdParts('through 2025-06-18 (CAP-04); names 2026-06-30.'), [
    { text: 'through ', revision: false },
    { text: '2025-06-18', revision: true },
    { text: ' (CAP-04); names ', revision: false },
    { text: '2026-06-30', revision: true },
    { text: '.', revision: false },
  ]);
  assert.deepEqual(revisionIdParts(''), []);
});
