/**
 * Which audit a row speaks for can itself be disputed: a dispute that lists the row and no cell is about the row
 * (current-rows: whether CAP-11 and CAP-21 to CAP-26, headed “mcpx (current)” with no commit, are current). The row's
 * audit in `/matrix.json` and on its page carries those ids, so `status: current` with `commit: null` is not read as
 * settled.
 */
import type { Dispute } from '../register/schema.ts';

/** The ids of the disputes about the row itself (they list it in `rows` and cover no cell), in their order. */
export function rowAuditDisputes(rowId: string, disputes: readonly Pick<Dispute, 'id' | 'rows' | 'cells'>[]): string[] {
  return disputes.filter((d) => d.rows.includes(rowId) && d.cells.length === 0).map((d) => d.id);
}
