/**
 * `npm run matrix-diff`: what a change does to the matrix, as Markdown on stdout.
 *
 *   npm run matrix-diff -- <base matrix.json> <head matrix.json> [--base-report <f> --head-report <f>]
 *   npm run matrix-diff -- --base <git ref> [<head matrix.json>]
 *
 * With `--base`, the base commit is checked out into a temporary git worktree and built
 * there (its node_modules is a link to this checkout's when package-lock.json is the
 * same, else `npm ci` runs in it); the head is the given file or this checkout's
 * dist/matrix.json (run `npm run build` first). Quote verification is compared between
 * the two commits' content/verification/report.json, or the given --base-report and
 * --head-report. Links point at SITE_URL + BASE_PATH (src/lib/publish/site-config.ts).
 *
 * Exit 0 whatever changed; exit 2 when an input cannot be read or the base cannot be built.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { diffMatrices, formatMatrixDiff, readDiffMatrix, readDiffReport, type DiffReport } from '../src/lib/matrix/diff.ts';
import { basePath, siteOrigin } from '../src/lib/publish/site-config.ts';

const root = resolve(import.meta.dirname, '..');
const REPORT = 'content/verification/report.json';

class InputError extends Error {}

function readJson(path: string, what: string): unknown {
  let text: string;
  try {
    text = readFileSync(path, 'utf8');
  } catch (error) {
    throw new InputError(`${what} ${path}: cannot be read (${(error as NodeJS.ErrnoException).code ?? (error as Error).message})`);
  }
  try {
    return JSON.parse(text);
  } catch (error) {
    throw new InputError(`${what} ${path}: not JSON (${(error as Error).message})`);
  }
}

function readMatrix(path: string, what: string) {
  try {
    return readDiffMatrix(readJson(path, what));
  } catch (error) {
    if (error instanceof InputError) throw error;
    throw new InputError(`${what} ${path}: ${(error as Error).message}`);
  }
}

function readReport(path: string, what: string): DiffReport {
  try {
    return readDiffReport(readJson(path, what));
  } catch (error) {
    if (error instanceof InputError) throw error;
    throw new InputError(`${what} ${path}: ${(error as Error).message}`);
  }
}

function run(command: string, args: string[], cwd: string, env: NodeJS.ProcessEnv = process.env): void {
  // Progress goes to stderr; stdout carries only the Markdown.
  const result = spawnSync(command, args, { cwd, env, stdio: ['ignore', 2, 2] });
  if (result.status !== 0) throw new InputError(`${command} ${args.join(' ')} failed in ${cwd} (exit ${result.status})`);
}

/** Check out `ref` in a temporary worktree, build it, and return its matrix and report paths. */
function buildBase(ref: string): { matrix: string; report: string; cleanup: () => void } {
  const dir = mkdtempSync(join(tmpdir(), 'matrix-diff-base-'));
  const worktree = join(dir, 'base');
  run('git', ['worktree', 'add', '--detach', worktree, ref], root);
  const cleanup = () => {
    spawnSync('git', ['worktree', 'remove', '--force', worktree], { cwd: root, stdio: 'ignore' });
    rmSync(dir, { recursive: true, force: true });
  };
  try {
    const sameLock =
      existsSync(join(worktree, 'package-lock.json')) &&
      readFileSync(join(worktree, 'package-lock.json'), 'utf8') === readFileSync(join(root, 'package-lock.json'), 'utf8');
    if (sameLock && existsSync(join(root, 'node_modules'))) symlinkSync(join(root, 'node_modules'), join(worktree, 'node_modules'), 'dir');
    else run('npm', ['ci', '--no-audit', '--no-fund'], worktree);
    console.error(`matrix-diff: building ${ref} in ${worktree}`);
    run('npm', ['run', 'build'], worktree, { ...process.env, REGISTER_CONTENT_DIR: join(worktree, 'content') });
    return { matrix: join(worktree, 'dist/matrix.json'), report: join(worktree, REPORT), cleanup };
  } catch (error) {
    cleanup();
    throw error;
  }
}

function main(argv: string[]): number {
  const { values, positionals } = parseArgs({
    args: argv,
    allowPositionals: true,
    options: {
      base: { type: 'string' },
      'base-report': { type: 'string' },
      'head-report': { type: 'string' },
    },
  });
  let cleanup = () => {};
  try {
    let basePathArg: string;
    let headPathArg: string;
    let baseReport = values['base-report'];
    let headReport = values['head-report'];
    let baseLabel: string;
    if (values.base !== undefined) {
      if (positionals.length > 1) throw new InputError('with --base, give at most one head matrix.json');
      const built = buildBase(values.base);
      cleanup = built.cleanup;
      basePathArg = built.matrix;
      headPathArg = resolve(positionals[0] ?? join(root, 'dist/matrix.json'));
      baseLabel = values.base;
      if (baseReport === undefined && existsSync(built.report)) baseReport = built.report;
      if (headReport === undefined && existsSync(join(root, REPORT))) headReport = join(root, REPORT);
    } else {
      const [basePath, headPath] = positionals;
      if (positionals.length !== 2 || basePath === undefined || headPath === undefined)
        throw new InputError('give <base matrix.json> <head matrix.json>, or --base <git ref>');
      basePathArg = resolve(basePath);
      headPathArg = resolve(headPath);
      baseLabel = basePath;
    }
    if ((baseReport === undefined) !== (headReport === undefined))
      throw new InputError('give both --base-report and --head-report, or neither');
    const base = readMatrix(basePathArg, 'base matrix');
    const head = readMatrix(headPathArg, 'head matrix');
    const reports =
      baseReport !== undefined && headReport !== undefined
        ? { base: readReport(baseReport, 'base report'), head: readReport(headReport, 'head report') }
        : undefined;
    const diff = diffMatrices(base, head, reports);
    const siteUrl = new URL(basePath(), siteOrigin()).href;
    process.stdout.write(`${formatMatrixDiff(diff, { siteUrl, baseLabel, headLabel: positionals.at(-1) ?? 'this checkout' })}\n`);
    return 0;
  } catch (error) {
    if (error instanceof InputError || (error as { code?: string }).code?.startsWith('ERR_PARSE_ARGS')) {
      console.error(`matrix-diff: ${(error as Error).message}`);
      console.error(
        'usage: npm run matrix-diff -- <base matrix.json> <head matrix.json> [--base-report <f> --head-report <f>] | --base <git ref> [<head matrix.json>]',
      );
      return 2;
    }
    throw error;
  } finally {
    cleanup();
  }
}

process.exitCode = main(process.argv.slice(2));
