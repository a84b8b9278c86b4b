import { test } from 'node:test';
import assert from 'node:assert/strict';
import { BASES, PRODUCTS, REVISIONS, VERDICTS, VERDICT_DETAILS } from '../../../src/lib/register/axes.ts';
import { contrast, verdictStylesheet } from '../../../src/lib/matrix/verdict-style.ts';
import { CARDS_BELOW, ROOMY, TIGHT, bandMedia, tableFit } from '../../../src/lib/matrix/table-fit.ts';

test('every verdict gets its colours in both schemes and a rule that applies them', () => {
  const css = verdictStylesheet();
  for (const v of VERDICTS) {
    assert.ok(css.includes(`--v-${v.id}-bg:${VERDICT_DETAILS[v.id].light.bg}`), `${v.id} light`);
    assert.ok(css.includes(`--v-${v.id}-bg:${VERDICT_DETAILS[v.id].dark.bg}`), `${v.id} dark`);
    assert.ok(css.includes(`[data-v="${v.id}"]{--tb:var(--v-${v.id}-bg)`), `${v.id} rule`);
  }
  for (const b of BASES.filter((b) => b.mark)) assert.ok(css.includes(`content:"${b.mark}"`), b.id);
});

test('non-faded verdicts have distinct colours, and every tile symbol reaches AA contrast (4.5:1) in both schemes', () => {
  const solid = VERDICTS.filter((v) => !v.faded);
  for (const scheme of ['light', 'dark'] as const) {
    assert.equal(new Set(solid.map((v) => VERDICT_DETAILS[v.id][scheme].bg)).size, solid.length, `${scheme}: one colour per verdict`);
    for (const v of VERDICTS) {
      const c = VERDICT_DETAILS[v.id][scheme];
      assert.ok(contrast(c.bg, c.fg) >= 4.5, `${v.id} ${scheme}: ${contrast(c.bg, c.fg)}`);
    }
  }
});

test('contrast is the WCAG ratio', () => {
  assert.equal(Math.round(contrast('#000000', '#ffffff')), 21);
  assert.equal(contrast('#777777', '#777777'), 1);
});

test('the symbol of every verdict is drawn, with empty alternative text, for a matrix cell and for a summary count', () => {
  const css = verdictStylesheet();
  for (const v of VERDICTS) {
    const rule = css.split('\n').find((line) => line.includes(`[data-v="${v.id}"]>i::before`));
    assert.ok(rule, `${v.id}: no rule draws its symbol`);
    // Unscoped: it serves the matrix's cells and the summary's counts alike.
    assert.ok(rule.startsWith(`[data-v="${v.id}"]>i::before`), `${v.id}: ${rule}`);
    assert.ok(rule.includes(`content:"${v.symbol}"/""`), `${v.id}: ${rule}`);
  }
});

test('the table’s widths, and where it scrolls in its region, follow the numbers of products and revisions (table-fit.ts)', () => {
  const css = verdictStylesheet();
  const fit = tableFit(
    PRODUCTS.length,
    REVISIONS.map((r) => r.id),
  );
  // A card has a column per revision and a line per product, then the spec line.
  assert.ok(css.includes(`.matrix{--revisions:${REVISIONS.length};--spec-row:${PRODUCTS.length + 2}}`));
  assert.ok(css.includes(`@media ${bandMedia({ from: CARDS_BELOW })}{#matrix-wrap{--row-head:${ROOMY.rowHead}rem;`));
  assert.equal(css.includes(`#matrix-wrap{--row-head:${TIGHT.rowHead}rem;`), !!fit.tight);
  assert.equal(css.includes('#matrix-wrap{overflow-x:auto'), !!fit.scrolls);
  assert.equal(css.includes('.drawer-open #matrix-wrap{overflow-x:auto'), !!fit.scrollsBesideDrawer);
  if (fit.scrolls) assert.ok(css.includes(`@media ${bandMedia(fit.scrolls)}{#matrix-wrap{overflow-x:auto`));
  // Nothing else of the page scrolls inside the matrix: only its region, and only where the table does not fit.
  assert.equal(css.match(/overflow-x:auto/g)?.length ?? 0, Number(!!fit.scrolls) + Number(!!fit.scrollsBesideDrawer));
});
