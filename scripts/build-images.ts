/**
 * The verdict badges (SVG) and link-preview images (PNG) of the site.
 *
 * `scripts/build.ts` runs this as its own process *while* Astro builds the pages (the images
 * need only the matrix, and Astro leaves the second core mostly idle), into a side folder:
 *
 *   node scripts/build-images.ts --content <dir> --out <dir>
 *
 * It reads the content the way the content check does, builds the matrix with the same
 * `matrixJsonText` (`buildMatrix`, `exportMatrix`) as `/matrix.json`, writes `badges/`, `og/` and the
 * `matrix.json` it used; the build then checks that file is byte-identical to the one Astro
 * wrote, so a badge can never disagree with `/matrix.json`, and moves the folders in.
 *
 * PNGs are rendered with resvg from the SVG cards, with the DejaVu Sans font shipped in an
 * npm package and no system fonts, so every machine renders the same bytes. A rendered card is
 * kept in a cache folder under the hash of its SVG and of the renderer (its code, resvg's
 * version, the fonts: scripts/lib/derived-cache.ts), and rendered again only when one of them
 * changes: `node_modules/.cache/register-images/`, or REGISTER_IMAGE_CACHE=<folder>, or
 * REGISTER_IMAGE_CACHE=off for none. The badges are not cached: making their SVG text costs a
 * tenth of writing the files, which a build does either way.
 */
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { setImmediate as tick } from 'node:timers/promises';
import { BADGE_FONT_FAMILY, badgeFiles } from '../src/lib/publish/badges.ts';
import { checkContent } from '../src/lib/content/check.ts';
import { contentCorpus, entrySlug } from '../src/lib/content/load.ts';
import { formatProblem } from '../src/lib/content/problems.ts';
import { matrixJsonText, type MatrixExport } from '../src/lib/matrix/export.ts';
import { previewCards } from '../src/lib/publish/og-image.ts';
import { rowSlug, sortRows } from '../src/lib/register/ids.ts';
import { TextOutlines, renderPng, rendererSalt } from './lib/render-images.ts';
import { DerivedCache } from './lib/derived-cache.ts';
import { basePath } from '../src/lib/publish/site-config.ts';
import { buildMatrix } from '../src/lib/matrix/build.ts';
import { allCombinations, gatewayHosts } from '../src/lib/gateway/gateway.ts';
import { gatewayJsonText } from '../src/lib/gateway/export.ts';
import { chainBadgeFiles } from '../src/lib/publish/chain-badges.ts';
import type { Chain } from '../src/lib/gateway/chain.ts';
import { loadObservations } from '../src/lib/observations/load.ts';

/**
 * `/matrix.json` as the site publishes it, from a content folder: the same `matrixJsonText`
 * as src/pages/matrix.json.ts, over the content read the way the content check reads it and
 * sorted the way src/site/data.ts sorts it.
 */
export function exportFromContent(
  content: string,
  base: string,
): { data: MatrixExport; text: string; gateway: { chains: Chain[]; text: string } } {
  const loaded = checkContent(content);
  if (loaded.problems.length) throw new Error(loaded.problems.map(formatProblem).join('\n'));
  const rows = sortRows(loaded.rows.map((r) => r.data));
  const disputes = loaded.disputes.map((d) => d.data).sort((a, b) => a.id.localeCompare(b.id));
  const notes = loaded.notes.map((n) => ({ id: entrySlug(n.file), data: n.data })).sort((a, b) => a.id.localeCompare(b.id));
  const options = { disputes, products: loaded.products, corpus: contentCorpus(loaded), base, otherSources: loaded.otherSources };
  // The chains through mcpx, built as src/site/data.ts builds them for /gateway.json and the gateway pages.
  const combinations = allCombinations({ matrix: buildMatrix(rows, options), rows, relays: loaded.relays.map((r) => r.data), ...options });
  const gateway = { chains: combinations.flatMap((c) => c.chains), text: gatewayJsonText(combinations, gatewayHosts(), base).text };
  const observations = loadObservations(join(content, 'observations'), content).observations.map((o) => o.data);
  return { ...matrixJsonText(rows, options, notes, observations), gateway };
}

/** Write every badge and preview image of `data` under `root`; returns counts. */
export async function writeImages(
  root: string,
  data: MatrixExport,
  chains: readonly Chain[] = [],
  /** Where rendered previews are kept between builds; none: every card is rendered. */
  cache?: DerivedCache,
): Promise<{
  badges: number;
  previews: number;
  /** Previews read from the cache rather than rendered. */
  cached: number;
  /** Time to write the badges. */
  badgeSeconds: number;
  /** Time to render (or read) and write the previews. */
  previewSeconds: number;
}> {
  const started = performance.now();
  const dirs = new Set<string>();
  const mkdir = (file: string) => {
    const dir = dirname(file);
    if (!dirs.has(dir)) {
      mkdirSync(dir, { recursive: true });
      dirs.add(dir);
    }
  };
  // Thousands of small files, written one after the other: on this kind of disk, parallel
  // writes cost the kernel more than twice the CPU time for the same files.
  const badges = [...badgeFiles(data.rows, rowSlug, data.observations), ...chainBadgeFiles(chains)];
  for (const b of badges) {
    const file = join(root, b.path);
    mkdir(file);
    writeFileSync(file, b.svg);
  }
  const badgesWritten = performance.now();
  const cards = previewCards(data.rows, rowSlug);
  const outlines = new TextOutlines(BADGE_FONT_FAMILY);
  const render = (svg: string) => renderPng(outlines.outline(svg));
  let cached = 0;
  for (const [i, c] of cards.entries()) {
    const file = join(root, c.path);
    mkdir(file);
    const before = cache?.counts.hits ?? 0;
    writeFileSync(file, cache ? cache.get(c.svg, () => render(c.svg)) : render(c.svg));
    cached += (cache?.counts.hits ?? 0) - before;
    // resvg's images are freed by finalizers that run only when the event loop turns:
    // without this a 300-row build held over a gigabyte of rendered pixels.
    if (i % 8 === 7) await tick();
  }
  cache?.prune();
  const badgeSeconds = (badgesWritten - started) / 1000;
  const previewSeconds = (performance.now() - badgesWritten) / 1000;
  return { badges: badges.length, previews: cards.length, cached, badgeSeconds, previewSeconds };
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
  const { data, text, gateway } = exportFromContent(resolve(values.content), basePath());
  writeFileSync(join(out, 'matrix.json'), text);
  writeFileSync(join(out, 'gateway.json'), gateway.text);
  const loadSeconds = (performance.now() - started) / 1000;
  const cacheSetting = process.env.REGISTER_IMAGE_CACHE ?? join(import.meta.dirname, '..', 'node_modules/.cache/register-images');
  const cache = cacheSetting === 'off' ? undefined : new DerivedCache(resolve(cacheSetting), rendererSalt());
  const counts = await writeImages(out, data, gateway.chains, cache);
  const s = (n: number) => n.toFixed(2);
  console.log(
    `${counts.badges} badges, ${counts.previews} preview images (${cache ? `${counts.cached} from the cache` : 'no cache'}) in ${s((performance.now() - started) / 1000)} s (badges and preview images:` +
      ` content ${s(loadSeconds)} s, badges ${s(counts.badgeSeconds)} s, previews ${s(counts.previewSeconds)} s)`,
  );
}
