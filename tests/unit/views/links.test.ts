import { test } from 'node:test';
import assert from 'node:assert/strict';
import { capabilityAliasSlugs, correctionUrl, shortLinkSlugs, suggestRows } from '../../../src/lib/views/links.ts';

const rows = [
  { id: 'CAP-03', title: 'client roots.listChanged' },
  { id: 'CAP-13', title: 'server completions' },
  { id: 'CAP-30', title: 'server things' },
];

test('short links exist in upper and lower case', () => {
  assert.deepEqual(shortLinkSlugs('CAP-03'), ['CAP-03', 'cap-03', 'CAP-3', 'cap-3']);
  assert.deepEqual(shortLinkSlugs('CAP-17'), ['CAP-17', 'cap-17']);
  assert.deepEqual(shortLinkSlugs('CAP-100'), ['CAP-100', 'cap-100']);
  assert.deepEqual(capabilityAliasSlugs('CAP-03'), ['CAP-03', 'CAP-3', 'cap-3']);
  assert.deepEqual(capabilityAliasSlugs('CAP-17'), ['CAP-17']);
});

test('a 404 path suggests the row with that number first', () => {
  assert.deepEqual(
    suggestRows('/capabilities/cap-3/', rows).map((r) => r.id),
    ['CAP-03'],
  );
  assert.deepEqual(
    suggestRows('/CAP13', rows).map((r) => r.id),
    ['CAP-13'],
  );
  assert.deepEqual(
    suggestRows('/roots.listchanged/', rows).map((r) => r.id),
    ['CAP-03'],
  );
  assert.deepEqual(suggestRows('/', rows), []);
  assert.deepEqual(suggestRows('/nothing-like-it/', rows), []);
});

test('a correction link prefills an issue naming the row, the cell and the commit', () => {
  assert.equal(correctionUrl(undefined, { row: 'CAP-03', title: 't', url: 'u', commit: 'c' }), undefined);
  const href = correctionUrl('https://example.test/o/r/issues/new', {
    row: 'CAP-03',
    title: 'client roots.listChanged',
    url: 'https://site.test/capabilities/cap-03/',
    cell: { product: 'mcpx', revision: '2026-07-28', verdict: 'out-of-revision' },
    commit: '05c78b2',
  })!;
  const url = new URL(href);
  assert.equal(url.origin + url.pathname, 'https://example.test/o/r/issues/new');
  assert.equal(url.searchParams.get('title'), 'Correction: CAP-03, mcpx, 2026-07-28');
  assert.match(
    url.searchParams.get('body')!,
    /Cell: mcpx at 2026-07-28 \(shown as out-of-revision\)\nAudited at: 05c78b2\nPage: https:\/\/site.test\/capabilities\/cap-03\//,
  );
  // GitHub's issue form, with its fields prefilled by id.
  assert.equal(url.searchParams.get('template'), 'correction.yml');
  assert.equal(url.searchParams.get('row'), 'CAP-03 client roots.listChanged');
  assert.equal(url.searchParams.get('cell'), 'mcpx at 2026-07-28 (shown as out-of-revision)');
  assert.equal(url.searchParams.get('page'), 'https://site.test/capabilities/cap-03/');
  assert.equal(url.searchParams.get('audited'), '05c78b2');
  const rowOnly = new URL(correctionUrl('https://example.test/o/r/issues/new', { row: 'CAP-03', title: 't', url: 'u', commit: 'c' })!);
  assert.equal(rowOnly.searchParams.has('cell'), false);
});

test('the correction link fills fields the correction issue form has, and the form is the one it names', async () => {
  const { CORRECTION_FIELDS, CORRECTION_TEMPLATE } = await import('../../../src/lib/views/links.ts');
  const { readFileSync } = await import('node:fs');
  const yaml = (await import('js-yaml')).default;
  const form = yaml.load(readFileSync(new URL(`../../../.github/ISSUE_TEMPLATE/${CORRECTION_TEMPLATE}`, import.meta.url), 'utf8')) as {
    name: string;
    body: { type: string; id?: string }[];
  };
  assert.equal(form.name, 'Correction to a row');
  const ids = new Set(form.body.filter((b) => b.id).map((b) => b.id));
  for (const field of Object.values(CORRECTION_FIELDS)) assert.ok(ids.has(field), `the form has a field "${field}"`);
  for (const required of ['wrong', 'source']) assert.ok(ids.has(required), required);
});
