/**
 * A folder of derived files kept between builds, each under the hash of what it is made from: the build asks for a
 * key's bytes and makes them only when the folder has none. The key covers the input (a preview card's SVG) and a
 * salt naming everything else the output depends on (the renderer's code, its version, its fonts), so a change to
 * any of them makes new keys and the old entries are never read again. Entries a build does not use are removed
 * once they are older than a week (`prune`), so branches that differ share the folder without it growing forever.
 *
 * The build's preview images use it (scripts/build-images.ts); `npm run check-determinism` builds its second copy
 * without it, so the renderer is still shown to make the same bytes twice.
 */
import { createHash } from 'node:crypto';
import { mkdirSync, readFileSync, readdirSync, renameSync, rmSync, statSync, utimesSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

/** SHA-256 of the parts, each length-prefixed so that no two lists of parts give the same text. */
export function hashOf(parts: readonly (string | Buffer)[]): string {
  const hash = createHash('sha256');
  for (const part of parts) {
    const bytes = typeof part === 'string' ? Buffer.from(part, 'utf8') : part;
    hash.update(`${bytes.length}:`);
    hash.update(bytes);
  }
  return hash.digest('hex');
}

export interface CacheCounts {
  /** Entries read from the folder. */
  hits: number;
  /** Entries made and written to it. */
  misses: number;
}

export class DerivedCache {
  private readonly dir: string;
  private readonly salt: string;
  private readonly used = new Set<string>();
  readonly counts: CacheCounts = { hits: 0, misses: 0 };

  /** `dir`: the folder (made when first written); `salt`: the hash of everything besides the input that the output depends on. */
  constructor(dir: string, salt: string) {
    this.dir = dir;
    this.salt = salt;
  }

  /** The bytes for `input`: from the folder, or made by `make` and kept. */
  get(input: string, make: () => Buffer): Buffer {
    const key = hashOf([this.salt, input]);
    this.used.add(key);
    const file = join(this.dir, key);
    let bytes: Buffer | undefined;
    try {
      bytes = readFileSync(file);
    } catch {
      bytes = undefined;
    }
    if (bytes) {
      this.counts.hits += 1;
      // Used now: `prune` keeps it for another week.
      const now = new Date();
      utimesSync(file, now, now);
      return bytes;
    }
    this.counts.misses += 1;
    const made = make();
    mkdirSync(this.dir, { recursive: true });
    // Written beside and renamed in, so a build stopped halfway never leaves a partial entry for the next to read.
    const partial = `${file}.${process.pid}.partial`;
    writeFileSync(partial, made);
    renameSync(partial, file);
    return made;
  }

  /** Remove the entries this build did not use that are older than `maxAgeMs` (a week by default); returns how many. */
  prune(maxAgeMs = 7 * 24 * 3600 * 1000, now = Date.now()): number {
    let removed = 0;
    let names: string[];
    try {
      names = readdirSync(this.dir);
    } catch {
      return 0;
    }
    for (const name of names) {
      if (this.used.has(name)) continue;
      const file = join(this.dir, name);
      // (A `.partial` file is another build's entry being written: it too is left alone until it is that old.)
      if (now - statSync(file).mtimeMs > maxAgeMs) {
        rmSync(file, { force: true });
        removed += 1;
      }
    }
    return removed;
  }
}
