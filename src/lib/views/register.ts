/**
 * Pure helpers that shape register data for pages: ordering, counts, the readable
 * summary of a row's front-matter, and which notes and disputes concern a row.
 */
import {
  AUDIT_STATUSES,
  ROW_ID_PATTERN,
  LIFECYCLE_DESCRIPTIONS,
  SIDES,
  getProduct,
  type AuditStatus,
  type ProductId,
  type Side,
} from '../register/axes.ts';
import type { Dispute, Idiosyncrasy, Register, Row } from '../register/schema.ts';
import { notePath, rowPath } from '../register/ids.ts';

export interface RegisterCounts {
  rows: number;
  bySide: Record<Side, number>;
  byAudit: Record<AuditStatus, number>;
  notes: number;
}

export function countRegister(rows: readonly Row[], notes: readonly unknown[]): RegisterCounts {
  const bySide = Object.fromEntries(SIDES.map((s) => [s, 0])) as Record<Side, number>;
  const byAudit = Object.fromEntries(AUDIT_STATUSES.map((s) => [s, 0])) as Record<AuditStatus, number>;
  for (const row of rows) {
    bySide[row.side] += 1;
    byAudit[row.audit.status] += 1;
  }
  return { rows: rows.length, bySide, byAudit, notes: notes.length };
}

export const SIDE_LABELS: Record<Side, string> = {
  client: 'Client capability',
  server: 'Server capability',
  both: 'Client and server',
};

/** `current at 2a93f3f64`, `snapshot at 05c78b2`, `current (no commit named)`. */
export function auditLabel(audit: Row['audit']): string {
  const at = audit.commit ? `at ${audit.commit}` : '(no commit named)';
  return `${audit.status} ${at}`;
}

export interface SummaryItem {
  term: string;
  value: string;
  detail?: string;
}

/** The row's front-matter as a readable definition list. */
export function rowSummary(row: Row, auditDisputes: readonly string[] = []): SummaryItem[] {
  const product = getProduct(row.audit.product);
  // A dispute about the row itself (current-rows) says its audit status is not settled.
  const disputed = auditDisputes.length ? `; disputed: ${auditDisputes.join(', ')}` : '';
  const items: SummaryItem[] = [
    { term: 'Side', value: SIDE_LABELS[row.side] },
    { term: 'Audit', value: `${product.name}, ${auditLabel(row.audit)}`, detail: `Observation: ${row.audit.label}${disputed}` },
  ];
  if (row.audit.sourcesCommit && row.audit.sourcesCommit !== row.audit.commit) {
    items.push({
      term: 'Line numbers',
      value: `refer to ${row.audit.sourcesCommit}`,
      detail: 'The row says its source references preserve an earlier comparison.',
    });
  }
  items.push(
    { term: 'Value', value: row.value.sign, detail: row.value.text },
    { term: 'Effort', value: row.effort.size, ...(row.effort.text ? { detail: row.effort.text } : {}) },
    { term: 'Risk', value: row.risk.level, detail: row.risk.text },
  );
  return items.map((i) => (i.detail === undefined ? { term: i.term, value: i.value } : i));
}

export function lifecycleDescription(state: keyof typeof LIFECYCLE_DESCRIPTIONS): string {
  return LIFECYCLE_DESCRIPTIONS[state];
}

/** Notes that discuss a row. */
export function notesForRow<T extends { data: Pick<Idiosyncrasy, 'related'> }>(rowId: string, notes: readonly T[]): T[] {
  return notes.filter((n) => n.data.related.includes(rowId));
}

/** Disputes that involve a row. */
export function disputesForRow(rowId: string, disputes: readonly Dispute[]): Dispute[] {
  return disputes.filter((d) => d.rows.includes(rowId));
}

/** Disputes that involve a note. */
export function disputesForNote(slug: string, disputes: readonly Dispute[]): Dispute[] {
  return disputes.filter((d) => d.notes.includes(slug));
}

export function productNames(ids: readonly ProductId[]): string {
  return ids.map((id) => getProduct(id).name).join(', ');
}

/**
 * The page of an entry named by id: a row id (`CAP-09`) → its row page, `register:<id>` → the
 * register header (home), anything else → the note with that slug.
 */
export function entryLink(where: string, base: string): { href: string; label: string } {
  if (where.startsWith('register:')) return { href: base, label: `the ${where.slice('register:'.length)} register’s header` };
  if (ROW_ID_PATTERN.test(where)) return { href: rowPath(base, where), label: where };
  return { href: notePath(base, where), label: where };
}

/** The title of the unpublished register a row id belongs to, by its prefix (`ROOT-02` → `Roots`). */
export function registerTitleFor(rowId: string, registers: readonly Register[]): string | undefined {
  const prefix = rowId.split('-')[0];
  return registers.find((r) => r.prefix === prefix)?.title;
}

/** Notes that audit a product (`products`) or speak of it in passing (`mentions`): the notes its page links to. */
export function notesForProduct<T extends { data: Pick<Idiosyncrasy, 'products'> & Partial<Pick<Idiosyncrasy, 'mentions'>> }>(
  product: ProductId,
  notes: readonly T[],
): T[] {
  return notes.filter((n) => n.data.products.includes(product) || n.data.mentions?.includes(product));
}
