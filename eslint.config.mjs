// @ts-check
/**
 * ESLint: typescript-eslint's recommended rules plus the architecture the README's layout
 * table states, as rules (each one shown failing on a fixture in tests/unit/scripts/lint.test.ts):
 *
 * - no import cycles in src/, scripts/ and the root config files (import-x/no-cycle);
 * - src/client/ runs in the browser: no `node:` or bare Node built-in module, no node-only
 *   folder (src/lib/content/, scripts/), no `astro:*` module;
 * - src/lib/ is logic that runs anywhere: no `astro:*`, no scripts/, no DOM globals;
 * - scripts/ may import src/lib/; nothing in src/ imports scripts/;
 * - src/lib/sources/ (the other sources' records) imports no matrix and no view: what sets them beside the matrix is a
 *   view (src/lib/views/), and the matrix's join with them is src/lib/matrix/other-sources.ts.
 *
 * `.astro` files are not linted (that would need an Astro parser); `astro check` type-checks them.
 * `npm run lint` runs this; `npm test` runs it after the type check.
 */
import { builtinModules } from 'node:module';
import { defineConfig } from 'eslint/config';
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import { importX, createNodeResolver } from 'eslint-plugin-import-x';

const nodeBuiltins = builtinModules.filter((m) => !m.startsWith('_')).map((m) => m.replace(/\/.*/, ''));
const nodeOnly = {
  regex: `^(node:.*|(${[...new Set(nodeBuiltins)].join('|')})(/.*)?)$`,
  message:
    'src/client/ runs in the browser: it may not import a Node module. Move the code that needs Node to scripts/ or src/lib/content/.',
};
/** @param {string} where */
const astroModules = (where) => ({
  regex: '^astro:',
  message: `${where} may not import astro:* modules: only src/site/, src/components/, src/layouts/ and src/pages/ are Astro glue. Pass the data in as arguments instead.`,
});

/** Browser globals that logic in src/lib/ must not touch (it runs in Node, in the build and in tests). */
const DOM_GLOBALS = [
  'window',
  'document',
  'navigator',
  'location',
  'history',
  'localStorage',
  'sessionStorage',
  'customElements',
  'HTMLElement',
  'HTMLInputElement',
  'HTMLButtonElement',
  'HTMLTableElement',
  'HTMLTableCellElement',
  'HTMLTableRowElement',
  'Element',
  'Node',
  'NodeList',
  'DocumentFragment',
  'MutationObserver',
  'IntersectionObserver',
  'ResizeObserver',
  'requestAnimationFrame',
  'getComputedStyle',
  'matchMedia',
].map((name) => ({
  name,
  message: `src/lib/ is logic that runs anywhere (Node, the build, tests): it may not use the DOM global "${name}". Put browser code in src/client/ and pass it plain data.`,
}));

export default defineConfig(
  {
    ignores: [
      'dist/**',
      'dist.partial/**',
      'node_modules/**',
      '.astro/**',
      'bench-results/**',
      'test-results/**',
      'playwright-report/**',
      'tests/fixtures/**',
    ],
  },
  {
    files: ['**/*.ts', '**/*.mjs'],
    extends: [js.configs.recommended, tseslint.configs.recommended],
    plugins: { 'import-x': importX },
    settings: {
      // The project imports with explicit extensions (`./ids.ts`); import-x must parse .ts files to follow them.
      'import-x/resolver-next': [createNodeResolver({ extensions: ['.ts', '.mjs', '.js', '.json'] })],
      'import-x/extensions': ['.ts', '.mjs', '.js'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.mjs', '.js'] },
    },
    languageOptions: { ecmaVersion: 'latest', sourceType: 'module' },
    rules: {
      // TypeScript already reports undefined names (and knows Node's and the DOM's globals).
      'no-undef': 'off',
      // `_`-prefixed names are deliberately unused (a destructured field left out, a callback's unused argument).
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrors: 'none' }],
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: [
            {
              target: './src',
              from: './scripts',
              message: 'src/ never imports scripts/ (scripts may import src/lib, not the reverse). Move what both need into src/lib/.',
            },
            {
              target: './src/client',
              from: './src/lib/content',
              message:
                'src/lib/content/ reads the disk and is Node only; src/client/ runs in the browser. Import the pure module it uses instead.',
            },
            {
              target: './src/lib/sources',
              from: ['./src/lib/matrix', './src/lib/views'],
              message:
                'src/lib/sources/ reads the other sources, below the matrix and the views: what sets them beside the matrix is a view. Move it to src/lib/views/ (the join itself is src/lib/matrix/other-sources.ts).',
            },
            {
              target: './src/client',
              from: ['./src/lib/evidence', './src/lib/register/schema.ts'],
              message:
                "The content check's rules and the front-matter schema bring Zod into the browser bundle, and Zod's Function('') probe breaks the CSP (no eval). Move the browser-sized part (wording, ids) to src/lib/matrix/view.ts or src/lib/register/ids.ts.",
            },
          ],
        },
      ],
    },
  },
  {
    // Cycles among the code (tests import the code and nothing imports a test; checking them too doubled the lint time).
    files: ['src/**/*.ts', 'scripts/**/*.ts', 'scripts/**/*.mjs', '*.mjs', '*.ts'],
    rules: { 'import-x/no-cycle': ['error', { ignoreExternal: true }] },
  },
  {
    // Tests match YAML and text by its indentation: the spaces read as the file does.
    files: ['tests/**/*.ts'],
    rules: { 'no-regex-spaces': 'off' },
  },
  {
    files: ['src/client/**/*.ts'],
    rules: { 'no-restricted-imports': ['error', { patterns: [nodeOnly, astroModules('src/client/ (browser code)')] }] },
  },
  {
    files: ['src/lib/**/*.ts'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [astroModules('src/lib/ (logic that runs anywhere)')] }],
      'no-restricted-globals': ['error', ...DOM_GLOBALS],
    },
  },
);
