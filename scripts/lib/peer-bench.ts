/**
 * `npm run bench -- --peer <path>`: our build and another site's (a canimcp checkout, with its dependencies
 * installed) built in turns on the same machine in one run, so both meet the same load; then the median of each and
 * their ratio. The builds alternate which goes first (ours, peer; peer, ours; …), so a machine getting busier or
 * quieter during the run weighs on both alike. Each build is timed by GNU time where there is one: wall, CPU
 * (user + system of the whole process tree) and peak RSS of its largest process.
 *
 * The pure parts (turn order, medians, ratios, the table) are tested in tests/unit/scripts/peer-bench.test.ts; the
 * peer's code is never copied into this repository, only run where it is.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { cpus, loadavg, tmpdir, totalmem } from 'node:os';
import { dirname, join } from 'node:path';
import { parseStepEnds } from './build-steps.ts';

export type Side = 'ours' | 'peer';

export interface Timed {
  side: Side;
  /** The pair it belongs to, from 1. */
  pair: number;
  ok: boolean;
  seconds: number;
  /** User + system seconds of the build and every process it waited for (GNU time); null without it. */
  cpuSeconds: number | null;
  /** Peak RSS of its largest process, MiB (GNU time); null without it. */
  peakMiB: number | null;
  /** 1-minute load average before and after. */
  load: [number, number];
  /** When each step ended, seconds from the start, as the build printed it (`Steps ended at:`); null when it did not. */
  steps: Record<string, number> | null;
}

/** The order of the builds: `pairs` pairs, the side that goes first alternating from one pair to the next. */
export function turns(pairs: number): { side: Side; pair: number }[] {
  const out: { side: Side; pair: number }[] = [];
  for (let pair = 1; pair <= pairs; pair++) {
    const order: Side[] = pair % 2 === 1 ? ['ours', 'peer'] : ['peer', 'ours'];
    for (const side of order) out.push({ side, pair });
  }
  return out;
}

/** The median of the numbers (the mean of the middle two for an even count); null for none. */
export function median(values: readonly number[]): number | null {
  if (!values.length) return null;
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
}

export interface SideSummary {
  runs: number;
  failed: number;
  seconds: number | null;
  cpuSeconds: number | null;
  peakMiB: number | null;
}

export interface PeerSummary {
  ours: SideSummary;
  peer: SideSummary;
  /** Our build's steps, the median of when each ended (seconds from the start), in the order the build printed them. */
  ourSteps: [string, number][];
  /** ours ÷ peer, of the medians: above 1, our build takes longer. */
  ratio: { seconds: number | null; cpuSeconds: number | null; peakMiB: number | null };
}

/** Medians per side (of the builds that succeeded) and the ratios of ours to the peer's. */
export function summarize(timed: readonly Timed[]): PeerSummary {
  const side = (s: Side): SideSummary => {
    const mine = timed.filter((t) => t.side === s);
    const ok = mine.filter((t) => t.ok);
    const of = (pick: (t: Timed) => number | null) => median(ok.map(pick).filter((v): v is number => v !== null));
    return {
      runs: mine.length,
      failed: mine.length - ok.length,
      seconds: of((t) => t.seconds),
      cpuSeconds: of((t) => t.cpuSeconds),
      peakMiB: of((t) => t.peakMiB),
    };
  };
  const ours = side('ours');
  const peer = side('peer');
  const printed = timed.filter((t) => t.side === 'ours' && t.ok && t.steps).map((t) => t.steps!);
  const ourSteps = [...new Set(printed.flatMap((steps) => Object.keys(steps)))].map((step): [string, number] => [
    step,
    median(printed.map((steps) => steps[step]).filter((v): v is number => v !== undefined))!,
  ]);
  const ratio = (a: number | null, b: number | null) => (a === null || b === null || b === 0 ? null : a / b);
  return {
    ours,
    peer,
    ourSteps,
    ratio: {
      seconds: ratio(ours.seconds, peer.seconds),
      cpuSeconds: ratio(ours.cpuSeconds, peer.cpuSeconds),
      peakMiB: ratio(ours.peakMiB, peer.peakMiB),
    },
  };
}

const fmt = (v: number | null, digits = 1) => (v === null ? 'n/a' : v.toFixed(digits));

/** The table `npm run bench -- --peer` prints. */
export function peerTable(summary: PeerSummary, names: { ours: string; peer: string }): string {
  const row = (label: string, s: SideSummary) =>
    `${label.padEnd(20)} ${String(s.runs - s.failed).padStart(2)}/${s.runs}  ${fmt(s.seconds).padStart(8)} s  ${fmt(s.cpuSeconds).padStart(8)} s  ${fmt(s.peakMiB, 0).padStart(7)} MiB`;
  const r = summary.ratio;
  return [
    `${'build'.padEnd(20)} ok/runs  median wall    median CPU   peak RSS`,
    row(names.ours, summary.ours),
    row(names.peer, summary.peer),
    `${'ours ÷ peer'.padEnd(20)}        ×${fmt(r.seconds, 2).padStart(7)}    ×${fmt(r.cpuSeconds, 2).padStart(7)}   ×${fmt(r.peakMiB, 2).padStart(6)}`,
    ...(summary.ourSteps.length
      ? [
          `\n${names.ours}, when each step ended (median, seconds from the start):`,
          ...summary.ourSteps.map(([step, at]) => `  ${fmt(at).padStart(5)} s  ${step}`),
        ]
      : []),
  ].join('\n');
}

/** The machine, as the README states it beside the figures. */
export function machine(): { cpus: number; model: string; memoryGiB: number } {
  const list = cpus();
  return { cpus: list.length, model: list[0]?.model.trim() ?? 'unknown', memoryGiB: Math.round((totalmem() / 2 ** 30) * 10) / 10 };
}

export interface BuildCommand {
  command: string;
  args: string[];
  cwd: string;
  env?: NodeJS.ProcessEnv;
}

const TIME_BIN = ['/usr/bin/time', '/bin/time'].find((p) => existsSync(p) && spawnSync(p, ['-v', 'true']).status === 0);

/** Run one build, timed. */
export function timeBuild(build: BuildCommand, side: Side, pair: number): Timed {
  const scratch = mkdtempSync(join(tmpdir(), 'peer-bench-'));
  const timeFile = join(scratch, 'time');
  const [cmd, args] = TIME_BIN ? [TIME_BIN, ['-v', '-o', timeFile, build.command, ...build.args]] : [build.command, build.args];
  const before = loadavg()[0] ?? 0;
  const started = performance.now();
  // Its output is read only for the line of step ends our build prints (scripts/lib/build-steps.ts).
  const r = spawnSync(cmd, args, {
    cwd: build.cwd,
    env: build.env ?? process.env,
    stdio: ['ignore', 'pipe', 'ignore'],
    encoding: 'utf8',
    maxBuffer: 256 * 1024 * 1024,
  });
  const seconds = (performance.now() - started) / 1000;
  const load: [number, number] = [Math.round(before * 100) / 100, Math.round((loadavg()[0] ?? 0) * 100) / 100];
  let cpuSeconds: number | null = null;
  let peakMiB: number | null = null;
  if (existsSync(timeFile)) {
    const report = readFileSync(timeFile, 'utf8');
    const user = /User time \(seconds\): ([\d.]+)/.exec(report);
    const system = /System time \(seconds\): ([\d.]+)/.exec(report);
    if (user && system) cpuSeconds = Number(user[1]) + Number(system[1]);
    const rss = /Maximum resident set size \(kbytes\): (\d+)/.exec(report);
    if (rss) peakMiB = Number(rss[1]) / 1024;
  }
  rmSync(scratch, { recursive: true, force: true });
  const steps = parseStepEnds(r.stdout ?? '');
  return { side, pair, ok: r.status === 0, seconds, cpuSeconds, peakMiB, load, steps: steps && Object.fromEntries(steps) };
}

/**
 * The peer's build: `npm run build` in its checkout, run by the Node that runs this (the project's Node 22, first on
 * PATH: a checkout that needs Node ≥ 22 builds even where the system's is older).
 */
export function peerBuild(path: string): BuildCommand {
  return {
    command: 'npm',
    args: ['run', 'build', '--silent'],
    cwd: path,
    env: { ...process.env, PATH: `${dirname(process.execPath)}:${process.env.PATH ?? ''}`, ASTRO_TELEMETRY_DISABLED: '1' },
  };
}

/** Run the pairs in turns, `onEach` told of every build as it ends. */
export function pairBuilds(
  builds: Record<Side, BuildCommand>,
  pairs: number,
  onEach: (t: Timed) => void = () => undefined,
  time: (b: BuildCommand, side: Side, pair: number) => Timed = timeBuild,
): Timed[] {
  return turns(pairs).map(({ side, pair }) => {
    const t = time(builds[side], side, pair);
    onEach(t);
    return t;
  });
}
