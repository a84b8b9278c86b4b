import { test } from 'node:test';
import assert from 'node:assert/strict';
import { unified } from 'unified';
import remarkParse from 'remark-parse';
import remarkRehype from 'remark-rehype';
import rehypeStringify from 'rehype-stringify';
import { remarkSectionAnchors, sectionId } from '../../../src/lib/markdown/remark-section-anchors.ts';

test('row sections get ids that survive a re-audit', () => {
  assert.equal(sectionId('mcpx @ 05c78b2'), 'observation');
  assert.equal(sectionId('mcpx @ 2a93f3f64'), 'observation');
  assert.equal(sectionId('mcpx (current)'), 'observation');
  assert.equal(sectionId('Value to mcpx'), 'value');
  assert.equal(sectionId('Also recorded from the roots register'), 'also-roots');
  assert.equal(sectionId('Sources'), 'sources-as-written');
  assert.equal(sectionId('What roots amounts to'), null);
});

test('every heading gets an id and a copy-link control to it', async () => {
  const html = String(
    await unified()
      .use(remarkParse)
      .use(remarkSectionAnchors)
      .use(remarkRehype)
      .use(rehypeStringify)
      .process('## mcpx @ 05c78b2\n\n## What roots amounts to\n\n## What roots amounts to'),
  );
  assert.match(
    html,
    /<h2 id="observation">mcpx @ 05c78b2 <a href="#observation" class="copy-link no-print" data-copy-link="" data-pagefind-ignore="" aria-label="Copy link to section mcpx @ 05c78b2">#<\/a><\/h2>/,
    'the # control is kept out of search excerpts',
  );
  assert.match(html, /<h2 id="what-roots-amounts-to">/);
  assert.match(html, /<h2 id="what-roots-amounts-to-1">/);
});
