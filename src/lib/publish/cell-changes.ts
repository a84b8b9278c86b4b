/**
 * Changes to matrix cells, and the per-product Atom feed (`/clients/<product>/feed.xml`)
 * built from them.
 *
 * The register records no per-cell history yet. What it does state is its audit note: the
 * rows re-audited at a commit on its last-updated date, each an observation of the row's
 * audited product. `registerCellChanges` turns that into one change per cell of that
 * product the re-audit covers. Recorded curation changes (`content/changes/<id>.yaml`: each
 * cell whose verdict or basis changed, before → after) become entries through
 * `loggedCellChanges`; `allCellChanges` merges both.
 */
import {
  PRODUCTS,
  REVISION_IDS,
  defaultBasis,
  getProduct,
  getVerdict,
  type BasisId,
  type ProductId,
  type RevisionId,
  type VerdictId,
} from '../register/axes.ts';
import { escapeXml } from './xml.ts';
import type { ChangeLog, Register, Row } from '../register/schema.ts';
import { mustGet } from '../lookup/must.ts';
import { cellAt } from '../lookup/at.ts';

/** What kind of change happened to a cell. */
export type CellFeedEntryKind = 'verdict' | 'basis' | 'evidence' | 're-audit';

/** One entry of a product feed: a change to one cell (row × product × revision). Recorded changes (`CellChange` in schema.ts) become these through `loggedCellChanges`. */
export interface CellFeedEntry {
  /** When, as an ISO date or date-time. */
  date: string;
  /** Row id, e.g. `CAP-17`. */
  row: string;
  product: ProductId;
  revision: RevisionId;
  kind: CellFeedEntryKind;
  /** For `verdict`: the verdict before and after. */
  verdict?: { from: VerdictId; to: VerdictId };
  /** For `basis`: the basis before and after. */
  basis?: { from: BasisId; to: BasisId };
  /** What changed, in the register's words where it has them. */
  text: string;
}

/**
 * The cells of recorded curation changes as feed entries: a verdict change where the verdict
 * changed, a basis change where only the basis did. A record made before bases existed has
 * no basis on its `before` side; a decided verdict was then presented as stated.
 */
export function loggedCellChanges(logs: readonly ChangeLog[]): CellFeedEntry[] {
  return logs.flatMap((log) =>
    log.cells.map((c): CellFeedEntry => {
      const base = { date: log.date, row: c.row, product: c.product, revision: c.revision };
      if (c.before.verdict !== c.after.verdict) {
        return { ...base, kind: 'verdict', verdict: { from: c.before.verdict, to: c.after.verdict }, text: `${log.title}. ${log.text}` };
      }
      const from = c.before.basis ?? defaultBasis(c.before.verdict);
      return { ...base, kind: 'basis', basis: { from, to: c.after.basis ?? from }, text: `${log.title}. ${log.text}` };
    }),
  );
}

/** Cells a re-audit of a row at the commit the register's audit note pins it at covers: every revision of the audited product it plays. */
export function registerCellChanges(
  register: Extract<Register, { published: true }>,
  rows: readonly Row[],
  verdictOf: (row: string, product: ProductId, revision: RevisionId) => VerdictId,
): CellFeedEntry[] {
  const current = new Map(register.auditNote.current.flatMap((c) => c.rows.map((id) => [id, c.commit] as const)));
  const changes: CellFeedEntry[] = [];
  for (const row of rows) {
    const commit = current.get(row.id);
    if (commit === undefined) continue;
    const product = PRODUCTS.find((p) => p.id === row.audit.product)?.id;
    if (!product) continue;
    for (const revision of REVISION_IDS) {
      const verdict = verdictOf(row.id, product, revision);
      if (getVerdict(verdict).faded) continue;
      changes.push({
        date: register.lastUpdated,
        row: row.id,
        product,
        revision,
        kind: 're-audit',
        text: `${row.id} re-audited at ${commit}: ${getProduct(product).name} at ${revision} is ${getVerdict(verdict).label}.`,
      });
    }
  }
  return changes;
}

function time(date: string): number {
  return new Date(date).getTime();
}

/** The changes to one product's cells, newest first (then by row, revision and kind, so the order is stable). */
export function productChanges(changes: readonly CellFeedEntry[], product: ProductId): CellFeedEntry[] {
  return changes
    .filter((c) => c.product === product)
    .sort(
      (a, b) =>
        time(b.date) - time(a.date) ||
        a.row.localeCompare(b.row, 'en', { numeric: true }) ||
        REVISION_IDS.indexOf(a.revision) - REVISION_IDS.indexOf(b.revision) ||
        a.kind.localeCompare(b.kind),
    );
}

/** An entry's title: `CAP-05 · mcpx · 2025-11-25: verdict honest → overclaim`. */
export function changeTitle(change: CellFeedEntry): string {
  const head = `${change.row} · ${getProduct(change.product).name} · ${change.revision}`;
  if (change.kind === 'verdict' && change.verdict) return `${head}: verdict ${change.verdict.from} → ${change.verdict.to}`;
  if (change.kind === 'basis' && change.basis) return `${head}: basis ${change.basis.from} → ${change.basis.to}`;
  if (change.kind === 'evidence') return `${head}: evidence added`;
  return `${head}: re-audited`;
}

/** The Atom feed of one product's cell changes; entries link to the cell (`cellUrl`). */
export function productAtomFeed(options: {
  siteUrl: string;
  feedUrl: string;
  pageUrl: string;
  product: ProductId;
  changes: readonly CellFeedEntry[];
  /** When no change has a date: the register's last-updated date. */
  updated: string;
  cellUrl: (change: CellFeedEntry) => string;
}): string {
  const { siteUrl, feedUrl, pageUrl, product, changes, cellUrl } = options;
  const entries = productChanges(changes, product);
  const updated = new Date(entries[0]?.date ?? options.updated).toISOString();
  const name = getProduct(product).name;
  return [
    '<?xml version="1.0" encoding="utf-8"?>',
    '<feed xmlns="http://www.w3.org/2005/Atom">',
    `  <title>${escapeXml(`MCP capability register: changes to ${name}’s cells`)}</title>`,
    `  <subtitle>${escapeXml(`Verdicts, bases and evidence of ${name} that changed, per row and revision.`)}</subtitle>`,
    `  <id>${escapeXml(feedUrl)}</id>`,
    `  <link rel="self" type="application/atom+xml" href="${escapeXml(feedUrl)}"/>`,
    `  <link rel="alternate" type="text/html" href="${escapeXml(pageUrl)}"/>`,
    `  <updated>${updated}</updated>`,
    `  <author><name>MCP capability register</name><uri>${escapeXml(siteUrl)}</uri></author>`,
    ...entries.map((c) => {
      const link = cellUrl(c);
      return [
        '  <entry>',
        `    <id>${escapeXml(`${link}--${c.kind}--${new Date(c.date).toISOString()}`)}</id>`,
        `    <title>${escapeXml(changeTitle(c))}</title>`,
        `    <link rel="alternate" type="text/html" href="${escapeXml(link)}"/>`,
        `    <updated>${new Date(c.date).toISOString()}</updated>`,
        `    <category term="${escapeXml(c.kind)}"/>`,
        `    <summary>${escapeXml(c.text)}</summary>`,
        '  </entry>',
      ].join('\n');
    }),
    '</feed>',
    '',
  ].join('\n');
}

/** Every known cell change: those the register's audit note implies, then the recorded ones (`loggedCellChanges`). */
export function allCellChanges(
  register: Extract<Register, { published: true }>,
  rows: readonly Row[],
  matrix: { rows: readonly { id: string; cells: Record<ProductId, Record<RevisionId, { verdict: VerdictId }>> }[] },
  curated: readonly CellFeedEntry[],
): CellFeedEntry[] {
  const byId = new Map(matrix.rows.map((r) => [r.id, r]));
  return [...registerCellChanges(register, rows, (row, p, r) => cellAt(mustGet(byId, row, 'matrix row'), p, r).verdict), ...curated];
}
