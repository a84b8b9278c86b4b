import { test } from 'node:test';
import assert from 'node:assert/strict';
import { unified } from 'unified';
import remarkParse from 'remark-parse';
import remarkRehype from 'remark-rehype';
import rehypeStringify from 'rehype-stringify';
import { EMPTY_SECTION_TEXT, remarkEmptySections } from '../../../src/lib/markdown/remark-empty-sections.ts';

const html = async (markdown: string) =>
  String(await unified().use(remarkParse).use(remarkEmptySections).use(remarkRehype).use(rehypeStringify).process(markdown));
const said = `<p class="muted empty-section">${EMPTY_SECTION_TEXT}</p>`;

test('a heading with nothing under it says its section is empty; a section with content is left as it is', async () => {
  // The opencode note ends with a bare "## Sources".
  assert.equal(
    await html('## Why it matters\n\nBecause.\n\n## Sources\n'),
    `<h2>Why it matters</h2>\n<p>Because.</p>\n<h2>Sources</h2>\n${said}`,
  );
  assert.equal(await html('## A\n\n## B\n\nText.'), `<h2>A</h2>\n${said}\n<h2>B</h2>\n<p>Text.</p>`);
  // A subsection is content of its parent; only the empty subsection says so.
  assert.equal(await html('## A\n\n### A.1\n\nText.'), '<h2>A</h2>\n<h3>A.1</h3>\n<p>Text.</p>');
  assert.equal(await html('## A\n\n### A.1\n\n## B\n\nText.'), `<h2>A</h2>\n<h3>A.1</h3>\n${said}\n<h2>B</h2>\n<p>Text.</p>`);
});
