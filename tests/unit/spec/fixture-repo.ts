/**
 * A git repository made from a fixture specification tree (tests/fixtures/spec/<name>), with
 * a fixed author, committer and date so its commit hash is the same on every machine: the
 * valid content fixture's spec report records it.
 */
import { spawnSync } from 'node:child_process';
import { cpSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

export const SPEC_FIXTURES = join(import.meta.dirname, '../../fixtures/spec');

const FIXED = {
  GIT_AUTHOR_NAME: 'Fixture',
  GIT_AUTHOR_EMAIL: 'fixture@example.invalid',
  GIT_AUTHOR_DATE: '2026-01-01T00:00:00Z',
  GIT_COMMITTER_NAME: 'Fixture',
  GIT_COMMITTER_EMAIL: 'fixture@example.invalid',
  GIT_COMMITTER_DATE: '2026-01-01T00:00:00Z',
};

export function git(dir: string, ...args: string[]): string {
  const env = Object.fromEntries(Object.entries(process.env).filter(([k]) => !k.startsWith('GIT_')));
  const r = spawnSync(
    'git',
    ['-C', dir, '-c', 'init.defaultBranch=main', '-c', 'commit.gpgsign=false', '-c', 'core.autocrlf=false', ...args],
    {
      env: { ...env, ...FIXED, GIT_CONFIG_NOSYSTEM: '1', GIT_CONFIG_GLOBAL: '/dev/null' },
      encoding: 'utf8',
    },
  );
  if (r.status !== 0) throw new Error(`git ${args.join(' ')}: ${r.stderr}`);
  return r.stdout.trim();
}

/** A work tree holding the fixture tree in one commit; returns its path and commit. */
export function fixtureRepo(name: string): { dir: string; commit: string } {
  const dir = mkdtempSync(join(tmpdir(), `spec-${name}-`));
  cpSync(join(SPEC_FIXTURES, name), dir, { recursive: true });
  git(dir, 'init', '-q');
  git(dir, 'add', '-A');
  git(dir, 'commit', '-q', '-m', `fixture ${name}`);
  return { dir, commit: git(dir, 'rev-parse', 'HEAD') };
}
