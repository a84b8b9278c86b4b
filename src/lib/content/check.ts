/**
 * The content check: every file read and validated (`readContent`), then the links
 * between files (integrity) and every evidence quote against its passage, so that a bad
 * row stops the build (and every spec state is checked against the committed spec report) with a message naming the file, the field, what was expected and
 * how to fix it. Used by `scripts/check-content.ts` before every build and by the tests.
 */
import type { Dispute, Idiosyncrasy, ProductFacts, Register, Row } from '../register/schema.ts';
import { checkIntegrity } from './integrity.ts';
import { specCheckProblems } from './spec-check.ts';
import { relayProblems } from '../gateway/relays.ts';
import { PRODUCTS_FILE, contentCorpus, entrySlug, readContent, unreadableFiles, type LoadedContent, type LoadedEntry } from './load.ts';
import type { ContentProblem } from './problems.ts';
import { CONTENT_DIRS, decodeText, splitFrontMatter } from './load.ts';
import { readablePart } from './partial-read.ts';
import { idiosyncrasySchema, rowSchema } from '../register/schema.ts';
import type { z } from 'astro/zod';
import { readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import jsyaml from 'js-yaml';
import { mappingProblems } from './other-sources.ts';
import { readAxes } from './axes.ts';
import { buildMatrix } from '../matrix/build.ts';
import { RULES } from '../rules/index.ts';
import type { WordsProblem } from '../rules/rule.ts';
import { unpublishedValues } from '../matrix/published.ts';
import { loadObservations } from '../observations/load.ts';

/** Read every file under `contentDir` and run every check; the problems name files relative to `root`. */
export function checkContent(contentDir: string, root: string = process.cwd()): LoadedContent {
  const content = readContent(contentDir, root);
  // The revisions, eras, products and citation prefixes are what every other file is read against: a
  // mistake there would show as a wrong id in every file that names one, so it is reported alone.
  const axes = readAxes(contentDir, root).problems.map((p) => ({
    rule: p.message.startsWith('malformed YAML') ? ('yaml-syntax' as const) : ('front-matter-schema' as const),
    ...p,
  }));
  if (axes.length) return { ...content, problems: axes };
  // A row refused for a part other files do not need (one product entry) stands in for itself, without that part, in
  // the checks between files: the rows that quote it, the notes and logs that name it, are checked as usual.
  const entries = unreadEntries(content, contentDir, root);
  const standIns = standInsOf(entries, root, CONTENT_DIRS.rows, rowSchema);
  const noteStandIns = standInsOf(entries, root, CONTENT_DIRS.notes, idiosyncrasySchema);
  const standInFiles = new Set([...standIns, ...noteStandIns].map((r) => r.file));
  // Any other file that does not read is missing to every other file: the checks between files would blame each file
  // that refers to it (`there is no note …`, `row "CAP-03" does not exist`). They wait until it reads, and it says so once.
  const unread = [...new Set([...unreadableFiles(content.problems), ...entries.map((e) => e.file)])].filter((f) => !standInFiles.has(f));
  if (unread.length) {
    content.problems.push(
      ...unread.map((file) => ({
        rule: 'files-read' as const,
        file,
        field: '(file)',
        message:
          'the checks between files (references, evidence quotes, spec states) wait until this file reads: they would report what it holds as missing from the files that use it; fix it and run the check again',
      })),
    );
    return content;
  }
  const { registers, disputes, changes, products, sources } = content;
  const rows = [...content.rows, ...standIns];
  const notes = [...content.notes, ...noteStandIns];
  const between: ContentProblem[] = [];
  between.push(...checkIntegrity({ rows, notes, registers, disputes, changes }));
  between.push(...wordsProblems(rows, notes, registers, products, disputes));
  between.push(...specCheckProblems(contentDir, root, rows, sources));
  const corpus = contentCorpus({ rows, notes, registers });
  between.push(
    ...content.relays.flatMap((r) => relayProblems(corpus, rows.map((row) => row.data), r.data, entrySlug(r.file)).map((p) => ({ file: r.file, ...p }))),
  );
  between.push(...mappingProblems(rows.map((r) => r.data.id), content.otherSources, relative(root, contentDir)));
  between.push(...publicationProblems({ ...content, rows, notes }));
  // What the checks find in a stand-in itself waits until the file reads: its own problem comes first.
  const ownWaiting = new Map<string, number>();
  for (const p of between) {
    if (standInFiles.has(p.file)) ownWaiting.set(p.file, (ownWaiting.get(p.file) ?? 0) + 1);
    else content.problems.push(p);
  }
  for (const file of standInFiles) {
    const waiting = ownWaiting.get(file) ?? 0;
    if (waiting) {
      content.problems.push({
        rule: 'files-read',
        file,
        field: '(file)',
        message: `${waiting} more check(s) of this file wait until it reads: fix the problem above and run the check again`,
      });
    }
  }
  // Observations are files of their own, read by no other file: their problems are theirs alone.
  content.problems.push(...loadObservations(join(contentDir, 'observations'), root).problems);
  return content;
}

/** Rows or notes refused by their schema whose refused parts can be set aside (`readablePart`): stand-ins for the checks between files. */
function standInsOf<T>(entries: readonly UnreadEntry[], root: string, dir: string, schema: z.ZodType<T>): LoadedEntry<T>[] {
  const out: LoadedEntry<T>[] = [];
  for (const { file } of entries) {
    if (dirname(file).split(/[\\/]/).at(-1) !== dir) continue;
    let text: string;
    try {
      text = decodeText(readFileSync(resolve(root, file)));
    } catch {
      continue;
    }
    const split = splitFrontMatter(text);
    if (!split || !split.body.trim()) continue;
    let data: unknown;
    try {
      data = jsyaml.load(split.frontMatter, { schema: jsyaml.CORE_SCHEMA });
    } catch {
      continue;
    }
    const part = readablePart(data, schema);
    if (part) out.push({ file, data: part, body: split.body });
  }
  return out;
}

/** A row, note, register, dispute or change log that did not read (malformed, or refused by its schema). */
export interface UnreadEntry {
  file: string;
}

const ID_COLLECTIONS = [CONTENT_DIRS.rows, CONTENT_DIRS.notes, CONTENT_DIRS.registers, CONTENT_DIRS.disputes, CONTENT_DIRS.changes];

/** The collection files that have problems and were not loaded: what they hold is missing to the other files. */
function unreadEntries(content: LoadedContent, contentDir: string, root: string): UnreadEntry[] {
  const loaded = new Set([...content.rows, ...content.notes, ...content.registers, ...content.disputes, ...content.changes].map((e) => e.file));
  const dirs = new Set(ID_COLLECTIONS.map((d) => relative(root, join(contentDir, d))));
  const files = [...new Set(content.problems.map((p) => p.file))];
  return files.filter((f) => !loaded.has(f) && dirs.has(dirname(f))).map((file) => ({ file }));
}

/** published-values-carry-words: every known value the matrix publishes carries its words (`published.ts`), as problems naming the row's file. */
export function publicationProblems(content: LoadedContent): ContentProblem[] {
  const data = content.rows.map((r) => r.data);
  const fileOf = new Map(content.rows.map((r) => [r.data.id, r.file]));
  const matrix = buildMatrix(data, { disputes: content.disputes.map((d) => d.data), products: content.products, corpus: contentCorpus(content) });
  return unpublishedValues(matrix, data).map((p) => ({ rule: p.rule, file: fileOf.get(p.row) ?? p.row, field: p.field, message: p.message }));
}

/** What the rules of words find (every rule's `check`, src/lib/rules/), as problems naming the file and field. */
export function wordsProblems(
  rows: readonly LoadedEntry<Row>[],
  notes: readonly LoadedEntry<Idiosyncrasy>[],
  registers: readonly LoadedEntry<Register>[],
  products: readonly ProductFacts[],
  disputes: readonly LoadedEntry<Dispute>[] = [],
): ContentProblem[] {
  const words = { corpus: contentCorpus({ rows, notes, registers }), rows: rows.map((r) => r.data), products, disputes: disputes.map((d) => d.data) };
  const rowFile = new Map(rows.map((r) => [r.data.id, r.file]));
  const disputeFile = new Map(disputes.map((d) => [d.data.id, d.file]));
  const fileOf = (where: WordsProblem['where']) =>
    'row' in where ? (rowFile.get(where.row) ?? where.row) : 'dispute' in where ? (disputeFile.get(where.dispute) ?? where.dispute) : PRODUCTS_FILE;
  return RULES.flatMap((rule) => rule.check?.(words) ?? []).map((p) => ({ rule: p.rule, file: fileOf(p.where), field: p.field, message: p.message }));
}
