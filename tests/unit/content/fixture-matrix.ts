/** The checked content and the built matrix of a copy of the valid fixture after an edit (tests of what is published). */
import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { checkContent } from '../../../src/lib/content/check.ts';
import { contentCorpus, type LoadedContent } from '../../../src/lib/content/load.ts';
import { buildMatrix, type Matrix } from '../../../src/lib/matrix/build.ts';
import { VALID_CONTENT } from './content-fixture.ts';

/** The content and matrix of a copy of the valid fixture after `mutate`. */
export function fixtureMatrix(mutate: (dir: string) => void): { content: LoadedContent; matrix: Matrix } {
  const dir = mkdtempSync(join(tmpdir(), 'register-matrix-'));
  try {
    cpSync(VALID_CONTENT, dir, { recursive: true });
    mutate(dir);
    const content = checkContent(dir, dir);
    const matrix = buildMatrix(
      content.rows.map((r) => r.data),
      { disputes: content.disputes.map((d) => d.data), products: content.products, corpus: contentCorpus(content) },
    );
    return { content, matrix };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
