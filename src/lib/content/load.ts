/**
 * Reads the register's content from disk and validates each file against its schema,
 * the way the build will. The cross-file checks (integrity, evidence) are in
 * `check.ts`; this module only reads.
 */
import { readFileSync, readdirSync, existsSync } from 'node:fs';
import { join, relative, basename, extname } from 'node:path';
import yaml from 'js-yaml';
import type { z } from 'astro/zod';
import {
  disputeSchema,
  idiosyncrasySchema,
  registerSchema,
  rowSchema,
  changeLogSchema,
  type ChangeLog,
  type Dispute,
  type Idiosyncrasy,
  sourcesFileSchema,
  productFactsFileSchema,
  type ProductFacts,
  type Register,
  type Row,
  type Source,
} from '../register/schema.ts';
import { verificationReportSchema, type VerificationReport } from '../citations/verification-report.ts';
import { evidenceCorpus, type EvidenceCorpus } from '../evidence/corpus.ts';
import { relayFileSchema, type RelayFile } from '../gateway/schema.ts';
import { lintMdxBody } from '../markdown/mdx-safety.ts';
import { schemaProblems, formatProblem, type ContentProblem } from './problems.ts';
import { readOtherSources } from './other-sources.ts';
import type { LoadedOtherSource } from '../sources/schema.ts';
import { mustAt } from '../lookup/must.ts';
import { colonInPlainValue } from './yaml-syntax.ts';
import { TextMemo, copyOut, memoKey } from '../lookup/memo.ts';

export interface LoadedEntry<T> {
  file: string;
  data: T;
  body: string;
}

export interface LoadedContent {
  rows: LoadedEntry<Row>[];
  notes: LoadedEntry<Idiosyncrasy>[];
  registers: LoadedEntry<Register>[];
  disputes: LoadedEntry<Dispute>[];
  changes: LoadedEntry<ChangeLog>[];
  /** mcpx's relay facts, one file per row (`content/relays/`). */
  relays: LoadedEntry<RelayFile>[];
  sources: Source[];
  products: ProductFacts[];
  report: VerificationReport | null;
  /** Other sources (`content/other-sources/`): beside the register, never in its verdicts. */
  otherSources: LoadedOtherSource[];
  problems: ContentProblem[];
}

/** Directories under `content/`, one per collection. */
export const CONTENT_DIRS = {
  rows: 'capabilities',
  notes: 'idiosyncrasies',
  registers: 'registers',
  disputes: 'disputes',
  changes: 'changes',
  relays: 'relays',
} as const;

/** Decode bytes as UTF-8, refusing invalid sequences; strip a BOM; normalise CRLF. */
export function decodeText(bytes: Uint8Array): string {
  const text = new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  return text.replace(/^\uFEFF/, '').replace(/\r\n?/g, '\n');
}

/** Split `---` front-matter from an MDX body. */
export function splitFrontMatter(text: string): { frontMatter: string; body: string; bodyLine: number } | null {
  const match = /^---\n([\s\S]*?)\n---(?:\n|$)/.exec(text);
  if (!match) return null;
  return {
    frontMatter: mustAt(match, 1, 'front-matter group'),
    body: text.slice(match[0].length),
    bodyLine: match[0].split('\n').length,
  };
}

function readEntry(root: string, path: string, problems: ContentProblem[]): { text: string; file: string } | null {
  const file = relative(root, path);
  try {
    return { text: decodeText(readFileSync(path)), file };
  } catch (error) {
    problems.push({
      rule: 'files-read',
      file,
      field: '(file)',
      message: `is not valid UTF-8 (${(error as Error).message}); save it as UTF-8`,
    });
    return null;
  }
}

const DATE_KEY = /^[A-Z][a-z]{2} [A-Z][a-z]{2} \d{2} \d{4} \d{2}:\d{2}:\d{2} GMT/;

/** Paths of mapping keys that js-yaml turned into `Date.toString()` text. */
function dateKeyPaths(value: unknown, path: string[] = []): { path: string[]; key: string }[] {
  if (value === null || typeof value !== 'object') return [];
  const found: { path: string[]; key: string }[] = [];
  for (const [key, child] of Object.entries(value)) {
    if (!Array.isArray(value) && DATE_KEY.test(key)) found.push({ path, key });
    found.push(...dateKeyPaths(child, [...path, key]));
  }
  return found;
}

/**
 * Parse YAML with js-yaml, Astro's own parser, so this check and the build agree.
 * Values are validated as written (the core schema, where `2025-11-25` stays a string,
 * so `2026-13-45` is caught rather than rolled over into 2027). A date used as a key is
 * a problem of its own: Astro's parse would turn it into `Date.toString()` text.
 */
function parseYamlText(file: string, text: string, lineOffset: number, problems: ContentProblem[]): unknown {
  try {
    const data = yaml.load(text, { schema: yaml.CORE_SCHEMA });
    for (const { path, key } of dateKeyPaths(yaml.load(text))) {
      const written = new Date(key).toISOString().slice(0, 10);
      problems.push({
        rule: 'yaml-syntax',
        file,
        field: [...path, written].join('.'),
        message: `the key ${written} must be quoted, or YAML reads it as a date: write '${written}':`,
      });
    }
    return data;
  } catch (error) {
    if (error instanceof yaml.YAMLException) {
      const line = error.mark.line + 1 + lineOffset;
      const colon = colonInPlainValue(text.split('\n')[error.mark.line] ?? '');
      problems.push(
        unreadable(
          colon
            ? {
                rule: 'yaml-syntax',
                file,
                line,
                field: colon.key,
                message: `the value ${JSON.stringify(colon.value)} holds ": ", which YAML reads as the start of another key (${error.reason}); quote the value: ${colon.quoted}`,
              }
            : { rule: 'yaml-syntax', file, field: '(front-matter)', message: `malformed YAML at line ${line}: ${error.reason}; fix the YAML syntax` },
        ),
      );
    } else {
      problems.push(unreadable({ rule: 'yaml-syntax', file, field: '(front-matter)', message: `malformed YAML: ${(error as Error).message}` }));
    }
    return undefined;
  }
}

/** Problems that leave a file unread: what it holds is missing to the other files (see `unreadableFiles`). */
const unreadableProblems = new WeakSet<ContentProblem>();

function unreadable(problem: ContentProblem): ContentProblem {
  unreadableProblems.add(problem);
  return problem;
}

/**
 * The files among `problems` that could not be read at all (malformed YAML, no front-matter):
 * their rows, notes or sources are missing, so any check between files would report each
 * reference to them as missing, naming the files that refer to them rather than the broken one.
 */
export function unreadableFiles(problems: readonly ContentProblem[]): string[] {
  return [...new Set(problems.filter((p) => unreadableProblems.has(p)).map((p) => p.file))];
}

function listFiles(dir: string, extensions: readonly string[]): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir)
    .filter((name) => extensions.includes(extname(name)) && !name.startsWith('_'))
    .sort()
    .map((name) => join(dir, name));
}

/** Validate parsed data against a schema, recording problems; undefined when invalid. */
function validated<T>(file: string, data: unknown, schema: z.ZodType<T>, problems: ContentProblem[]): T | undefined {
  const result = schema.safeParse(data);
  if (result.success) return result.data;
  problems.push(...schemaProblems(file, data, result.error));
  return undefined;
}

/**
 * What reading one file gave: its problems (each marked when it leaves the file unread, and
 * when it names the file read) and, when it is valid, its data and body. It depends only on
 * the file's text, its kind and extension and its collection's schema, which is what `readOnce`
 * keys it by: no message names the file, so a copy of the tree elsewhere reads from the memo
 * too, each problem naming the file of the copy.
 */
interface FileOutcome<T> {
  problems: { problem: ContentProblem; unreadable: boolean; namesFile: boolean }[];
  entry?: { data: T; body: string };
}

/** Run one file's reading with its own problem list, recording which problems leave it unread. */
function outcomeOf<T>(file: string, read: (problems: ContentProblem[]) => { data: T; body: string } | undefined): FileOutcome<T> {
  const problems: ContentProblem[] = [];
  const entry = read(problems);
  const outcome: FileOutcome<T> = {
    problems: problems.map((problem) => ({ problem, unreadable: unreadableProblems.has(problem), namesFile: problem.file === file })),
  };
  if (entry !== undefined) outcome.entry = entry;
  return outcome;
}

/** Files read, per schema: a content tree re-read after one edit parses, lints and validates only the changed file. */
const readFiles = new WeakMap<z.ZodType<unknown>, TextMemo<FileOutcome<unknown>>>();

/** How many files' readings are kept per schema: more than the register's files of any one kind. */
export const READ_FILES_KEPT = 500;

/**
 * One file's outcome, computed once per (schema, kind, extension, text), pushed onto `problems` as
 * fresh copies naming `read.file`: what a caller does to the problems or data it is handed never
 * reaches the next read.
 */
function readOnce<T>(
  schema: z.ZodType<T>,
  kind: 'mdx' | 'yaml' | 'json',
  read: { file: string; text: string },
  problems: ContentProblem[],
  compute: (problems: ContentProblem[]) => { data: T; body: string } | undefined,
): { data: T; body: string } | undefined {
  let memo = readFiles.get(schema);
  if (!memo) {
    memo = new TextMemo<FileOutcome<unknown>>(READ_FILES_KEPT);
    readFiles.set(schema, memo);
  }
  const outcome = memo.get(memoKey(kind, extname(read.file), read.text), () => outcomeOf(read.file, compute)) as FileOutcome<T>;
  for (const { problem, unreadable: unread, namesFile } of outcome.problems) {
    const copy = namesFile ? { ...copyOut(problem), file: read.file } : copyOut(problem);
    problems.push(unread ? unreadable(copy) : copy);
  }
  return outcome.entry && { data: copyOut(outcome.entry.data), body: outcome.entry.body };
}

/** Parse, validate and lint one MDX (or Markdown) file's text. */
function readMdxText<T>(file: string, text: string, schema: z.ZodType<T>, problems: ContentProblem[]): { data: T; body: string } | undefined {
  const split = splitFrontMatter(text);
  if (!split) {
    problems.push(
      unreadable({
        rule: 'files-read',
        file,
        field: '(front-matter)',
        message: 'no front-matter: start the file with a line "---", the YAML fields, and a closing "---"',
      }),
    );
    return undefined;
  }
  const data = parseYamlText(file, split.frontMatter, 1, problems);
  if (data === undefined) return undefined;
  if (data === null || typeof data !== 'object' || Array.isArray(data)) {
    problems.push({ rule: 'front-matter-schema', file, field: '(front-matter)', message: 'front-matter must be a YAML mapping of fields' });
    return undefined;
  }
  const valid = validated(file, data, schema, problems);
  if (valid === undefined) return undefined;
  if (!split.body.trim()) {
    problems.push({ rule: 'body-markdown', file, field: '(body)', message: 'the body is empty: write the row’s sections below the front-matter' });
    return undefined;
  }
  for (const finding of lintMdxBody(split.body, { lineOffset: split.bodyLine - 1, format: extname(file) === '.md' ? 'md' : 'mdx' })) {
    problems.push({ rule: 'body-markdown', file, line: finding.line, field: '(body)', message: finding.message });
  }
  return { data: valid, body: split.body };
}

function loadMdxCollection<T>(
  root: string,
  dir: string,
  schema: z.ZodType<T>,
  problems: ContentProblem[],
): LoadedEntry<T>[] {
  const entries: LoadedEntry<T>[] = [];
  for (const path of listFiles(dir, ['.mdx', '.md'])) {
    const read = readEntry(root, path, problems);
    if (!read) continue;
    const entry = readOnce(schema, 'mdx', read, problems, (found) => readMdxText(read.file, read.text, schema, found));
    if (entry) entries.push({ file: read.file, ...entry });
  }
  return entries;
}

/** Parse and validate one YAML file's text. */
function readYamlText<T>(file: string, text: string, schema: z.ZodType<T>, problems: ContentProblem[]): { data: T; body: string } | undefined {
  const data = parseYamlText(file, text, 0, problems);
  if (data === undefined) return undefined;
  const valid = validated(file, data, schema, problems);
  return valid === undefined ? undefined : { data: valid, body: '' };
}

function loadYamlCollection<T>(
  root: string,
  dir: string,
  schema: z.ZodType<T>,
  problems: ContentProblem[],
): LoadedEntry<T>[] {
  const entries: LoadedEntry<T>[] = [];
  for (const path of listFiles(dir, ['.yaml', '.yml'])) {
    const read = readEntry(root, path, problems);
    if (!read) continue;
    const entry = readOnce(schema, 'yaml', read, problems, (found) => readYamlText(read.file, read.text, schema, found));
    if (entry) entries.push({ file: read.file, ...entry });
  }
  return entries;
}

/** The sources data file and the optional verification report, relative to the content dir. */
export const SOURCES_FILE = 'sources.yaml';
/** What each product speaks, with evidence. */
export const PRODUCTS_FILE = 'products.yaml';
export const REPORT_FILE = 'verification/report.json';

function loadSingleFile<T>(
  root: string,
  path: string,
  schema: z.ZodType<T>,
  problems: ContentProblem[],
  format: 'yaml' | 'json',
): T | undefined {
  if (!existsSync(path)) {
    problems.push({ rule: 'files-read', file: relative(root, path), field: '(file)', message: 'is missing; it is required' });
    return undefined;
  }
  const read = readEntry(root, path, problems);
  if (!read) return undefined;
  return readOnce(schema, format, read, problems, (found) =>
    format === 'json' ? readJsonText(read.file, read.text, schema, found) : readYamlText(read.file, read.text, schema, found),
  )?.data;
}

/** Parse and validate one JSON file's text. */
function readJsonText<T>(file: string, text: string, schema: z.ZodType<T>, problems: ContentProblem[]): { data: T; body: string } | undefined {
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch (error) {
    problems.push({ rule: 'files-read', file, field: '(file)', message: `malformed JSON: ${(error as Error).message}` });
    return undefined;
  }
  const valid = validated(file, data, schema, problems);
  return valid === undefined ? undefined : { data: valid, body: '' };
}

/**
 * Load and validate every collection under `contentDir` (normally `content/`), with each file checked
 * against its schema (the cross-file checks are `checkContent` in check.ts). File names in problems are relative to `root`.
 */
export function readContent(contentDir: string, root: string = process.cwd()): LoadedContent {
  const problems: ContentProblem[] = [];
  const content = contentDir;
  const rows = loadMdxCollection(root, join(content, CONTENT_DIRS.rows), rowSchema, problems);
  const notes = loadMdxCollection(root, join(content, CONTENT_DIRS.notes), idiosyncrasySchema, problems);
  const registers = loadYamlCollection(root, join(content, CONTENT_DIRS.registers), registerSchema, problems);
  const disputes = loadYamlCollection(root, join(content, CONTENT_DIRS.disputes), disputeSchema, problems);
  const changes = loadYamlCollection(root, join(content, CONTENT_DIRS.changes), changeLogSchema, problems);
  const relays = loadYamlCollection(root, join(content, CONTENT_DIRS.relays), relayFileSchema, problems);
  const sources = loadSingleFile(root, join(content, SOURCES_FILE), sourcesFileSchema, problems, 'yaml') ?? [];
  const products = loadSingleFile(root, join(content, PRODUCTS_FILE), productFactsFileSchema, problems, 'yaml') ?? [];
  const reportPath = join(content, REPORT_FILE);
  const report = existsSync(reportPath)
    ? (loadSingleFile(root, reportPath, verificationReportSchema, problems, 'json') ?? null)
    : null;
  const otherSources = readOtherSources(content, root, problems);
  return { rows, notes, registers, disputes, changes, relays, sources, products, report, otherSources, problems };
}

/** Every passage of loaded content a quote may name (the build reads the same from Astro's collections). */
export function contentCorpus(content: {
  rows: readonly LoadedEntry<Row>[];
  notes: readonly LoadedEntry<Idiosyncrasy>[];
  registers: readonly LoadedEntry<Register>[];
}): EvidenceCorpus {
  return evidenceCorpus({
    rows: content.rows,
    notes: content.notes.map((n) => ({ slug: entrySlug(n.file), data: n.data, body: n.body })),
    registers: content.registers.map((r) => r.data),
  });
}

/** The slug of a note: its file name without extension. */
export function entrySlug(file: string): string {
  return basename(file, extname(file));
}

/** The sources data of a content dir, for pages; throws with the problems when invalid. */
export function loadSources(contentDir: string): Source[] {
  const problems: ContentProblem[] = [];
  const sources = loadSingleFile(process.cwd(), join(contentDir, SOURCES_FILE), sourcesFileSchema, problems, 'yaml');
  if (!sources) throw new Error(problems.map(formatProblem).join('\n'));
  return sources;
}

/** What each product speaks (`content/products.yaml`), for pages; throws with the problems when invalid. */
export function loadProductFacts(contentDir: string): ProductFacts[] {
  const problems: ContentProblem[] = [];
  const facts = loadSingleFile(process.cwd(), join(contentDir, PRODUCTS_FILE), productFactsFileSchema, problems, 'yaml');
  if (!facts) throw new Error(problems.map(formatProblem).join('\n'));
  return facts;
}

/** mcpx's relay facts (`content/relays/`), for pages; throws with the problems when any file is invalid. */
export function loadRelays(contentDir: string): RelayFile[] {
  const problems: ContentProblem[] = [];
  const relays = loadYamlCollection(process.cwd(), join(contentDir, CONTENT_DIRS.relays), relayFileSchema, problems);
  if (problems.length) throw new Error(problems.map(formatProblem).join('\n'));
  return relays.map((r) => r.data);
}

/** The committed verification report, or null when there is none; throws when it is invalid. */
export function loadReport(contentDir: string): VerificationReport | null {
  const path = join(contentDir, REPORT_FILE);
  if (!existsSync(path)) return null;
  const problems: ContentProblem[] = [];
  const report = loadSingleFile(process.cwd(), path, verificationReportSchema, problems, 'json');
  if (!report) throw new Error(problems.map(formatProblem).join('\n'));
  return report;
}
