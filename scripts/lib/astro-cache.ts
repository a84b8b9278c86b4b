/**
 * Where a build keeps Astro's cache (its content data store among it): one folder per content folder and per state of
 * the files the content schema is built from. The row schema is made from content's axes (revisions.yaml,
 * products.yaml, sources.yaml, other-sources/*.yaml: a new revision gives every row a spec state there), and Astro's
 * store keeps an entry while its own file is unchanged: keyed on the folder alone, a build after a new revision read
 * rows stored under the old schema and failed. Keyed on those files too, such a change starts a fresh store.
 */
import { createHash } from 'node:crypto';
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';

/** The files of a content folder its schema is built from, relative to it, sorted: its top-level YAML and other-sources/. */
export function schemaInputs(content: string): string[] {
  const yamlIn = (dir: string) =>
    existsSync(join(content, dir))
      ? readdirSync(join(content, dir))
          .filter((f) => f.endsWith('.yaml'))
          .map((f) => (dir === '' ? f : `${dir}/${f}`))
      : [];
  return [...yamlIn(''), ...yamlIn('other-sources')].sort();
}

/** The cache folder's name for a content folder: its path and its schema inputs' names and bytes, hashed. */
export function astroCacheKey(content: string): string {
  const hash = createHash('sha256').update(content);
  for (const file of schemaInputs(content)) hash.update(`\0${file}\0`).update(readFileSync(join(content, file)));
  return hash.digest('hex').slice(0, 12);
}
