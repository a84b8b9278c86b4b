/**
 * The stylesheet generated from the axes (`/verdicts.css`): each verdict's tile colours in
 * light and dark schemes, each basis mark, the matrix table's widths and where each fits (or
 * scrolls in its region) for this many products and revisions, and where each product and
 * revision sits in a phone card. Generated from `VERDICTS`, `VERDICT_DETAILS`, `BASES`,
 * `PRODUCTS` and `REVISIONS` so no second palette or list of ids exists, and no width
 * depends on today's count of columns; served as a file because the CSP allows no inline style.
 */
import { BASES, PRODUCTS, REVISIONS, VERDICTS, VERDICT_DETAILS, type TileColours } from '../register/axes.ts';
import {
  BESIDE_DRAWER,
  CARDS_BELOW,
  DRAWER_SIDE_FROM,
  ROOMY,
  TIGHT,
  bandMedia,
  revisionFont,
  tableFit,
  type TableLayout,
} from './table-fit.ts';

/** Below this width the matrix is a list of cards, one per row (table-fit.ts). */
const CARD_MEDIA = `(max-width:${(CARDS_BELOW - 0.01).toFixed(2)}rem)`;

/** A length in rem, as short as CSS allows (the stylesheet is loaded with the matrix, and counts in its page weight). */
const rem = (n: number) => `${n}rem`.replace(/^0\./, '.');

/**
 * A table layout's widths, as the custom properties global.css sizes the table by, set on the
 * table's region under `scope` (a selector before it, or none); and the spec column hidden where the layout has none.
 */
function layoutRules(layout: TableLayout, revisionIds: readonly string[], scope: string): string {
  const widths = `${scope}#matrix-wrap{--row-head:${rem(layout.rowHead)};--column:${rem(layout.column)};--revision-font:${rem(revisionFont(layout, revisionIds))}}`;
  return layout.spec ? widths : `${widths}${scope}.matrix :is(.spec,.spec-head){display:none}`;
}

/** A table wider than the room it has scrolls in its region (MatrixTable.astro), its row headers kept in view at the left. */
function scrollRules(scope: string): string {
  return `${scope}#matrix-wrap{overflow-x:auto;scroll-padding-left:var(--row-head)}${scope}.matrix :is(.row-head,.corner){position:sticky;left:0;z-index:1}`;
}

/** The table's widths per layout, and where it scrolls in its region, for the axes' numbers of products and revisions. */
function tableRules(): string[] {
  const revisionIds = REVISIONS.map((r) => r.id);
  const fit = tableFit(PRODUCTS.length, revisionIds);
  const drawerOpen = '.drawer-open ';
  const out = [`@media ${bandMedia({ from: CARDS_BELOW })}{${layoutRules(ROOMY, revisionIds, '')}}`];
  if (fit.tight) out.push(`@media ${bandMedia(fit.tight)}{${layoutRules(TIGHT, revisionIds, '')}}`);
  out.push(`@media ${bandMedia({ from: DRAWER_SIDE_FROM })}{${layoutRules(BESIDE_DRAWER, revisionIds, drawerOpen)}}`);
  if (fit.scrolls) out.push(`@media ${bandMedia(fit.scrolls)}{${scrollRules('')}}`);
  if (fit.scrollsBesideDrawer) out.push(`@media ${bandMedia(fit.scrollsBesideDrawer)}{${scrollRules(drawerOpen)}}`);
  return out;
}

const cssString = (s: string) => `"${s.replace(/["\\]/g, (c) => `\\${c}`)}"`;

function palette(scheme: 'light' | 'dark'): string {
  return VERDICTS.map((v) => {
    const c: TileColours = VERDICT_DETAILS[v.id][scheme];
    return `--v-${v.id}-bg:${c.bg};--v-${v.id}-fg:${c.fg};`;
  }).join('');
}

/** The generated stylesheet's text. */
export function verdictStylesheet(): string {
  const out: string[] = [];
  out.push(`:root{${palette('light')}}`);
  out.push(`@media (prefers-color-scheme: dark){:root{${palette('dark')}}}`);
  // Any element carrying data-v sets the tile colours for its .tile (and a matrix cell's link).
  for (const v of VERDICTS) out.push(`[data-v="${v.id}"]{--tb:var(--v-${v.id}-bg);--tf:var(--v-${v.id}-fg)}`);
  const faded = VERDICTS.filter((v) => v.faded).map((v) => `[data-v="${v.id}"]`);
  if (faded.length) out.push(`:is(${faded.join(',')}){--tb:transparent;--tf:var(--muted)}`);
  // Basis marks: a mark after the symbol (never colour alone), an outline style per basis; the
  // mark's alternative text is empty because the tile's words already say the basis.
  for (const b of BASES) {
    if (b.mark)
      out.push(
        `[data-b="${b.id}"] .tile::after,[data-b="${b.id}"]>:is(a,i)::after{content:${cssString(b.mark)};content:${cssString(b.mark)}/""}`,
      );
  }
  // A server-rendered tile prints only its words (visually hidden); its symbol is drawn here,
  // with empty alternative text so it is not read twice (the first declaration is the fallback).
  // So is a summary count's (an empty <i class="tile"> in its link, MatrixSummary.astro): an <i>
  // right inside an element carrying data-v is such a tile, and is one nowhere else.
  for (const v of VERDICTS) out.push(`[data-v="${v.id}"]>i::before{content:${cssString(v.symbol)};content:${cssString(v.symbol)}/""}`);
  // A line between groups of columns: before each product's first revision, or each revision's first product.
  out.push(
    `.matrix.by-product :is(th[data-r="${REVISIONS[0].id}"],td:nth-child(${REVISIONS.length}n+3)),.matrix.by-revision :is(th[data-p="${PRODUCTS[0].id}"],td:nth-child(${PRODUCTS.length}n+3)){border-left:2px solid var(--border)}`,
  );
  out.push(...tableRules());
  // Phone cards: each product on its own line, each revision in its own column (a card's grid
  // has a column per revision, global.css), the spec symbols on the line after the last product.
  // Placed by position (children 1 and 2 are the row header and the spec cell), so the
  // server-rendered table is laid out before any script runs, in either column order.
  const P = PRODUCTS.length;
  const R = REVISIONS.length;
  out.push(`.matrix{--revisions:${R};--spec-row:${P + 2}}`);
  out.push(`@media ${CARD_MEDIA}{`);
  for (let i = 0; i < P; i++) {
    out.push(
      `.by-product td:nth-child(n+${3 + i * R}):nth-child(-n+${2 + (i + 1) * R}),.by-revision td:nth-child(${P}n+${3 + i}){grid-row:${i + 2}}`,
    );
  }
  for (let j = 0; j < R; j++) {
    out.push(
      `.by-product td:nth-child(${R}n+${3 + j}),.by-revision td:nth-child(n+${3 + j * P}):nth-child(-n+${2 + (j + 1) * P}){grid-column:${j + 2}}`,
    );
  }
  // The first revision's cell also holds the product's name, in the label column.
  const firstRevision = (i: number) => `.by-product td:nth-child(${3 + i * R}),.by-revision td:nth-child(${3 + i})`;
  out.push(`${PRODUCTS.map((_, i) => firstRevision(i)).join(',')}{grid-column:1/span 2;display:flex;align-items:center;gap:.25rem}`);
  out.push(`:is(${PRODUCTS.map((_, i) => firstRevision(i)).join(',')})>:is(a,i){flex:1}`);
  PRODUCTS.forEach((p, i) => out.push(`:is(${firstRevision(i)})::before{content:${cssString(p.name)}}`));
  out.push(`.matrix .sub-head th[data-p="${PRODUCTS[0].id}"]{display:block}`);
  out.push(`.matrix .sub-head th[data-r="${REVISIONS[0].id}"]{grid-column:2}`);
  out.push('}');
  return out.join('\n') + '\n';
}

/** WCAG relative luminance of a `#rrggbb` colour. */
export function luminance(hex: string): number {
  const m = /^#([0-9a-f]{2})([0-9a-f]{2})([0-9a-f]{2})$/i.exec(hex);
  if (!m) throw new Error(`not a #rrggbb colour: ${hex}`);
  const [r, g, b] = m.slice(1).map((h) => {
    const c = parseInt(h, 16) / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  }) as [number, number, number];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/** WCAG contrast ratio of two `#rrggbb` colours (1–21). */
export function contrast(a: string, b: string): number {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (hi + 0.05) / (lo + 0.05);
}
