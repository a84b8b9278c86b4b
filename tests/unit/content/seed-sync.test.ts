/**
 * The site's content matches the seed documents it was imported from: `npm run import --
 * --check` passes for the register and for the note. The seeds live beside the repository
 * (../shared/seeds); where they are absent the test is skipped and says so.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { main } from '../../../scripts/import/register.ts';
import { collectingIo } from '../../../scripts/lib/cli-io.ts';

const root = resolve(import.meta.dirname, '../../..');
const seeds = resolve(process.env.REGISTER_SEEDS_DIR ?? resolve(root, '../shared/seeds'));
const register = resolve(seeds, '000_124c23a32a3638b6.txt');
const note = resolve(seeds, '002_11408f07f5594e09.txt');
const skip = existsSync(register) && existsSync(note) ? false : `seed documents not found in ${seeds}: the drift check did not run`;

/** `npm run import -- --check …`, run in this process from the project root (the importer's own tests spawn it). */
const check = (...args: string[]) => {
  const io = collectingIo(root);
  const status = main(['--check', ...args], io);
  return { status, ...io.printed() };
};

test('content/ is in sync with the seed register', { skip }, () => {
  const result = check(register);
  assert.equal(result.status, 0, result.stdout + result.stderr);
  assert.match(result.stdout, /in sync/);
});

test('the opencode note is in sync with its seed', { skip }, () => {
  const result = check('--note', note, '--slug', 'opencode-declares-roots-only');
  assert.equal(result.status, 0, result.stdout + result.stderr);
});
