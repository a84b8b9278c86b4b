import { test } from 'node:test';
import assert from 'node:assert/strict';
import { cellsMeta, cellsNamed, excerptParts, parseCellsMeta, rowCellsMeta } from '../../../src/lib/views/search-result.ts';
import { PRODUCTS, REVISION_IDS, VERDICTS } from '../../../src/lib/register/axes.ts';

test('an excerpt keeps its matched words marked and decodes the rest as text', () => {
  assert.deepEqual(excerptParts('Hosts &amp; <mark>roots</mark> list <mark>roots</mark>.'), [
    { text: 'Hosts & ', marked: false },
    { text: 'roots', marked: true },
    { text: ' list ', marked: false },
    { text: 'roots', marked: true },
    { text: '.', marked: false },
  ]);
});

test('no tag of an excerpt becomes markup: a script or an attribute is dropped, an escaped tag stays text', () => {
  const parts = excerptParts('a <script>x()</script><img src=x onerror=y> &lt;b&gt; <mark>m<i>e</i></mark>');
  assert.equal(parts.map((p) => p.text).join(''), 'a x() <b> me');
  assert.deepEqual(
    parts.filter((p) => p.marked).map((p) => p.text),
    ['me'],
  );
});

const [first, second] = PRODUCTS;
const [r0, r1] = REVISION_IDS;
const honest = VERDICTS.find((v) => v.id === 'honest')!;
const na = VERDICTS.find((v) => v.id === 'not-applicable')!;
const cells = [
  { product: first!.id, revision: r0!, verdict: honest.id, disputed: false, audited: true },
  { product: first!.id, revision: r1!, verdict: na.id, disputed: false, audited: true },
  { product: second!.id, revision: r0!, verdict: honest.id, disputed: false, audited: true },
];

test('a row’s cells survive the search meta, and a whole matrix row gives one entry per product and revision', () => {
  assert.deepEqual(parseCellsMeta(cellsMeta(cells)), cells);
  const row = {
    cells: Object.fromEntries(
      PRODUCTS.map((p) => [p.id, Object.fromEntries(REVISION_IDS.map((r) => [r, { verdict: 'unknown', disputes: [] }]))]),
    ),
  };
  assert.equal(parseCellsMeta(rowCellsMeta(row as never, [])).length, PRODUCTS.length * REVISION_IDS.length);
  assert.doesNotMatch(rowCellsMeta(row as never, []), /,/, 'a comma would split the meta in two');
});

test('a query naming a product shows that product’s applicable cells; a revision or verdict narrows them', () => {
  assert.deepEqual(cellsNamed(cells, 'roots'), [], 'no product named: nothing shown');
  assert.deepEqual(cellsNamed(cells, `CAP-03 ${first!.id}`), [`${first!.name} at ${r0}: ${honest.label}`]);
  assert.deepEqual(cellsNamed(cells, `${first!.name.toUpperCase()} ${r1}`), []);
  assert.deepEqual(cellsNamed(cells, `${first!.id} ${na.id}`), [`${first!.name} at ${r1}: ${na.label}`]);
  assert.deepEqual(cellsNamed(cells, `${first!.id} ${second!.id} ${r0}`), [
    `${first!.name} at ${r0}: ${honest.label}`,
    `${second!.name} at ${r0}: ${honest.label}`,
  ]);
});

test('a disputed cell, or one of a product the register has not audited, says so in the result as the drawer does', () => {
  const cell = (p: string, r: string) =>
    p === first!.id && r === r0
      ? { verdict: honest.id, disputes: ['some-dispute'] }
      : { verdict: r === r0 || p === first!.id ? honest.id : 'unknown', disputes: [] };
  const row = { cells: Object.fromEntries(PRODUCTS.map((p) => [p.id, Object.fromEntries(REVISION_IDS.map((r) => [r, cell(p.id, r)]))])) };
  const parsed = parseCellsMeta(rowCellsMeta(row as never, [first!.id]));
  assert.deepEqual(
    parsed.find((c) => c.product === first!.id && c.revision === r0),
    {
      product: first!.id,
      revision: r0!,
      verdict: honest.id,
      disputed: true,
      audited: true,
    },
  );
  assert.deepEqual(cellsNamed(parsed, `${first!.id} ${r0}`), [`${first!.name} at ${r0}: ${honest.label}, disputed`]);
  assert.deepEqual(cellsNamed(parsed, `${first!.id} ${r1}`), [`${first!.name} at ${r1}: ${honest.label}`]);
  assert.deepEqual(cellsNamed(parsed, `${second!.id} ${r0}`), [`${second!.name} at ${r0}: ${honest.label}, ${second!.name} not audited`]);
});
