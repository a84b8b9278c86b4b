/**
 * peer-use-quoted-as-uses (issue 17): what a product does with a peer's capability is quoted as its `uses`. Each case breaks the
 * valid fixture in one way (its CAP-02 is a server row; every fixture product but mcpx plays only the client side)
 * and names the problem the check must report; the last cases show the rule passing and the words published on the
 * not-applicable cell without changing its verdict.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { edit, VALID_CONTENT, withFixture } from './content-fixture.ts';
import { readContent, contentCorpus } from '../../../src/lib/content/load.ts';
import { buildMatrix } from '../../../src/lib/matrix/build.ts';
import { cellAt } from '../../../src/lib/lookup/at.ts';

const CAP02 = 'capabilities/CAP-02.mdx';
const SENTENCE = 'opencode v1 and v2 list gadgets only from servers that declare them.';

/** Appends a sentence to CAP-02's What section (its only section). */
const addWords = (words: string) => (d: string) => edit(d, CAP02, (t) => `${t.trimEnd()} ${words}\n`);

/** Adds a uses-only entry for `product` to CAP-02, quoting `quote` of its What section. */
const addUses = (product: string, quote: string) => (d: string) =>
  edit(d, CAP02, (t) =>
    t.replace(
      '---\n\n## What',
      `  ${product}:\n    - revisions: ['2025-11-25']\n      declared: unknown\n      implemented: unknown\n      uses: { value: yes, evidence: [{ in: what, quote: "${quote}" }] }\n---\n\n## What`,
    ),
  );

const rule24 = (problems: readonly string[]) => problems.filter((p) => p.includes('peer-use-quoted-as-uses'));

test('a server row sentence about a client, quoted by no uses, is refused for each product it names', () => {
  const problems = rule24(withFixture(addWords(SENTENCE)));
  for (const product of ['opencode-v1', 'opencode-v2']) {
    const found = problems.find((p) => p.includes(`products.${product}:`));
    assert.ok(found, `expected a peer-use-quoted-as-uses problem for ${product}, got ${JSON.stringify(problems)}`);
    assert.match(found, /^capabilities\/CAP-02\.mdx: /);
    assert.ok(found.includes(`“${SENTENCE}”`), 'the message quotes the sentence');
    assert.match(found, /uses: \{value: <yes, no or unknown>, evidence: \[\{in: what, quote: <the words>\}\]\}/);
  }
  assert.equal(problems.length, 2);
});

test('quoting the sentence for one product leaves the other refused', () => {
  const problems = rule24(
    withFixture((d) => {
      addWords(SENTENCE)(d);
      addUses('opencode-v1', 'opencode v1 and v2 list gadgets only from servers that declare them')(d);
    }),
  );
  assert.equal(problems.length, 1, JSON.stringify(problems));
  assert.match(problems[0] ?? '', /products\.opencode-v2: .*no uses of opencode-v2 quotes it/);
});

test('a uses quote whose sentence does not name the product is refused, naming the field', () => {
  const problems = rule24(withFixture(addUses('lootbox', 'every revision defines gadgets')));
  assert.equal(problems.length, 1, JSON.stringify(problems));
  assert.match(problems[0] ?? '', /^capabilities\/CAP-02\.mdx: products\.lootbox\.0\.uses\.evidence\.0: .*does not name lootbox/);
});

test('a uses quote that is not in its passage is refused like any quote', () => {
  const problems = withFixture(addUses('goose', 'goose renders gadgets'));
  assert.ok(
    problems.some((p) => p.startsWith('capabilities/CAP-02.mdx: products.goose.0.uses.evidence')),
    JSON.stringify(problems),
  );
});

test('a client row sentence about a client is not a peer use (the product plays that side)', () => {
  const problems = rule24(withFixture((d) => edit(d, 'capabilities/CAP-01.mdx', (t) => `${t.trimEnd()} opencode v1 renders widgets.\n`)));
  assert.deepEqual(problems, []);
});

test('both products quoted: the check passes, and the words reach the n/a cells without changing their verdict', () => {
  const quote = 'opencode v1 and v2 list gadgets only from servers that declare them';
  const fix = (d: string) => {
    addWords(SENTENCE)(d);
    addUses('opencode-v1', quote)(d);
    addUses('opencode-v2', quote)(d);
  };
  assert.deepEqual(withFixture(fix), []);
  const dir = mkdtempSync(join(tmpdir(), 'register-uses-'));
  try {
    cpSync(VALID_CONTENT, dir, { recursive: true });
    const before = readContent(dir, dir);
    const options = (c: typeof before) => ({ products: c.products, corpus: contentCorpus(c), disputes: c.disputes.map((x) => x.data) });
    const plain = buildMatrix(
      before.rows.map((r) => r.data),
      options(before),
    );
    fix(dir);
    const after = readContent(dir, dir);
    const matrix = buildMatrix(
      after.rows.map((r) => r.data),
      options(after),
    );
    const row = matrix.rows.find((r) => r.id === 'CAP-02');
    const plainRow = plain.rows.find((r) => r.id === 'CAP-02');
    assert.ok(row && plainRow, 'the fixture has CAP-02');
    const cell = cellAt(row, 'opencode-v1', '2025-11-25');
    const was = cellAt(plainRow, 'opencode-v1', '2025-11-25');
    assert.equal(cell?.uses?.length, 1);
    assert.equal(cell?.uses?.[0]?.quote, quote);
    assert.equal(cell?.uses?.[0]?.in, 'CAP-02/what');
    assert.match(cell?.uses?.[0]?.url ?? '', /#:~:text=/);
    assert.equal(cell?.uses?.[0]?.scope, 'inferred', 'the words name no revision');
    assert.equal(cell?.verdict, was?.verdict, 'uses never change a verdict');
    assert.equal(cell?.basis, was?.basis);
    assert.equal(cellAt(row, 'opencode-v1', '2024-11-05').uses, undefined, 'only the revisions the entry lists');
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});
