/**
 * `npm run probe [client ...] [-- --latest]`: runs each client of probe/clients.json against the
 * capture server, offline, and writes its observation to content/observations/<client>@<version>.yaml.
 *
 * Each run: the client's package installed on demand (scripts off) into the install cache
 * (PROBE_CACHE, default ~/.cache/mcp-register-probe/<package>@<version>, outside the build);
 * a fresh folder /tmp/mcp-register-probe/<client>/ with its own HOME, TMPDIR and work folder;
 * the recipe's command in a network namespace with only loopback (`unshare -n`), bounded in
 * time, with a clean environment. First pass: `server/discover` answered method-not-found (the
 * legacy handshake); second pass, only when the first saw `server/discover`: answered properly
 * (the 2026 per-request capabilities). The exit code of the client is not judged: the capture is.
 *
 * --latest   probe the newest published version of each client, and pin it in probe/clients.json
 * --keep     keep /tmp/mcp-register-probe/<client>/ (captures, logs) after the run
 */
import { spawnSync } from 'node:child_process';
import { closeSync, existsSync, mkdirSync, openSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { homedir } from 'node:os';
import { join, relative, resolve } from 'node:path';
import { format, resolveConfig } from 'prettier';
import { RECIPES } from './recipes.ts';
import {
  observe,
  parseCapture,
  serializeCapture,
  serializeObservation,
  type CaptureRecord,
  type ProductWords,
} from '../src/lib/observations/observe.ts';
import { captureFileName, observationFileName, validateObservation } from '../src/lib/observations/load.ts';
import { formatProblem } from '../src/lib/content/problems.ts';

interface ManifestClient {
  id: string;
  name: string;
  package: string;
  version: string;
  product?: ProductWords;
}

const root = resolve(import.meta.dirname, '..');
const probeDir = join(root, 'probe');
const manifestPath = join(probeDir, 'clients.json');
const outDir = join(root, 'content/observations');
const cache = process.env.PROBE_CACHE ?? join(homedir(), '.cache/mcp-register-probe');
/** Fixed, so what a client answers about its folders (roots) reproduces from run to run. */
const scratchRoot = '/tmp/mcp-register-probe';
const TIME_LIMIT_SECONDS = 150;
const REQUEST_TIMEOUT_SECONDS = 4;
const MODEL_PORT = 47311;

const argv = process.argv.slice(2);
const latest = argv.includes('--latest');
const keep = argv.includes('--keep');
const wanted = argv.filter((a) => !a.startsWith('--'));

const manifest = JSON.parse(readFileSync(manifestPath, 'utf8')) as { clients: ManifestClient[] };
const unknown = wanted.filter((id) => !manifest.clients.some((c) => c.id === id));
if (unknown.length) {
  console.error(
    `probe: unknown client ${unknown.join(', ')}; expected one of ${manifest.clients.map((c) => c.id).join(', ')} (probe/clients.json)`,
  );
  process.exit(2);
}

function npm(args: string[], cwd: string): string {
  const r = spawnSync('npm', args, { cwd, encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] });
  if (r.status !== 0) throw new Error(`npm ${args.join(' ')} failed:\n${r.stderr}`);
  return r.stdout;
}

/** Installs `pkg@version` (scripts off) into its own cache prefix, once. */
function ensureInstalled(client: ManifestClient): string {
  const prefix = join(cache, `${client.package.replace('/', '+')}@${client.version}`);
  const installed = join(prefix, 'node_modules', client.package, 'package.json');
  if (existsSync(installed) && (JSON.parse(readFileSync(installed, 'utf8')) as { version: string }).version === client.version)
    return prefix;
  mkdirSync(prefix, { recursive: true });
  console.log(`probe: installing ${client.package}@${client.version} into ${prefix}`);
  // Run from inside the prefix: from its parent, npm would read the spec `name@version` as the folder of that name.
  npm(['install', '--ignore-scripts', '--no-audit', '--no-fund', '--prefix', prefix, `${client.package}@${client.version}`], prefix);
  return prefix;
}

/** The contained run: loopback only (checked), the loopback model if asked, the command bounded in time. */
const CONTAINED = String.raw`
ip link set lo up || { echo "probe: cannot bring loopback up" >&2; exit 97; }
if ip -o link show | grep -v ': lo:' | grep -q .; then echo "probe: an interface other than loopback is present" >&2; exit 97; fi
if [ -n "$PROBE_MODEL_PORT" ]; then
  "$PROBE_NODE" "$PROBE_FAKE_MODEL" "$PROBE_MODEL_PORT" "$PROBE_DONE" "$PROBE_MODEL_LOG" > /dev/null &
  model=$!
  for _ in $(seq 100); do (echo > "/dev/tcp/127.0.0.1/$PROBE_MODEL_PORT") 2>/dev/null && break; sleep 0.05; done
fi
echo "probe: start $(date +%s.%N)"; timeout -k 5 "$PROBE_TIME_LIMIT" "$@" < /dev/null
status=$?; echo "probe: end $(date +%s.%N) status $status"
[ -n "$model" ] && kill "$model" 2>/dev/null
exit $status
`;

interface PassResult {
  /** The capture, as the capture server wrote it (a line cut by a killed process left out). */
  records: CaptureRecord[];
  status: number | null;
  seconds: number;
}

function runPass(client: ManifestClient, prefix: string, pass: 'legacy' | 'modern'): PassResult {
  const base = join(scratchRoot, client.id);
  rmSync(base, { recursive: true, force: true });
  const [home, tmp, work] = ['home', 'tmp', 'work'].map((d) => join(base, d)) as [string, string, string];
  for (const d of [home, tmp, work]) mkdirSync(d, { recursive: true });
  const capture = join(base, `capture-${pass}.jsonl`);
  const done = join(base, 'done');
  const serverEnv = {
    // The capture server and the model read the revisions from content; a client starts them in its own working folder.
    REGISTER_CONTENT_DIR: join(root, 'content'),
    PROBE_CAPTURE: capture,
    PROBE_DONE: done,
    PROBE_PASS: pass,
    PROBE_TIMEOUT_MS: String(REQUEST_TIMEOUT_SECONDS * 1000),
  };
  const recipe = RECIPES[client.id]!;
  const invocation = recipe.run({
    node: process.execPath,
    server: join(probeDir, 'capture-server.ts'),
    probeDir,
    prefix,
    home,
    tmp,
    work,
    serverEnv,
    modelPort: MODEL_PORT,
  });
  const env: Record<string, string> = {
    HOME: home,
    TMPDIR: tmp,
    PATH: `${resolve(process.execPath, '..')}:/usr/local/bin:/usr/bin:/bin:/usr/sbin:/sbin`,
    LANG: 'C.UTF-8',
    TERM: 'dumb',
    NO_COLOR: '1',
    ...invocation.env,
    REGISTER_CONTENT_DIR: serverEnv.REGISTER_CONTENT_DIR,
    PROBE_NODE: process.execPath,
    PROBE_FAKE_MODEL: join(probeDir, 'fake-model.ts'),
    PROBE_MODEL_PORT: invocation.model ? String(MODEL_PORT) : '',
    PROBE_DONE: done,
    PROBE_MODEL_LOG: join(base, `model-${pass}.log`),
    // The model holds its answer until the capture server is done (at most 4 questions of 4 s).
    PROBE_MODEL_WAIT_MS: '20000',
    PROBE_TIME_LIMIT: String(TIME_LIMIT_SECONDS),
  };
  // -p -f: the command's shell is the first process of its own PID namespace, so whatever the
  // client leaves running (daemons, servers) ends with it; --kill-child ends it if the runner gives up on unshare.
  const unshare = [...(process.getuid?.() === 0 ? [] : ['-r']), '-n', '-p', '-f', '--kill-child', '--mount-proc'];
  const log = join(scratchRoot, `${client.id}-${pass}.out`);
  const out = openSync(log, 'w');
  const started = Date.now();
  const r = spawnSync('unshare', [...unshare, '--', 'bash', '-c', CONTAINED, 'probe', ...invocation.argv], {
    cwd: work,
    env,
    stdio: ['ignore', out, out],
    timeout: (TIME_LIMIT_SECONDS + 20) * 1000,
  });
  closeSync(out);
  const seconds = (Date.now() - started) / 1000;
  if (r.status === 97) throw new Error(`${client.id}: the network namespace is not loopback-only:\n${readFileSync(log, 'utf8')}`);
  const records = existsSync(capture) ? parseCapture(readFileSync(capture, 'utf8')) : [];
  return { records, status: r.status, seconds };
}

/**
 * The second pass, up to twice: a client that gets its `server/discover` answer after its
 * own deadline (a slow server start on a loaded machine is enough) falls back to `initialize`,
 * which says nothing about the client and everything about the machine. The first attempt in
 * which the client went on in the modern era is kept; if none did, the last.
 */
function modernPass(client: ManifestClient, prefix: string): PassResult {
  let result: PassResult | undefined;
  for (let attempt = 1; attempt <= 2; attempt++) {
    result = runPass(client, prefix, 'modern');
    if (!result.records.some((r) => r.dir === 'recv' && r.message?.method === 'initialize')) return result;
    console.log(`probe: ${client.id}: second pass, attempt ${attempt}: the client fell back to initialize`);
  }
  return result!;
}

function resolveLatest(client: ManifestClient): void {
  const version = npm(['view', client.package, 'version'], root).trim();
  if (version !== client.version) console.log(`probe: ${client.id}: ${client.version} -> ${version}`);
  client.version = version;
}

const today = process.env.PROBE_DATE ?? new Date().toISOString().slice(0, 10);
const platform = `${process.platform}-${process.arch}`;
let failed = 0;
mkdirSync(outDir, { recursive: true });
mkdirSync(scratchRoot, { recursive: true });

for (const client of manifest.clients.filter((c) => !wanted.length || wanted.includes(c.id))) {
  try {
    if (latest) resolveLatest(client);
    const prefix = ensureInstalled(client);
    const legacy = runPass(client, prefix, 'legacy');
    const connected = legacy.records.some(
      (r) => r.dir === 'recv' && (r.message?.method === 'initialize' || r.message?.method === 'server/discover'),
    );
    if (!connected) {
      throw new Error(
        `${client.id}: never connected to the capture server (exit ${legacy.status}, ${legacy.seconds.toFixed(1)} s); see ${join(scratchRoot, `${client.id}-legacy.out`)}`,
      );
    }
    const first = observe({ ...facts(client), date: today }, legacy.records, null);
    const modern = first.legacy.discover === 'not sent' ? null : modernPass(client, prefix);
    const observation = observe({ ...facts(client), date: today }, legacy.records, modern?.records ?? null);
    const text = serializeObservation(observation);
    const name = observationFileName(client.id, client.version);
    const valid = validateObservation(join('content/observations', name), text);
    if (!valid.ok) throw new Error(`${client.id}: the observation does not validate:\n${valid.problems.map(formatProblem).join('\n')}`);
    const path = join(outDir, name);
    const previous = existsSync(path) ? readFileSync(path, 'utf8') : undefined;
    const sameButDate = previous !== undefined && previous.replace(/^date: .*$/m, '') === text.replace(/^date: .*$/m, '');
    if (sameButDate)
      console.log(`probe: ${client.id}@${client.version}: reproduced (${legacy.seconds.toFixed(1)} s); ${name} kept as it was`);
    else {
      writeFileSync(path, text);
      console.log(
        `probe: ${client.id}@${client.version}: ${previous === undefined ? 'recorded' : 'changed'} (${legacy.seconds.toFixed(1)} s) -> content/observations/${name}`,
      );
    }
    keepCaptures(client, { legacy: legacy.records, modern: modern?.records ?? null }, !sameButDate);
    if (!keep) rmSync(join(scratchRoot, client.id), { recursive: true, force: true });
  } catch (e) {
    failed++;
    console.error(`probe: ${(e as Error).message}`);
  }
}
// Written as Prettier writes it, so the pull request that pins the new versions passes the format check.
if (latest)
  writeFileSync(manifestPath, await format(JSON.stringify(manifest), { ...(await resolveConfig(manifestPath)), filepath: manifestPath }));
process.exit(failed ? 1 : 0);

/**
 * The captures the observation was read from, beside it (content/observations/captures/), so
 * its page can show the exchange itself: written with the observation, and when a run
 * reproduces an observation that has none yet; otherwise kept as they were, since their
 * timestamps differ on every run and a re-run must change nothing but a new observation's files.
 */
function keepCaptures(client: ManifestClient, captures: { legacy: CaptureRecord[]; modern: CaptureRecord[] | null }, written: boolean) {
  const file = (pass: 'legacy' | 'modern') => join(outDir, captureFileName(client.id, client.version, pass));
  if (!written && existsSync(file('legacy'))) return;
  const folder = resolve(file('legacy'), '..');
  rmSync(folder, { recursive: true, force: true });
  mkdirSync(folder, { recursive: true });
  writeFileSync(file('legacy'), serializeCapture(captures.legacy));
  if (captures.modern) writeFileSync(file('modern'), serializeCapture(captures.modern));
  console.log(`probe: ${client.id}@${client.version}: captures -> ${relative(root, folder)}/`);
}

function facts(client: ManifestClient) {
  return {
    client: client.id,
    name: client.name,
    package: client.package,
    version: client.version,
    platform,
    command: RECIPES[client.id]!.command,
    timeLimitSeconds: TIME_LIMIT_SECONDS,
    requestTimeoutSeconds: REQUEST_TIMEOUT_SECONDS,
    ...(client.product ? { product: client.product } : {}),
  };
}
