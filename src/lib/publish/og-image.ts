/**
 * Link-preview cards (Open Graph / Twitter): 1200×630 SVGs that the build renders to PNG.
 * A row's card shows its id, title, audit and its product × revision grid (symbol and
 * colour from `VERDICTS`, basis mark from `BASES`, and a legend of the verdicts shown in
 * words); the matrix page's and each product page's card show verdict counts.
 */
import {
  BASES,
  PRODUCTS,
  REVISIONS,
  VERDICTS,
  VERDICT_DETAILS,
  getBasis,
  getVerdict,
  type BasisId,
  type VerdictId,
} from '../register/axes.ts';
import { BADGE_FONT_FAMILY, BADGE_LABEL, fitText, textWidth, type BadgeRow } from './badges.ts';
import { escapeXml } from './xml.ts';
import { productDetails } from '../content/axes.ts';
import { cellAt } from '../lookup/at.ts';

export const OG_WIDTH = 1200;
export const OG_HEIGHT = 630;
const MARGIN = 48;
const MUTED = '#57606a';

/** Split `text` into at most `maxLines` lines that fit `width` px at `size` px; the last is shortened with an ellipsis. */
export function wrapText(text: string, size: number, width: number, maxLines: number): string[] {
  const words = text.split(/\s+/).filter(Boolean);
  const lines: string[] = [];
  let line = '';
  for (const [i, word] of words.entries()) {
    const next = line ? `${line} ${word}` : word;
    if (textWidth(next, size) <= width || !line) {
      line = next;
      continue;
    }
    if (lines.length === maxLines - 1) {
      line = `${line} ${words.slice(i).join(' ')}`;
      break;
    }
    lines.push(line);
    line = word;
  }
  if (line) lines.push(line);
  return lines.map((l, i) => (i === lines.length - 1 ? fitText(l, size, width) : l));
}

function text(x: number, y: number, content: string, size: number, fill: string, extra = ''): string {
  return `<text x="${x}" y="${y}" fill="${fill}" font-size="${size}"${extra}>${escapeXml(content)}</text>`;
}

function card(title: string, body: string): string {
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${OG_WIDTH}" height="${OG_HEIGHT}" viewBox="0 0 ${OG_WIDTH} ${OG_HEIGHT}" role="img">` +
    `<title>${escapeXml(title)}</title>` +
    `<rect width="${OG_WIDTH}" height="${OG_HEIGHT}" fill="#ffffff"/>` +
    `<rect width="${OG_WIDTH}" height="64" fill="${BADGE_LABEL.bg}"/>` +
    `<g font-family="${BADGE_FONT_FAMILY}">` +
    text(MARGIN, 42, 'MCP capability register', 26, BADGE_LABEL.fg, ' font-weight="bold"') +
    body +
    `</g></svg>\n`
  );
}

/** A legend line: each verdict shown, as its symbol and word on its colour; then each basis mark shown, in words. */
function legend(verdicts: readonly VerdictId[], marks: readonly BasisId[], y: number, size: number): string {
  let x = MARGIN;
  let out = '';
  for (const v of VERDICTS.filter((v) => verdicts.includes(v.id))) {
    const label = `${v.symbol} ${v.label}`;
    const w = textWidth(label, size) + 16;
    if (x + w > OG_WIDTH - MARGIN) break;
    out += `<rect x="${x}" y="${y - size - 4}" width="${w}" height="${size + 14}" rx="4" fill="${VERDICT_DETAILS[v.id].light.bg}" stroke="${VERDICT_DETAILS[v.id].light.fg}"/>`;
    out += text(x + 8, y + 2, label, size, VERDICT_DETAILS[v.id].light.fg);
    x += w + 10;
  }
  for (const b of BASES.filter((b) => marks.includes(b.id))) {
    const label = `${b.mark} ${b.id === 'unknown' ? 'basis unknown' : b.label}`;
    const w = textWidth(label, size);
    if (x + w > OG_WIDTH - MARGIN) break;
    out += text(x, y + 2, label, size, MUTED);
    x += w + 16;
  }
  return out;
}

/** The preview card of a register row. */
export function rowCardSvg(row: BadgeRow & { audit: { status: string; commit: string | null } }): string {
  const titleLines = wrapText(row.title, 40, OG_WIDTH - 2 * MARGIN, 2);
  let body = text(MARGIN, 124, row.id, 36, BADGE_LABEL.bg, ' font-weight="bold"');
  titleLines.forEach((line, i) => (body += text(MARGIN, 174 + i * 48, line, 40, BADGE_LABEL.bg)));
  const auditY = 174 + titleLines.length * 48 + 4;
  body += text(
    MARGIN,
    auditY,
    `Audit: ${row.audit.status}${row.audit.commit ? ` at ${row.audit.commit}` : ' (no commit named)'}`,
    24,
    MUTED,
  );

  // The grid: products down, revisions across, each cell its verdict's symbol (and basis mark).
  const rowHeight = 34;
  const head = 180;
  const col = (OG_WIDTH - 2 * MARGIN - head) / REVISIONS.length;
  const top = OG_HEIGHT - MARGIN - 36 - rowHeight * (PRODUCTS.length + 1);
  const seen = new Set<VerdictId>();
  const marks = new Set<BasisId>();
  REVISIONS.forEach((r, i) => (body += text(MARGIN + head + i * col + 10, top + 24, r.id, 20, MUTED)));
  PRODUCTS.forEach((p, j) => {
    const y = top + rowHeight * (j + 1);
    body += text(MARGIN, y + 24, fitText(p.name, 20, head - 10), 20, BADGE_LABEL.bg);
    REVISIONS.forEach((r, i) => {
      const cell = cellAt(row, p.id, r.id);
      const v = getVerdict(cell.verdict);
      seen.add(v.id);
      const mark = getBasis(cell.basis).mark;
      if (mark) marks.add(cell.basis);
      const x = MARGIN + head + i * col;
      body += `<rect x="${x}" y="${y}" width="${col - 4}" height="${rowHeight - 4}" fill="${VERDICT_DETAILS[v.id].light.bg}"/>`;
      body += text(
        x + (col - 4) / 2,
        y + 23,
        `${v.symbol}${mark ? ` ${mark}` : ''}`,
        20,
        VERDICT_DETAILS[v.id].light.fg,
        ' text-anchor="middle"',
      );
    });
  });
  body += legend([...seen], [...marks], OG_HEIGHT - MARGIN + 6, 18);
  return card(`${row.id} ${row.title}: audit ${row.audit.status}; verdict per product and revision`, body);
}

/** How many cells have each verdict. */
export function verdictCounts(cells: Iterable<{ verdict: VerdictId }>): Map<VerdictId, number> {
  const counts = new Map<VerdictId, number>();
  for (const c of cells) counts.set(c.verdict, (counts.get(c.verdict) ?? 0) + 1);
  return counts;
}

/** A summary card: heading, a line under it, and the verdict counts as coloured tiles with symbol, word and number. */
export function summaryCardSvg(options: { heading: string; subheading: string; counts: Map<VerdictId, number> }): string {
  const { heading, subheading, counts } = options;
  let body = text(MARGIN, 150, fitText(heading, 56, OG_WIDTH - 2 * MARGIN), 56, BADGE_LABEL.bg, ' font-weight="bold"');
  wrapText(subheading, 28, OG_WIDTH - 2 * MARGIN, 2).forEach((line, i) => (body += text(MARGIN, 205 + i * 38, line, 28, MUTED)));
  const tileW = (OG_WIDTH - 2 * MARGIN - 2 * 16) / 3;
  const tileH = 70;
  VERDICTS.filter((v) => counts.get(v.id)).forEach((v, i) => {
    const x = MARGIN + (i % 3) * (tileW + 16);
    const y = 300 + Math.floor(i / 3) * (tileH + 14);
    body += `<rect x="${x}" y="${y}" width="${tileW}" height="${tileH}" rx="6" fill="${VERDICT_DETAILS[v.id].light.bg}" stroke="${VERDICT_DETAILS[v.id].light.fg}"/>`;
    body += text(
      x + 16,
      y + 46,
      fitText(`${v.symbol} ${v.label}: ${counts.get(v.id)}`, 28, tileW - 24),
      28,
      VERDICT_DETAILS[v.id].light.fg,
    );
  });
  const words = VERDICTS.filter((v) => counts.get(v.id)).map((v) => `${v.label} ${counts.get(v.id)}`);
  return card(`${heading}: ${words.join(', ')}`, body);
}

/** Site path of a preview image: `og/capabilities/cap-17.png`, `og/matrix.png`, `og/clients/mcpx.png`. */
export function ogImagePath(page: { row: string } | { product: string } | 'matrix'): string {
  if (page === 'matrix') return 'og/matrix.png';
  if ('row' in page) return `og/capabilities/${page.row}.png`;
  return `og/clients/${page.product}.png`;
}

/** One preview card to render: the PNG's site path and the SVG to render it from. */
export interface PreviewCard {
  path: string;
  svg: string;
}

/** Every preview card of the site: one per row, the matrix page's, one per product. */
export function previewCards(
  rows: readonly (BadgeRow & { audit: { status: string; commit: string | null } })[],
  slugOf: (id: string) => string,
): PreviewCard[] {
  const cards: PreviewCard[] = rows.map((row) => ({ path: ogImagePath({ row: slugOf(row.id) }), svg: rowCardSvg(row) }));
  const all = rows.flatMap((row) => PRODUCTS.flatMap((p) => REVISIONS.map((r) => cellAt(row, p.id, r.id))));
  cards.push({
    path: ogImagePath('matrix'),
    svg: summaryCardSvg({
      heading: 'Revision × product matrix',
      subheading: `${rows.length} rows × ${PRODUCTS.length} products × ${REVISIONS.length} revisions: which products declare which MCP capabilities, and where a declaration is not true.`,
      counts: verdictCounts(all),
    }),
  });
  for (const p of PRODUCTS) {
    cards.push({
      path: ogImagePath({ product: p.id }),
      svg: summaryCardSvg({
        heading: p.name,
        subheading: `${productDetails(p.id).kind}. Verdicts over ${rows.length} rows × ${REVISIONS.length} revisions.`,
        counts: verdictCounts(rows.flatMap((row) => REVISIONS.map((r) => cellAt(row, p.id, r.id)))),
      }),
    });
  }
  return cards;
}
