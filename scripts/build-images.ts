/**
 * Build step after Astro: the verdict badges (SVG) and the link-preview images (PNG),
 * generated from the built `/matrix.json` — the output of the same `buildMatrix` the pages
 * use — straight into the output folder. Writing ~37 small files per row directly costs a
 * fraction of what as many Astro endpoints would (see README, Benchmark).
 *
 * PNGs are rendered with resvg from the SVG cards, with the DejaVu Sans font shipped in an
 * npm package and no system fonts, so every machine renders the same bytes.
 *
 * `REGISTER_SKIP_IMAGES=1` skips this step (the benchmark uses it to measure its cost).
 */
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { Resvg, type ResvgRenderOptions } from '@resvg/resvg-js';
import { badgeFiles } from '../src/lib/badges.ts';
import { rowSlug } from '../src/lib/matrix.ts';
import type { MatrixExport } from '../src/lib/matrix-export.ts';
import { previewCards } from '../src/lib/og-image.ts';

const require = createRequire(import.meta.url);
const fontDir = join(dirname(require.resolve('dejavu-fonts-ttf/package.json')), 'ttf');

export const RENDER_OPTIONS: ResvgRenderOptions = {
  font: {
    fontFiles: [join(fontDir, 'DejaVuSans.ttf'), join(fontDir, 'DejaVuSans-Bold.ttf')],
    loadSystemFonts: false,
    defaultFontFamily: 'DejaVu Sans',
  },
};

/** Render one SVG to PNG bytes. */
export function renderPng(svg: string): Buffer {
  return new Resvg(svg, RENDER_OPTIONS).render().asPng();
}

function write(root: string, path: string, data: string | Buffer, dirs: Set<string>) {
  const file = join(root, path);
  const dir = dirname(file);
  if (!dirs.has(dir)) {
    mkdirSync(dir, { recursive: true });
    dirs.add(dir);
  }
  writeFileSync(file, data);
}

/** Write every badge and preview image into the built site at `root`; returns counts. */
export function buildImages(root: string): { badges: number; previews: number } {
  const exported = JSON.parse(readFileSync(join(root, 'matrix.json'), 'utf8')) as MatrixExport;
  const dirs = new Set<string>();
  const badges = badgeFiles(exported.rows, rowSlug);
  for (const b of badges) write(root, b.path, b.svg, dirs);
  const cards = previewCards(exported.rows, rowSlug);
  for (const c of cards) write(root, c.path, renderPng(c.svg), dirs);
  return { badges: badges.length, previews: cards.length };
}

if (import.meta.main) {
  const root = process.argv[2] ?? 'dist';
  const started = performance.now();
  const counts = buildImages(root);
  console.log(`${counts.badges} badges, ${counts.previews} preview images in ${((performance.now() - started) / 1000).toFixed(1)} s`);
}
