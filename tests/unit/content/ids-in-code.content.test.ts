/**
 * Products, revisions, citation sources and other sources are content: no code names one. Computed from content/ (the
 * ids `src/lib/content/axes.ts` reads), every string literal of src/ and scripts/ is checked: a literal that is an id
 * (`'goose'`, `'2026-07-28'`, `'canimcp'`) fails the test, naming the file, the line and the id. Comments and
 * identifiers are not literals; tests and fixtures may name ids (they are not under src/ or scripts/).
 *
 * Two kinds of literal are left alone, each said here:
 * - an id that is also a word of the model itself (a row's field, an evidence field, a verdict, a role, …: the
 *   citation source `spec` is also a row's `spec` field), because no search of literals can tell the two apart;
 *   they are listed in the test's name, so a reader sees which ids go unchecked;
 * - the example text of the rules (`examples` in `src/lib/rules/*.ts`): fixture text for docs/rules.md, written in
 *   the fixture's ids, which are not read as content.
 *
 * The gateway view's sentences (`src/lib/gateway/`, the chain badges) follow requests through one product and
 * say its name often: there a product's name written as words inside a literal (`'works via mcpx'`) fails too.
 * Elsewhere names stand in prose that no search of literals can tell from ordinary words.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { globSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import ts from 'typescript';
import { readAxes } from '../../../src/lib/content/axes.ts';
import {
  AUDIT_STATUSES,
  BASIS_IDS,
  DECLARED_STATES,
  EFFORT_SIZES,
  EVIDENCE_FIELD_IDS,
  IMPLEMENTED_STATES,
  LIFECYCLE_STATES,
  RISK_LEVELS,
  ROLES,
  SIDES,
  SPEAKS_STATES,
  USE_STATES,
  VERDICT_IDS,
} from '../../../src/lib/register/axes.ts';
import { rowSchema } from '../../../src/lib/register/schema.ts';

const root = join(import.meta.dirname, '../../..');

/** Every id content/ defines, with what it is. */
function contentIds(contentDir: string): Map<string, string> {
  const { axes } = readAxes(contentDir, root);
  const ids = new Map<string, string>();
  for (const p of axes.products) ids.set(p.id, 'a product');
  for (const r of axes.revisions) ids.set(r.id, 'a revision');
  for (const s of axes.sourceIds) ids.set(s, 'a citation source');
  for (const s of axes.otherSourceIds) ids.set(s, 'an other source');
  return ids;
}

/** The words of the model itself: the axes it defines and a row's fields. An id that is one of them cannot be searched for. */
const MODEL_WORDS = new Set<string>([
  ...ROLES,
  ...SIDES,
  ...SPEAKS_STATES,
  ...LIFECYCLE_STATES,
  ...DECLARED_STATES,
  ...IMPLEMENTED_STATES,
  ...USE_STATES,
  ...VERDICT_IDS,
  ...AUDIT_STATUSES,
  ...EFFORT_SIZES,
  ...RISK_LEVELS,
  ...BASIS_IDS,
  ...EVIDENCE_FIELD_IDS,
  ...Object.keys(rowSchema.shape),
]);

export interface Literal {
  line: number;
  text: string;
}

/** Is the node inside the `examples` of a rule (fixture text for the rules' documentation)? */
function inRuleExamples(node: ts.Node): boolean {
  for (let n: ts.Node | undefined = node.parent; n; n = n.parent) {
    if (ts.isPropertyAssignment(n) && ts.isIdentifier(n.name) && n.name.text === 'examples') return true;
  }
  return false;
}

/** The string literals of TypeScript source (template parts included), with their line. */
function tsLiterals(text: string, file: string, lineOffset = 0, skipRuleExamples = false): Literal[] {
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true, ts.ScriptKind.TS);
  const out: Literal[] = [];
  const visit = (node: ts.Node) => {
    if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node) || ts.isTemplateLiteralToken(node)) {
      if (!(skipRuleExamples && inRuleExamples(node))) {
        out.push({ line: source.getLineAndCharacterOfPosition(node.getStart(source)).line + 1 + lineOffset, text: node.text });
      }
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return out;
}

/**
 * The string literals of an `.astro` file: its front-matter and its scripts as TypeScript, and in its template every
 * quoted value (attributes and the strings of its expressions), comments left out.
 */
function astroLiterals(text: string, file: string): Literal[] {
  const lines = text.split('\n');
  const out: Literal[] = [];
  const fence = lines.indexOf('---', 1);
  const template = lines.slice(fence + 1).join('\n');
  if (lines[0] === '---' && fence > 0) out.push(...tsLiterals(lines.slice(1, fence).join('\n'), file, 1));
  const offset = fence + 1;
  const blank = (s: string) => s.replace(/[^\n]/g, ' ');
  const withoutComments = template.replace(/<!--[\s\S]*?-->/g, blank).replace(/\{\/\*[\s\S]*?\*\/\}/g, blank);
  const scripts = /(<script\b[^>]*>)([\s\S]*?)<\/script>/g;
  let rest = withoutComments;
  for (const m of withoutComments.matchAll(scripts)) {
    const start = (m.index ?? 0) + (m[1]?.length ?? 0);
    const before = withoutComments.slice(0, start).split('\n').length - 1;
    out.push(...tsLiterals(m[2] ?? '', file, offset + before));
    rest = rest.slice(0, start) + blank(m[2] ?? '') + rest.slice(start + (m[2]?.length ?? 0));
  }
  for (const m of rest.matchAll(/(['"`])([^'"`\n]*)\1/g)) {
    out.push({ line: offset + rest.slice(0, m.index).split('\n').length, text: m[2] ?? '' });
  }
  return out;
}

/** Every literal of the code under `dirs` that is a content id: `file:line: 'id' (what it is)`. */
function idsInCode(ids: ReadonlyMap<string, string>, dirs: readonly string[]): string[] {
  const found: string[] = [];
  for (const dir of dirs) {
    for (const file of globSync(`${dir}/**/*.{ts,mts,mjs,js,astro}`, { cwd: root }).sort()) {
      const text = readFileSync(join(root, file), 'utf8');
      const literals = file.endsWith('.astro') ? astroLiterals(text, file) : tsLiterals(text, file, 0, /^src\/lib\/rules\//.test(file));
      for (const { line, text: value } of literals) {
        const what = ids.get(value);
        if (what && !MODEL_WORDS.has(value)) found.push(`${file}:${line}: '${value}' (${what})`);
      }
    }
  }
  return found;
}

/** The code whose sentences name the gateway and its hosts, which take every name from content. */
const NAMED_BY_CONTENT = ['src/lib/gateway/**/*.ts', 'src/lib/publish/chain-badges.ts'];

/** The literals that hold one of `names` as words (not inside a longer word, any case), each with the name it holds. */
function literalsNaming(names: readonly string[], literals: readonly Literal[]): { literal: Literal; name: string }[] {
  const words = names.map((name) => ({
    name,
    re: new RegExp(`(?<![\\p{L}\\p{N}_-])${name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}(?![\\p{L}\\p{N}_-])`, 'iu'),
  }));
  return literals.flatMap((literal) => {
    const hit = words.find((w) => w.re.test(literal.text));
    return hit ? [{ literal, name: hit.name }] : [];
  });
}

/** Every literal of the files `globs` match that names a product: `file:line: 'literal' (name)`. */
function namesInCode(names: readonly string[], globs: readonly string[]): string[] {
  return globs
    .flatMap((g) => globSync(g, { cwd: root }))
    .sort()
    .flatMap((file) =>
      literalsNaming(names, tsLiterals(readFileSync(join(root, file), 'utf8'), file)).map(
        ({ literal, name }) => `${file}:${literal.line}: '${literal.text}' (${name})`,
      ),
    );
}

const ids = contentIds(join(root, 'content'));
const unchecked = [...ids.keys()].filter((id) => MODEL_WORDS.has(id));

test(`no product, revision, citation source or other source of content/ is a string literal in src/ or scripts/ (unchecked, being words of the model too: ${unchecked.join(', ') || 'none'})`, () => {
  assert.ok([...ids.values()].includes('a product') && [...ids.values()].includes('a revision'), 'content/ defines products and revisions');
  assert.deepEqual(idsInCode(ids, ['src', 'scripts']), []);
});

test(`no literal of the gateway's code (${NAMED_BY_CONTENT.join(', ')}) names a product of content/ in its words`, () => {
  const names = readAxes(join(root, 'content'), root).axes.products.map((p) => p.name);
  assert.ok(names.length > 0, 'content/ names products');
  assert.deepEqual(namesInCode(names, NAMED_BY_CONTENT), []);
});

test('the search finds an id written as a literal in code, in TypeScript and in an .astro template, and passes over comments and rule examples', () => {
  const fake = new Map([
    ['zed', 'a product'],
    ['2031-01-01', 'a revision'],
  ]);
  const find = (literals: Literal[]) =>
    literals
      .filter((l) => fake.has(l.text))
      .sort((a, b) => a.line - b.line)
      .map((l) => `${l.line}:${l.text}`);
  assert.deepEqual(find(tsLiterals("// 'zed' in a comment\nconst a = 'zed';\nconst b = `${a} ${'2031-01-01'}`;\n", 'x.ts')), ['2:zed', '3:2031-01-01']);
  assert.deepEqual(find(tsLiterals("const x = `2031-01-01`;\nconst y = { examples: ['zed'] };\n", 'x.ts', 0, true)), ['1:2031-01-01']);
  assert.deepEqual(
    find(astroLiterals("---\nconst p = 'zed';\n---\n<!-- 'zed' -->\n<a data-p=\"zed\">{'2031-01-01'}</a>\n<script>\n  go('zed');\n</script>\n", 'x.astro')),
    ['2:zed', '5:zed', '5:2031-01-01', '7:zed'],
  );
  // An id is a whole literal: words that contain one are not it.
  assert.deepEqual(find(tsLiterals("const a = 'zed-like'; const b = 'before 2031-01-01';\n", 'x.ts')), []);
});

test('the name search finds a product’s name as words of a literal, in any case, and passes over comments and longer words', () => {
  const literals = tsLiterals(
    "// 'works via zed' in a comment\nconst a = 'works via zed';\nconst b = `${a} zedlike zed-x`;\nconst c = `through Zed →`;\n",
    'x.ts',
  );
  assert.deepEqual(
    literalsNaming(['zed'], literals).map(({ literal, name }) => `${literal.line}:${name}`),
    ['2:zed', '4:zed'],
  );
  assert.equal(literalsNaming(['opencode v1'], tsLiterals("const a = 'opencode v1 at 2025-11-25';\n", 'x.ts')).length, 1);
});
