/**
 * What a change does to the matrix: the difference between two `/matrix.json` files
 * (and, when given, two quote-verification reports) as data and as Markdown for a pull
 * request's job summary. Pure; `scripts/matrix-diff.ts` reads the inputs (or builds the
 * base in a temporary git worktree) and prints `formatMatrixDiff`.
 *
 * Inputs are read loosely: an older `matrix.json` has no `basis` (shown as "—"), and a
 * product or revision present on one side only is listed once rather than cell by cell.
 */
import { VERDICTS, defaultBasis, type VerdictId } from '../register/axes.ts';
import { cellFragment, rowPath } from '../register/ids.ts';

/** A cell as read from either side; fields an older export lacks are undefined. */
export interface DiffCell {
  verdict?: string;
  basis?: string;
}

/** The part of a `/matrix.json` the diff reads. */
export interface DiffMatrix {
  revisions: string[];
  products: string[];
  rows: {
    id: string;
    title: string;
    url?: string;
    cells: Record<string, Record<string, DiffCell>>;
    sources: string[];
  }[];
}

/** The part of a verification report the diff reads. */
export interface DiffReport {
  results: { row: string; index: number; path: string; lines: string; quote: string; verdict: string; foundLine: number | null }[];
}

/** A cell whose verdict or basis differs between the two matrices. */
export interface CellDiff {
  product: string;
  revision: string;
  before: DiffCell;
  after: DiffCell;
}

export interface CitationChange {
  row: string;
  added: string[];
  removed: string[];
  /** Same file, other lines (or other symbols). */
  repointed: { before: string; after: string }[];
}

export interface VerificationChange {
  row: string;
  citation: string;
  quote: string;
  before: { verdict: string; foundLine: number | null } | null;
  after: { verdict: string; foundLine: number | null } | null;
}

export interface MatrixDiff {
  rowsAdded: { id: string; title: string }[];
  rowsRemoved: { id: string; title: string }[];
  productsAdded: string[];
  productsRemoved: string[];
  revisionsAdded: string[];
  revisionsRemoved: string[];
  /** Rows present on both sides with at least one changed cell, in head order. */
  cells: { row: string; title: string; changes: CellDiff[] }[];
  citations: CitationChange[];
  /** Null when no reports were compared. */
  verification: VerificationChange[] | null;
}

/**
 * Did a cell's verdict or basis change? A side that records no basis (exports from before
 * bases existed) is read with its verdict's `defaultBasis`: a decided verdict was presented
 * as stated, so stated → inferred is a change and a bare verdict → the same verdict stated is not.
 */
export function cellStateChanged(before: DiffCell, after: DiffCell): boolean {
  if (before.verdict !== after.verdict) return true;
  const basis = (c: DiffCell) => c.basis ?? (c.verdict && isVerdictId(c.verdict) ? defaultBasis(c.verdict) : undefined);
  return basis(before) !== basis(after);
}

function isVerdictId(id: string): id is VerdictId {
  return VERDICTS.some((v) => v.id === id);
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return value !== null && typeof value === 'object' && !Array.isArray(value);
}

const ids = (list: unknown): string[] => (Array.isArray(list) ? list.map((x) => (isRecord(x) ? String(x.id) : String(x))) : []);

/**
 * Read a parsed `/matrix.json` loosely. Throws (with what is missing) when it is not a
 * matrix at all, so the command can say the input is unreadable.
 */
export function readDiffMatrix(data: unknown): DiffMatrix {
  if (!isRecord(data) || !Array.isArray(data.rows)) throw new Error('not a matrix.json: expected an object with a "rows" array');
  const rows = data.rows.map((row: unknown, i: number) => {
    if (!isRecord(row) || typeof row.id !== 'string') throw new Error(`not a matrix.json: rows[${i}] has no id`);
    const cells: Record<string, Record<string, DiffCell>> = {};
    if (isRecord(row.cells)) {
      for (const [product, byRevision] of Object.entries(row.cells)) {
        if (!isRecord(byRevision)) continue;
        cells[product] = {};
        for (const [revision, cell] of Object.entries(byRevision)) {
          if (!isRecord(cell)) continue;
          cells[product][revision] = {
            ...(typeof cell.verdict === 'string' ? { verdict: cell.verdict } : {}),
            ...(typeof cell.basis === 'string' ? { basis: cell.basis } : {}),
          };
        }
      }
    }
    return {
      id: row.id,
      title: typeof row.title === 'string' ? row.title : '',
      ...(typeof row.url === 'string' ? { url: row.url } : {}),
      cells,
      sources: Array.isArray(row.sources) ? row.sources.map(String) : [],
    };
  });
  return { revisions: ids(data.revisions), products: ids(data.products), rows };
}

/** Read a parsed verification report loosely; throws when it is not one. */
export function readDiffReport(data: unknown): DiffReport {
  if (!isRecord(data) || !Array.isArray(data.results)) throw new Error('not a verification report: expected a "results" array');
  return {
    results: data.results.filter(isRecord).map((r) => ({
      row: String(r.row),
      index: Number(r.index),
      path: String(r.path),
      lines: String(r.lines ?? ''),
      quote: String(r.quote ?? ''),
      verdict: String(r.verdict),
      foundLine: typeof r.foundLine === 'number' ? r.foundLine : null,
    })),
  };
}

/** The file a citation points into: the citation without its trailing `:lines` or `:symbols`. */
export function citationTarget(citation: string): string {
  return citation.replace(/:[^:/]*$/, '');
}

/** Multiset difference: items of `a` not matched one-for-one in `b`. */
function minus(a: readonly string[], b: readonly string[]): string[] {
  const left = new Map<string, number>();
  for (const x of b) left.set(x, (left.get(x) ?? 0) + 1);
  return a.filter((x) => {
    const n = left.get(x) ?? 0;
    if (n > 0) {
      left.set(x, n - 1);
      return false;
    }
    return true;
  });
}

export function diffCitations(row: string, before: readonly string[], after: readonly string[]): CitationChange | null {
  const added = minus(after, before);
  const removed: string[] = [];
  const repointed: { before: string; after: string }[] = [];
  for (const old of minus(before, after)) {
    const target = citationTarget(old);
    const i = target === old ? -1 : added.findIndex((a) => citationTarget(a) === target);
    const [moved] = i >= 0 ? added.splice(i, 1) : [];
    if (moved !== undefined) repointed.push({ before: old, after: moved });
    else removed.push(old);
  }
  if (!removed.length && !added.length && !repointed.length) return null;
  return { row, added, removed, repointed };
}

function verificationKey(r: DiffReport['results'][number]): string {
  return JSON.stringify([r.row, r.path, r.quote]);
}

export function diffVerification(before: DiffReport, after: DiffReport): VerificationChange[] {
  const old = new Map(before.results.map((r) => [verificationKey(r), r]));
  const now = new Map(after.results.map((r) => [verificationKey(r), r]));
  const changes: VerificationChange[] = [];
  for (const key of new Set([...now.keys(), ...old.keys()])) {
    const a = old.get(key);
    const b = now.get(key);
    if (a && b && a.verdict === b.verdict && a.foundLine === b.foundLine) continue;
    const any = b ?? a;
    if (!any) continue; // every key comes from one of the two maps
    changes.push({
      row: any.row,
      citation: `${any.path}${b?.lines || a?.lines ? `:${b?.lines || a?.lines}` : ''}`,
      quote: any.quote,
      before: a ? { verdict: a.verdict, foundLine: a.foundLine } : null,
      after: b ? { verdict: b.verdict, foundLine: b.foundLine } : null,
    });
  }
  return changes.sort((x, y) => x.row.localeCompare(y.row) || x.citation.localeCompare(y.citation));
}

/** Compare two matrices (and optionally two verification reports). */
export function diffMatrices(base: DiffMatrix, head: DiffMatrix, reports?: { base: DiffReport; head: DiffReport }): MatrixDiff {
  const baseRows = new Map(base.rows.map((r) => [r.id, r]));
  const headRows = new Map(head.rows.map((r) => [r.id, r]));
  const products = head.products.filter((p) => base.products.includes(p));
  const revisions = head.revisions.filter((r) => base.revisions.includes(r));
  const cells: MatrixDiff['cells'] = [];
  const citations: CitationChange[] = [];
  for (const row of head.rows) {
    const old = baseRows.get(row.id);
    if (!old) continue;
    const changes: CellDiff[] = [];
    for (const product of products) {
      for (const revision of revisions) {
        const before = old.cells[product]?.[revision] ?? {};
        const after = row.cells[product]?.[revision] ?? {};
        if (cellStateChanged(before, after)) changes.push({ product, revision, before, after });
      }
    }
    if (changes.length) cells.push({ row: row.id, title: row.title, changes });
    const cited = diffCitations(row.id, old.sources, row.sources);
    if (cited) citations.push(cited);
  }
  return {
    rowsAdded: head.rows.filter((r) => !baseRows.has(r.id)).map((r) => ({ id: r.id, title: r.title })),
    rowsRemoved: base.rows.filter((r) => !headRows.has(r.id)).map((r) => ({ id: r.id, title: r.title })),
    productsAdded: head.products.filter((p) => !base.products.includes(p)),
    productsRemoved: base.products.filter((p) => !head.products.includes(p)),
    revisionsAdded: head.revisions.filter((r) => !base.revisions.includes(r)),
    revisionsRemoved: base.revisions.filter((r) => !head.revisions.includes(r)),
    cells,
    citations,
    verification: reports ? diffVerification(reports.base, reports.head) : null,
  };
}

function verdictText(id: string | undefined): string {
  if (id === undefined) return '—';
  const v = VERDICTS.find((x) => x.id === id);
  return v ? `${v.symbol} ${id}` : id;
}

const basisText = (id: string | undefined) => id ?? '—';

/** Escape text for a Markdown table cell or list item. */
function md(text: string): string {
  return text.replace(/[\\`*_[\]<>|]/g, (c) => `\\${c}`);
}

function verifyText(v: VerificationChange['before']): string {
  if (!v) return '—';
  return v.verdict === 'moved' && v.foundLine ? `moved (line ${v.foundLine})` : v.verdict;
}

export interface FormatOptions {
  /** Where the built site lives, e.g. `https://example.github.io/register/`; links are made absolute from it. */
  siteUrl: string;
  /** Names of the two sides, e.g. `main` and `this pull request`. */
  baseLabel?: string;
  headLabel?: string;
}

/** The cell's link on the built site: `<site>/matrix/#cap-03--mcpx--2026-07-28`. */
export function cellLink(siteUrl: string, row: string, product: string, revision: string): string {
  return `${siteUrl.replace(/\/?$/, '/')}matrix/#${cellFragment(row, product, revision)}`;
}

/** The diff as Markdown, for a job summary or a review comment. */
export function formatMatrixDiff(diff: MatrixDiff, options: FormatOptions): string {
  const site = options.siteUrl.replace(/\/?$/, '/');
  const lines: string[] = [`## Matrix diff: ${md(options.baseLabel ?? 'base')} → ${md(options.headLabel ?? 'head')}`, ''];
  const changedCells = diff.cells.reduce((n, r) => n + r.changes.length, 0);
  const changedCitations = diff.citations.reduce((n, c) => n + c.added.length + c.removed.length + c.repointed.length, 0);
  const summary = [
    `${diff.rowsAdded.length} row(s) added`,
    `${diff.rowsRemoved.length} removed`,
    `${changedCells} cell(s) changed in ${diff.cells.length} row(s)`,
    `${changedCitations} citation(s) changed`,
    diff.verification ? `${diff.verification.length} quote verification(s) changed` : 'quote verification not compared',
  ];
  lines.push(`${summary.join(', ')}.`, '');
  const nothing =
    !diff.rowsAdded.length &&
    !diff.rowsRemoved.length &&
    !changedCells &&
    !changedCitations &&
    !diff.verification?.length &&
    !diff.productsAdded.length &&
    !diff.productsRemoved.length &&
    !diff.revisionsAdded.length &&
    !diff.revisionsRemoved.length;
  if (nothing) {
    lines.push('No change to the matrix.', '');
    return lines.join('\n');
  }
  for (const [title, list] of [
    ['Products added', diff.productsAdded],
    ['Products removed', diff.productsRemoved],
    ['Revisions added', diff.revisionsAdded],
    ['Revisions removed', diff.revisionsRemoved],
  ] as const) {
    if (list.length) lines.push(`### ${title}`, '', ...list.map((x) => `- ${md(x)}`), '');
  }
  if (diff.rowsAdded.length) {
    lines.push('### Rows added', '', ...diff.rowsAdded.map((r) => `- [${md(r.id)}](${rowPath(site, r.id)}) ${md(r.title)}`), '');
  }
  if (diff.rowsRemoved.length) {
    lines.push('### Rows removed', '', ...diff.rowsRemoved.map((r) => `- ${md(r.id)} ${md(r.title)}`), '');
  }
  if (diff.cells.length) {
    lines.push('### Cells changed', '');
    for (const row of diff.cells) {
      lines.push(`#### ${md(row.row)} ${md(row.title)}`, '', '| Cell | Verdict | Basis |', '| --- | --- | --- |');
      for (const c of row.changes) {
        const link = cellLink(site, row.row, c.product, c.revision);
        const basis =
          c.before.basis === c.after.basis ? basisText(c.after.basis) : `${basisText(c.before.basis)} → ${basisText(c.after.basis)}`;
        const verdict =
          c.before.verdict === c.after.verdict
            ? verdictText(c.after.verdict)
            : `${verdictText(c.before.verdict)} → ${verdictText(c.after.verdict)}`;
        lines.push(`| [${md(c.product)} · ${md(c.revision)}](${link}) | ${verdict} | ${basis} |`);
      }
      lines.push('');
    }
  }
  if (diff.citations.length) {
    lines.push('### Citations', '');
    for (const c of diff.citations) {
      for (const a of c.added) lines.push(`- ${md(c.row)}: added \`${a}\``);
      for (const r of c.removed) lines.push(`- ${md(c.row)}: removed \`${r}\``);
      for (const p of c.repointed) lines.push(`- ${md(c.row)}: re-pointed \`${p.before}\` → \`${p.after}\``);
    }
    lines.push('');
  }
  if (diff.verification?.length) {
    lines.push('### Quote verification', '', '| Row | Citation | Before | After |', '| --- | --- | --- | --- |');
    for (const v of diff.verification) {
      lines.push(`| ${md(v.row)} | \`${v.citation}\` | ${verifyText(v.before)} | ${verifyText(v.after)} |`);
    }
    lines.push('');
  }
  return lines.join('\n');
}
