/**
 * The register's citation notation, parsed into structured citations (`citationSchema`).
 *
 * A "Sources." bullet is a list of citations separated by `;` (a `;` inside a “…” quote
 * belongs to the quote), ending with an optional sentence period. Each citation is
 *
 *   wire W2                                      a captured wire exchange
 *   <path>[:<where>] [“<quote>”]                 a file in one of the source repositories
 *
 * where `<where>` is lines (`189`, `1398-1403`, `102-108,342-359`) or symbols
 * (`capabilities`, `handleTask, handleModernTask`), and the path's start names the
 * repository, by the citation table (`content/sources.yaml`'s prefixes and each revision's
 * folder, `src/lib/citations/prefixes.ts`): the longest prefix wins (`docs/protocol.md` is
 * mcpx's, `docs/extensions/` the specification's); a marker such as `v1:` is not part of the
 * path and names the product whose files it is in.
 *
 * Anything else is an error naming the piece, so a new notation is added to the table, on purpose.
 */
import type { ProductId, SourceId } from '../register/axes.ts';
import type { Citation, FileCitation } from '../register/schema.ts';
import { citationTable, describeTable, markerFor, markerOf, prefixOfPath, type CitationPrefix } from './prefixes.ts';

export type LineRange = { start: number; end?: number | undefined };

const OPEN_QUOTE = '“';
const CLOSE_QUOTE = '”';

/** A citation the notation cannot express; `piece` is the text that failed. */
export class CitationError extends Error {
  piece: string;
  constructor(piece: string, message: string) {
    super(`cannot parse citation “${piece}”: ${message}`);
    this.name = 'CitationError';
    this.piece = piece;
  }
}

/**
 * Split citation text at `;` outside “…” quotes. Pieces are trimmed; a sentence period
 * ending a piece (outside any quote) is dropped; empty pieces are skipped.
 */
export function splitCitations(text: string): string[] {
  const pieces: string[] = [];
  let depth = 0;
  let current = '';
  let openedAt = -1;
  for (let i = 0; i < text.length; i++) {
    const ch = text.charAt(i);
    if (ch === OPEN_QUOTE) {
      if (depth === 0) openedAt = i;
      depth++;
    } else if (ch === CLOSE_QUOTE && depth > 0) {
      depth--;
    }
    if (ch === ';' && depth === 0) {
      pieces.push(current);
      current = '';
    } else {
      current += ch;
    }
  }
  if (depth > 0) {
    const piece = (current || text.slice(openedAt)).trim();
    throw new CitationError(piece, `the quote opened with “ at “${text.slice(openedAt, openedAt + 30)}…” is never closed with ”`);
  }
  pieces.push(current);
  return pieces.map(trimPiece).filter((p) => p.length > 0);
}

function trimPiece(piece: string): string {
  const trimmed = piece.trim();
  return trimmed.endsWith('.') ? trimmed.slice(0, -1).trimEnd() : trimmed;
}

/** Which repository a path (without a marker such as `v1:`) belongs to, or null: the longest prefix of the citation table. */
export function sourceOfPath(path: string, table: readonly CitationPrefix[] = citationTable()): SourceId | null {
  return prefixOfPath(path, table)?.source ?? null;
}

const LINE_ITEM = String.raw`\d+(?:-\d+)?`;
const LINES_RE = new RegExp(String.raw`^(${LINE_ITEM}(?:,\s*:?${LINE_ITEM})*)(?=\s|$)`);
const SYMBOL = String.raw`[A-Za-z_][\w.]*`;
const SYMBOLS_RE = new RegExp(String.raw`^(${SYMBOL}(?:,\s*${SYMBOL})*)(?=\s|$)`);

/** Parse `102-108,342-359` (also `1390, :1397-1402`) into ranges. */
export function parseLines(spec: string, piece = spec): LineRange[] {
  return spec.split(/,\s*:?/).map((item) => {
    const [a, b] = item.split('-');
    const start = Number(a);
    if (!Number.isInteger(start) || start < 1) throw new CitationError(piece, `line “${item}” is not a line number (lines start at 1)`);
    if (b === undefined) return { start };
    const end = Number(b);
    if (!Number.isInteger(end) || end <= start) {
      throw new CitationError(piece, `the range “${item}” must end after it starts`);
    }
    return { start, end };
  });
}

/** Parse one citation (a piece between `;`), reading where paths point from `table`. */
export function parseCitation(piece: string, table: readonly CitationPrefix[] = citationTable()): Citation {
  const raw = trimPiece(piece);
  if (!raw) throw new CitationError(piece, 'the citation is empty');

  const wire = /^wire\s+(\S+)$/.exec(raw)?.[1];
  if (wire !== undefined) {
    if (!/^[A-Z]\d+$/.test(wire)) throw new CitationError(raw, `“${wire}” is not a wire capture id like W2 or S2`);
    return { kind: 'wire', id: wire, raw };
  }

  // Separate a trailing “quote” from the reference.
  let ref = raw;
  let quote: string | undefined;
  const q = raw.indexOf(OPEN_QUOTE);
  if (q !== -1) {
    if (!raw.endsWith(CLOSE_QUOTE)) {
      throw new CitationError(raw, 'text follows the quoted excerpt, or the quote is not closed with ”; a quote ends the citation');
    }
    quote = raw.slice(q + 1, -1);
    ref = raw.slice(0, q).trimEnd();
    if (!quote) throw new CitationError(raw, 'the quoted excerpt is empty');
    if (!ref) throw new CitationError(raw, 'a quote needs a path and line before it');
  }

  let source: SourceId | null;
  let client: ProductId | undefined;
  let rest = ref;
  const marked = markerOf(ref, table);
  if (marked) {
    source = marked.marker.source;
    if (marked.marker.product) client = marked.marker.product;
    rest = marked.rest;
  } else {
    const word = /^([A-Za-z0-9]+):/.exec(ref)?.[1];
    const markers = table.filter((p) => p.prefix.endsWith(':'));
    if (word !== undefined && markers.length) {
      throw new CitationError(
        raw,
        `“${word}:” names no product: the citation table's markers are ${markers.map((m) => `${m.prefix} (${m.product ?? m.source})`).join(', ')} (content/sources.yaml)`,
      );
    }
    source = null;
  }

  const colon = rest.indexOf(':');
  const path = colon === -1 ? rest : rest.slice(0, colon);
  const where = colon === -1 ? '' : rest.slice(colon + 1).trim();
  if (!path || /\s/.test(path) || !/[/.]/.test(path)) {
    throw new CitationError(raw, `expected \`wire <id>\` or a path that starts as the citation table says: ${describeTable(table)}`);
  }
  source ??= sourceOfPath(path, table);
  if (!source) {
    throw new CitationError(
      raw,
      `the path “${path}” belongs to no known source: paths start with ${describeTable(table)} (add the path's start to that repository's prefixes in content/sources.yaml for a new one)`,
    );
  }
  if (colon !== -1 && !where)
    throw new CitationError(raw, 'nothing follows the “:” after the path; write lines or symbols, or drop the “:”');

  let lines: LineRange[] = [];
  let symbols: string[] = [];
  if (where) {
    const l = LINES_RE.exec(where);
    const s = l ? null : SYMBOLS_RE.exec(where);
    const matched = l?.[1] ?? s?.[1];
    if (!matched || matched.length !== where.length) {
      throw new CitationError(
        raw,
        `“${where}” is neither lines (189, 1398-1403, 102-108,342-359) nor symbols (capabilities, handleTask, handleModernTask)`,
      );
    }
    if (l) lines = parseLines(matched, raw);
    else symbols = matched.split(/,\s*/);
  }

  const citation: FileCitation = {
    kind: 'file',
    source,
    ...(client ? { client } : {}),
    path,
    lines,
    symbols,
    ...(quote !== undefined ? { quote } : {}),
    raw,
  };
  return citation;
}

/** Parse the text of a "Sources." bullet. Throws `CitationError` naming the piece that failed. */
export function parseCitations(sourcesText: string, table: readonly CitationPrefix[] = citationTable()): Citation[] {
  return splitCitations(sourcesText).map((piece) => parseCitation(piece, table));
}

/** `322` or `1398-1403`. */
export function formatLineRange(r: LineRange): string {
  return r.end === undefined ? `${r.start}` : `${r.start}-${r.end}`;
}

/** `1398-1403`, `102-108,342-359`. */
export function formatLines(lines: readonly LineRange[]): string {
  return lines.map(formatLineRange).join(',');
}

/** The marker the register writes before the paths of the citation's client (`v1:`), as the citation table says; else ''. */
export function clientPrefix(
  c: Pick<Extract<Citation, { kind: 'file' }>, 'client'>,
  table: readonly CitationPrefix[] = citationTable(),
): string {
  return markerFor(c.client, table);
}

/**
 * The citation's reference in the register's notation, without the quote: `wire W2`,
 * `internal/mcpclient/modern.go:102-108,342-359`, `v1:packages/opencode/src/mcp/index.ts:46`,
 * `internal/mcpserver/tasks.go:handleTask, handleModernTask`.
 */
export function formatCitationRef(c: Citation, table: readonly CitationPrefix[] = citationTable()): string {
  if (c.kind === 'wire') return `wire ${c.id}`;
  const prefix = clientPrefix(c, table);
  const where = c.lines.length ? formatLines(c.lines) : c.symbols.join(', ');
  return `${prefix}${c.path}${where ? `:${where}` : ''}`;
}
