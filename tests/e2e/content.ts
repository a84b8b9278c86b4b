/** The site's own content, read the way the build reads it, for tests that compare pages with front-matter. */
import { resolve } from 'node:path';
import { checkContent } from '../../src/lib/content/check.ts';
import { buildMatrix } from '../../src/lib/matrix/build.ts';

export const root = resolve(import.meta.dirname, '../..');
export const content = checkContent(resolve(root, 'content'), root);
export const rows = content.rows.map((r) => r.data);
export const row = (id: string) => {
  const found = rows.find((r) => r.id === id);
  if (!found) throw new Error(`no row ${id} in content/`);
  return found;
};
/** The matrix the pages draw, built from the same content by the same `buildMatrix`. */
export const matrix = buildMatrix(rows, { disputes: content.disputes.map((d) => d.data), products: content.products });
