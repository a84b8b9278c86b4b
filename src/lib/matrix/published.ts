/**
 * published-values-carry-words (`src/lib/rules/published-values-carry-words.ts`): every published declared or implemented value other than `unknown` carries its words into
 * `/matrix.json` and the drawer: in `evidence` when the verdict rests on it, in `unused` (“not used by the verdict”)
 * when it does not. A value published with neither is refused.
 */
import type { RuleId } from '../rules/ids.ts';
import { REVISION_IDS } from '../register/axes.ts';
import type { Matrix } from './build.ts';
import type { Row } from '../register/schema.ts';
import { cellAt } from '../lookup/at.ts';

/** A published value without its words: where it is and what to do. */
export interface UnpublishedValue {
  rule: RuleId;
  row: string;
  /** The front-matter field of the entry that gives the value (`products.codex.0.declared.evidence`). */
  field: string;
  message: string;
}

/** The known declared and implemented values of the matrix's cells that carry no quote for their field. */
export function unpublishedValues(matrix: Matrix, rows: readonly Row[]): UnpublishedValue[] {
  const byId = new Map(rows.map((r) => [r.id, r]));
  const found: UnpublishedValue[] = [];
  for (const m of matrix.rows) {
    for (const product of Object.keys(m.cells)) {
      for (const revision of REVISION_IDS) {
        const cell = cellAt(m, product, revision);
        for (const field of ['declared', 'implemented'] as const) {
          const value = cell[field];
          if (value === 'unknown') continue;
          if ([...cell.evidence, ...cell.unused].some((e) => e.field === field)) continue;
          const entries = byId.get(m.id)?.products[product] ?? [];
          const index = entries.findIndex((e) => e.revisions === 'all' || e.revisions.includes(revision));
          found.push({
            rule: 'published-values-carry-words',
            row: m.id,
            field: `products.${product}.${index}.${field}.evidence`,
            message: `"${value}" at ${revision} (verdict ${cell.verdict}) is published without its words: every known value carries its quote into /matrix.json and the cell details, also when the verdict does not rest on it (published-values-carry-words). Add evidence: [{in, quote}] with the words the documents give, or write ${field} unknown where no words give it`,
          });
        }
      }
    }
  }
  return found;
}
