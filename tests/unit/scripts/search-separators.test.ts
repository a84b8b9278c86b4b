import { test } from 'node:test';
import assert from 'node:assert/strict';
import { isSearchable, separateBlocks } from '../../../scripts/lib/search-separators.ts';

test('adjacent cells, rows and definition-list items get one space between them; inline elements and text are left alone', () => {
  assert.equal(
    separateBlocks('<dl><dt>Scoped to</dt><dd>opencode v1</dd><dt>Kind</dt><dd>x</dd></dl>'),
    '<dl><dt>Scoped to</dt> <dd>opencode v1</dd> <dt>Kind</dt> <dd>x</dd></dl>',
  );
  assert.equal(
    separateBlocks(
      '<table><thead><tr><th scope="col">Row</th><th scope="col">Register (declared)</th></tr></thead><tbody><tr><th scope="row">CAP-01</th><td>x</td></tr></tbody></table>',
    ),
    '<table><thead><tr><th scope="col">Row</th> <th scope="col">Register (declared)</th></tr></thead> <tbody><tr><th scope="row">CAP-01</th> <td>x</td></tr></tbody></table>',
  );
  // Inline neighbours keep their spacing as written: a space there would show.
  const inline = '<p><span class="id">CAP-17</span><span>x</span><a href="#">y</a></p><td>a</td> <td>b</td>';
  assert.equal(separateBlocks(inline), inline);
  // A tag that only starts like a cell (<thing>) is not one.
  assert.equal(separateBlocks('</td><thing>'), '</td><thing>');
});

test('only pages with a data-pagefind-body element are searchable', () => {
  assert.equal(isSearchable('<main id="main" data-pagefind-body>'), true);
  assert.equal(isSearchable('<main id="main" data-pagefind-body="">'), true);
  assert.equal(isSearchable('<main id="main"><p>data-pagefind-body</p>'), false);
});
