/**
 * The committed verification report (`content/verification/report.json`), written by
 * `npm run verify-sources -- --report …`. Pages show it next to each citation and on the
 * source health page.
 */
import { z } from 'astro/zod';

export const VERIFY_VERDICTS = ['exact', 'normalized', 'moved', 'missing', 'no-file'] as const;
export type VerifyVerdict = (typeof VERIFY_VERDICTS)[number];

export const verificationResultSchema = z.object({
  /** Row id, e.g. CAP-03. */
  row: z.string(),
  /** Index of the citation in the row's `sources`. */
  index: z.int().nonnegative(),
  source: z.string(),
  path: z.string(),
  repositoryPath: z.string(),
  lines: z.string(),
  quote: z.string(),
  verdict: z.enum(VERIFY_VERDICTS),
  /** Line the quote was found on, if found. */
  foundLine: z.int().positive().nullable(),
  /** The version read: a commit, `HEAD (<sha>)`, `working tree`, or `directory` (not a git checkout). */
  readAt: z.string(),
  note: z.string().optional(),
});

export const verificationReportSchema = z.object({
  verifiedOn: z.iso.date(),
  checkouts: z.record(z.string(), z.object({ path: z.string(), git: z.boolean(), head: z.string().nullable() })),
  summary: z.object({
    exact: z.int(),
    normalized: z.int(),
    moved: z.int(),
    missing: z.int(),
    'no-file': z.int(),
    skipped: z.record(z.string(), z.int()),
  }),
  results: z.array(verificationResultSchema),
});

export type VerificationReport = z.infer<typeof verificationReportSchema>;
export type VerificationResult = z.infer<typeof verificationResultSchema>;

export function resultFor(report: VerificationReport | null, row: string, index: number): VerificationResult | undefined {
  return report?.results.find((r) => r.row === row && r.index === index);
}

export function isDrift(verdict: VerifyVerdict): boolean {
  return verdict === 'moved' || verdict === 'missing' || verdict === 'no-file';
}

/** One line a reader sees next to a citation. */
export function verificationLabel(result: VerificationResult, report: VerificationReport): string {
  const readAt = result.readAt.replace(/\b([0-9a-f]{12})[0-9a-f]{28}\b/g, '$1');
  const at = `read at ${readAt} on ${report.verifiedOn}`;
  switch (result.verdict) {
    case 'exact':
      return `quote verified on the cited line (${at})`;
    case 'normalized':
      return `quote verified on the cited line, ignoring Markdown emphasis and spacing (${at})`;
    case 'moved':
      return `drifted: the quote is now on line ${result.foundLine} (${at})`;
    case 'missing':
      return `drifted: the quote is no longer in the file (${at})`;
    case 'no-file':
      return `drifted: the file does not exist (${at})`;
  }
}

/** The results that drifted (moved, missing, no-file), for the source health page. */
export function driftedResults(report: VerificationReport | null): VerificationResult[] {
  return report ? report.results.filter((r) => isDrift(r.verdict)) : [];
}

/** `moved, now on line 12 (note)`. */
export function driftDescription(result: VerificationResult): string {
  const where = result.verdict === 'moved' && result.foundLine ? `, now on line ${result.foundLine}` : '';
  return `${result.verdict}${where}${result.note ? ` (${result.note})` : ''}`;
}
