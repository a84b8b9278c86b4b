/**
 * The spec check inside the content check: every row's spec states against the committed
 * spec report (`content/verification/spec-report.json`, written by `npm run verify-spec`),
 * so `npm test` and CI need no checkout of the specification.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import type { Row, Source } from '../register/schema.ts';
import { SPEC_REPORT_FILE, reportProblems, specReportSchema, type SpecReport } from '../spec/report.ts';
import type { LoadedEntry } from './load.ts';
import { schemaProblems, type ContentProblem } from './problems.ts';
import { contentAxes } from './axes.ts';

/** The committed spec report of a content directory: null when there is none; problems when it is malformed. */
export function readSpecReport(contentDir: string, root: string): { report: SpecReport | null; problems: ContentProblem[] } {
  const path = join(contentDir, SPEC_REPORT_FILE);
  const file = relative(root, path);
  if (!existsSync(path)) return { report: null, problems: [] };
  let data: unknown;
  try {
    data = JSON.parse(readFileSync(path, 'utf8'));
  } catch (error) {
    return { report: null, problems: [{ rule: 'files-read', file, field: '(file)', message: `malformed JSON: ${(error as Error).message}; write it again with npm run verify-spec -- --report` }] };
  }
  const result = specReportSchema.safeParse(data);
  if (!result.success) return { report: null, problems: schemaProblems(file, data, result.error) };
  return { report: result.data, problems: [] };
}

const RULE = 'spec-states-match-schema' as const;

/** Every row whose spec state the report contradicts without an override, and every needless or unverified override. */
export function specCheckProblems(
  contentDir: string,
  root: string,
  rows: readonly LoadedEntry<Row>[],
  sources: readonly Source[],
): ContentProblem[] {
  const { report, problems } = readSpecReport(contentDir, root);
  if (problems.length > 0) return problems;
  const pinned = sources.find((s) => s.id === contentAxes().axes.specification)?.commit ?? null;
  const found = reportProblems(rows.map((r) => r.data), report, pinned);
  const fileOf = new Map(rows.map((r) => [r.data.id, r.file]));
  const reportFile = relative(root, join(contentDir, SPEC_REPORT_FILE));
  return [
    ...found.report.map((p) => ({ rule: RULE, file: reportFile, ...p })),
    ...found.rows.map((p) => ({ rule: RULE, file: fileOf.get(p.row) ?? p.row, field: p.field, message: p.message })),
  ];
}
