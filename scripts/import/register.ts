/**
 * Imports the plain-text register and idiosyncrasy notes into content files.
 *
 *   npm run import                                            every text in <content>/text:
 *                                                             registers/*.txt and notes/<slug>.txt
 *   npm run import -- <register.txt>                          rows + register header
 *   npm run import -- --note <note.txt> [--slug <slug>]       one idiosyncrasy note (slug: the file's name)
 *   options:  --check              write nothing; exit 1 if the files on disk differ, saying each
 *                                  difference in the text's terms (file:line, row, field or
 *                                  section, “the text says X, the file says Y”)
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
 * When a file exists only the top-level fields whose value the text changes are rewritten
 * (scripts/import/front-matter.ts); every other byte (curated fields, comments, a flow
 * sequence's spacing) stays as written, so importing unchanged text changes no byte. What
 * the text does not carry is not reverted: a citation's `source` (derived from its path)
 * corrected by hand is kept while the text writes the citation the same way.
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
import { fieldValue, replaceFields, splitFields } from './front-matter.ts';

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

/** The folder of `<content>` that holds the register's and notes' plain text: the importer's default input. */
export const TEXT_DIR = 'text';

export type TextDocument = { kind: 'register'; file: string } | { kind: 'note'; file: string; slug: string };

/** Every text document in a text folder: `registers/*.txt`, and `notes/<slug>.txt` (the slug is the file's name), sorted. */
export function textDocuments(textDir: string): TextDocument[] {
  const list = (sub: string) =>
    existsSync(join(textDir, sub))
      ? readdirSync(join(textDir, sub))
          .filter((f) => f.endsWith('.txt'))
          .sort()
      : [];
  return [
    ...list('registers').map((f) => ({ kind: 'register' as const, file: join(textDir, 'registers', f) })),
    ...list('notes').map((f) => ({ kind: 'note' as const, file: join(textDir, 'notes', f), slug: f.replace(/\.txt$/, '') })),
  ];
}

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

/** The importer's text for one field, `key: …\n`, in the style it writes new files in. */
function fieldText(key: string, value: unknown): string {
  const doc = new Document({});
  doc.set(key, makeNode(doc, value));
  return doc.toString({ lineWidth: 0, minContentWidth: 0 });
}

/**
 * Merge generated fields into the existing front-matter (or a new one). A generated field
 * whose value the file already has keeps its text byte for byte; one that differs gets the
 * importer's text for it; curated fields and every other line stay as written; missing
 * curated fields get their defaults. Only when the front-matter cannot be cut into its
 * top-level fields (a flow mapping) is it re-rendered whole.
 */
function renderFrontMatter(
  generated: Record<string, unknown>,
  curated: readonly string[],
  defaults: Record<string, unknown>,
  order: readonly string[],
  existing: string | null,
  file: string,
): Rendered {
  const wanted: Array<[string, unknown]> = Object.entries(generated);
  if (existing !== null) {
    const doc = parseDocument(existing, { uniqueKeys: true });
    const [error] = doc.errors;
    if (error) throw new ImportError(file, `malformed YAML front-matter: ${error.message.split('\n')[0]}`);
    if (doc.contents !== null && !isMap(doc.contents)) throw new ImportError(file, 'the front-matter is not a YAML mapping of fields');
    const split = splitFields(existing);
    if (split) {
      const have = new Map(split.fields.map((f) => [f.key, fieldValue(f)]));
      const replace = new Map<string, string>();
      for (const [key, value] of wanted) {
        if (!have.has(key) || !same(have.get(key), value)) replace.set(key, fieldText(key, value));
      }
      for (const key of curated) {
        if (!have.has(key) && defaults[key] !== undefined) replace.set(key, fieldText(key, defaults[key]));
      }
      const yaml = replace.size ? replaceFields(split, replace, order) : existing.endsWith('\n') ? existing : `${existing}\n`;
      return { yaml, data: (parseYaml(yaml) ?? {}) as Record<string, unknown> };
    }
  }
  let doc: Document;
  if (existing !== null) {
    doc = parseDocument(existing, { uniqueKeys: true });
    if (doc.contents === null) doc.contents = doc.createNode({}) as never;
  } else {
    doc = new Document({});
  }
  for (const [key, value] of wanted) doc.set(key, makeNode(doc, value));
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

/** Where a file's fields and sections come from in the text: for messages in the author's terms. */
export interface TextPlace {
  /** The text file, as the author names it (`content/text/registers/capabilities.txt`). */
  file: string;
  /** What the file holds, in the text's words: `row CAP-03`, `the register header`, `the note`. */
  what: string;
  /** The text's line of a front-matter field (its first path segment) or a body section (its heading); null when unknown. */
  lineOf(fieldOrSection: string): number | null;
}

/** A value as a message shows it; a long string shown around `at`. */
function shown(value: unknown, at = 0): string {
  if (value === undefined) return 'nothing';
  if (typeof value !== 'string') return JSON.stringify(value);
  if (value.length <= 90) return `“${value}”`;
  const from = Math.max(0, Math.min(at - 30, value.length - 90));
  return `“${from > 0 ? '…' : ''}${value.slice(from, from + 90)}${from + 90 < value.length ? '…' : ''}”`;
}

function firstDifference(a: string, b: string): number {
  let i = 0;
  while (i < a.length && i < b.length && a[i] === b[i]) i++;
  return i;
}

/** The leaves where two values differ: `value.sign`, `sources.3.quote`, with both values. */
export function leafDifferences(text: unknown, file: unknown, path = ''): Array<{ path: string; text: unknown; file: unknown }> {
  if (same(text, file)) return [];
  const isObject = (v: unknown): v is Record<string, unknown> => !!v && typeof v === 'object' && !Array.isArray(v);
  const join = (k: string | number) => (path ? `${path}.${k}` : String(k));
  if (Array.isArray(text) && Array.isArray(file)) {
    const out: Array<{ path: string; text: unknown; file: unknown }> = [];
    for (let i = 0; i < Math.max(text.length, file.length); i++) out.push(...leafDifferences(text[i], file[i], join(i)));
    return out;
  }
  if (isObject(text) && isObject(file)) {
    const keys = [...new Set([...Object.keys(text), ...Object.keys(file)])];
    return keys.flatMap((k) => leafDifferences(text[k], file[k], join(k)));
  }
  return [{ path, text, file }];
}

/** How many differences of one file a message lists before it says how many more there are. */
const SHOWN_DIFFERENCES = 6;

/**
 * What differs between the file and what its text gives, one line per difference, in the
 * author's terms: where in the text, which row and field or section, what the text says and
 * what the file says.
 */
export function describeChanges(
  oldData: Record<string, unknown> | null,
  newData: Record<string, unknown>,
  compared: readonly string[],
  oldBody: string,
  newBody: string,
  place: TextPlace,
): string[] {
  const at = (name: string) => {
    const line = place.lineOf(name);
    return line === null ? place.file : `${place.file}:${line}`;
  };
  const lines: string[] = [];
  const a = sections(oldBody);
  const b = sections(newBody);
  // A field that repeats a section's words (risk.text and the Risk section) is said once, as the section.
  const changedSections = [...b].filter(([name, text]) => a.get(name) !== text).map(([, text]) => text);
  for (const key of compared) {
    for (const d of leafDifferences(newData[key], oldData?.[key], key)) {
      if (
        typeof d.text === 'string' &&
        /(?:^|\.)text$/.test(d.path) &&
        d.text.length > 0 &&
        changedSections.some((t) => t.includes(d.text as string))
      )
        continue;
      // A label that is a section's heading (audit.label, the observation's heading) is said once, as the heading.
      if (typeof d.text === 'string' && /(?:^|\.)label$/.test(d.path) && b.has(d.text) && !a.has(d.text)) continue;
      const where = typeof d.text === 'string' && typeof d.file === 'string' ? firstDifference(d.text, d.file) : 0;
      lines.push(
        `${place.what}, field ${d.path} (${at(key)}): the text says ${shown(d.text, where)}, the file says ${shown(d.file, where)}`,
      );
    }
  }
  // Section text as the page shows it: without the MDX escapes the importer adds.
  const plain = (t: string) => t.replace(/\\(.)/g, '$1');
  const added = [...b.keys()].filter((name) => !a.has(name));
  const removed = [...a.keys()].filter((name) => !b.has(name));
  // A heading that changed over the same words (a re-audit's `mcpx @ <commit>`) is one difference: the heading's.
  const renamed = new Map<string, string>();
  for (const name of added) {
    const from = removed.find((r) => !renamed.has(r) && a.get(r) === b.get(name));
    if (from !== undefined) renamed.set(from, name);
  }
  for (const [from, to] of renamed) {
    lines.push(`${place.what}, the heading of section “${from}” (${at(to)}): the text says “${to}”, the file says “${from}”`);
  }
  const renamedTo = new Set(renamed.values());
  for (const [name, text] of b) {
    const old = a.get(name);
    if (old === text || renamedTo.has(name)) continue;
    const where = old === undefined ? 0 : firstDifference(plain(text), plain(old));
    lines.push(
      `${place.what}, section “${name}” (${at(name)}): the text says ${shown(plain(text), where)}, the file says ${old === undefined ? 'no such section' : shown(plain(old), where)}`,
    );
  }
  for (const [name, old] of a) {
    if (!b.has(name) && !renamed.has(name))
      lines.push(`${place.what}, section “${name}”: the text has no such section, the file says ${shown(plain(old))}`);
  }
  if (!lines.length && oldBody !== newBody) {
    lines.push(
      `${place.what} (${place.file}): the body's layout differs from what the importer writes (blank lines or escapes); the words are the same`,
    );
  }
  if (lines.length > SHOWN_DIFFERENCES) {
    return [...lines.slice(0, SHOWN_DIFFERENCES), `… and ${lines.length - SHOWN_DIFFERENCES} more difference(s) in ${place.what}`];
  }
  return lines;
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
  place: TextPlace,
): Plan {
  const rel = display(root, path);
  const text = body === null ? rendered.yaml : `---\n${rendered.yaml}---\n\n${body}`;
  if (!existing) return { path, rel, status: 'created', text, changes: [], kept: [] };
  if (text === existing.text) return { path, rel, status: 'unchanged', text, changes: [], kept: [] };
  // The file has a blank line between the front-matter and the body.
  const changes = describeChanges(existing.data, rendered.data, compared, existing.body.replace(/^\n/, ''), body ?? '', place);
  const curatedFilled = kept.filter((k) => existing.data[k] === undefined && rendered.data[k] !== undefined);
  if (curatedFilled.length) changes.push(`filled missing curated: ${curatedFilled.join(', ')}`);
  if (!changes.length)
    changes.push(`${place.what} (${place.file}): the file's layout differs from what the importer writes; the values are the same`);
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

/** Where a row's fields and sections are in the register's text. */
function rowPlace(row: ParsedRow, file: string): TextPlace {
  const bulletOf: Record<string, string> = { audit: 'observation', value: 'value', effort: 'effort', risk: 'risk', sources: 'sources' };
  return {
    file,
    what: `row ${row.id}`,
    lineOf(name) {
      const kind = bulletOf[name];
      if (kind) return row.bullets.find((b) => b.kind === kind)?.line ?? row.line;
      return row.bullets.find((b) => b.label === name)?.line ?? row.line;
    },
  };
}

/**
 * What the text does not carry stays as the file has it: a citation's `source` (which
 * repository it points into) is derived from its path, and a curator may correct it by hand;
 * a citation the text still writes the same way (the same `raw`) keeps the file's `source`.
 */
export function keepHandFields(generated: readonly Record<string, unknown>[], existing: unknown): Record<string, unknown>[] {
  if (!Array.isArray(existing)) return [...generated];
  const byRaw = new Map<unknown, Record<string, unknown>>();
  for (const c of existing as unknown[]) {
    if (c && typeof c === 'object' && 'raw' in c && !byRaw.has((c as Record<string, unknown>)['raw'])) {
      byRaw.set((c as Record<string, unknown>)['raw'], c as Record<string, unknown>);
    }
  }
  return generated.map((c) => {
    const old = byRaw.get(c['raw']);
    if (!old || !('source' in c) || typeof old['source'] !== 'string' || old['source'] === c['source']) return c;
    return { ...c, source: old['source'] };
  });
}

function planRegister(parsed: ParsedRegister, contentDir: string, root: string, textFile: string): Planned {
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
      const generated = rowGenerated(row, registerId);
      generated['sources'] = keepHandFields(generated['sources'] as Record<string, unknown>[], existing?.data['sources']);
      const rendered = renderFrontMatter(generated, ROW_CURATED, defaults, ROW_ORDER, existing?.frontMatter ?? null, rel);
      problems.push(...validate(rel, rowSchema, rendered));
      for (const id of row.related) {
        if (!ids.has(id)) warnings.push(`${rel}: related row ${id} is not in the register`);
      }
      plans.push(planFile(root, path, existing, rendered, rowBody(row), generatedKeys, ROW_CURATED, rowPlace(row, textFile)));
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
    const rendered = renderFrontMatter(registerData, [], {}, REGISTER_ORDER, existing?.text ?? null, registerRel);
    problems.push(...validate(registerRel, publishedRegisterSchema, rendered));
    const place: TextPlace = { file: textFile, what: 'the register header', lineOf: () => null };
    plans.push(planFile(root, registerPath, existing, rendered, null, REGISTER_ORDER, [], place));
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
  textFile: string,
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
          `cannot choose the note's products: ${chosen.reason}. Run \`npm run import -- --note ${textFile} --products <id>[,<id>]\` naming the products the note is about (they are curated from then on)`,
        );
      } else {
        // Any product stands in (the list may not be empty): in --check a missing file is reported as missing anyway.
        products = PRODUCT_IDS.slice(0, 1);
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
    const place: TextPlace = {
      file: textFile,
      what: `the note ${slug}`,
      lineOf: (name) =>
        name in generated ? note.metaLine : (note.blocks.find((b) => b.type === 'heading' && b.text === name)?.line ?? null),
    };
    plans.push(planFile(root, path, existing, rendered, noteBody(note), Object.keys(generated), NOTE_CURATED, place));
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
        [
          'usage: npm run import [-- --check]                      every text in <content>/text (registers/*.txt, notes/<slug>.txt)',
          '       npm run import -- [--check] <register.txt>',
          '       npm run import -- [--check] --note <note.txt> [--slug <slug>] [--products a,b]',
          'options: --content-dir <dir> (default content)',
        ].join('\n'),
      );
      return 0;
    }
    const root = io.cwd;
    const contentDir = resolve(root, values['content-dir']);
    const check = values.check;
    let input: string;
    const documents: TextDocument[] = [];
    let everything = false;
    let productsOption: ProductId[] | null = null;
    if (values.products !== undefined) {
      if (values.note === undefined) throw new UsageError('--products goes with --note <note.txt>: the products of that note');
      const list = values.products
        .split(',')
        .map((s) => s.trim())
        .filter(Boolean);
      const unknown = list.filter((p) => !(PRODUCT_IDS as readonly string[]).includes(p));
      if (unknown.length || !list.length)
        throw new UsageError(`--products: unknown product ${unknown.join(', ') || '(none given)'}; expected ${PRODUCT_IDS.join(', ')}`);
      productsOption = list;
    }
    if (values.note !== undefined) {
      if (positionals.length) throw new UsageError('give either a register file or --note, not both');
      const slug = values.slug ?? basename(values.note).replace(/\.txt$/, '');
      if (!/^[a-z0-9]+(?:-[a-z0-9]+)*$/.test(slug))
        throw new UsageError(
          `the note's slug “${slug}” must be lower-case words joined by dashes (the page URL): name the file <slug>.txt or pass --slug`,
        );
      documents.push({ kind: 'note', file: values.note, slug });
      input = values.note;
    } else {
      if (values.slug !== undefined) throw new UsageError('--slug goes with --note');
      if (positionals.length > 1) throw new UsageError('give one register file, or none to import every text in content/text; see --help');
      const [file] = positionals;
      if (file !== undefined) documents.push({ kind: 'register', file });
      else {
        documents.push(...textDocuments(join(contentDir, TEXT_DIR)));
        everything = true;
      }
      if (!documents.length) {
        throw new UsageError(
          `no text to import in ${display(root, join(contentDir, TEXT_DIR))}: put the register in registers/<id>.txt and each note in notes/<slug>.txt`,
        );
      }
      input = file ?? display(root, join(contentDir, TEXT_DIR));
    }

    const planned: Planned = { plans: [], stale: [], warnings: [], problems: [] };
    let malformed = 0;
    for (const doc of documents) {
      const shownFile = display(root, resolve(root, doc.file));
      try {
        const text = readInput(doc.file);
        const one =
          doc.kind === 'note'
            ? planNote(parseNote(text), doc.slug, contentDir, root, productsOption, check, shownFile)
            : planRegister(parseRegister(text), contentDir, root, shownFile);
        planned.plans.push(...one.plans);
        planned.stale.push(...one.stale);
        planned.warnings.push(...one.warnings);
        planned.problems.push(...one.problems);
      } catch (error) {
        if (!(error instanceof RegisterFormatError)) throw error;
        err(`${shownFile}:${error.line}: ${error.message.replace(/^line \d+: /, '')}`);
        malformed++;
      }
    }
    if (malformed) {
      err('nothing written');
      return 2;
    }
    if (everything) {
      // Importing every text: a note with no text in content/text/notes is stale, as a row the register lost is.
      const slugs = new Set(documents.flatMap((d) => (d.kind === 'note' ? [d.slug] : [])));
      const notesDir = join(contentDir, CONTENT_DIRS.notes);
      if (existsSync(notesDir)) {
        for (const f of readdirSync(notesDir)
          .filter((n) => /\.mdx?$/.test(n))
          .sort()) {
          if (!slugs.has(f.replace(/\.mdx?$/, ''))) planned.stale.push(display(root, join(notesDir, f)));
        }
      }
    }

    for (const w of planned.warnings) err(`warning: ${w}`);
    if (planned.problems.length) {
      for (const p of planned.problems) err(p);
      err(`${planned.problems.length} problem(s) in what ${input} would produce; nothing written`);
      return 2;
    }

    const pad = (s: string) => s.padEnd(10);
    if (check) {
      let differ = 0;
      for (const plan of planned.plans) {
        if (plan.status === 'unchanged') continue;
        differ++;
        if (plan.status === 'created') out(`${pad('missing')}${plan.rel}`);
        else {
          out(`${pad('differs')}${plan.rel}`);
          for (const change of plan.changes) out(`  ${change}`);
        }
      }
      for (const s of planned.stale) {
        differ++;
        out(`${pad('stale')}${s}  (no text gives it)`);
      }
      if (differ) {
        out(`out of sync: ${differ} file(s) differ from ${input}; run \`npm run import\` to write what the text says`);
        return 1;
      }
      out(`in sync: ${planned.plans.length} file(s) match ${input}`);
      return 0;
    }

    for (const plan of planned.plans) if (plan.status !== 'unchanged') writeAtomic(plan.path, plan.text);
    const counts = { created: 0, updated: 0, unchanged: 0 };
    for (const plan of planned.plans) {
      counts[plan.status]++;
      let line = `${pad(plan.status)}${plan.rel}`;
      if (plan.kept.length) line += `  (kept curated: ${plan.kept.join(', ')})`;
      out(line);
      for (const change of plan.changes) out(`  ${change}`);
    }
    for (const s of planned.stale) out(`${pad('stale')}${s}  (no text gives it; the importer never deletes, remove it by hand)`);
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
