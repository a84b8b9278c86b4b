/**
 * Checks that the excerpts the register quotes are still on the lines it cites. Pure: the
 * CLI (`scripts/verify-sources.ts`) reads the files from the source checkouts and hands
 * their text here.
 *
 * Verdicts, strongest first:
 * - `exact`: the quote is verbatim on a cited line or inside a cited range;
 * - `normalized`: it is there once Markdown emphasis, backticks and white space are
 *   normalised on both sides (spec pages write `**MUST**` where the register quotes MUST);
 * - `moved`: it is elsewhere in the file (exactly or normalised); `foundLine` says where;
 * - `missing`: it is nowhere in the file;
 * - `no-file` (set by the CLI, never by `checkQuote`): the file does not exist at the
 *   version read.
 */

export interface LineSpan {
  /** First line, 1-based. */
  start: number;
  /** Last line, inclusive; omitted (or undefined) for one line. */
  end?: number | undefined;
}

export const QUOTE_VERDICTS = ['exact', 'normalized', 'moved', 'missing'] as const;
export type QuoteVerdict = (typeof QUOTE_VERDICTS)[number];

export interface QuoteCheck {
  verdict: QuoteVerdict;
  /** 1-based line where the quote starts in the file read; absent when `missing`. */
  foundLine?: number;
}

/**
 * The report and one result record: `src/lib/citations/verification-report.ts` holds their schema
 * (the pages read the committed report with it). In brief:
 *
 * { verifiedOn: 'YYYY-MM-DD',
 *   checkouts: { <alias>: { path, git, head } },
 *   summary: { exact, normalized, moved, missing, 'no-file', skipped: SkippedCounts },
 *   results: [{ row, index, source, path, repositoryPath, lines, quote, verdict,
 *               foundLine, readAt, note? }] }
 *
 * `readAt` is the full commit hash read at, `HEAD (<sha>)` (a bare repository with no
 * commit to read at), `working tree` (a git work tree with none) or `directory` (a
 * checkout that is not a git repository). `path` of a checkout is only its base name in a
 * report written inside the project.
 */
export type { VerificationReport, VerificationResult, VerifyVerdict } from './verification-report.ts';
export { VERIFY_VERDICTS, isDrift } from './verification-report.ts';
import { isDrift, type VerificationReport } from './verification-report.ts';
import { mustAt } from '../lookup/must.ts';

/**
 * Citations not checked, by reason. Keys, each present only when non-zero, in this order:
 * - a source id (`spec`, `mcpx`, `opencode`, `lootbox`): citations of a source given no
 *   `--checkout`, with or without a quote;
 * - `no quote`: citations of a checked-out source that quote nothing;
 * - `wire`: wire captures, which have no file to read.
 */
export type SkippedCounts = Record<string, number>;

/** Text after normalisation, with the offset in the input each of its characters came from. */
interface Mapped {
  text: string;
  map: number[];
}

const WORD = /[\p{L}\p{N}]/u;
const isWord = (c: string | undefined) => c !== undefined && WORD.test(c);

/**
 * Remove emphasis markers and backticks, collapse white space, trim; keep, for every
 * character of the result, its offset in `text`.
 *
 * `**` and `__` are always removed. A single `*` or `_` is removed when it is emphasis
 * around a word: a letter or digit on exactly one side of it (`*MUST*`, `_meta`), so
 * `list_changed`, `a * b` and a JSDoc ` * ` line prefix keep theirs.
 */
function normalizeMapped(text: string): Mapped {
  const stripped: { char: string; at: number }[] = [];
  for (let i = 0; i < text.length; i++) {
    const c = text.charAt(i);
    if (c === '`') continue;
    if ((c === '*' || c === '_') && text[i + 1] === c) {
      i++;
      continue;
    }
    if ((c === '*' || c === '_') && isWord(text[i - 1]) !== isWord(text[i + 1])) continue;
    stripped.push({ char: c, at: i });
  }
  let out = '';
  const map: number[] = [];
  let pendingSpace = -1;
  for (const { char: c, at } of stripped) {
    if (/\s/u.test(c)) {
      if (pendingSpace < 0) pendingSpace = at;
      continue;
    }
    if (pendingSpace >= 0 && out.length > 0) {
      out += ' ';
      map.push(pendingSpace);
    }
    pendingSpace = -1;
    out += c;
    map.push(at);
  }
  return { text: out, map };
}

/**
 * Normalise text for a tolerant comparison: remove Markdown emphasis markers (`**`, `__`,
 * and a single `*`/`_` used as emphasis around a word) and backticks, collapse all white
 * space to single spaces, trim.
 */
export function normalizeForMatch(text: string): string {
  return normalizeMapped(text).text;
}

/** Every offset at which `needle` occurs in `haystack`, overlapping ones included. */
function occurrences(haystack: string, needle: string): number[] {
  const found: number[] = [];
  if (!needle) return found;
  for (let at = haystack.indexOf(needle); at >= 0; at = haystack.indexOf(needle, at + 1)) found.push(at);
  return found;
}

/** Start offsets of every line; `lineStarts[n - 1]` is where line n starts. */
function lineStartsOf(text: string): number[] {
  const starts = [0];
  for (let i = 0; i < text.length; i++) if (text[i] === '\n') starts.push(i + 1);
  return starts;
}

/** The 1-based line holding `offset`. */
function lineAt(starts: readonly number[], offset: number): number {
  let lo = 0;
  let hi = starts.length - 1;
  while (lo < hi) {
    const mid = (lo + hi + 1) >> 1;
    if (mustAt(starts, mid, 'line start') <= offset) lo = mid;
    else hi = mid - 1;
  }
  return lo + 1;
}

/** How far a line is from the nearest cited span (0 inside one). */
function distance(line: number, spans: readonly LineSpan[]): number {
  if (spans.length === 0) return 0;
  return Math.min(
    ...spans.map((s) => {
      const end = s.end ?? s.start;
      return line < s.start ? s.start - line : line > end ? line - end : 0;
    }),
  );
}

function nearest(lines: readonly number[], spans: readonly LineSpan[]): number {
  return mustAt(
    [...lines].sort((a, b) => distance(a, spans) - distance(b, spans) || a - b),
    0,
    'found line',
  );
}

/**
 * Is `quote` on the cited lines of `fileText`, and if not, where is it?
 *
 * For a range, the quote may lie on one of its lines or span several of them (the lines
 * are compared joined with a line break, and, normalised, joined with a space). When
 * several cited spans or several places elsewhere hold it, the first cited one, or the
 * place nearest to a cited span, wins; an exact occurrence elsewhere is preferred to a
 * normalised one. A citation with no lines cites the whole file.
 */
export function checkQuote(fileText: string, lines: readonly LineSpan[], quote: string): QuoteCheck {
  const text = fileText.replace(/\r\n?/g, '\n');
  const starts = lineStartsOf(text);
  const lineCount = starts.length;
  const spanText = (s: LineSpan): { from: number; to: number } | null => {
    const from = starts[s.start - 1];
    if (from === undefined) return null; // past the end of the file
    const last = Math.min(s.end ?? s.start, lineCount);
    // The line after the last one would start one past the end of the text.
    const to = (starts[last] ?? text.length + 1) - 1;
    return { from, to };
  };
  const spans = lines.length > 0 ? lines : [{ start: 1, end: lineCount }];

  // On a cited line or range, verbatim.
  for (const span of spans) {
    const region = spanText(span);
    if (!region) continue;
    const at = text.slice(region.from, region.to).indexOf(quote);
    if (at >= 0) return { verdict: 'exact', foundLine: lineAt(starts, region.from + at) };
  }
  // On a cited line or range, normalised.
  const wanted = normalizeForMatch(quote);
  if (!wanted) return { verdict: 'missing' };
  for (const span of spans) {
    const region = spanText(span);
    if (!region) continue;
    const normal = normalizeMapped(text.slice(region.from, region.to));
    const at = normal.text.indexOf(wanted);
    if (at >= 0) return { verdict: 'normalized', foundLine: lineAt(starts, region.from + mustAt(normal.map, at, 'mapped offset')) };
  }
  // Elsewhere in the file.
  const exactLines = occurrences(text, quote).map((at) => lineAt(starts, at));
  if (exactLines.length > 0) return { verdict: 'moved', foundLine: nearest(exactLines, lines) };
  const normal = normalizeMapped(text);
  const normalLines = occurrences(normal.text, wanted).map((at) => lineAt(starts, mustAt(normal.map, at, 'mapped offset')));
  if (normalLines.length > 0) return { verdict: 'moved', foundLine: nearest(normalLines, lines) };
  return { verdict: 'missing' };
}

/** Escape text for a Markdown table cell. */
function mdCell(text: string): string {
  return text.replace(/[\\`*_[\]<>|]/g, (c) => `\\${c}`);
}

/**
 * The drifted quotes of a report (moved, missing, no-file) as Markdown, for a job summary
 * or a tracking issue: each with its row, citation, quote and, when moved, its new line.
 * `title` heads the text; with no drift it says every checked quote still matches.
 */
export function driftMarkdown(report: VerificationReport, title = 'Quoted citations against the newest sources'): string {
  const drifted = report.results.filter((r) => isDrift(r.verdict));
  const heads = Object.entries(report.checkouts)
    .map(([alias, c]) => `${alias} at \`${c.head ?? 'a directory'}\``)
    .join(', ');
  const lines = [`## ${title}`, '', `Checked ${report.results.length} quoted citations on ${report.verifiedOn} (${heads}).`, ''];
  if (!drifted.length) {
    lines.push('Every checked quote is still on its cited lines (exact or normalized).', '');
    return lines.join('\n');
  }
  lines.push(
    `**${drifted.length} drifted** (${report.summary.moved} moved, ${report.summary.missing} missing, ${report.summary['no-file']} no file):`,
    '',
    '| Row | Citation | Quote | Now |',
    '| --- | --- | --- | --- |',
  );
  for (const r of drifted) {
    const now = r.verdict === 'moved' ? `moved to line ${r.foundLine}` : r.verdict === 'missing' ? 'no longer in the file' : 'file gone';
    const cited = r.lines ? `${r.path}:${r.lines}` : r.path;
    lines.push(`| ${mdCell(r.row)} | \`${cited}\` | ${mdCell(r.quote)} | ${now}${r.note ? ` (${mdCell(r.note)})` : ''} |`);
  }
  lines.push('');
  return lines.join('\n');
}
