/**
 * The spec check's committed report (`content/verification/spec-report.json`, written by
 * verify-spec), as far as the “How sure?” page needs it: how many spec states are kept by an
 * override of the schema. Until that report is committed the page says the spec check is not
 * yet recorded. The count is read loosely (an `overrides` list, or every object with an
 * `override` key) so it does not fix the report's format before verify-spec does.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

export const SPEC_REPORT_FILE = 'verification/spec-report.json';

/** Overrides recorded by the spec check, or null when no report is committed. */
export function specOverrideCount(contentDir: string): number | null {
  const path = join(contentDir, SPEC_REPORT_FILE);
  if (!existsSync(path)) return null;
  return countOverrides(JSON.parse(readFileSync(path, 'utf8')));
}

/** Overrides in a parsed report: its `overrides` list, else every object carrying an `override`. */
export function countOverrides(report: unknown): number {
  if (report && typeof report === 'object' && Array.isArray((report as { overrides?: unknown }).overrides)) {
    return (report as { overrides: unknown[] }).overrides.length;
  }
  let n = 0;
  const walk = (v: unknown) => {
    if (Array.isArray(v)) v.forEach(walk);
    else if (v && typeof v === 'object') {
      if ('override' in v && (v as { override?: unknown }).override) n += 1;
      Object.values(v).forEach(walk);
    }
  };
  walk(report);
  return n;
}
