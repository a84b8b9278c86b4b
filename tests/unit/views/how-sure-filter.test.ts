/** /how-sure/'s filters: the no-script targets and stylesheet, the URL a choice reads from and writes, and what matches. */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import {
  choiceFromUrl,
  choiceQuery,
  filterStylesheet,
  filterTarget,
  matchesChoice,
  parseFilterTarget,
} from '../../../src/lib/views/how-sure-filter.ts';

const allowed = { product: ['mcpx', 'goose'], verdict: ['overclaim', 'not-applicable'], basis: ['stated', 'inferred'] };

test('a filter’s target id, and the filter a fragment names', () => {
  assert.equal(filterTarget('verdict', 'not-applicable'), 'only-verdict-not-applicable');
  assert.deepEqual(parseFilterTarget('#only-verdict-not-applicable'), { dimension: 'verdict', value: 'not-applicable' });
  assert.equal(parseFilterTarget('#decided'), null);
});

test('the choice a URL asks for: the query first, else the fragment; values the page does not offer are ignored', () => {
  assert.deepEqual(choiceFromUrl('?product=goose&verdict=overclaim', '', allowed), { product: 'goose', verdict: 'overclaim' });
  assert.deepEqual(choiceFromUrl('', '#only-basis-stated', allowed), { basis: 'stated' });
  assert.deepEqual(choiceFromUrl('?product=goose', '#only-basis-stated', allowed), { product: 'goose' });
  assert.deepEqual(choiceFromUrl('?product=<b>&basis=unknown', '#only-product-codex', allowed), {});
  assert.equal(choiceQuery({ verdict: 'overclaim', product: 'goose' }), '?product=goose&verdict=overclaim');
  assert.equal(choiceQuery({}), '');
});

test('an element matches when each chosen value is in its list; a dimension it lacks does not constrain it', () => {
  const statement = { product: 'mcpx goose', verdict: 'overclaim not-applicable', basis: 'inferred' };
  assert.equal(matchesChoice(statement, {}), true);
  assert.equal(matchesChoice(statement, { product: 'goose', verdict: 'overclaim' }), true);
  assert.equal(matchesChoice(statement, { basis: 'stated' }), false);
  assert.equal(matchesChoice({ product: 'goose' }, { verdict: 'overclaim' }), true);
  assert.equal(matchesChoice({ product: 'mcpx' }, { product: 'mcp' }), false);
});

test('the no-script stylesheet: under a target, what lacks its value is hidden, its status shown, its link marked', () => {
  const css = filterStylesheet([{ dimension: 'product', value: 'goose' }]);
  assert.equal(
    css,
    [
      '#only-product-goose:target ~ .how-sure-filtered:not(.scripted) [data-product]:not([data-product~="goose"]) { display: none; }',
      '#only-product-goose:target ~ .how-sure-filtered:not(.scripted) .filter-status[data-for="only-product-goose"] { display: block; }',
      '#only-product-goose:target ~ .how-sure-filters:not(.scripted) a[href="#only-product-goose"] { font-weight: 700; text-decoration: none; }',
    ].join('\n'),
  );
});
