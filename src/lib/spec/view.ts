/**
 * What a row page's Spec lifecycle table shows of the spec check, per revision: "schema
 * agrees" with the schema.ts line linked at the commit the report was derived at, or the
 * override, its reason and its quotes, each linked to its line. Pure: the page passes the
 * committed report's row and the specification's source entry.
 */
import { citationTarget } from '../citations/source-links.ts';
import { REVISION_IDS, type LifecycleState, type RevisionId } from '../register/axes.ts';
import type { Row, Source } from '../register/schema.ts';
import type { SpecReportRow } from './report.ts';
import { specAt } from '../lookup/at.ts';

export interface SpecLink {
  /** `schema/2025-11-25/schema.ts:332`. */
  label: string;
  /** The line at the report's commit, when the repository is public. */
  url?: string;
}

export type SpecCheckView =
  | { kind: 'agrees'; lines: SpecLink[] }
  | { kind: 'override'; schemaState: LifecycleState; lines: SpecLink[]; why: string; quotes: (SpecLink & { quote: string })[] }
  | { kind: 'disagrees'; schemaState: LifecycleState; lines: SpecLink[] }
  | { kind: 'not-checked'; reason: string };

/** A link to `file` at `line` (through `end`) of the specification at `commit`. */
export function specLineLink(source: Source | undefined, commit: string, file: string, line: number, end?: number): SpecLink {
  const label = `${file}:${line}${end !== undefined ? `-${end}` : ''}`;
  if (!source) return { label };
  const target = citationTarget(
    {
      kind: 'file',
      source: source.id,
      path: file,
      lines: [{ start: line, ...(end !== undefined ? { end } : {}) }],
      symbols: [],
      raw: label,
    },
    { ...source, commit },
    null,
  );
  const url = target.lineLinks[0]?.url;
  return url ? { label, url } : { label };
}

/** The spec check's column for every revision of a row. */
export function specCheckView(
  row: Pick<Row, 'spec'>,
  reportRow: SpecReportRow | undefined,
  commit: string | undefined,
  source: Source | undefined,
): Record<RevisionId, SpecCheckView> {
  return Object.fromEntries(
    REVISION_IDS.map((revision): [RevisionId, SpecCheckView] => {
      const entry = specAt(row, revision);
      if (!reportRow || !commit) return [revision, { kind: 'not-checked', reason: 'not in the spec report' }];
      const d = reportRow.revisions[revision];
      if (entry.state === 'unknown') return [revision, { kind: 'not-checked', reason: 'not curated' }];
      if (!d) return [revision, { kind: 'not-checked', reason: 'not in the spec report' }];
      const lines = d.keys.flatMap((k) => (k.line === null ? [] : [specLineLink(source, commit, k.file, k.line)]));
      if (entry.state === d.derived) return [revision, { kind: 'agrees', lines }];
      if (!entry.override) return [revision, { kind: 'disagrees', schemaState: d.derived, lines }];
      const quotes = (entry.override.spec ?? []).map((q) => ({ ...specLineLink(source, commit, q.file, q.line, q.end), quote: q.quote }));
      return [revision, { kind: 'override', schemaState: d.derived, lines, why: entry.override.why, quotes }];
    }),
  );
}

/** Text cut around revision ids and other dates (`2025-11-25`, `2026-06-30`), so a page can keep each on one line. */
export function revisionIdParts(text: string): { text: string; revision: boolean }[] {
  const parts: { text: string; revision: boolean }[] = [];
  let last = 0;
  for (const m of text.matchAll(/\b\d{4}-\d{2}-\d{2}\b/g)) {
    if (m.index > last) parts.push({ text: text.slice(last, m.index), revision: false });
    parts.push({ text: m[0], revision: true });
    last = m.index + m[0].length;
  }
  if (last < text.length) parts.push({ text: text.slice(last), revision: false });
  return parts;
}
