/**
 * `npm run build`: check the content, build into a staging folder, and only when the
 * whole build succeeded swap it in as the output folder. A failed build removes the
 * output folder too, so `npm start` and a deploy never serve a half-built or stale site.
 *
 * Options (the tests use them to build broken fixtures in isolation):
 *   --content <dir>  register content to build (default: content/, or REGISTER_CONTENT_DIR)
 *   --out <dir>      output folder (default: dist/)
 *
 * REGISTER_SKIP_IMAGES=1 leaves out the verdict badges and preview images (scripts/build-images.ts);
 * only the benchmark sets it, to measure what they cost.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { existsSync, readFileSync, readdirSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { astroCacheKey } from './lib/astro-cache.ts';
import { formatStepEnds } from './lib/build-steps.ts';
import { isListed, pagePath, sitemapXml } from './lib/sitemap.ts';
import { isSearchable, separateBlocks } from './lib/search-separators.ts';
import { basePath, siteOrigin, siteUrlNotice } from '../src/lib/publish/site-config.ts';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';

const { values } = parseArgs({
  options: { content: { type: 'string' }, out: { type: 'string' } },
});
const projectRoot = resolve(import.meta.dirname, '..');
const content = resolve(values.content ?? process.env.REGISTER_CONTENT_DIR ?? join(projectRoot, 'content'));
const out = resolve(values.out ?? join(projectRoot, 'dist'));
const staging = `${out}.partial`;

/** The badge and preview-image process, once started (see below): a failed build stops it. */
const imagesChild: { process?: ChildProcess | undefined } = {};

function fail(message: string): never {
  imagesChild.process?.kill();
  rmSync(`${out}.images`, { recursive: true, force: true });
  rmSync(staging, { recursive: true, force: true });
  rmSync(out, { recursive: true, force: true });
  console.error(`\nBuild failed: ${message}\nNothing was published: ${out} was removed.`);
  process.exit(1);
}

// One cache per content folder and state of its axes (scripts/lib/astro-cache.ts).
const cacheDir = join(projectRoot, 'node_modules/.astro', astroCacheKey(content));
const env = { ...process.env, REGISTER_CONTENT_DIR: content, ASTRO_CACHE_DIR: cacheDir, ASTRO_TELEMETRY_DISABLED: '1' };
rmSync(staging, { recursive: true, force: true });

/** Seconds since the build started, when each step ended: printed at the end, so a slow step shows itself. */
const started = performance.now();
const ended = new Map<string, number>();
const endNow = (step: string) => ended.set(step, (performance.now() - started) / 1000);

/**
 * A step that runs while the content check does: its output is held until the check passes (then shown, and shown
 * as it comes from then on), so broken content prints only the check's findings, once.
 */
function heldUntilChecked(args: string[], extraEnv: Record<string, string> = {}) {
  const child = spawn(process.execPath, args, { stdio: ['ignore', 'pipe', 'pipe'], cwd: projectRoot, env: { ...env, ...extraEnv } });
  const held: [NodeJS.WriteStream, Buffer][] = [];
  let live = false;
  for (const [from, to] of [
    [child.stdout, process.stdout],
    [child.stderr, process.stderr],
  ] as const)
    from.on('data', (chunk: Buffer) => (live ? to.write(chunk) : held.push([to, chunk])));
  const done = new Promise<number | null>((resolve) => child.on('close', (code) => resolve(code)));
  return {
    child,
    done,
    show() {
      live = true;
      for (const [to, chunk] of held.splice(0)) to.write(chunk);
    },
  };
}

// The content check, Astro's build and the badges and preview images (scripts/build-images.ts, which need only the
// matrix; REGISTER_SKIP_IMAGES=1: none) start together: on two cores the check no longer delays the build by its
// own time. Nothing is published unless the check passes; if it fails, the other two are stopped unseen.
const checking = new Promise<number | null>((resolve) =>
  spawn(process.execPath, [join(projectRoot, 'scripts/check-content.ts'), content], { stdio: 'inherit', env }).on('close', (code) => {
    endNow('content check');
    resolve(code);
  }),
);
const astro = heldUntilChecked([join(projectRoot, 'node_modules/astro/bin/astro.mjs'), 'build'], { ASTRO_OUT_DIR: staging });
void astro.done.then(() => endNow('Astro'));
const imagesDir = `${out}.images`;
const images =
  process.env.REGISTER_SKIP_IMAGES === '1'
    ? null
    : heldUntilChecked([join(projectRoot, 'scripts/build-images.ts'), '--content', content, '--out', imagesDir]);
imagesChild.process = images?.child;
void images?.done.then(() => endNow('badges and preview images'));

if ((await checking) !== 0) {
  for (const step of [astro, images]) step?.child.kill();
  await Promise.all([astro.done, images?.done]);
  fail('the content check found problems (listed above).');
}
astro.show();
images?.show();
if ((await astro.done) !== 0 || !existsSync(join(staging, 'index.html'))) fail('astro build exited with an error (see above).');

// Word breaks between table cells and definition-list items, which compressHTML removed and
// Pagefind would otherwise index as one word (scripts/lib/search-separators.ts).
for (const file of readdirSync(staging, { recursive: true })
  .map(String)
  .filter((f) => f.endsWith('.html'))) {
  const html = readFileSync(join(staging, file), 'utf8');
  if (isSearchable(html)) writeFileSync(join(staging, file), separateBlocks(html));
}

endNow('word breaks');
// Search index over the built pages (Pagefind's binary comes as an npm package).
const pagefind = spawnSync(
  process.execPath,
  [join(projectRoot, 'node_modules/pagefind/lib/runner/bin.cjs'), '--site', staging, '--silent'],
  { stdio: 'inherit', env },
);
if (pagefind.status !== 0 || !existsSync(join(staging, 'pagefind', 'pagefind.js'))) fail('the search index (pagefind) failed (see above).');
endNow('search index');

// The badges and preview images, built alongside: they must come from the very /matrix.json Astro wrote.
if (images) {
  const status = await images.done;
  if (status !== 0) fail('the badges and preview images could not be built (see above).');
  if (!readFileSync(join(imagesDir, 'matrix.json')).equals(readFileSync(join(staging, 'matrix.json'))))
    fail('the badges were built from other data than /matrix.json (scripts/build-images.ts reads content differently from the site).');
  if (!readFileSync(join(imagesDir, 'gateway.json')).equals(readFileSync(join(staging, 'gateway.json'))))
    fail(
      'the chain badges were built from other chains than /gateway.json (scripts/build-images.ts reads content differently from the site).',
    );
  for (const dir of ['badges', 'og']) renameSync(join(imagesDir, dir), join(staging, dir));
  rmSync(imagesDir, { recursive: true, force: true });
}

endNow('images moved in');
// The sitemap lists the pages this build wrote, so a new page cannot be left out of it.
const built = readdirSync(staging, { recursive: true })
  .map(String)
  .filter((f) => f.endsWith('.html'));
const listed = built.filter((f) => isListed(f, readFileSync(join(staging, f), 'utf8'))).map(pagePath);
writeFileSync(join(staging, 'sitemap.xml'), sitemapXml(new URL(basePath(), siteOrigin()).href, listed));

endNow('sitemap');
rmSync(out, { recursive: true, force: true });
renameSync(staging, out);
endNow('swap');
console.log(`Built ${out}`);
// Each step's end, in seconds from the start: the content check, Astro and the images run side by side, the rest after Astro.
console.log(formatStepEnds(ended));
// Once per build, not per page: which absolute links carry the placeholder origin.
const notice = siteUrlNotice();
if (notice) console.log(`\n${notice}`);
