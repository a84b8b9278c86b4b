/**
 * The spec check's report (`content/verification/spec-report.json`, written by
 * `npm run verify-spec -- --report`) and the one comparison of a row's spec states with
 * the states derived from the schema. verify-spec compares with a fresh derivation; the
 * content check (`npm test`, no checkout needed) compares with the committed report.
 */
import { z } from 'astro/zod';
import { LIFECYCLE_STATES, REVISION_IDS, type LifecycleState } from '../register/axes.ts';
import type { Row, SpecOverride } from '../register/schema.ts';
import { capabilityKeys, keyLabel } from './key-path.ts';
import { specAt } from '../lookup/at.ts';
import { shortCommit } from '../citations/source-links.ts';

/** Where the committed report lives, relative to the content directory. */
export const SPEC_REPORT_FILE = 'verification/spec-report.json';

/** How a row's state stands against the schema's at one revision. */
export const SPEC_RESULTS = ['agrees', 'override', 'disagrees', 'not-curated'] as const;
export type SpecResult = (typeof SPEC_RESULTS)[number];

const lifecycle = z.enum(LIFECYCLE_STATES);

/** One key's derived state at one revision. */
export const reportKeySchema = z.strictObject({
  /** `client roots.listChanged`. */
  key: z.string().min(1),
  /** The state the schema gives. */
  state: lifecycle,
  /** The schema.ts file read. */
  file: z.string().min(1),
  /** Line of the field in schema.ts, null when the key is not there. */
  line: z.int().positive().nullable(),
  /** Line of the `@deprecated` field (its own or an ancestor's), when deprecated. */
  deprecatedAt: z.int().positive().optional(),
  /** Why, where it needs saying (e.g. no schema for the revision). */
  note: z.string().optional(),
});

/** One quote of an override, as verified against the checkout. */
export const reportQuoteSchema = z.strictObject({
  file: z.string().min(1),
  line: z.int().positive(),
  end: z.int().positive().optional(),
  quote: z.string().min(1),
  /** `exact` or `normalized` when found on its lines; otherwise verify-spec failed. */
  verdict: z.enum(['exact', 'normalized', 'moved', 'missing', 'no-file']),
  /** Where it was found, when elsewhere. */
  foundLine: z.int().positive().nullable(),
});
export type ReportQuote = z.infer<typeof reportQuoteSchema>;

/** A row at one revision. */
export const reportRevisionSchema = z.strictObject({
  /** The schema's state (the keys' common state; `unknown` when they differ or no schema exists). */
  derived: lifecycle,
  /** Each key's derivation. */
  keys: z.array(reportKeySchema).min(1),
  /** The row's state when the report was written. */
  register: lifecycle,
  /** agrees | override (the row keeps its state with the specification's words) | disagrees | not-curated (the row says unknown). */
  result: z.enum(SPEC_RESULTS),
  /** The override's quotes, verified. */
  override: z.strictObject({ quotes: z.array(reportQuoteSchema).min(1) }).optional(),
});
export type ReportRevision = z.infer<typeof reportRevisionSchema>;

export const specReportSchema = z.strictObject({
  /** The specification commit the schemas were read at. */
  commit: z.string().regex(/^[0-9a-f]{40}$/, 'expected a full commit hash'),
  /** Per row, the keys it names and each revision's comparison. */
  rows: z.array(
    z.strictObject({
      row: z.string().min(1),
      keys: z.array(z.string().min(1)).min(1),
      /** Per revision; a revision added to content/revisions.yaml after the report was written is missing until the spec check runs again. */
      revisions: z.partialRecord(z.enum(REVISION_IDS), reportRevisionSchema),
    }),
  ),
});
export type SpecReport = z.infer<typeof specReportSchema>;
export type SpecReportRow = SpecReport['rows'][number];

/** The key labels a row names (`client roots.listChanged`), or null when it names none. */
export function rowKeyLabels(row: Pick<Row, 'capability'>): string[] | null {
  return row.capability ? capabilityKeys(row.capability).map(keyLabel) : null;
}

/** How the row's state stands against the derived one. */
export function judge(state: LifecycleState, derived: LifecycleState, override: SpecOverride | undefined): SpecResult {
  if (state === 'unknown') return 'not-curated';
  if (state === derived) return 'agrees';
  return override ? 'override' : 'disagrees';
}

/** A problem of one row: the field and what to do. */
export interface SpecProblem {
  row: string;
  field: string;
  message: string;
}

/** Where the schema says it: `schema/2026-07-28/schema.ts:829`, or the file when the key is not there. */
export function schemaWhere(keys: readonly z.infer<typeof reportKeySchema>[]): string {
  return keys
    .map((k) => `${k.key}: ${k.state} at ${k.line === null ? k.file : `${k.file}:${k.line}`}${k.note ? ` (${k.note})` : ''}`)
    .join('; ');
}

/**
 * Every disagreement between a row's spec states and the derived ones: a state the schema
 * contradicts without an override, and an override where the schema agrees.
 */
export function compareRow(row: Pick<Row, 'id' | 'spec'>, derived: SpecReportRow, commit: string): SpecProblem[] {
  const problems: SpecProblem[] = [];
  for (const revision of REVISION_IDS) {
    const entry = specAt(row, revision);
    const d = derived.revisions[revision];
    if (!d) {
      // The report predates the revision: an uncurated state needs no check; a curated one waits for the spec check.
      if (entry.state !== 'unknown') {
        problems.push({
          row: row.id,
          field: `spec.${revision}.state`,
          message: `the spec report (written at ${shortCommit(commit)}) has no ${revision}: run npm run verify-spec -- --checkout spec=<path> --report content/verification/spec-report.json to check the state against the schema, or leave the state unknown`,
        });
      }
      continue;
    }
    const result = judge(entry.state, d.derived, entry.override);
    if (result === 'disagrees') {
      problems.push({
        row: row.id,
        field: `spec.${revision}.state`,
        message: `the row says "${entry.state}", the specification's schema at ${shortCommit(commit)} says "${d.derived}" (${schemaWhere(d.keys)}): add an override with the specification's words (spec.${revision}.override: {keeps: ${entry.state}, why: "…", spec: [{file, line, quote}]}), or change the state to ${d.derived}`,
      });
    } else if (entry.override && (result === 'agrees' || result === 'not-curated')) {
      problems.push({
        row: row.id,
        field: `spec.${revision}.override`,
        message: `the row says "${entry.state}" and the schema at ${shortCommit(commit)} says "${d.derived}" too (${schemaWhere(d.keys)}): nothing to override; remove the override`,
      });
    }
  }
  return problems;
}

/**
 * The content check's comparison with the committed report: the report must be of the
 * pinned commit and cover the row's keys, every state must agree or carry an override, and
 * every override quote must be one the report verified.
 */
export function reportProblems(
  rows: readonly Pick<Row, 'id' | 'spec' | 'capability' | 'side'>[],
  report: SpecReport | null,
  pinnedCommit: string | null,
): { rows: SpecProblem[]; report: { field: string; message: string }[] } {
  const rowProblems: SpecProblem[] = [];
  const reportLevel: { field: string; message: string }[] = [];
  const rerun = `run npm run verify-spec -- --checkout spec=<specification checkout> --report content/${SPEC_REPORT_FILE}`;
  const curated = rows.filter((r) => REVISION_IDS.some((rev) => specAt(r, rev).state !== 'unknown'));
  for (const row of rows) {
    if (row.capability && row.capability.side !== row.side) {
      rowProblems.push({
        row: row.id,
        field: 'capability.side',
        message: `"${row.capability.side}" but the row's side is "${row.side}": the key is on the row's side; make them the same`,
      });
    }
  }
  for (const row of curated) {
    if (!row.capability) {
      rowProblems.push({
        row: row.id,
        field: 'capability',
        message: `required once a spec state is curated: name the key the row is about, e.g. capability: { side: ${row.side}, paths: [roots.listChanged] }, so the spec check can derive its states from the schema`,
      });
    }
  }
  if (curated.length === 0) return { rows: rowProblems, report: reportLevel };
  if (!report) {
    reportLevel.push({ field: '(file)', message: `is missing: the rows' spec states are checked against it; ${rerun}` });
    return { rows: rowProblems, report: reportLevel };
  }
  if (pinnedCommit !== null && report.commit !== pinnedCommit) {
    reportLevel.push({
      field: 'commit',
      message: `derived at ${shortCommit(report.commit)}, but sources.yaml pins the specification at ${shortCommit(pinnedCommit)}; ${rerun}`,
    });
  }
  const byRow = new Map(report.rows.map((r) => [r.row, r]));
  for (const row of curated) {
    const labels = rowKeyLabels(row);
    if (!labels) continue;
    const derived = byRow.get(row.id);
    if (!derived) {
      rowProblems.push({ row: row.id, field: 'capability', message: `${row.id} is not in content/${SPEC_REPORT_FILE}; ${rerun}` });
      continue;
    }
    if (derived.keys.join('\n') !== labels.join('\n')) {
      rowProblems.push({
        row: row.id,
        field: 'capability',
        message: `the report was derived for ${derived.keys.join(', ')}, the row names ${labels.join(', ')}; ${rerun}`,
      });
      continue;
    }
    rowProblems.push(...compareRow(row, derived, report.commit));
    for (const revision of REVISION_IDS) {
      const override = specAt(row, revision).override;
      if (!override?.spec) continue;
      const verified = derived.revisions[revision]?.override?.quotes ?? [];
      override.spec.forEach((q, i) => {
        const found = verified.find((v) => v.file === q.file && v.line === q.line && v.end === q.end && v.quote === q.quote);
        if (!found) {
          rowProblems.push({
            row: row.id,
            field: `spec.${revision}.override.spec.${i}`,
            message: `${q.file}:${q.line} is not in the report's verified quotes (written after it?); ${rerun}`,
          });
        } else if (found.verdict !== 'exact' && found.verdict !== 'normalized') {
          rowProblems.push({
            row: row.id,
            field: `spec.${revision}.override.spec.${i}`,
            message: `the words are ${found.verdict} at ${q.file}:${q.line}${found.foundLine ? ` (found at line ${found.foundLine})` : ''}: quote them exactly from the line given, or fix the line`,
          });
        }
      });
    }
  }
  return { rows: rowProblems, report: reportLevel };
}

/** How many of the report's row-revisions keep the row's state by an override (`result: 'override'`); null when no report is committed (the How sure page says the spec check is not yet recorded). */
export function countSpecOverrides(report: Pick<SpecReport, 'rows'> | null): number | null {
  if (!report) return null;
  return report.rows.reduce((n, row) => n + REVISION_IDS.filter((r) => row.revisions[r]?.result === 'override').length, 0);
}
