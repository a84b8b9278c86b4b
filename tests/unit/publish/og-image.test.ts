import { test } from 'node:test';
import assert from 'node:assert/strict';
import { PRODUCTS, REVISIONS, getVerdict, VERDICT_DETAILS } from '../../../src/lib/register/axes.ts';
import { OG_HEIGHT, OG_WIDTH, ogImagePath, previewCards, rowCardSvg, verdictCounts, wrapText } from '../../../src/lib/publish/og-image.ts';
import { textWidth, type BadgeRow } from '../../../src/lib/publish/badges.ts';
import { renderPng } from '../../../scripts/lib/render-images.ts';

function row(
  id: string,
  title: string,
  verdict: 'honest' | 'overclaim' = 'honest',
): BadgeRow & { audit: { status: string; commit: string | null } } {
  const cells = Object.fromEntries(
    PRODUCTS.map((p) => [p.id, Object.fromEntries(REVISIONS.map((r) => [r.id, { verdict, basis: 'stated' as const }]))]),
  ) as BadgeRow['cells'];
  return { id, title, cells, audit: { status: 'current', commit: '2a93f3f64' } };
}

test('long titles wrap to the width and the last line is shortened', () => {
  const lines = wrapText('one two three four five six seven eight nine ten', 40, 300, 2);
  assert.equal(lines.length, 2);
  for (const l of lines) assert.ok(textWidth(l, 40) <= 300, l);
  assert.ok(lines[1]!.endsWith('…'));
  assert.deepEqual(wrapText('short', 40, 300, 2), ['short']);
});

test('a row card shows id, title, audit and a legend of the verdicts in words', () => {
  const svg = rowCardSvg(row('CAP-17', 'resources.subscribe & more', 'overclaim'));
  assert.ok(svg.includes('>CAP-17</text>'));
  assert.ok(svg.includes('>resources.subscribe &amp; more</text>'));
  assert.ok(svg.includes('>Audit: current at 2a93f3f64</text>'));
  assert.ok(svg.includes(`>${getVerdict('overclaim').symbol} overclaim</text>`));
  assert.equal(
    (svg.match(new RegExp(`fill="${VERDICT_DETAILS.overclaim.light.bg}"`, 'g')) ?? []).length,
    PRODUCTS.length * REVISIONS.length + 1,
  );
  assert.ok(svg.includes(`width="${OG_WIDTH}" height="${OG_HEIGHT}"`));
});

test('cards render to 1200×630 PNGs, the same bytes every time', () => {
  const svg = rowCardSvg(row('CAP-01', 'roots'));
  const png = renderPng(svg);
  assert.equal(png.subarray(1, 4).toString('latin1'), 'PNG');
  assert.equal(png.subarray(12, 16).toString('latin1'), 'IHDR');
  assert.equal(png.readUInt32BE(16), 1200);
  assert.equal(png.readUInt32BE(20), 630);
  assert.ok(png.equals(renderPng(svg)));
});

test('one card per row, one for the matrix and one per product, with counts', () => {
  const cards = previewCards([row('CAP-01', 'a'), row('CAP-02', 'b', 'overclaim')], (id) => id.toLowerCase());
  assert.deepEqual(
    cards.map((c) => c.path),
    ['og/capabilities/cap-01.png', 'og/capabilities/cap-02.png', 'og/matrix.png', ...PRODUCTS.map((p) => ogImagePath({ product: p.id }))],
  );
  const perRow = PRODUCTS.length * REVISIONS.length;
  assert.ok(cards[2]!.svg.includes(`<title>Revision × product matrix: honest ${perRow}, overclaim ${perRow}</title>`));
  assert.ok(cards[3]!.svg.includes(`honest ${REVISIONS.length}, overclaim ${REVISIONS.length}</title>`));
  assert.deepEqual(
    [...verdictCounts([{ verdict: 'honest' }, { verdict: 'honest' }, { verdict: 'absent' }])],
    [
      ['honest', 2],
      ['absent', 1],
    ],
  );
});

test('basis marks on a row card are explained in words', () => {
  const r = row('CAP-09', 't');
  r.cells.mcpx = { ...r.cells.mcpx, '2025-11-25': { verdict: 'honest', basis: 'inferred' } };
  const svg = rowCardSvg(r);
  assert.ok(svg.includes('>✓ ≈</text>'));
  assert.ok(svg.includes('>≈ inferred</text>'));
  assert.ok(!rowCardSvg(row('CAP-09', 't')).includes('inferred'));
});

test('an outlined card (text shaped once, reused as paths) renders as the card does', async () => {
  const { Resvg } = await import('@resvg/resvg-js');
  const { RENDER_OPTIONS, TextOutlines } = await import('../../../scripts/lib/render-images.ts');
  const { BADGE_FONT_FAMILY } = await import('../../../src/lib/publish/badges.ts');
  const outlines = new TextOutlines(BADGE_FONT_FAMILY);
  for (const svg of [rowCardSvg(row('CAP-01', 'roots listChanged & more')), rowCardSvg(row('CAP-02', 'sampling', 'overclaim'))]) {
    const outlined = outlines.outline(svg);
    assert.doesNotMatch(outlined, /<text/);
    const a = new Resvg(svg, RENDER_OPTIONS).render().pixels;
    const b = new Resvg(outlined, RENDER_OPTIONS).render().pixels;
    let differing = 0;
    let worst = 0;
    for (let i = 0; i < a.length; i++) {
      const d = Math.abs(a[i]! - b[i]!);
      if (d) differing++;
      worst = Math.max(worst, d);
    }
    assert.ok(differing < a.length / 10_000, `${differing} channel values differ`);
    assert.ok(worst <= 32, `largest difference ${worst}`);
  }
});
