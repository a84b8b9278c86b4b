/**
 * Verdict badges: small static SVG images that carry a cell's (or a row's) verdicts into
 * issue trackers. Built from the same matrix as `/matrix.json`; colours and symbols come
 * from `VERDICTS` (light palette), basis marks from `BASES`. Never colour alone: every
 * verdict is drawn as its symbol and its word, and each SVG has `role="img"` and a
 * `<title>` with the full sentence.
 *
 * The SVGs use no external font, script, foreign object or reference: text is set in a
 * generic font stack and given an explicit `textLength`, computed from a fixed
 * per-character width table, so it fits whatever font the viewer substitutes.
 */
import {
  PRODUCTS,
  REVISIONS,
  VERDICT_DETAILS,
  getBasis,
  getProduct,
  getVerdict,
  type BasisId,
  type ProductId,
  type RevisionId,
  type VerdictId,
} from '../register/axes.ts';
import { escapeXml } from './xml.ts';
import { cellAt } from '../lookup/at.ts';
import type { ObservationExport } from '../observations/export.ts';
import { agreementMark, observationLabel } from '../observations/words.ts';
import { newestFirst } from '../observations/order.ts';

/** The font stack every badge and preview image uses; all are generic or commonly installed, none is fetched. */
export const BADGE_FONT_FAMILY = 'Verdana,DejaVu Sans,sans-serif';

/** The neutral label part of a badge (not a verdict colour: verdict colours come only from `VERDICTS`). */
export const BADGE_LABEL = { bg: '#24292f', fg: '#ffffff' } as const;

/** What was observed on the wire of one cell, as its badge says it: beside the verdict, never in it. */
export interface BadgeObservation {
  /** `Codex CLI 0.171.0, recorded 2026-12-02`. */
  label: string;
  /** `declared and answered`, `not declared`, … */
  summary: string;
  agreement: 'agree' | 'disagree' | 'none';
  /** For the order: the newest is drawn. */
  date: string;
  version: string;
}

/** What a badge needs to know of one cell. */
export interface BadgeCell {
  verdict: VerdictId;
  basis: BasisId;
  /** Ids of the disputes covering the cell (`/matrix.json`'s `disputes`): a disputed cell's badge says so. */
  disputes?: readonly string[];
  /** What shipping clients that are this product were observed to do on the wire (`/matrix.json`'s `observations`). */
  observed?: readonly BadgeObservation[];
}

const observedKey = (row: string, product: string, revision: string) => `${row}|${product}|${revision}`;

/**
 * Every register cell an observation sits beside (`/matrix.json`'s `observations`), keyed by row,
 * product and revision, each with what was observed of it, the newest observation first.
 */
export function observedByCell(observations: readonly ObservationExport[]): Map<string, BadgeObservation[]> {
  const out = new Map<string, BadgeObservation[]>();
  for (const o of observations)
    for (const cell of o.cells)
      for (const side of cell.register) {
        const key = observedKey(cell.row, side.product, cell.revision);
        const list = out.get(key) ?? [];
        list.push({ label: observationLabel(o), summary: cell.summary, agreement: side.agreement, date: o.date, version: o.version });
        out.set(key, list.sort(newestFirst));
      }
  return out;
}

/** `observed: declared and answered`, `≠ observed: not declared` (the newest observation; `+1 more` when there are others): what a cell badge draws beside the verdict. */
export function observedText(observed: readonly BadgeObservation[]): string {
  const [newest] = observed;
  if (!newest) return '';
  const more = observed.length > 1 ? ` (+${observed.length - 1} more)` : '';
  return `${newest.agreement === 'disagree' ? '≠ ' : ''}observed: ${newest.summary}${more}`;
}

/** `; observed on the wire: Codex CLI 0.171.0, recorded 2026-12-02: declared and answered (= agrees with the register)`, one per observation. */
function observedWords(cell: BadgeCell): string {
  if (!cell.observed?.length) return '';
  return `; observed on the wire: ${cell.observed.map((o) => `${o.label}: ${o.summary} (${agreementMark(o.agreement)})`).join('; ')}`;
}

/** `, disputed` when a dispute covers the cell, else nothing. */
function disputedWords(cell: BadgeCell): string {
  return cell.disputes?.length ? ', disputed' : '';
}

/** What a badge needs to know of one row: `/matrix.json` rows and `MatrixRow`s both fit. */
export interface BadgeRow {
  id: string;
  title: string;
  cells: Record<ProductId, Record<RevisionId, BadgeCell>>;
}

/**
 * Advance widths in em of Verdana (wider than DejaVu Sans and most sans-serif fallbacks,
 * so text measured with it never overflows). Characters not listed count as 0.75 em;
 * symbols as a full em.
 */
const WIDTHS: Record<string, number> = {
  ' ': 0.352,
  '!': 0.394,
  '"': 0.46,
  '#': 0.818,
  $: 0.636,
  '%': 1.076,
  '&': 0.727,
  "'": 0.269,
  '(': 0.454,
  ')': 0.454,
  '*': 0.636,
  '+': 0.818,
  ',': 0.364,
  '-': 0.454,
  '.': 0.364,
  '/': 0.454,
  ':': 0.454,
  ';': 0.454,
  '<': 0.818,
  '=': 0.818,
  '>': 0.818,
  '?': 0.545,
  '@': 1,
  '[': 0.454,
  '\\': 0.454,
  ']': 0.454,
  _: 0.636,
  '`': 0.636,
  '{': 0.636,
  '|': 0.454,
  '}': 0.636,
  '~': 0.818,
  a: 0.601,
  b: 0.623,
  c: 0.521,
  d: 0.623,
  e: 0.596,
  f: 0.352,
  g: 0.623,
  h: 0.633,
  i: 0.274,
  j: 0.344,
  k: 0.592,
  l: 0.274,
  m: 0.973,
  n: 0.633,
  o: 0.607,
  p: 0.623,
  q: 0.623,
  r: 0.427,
  s: 0.521,
  t: 0.394,
  u: 0.633,
  v: 0.592,
  w: 0.818,
  x: 0.592,
  y: 0.592,
  z: 0.525,
  A: 0.684,
  B: 0.686,
  C: 0.698,
  D: 0.771,
  E: 0.632,
  F: 0.575,
  G: 0.775,
  H: 0.751,
  I: 0.421,
  J: 0.455,
  K: 0.693,
  L: 0.557,
  M: 0.843,
  N: 0.748,
  O: 0.787,
  P: 0.603,
  Q: 0.787,
  R: 0.695,
  S: 0.684,
  T: 0.616,
  U: 0.732,
  V: 0.684,
  W: 0.989,
  X: 0.685,
  Y: 0.615,
  Z: 0.685,
  '·': 0.364,
  '–': 0.636,
  '—': 1,
  '…': 0.818,
  '’': 0.269,
  '‘': 0.269,
  '“': 0.46,
  '”': 0.46,
  '×': 0.818,
};
const DIGIT_WIDTH = 0.636;
const OTHER_WIDTH = 0.75;
const SYMBOL_WIDTH = 1;

function charWidth(ch: string): number {
  if (ch >= '0' && ch <= '9') return DIGIT_WIDTH;
  const w = WIDTHS[ch];
  if (w !== undefined) return w;
  return (ch.codePointAt(0) ?? 0) > 0x2000 ? SYMBOL_WIDTH : OTHER_WIDTH;
}

/** Rounded to a tenth of a pixel so output is the same on every machine. */
function round(n: number): number {
  return Math.round(n * 10) / 10;
}

/** Width in pixels of `text` set at `size` px, from the fixed width table. */
export function textWidth(text: string, size: number): number {
  let em = 0;
  for (const ch of text) em += charWidth(ch);
  return round(em * size);
}

/** `text` shortened with an ellipsis to fit `max` px at `size` px (whole when it fits). */
export function fitText(text: string, size: number, max: number): string {
  if (textWidth(text, size) <= max) return text;
  const chars = [...text];
  while (chars.length && textWidth(`${chars.join('').trimEnd()}…`, size) > max) chars.pop();
  return `${chars.join('').trimEnd()}…`;
}

/** How the basis reads in words: `stated`, `inferred`, `basis unknown`. */
export function basisWords(basis: BasisId): string {
  return basis === 'unknown' ? 'basis unknown' : getBasis(basis).label;
}

/** A verdict with its basis, as a title says it: `overclaim (stated)`, `overclaim (stated, disputed)`. */
export function verdictWords(cell: BadgeCell): string {
  return `${getVerdict(cell.verdict).label} (${basisWords(cell.basis)}${disputedWords(cell)})`;
}

/** A verdict as drawn in a badge: its symbol and word, then the basis mark when there is one (`✗ overclaim ≈`). */
export function verdictText(cell: BadgeCell): string {
  const v = getVerdict(cell.verdict);
  const mark = getBasis(cell.basis).mark;
  return `${v.symbol} ${v.label}${mark ? ` ${mark}` : ''}`;
}

function productName(id: ProductId): string {
  return getProduct(id).name;
}

/**
 * The sentence a cell badge's title says: `CAP-17 resources.subscribe, mcpx, 2025-11-25: overclaim (stated)`,
 * then what was observed on the wire of it, if anything.
 */
export function cellSentence(row: Pick<BadgeRow, 'id' | 'title'>, product: ProductId, revision: RevisionId, cell: BadgeCell): string {
  return `${row.id} ${row.title}, ${productName(product)}, ${revision}: ${verdictWords(cell)}${observedWords(cell)}`;
}

/** The sentence a strip badge's title says: every revision of one product. */
export function stripSentence(row: BadgeRow, product: ProductId): string {
  const cells = REVISIONS.map((r) => `${r.id} ${verdictWords(cellAt(row, product, r.id))}`);
  return `${row.id} ${row.title}, ${productName(product)}: ${cells.join('; ')}`;
}

/** The sentence a row badge's title says: every product, every revision. */
export function rowSentence(row: BadgeRow): string {
  const products = PRODUCTS.map((p) => `${p.name}: ${REVISIONS.map((r) => `${r.id} ${verdictWords(cellAt(row, p.id, r.id))}`).join(', ')}`);
  return `${row.id} ${row.title}. ${products.join('. ')}.`;
}

/** A `<text>` element whose length is fixed to the measured width, so any font fits. */
export function text(x: number, y: number, content: string, size: number, fill: string, extra = ''): string {
  return `<text x="${round(x)}" y="${round(y)}" fill="${fill}" font-size="${size}" textLength="${textWidth(content, size)}"${extra}>${escapeXml(content)}</text>`;
}

export function svg(width: number, height: number, title: string, body: string): string {
  const w = round(width);
  const h = round(height);
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}" role="img">` +
    `<title>${escapeXml(title)}</title>` +
    `<g font-family="${BADGE_FONT_FAMILY}">${body}</g>` +
    `<rect x=".5" y=".5" width="${round(w - 1)}" height="${round(h - 1)}" fill="none" stroke="${BADGE_LABEL.bg}"/>` +
    `</svg>\n`
  );
}

export const PAD = 6;

/**
 * One cell: `CAP-17 · mcpx · 2025-11-25` then `✗ overclaim (stated)` on the verdict's colour; when
 * a shipping client that is the product was observed on the wire, then what it was observed to do
 * (`observed: declared and answered`) on the label's colours inverted, beside the verdict, which it
 * never changes.
 */
export function cellBadge(row: Pick<BadgeRow, 'id' | 'title'>, product: ProductId, revision: RevisionId, cell: BadgeCell): string {
  const size = 11;
  const height = 20;
  const label = `${row.id} · ${productName(product)} · ${revision}`;
  const v = getVerdict(cell.verdict);
  const mark = getBasis(cell.basis).mark;
  const value = `${v.symbol} ${v.label} (${mark ? `${mark} ` : ''}${basisWords(cell.basis)}${disputedWords(cell)})`;
  const observed = observedText(cell.observed ?? []);
  const lw = textWidth(label, size) + 2 * PAD;
  const vw = textWidth(value, size) + 2 * PAD;
  const ow = observed ? textWidth(observed, size) + 2 * PAD : 0;
  return svg(
    lw + vw + ow,
    height,
    cellSentence(row, product, revision, cell),
    `<rect width="${round(lw)}" height="${height}" fill="${BADGE_LABEL.bg}"/>` +
      `<rect x="${round(lw)}" width="${round(vw)}" height="${height}" fill="${VERDICT_DETAILS[v.id].light.bg}"/>` +
      text(PAD, 14, label, size, BADGE_LABEL.fg) +
      text(lw + PAD, 14, value, size, VERDICT_DETAILS[v.id].light.fg) +
      (observed
        ? `<rect x="${round(lw + vw)}" width="${round(ow)}" height="${height}" fill="${BADGE_LABEL.fg}"/>` +
          text(lw + vw + PAD, 14, observed, size, BADGE_LABEL.bg)
        : ''),
  );
}

/** One product across the five revisions: a label, then per revision its id over its verdict. */
export function stripBadge(row: BadgeRow, product: ProductId): string {
  const height = 34;
  const label = `${row.id} · ${productName(product)}`;
  const lw = textWidth(label, 11) + 2 * PAD;
  let x = lw;
  let body = `<rect width="${round(lw)}" height="${height}" fill="${BADGE_LABEL.bg}"/>` + text(PAD, 21, label, 11, BADGE_LABEL.fg);
  for (const r of REVISIONS) {
    const cell = cellAt(row, product, r.id);
    const v = getVerdict(cell.verdict);
    const value = verdictText(cell);
    const w = Math.max(textWidth(r.id, 9), textWidth(value, 11)) + 2 * PAD;
    body +=
      `<rect x="${round(x)}" width="${round(w)}" height="${height}" fill="${VERDICT_DETAILS[v.id].light.bg}"/>` +
      text(x + PAD, 12, r.id, 9, VERDICT_DETAILS[v.id].light.fg) +
      text(x + PAD, 27, value, 11, VERDICT_DETAILS[v.id].light.fg);
    x += w;
  }
  return svg(x, height, stripSentence(row, product), body);
}

/** Layout of a row's product × revision mini-matrix, shared by the row badge and the preview image. */
export interface MiniMatrixLayout {
  width: number;
  height: number;
  /** SVG elements, drawn from (0, 0). */
  body: string;
}

/**
 * The product × revision grid of one row at a given scale (`size`: cell font size in px),
 * without a title band. Column widths fit the longest verdict in each column.
 */
export function miniMatrix(row: BadgeRow, size = 10, pad = 5): MiniMatrixLayout {
  const lineHeight = Math.round(size * 1.8);
  const headWidth = Math.max(...PRODUCTS.map((p) => textWidth(p.name, size))) + 2 * pad;
  const columns = REVISIONS.map((r) => ({
    r,
    width: Math.max(textWidth(r.id, size), ...PRODUCTS.map((p) => textWidth(verdictText(cellAt(row, p.id, r.id)), size))) + 2 * pad,
  }));
  const baseline = (top: number) => top + Math.round(lineHeight * 0.68);
  let body = '';
  let x = headWidth;
  columns.forEach(({ r, width }) => {
    body += text(x + pad, baseline(0), r.id, size, BADGE_LABEL.bg);
    x += width;
  });
  PRODUCTS.forEach((p, j) => {
    const top = lineHeight * (j + 1);
    body += text(pad, baseline(top), p.name, size, BADGE_LABEL.bg);
    let cx = headWidth;
    columns.forEach(({ r, width }) => {
      const cell = cellAt(row, p.id, r.id);
      const v = getVerdict(cell.verdict);
      body +=
        `<rect x="${round(cx)}" y="${top}" width="${round(width)}" height="${lineHeight}" fill="${VERDICT_DETAILS[v.id].light.bg}" stroke="#ffffff"/>` +
        text(cx + pad, baseline(top), verdictText(cell), size, VERDICT_DETAILS[v.id].light.fg);
      cx += width;
    });
  });
  return { width: round(x), height: lineHeight * (PRODUCTS.length + 1), body };
}

/** A row's product × revision mini-matrix, under a band with its id and title. */
export function rowBadge(row: BadgeRow): string {
  const grid = miniMatrix(row);
  const band = 22;
  const width = grid.width;
  const heading = fitText(`${row.id} ${row.title}`, 12, width - 2 * PAD);
  const body =
    `<rect width="${width}" height="${band}" fill="${BADGE_LABEL.bg}"/>` +
    text(PAD, 15, heading, 12, BADGE_LABEL.fg, ' font-weight="bold"') +
    `<rect y="${band}" width="${width}" height="${grid.height}" fill="#ffffff"/>` +
    `<g transform="translate(0 ${band})">${grid.body}</g>`;
  return svg(width, band + grid.height, rowSentence(row), body);
}

/** One badge file: its path under the site root and its SVG text. */
export interface BadgeFile {
  path: string;
  svg: string;
}

/** Site paths of the badges: `badges/cap-17.svg`, `badges/cap-17/mcpx.svg`, `badges/cap-17/mcpx/2025-11-25.svg`. */
export function badgePath(slug: string, product?: ProductId, revision?: RevisionId): string {
  if (!product) return `badges/${slug}.svg`;
  if (!revision) return `badges/${slug}/${product}.svg`;
  return `badges/${slug}/${product}/${revision}.svg`;
}

/**
 * Every badge of every row: per row one mini-matrix, per product a strip, per cell a badge, which
 * says what was observed on the wire of the cell (`observations`, as `/matrix.json` carries them).
 */
export function badgeFiles(
  rows: readonly BadgeRow[],
  slugOf: (id: string) => string,
  observations: readonly ObservationExport[] = [],
): BadgeFile[] {
  const files: BadgeFile[] = [];
  const observed = observedByCell(observations);
  for (const row of rows) {
    const slug = slugOf(row.id);
    files.push({ path: badgePath(slug), svg: rowBadge(row) });
    for (const p of PRODUCTS) {
      files.push({ path: badgePath(slug, p.id), svg: stripBadge(row, p.id) });
      for (const r of REVISIONS) {
        const seen = observed.get(observedKey(row.id, p.id, r.id));
        const cell = cellAt(row, p.id, r.id);
        files.push({ path: badgePath(slug, p.id, r.id), svg: cellBadge(row, p.id, r.id, seen ? { ...cell, observed: seen } : cell) });
      }
    }
  }
  return files;
}
