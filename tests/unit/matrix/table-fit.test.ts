import { test } from 'node:test';
import assert from 'node:assert/strict';
import {
  BESIDE_DRAWER,
  CARDS_BELOW,
  DRAWER_SIDE_FROM,
  DRAWER_WIDTH,
  ROOMY,
  TIGHT,
  bandMedia,
  columnHoldsATile,
  longestHeadingPiece,
  revisionFont,
  screenWidthNeeded,
  tableFit,
  type WidthBand,
} from '../../../src/lib/matrix/table-fit.ts';

const dated = (n: number) => Array.from({ length: n }, (_, i) => `${2024 + Math.floor(i / 2)}-${i % 2 ? '11' : '06'}-0${(i % 9) + 1}`);
const inBand = (band: WidthBand | undefined, width: number) => !!band && width >= band.from && (band.to === undefined || width < band.to);

test('a revision heading breaks after its hyphens: its widest piece keeps its hyphen', () => {
  assert.equal(longestHeadingPiece(['2024-11-05']), 5);
  assert.equal(longestHeadingPiece(['2024-11-05', 'draft-2026']), 6);
  assert.equal(longestHeadingPiece(['next']), 4);
  assert.equal(longestHeadingPiece([]), 0);
});

test('every layout’s column holds a tile, and its revision headings get the largest font their widest piece fits in', () => {
  for (const layout of [ROOMY, TIGHT, BESIDE_DRAWER]) {
    assert.ok(columnHoldsATile(layout), JSON.stringify(layout));
    for (const ids of [['2024-11-05'], ['2025-draft-preview'], ['2026-11-25', 'a-much-longer-revision-name']]) {
      const font = revisionFont(layout, ids);
      assert.ok(font <= layout.revisionFont, `${font} > ${layout.revisionFont}`);
      // 0.61em a monospace character (table-fit.ts): the piece fits the column.
      assert.ok(longestHeadingPiece(ids) * 0.61 * font <= layout.column, `${ids}: ${font}rem in ${layout.column}rem`);
    }
  }
  // Dated revisions keep the layouts' own sizes.
  assert.equal(revisionFont(ROOMY, ['2024-11-05']), ROOMY.revisionFont);
  assert.equal(revisionFont(TIGHT, ['2024-11-05']), TIGHT.revisionFont);
  assert.ok(revisionFont(TIGHT, ['a-much-longer-revision-name']) < TIGHT.revisionFont);
});

test('the table needs more room with more products and revisions, and the tight layout never more than the roomy one', () => {
  const ids = dated(5);
  assert.ok(screenWidthNeeded(ROOMY, 7, ids) > screenWidthNeeded(ROOMY, 6, ids));
  assert.ok(screenWidthNeeded(ROOMY, 6, dated(6)) > screenWidthNeeded(ROOMY, 6, ids));
  for (let products = 1; products <= 12; products++)
    for (let revisions = 1; revisions <= 12; revisions++) {
      const r = dated(revisions);
      assert.ok(screenWidthNeeded(TIGHT, products, r) <= screenWidthNeeded(ROOMY, products, r));
      assert.ok(screenWidthNeeded(BESIDE_DRAWER, products, r) <= screenWidthNeeded(TIGHT, products, r));
    }
});

test('at every screen width from the cards up, the table in its layout fits, or it scrolls in its region (any number of columns)', () => {
  for (let products = 1; products <= 14; products++)
    for (let revisions = 1; revisions <= 12; revisions++) {
      const ids = dated(revisions);
      const fit = tableFit(products, ids);
      for (let width = CARDS_BELOW; width <= 200; width += 0.25) {
        const where = `${products} × ${revisions} at ${width}rem`;
        const layout = inBand(fit.tight, width) ? TIGHT : ROOMY;
        if (!inBand(fit.scrolls, width))
          assert.ok(screenWidthNeeded(layout, products, ids) <= width, `${where}: the table is wider than the screen`);
        // Beside the drawer (from DRAWER_SIDE_FROM the page makes room for it).
        if (width >= DRAWER_SIDE_FROM && !inBand(fit.scrollsBesideDrawer, width))
          assert.ok(
            screenWidthNeeded(BESIDE_DRAWER, products, ids) + DRAWER_WIDTH <= width,
            `${where}: the table is wider than the room beside the drawer`,
          );
        // No scrolling where the layout fits.
        if (inBand(fit.scrolls, width))
          assert.ok(screenWidthNeeded(TIGHT, products, ids) > width - 0.01, `${where}: scrolls though it fits`);
      }
    }
});

test('six products by five revisions: the roomy table from 85.35rem, the tight one below, never a scrolling region', () => {
  const fit = tableFit(6, dated(5));
  assert.deepEqual(fit.tight, { from: CARDS_BELOW, to: 85.35 });
  assert.equal(fit.scrolls, undefined);
  assert.equal(fit.scrollsBesideDrawer, undefined);
});

test('seven products by six revisions: the tight table fits 1440 px (90rem); narrower, and beside the drawer, it scrolls', () => {
  const fit = tableFit(7, dated(6));
  assert.ok(inBand(fit.tight, 90));
  assert.ok(!inBand(fit.scrolls, 90));
  assert.ok(inBand(fit.scrolls, 80));
  assert.ok(inBand(fit.scrollsBesideDrawer, 90));
  assert.ok(!inBand(fit.scrollsBesideDrawer, 120));
});

test('a band is a media query, its end excluded', () => {
  assert.equal(bandMedia({ from: 75 }), '(min-width:75rem)');
  assert.equal(bandMedia({ from: 75, to: 85.35 }), '(min-width:75rem) and (max-width:85.34rem)');
});
