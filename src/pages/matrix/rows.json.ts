import type { APIRoute } from 'astro';
import { besideByCell, compactRow, type CompactMatrix } from '../../lib/matrix/rows.ts';
import { displayOrder } from '../../lib/matrix/view.ts';
import { getCellAgreements, getCellOtherSources, getMatrix, getObservationExports, getRows } from '../../site/data.ts';
import { mustGet } from '../../lib/lookup/must.ts';

/** The matrix rows in compact form, in display order, for the matrix page's script (src/lib/matrix/rows.ts). */
export const GET: APIRoute = async () => {
  const facts = new Map((await getRows()).map((r) => [r.id, r]));
  const agreements = await getCellAgreements();
  // Where an observation or another source speaks of a cell: what the evidence filter (`source=`) keeps.
  const beside = besideByCell(await getCellOtherSources(), await getObservationExports());
  const body: CompactMatrix = {
    rows: displayOrder((await getMatrix()).rows).map((row) => {
      const f = mustGet(facts, row.id, 'row');
      return compactRow(row, { audit: f.audit.status, effort: f.effort.size, risk: f.risk.level }, agreements, beside);
    }),
  };
  return new Response(JSON.stringify(body), { headers: { 'Content-Type': 'application/json' } });
};
