/**
 * Preloaded (`node --import`) by the fixture unit step: a test there that reads a file of the register's own
 * content/ fails at the read, naming the path and where such a test belongs. The fixture step runs with the
 * fixture's axes (REGISTER_CONTENT_DIR=tests/fixtures/content-valid), so an author's change to content/ moves no
 * fixture test; a test that read content/ there would check today's rows against the fixture's products and
 * revisions. Reads of the register belong in a `*.content.test.ts` file (scripts/lib/unit-files.ts).
 *
 * Only reads are guarded: whether content/ exists, and paths that merely name it, are not the register's words.
 */
import fs from 'node:fs';
import { syncBuiltinESMExports } from 'node:module';
import { resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { contentReadRefusal } from '../../scripts/lib/unit-files.ts';

const project = resolve(import.meta.dirname, '../..');

const pathOf = (p: unknown): string | null => {
  if (typeof p === 'string') return resolve(p);
  if (p instanceof URL) return fileURLToPath(p);
  if (Buffer.isBuffer(p)) return resolve(p.toString('utf8'));
  return null;
};

function guard<F extends (...args: never[]) => unknown>(name: string, read: F): F {
  return ((...args: Parameters<F>) => {
    const refusal = contentReadRefusal(project, pathOf(args[0]), sep);
    if (refusal) throw new Error(`${name}: ${refusal}`);
    return read(...args);
  }) as F;
}

fs.readFileSync = guard('readFileSync', fs.readFileSync);
fs.readdirSync = guard('readdirSync', fs.readdirSync);
fs.opendirSync = guard('opendirSync', fs.opendirSync);
fs.cpSync = guard('cpSync', fs.cpSync);
fs.promises.readFile = guard('readFile', fs.promises.readFile);
fs.promises.readdir = guard('readdir', fs.promises.readdir);
// `import { readFileSync } from 'node:fs'` reads the named export, which is updated only when told to.
syncBuiltinESMExports();
