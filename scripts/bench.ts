/**
 * `npm run bench`: how the build and the matrix page scale with the number of rows. Not a
 * test: it measures and reports, and fails only when a build fails.
 *
 * For each size (default 26, 300 and 3,000 rows) it generates a synthetic content folder by
 * cycling the real rows (ids renumbered CAP-01 … CAP-3000, `related` and the register's
 * current rows remapped to ids that exist), then:
 *   - cold build (fresh output folder, Astro caches deleted), wall time and peak RSS;
 *   - the same cold build without the verdict badges and preview images
 *     (REGISTER_SKIP_IMAGES=1), to report what they cost;
 *   - edits one row's body and rebuilds (warm caches: Astro's, and the preview images'
 *     kept by scripts/build-images.ts, so only the changed row's card is rendered);
 *   - sizes of the built matrix page: HTML, its CSS and JS, raw, gzip and brotli;
 *   - in Chromium, the time a filter change takes to update the matrix.
 * On the 300-row set it also builds once with Astro's default Sätteri Markdown processor
 * (REGISTER_MARKDOWN_PROCESSOR=satteri, see astro.config.mjs) to compare with our unified one
 * (both without badges and preview images).
 *
 * Options:
 *   --sizes 26,300     sizes to run (default 26,300,3000)
 *   --skip-browser     no browser measurements
 *   --keep             keep the temporary folder (snapshot, content and builds) for inspection
 *   --peer <path>      instead: pair our build with another site's (a canimcp checkout with its
 *                      dependencies installed: `npm run build` there), in turns (scripts/lib/peer-bench.ts)
 *   --pairs 5          with --peer: how many pairs (default 5)
 *
 * Prints a table and writes bench-results/bench.json (build logs in bench-results/logs/).
 *
 * Builds run in a snapshot of the project taken at the start (src/, public/, scripts/ and
 * the config files copied into a temporary folder, node_modules/ linked package by package),
 * so every size measures the same code, and the caches it clears for a cold build
 * (node_modules/.astro, .astro/, node_modules/.cache/register-images) are its own, never those of the working tree.
 */
import { spawnSync } from 'node:child_process';
import {
  cpSync,
  createReadStream,
  existsSync,
  mkdirSync,
  mkdtempSync,
  openSync,
  closeSync,
  readFileSync,
  readdirSync,
  rmSync,
  statSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { cpus, loadavg, tmpdir, totalmem } from 'node:os';
import { basename, extname, join, relative, resolve, sep } from 'node:path';
import { parseArgs } from 'node:util';
import { chromium, type Browser, type Page } from '@playwright/test';
import { CHROMIUM_ARGS, findBrowser } from './lib/browser.ts';
import { generateContent, splitFrontMatter } from './lib/synthetic-register.ts';
import { measureBytes, pageWeight, type Bytes, type PageWeight } from './lib/compressed-weight.ts';
import { PRODUCTS, REVISIONS } from '../src/lib/register/axes.ts';
import { mustAt } from '../src/lib/lookup/must.ts';
import { machine, pairBuilds, peerBuild, peerTable, summarize } from './lib/peer-bench.ts';

const { values: opts } = parseArgs({
  options: {
    sizes: { type: 'string', default: '26,300,3000' },
    'skip-browser': { type: 'boolean', default: false },
    keep: { type: 'boolean', default: false },
    peer: { type: 'string' },
    pairs: { type: 'string', default: '5' },
  },
});
const SIZES = opts.sizes
  .split(',')
  .map((s) => Number(s.trim()))
  .filter((n) => Number.isInteger(n) && n > 0);
if (!SIZES.length) {
  console.error('bench: --sizes needs positive integers, e.g. --sizes 26,300');
  process.exit(2);
}
/** The set built a second time with the Sätteri processor. */
const PROCESSOR_SIZE = 300;
/** Products × revisions: the cells of one matrix row. */
const CELLS_PER_ROW = PRODUCTS.length * REVISIONS.length;

const root = resolve(import.meta.dirname, '..');
const resultsDir = join(root, 'bench-results');
const logsDir = join(resultsDir, 'logs');
mkdirSync(logsDir, { recursive: true });
const work = mkdtempSync(join(tmpdir(), 'register-bench-'));
/** The project snapshot that the builds run in. */
const project = join(work, 'project');
/** The snapshot of content/ that the synthetic rows are derived from. */
const realContent = join(work, 'content-source');
const TIME_BIN = ['/usr/bin/time', '/bin/time'].find((p) => existsSync(p) && spawnSync(p, ['-v', 'true']).status === 0);

function cleanup() {
  if (!opts.keep) rmSync(work, { recursive: true, force: true });
}
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    cleanup();
    process.exit(130);
  });
}

const log = (message: string) => console.log(`[bench ${new Date().toISOString().slice(11, 19)}] ${message}`);

// ---------------------------------------------------------------------------------------
// Synthetic content: scripts/lib/synthetic-register.ts

/** Changes one row's body text: appends a sentence to the paragraph after its first heading. */
function editRowBody(dir: string, id: string) {
  const path = join(dir, 'capabilities', `${id}.mdx`);
  const text = readFileSync(path, 'utf8');
  const { body } = splitFrontMatter(text, id);
  const bodyStart = text.length - body.length;
  const paragraph = body.indexOf('\n\n', body.indexOf('\n## ') + 1) + 2;
  const end = body.indexOf('\n\n', paragraph);
  const at = bodyStart + (end < 0 ? body.trimEnd().length : end);
  writeFileSync(path, `${text.slice(0, at)} Edited by the benchmark at ${new Date().toISOString()}.${text.slice(at)}`);
}

// ---------------------------------------------------------------------------------------
// Builds

interface BuildResult {
  ok: boolean;
  seconds: number;
  /** 1-minute load average before and after the build: other work on the machine skews the time. */
  load: [number, number];
  /** Peak RSS of the largest process of the build (GNU time), MB; null when not measurable. */
  peakMB: number | null;
  /** CPU time of the whole build tree, user + system, seconds (GNU time); steadier than wall time on a shared machine. */
  cpuSeconds: number | null;
  log: string;
}

/** Files and folders of the project a build needs; node_modules/ is linked, not copied. */
const PROJECT_FILES = ['src', 'public', 'scripts', 'astro.config.mjs', 'tsconfig.json', 'package.json'];
/** Caches and tool state under node_modules/ that the snapshot must not share. */
const NODE_MODULES_CACHES = new Set(['.astro', '.vite', '.cache']);

function snapshotProject() {
  cpSync(join(root, 'content'), realContent, { recursive: true });
  mkdirSync(project);
  for (const name of PROJECT_FILES) {
    if (existsSync(join(root, name))) cpSync(join(root, name), join(project, name), { recursive: true });
  }
  mkdirSync(join(project, 'node_modules'));
  for (const name of readdirSync(join(root, 'node_modules'))) {
    if (!NODE_MODULES_CACHES.has(name)) symlinkSync(join(root, 'node_modules', name), join(project, 'node_modules', name));
  }
}

function clearAstroCaches() {
  // astro.config.mjs sets no cacheDir, so Astro uses node_modules/.astro (content data
  // store) and .astro/ (generated types, content modules, prerender chunks): the snapshot's own.
  rmSync(join(project, 'node_modules', '.astro'), { recursive: true, force: true });
  rmSync(join(project, '.astro'), { recursive: true, force: true });
  // The rendered preview images kept between builds (scripts/lib/derived-cache.ts): a cold build renders them all.
  rmSync(join(project, 'node_modules', '.cache', 'register-images'), { recursive: true, force: true });
}

/** The one-minute load average (Node reports 0 where the system has none). */
const oneMinuteLoad = (): number => loadavg()[0] ?? 0;

function build(label: string, content: string, out: string, env: Record<string, string> = {}): BuildResult {
  const logPath = join(logsDir, `${label}.log`);
  const timeFile = join(work, `${label}.time`);
  const args = [join(project, 'scripts/build.ts'), '--content', content, '--out', out];
  const [cmd, cmdArgs] = TIME_BIN ? [TIME_BIN, ['-v', '-o', timeFile, process.execPath, ...args]] : [process.execPath, args];
  const fd = openSync(logPath, 'w');
  const loadBefore = oneMinuteLoad();
  const started = performance.now();
  const r = spawnSync(cmd, cmdArgs, { cwd: project, stdio: ['ignore', fd, fd], env: { ...process.env, ...env } });
  const seconds = (performance.now() - started) / 1000;
  const load: [number, number] = [Math.round(loadBefore * 100) / 100, Math.round(oneMinuteLoad() * 100) / 100];
  closeSync(fd);
  let peakMB: number | null = null;
  let cpuSeconds: number | null = null;
  if (TIME_BIN && existsSync(timeFile)) {
    const report = readFileSync(timeFile, 'utf8');
    const m = /Maximum resident set size \(kbytes\): (\d+)/.exec(report);
    if (m) peakMB = Number(m[1]) / 1024;
    const user = /User time \(seconds\): ([\d.]+)/.exec(report);
    const system = /System time \(seconds\): ([\d.]+)/.exec(report);
    if (user && system) cpuSeconds = Number(user[1]) + Number(system[1]);
  }
  const ok = r.status === 0;
  log(
    `${label}: ${ok ? 'ok' : 'FAILED'} in ${seconds.toFixed(1)} s, peak ${peakMB === null ? 'n/a' : `${peakMB.toFixed(0)} MB`}` +
      `, load ${load[0]} → ${load[1]} (log: ${relative(root, logPath)})`,
  );
  if (!ok) console.error(readFileSync(logPath, 'utf8').split('\n').slice(-30).join('\n'));
  return { ok, seconds, load, peakMB, cpuSeconds, log: relative(root, logPath) };
}

// ---------------------------------------------------------------------------------------
// Page weight

function folderStats(dir: string): { files: number; htmlPages: number; bytes: number } {
  let files = 0;
  let htmlPages = 0;
  let bytes = 0;
  const walk = (d: string) => {
    for (const e of readdirSync(d, { withFileTypes: true })) {
      const p = join(d, e.name);
      if (e.isDirectory()) walk(p);
      else {
        files += 1;
        if (e.name.endsWith('.html')) htmlPages += 1;
        bytes += statSync(p).size;
      }
    }
  };
  walk(dir);
  return { files, htmlPages, bytes };
}

// ---------------------------------------------------------------------------------------
// Browser

const MIME: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.txt': 'text/plain; charset=utf-8',
  '.xml': 'application/xml',
};

async function serveStatic(dir: string): Promise<{ origin: string; server: Server }> {
  const rootDir = resolve(dir);
  const server = createServer((req, res) => {
    let path: string;
    try {
      path = decodeURIComponent(new URL(req.url ?? '/', 'http://127.0.0.1').pathname);
    } catch {
      res.writeHead(400).end();
      return;
    }
    let file = resolve(rootDir, `.${path}`);
    if (file !== rootDir && !file.startsWith(rootDir + sep)) {
      res.writeHead(403).end();
      return;
    }
    if (existsSync(file) && statSync(file).isDirectory()) file = join(file, 'index.html');
    if (!existsSync(file)) {
      res.writeHead(404, { 'content-type': 'text/plain' }).end('not found');
      return;
    }
    res.writeHead(200, { 'content-type': MIME[extname(file)] ?? 'application/octet-stream' });
    createReadStream(file).pipe(res);
  });
  await new Promise<void>((ok) => server.listen(0, '127.0.0.1', ok));
  return { origin: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, server };
}

interface ChangeTiming {
  /** Which control was changed. */
  change: string;
  /** Synchronous `change` handler (filtering, DOM writes). */
  handlerMs: number;
  /** Until the MutationObserver saw #matrix-status change (= the handler, plus microtasks). */
  statusMs: number;
  /** Style recalculation and layout of the change, forced right after the handler. */
  styleLayoutMs: number;
  /** Handler + style and layout: until the browser can paint the updated matrix. */
  updateMs: number;
  /** Until the next frame was rendered (rAF, then a task after it): adds paint and the wait for the frame. */
  frameMs: number;
}

interface BrowserResult {
  url: string;
  loadMs: number;
  domContentLoadedMs: number;
  /** Navigation start to the first contentful paint. */
  firstPaintMs: number;
  /** Navigation start to the first script's `matrix-ready` mark: the first screen's tiles open their details. */
  readyMs: number;
  /** Opening the Filters menu until the filter script has drawn it and loaded the rows (wall clock). */
  filtersLoadMs: number;
  rowsInTable: number;
  /** Median over the filter changes (product, side, verdict on and off). */
  filter: { medianHandlerMs: number; medianStatusMs: number; medianStyleLayoutMs: number; medianUpdateMs: number; medianFrameMs: number };
  changes: ChangeTiming[];
  /** Regrouping the columns (revision ↔ product), measured apart from the filters. */
  regroup: ChangeTiming[];
  profile?: Profile;
}

interface Profile {
  /** Main-thread time by trace event (nested events overlap: FunctionCall contains the handler). */
  traceMs: Record<string, number>;
  /** JS self time by function (minified; `code` is the start of the function). */
  jsSelfMs: { fn: string; ms: number; code: string }[];
}

const median = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  const mid = Math.floor(s.length / 2);
  const upper = s[mid];
  if (upper === undefined) return NaN;
  return s.length % 2 ? upper : (mustAt(s, mid - 1, 'lower middle value') + upper) / 2;
};

/** Toggles one control and times the update; runs in the page. */
async function timeChange(page: Page, selector: string, change: string): Promise<ChangeTiming> {
  const t = await page.evaluate(async (sel: string) => {
    const input = document.querySelector<HTMLInputElement>(sel);
    if (!input) throw new Error(`no control ${sel}`);
    const status = document.getElementById('matrix-status');
    if (!status) throw new Error('the matrix page has no #matrix-status');
    // Start from a settled page: two frames.
    await new Promise((ok) => requestAnimationFrame(() => requestAnimationFrame(ok)));
    let statusAt = NaN;
    const observer = new MutationObserver(() => {
      if (Number.isNaN(statusAt)) statusAt = performance.now();
    });
    observer.observe(status, { childList: true, characterData: true, subtree: true });
    const t0 = performance.now();
    input.checked = input.type === 'radio' ? true : !input.checked;
    input.dispatchEvent(new Event('change', { bubbles: true }));
    const handlerEnd = performance.now();
    // Let the MutationObserver callback (a microtask queued by the handler) run first.
    await Promise.resolve();
    const layoutStart = performance.now();
    // Force style recalculation and layout now, to time them apart from the frame wait.
    void document.getElementById('matrix-table')?.getBoundingClientRect();
    void document.body.offsetHeight;
    const layoutEnd = performance.now();
    const frameEnd = await new Promise<number>((ok) =>
      requestAnimationFrame(() => {
        const channel = new MessageChannel();
        channel.port1.onmessage = () => ok(performance.now());
        channel.port2.postMessage(null);
      }),
    );
    observer.disconnect();
    return {
      handlerMs: handlerEnd - t0,
      statusMs: statusAt - t0,
      styleLayoutMs: layoutEnd - layoutStart,
      updateMs: handlerEnd - t0 + (layoutEnd - layoutStart),
      frameMs: frameEnd - t0,
    };
  }, selector);
  return { change, ...t };
}

async function filterSequence(page: Page): Promise<{ selector: string; change: string }[]> {
  // A verdict present in the table but not in every row, so the filter hides some rows.
  const verdict = await page.evaluate(() => {
    const counts = new Map<string, number>();
    const rows = [...document.querySelectorAll('#matrix-table tbody tr[data-side]')];
    for (const tr of rows) {
      for (const v of new Set([...tr.querySelectorAll<HTMLElement>('td[data-v]')].flatMap((td) => td.dataset.v ?? []))) {
        counts.set(v, (counts.get(v) ?? 0) + 1);
      }
    }
    const partial = [...counts].filter(([, c]) => c < rows.length).sort((a, b) => b[1] - a[1]);
    return (partial[0] ?? [...counts][0])?.[0] ?? null;
  });
  const product = await page.evaluate(() => document.querySelector<HTMLInputElement>('input[name=product]')?.value);
  if (product === undefined) throw new Error('the matrix page has no product filter');
  const steps = [
    { selector: `input[name=product][value="${product}"]`, change: `product=${product} on` },
    { selector: `input[name=product][value="${product}"]`, change: `product=${product} off` },
    { selector: 'input[name=side][value="client"]', change: 'side=client on' },
    { selector: 'input[name=side][value="client"]', change: 'side=client off' },
  ];
  if (verdict) {
    steps.push(
      { selector: `input[name=verdict][value="${verdict}"]`, change: `verdict=${verdict} on` },
      { selector: `input[name=verdict][value="${verdict}"]`, change: `verdict=${verdict} off` },
    );
  }
  return steps;
}

async function profileChanges(browser: Browser, page: Page, steps: { selector: string; change: string }[]): Promise<Profile> {
  // Trace: where main-thread time goes (script, style recalculation, layout, paint).
  await browser.startTracing(page, { categories: ['devtools.timeline', 'disabled-by-default-devtools.timeline'] });
  for (const s of steps) await timeChange(page, s.selector, s.change);
  const trace = JSON.parse((await browser.stopTracing()).toString('utf8')) as {
    traceEvents: { name: string; ph: string; dur?: number; pid: number; tid: number; args?: { name?: string } }[];
  };
  const main = trace.traceEvents.find((e) => e.name === 'thread_name' && e.args?.name === 'CrRendererMain');
  const traceMs: Record<string, number> = {};
  for (const e of trace.traceEvents) {
    if (e.ph !== 'X' || !e.dur || (main && (e.pid !== main.pid || e.tid !== main.tid))) continue;
    traceMs[e.name] = (traceMs[e.name] ?? 0) + e.dur / 1000;
  }
  const interesting = Object.entries(traceMs)
    .filter(([name, ms]) => ms >= 1 && name !== 'RunTask')
    .sort((a, b) => b[1] - a[1])
    .slice(0, 14);

  // CPU profile: JS self time by function.
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Profiler.enable');
  await cdp.send('Profiler.setSamplingInterval', { interval: 100 });
  await cdp.send('Profiler.start');
  for (const s of steps) await timeChange(page, s.selector, s.change);
  const { profile } = await cdp.send('Profiler.stop');
  const sources = new Map<string, string>();
  const self = new Map<number, number>();
  const deltas = profile.timeDeltas ?? [];
  (profile.samples ?? []).forEach((id, i) => self.set(id, (self.get(id) ?? 0) + (deltas[i] ?? 0) / 1000));
  const byFn = new Map<string, { fn: string; ms: number; code: string }>();
  for (const node of profile.nodes) {
    const ms = self.get(node.id) ?? 0;
    if (!ms || ['(idle)', '(program)', '(root)'].includes(node.callFrame.functionName)) continue;
    const { functionName, url, lineNumber, columnNumber } = node.callFrame;
    const key = `${functionName}|${url}|${lineNumber}|${columnNumber}`;
    let code = '';
    if (url.startsWith('http')) {
      let source = sources.get(url);
      if (source === undefined)
        sources.set(
          url,
          (source = await fetch(url)
            .then((r) => r.text())
            .catch(() => '')),
        );
      const lines = source.split('\n');
      code = (lines[lineNumber] ?? '').slice(columnNumber, columnNumber + 90);
    }
    const fn =
      `${functionName || '(anonymous)'} ${url ? `${basename(new URL(url, 'http://x').pathname)}:${lineNumber + 1}:${columnNumber + 1}` : ''}`.trim();
    const entry = byFn.get(key) ?? { fn, ms: 0, code };
    entry.ms += ms;
    byFn.set(key, entry);
  }
  await cdp.detach();
  return {
    traceMs: Object.fromEntries(interesting.map(([k, v]) => [k, Math.round(v * 10) / 10])),
    jsSelfMs: [...byFn.values()]
      .sort((a, b) => b.ms - a.ms)
      .slice(0, 12)
      .map((e) => ({ ...e, ms: Math.round(e.ms * 10) / 10 })),
  };
}

async function measureBrowser(browser: Browser, out: string, withProfile: boolean): Promise<BrowserResult> {
  const { origin, server } = await serveStatic(out);
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const page = await context.newPage();
  page.setDefaultTimeout(300_000);
  try {
    const url = `${origin}/matrix/`;
    await page.goto(url, { waitUntil: 'load', timeout: 300_000 });
    // The page's first script marks when its tiles work (src/client/matrix/page.ts).
    await page.waitForFunction(() => performance.getEntriesByName('matrix-ready').length > 0);
    const nav = await page.evaluate(() => {
      const n = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming;
      const fcp = performance.getEntriesByName('first-contentful-paint')[0];
      return {
        loadMs: n.loadEventEnd - n.startTime,
        domContentLoadedMs: n.domContentLoadedEventEnd - n.startTime,
        firstPaintMs: fcp ? fcp.startTime : NaN,
        readyMs: performance.getEntriesByName('matrix-ready')[0]?.startTime ?? NaN,
        rowsInTable: document.querySelectorAll('#matrix-table tbody tr[data-side]').length,
      };
    });
    // Opening the Filters menu loads the filter script, which draws the checkboxes and fetches the rows.
    const filtersStart = Date.now();
    await page.click('#filter-menu > summary');
    await page.waitForFunction(() => document.adoptedStyleSheets.length > 0 && !!document.querySelector('input[name=product]'));
    const filtersLoadMs = Date.now() - filtersStart;
    await page.click('#filter-menu > summary');
    const steps = await filterSequence(page);
    // One warm-up round (JIT, first style sharing), then the timed round.
    for (const s of steps) await timeChange(page, s.selector, s.change);
    const changes: ChangeTiming[] = [];
    for (const s of steps) changes.push(await timeChange(page, s.selector, s.change));
    const regroup: ChangeTiming[] = [];
    for (const g of ['product', 'revision', 'product', 'revision']) {
      regroup.push(await timeChange(page, `input[name=group][value="${g}"]`, `group=${g}`));
    }
    const result: BrowserResult = {
      url: url.replace(origin, ''),
      ...nav,
      filtersLoadMs,
      filter: {
        medianHandlerMs: median(changes.map((c) => c.handlerMs)),
        medianStatusMs: median(changes.map((c) => c.statusMs)),
        medianStyleLayoutMs: median(changes.map((c) => c.styleLayoutMs)),
        medianUpdateMs: median(changes.map((c) => c.updateMs)),
        medianFrameMs: median(changes.map((c) => c.frameMs)),
      },
      changes,
      regroup,
    };
    if (withProfile) result.profile = await profileChanges(browser, page, steps);
    return result;
  } finally {
    await context.close();
    await new Promise((ok) => server.close(ok));
  }
}

// ---------------------------------------------------------------------------------------
// Run

interface SizeResult {
  rows: number;
  cold: BuildResult;
  /** Cold build without badges and preview images (REGISTER_SKIP_IMAGES=1). */
  coldNoImages: BuildResult | null;
  /** The image step's own time, as the build printed it (it overlaps the search indexing). */
  imagesStepSeconds: number | null;
  /** Its parts: reading content, writing badges, rendering previews. */
  imagesStepDetail: string | null;
  rebuild: BuildResult | null;
  msPerRow: number | null;
  output: { files: number; htmlPages: number; bytes: number } | null;
  matrix: PageWeight | null;
  /** /matrix/rows.json: every row in compact form, fetched when the filters load. */
  rowsJson: Bytes | null;
  browser: BrowserResult | { skipped: string } | null;
}

// --peer: our build and the peer's, in turns; nothing else.
if (opts.peer !== undefined) {
  const peer = resolve(opts.peer);
  const pairs = Number(opts.pairs);
  if (!existsSync(join(peer, 'package.json')) || !existsSync(join(peer, 'node_modules'))) {
    console.error(`bench: --peer ${peer} needs a checkout with its dependencies installed (package.json and node_modules/)`);
    process.exit(2);
  }
  if (!Number.isInteger(pairs) || pairs < 1) {
    console.error('bench: --pairs needs a positive integer');
    process.exit(2);
  }
  const name = basename(peer);
  const commit = spawnSync('git', ['-C', peer, 'rev-parse', '--short', 'HEAD'], { encoding: 'utf8' }).stdout?.trim() || null;
  log(`pairing our build with ${name}${commit ? ` at ${commit}` : ''}: ${pairs} pairs, in turns`);
  // Each build as a contributor runs it, caches as they are: ours into a folder of its own (dist/ is left alone).
  const ours = {
    command: process.execPath,
    args: [join(root, 'scripts/build.ts'), '--out', join(work, 'peer-ours')],
    cwd: root,
    env: { ...process.env, ASTRO_TELEMETRY_DISABLED: '1' },
  };
  const timed = pairBuilds({ ours, peer: peerBuild(peer) }, pairs, (t) =>
    log(
      `pair ${t.pair}, ${t.side === 'ours' ? 'ours' : name}: ${t.ok ? 'ok' : 'FAILED'} in ${t.seconds.toFixed(1)} s` +
        `${t.cpuSeconds === null ? '' : `, CPU ${t.cpuSeconds.toFixed(1)} s`}, load ${t.load[0]} → ${t.load[1]}`,
    ),
  );
  const summary = summarize(timed);
  console.log(`\n${peerTable(summary, { ours: 'this register', peer: name })}`);
  const report = { date: new Date().toISOString(), machine: machine(), peer: { path: peer, commit }, pairs, timed, summary };
  writeFileSync(join(resultsDir, 'peer.json'), `${JSON.stringify(report, null, 2)}\n`);
  console.log(`\nWritten: ${relative(root, join(resultsDir, 'peer.json'))}`);
  cleanup();
  process.exit(timed.some((t) => !t.ok) ? 1 : 0);
}

const results: SizeResult[] = [];
let processors: {
  rows: number;
  unified: BuildResult;
  satteri: BuildResult;
  differenceSeconds: number;
  satteriFasterByPercent: number;
} | null = null;
let browser: Browser | null = null;
let browserNote: string | null = opts['skip-browser'] ? 'skipped (--skip-browser)' : null;
const started = Date.now();

try {
  snapshotProject();
  if (!browserNote) {
    const choice = findBrowser();
    if (choice.kind === 'none') browserNote = 'no Chromium found (run scripts/ensure-browser.ts)';
    else {
      browser = await chromium.launch({
        ...(choice.kind === 'system' ? { executablePath: choice.path } : {}),
        args: CHROMIUM_ARGS,
      });
    }
  }
  const largest = Math.max(...SIZES);
  for (const n of SIZES) {
    const content = join(work, `content-${n}`);
    const out = join(work, `out-${n}`);
    log(`${n} rows: generating content`);
    const { ids } = generateContent(realContent, n, content);

    let satteri: BuildResult | null = null;
    if (n === PROCESSOR_SIZE) {
      clearAstroCaches();
      satteri = build(`${n}-cold-satteri`, content, join(work, `out-${n}-satteri`), {
        REGISTER_MARKDOWN_PROCESSOR: 'satteri',
        REGISTER_SKIP_IMAGES: '1',
      });
      rmSync(join(work, `out-${n}-satteri`), { recursive: true, force: true });
    }

    clearAstroCaches();
    rmSync(out, { recursive: true, force: true });
    const coldNoImages = build(`${n}-cold-no-images`, content, out, { REGISTER_SKIP_IMAGES: '1' });
    rmSync(out, { recursive: true, force: true });

    clearAstroCaches();
    const cold = build(`${n}-cold`, content, out);
    const step = cold.ok ? /in ([\d.]+) s \(badges and preview images:? ?([^)]*)\)/.exec(readFileSync(join(root, cold.log), 'utf8')) : null;
    const entry: SizeResult = {
      rows: n,
      cold,
      coldNoImages,
      imagesStepSeconds: step ? Number(step[1]) : null,
      imagesStepDetail: step?.[2] || null,
      rebuild: null,
      msPerRow: null,
      output: null,
      matrix: null,
      rowsJson: null,
      browser: null,
    };
    results.push(entry);
    if (satteri) {
      // Both without badges and preview images: the comparison is of Markdown processors.
      processors = {
        rows: n,
        unified: coldNoImages,
        satteri,
        differenceSeconds: coldNoImages.seconds - satteri.seconds,
        satteriFasterByPercent: ((coldNoImages.seconds - satteri.seconds) / coldNoImages.seconds) * 100,
      };
    }
    if (!cold.ok) continue;
    entry.msPerRow = (cold.seconds * 1000) / n;
    entry.output = folderStats(out);
    entry.matrix = pageWeight(out);
    entry.rowsJson = measureBytes(readFileSync(join(out, 'matrix', 'rows.json')));

    editRowBody(content, mustAt(ids, Math.floor(ids.length / 2), 'row id'));
    entry.rebuild = build(`${n}-rebuild`, content, out);

    if (browser && entry.rebuild.ok) {
      log(`${n} rows: browser measurements`);
      try {
        entry.browser = await measureBrowser(browser, out, n === largest);
      } catch (e) {
        entry.browser = { skipped: `browser measurement failed: ${(e as Error).message.split('\n')[0]}` };
        log(entry.browser.skipped);
      }
    } else entry.browser = { skipped: browserNote ?? 'build failed' };
    if (!opts.keep) {
      rmSync(out, { recursive: true, force: true });
      rmSync(content, { recursive: true, force: true });
    }
  }
} finally {
  await browser?.close();
  cleanup();
}

// ---------------------------------------------------------------------------------------
// Report

const kb = (n: number | undefined) => (n === undefined ? 'n/a' : (n / 1024).toFixed(1));
const fmt = (n: number | null | undefined, digits = 1) => (n === null || n === undefined || Number.isNaN(n) ? 'n/a' : n.toFixed(digits));
const header = [
  'rows',
  'cold s',
  'no images s',
  'images +%',
  'CPU s',
  'no images CPU s',
  'images CPU +%',
  'peak MB',
  'rebuild s',
  'ms/row',
  'matrix HTML raw KB',
  'HTML gzip KB',
  'total gzip/br KB',
  'script raw KB',
  'script gzip/br KB',
  'B/cell gzip',
  'first paint ms',
  'tiles ready ms',
  'filters load ms',
  'filter ms: status',
  '+style/layout',
  'next frame',
  'regroup ms',
];
const table = results.map((r) => {
  const b = r.browser && 'filter' in r.browser ? r.browser : null;
  return [
    String(r.rows),
    r.cold.ok ? fmt(r.cold.seconds) : 'FAILED',
    r.coldNoImages?.ok ? fmt(r.coldNoImages.seconds) : 'n/a',
    r.cold.ok && r.coldNoImages?.ok ? fmt(((r.cold.seconds - r.coldNoImages.seconds) / r.coldNoImages.seconds) * 100, 0) : 'n/a',
    fmt(r.cold.cpuSeconds),
    fmt(r.coldNoImages?.cpuSeconds),
    r.cold.cpuSeconds && r.coldNoImages?.cpuSeconds
      ? fmt(((r.cold.cpuSeconds - r.coldNoImages.cpuSeconds) / r.coldNoImages.cpuSeconds) * 100, 0)
      : 'n/a',
    fmt(r.cold.peakMB, 0),
    r.rebuild ? (r.rebuild.ok ? fmt(r.rebuild.seconds) : 'FAILED') : 'n/a',
    fmt(r.msPerRow, 0),
    kb(r.matrix?.html.raw),
    kb(r.matrix?.html.gzip),
    r.matrix ? `${kb(r.matrix.total.gzip)}/${kb(r.matrix.total.brotli)}` : 'n/a',
    kb(r.matrix?.script.raw),
    r.matrix ? `${kb(r.matrix.script.gzip)}/${kb(r.matrix.script.brotli)}` : 'n/a',
    r.matrix ? fmt(r.matrix.total.gzip / (r.rows * CELLS_PER_ROW)) : 'n/a',
    b ? fmt(b.firstPaintMs, 0) : 'n/a',
    b ? fmt(b.readyMs, 0) : 'n/a',
    b ? fmt(b.filtersLoadMs, 0) : 'n/a',
    b ? fmt(b.filter.medianStatusMs) : 'n/a',
    b ? fmt(b.filter.medianUpdateMs) : 'n/a',
    b ? fmt(b.filter.medianFrameMs) : 'n/a',
    b ? fmt(median(b.regroup.map((g) => g.updateMs))) : 'n/a',
  ];
});
const widths = header.map((h, i) => Math.max(h.length, ...table.map((row) => row[i]?.length ?? 0)));
const line = (cells: string[]) => cells.map((c, i) => (i === 0 ? c.padEnd(widths[i] ?? 0) : c.padStart(widths[i] ?? 0))).join(' | ');
console.log(`\n${line(header)}\n${widths.map((w) => '-'.repeat(w)).join('-|-')}`);
for (const row of table) console.log(line(row));
for (const r of results)
  if (r.imagesStepSeconds !== null)
    console.log(
      `${r.rows} rows: the badge and preview-image step took ${fmt(r.imagesStepSeconds, 2)} s, alongside the Astro build (${r.imagesStepDetail ?? ''})`,
    );
console.log(
  '\nfilter ms: median of 6 changes (product, side, verdict; on and off). status = until #matrix-status changed (the synchronous' +
    '\nhandler); +style/layout = handler plus the style recalculation and layout it causes (forced); next frame = until the next' +
    '\nframe was rendered (adds paint and the wait for the frame). regroup ms = handler + style/layout, median of 4 regroupings.' +
    '\nno images s = the same cold build with REGISTER_SKIP_IMAGES=1 (no verdict badges, no preview images); images +% =' +
    '\nwhat they add to the cold build (budget: 25 % at 300 rows). CPU s = user + system time of the whole build (GNU time),' +
    '\nsteadier than wall time when other work shares the machine; images CPU +% = what the images add to it.' +
    `\npeak MB: maximum RSS of the largest process of the build (${TIME_BIN ? `${TIME_BIN} -v` : 'n/a: no GNU time'}).`,
);
if (processors) {
  console.log(
    `\nMarkdown processor, ${processors.rows} rows, cold: unified ${fmt(processors.unified.seconds)} s, Sätteri ${fmt(processors.satteri.seconds)} s` +
      ` (Sätteri ${processors.differenceSeconds >= 0 ? 'faster' : 'slower'} by ${fmt(Math.abs(processors.differenceSeconds))} s, ${fmt(Math.abs(processors.satteriFasterByPercent))}%)`,
  );
}
if (browserNote) console.log(`\nBrowser: ${browserNote}`);
// The budgets of issue #11, read off the figures above.
for (const r of results) {
  const b = r.browser && 'filter' in r.browser ? r.browser : null;
  const parts: string[] = [];
  if (r.matrix) {
    parts.push(`${fmt(r.matrix.total.gzip / (r.rows * CELLS_PER_ROW))} B gzip per cell all-in (budget < 20 at 26 rows)`);
    parts.push(`${kb(r.matrix.total.gzip)} KB gzip all-in (budget < 150 at 300 rows)`);
    parts.push(`script ${kb(r.matrix.script.gzip)} KB gzip (budget < 8)`);
  }
  if (r.rowsJson) parts.push(`rows.json ${kb(r.rowsJson.gzip)} KB gzip, fetched when the filters load`);
  if (b)
    parts.push(
      `first screen: painted at ${fmt(b.firstPaintMs, 0)} ms, tiles ready at ${fmt(b.readyMs, 0)} ms (budget < 1,000 ms at 3,000 rows)`,
    );
  console.log(`budgets, ${r.rows} rows: ${parts.join('; ')}`);
}

const json = {
  generatedAt: new Date().toISOString(),
  totalSeconds: (Date.now() - started) / 1000,
  machine: { cpus: cpus().length, cpuModel: cpus()[0]?.model, memoryMB: Math.round(totalmem() / 2 ** 20), node: process.version },
  git: {
    head: spawnSync('git', ['rev-parse', '--short', 'HEAD'], { cwd: root, encoding: 'utf8' }).stdout?.trim() || null,
    changedFiles:
      spawnSync('git', ['status', '--porcelain'], { cwd: root, encoding: 'utf8' }).stdout?.split('\n').filter(Boolean).length ?? null,
  },
  notes: {
    project: 'builds ran in a snapshot of src/, public/, scripts/ and the config taken when the bench started',
    cold: "fresh output folder; the snapshot's node_modules/.astro and .astro deleted first",
    coldNoImages: 'the same cold build with REGISTER_SKIP_IMAGES=1 (no badges, no preview images), run just before it',
    imagesStepSeconds: 'the badge and preview-image process, as the build printed it (it runs alongside the Astro build)',
    rebuild: 'after changing one row body, same output folder, warm caches',
    peakMB: 'max RSS of the largest process of the build tree (GNU time -v), null when unavailable',
    bytes: 'gzip level 9, brotli quality 11; total = HTML + CSS + JS each compressed on its own',
    browser: 'Chromium via Playwright; see ChangeTiming in scripts/bench.ts for the fields',
  },
  sizes: results,
  processors,
};
const jsonPath = join(resultsDir, 'bench.json');
writeFileSync(jsonPath, `${JSON.stringify(json, null, 2)}\n`);
console.log(`\nWrote ${relative(root, jsonPath)} (total ${((Date.now() - started) / 1000).toFixed(0)} s)`);
if (results.some((r) => !r.cold.ok || (r.rebuild && !r.rebuild.ok))) process.exit(1);
