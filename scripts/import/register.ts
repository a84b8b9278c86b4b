/**
 * Imports the plain-text register and idiosyncrasy notes into content files.
 *
 *   npm run import -- <register.txt>                          rows + register header
 *   npm run import -- --note <note.txt> --slug <slug>         one idiosyncrasy note
 *   options:  --check              write nothing; exit 1 if the files on disk differ
 *             --content-dir <dir>  default `content`
 *             --products a,b       products of a NEW note (see below)
 *
 * Writes `<content>/capabilities/<ID>.mdx` per row, `<content>/registers/<id>.yaml` for the
 * header (id and title from the register's title line: "Capabilities" → capabilities;
 * prefix from the row ids) and `<content>/idiosyncrasies/<slug>.mdx` for a note.
 *
 * Curated fields are never overwritten. They are whatever a curator maintains by hand:
 *   rows:  capability, spec, products   (new row: no capability, spec all five revisions `unknown`, products {})
 *   notes: products, mentions, scope, related, sources   (new note: related [], sources [], no scope or mentions)
 * When a file exists its front-matter is parsed as a YAML document and the curated
 * nodes are kept as they are (comments and style included); only the generated fields
 * and the body are replaced. A file whose generated fields and body already match is
 * left untouched, so re-running is idempotent.
 *
 * Products of a new note: each name in the note's "Clients:" line must match exactly
 * one product (by id or name, or as the only `<name>-…` product). When a name is
 * ambiguous (`opencode` → opencode-v1 and opencode-v2) or unknown, the importer refuses
 * to guess: pass `--products opencode-v1` (or write the file's products by hand). An
 * existing note keeps its curated products and `--products` is ignored with a warning.
 *
 * All-or-nothing: everything is parsed, rendered and validated against
 * src/lib/register/schema.ts first; if anything fails nothing is written. Rows on disk with the
 * register's prefix but absent from the register are reported as stale, never deleted.
 *
 * Exit codes: 0 done / in sync; 1 `--check` found differences; 2 malformed input,
 * invalid output or bad usage (nothing written).
 *
 * Body text is escaped for MDX (backslash before \ ` * _ { } [ ] < > # | ~ & and before a
 * leading list/ordered-list marker) so that the page renders the characters as written.
 */
import { existsSync, mkdirSync, readFileSync, readdirSync, renameSync, writeFileSync } from 'node:fs';
import { basename, dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import jsyaml from 'js-yaml';
import { Document, isMap, isScalar, isSeq, parse as parseYaml, parseDocument, visit, type Node as YamlNode } from 'yaml';
import { PRODUCTS, PRODUCT_IDS, REVISION_IDS, type ProductId } from '../../src/lib/register/axes.ts';
import { CONTENT_DIRS, decodeText, splitFrontMatter } from '../../src/lib/content/load.ts';
import { formatProblem, schemaProblems } from '../../src/lib/content/problems.ts';
import { parseNote, parseRegister, RegisterFormatError, type ParsedNote, type ParsedRegister, type ParsedRow } from './register-format.ts';
import { idiosyncrasySchema, publishedRegisterSchema, rowSchema } from '../../src/lib/register/schema.ts';
import { processIo, type CliIo } from '../lib/cli-io.ts';

const ROW_ORDER = [
  'id',
  'title',
  'register',
  'side',
  'capability',
  'audit',
  'value',
  'effort',
  'risk',
  'spec',
  'products',
  'sources',
  'related',
];
const ROW_CURATED = ['capability', 'spec', 'products'];
const NOTE_ORDER = [
  'title',
  'kind',
  'status',
  'lastVerified',
  'clients',
  'products',
  'mentions',
  'scope',
  'revisions',
  'related',
  'sources',
];
const NOTE_CURATED = ['products', 'mentions', 'scope', 'related', 'sources'];
const REGISTER_ORDER = [
  'id',
  'title',
  'published',
  'prefix',
  'created',
  'lastUpdated',
  'increment',
  'status',
  'tags',
  'description',
  'preamble',
  'auditNote',
];

class UsageError extends Error {}

// ---------------------------------------------------------------------------------------
// MDX text

/** Escape text so MDX (CommonMark + GFM + MDX syntax) renders exactly these characters. */
export function escapeMdx(text: string): string {
  return text
    .split('\n')
    .map((line) => {
      let out = line.replace(/[\\`*_{}[\]<>#|~&]/g, '\\$&');
      out = out.replace(/^(\s*)([+\-=])/, '$1\\$2');
      out = out.replace(/^(\s*\d+)([.)])/, '$1\\$2');
      return out;
    })
    .join('\n');
}

function fence(code: string): string {
  const longest = Math.max(2, ...[...code.matchAll(/`+/g)].map((m) => m[0].length));
  return '`'.repeat(longest + 1);
}

export function rowBody(row: ParsedRow): string {
  return row.bullets.map((b) => `## ${escapeMdx(b.label)}\n\n${escapeMdx(b.text)}\n`).join('\n');
}

export function noteBody(note: ParsedNote): string {
  return note.blocks
    .map((block) => {
      if (block.type === 'heading') return `## ${escapeMdx(block.text)}\n`;
      if (block.type === 'code') {
        const f = fence(block.text);
        return `${f}${block.lang}\n${block.text}\n${f}\n`;
      }
      return `${escapeMdx(block.text)}\n`;
    })
    .join('\n');
}

// ---------------------------------------------------------------------------------------
// Front-matter

/** Strings js-yaml (Astro's front-matter parser) would read as something else: quote them. */
function needsQuotes(s: string): boolean {
  return /^[\d+.-]/.test(s) || /^(?:y|n|yes|no|on|off|true|false|null|~)$/i.test(s);
}

function makeNode(doc: Document, value: unknown): YamlNode {
  const node = doc.createNode(value) as YamlNode;
  visit(node, {
    Scalar(_key, scalar) {
      if (typeof scalar.value === 'string' && needsQuotes(scalar.value)) scalar.type = 'QUOTE_DOUBLE';
    },
    Pair(_key, pair) {
      if (isScalar(pair.key) && pair.key.value === 'lines' && isSeq(pair.value)) {
        pair.value.flow = true;
        visit(pair.value, {
          Map(_k, map) {
            map.flow = true;
          },
        });
      }
    },
  });
  return node;
}

interface Rendered {
  /** Front-matter YAML text (no `---`). */
  yaml: string;
  /** The data the YAML text parses to. */
  data: Record<string, unknown>;
}

/**
 * Merge generated fields into the existing front-matter document (or a new one), keeping
 * curated nodes verbatim and adding defaults for curated fields that are missing.
 */
function renderFrontMatter(
  generated: Record<string, unknown>,
  curated: readonly string[],
  defaults: Record<string, unknown>,
  order: readonly string[],
  existing: string | null,
  file: string,
): Rendered {
  let doc: Document;
  if (existing !== null) {
    doc = parseDocument(existing, { uniqueKeys: true });
    const [error] = doc.errors;
    if (error) throw new ImportError(file, `malformed YAML front-matter: ${error.message.split('\n')[0]}`);
    if (doc.contents === null) doc.contents = doc.createNode({}) as never;
    if (!isMap(doc.contents)) throw new ImportError(file, 'the front-matter is not a YAML mapping of fields');
  } else {
    doc = new Document({});
  }
  for (const [key, value] of Object.entries(generated)) doc.set(key, makeNode(doc, value));
  for (const key of curated) {
    if (!doc.has(key) && defaults[key] !== undefined) doc.set(key, makeNode(doc, defaults[key]));
  }
  const rank = (key: unknown) => {
    const i = order.indexOf(String(isScalar(key) ? key.value : key));
    return i === -1 ? order.length : i;
  };
  const map = doc.contents as unknown as { items: Array<{ key: unknown }> };
  map.items = map.items
    .map((item, i) => ({ item, i }))
    .sort((a, b) => rank(a.item.key) - rank(b.item.key) || a.i - b.i)
    .map(({ item }) => item);
  const yaml = doc.toString({ lineWidth: 0, minContentWidth: 0 });
  return { yaml, data: parseYaml(yaml) as Record<string, unknown> };
}

// ---------------------------------------------------------------------------------------
// Comparison

function canonical(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(canonical);
  if (value && typeof value === 'object') {
    return Object.fromEntries(
      Object.keys(value)
        .sort()
        .map((k) => [k, canonical((value as Record<string, unknown>)[k])]),
    );
  }
  return value;
}
const same = (a: unknown, b: unknown) => JSON.stringify(canonical(a)) === JSON.stringify(canonical(b));

/** Body sections keyed by `## ` heading; text before the first heading is "(intro)". */
function sections(body: string): Map<string, string> {
  const out = new Map<string, string>();
  let name = '(intro)';
  let text: string[] = [];
  const flush = () => {
    const t = text.join('\n').trim();
    if (t || name !== '(intro)') {
      let key = name;
      for (let n = 2; out.has(key); n++) key = `${name} (${n})`;
      out.set(key, t);
    }
  };
  for (const line of body.split('\n')) {
    const heading = /^## (.*)$/.exec(line)?.[1];
    if (heading !== undefined) {
      flush();
      name = heading.replace(/\\(.)/g, '$1');
      text = [];
    } else {
      text.push(line);
    }
  }
  flush();
  return out;
}

function describeChanges(
  oldData: Record<string, unknown> | null,
  newData: Record<string, unknown>,
  compared: readonly string[],
  oldBody: string,
  newBody: string,
): string[] {
  const fields = compared.filter((k) => !same(oldData?.[k], newData[k]));
  const a = sections(oldBody);
  const b = sections(newBody);
  const changed: string[] = [];
  for (const [name, text] of b) {
    if (!a.has(name)) changed.push(`+${name}`);
    else if (a.get(name) !== text) changed.push(name);
  }
  for (const name of a.keys()) if (!b.has(name)) changed.push(`−${name}`);
  if (!changed.length && oldBody !== newBody) changed.push('(layout)');
  const parts: string[] = [];
  if (fields.length) parts.push(`front-matter: ${fields.join(', ')}`);
  if (changed.length) parts.push(`sections: ${changed.join(', ')}`);
  return parts;
}

// ---------------------------------------------------------------------------------------
// Planning

class ImportError extends Error {
  file: string;
  constructor(file: string, message: string) {
    super(message);
    this.file = file;
  }
}

interface Plan {
  path: string;
  rel: string;
  status: 'created' | 'updated' | 'unchanged';
  text: string;
  changes: string[];
  kept: string[];
}

interface Existing {
  text: string;
  frontMatter: string;
  body: string;
  data: Record<string, unknown>;
}

function readExisting(path: string, rel: string, mdx: boolean): Existing | null {
  if (!existsSync(path)) return null;
  let text: string;
  try {
    text = decodeText(readFileSync(path));
  } catch (error) {
    throw new ImportError(rel, `is not valid UTF-8 (${(error as Error).message})`);
  }
  if (!mdx) {
    const data = parseYaml(text) as Record<string, unknown>;
    return { text, frontMatter: text, body: '', data: data ?? {} };
  }
  const split = splitFrontMatter(text);
  if (!split) throw new ImportError(rel, 'has no “---” front-matter; fix or delete the file and re-run');
  let data: unknown;
  try {
    data = parseYaml(split.frontMatter, { uniqueKeys: true });
  } catch (error) {
    throw new ImportError(rel, `malformed YAML front-matter: ${(error as Error).message.split('\n')[0]}`);
  }
  return { text, frontMatter: split.frontMatter, body: split.body, data: (data ?? {}) as Record<string, unknown> };
}

function validate(rel: string, schema: { safeParse(d: unknown): { success: boolean; error?: unknown } }, rendered: Rendered): string[] {
  const { data } = rendered;
  // Astro reads front-matter with js-yaml's default schema: it must read the same data.
  if (!same(jsyaml.load(rendered.yaml), data)) {
    return [
      `${rel}: (front-matter): js-yaml (Astro's parser) would read it differently (an unquoted date or number?); quote such values and keys`,
    ];
  }
  const result = schema.safeParse(data);
  if (result.success) return [];
  return schemaProblems(rel, data, result.error as never).map(formatProblem);
}

function planFile(
  root: string,
  path: string,
  existing: Existing | null,
  rendered: Rendered,
  body: string | null,
  compared: readonly string[],
  kept: readonly string[],
): Plan {
  const rel = display(root, path);
  const text = body === null ? rendered.yaml : `---\n${rendered.yaml}---\n\n${body}`;
  if (!existing) return { path, rel, status: 'created', text, changes: [], kept: [] };
  // The file has a blank line between the front-matter and the body.
  const changes = describeChanges(existing.data, rendered.data, compared, existing.body.replace(/^\n/, ''), body ?? '');
  const curatedFilled = kept.filter((k) => existing.data[k] === undefined && rendered.data[k] !== undefined);
  if (curatedFilled.length) changes.push(`filled missing curated: ${curatedFilled.join(', ')}`);
  if (!changes.length) return { path, rel, status: 'unchanged', text: existing.text, changes: [], kept: [] };
  return { path, rel, status: 'updated', text, changes, kept: kept.filter((k) => existing.data[k] !== undefined) };
}

/** A path for messages: relative to the project when inside it. */
function display(root: string, path: string): string {
  return path.startsWith(`${root}/`) ? relative(root, path) : path;
}

export function registerIdOf(title: string): string {
  return title
    .toLowerCase()
    .replace(/[^a-z]+/g, '-')
    .replace(/^-|-$/g, '');
}

function rowGenerated(row: ParsedRow, registerId: string): Record<string, unknown> {
  return {
    id: row.id,
    title: row.title,
    register: registerId,
    side: row.side,
    audit: row.audit,
    value: row.value,
    effort: row.effort,
    risk: row.risk,
    sources: row.sources.map((c) => {
      if (c.kind === 'wire') return c;
      const { lines, symbols, ...rest } = c;
      return {
        kind: rest.kind,
        source: rest.source,
        ...(rest.client ? { client: rest.client } : {}),
        path: rest.path,
        ...(lines.length ? { lines } : {}),
        ...(symbols.length ? { symbols } : {}),
        ...(rest.quote !== undefined ? { quote: rest.quote } : {}),
        raw: rest.raw,
      };
    }),
    related: row.related,
  };
}

interface Planned {
  plans: Plan[];
  stale: string[];
  warnings: string[];
  problems: string[];
}

function planRegister(parsed: ParsedRegister, contentDir: string, root: string): Planned {
  const registerId = registerIdOf(parsed.header.title);
  const plans: Plan[] = [];
  const problems: string[] = [];
  const warnings: string[] = [];
  const rowDir = join(contentDir, CONTENT_DIRS.rows);
  const ids = new Set(parsed.rows.map((r) => r.id));
  const defaults = {
    spec: Object.fromEntries(REVISION_IDS.map((r) => [r, { state: 'unknown' }])),
    products: {},
  };
  const generatedKeys = ROW_ORDER.filter((k) => !ROW_CURATED.includes(k));

  for (const row of parsed.rows) {
    const path = join(rowDir, `${row.id}.mdx`);
    const rel = display(root, path);
    try {
      const existing = readExisting(path, rel, true);
      const rendered = renderFrontMatter(
        rowGenerated(row, registerId),
        ROW_CURATED,
        defaults,
        ROW_ORDER,
        existing?.frontMatter ?? null,
        rel,
      );
      problems.push(...validate(rel, rowSchema, rendered));
      for (const id of row.related) {
        if (!ids.has(id)) warnings.push(`${rel}: related row ${id} is not in the register`);
      }
      plans.push(planFile(root, path, existing, rendered, rowBody(row), generatedKeys, ROW_CURATED));
    } catch (error) {
      if (error instanceof ImportError) problems.push(`${error.file}: ${error.message}`);
      else throw error;
    }
  }

  const registerPath = join(contentDir, CONTENT_DIRS.registers, `${registerId}.yaml`);
  const registerRel = display(root, registerPath);
  const { header } = parsed;
  const registerData = {
    id: registerId,
    title: header.title,
    published: true,
    prefix: parsed.prefix,
    created: header.created,
    lastUpdated: header.lastUpdated,
    increment: header.increment,
    status: header.status,
    tags: header.tags,
    description: header.description,
    preamble: header.preamble,
    auditNote: header.auditNote,
  };
  try {
    const existing = readExisting(registerPath, registerRel, false);
    const doc = new Document({});
    for (const key of REGISTER_ORDER) doc.set(key, makeNode(doc, registerData[key as keyof typeof registerData]));
    const yaml = doc.toString({ lineWidth: 0, minContentWidth: 0 });
    const rendered = { yaml, data: parseYaml(yaml) as Record<string, unknown> };
    problems.push(...validate(registerRel, publishedRegisterSchema, rendered));
    plans.push(planFile(root, registerPath, existing, rendered, null, REGISTER_ORDER, []));
  } catch (error) {
    if (error instanceof ImportError) problems.push(`${error.file}: ${error.message}`);
    else throw error;
  }

  const stale = existsSync(rowDir)
    ? readdirSync(rowDir)
        .filter((f) => f.startsWith(`${parsed.prefix}-`) && /\.mdx?$/.test(f) && !ids.has(basename(f).replace(/\.mdx?$/, '')))
        .map((f) => display(root, join(rowDir, f)))
    : [];
  return { plans, stale, warnings, problems };
}

/** Products for a new note from its clients line, or a reason why they cannot be chosen. */
export function productsForClients(clients: readonly string[]): { products: ProductId[] } | { reason: string } {
  const products: ProductId[] = [];
  for (const client of clients) {
    const lc = client.toLowerCase();
    const exact = PRODUCTS.filter((p) => p.id === lc || p.name.toLowerCase() === lc);
    const family = PRODUCTS.filter((p) => p.id.startsWith(`${lc}-`));
    const candidates = exact.length ? exact : family;
    if (candidates.length === 1 && candidates[0]) products.push(candidates[0].id);
    else if (candidates.length > 1) {
      return { reason: `the client “${client}” matches several products (${candidates.map((p) => p.id).join(', ')})` };
    } else {
      return { reason: `the client “${client}” matches no product (${PRODUCT_IDS.join(', ')})` };
    }
  }
  return { products: [...new Set(products)] };
}

function planNote(
  note: ParsedNote,
  slug: string,
  contentDir: string,
  root: string,
  productsOption: ProductId[] | null,
  check: boolean,
): Planned {
  const path = join(contentDir, CONTENT_DIRS.notes, `${slug}.mdx`);
  const rel = display(root, path);
  const problems: string[] = [];
  const warnings: string[] = [];
  const plans: Plan[] = [];
  try {
    const existing = readExisting(path, rel, true);
    let products: ProductId[] | undefined;
    if (existing) {
      if (productsOption && !same(existing.data['products'], productsOption)) {
        warnings.push(`${rel}: --products ignored; the file's curated products are kept`);
      }
    } else if (productsOption) {
      products = productsOption;
    } else {
      const chosen = productsForClients(note.clients);
      if ('products' in chosen) products = chosen.products;
      else if (!check) {
        throw new ImportError(
          rel,
          `cannot choose the note's products: ${chosen.reason}. Pass --products <id>[,<id>] naming the products the note is about (it is curated from then on)`,
        );
      } else {
        products = ['mcpx']; // placeholder: in --check a missing file is reported as missing anyway
      }
    }
    const generated = {
      title: note.title,
      kind: note.kind,
      status: note.status,
      lastVerified: note.lastVerified,
      clients: note.clients,
      revisions: note.revisions,
    };
    const rendered = renderFrontMatter(
      generated,
      NOTE_CURATED,
      { products, related: [], sources: [] },
      NOTE_ORDER,
      existing?.frontMatter ?? null,
      rel,
    );
    problems.push(...validate(rel, idiosyncrasySchema, rendered));
    plans.push(planFile(root, path, existing, rendered, noteBody(note), Object.keys(generated), NOTE_CURATED));
  } catch (error) {
    if (error instanceof ImportError) problems.push(`${error.file}: ${error.message}`);
    else throw error;
  }
  return { plans, stale: [], warnings, problems };
}

// ---------------------------------------------------------------------------------------
// CLI

function writeAtomic(path: string, text: string): void {
  mkdirSync(dirname(path), { recursive: true });
  const tmp = `${path}.tmp-${process.pid}`;
  writeFileSync(tmp, text);
  renameSync(tmp, path);
}

function readInput(file: string): string {
  try {
    return decodeText(readFileSync(file));
  } catch (error) {
    throw new UsageError(`cannot read ${file}: ${(error as Error).message}`);
  }
}

/** Run the importer on `argv` (the arguments after the script's name), printing to `io`; the exit code. */
export function main(argv: string[], io: CliIo = processIo()): number {
  const out = (s: string) => io.stdout(`${s}\n`);
  const err = (s: string) => io.stderr(`${s}\n`);
  try {
    const { values, positionals } = parseArgs({
      args: argv,
      allowPositionals: true,
      options: {
        note: { type: 'string' },
        slug: { type: 'string' },
        check: { type: 'boolean', default: false },
        'content-dir': { type: 'string', default: 'content' },
        products: { type: 'string' },
        help: { type: 'boolean', short: 'h', default: false },
      },
    });
    if (values.help) {
      out(
        'usage: npm run import -- [--check] [--content-dir <dir>] <register.txt>\n       npm run import -- [--check] [--content-dir <dir>] --note <note.txt> --slug <slug> [--products a,b]',
      );
      return 0;
    }
    const root = io.cwd;
    const contentDir = resolve(root, values['content-dir']);
    const check = values.check;
    let input: string;
    let planned: Planned;
    try {
      if (values.note !== undefined) {
        if (positionals.length) throw new UsageError('give either a register file or --note, not both');
        const slug = values.slug;
        if (!slug) throw new UsageError('--note needs --slug <slug> (lower-case words joined by dashes; the page URL)');
        if (!/^[a-z0-9]+(?:-[a-z0-9]+)*$/.test(slug)) throw new UsageError(`--slug “${slug}” must be lower-case words joined by dashes`);
        let productsOption: ProductId[] | null = null;
        if (values.products !== undefined) {
          const list = values.products
            .split(',')
            .map((s) => s.trim())
            .filter(Boolean);
          const unknown = list.filter((p) => !(PRODUCT_IDS as readonly string[]).includes(p));
          if (unknown.length || !list.length)
            throw new UsageError(`--products: unknown product ${unknown.join(', ') || '(none given)'}; expected ${PRODUCT_IDS.join(', ')}`);
          productsOption = list as ProductId[];
        }
        input = values.note;
        planned = planNote(parseNote(readInput(input)), slug, contentDir, root, productsOption, check);
      } else {
        const [file] = positionals;
        if (positionals.length !== 1 || file === undefined)
          throw new UsageError('give one register file (or --note <file> --slug <slug>); see --help');
        if (values.slug !== undefined || values.products !== undefined) throw new UsageError('--slug and --products go with --note');
        input = file;
        planned = planRegister(parseRegister(readInput(input)), contentDir, root);
      }
    } catch (error) {
      if (error instanceof RegisterFormatError) {
        err(`${values.note ?? positionals[0]}:${error.line}: ${error.message.replace(/^line \d+: /, '')}`);
        err('nothing written');
        return 2;
      }
      throw error;
    }

    for (const w of planned.warnings) err(`warning: ${w}`);
    if (planned.problems.length) {
      for (const p of planned.problems) err(p);
      err(`${planned.problems.length} problem(s) in what ${basename(input)} would produce; nothing written`);
      return 2;
    }

    const pad = (s: string) => s.padEnd(10);
    if (check) {
      let differ = 0;
      for (const plan of planned.plans) {
        if (plan.status === 'unchanged') continue;
        differ++;
        if (plan.status === 'created') out(`${pad('missing')}${plan.rel}`);
        else out(`${pad('differs')}${plan.rel}  ${plan.changes.join('; ')}`);
      }
      for (const s of planned.stale) {
        differ++;
        out(`${pad('stale')}${s}  (not in the register)`);
      }
      if (differ) {
        out(`out of sync: ${differ} file(s) differ from ${basename(input)}; run without --check to update`);
        return 1;
      }
      out(`in sync: ${planned.plans.length} file(s) match ${basename(input)}`);
      return 0;
    }

    for (const plan of planned.plans) if (plan.status !== 'unchanged') writeAtomic(plan.path, plan.text);
    const counts = { created: 0, updated: 0, unchanged: 0 };
    for (const plan of planned.plans) {
      counts[plan.status]++;
      let line = `${pad(plan.status)}${plan.rel}`;
      if (plan.changes.length) line += `  ${plan.changes.join('; ')}`;
      if (plan.kept.length) line += `  (kept curated: ${plan.kept.join(', ')})`;
      out(line);
    }
    for (const s of planned.stale) out(`${pad('stale')}${s}  (not in the register; the importer never deletes, remove it by hand)`);
    out(
      `${counts.created} created, ${counts.updated} updated, ${counts.unchanged} unchanged${planned.stale.length ? `, ${planned.stale.length} stale` : ''}`,
    );
    return 0;
  } catch (error) {
    if (error instanceof UsageError || (error as { code?: string }).code?.startsWith('ERR_PARSE_ARGS')) {
      err(`import-register: ${(error as Error).message}`);
      return 2;
    }
    throw error;
  }
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  process.exitCode = main(process.argv.slice(2));
}
