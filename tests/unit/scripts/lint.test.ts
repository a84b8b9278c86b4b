/**
 * The architecture rules of eslint.config.mjs, each shown failing on a fixture tree
 * (tests/fixtures/lint/<case>/, laid out like the project) and a clean tree passing.
 * ESLint runs through its Node API with the project's own config, from the fixture's root,
 * so the config's folder rules (src/client/, src/lib/, scripts/) apply to the fixture's folders.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';

const projectRoot = fileURLToPath(new URL('../../..', import.meta.url));
const fixtures = join(projectRoot, 'tests/fixtures/lint');

/** Every message ESLint reports over one fixture tree, as `file: rule: message`. */
async function lintFixture(name: string): Promise<{ file: string; rule: string | null; message: string }[]> {
  const cwd = join(fixtures, name);
  const eslint = new ESLint({ cwd, overrideConfigFile: join(projectRoot, 'eslint.config.mjs') });
  // import-x/no-restricted-paths reads its zones (./src, ./scripts) from the process's working directory.
  const before = process.cwd();
  process.chdir(cwd);
  try {
    const results = await eslint.lintFiles(['.']);
    return results.flatMap((r) => r.messages.map((m) => ({ file: relative(cwd, r.filePath), rule: m.ruleId, message: m.message })));
  } finally {
    process.chdir(before);
  }
}

const cases: { name: string; file: string; rule: string; says: RegExp }[] = [
  { name: 'cycle', file: 'src/lib/first.ts', rule: 'import-x/no-cycle', says: /cycle/i },
  {
    name: 'client-imports-node',
    file: 'src/client/page.ts',
    rule: 'no-restricted-imports',
    says: /runs in the browser: it may not import a Node module/,
  },
  { name: 'client-imports-bare-builtin', file: 'src/client/page.ts', rule: 'no-restricted-imports', says: /may not import a Node module/ },
  {
    name: 'client-imports-content',
    file: 'src/client/page.ts',
    rule: 'import-x/no-restricted-paths',
    says: /src\/lib\/content\/ reads the disk/,
  },
  {
    name: 'client-imports-evidence',
    file: 'src/client/drawer.ts',
    rule: 'import-x/no-restricted-paths',
    says: /bring Zod into the browser bundle/,
  },
  { name: 'client-imports-astro', file: 'src/client/page.ts', rule: 'no-restricted-imports', says: /may not import astro:\* modules/ },
  {
    name: 'client-imports-scripts',
    file: 'src/client/page.ts',
    rule: 'import-x/no-restricted-paths',
    says: /src\/ never imports scripts\//,
  },
  {
    name: 'lib-imports-astro',
    file: 'src/lib/data.ts',
    rule: 'no-restricted-imports',
    says: /src\/lib\/ \(logic that runs anywhere\) may not import astro:\*/,
  },
  { name: 'lib-imports-scripts', file: 'src/lib/weight.ts', rule: 'import-x/no-restricted-paths', says: /src\/ never imports scripts\// },
  { name: 'lib-uses-dom', file: 'src/lib/title.ts', rule: 'no-restricted-globals', says: /may not use the DOM global "document"/ },
  {
    name: 'sources-imports-matrix',
    file: 'src/lib/sources/pages.ts',
    rule: 'import-x/no-restricted-paths',
    says: /src\/lib\/sources\/ reads the other sources, below the matrix and the views/,
  },
];

for (const c of cases) {
  test(`lint: ${c.name} is refused by ${c.rule}`, async () => {
    const messages = await lintFixture(c.name);
    const hit = messages.filter((m) => m.file === c.file && m.rule === c.rule);
    assert.ok(hit.length > 0, `expected ${c.rule} in ${c.file}, got ${JSON.stringify(messages)}`);
    assert.match(hit[0]!.message, c.says);
    // Nothing else fires: the fixture shows this one rule.
    assert.deepEqual(
      messages.filter((m) => m.rule !== c.rule),
      [],
    );
  });
}

test('lint: a tree that keeps every boundary (scripts → src/lib, client → src/lib, node: in src/lib/content) passes', async () => {
  assert.deepEqual(await lintFixture('clean'), []);
});
