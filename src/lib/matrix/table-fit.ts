/**
 * How wide the matrix table must be, from its numbers of products and revisions, and at which
 * screen widths each of its table layouts fits. /verdicts.css (verdict-style.ts) writes these
 * widths and media queries, so whatever the content, the table takes the roomiest layout that
 * fits, or scrolls sideways in its own region where none does; the page itself never scrolls
 * sideways. All lengths are in rem (16 px), as in the stylesheets.
 */

/** The widths of one table layout of the matrix. */
export interface TableLayout {
  /** The row-header column (a row's id and title, in at most two lines). */
  rowHead: number;
  /** One verdict column: a tile and its padding, and the widest piece of a revision heading. */
  column: number;
  /** The revision headings' largest font size: smaller where the widest piece of a heading would not fit the column (revisionFont()). */
  revisionFont: number;
  /** Whether the spec column shows (one lifecycle symbol per revision). */
  spec: boolean;
}

/** The full table on a wide screen. */
export const ROOMY: TableLayout = { rowHead: 11, column: 2.2, revisionFont: 0.66, spec: true };
/** The table where the roomy one does not fit: narrower columns, smaller revision headings. */
export const TIGHT: TableLayout = { rowHead: 9, column: 1.7, revisionFont: 0.55, spec: true };
/** The table beside the open drawer (from DRAWER_SIDE_FROM): the spec column gives way too. */
export const BESIDE_DRAWER: TableLayout = { rowHead: 8, column: 1.7, revisionFont: 0.55, spec: false };

/** Below this width the matrix is a list of cards, one per row (global.css and the card placement in /verdicts.css). */
export const CARDS_BELOW = 75;
/** From this width the drawer sits beside the table (the page makes room for it); narrower, it lies over the table. */
export const DRAWER_SIDE_FROM = 90;
/** The drawer's width beside the table (global.css: min(24rem, 30vw), which is 24rem from 80rem up). */
export const DRAWER_WIDTH = 24;

/** What the table needs besides its columns: main's padding (1rem a side) and room for a classic vertical scroll bar. */
const PAGE_MARGINS = 2 + 1;
/** A tile's least width (global.css: `.matrix td[data-v] > :is(a, i)`) and its cell's padding (2px a side). */
const TILE_WIDTH = 1.4;
const TILE_PADDING = 0.25;
/** The 2px line before each group of columns (each product's, or each revision's). */
const GROUP_LINE = 0.125;
/** One lifecycle symbol of the spec column (0.75rem, letter-spaced; a wide fallback glyph is 1em), and the cell's padding. */
const SPEC_SYMBOL = 0.8;
const SPEC_PADDING = 0.6;
/** A monospace character's advance, in em (0.6 in the common monospace fonts; a little more, to be safe). */
const MONO_ADVANCE = 0.61;

/** The longest piece of any revision id a heading can be broken into (each piece keeps its trailing hyphen): "2024-" of "2024-11-05". */
export function longestHeadingPiece(revisionIds: readonly string[]): number {
  return Math.max(0, ...revisionIds.flatMap((id) => id.split(/(?<=-)/).map((piece) => piece.length)));
}

/** Does a verdict column of this layout hold a tile and its cell's padding? */
export function columnHoldsATile(layout: TableLayout): boolean {
  return layout.column >= TILE_WIDTH + TILE_PADDING;
}

/**
 * The revision headings' font size in this layout: its largest, or less where the widest piece of a
 * heading (a heading breaks after its hyphens: "2024-" above "11-05") would be wider than the column.
 */
export function revisionFont(layout: TableLayout, revisionIds: readonly string[]): number {
  const fits = layout.column / (Math.max(1, longestHeadingPiece(revisionIds)) * MONO_ADVANCE);
  return Math.min(layout.revisionFont, Math.floor(fits * 100) / 100);
}

/** The least screen width, in rem, at which the table in this layout fits without scrolling sideways. */
export function screenWidthNeeded(layout: TableLayout, products: number, revisionIds: readonly string[]): number {
  const revisions = revisionIds.length;
  const spec = layout.spec ? revisions * SPEC_SYMBOL + SPEC_PADDING : 0;
  return PAGE_MARGINS + layout.rowHead + spec + products * revisions * layout.column + Math.max(products, revisions) * GROUP_LINE;
}

/** Screen widths (rem, `to` excluded) of a layout or a sideways-scrolling region; `to` is undefined for "and wider". */
export interface WidthBand {
  from: number;
  to?: number;
}

/** Where each table layout applies and where the table scrolls in its own region, for this many products and revisions. */
export interface TableFit {
  /** The tight layout: from the cards up to where the roomy layout fits (undefined: the roomy one always fits). */
  tight: WidthBand | undefined;
  /** Where even the tight table is wider than the screen: it scrolls in its region (undefined: it always fits). */
  scrolls: WidthBand | undefined;
  /** Where, with the drawer open beside it, the table is wider than the room left: it scrolls in its region. */
  scrollsBesideDrawer: WidthBand | undefined;
}

/** Round up to a hundredth of a rem, so a band never ends before the width it must cover. */
const up = (rem: number) => Math.ceil(rem * 100) / 100;

/** Where the roomy and tight layouts apply, and where the table scrolls in its region, with and without the drawer beside it. */
export function tableFit(products: number, revisionIds: readonly string[]): TableFit {
  const roomyFits = up(screenWidthNeeded(ROOMY, products, revisionIds));
  const tightFits = up(screenWidthNeeded(TIGHT, products, revisionIds));
  const besideDrawerFits = up(screenWidthNeeded(BESIDE_DRAWER, products, revisionIds) + DRAWER_WIDTH);
  return {
    tight: roomyFits > CARDS_BELOW ? { from: CARDS_BELOW, to: roomyFits } : undefined,
    scrolls: tightFits > CARDS_BELOW ? { from: CARDS_BELOW, to: tightFits } : undefined,
    scrollsBesideDrawer: besideDrawerFits > DRAWER_SIDE_FROM ? { from: DRAWER_SIDE_FROM, to: besideDrawerFits } : undefined,
  };
}

/** A media query for screens in a band. */
export function bandMedia(band: WidthBand): string {
  const from = `(min-width:${band.from}rem)`;
  return band.to === undefined ? from : `${from} and (max-width:${(band.to - 0.01).toFixed(2)}rem)`;
}
