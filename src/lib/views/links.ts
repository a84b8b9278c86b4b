/**
 * Links that last: short links, 404 suggestions, and "propose a correction" issues.
 */
import { rowSlug } from '../register/ids.ts';

/** `CAP-03` → `CAP-3` (the number without leading zeros); other ids unchanged. */
function unpadded(id: string): string {
  return id.replace(/-0+(\d)/, '-$1');
}

/** Short link paths for a row: `/CAP-03/`, `/cap-03/`, `/CAP-3/` and `/cap-3/` all lead to its page. */
export function shortLinkSlugs(id: string): string[] {
  return [...new Set([id, id.toLowerCase(), unpadded(id), unpadded(id).toLowerCase()])];
}

/** Other spellings under `/capabilities/` that lead to the row page: `CAP-03`, `CAP-3`, `cap-3` (never the page's own slug). */
export function capabilityAliasSlugs(id: string): string[] {
  return shortLinkSlugs(id).filter((s) => s !== rowSlug(id));
}

/**
 * Rows to suggest on a 404 for a path such as `/capabilities/cap-3/` or `/CAP03`:
 * the row whose number matches, then rows whose id or title contains the last segment.
 */
export function suggestRows<T extends { id: string; title: string }>(path: string, rows: readonly T[], limit = 5): T[] {
  const segment = decodeURIComponent(path).split('/').filter(Boolean).pop()?.toLowerCase() ?? '';
  if (!segment) return [];
  const number = /(\d+)\s*$/.exec(segment)?.[1];
  const prefix = /^([a-z]+)/.exec(segment)?.[1];
  const scored = rows.map((row) => {
    const [rowPrefix, rowNumber] = row.id.toLowerCase().split('-');
    let score = 0;
    if (number !== undefined && Number(number) === Number(rowNumber)) score += prefix === undefined || prefix === rowPrefix ? 10 : 5;
    if (row.id.toLowerCase() === segment || rowSlug(row.id) === segment) score += 20;
    const words = segment.replace(/[^a-z0-9.]+/g, ' ').trim();
    if (words.length >= 3 && row.title.toLowerCase().includes(words)) score += 4;
    return { row, score };
  });
  return scored
    .filter((s) => s.score > 0)
    .sort((a, b) => b.score - a.score || a.row.id.localeCompare(b.row.id, 'en', { numeric: true }))
    .slice(0, limit)
    .map((s) => s.row);
}

export interface CorrectionTarget {
  row: string;
  title: string;
  /** Page URL the correction is about. */
  url: string;
  /** The matrix cell, when the correction is about one. */
  cell?: { product: string; revision: string; verdict: string };
  /** The commit the row was audited at, or a description when none is named. */
  commit: string;
}

/** The correction issue form (.github/ISSUE_TEMPLATE/correction.yml) and the ids of its prefilled fields. */
export const CORRECTION_TEMPLATE = 'correction.yml';
export const CORRECTION_FIELDS = { row: 'row', cell: 'cell', page: 'page', audited: 'audited' } as const;

/**
 * A prefilled "new issue" URL naming the row, the cell and the commit; undefined when no
 * tracker is configured. On GitHub it opens the correction form (`template=`) with its
 * fields filled in (a query parameter per field id); `body` carries the same for
 * trackers without issue forms.
 */
export function correctionUrl(newIssueUrl: string | undefined, target: CorrectionTarget): string | undefined {
  if (!newIssueUrl) return undefined;
  const what = target.cell ? `${target.row}, ${target.cell.product}, ${target.cell.revision}` : target.row;
  const title = `Correction: ${what}`;
  const row = `${target.row} ${target.title}`;
  const cell = target.cell ? `${target.cell.product} at ${target.cell.revision} (shown as ${target.cell.verdict})` : undefined;
  const body = [
    `Row: ${row}`,
    ...(cell ? [`Cell: ${cell}`] : []),
    `Audited at: ${target.commit}`,
    `Page: ${target.url}`,
    '',
    'What is wrong, and what the source says instead (with path:line):',
    '',
  ].join('\n');
  const url = new URL(newIssueUrl);
  url.searchParams.set('template', CORRECTION_TEMPLATE);
  url.searchParams.set('title', title);
  url.searchParams.set(CORRECTION_FIELDS.row, row);
  if (cell) url.searchParams.set(CORRECTION_FIELDS.cell, cell);
  url.searchParams.set(CORRECTION_FIELDS.page, target.url);
  url.searchParams.set(CORRECTION_FIELDS.audited, target.commit);
  url.searchParams.set('body', body);
  return url.href;
}
