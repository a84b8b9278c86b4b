/**
 * Reading files of a source checkout (a git work tree, a bare git directory or a plain
 * directory) at a given commit: `git cat-file` at the commit when the checkout has it, else
 * HEAD (bare) or the disk (work tree, directory), saying which in `readAt`. Used by
 * `verify-sources` (quoted citations) and `verify-spec` (schemas and override quotes).
 */
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync, realpathSync, statSync } from 'node:fs';
import { isAbsolute, join, normalize, sep } from 'node:path';
import type { SourceId } from '../../src/lib/register/axes.ts';

/** git could not be run at all. */
export class CheckoutError extends Error {}

/** The environment for git, without variables that would point it at another repository. */
const gitEnv = Object.fromEntries(
  Object.entries(process.env).filter(
    ([key]) =>
      !/^GIT_(DIR|WORK_TREE|INDEX_FILE|OBJECT_DIRECTORY|ALTERNATE_OBJECT_DIRECTORIES|COMMON_DIR|NAMESPACE|CEILING_DIRECTORIES|DISCOVERY_ACROSS_FILESYSTEM)$/.test(
        key,
      ),
  ),
);

export function git(dir: string, args: string[]): { ok: boolean; stdout: Buffer; text: string } {
  const result = spawnSync('git', ['-C', dir, ...args], { env: gitEnv, maxBuffer: 256 * 1024 * 1024 });
  if (result.error) throw new CheckoutError(`cannot run git: ${result.error.message}`);
  const ok = result.status === 0;
  return { ok, stdout: result.stdout, text: ok ? result.stdout.toString('utf8').trim() : '' };
}

export type CheckoutKind = 'bare' | 'worktree' | 'directory';

export interface Checkout {
  alias: SourceId;
  path: string;
  kind: CheckoutKind;
  head: string | null;
}

/**
 * What a checkout is. A git repository only counts when the path is its top: a plain
 * directory that happens to lie inside some other repository is read from disk.
 */
export function inspectCheckout(alias: SourceId, path: string): Checkout {
  const real = realpathSync(path);
  let kind: CheckoutKind = 'directory';
  const gitDir = git(real, ['rev-parse', '--absolute-git-dir']);
  if (gitDir.ok) {
    const inside = git(real, ['rev-parse', '--is-inside-work-tree']).text === 'true';
    if (inside) {
      const top = git(real, ['rev-parse', '--show-toplevel']);
      if (top.ok && realpathSync(top.text) === real) kind = 'worktree';
    } else if (realpathSync(gitDir.text) === real) {
      kind = 'bare';
    }
  }
  const head = kind === 'directory' ? null : git(real, ['rev-parse', '--verify', '--quiet', 'HEAD^{commit}']).text || null;
  return { alias, path: real, kind, head };
}

/** The full hash of `commit` when the checkout has it. */
export function resolveCommit(checkout: Checkout, commit: string): string | null {
  return git(checkout.path, ['rev-parse', '--verify', '--quiet', `${commit}^{commit}`]).text || null;
}

// ---------------------------------------------------------------------------------------
// reading files

export function decode(bytes: Uint8Array): string {
  return new TextDecoder('utf-8')
    .decode(bytes)
    .replace(/^\uFEFF/, '')
    .replace(/\r\n?/g, '\n');
}

export interface ReadFile {
  /** The file's text, or null when the path does not exist at that version. */
  text: string | null;
  readAt: string;
  note?: string;
}

const fileCache = new Map<string, ReadFile>();

export function readAtCommit(checkout: Checkout, sha: string, path: string, readAt: string): ReadFile {
  const type = git(checkout.path, ['cat-file', '-t', `${sha}:${path}`]).text;
  if (type !== 'blob') {
    return { text: null, readAt, ...(type ? { note: `${path} is a ${type}, not a file, at ${readAt}` } : {}) };
  }
  return { text: decode(git(checkout.path, ['cat-file', 'blob', `${sha}:${path}`]).stdout), readAt };
}

export function readFromDisk(checkout: Checkout, path: string, readAt: string): ReadFile {
  const file = join(checkout.path, path);
  if (!existsSync(file)) return { text: null, readAt };
  if (!statSync(file).isFile()) return { text: null, readAt, note: `${path} is not a file` };
  return { text: decode(readFileSync(file)), readAt };
}

/** Read `path` from the checkout at `commit` when it has it, else at HEAD / from disk. */
export function readSourceFile(checkout: Checkout, path: string, commit: string | null): ReadFile {
  // The checkout itself is part of the key: a process that runs the check twice may give an alias another checkout.
  const key = JSON.stringify([checkout.path, checkout.kind, checkout.head, commit, path]);
  const cached = fileCache.get(key);
  if (cached) return cached;
  let read: ReadFile;
  const clean = normalize(path);
  if (isAbsolute(clean) || clean === '..' || clean.startsWith(`..${sep}`)) {
    read = { text: null, readAt: 'nothing', note: `${path} lies outside the repository` };
  } else if (checkout.kind === 'directory') {
    read = readFromDisk(checkout, clean, 'directory');
    if (commit) read = { ...read, note: `pinned to ${commit}, but the checkout is not a git repository: read from disk` };
  } else {
    const sha = commit ? resolveCommit(checkout, commit) : null;
    if (sha) {
      read = readAtCommit(checkout, sha, clean, sha);
    } else {
      const fallback = checkout.kind === 'bare' ? `HEAD (${checkout.head ?? 'none'})` : 'working tree';
      if (checkout.kind === 'bare') {
        read = checkout.head
          ? readAtCommit(checkout, checkout.head, clean, fallback)
          : { text: null, readAt: fallback, note: 'the repository has no HEAD commit' };
      } else {
        read = readFromDisk(checkout, clean, fallback);
      }
      if (commit) read = { ...read, note: `commit ${commit} is not in the checkout; read at ${fallback} instead` };
    }
  }
  fileCache.set(key, read);
  return read;
}
