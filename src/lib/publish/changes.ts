/**
 * What changed in the register, by date, from what the register states: its created and
 * last-updated dates, its increment, and the audit note naming the re-audited rows. The
 * register records no per-row dates, so rows carry the register's last-updated date.
 */
import type { CellChange, ChangeLog, Register, Row, ValueChange } from '../register/schema.ts';
import { listWords } from '../register/list-words.ts';
import { cellFragment } from '../register/ids.ts';
import { escapeXml } from './xml.ts';

export interface RegisterChange {
  /** Fragment on /changes/, stable: `change-1`… for the register's own, `change-<id>` for recorded changes. */
  id: string;
  /** ISO date or date-time, as written. */
  date: string;
  title: string;
  /** What a reader reads first: the change's summary, or its text's first sentence. */
  lead: string;
  text: string;
  rows: string[];
  /** Cells whose verdict or basis changed. */
  cells: CellChange[];
  /** Values that moved where no verdict or basis did. */
  values: ValueChange[];
}

/** How a cell state reads: `overclaim (stated)`, or the verdict alone where no basis was recorded. */
export function formatCellState(state: CellChange['before']): string {
  return state.basis ? `${state.verdict} (${state.basis})` : state.verdict;
}

/** One line per changed cell: `CAP-03 · mcpx · 2024-11-05: honest → absent (stated)`. */
export function formatCellChange(c: CellChange): string {
  return `${c.row} · ${c.product} · ${c.revision}: ${formatCellState(c.before)} → ${formatCellState(c.after)}`;
}

/** One line per moved value: `CAP-09 · mcpx · 2025-06-18, 2025-11-25: implemented yes → partial`. */
export function formatValueChange(c: ValueChange): string {
  return `${c.row} · ${c.product} · ${c.revisions.join(', ')}: ${c.field} ${c.before} → ${c.after}`;
}

/**
 * A text's first sentence: up to the first full stop, question or exclamation mark followed by a space and a capital
 * letter or an opening quote, not after “e.g.”, “i.e.”, “cf.” or “vs.” (a number like 2.1 has no space); the whole text when it has one sentence.
 */
export function firstSentence(text: string): string {
  const m = /^[\s\S]*?(?<!\b(?:e\.g|i\.e|cf|vs))[.!?](?=\s+[A-Z“"(])/.exec(text);
  return (m ? m[0] : text).trim();
}

/**
 * What a change moved, in one sentence for readers: how many cells, how many of them changed verdict and how many
 * only their basis, in which rows and for which products (by name). Empty when no cell moved.
 */
export function movedSummary(cells: readonly CellChange[], productName: (id: string) => string): string {
  if (!cells.length) return '';
  const verdicts = cells.filter((c) => c.before.verdict !== c.after.verdict).length;
  const rows = [...new Set(cells.map((c) => c.row))].sort();
  const products = [...new Set(cells.map((c) => c.product))].map(productName);
  const count = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;
  const parts = [
    verdicts ? `${count(verdicts, 'changed its verdict', 'changed their verdict')}` : 'no verdict changed',
    cells.length - verdicts ? `${count(cells.length - verdicts, 'only its basis', 'only their basis')}` : '',
  ].filter(Boolean);
  const rowWords = rows.length > 6 ? `${rows.length} rows` : count(rows.length, `row (${rows[0]})`, `rows (${rows.join(', ')})`);
  return `${count(cells.length, 'cell', 'cells')} moved in ${rowWords}, for ${listWords(products)}: ${parts.join(', ')}.`;
}

/** Changed cells grouped by row, rows in id order, for listing. */
export function cellChangesByRow(cells: readonly CellChange[]): { row: string; cells: CellChange[] }[] {
  const groups = new Map<string, CellChange[]>();
  for (const c of cells) groups.set(c.row, [...(groups.get(c.row) ?? []), c]);
  return [...groups.entries()].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)).map(([row, list]) => ({ row, cells: list }));
}

/** The matrix fragment of a changed cell. */
export function changedCellFragment(c: CellChange): string {
  return cellFragment(c.row, c.product, c.revision);
}

/** A record's moved values: none where it lists none (an entry a content cache kept from before the field existed has no list). */
function valuesOf(log: ChangeLog): ValueChange[] {
  return (log as Partial<ChangeLog>).values ?? [];
}

/**
 * The register's changes, newest first: recorded curation changes (`content/changes/`)
 * and what the register header states.
 */
export function registerChanges(
  register: Extract<Register, { published: true }>,
  rows: readonly Row[],
  logs: readonly ChangeLog[] = [],
): RegisterChange[] {
  const recorded: RegisterChange[] = [...logs]
    .sort((a, b) => (a.date === b.date ? (a.id < b.id ? -1 : 1) : a.date < b.date ? 1 : -1))
    .map((l) => ({
      id: `change-${l.id}`,
      date: l.date,
      title: l.title,
      lead: l.summary ?? firstSentence(l.text),
      text: l.text,
      rows: [...new Set([...l.cells, ...valuesOf(l)].map((c) => c.row))],
      cells: l.cells,
      values: valuesOf(l),
    }));
  return [...recorded, ...headerChanges(register, rows)];
}

function headerChanges(register: Extract<Register, { published: true }>, rows: readonly Row[]): RegisterChange[] {
  const ids = rows.map((r) => r.id);
  const changes: Omit<RegisterChange, 'id' | 'lead' | 'values'>[] = [
    {
      date: register.lastUpdated,
      title: `${register.title} register, increment ${register.increment}`,
      text: `Last updated. ${register.auditNote.text}`,
      rows: ids,
      cells: [],
    },
  ];
  for (const audit of register.auditNote.current) {
    const current = audit.rows.filter((id) => ids.includes(id));
    if (!current.length) continue;
    changes.push({
      date: register.lastUpdated,
      title: `Re-audited at ${audit.commit}: ${current.join(', ')}`,
      text: register.preamble.join(' '),
      rows: current,
      cells: [],
    });
  }
  changes.push({ date: register.created, title: `${register.title} register created`, text: register.description, rows: [], cells: [] });
  return changes.map((c, i) => ({ ...c, values: [], lead: firstSentence(c.text), id: `change-${i + 1}` }));
}

/** An Atom feed of the register's rows and changes. */
export function atomFeed(options: {
  siteUrl: string;
  feedUrl: string;
  register: Extract<Register, { published: true }>;
  rows: readonly Row[];
  logs?: readonly ChangeLog[];
  rowUrl: (id: string) => string;
}): string {
  const { siteUrl, feedUrl, register, rows, rowUrl, logs = [] } = options;
  const changes = registerChanges(register, rows, logs);
  const updated =
    changes
      .map((c) => new Date(c.date).toISOString())
      .sort()
      .at(-1) ?? new Date(register.lastUpdated).toISOString();
  const entries = [
    ...changes.map((c) => ({
      id: `${siteUrl}changes/#${c.id}`,
      title: c.title,
      link: `${siteUrl}changes/#${c.id}`,
      updated: new Date(c.date).toISOString(),
      summary: [
        c.text,
        c.cells.length ? `${c.cells.length} cells changed: ${c.cells.map(formatCellChange).join('; ')}.` : '',
        c.values.length ? `Values moved with no verdict or basis: ${c.values.map(formatValueChange).join('; ')}.` : '',
      ]
        .filter(Boolean)
        .join(' '),
    })),
    ...rows.map((r) => ({
      id: rowUrl(r.id),
      title: `${r.id} ${r.title}`,
      link: rowUrl(r.id),
      updated,
      summary: `${r.audit.status} (${r.audit.label}); value ${r.value.sign}, effort ${r.effort.size}, risk ${r.risk.level}.`,
    })),
  ];
  return [
    '<?xml version="1.0" encoding="utf-8"?>',
    '<feed xmlns="http://www.w3.org/2005/Atom">',
    `  <title>${escapeXml(`MCP capability register: ${register.title}`)}</title>`,
    `  <subtitle>${escapeXml(register.description)}</subtitle>`,
    `  <id>${escapeXml(siteUrl)}</id>`,
    `  <link rel="self" type="application/atom+xml" href="${escapeXml(feedUrl)}"/>`,
    `  <link rel="alternate" type="text/html" href="${escapeXml(siteUrl)}"/>`,
    `  <updated>${updated}</updated>`,
    `  <author><name>MCP capability register</name></author>`,
    ...entries.map((e) =>
      [
        '  <entry>',
        `    <id>${escapeXml(e.id)}</id>`,
        `    <title>${escapeXml(e.title)}</title>`,
        `    <link rel="alternate" type="text/html" href="${escapeXml(e.link)}"/>`,
        `    <updated>${e.updated}</updated>`,
        `    <summary>${escapeXml(e.summary)}</summary>`,
        '  </entry>',
      ].join('\n'),
    ),
    '</feed>',
    '',
  ].join('\n');
}
