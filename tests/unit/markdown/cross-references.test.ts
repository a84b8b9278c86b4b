import { test } from 'node:test';
import assert from 'node:assert/strict';
import { unified } from 'unified';
import remarkParse from 'remark-parse';
import remarkRehype from 'remark-rehype';
import rehypeStringify from 'rehype-stringify';
import { findReferences, indexReferences, type CrossReferenceContext } from '../../../src/lib/markdown/cross-references.ts';
import { remarkCrossReferences } from '../../../src/lib/markdown/remark-cross-references.ts';

const ctx: CrossReferenceContext = {
  base: '/',
  rowIds: new Set(['CAP-08', 'CAP-15']),
  unpublishedPrefixes: new Map([['ROOT', 'Roots']]),
  specRepository: 'https://example.test/spec',
  seps: { '2577': '2577-deprecate.md' },
};

async function html(markdown: string, context: CrossReferenceContext = ctx): Promise<string> {
  const file = await unified()
    .use(remarkParse)
    .use(remarkCrossReferences, context)
    .use(remarkRehype)
    .use(rehypeStringify)
    .process(markdown);
  return String(file);
}

test('finds each kind of reference, PR #N before #N', () => {
  assert.deepEqual(
    findReferences('See CAP-15, PR #2162 and #177; SEP-2577; wire W2; ROOT-02.').map((r) => [r.kind, r.value]),
    [
      ['row', 'CAP-15'],
      ['pull', '2162'],
      ['issue', '177'],
      ['sep', '2577'],
      ['wire', 'W2'],
      ['row', 'ROOT-02'],
    ],
  );
  assert.deepEqual(findReferences('https://github.com/x/issues/2308 and a&#35;1'), []);
});

test('a published row id links to its page', async () => {
  assert.match(
    await html('As CAP-15.'),
    /<a href="\/capabilities\/cap-15\/" title="Register row CAP-15" class="xref xref-row">CAP-15<\/a>/,
  );
});

test('a row of an unpublished register is marked unresolved, never linked', async () => {
  const out = await html('The removal follows from ROOT-02: and SUB-15.');
  assert.match(
    out,
    /<span class="xref xref-unresolved" title="ROOT-02 is a row of the Roots register, which has no rows published yet">ROOT-02<\/span>/,
  );
  assert.match(out, /<span class="xref xref-unresolved" title="SUB-15 is a row of a register that is not published">SUB-15<\/span>/);
  assert.doesNotMatch(out, /<a[^>]*>ROOT-02/);
});

test('issues and pull requests stay plain text without a tracker, and link with one', async () => {
  assert.equal(await html('re-audited for #1753 (PR #2162)'), '<p>re-audited for #1753 (PR #2162)</p>');
  const linked = await html('re-audited for #1753 (PR #2162)', { ...ctx, issues: 'https://example.test/mcpx/issues' });
  assert.match(
    linked,
    /<a href="https:\/\/example.test\/mcpx\/issues\/1753" title="Issue #1753" class="xref xref-issue" rel="noopener">#1753<\/a>/,
  );
  assert.match(
    linked,
    /<a href="https:\/\/example.test\/mcpx\/issues\/2162" title="Pull request #2162" class="xref xref-issue" rel="noopener">PR #2162<\/a>/,
  );
});

test('SEP-N links to its file in the specification repository, or to the SEP folder', async () => {
  assert.match(
    await html('deprecated (SEP-2577)'),
    /href="https:\/\/example.test\/spec\/blob\/HEAD\/seps\/2577-deprecate.md"[^>]*rel="noopener"/,
  );
  assert.match(await html('SEP-2577', { ...ctx, specRef: 'abc1234' }), /\/blob\/abc1234\/seps\/2577-deprecate.md/);
  assert.match(await html('SEP-9999'), /href="https:\/\/example.test\/spec\/tree\/HEAD\/seps"/);
});

test('wire captures link to their legend entry', async () => {
  assert.match(await html('(wire W18)'), /<a href="\/legend\/#wire-w18" title="Wire capture W18" class="xref xref-wire">wire W18<\/a>/);
});

test('inline code, code blocks, existing links and headings are left untouched', async () => {
  assert.equal(await html('`CAP-15` here'), '<p><code>CAP-15</code> here</p>');
  assert.equal(await html('```\nCAP-15 #177\n```'), '<pre><code>CAP-15 #177\n</code></pre>');
  assert.equal(await html('[about CAP-15](https://example.test/)'), '<p><a href="https://example.test/">about CAP-15</a></p>');
  assert.equal(await html('## CAP-15 notes'), '<h2>CAP-15 notes</h2>');
});

test('indexes unresolved ids and wire mentions by where they are cited', () => {
  const index = indexReferences(
    [
      { id: 'CAP-03', text: 'follows from ROOT-02; wire W2' },
      { id: 'CAP-12', text: 'wire W2 and ROOT-02 and CAP-15' },
    ],
    ctx,
  );
  assert.deepEqual([...index.unresolved.entries()], [['ROOT-02', ['CAP-03', 'CAP-12']]]);
  assert.deepEqual([...index.wire.entries()], [['W2', ['CAP-03', 'CAP-12']]]);
});
