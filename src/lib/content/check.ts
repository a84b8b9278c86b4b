/**
 * The content check: every file read and validated (`readContent`), then the links
 * between files (integrity) and every evidence quote against its passage, so that a bad
 * row stops the build (and every spec state is checked against the committed spec report) with a message naming the file, the field, what was expected and
 * how to fix it. Used by `scripts/check-content.ts` before every build and by the tests.
 */
import type { Dispute, Idiosyncrasy, ProductFacts, Register, Row } from '../register/schema.ts';
import { checkEvidence } from '../evidence/quotes.ts';
import { checkDispute, checkTruthRules } from '../evidence/rules.ts';
import { checkNoteQuotes } from '../evidence/note-quotes.ts';
import { checkIntegrity } from './integrity.ts';
import { specCheckProblems } from './spec-check.ts';
import { relayProblems } from '../gateway/relays.ts';
import { PRODUCTS_FILE, contentCorpus, entrySlug, readContent, unreadableFiles, type LoadedContent, type LoadedEntry } from './load.ts';
import type { ContentProblem } from './problems.ts';
import { mappingProblems } from './other-sources.ts';
import { readAxes } from './axes.ts';
import { buildMatrix } from '../matrix/build.ts';
import { unpublishedValues } from '../evidence/published.ts';

/** Read every file under `contentDir` and run every check; the problems name files relative to `root`. */
export function checkContent(contentDir: string, root: string = process.cwd()): LoadedContent {
  const content = readContent(contentDir, root);
  // The revisions, eras, products and citation prefixes are what every other file is read against: a
  // mistake there would show as a wrong id in every file that names one, so it is reported alone.
  const axes = readAxes(contentDir, root).problems;
  if (axes.length) return { ...content, problems: axes };
  // A file that could not be read is missing to every other file: the checks between files would
  // blame each file that refers to it (`there is no note …`). They run once every file reads.
  const unread = unreadableFiles(content.problems);
  if (unread.length) {
    content.problems.push(
      ...unread.map((file) => ({
        file,
        field: '(file)',
        message:
          'the checks between files (references, evidence quotes, spec states) wait until this file reads: they would report what it holds as missing from the files that use it; fix it and run the check again',
      })),
    );
    return content;
  }
  const { rows, notes, registers, disputes, changes, products, sources } = content;
  content.problems.push(...checkIntegrity({ rows, notes, registers, disputes, changes }));
  content.problems.push(...evidenceProblems(rows, notes, registers, products, disputes));
  content.problems.push(...specCheckProblems(contentDir, root, rows, sources));
  const corpus = contentCorpus({ rows, notes, registers });
  content.problems.push(
    ...content.relays.flatMap((r) => relayProblems(corpus, rows.map((row) => row.data), r.data, entrySlug(r.file)).map((p) => ({ file: r.file, ...p }))),
  );
  content.problems.push(...mappingProblems(rows.map((r) => r.data.id), content.otherSources));
  content.problems.push(...publicationProblems(content));
  return content;
}

/** Rule 23: every known value the matrix publishes carries its words (`published.ts`), as problems naming the row's file. */
export function publicationProblems(content: LoadedContent): ContentProblem[] {
  const data = content.rows.map((r) => r.data);
  const fileOf = new Map(content.rows.map((r) => [r.data.id, r.file]));
  const matrix = buildMatrix(data, { disputes: content.disputes.map((d) => d.data), products: content.products, corpus: contentCorpus(content) });
  return unpublishedValues(matrix, data).map((p) => ({ file: fileOf.get(p.row) ?? p.row, field: p.field, message: p.message }));
}

/** Every quote that is not in the passage it names, as problems naming the file and field. */
export function evidenceProblems(
  rows: readonly LoadedEntry<Row>[],
  notes: readonly LoadedEntry<Idiosyncrasy>[],
  registers: readonly LoadedEntry<Register>[],
  products: readonly ProductFacts[],
  disputes: readonly LoadedEntry<Dispute>[] = [],
): ContentProblem[] {
  const corpus = contentCorpus({ rows, notes, registers });
  const fileOf = new Map(rows.map((r) => [r.data.id, r.file]));
  const data = rows.map((r) => r.data);
  const inRows = [...checkEvidence(corpus, data, products), ...checkTruthRules(corpus, data, products, disputes.map((d) => d.data))].map((p) => ({
    file: 'row' in p.where ? (fileOf.get(p.where.row) ?? p.where.row) : PRODUCTS_FILE,
    field: p.field,
    message: p.message,
  }));
  const all = disputes.map((d) => d.data);
  const inDisputes = disputes.flatMap((d) => checkDispute(corpus, d.data, all, data).map((p) => ({ file: d.file, ...p })));
  const disputeFile = new Map(disputes.map((d) => [d.data.id, d.file]));
  const inNotes = checkNoteQuotes(corpus, data, all).map((p) => ({
    file: 'row' in p.where ? (fileOf.get(p.where.row) ?? p.where.row) : (disputeFile.get(p.where.dispute) ?? p.where.dispute),
    field: p.field,
    message: p.message,
  }));
  return [...inRows, ...inDisputes, ...inNotes];
}

