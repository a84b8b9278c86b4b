/**
 * The README's layout table is true: every folder it names exists, and every folder under
 * the code roots is named (a new folder needs a line saying what it holds).
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { existsSync, readFileSync, readdirSync, statSync } from 'node:fs';
import { join, resolve } from 'node:path';

const root = resolve(import.meta.dirname, '../..');
const readme = readFileSync(join(root, 'README.md'), 'utf8');
const layoutAt = readme.indexOf('## Layout');
const table = readme.slice(layoutAt, readme.indexOf('\n## ', layoutAt + 1));
/** The folders named in the first column of the layout table. */
const named = new Set(
  table
    .split('\n')
    .filter((line) => line.startsWith('| `'))
    .flatMap((line) => [...line.split('|')[1]!.matchAll(/`([^`]+\/)`/g)].map((m) => m[1]!.replace(/\/$/, ''))),
);
/** Folders whose sub-folders must each be named. */
const ROOTS = ['src', 'src/lib', 'scripts'];

function subfolders(dir: string): string[] {
  return readdirSync(join(root, dir))
    .filter((name) => statSync(join(root, dir, name)).isDirectory())
    .map((name) => `${dir}/${name}`);
}

test('the README layout table names folders', () => {
  assert.ok(named.size >= 15, `expected the layout table to name its folders, found ${[...named].join(', ')}`);
});

test('every folder the README layout table names exists', () => {
  for (const folder of named) assert.ok(existsSync(join(root, folder)), `README names ${folder}/, which does not exist`);
});

test('every folder under src/, src/lib/ and scripts/ is named in the README layout table', () => {
  for (const dir of ROOTS) {
    for (const folder of subfolders(dir)) {
      assert.ok(named.has(folder), `${folder}/ is not in the README layout table: add a line saying what it holds`);
    }
  }
});

test('tests/unit mirrors the code: each of its folders tests a folder of src/lib or scripts', () => {
  const mirrored = (folder: string) => {
    const rest = folder.slice('tests/unit/'.length);
    return rest.startsWith('scripts') ? rest : `src/lib/${rest}`;
  };
  const walk = (dir: string): string[] => subfolders(dir).flatMap((f) => [f, ...walk(f)]);
  for (const folder of walk('tests/unit')) {
    assert.ok(existsSync(join(root, mirrored(folder))), `${folder}/ mirrors no folder: ${mirrored(folder)}/ does not exist`);
  }
});
