/**
 * The verdict badges (SVG) and link-preview images (PNG) of the site.
 *
 * `scripts/build.ts` runs this as its own process *while* Astro builds the pages (the images
 * need only the matrix, and Astro leaves the second core mostly idle), into a side folder:
 *
 *   node scripts/build-images.ts --content <dir> --out <dir>
 *
 * It reads the content the way the content check does, builds the matrix with the same
 * `buildMatrix` and `exportMatrix` as `/matrix.json`, writes `badges/`, `og/` and the
 * `matrix.json` it used; the build then checks that file is byte-identical to the one Astro
 * wrote, so a badge can never disagree with `/matrix.json`, and moves the folders in.
 *
 * PNGs are rendered with resvg from the SVG cards, with the DejaVu Sans font shipped in an
 * npm package and no system fonts, so every machine renders the same bytes.
 */
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { Resvg, type ResvgRenderOptions } from '@resvg/resvg-js';
import { badgeFiles } from '../src/lib/badges.ts';
import { entrySlug, formatProblem, loadContent } from '../src/lib/content-files.ts';
import { buildMatrix, rowSlug } from '../src/lib/matrix.ts';
import { exportMatrix, type MatrixExport } from '../src/lib/matrix-export.ts';
import { previewCards } from '../src/lib/og-image.ts';
import { sortRows } from '../src/lib/register-view.ts';
import { basePath } from '../src/lib/site.ts';

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

/** `/matrix.json` as the site publishes it, from a content folder (same functions, same order as src/pages/matrix.json.ts). */
export function exportFromContent(content: string, base: string): MatrixExport {
  const loaded = loadContent(content);
  if (loaded.problems.length) throw new Error(loaded.problems.map(formatProblem).join('\n'));
  const rows = sortRows(loaded.rows.map((r) => r.data));
  const disputes = loaded.disputes.map((d) => d.data).sort((a, b) => a.id.localeCompare(b.id));
  const notes = loaded.notes.map((n) => ({ id: entrySlug(n.file), data: n.data })).sort((a, b) => a.id.localeCompare(b.id));
  return exportMatrix(buildMatrix(rows, disputes), rows, notes, base);
}

/** The text of `/matrix.json` for an export, exactly as the endpoint writes it. */
export function matrixJsonText(data: MatrixExport): string {
  return JSON.stringify(data, null, 1);
}

/** Write every badge and preview image of `data` under `root`; returns counts. */
export function writeImages(root: string, data: MatrixExport): { badges: number; previews: number } {
  const dirs = new Set<string>();
  const write = (path: string, bytes: string | Buffer) => {
    const file = join(root, path);
    const dir = dirname(file);
    if (!dirs.has(dir)) {
      mkdirSync(dir, { recursive: true });
      dirs.add(dir);
    }
    writeFileSync(file, bytes);
  };
  const badges = badgeFiles(data.rows, rowSlug);
  for (const b of badges) write(b.path, b.svg);
  const cards = previewCards(data.rows, rowSlug);
  for (const c of cards) write(c.path, renderPng(c.svg));
  return { badges: badges.length, previews: cards.length };
}

if (import.meta.main) {
  const { values } = parseArgs({ options: { content: { type: 'string' }, out: { type: 'string' } } });
  if (!values.content || !values.out) {
    console.error('usage: node scripts/build-images.ts --content <dir> --out <dir>');
    process.exit(2);
  }
  const out = resolve(values.out);
  const started = performance.now();
  rmSync(out, { recursive: true, force: true });
  mkdirSync(out, { recursive: true });
  const data = exportFromContent(resolve(values.content), basePath());
  writeFileSync(join(out, 'matrix.json'), matrixJsonText(data));
  const counts = writeImages(out, data);
  console.log(
    `${counts.badges} badges, ${counts.previews} preview images in ${((performance.now() - started) / 1000).toFixed(2)} s (badges and preview images)`,
  );
}
