import { BASE } from '../../site/base.ts';
import type { APIRoute } from 'astro';
import { buildMatrix, rowSpeaks } from '../../lib/matrix/build.ts';
import { rowSlug } from '../../lib/register/ids.ts';
import { exportMatrix } from '../../lib/matrix/export.ts';
import { getDrawerGateway, getMatrixOptions, getNoteEntries, getObservationExports, getReport, getRows } from '../../site/data.ts';
import { rowObservations } from '../../lib/observations/export.ts';
import { rowGateway } from '../../lib/gateway/links.ts';
import { sourceCredit } from '../../lib/sources/view.ts';
import { recordingSources } from '../../lib/sources/pages.ts';
import { PRODUCT_IDS } from '../../lib/register/axes.ts';
import { formatCitationRef } from '../../lib/citations/parse.ts';
import { citationProducts } from '../../lib/citations/speaks-of.ts';
import { citationFragment } from '../../lib/citations/view.ts';
import { resultFor, verificationLabel } from '../../lib/citations/verification-report.ts';
import { mustFind } from '../../lib/lookup/must.ts';
import { quotedRowTitles } from '../../lib/matrix/evidence-groups.ts';

export async function getStaticPaths() {
  return (await getRows()).map((row) => ({ params: { slug: rowSlug(row.id) }, props: { id: row.id } }));
}

/** One row as JSON: the same record as in /matrix.json, plus the row's front-matter, citations, the other sources' credits and which of them record each product (`otherSourceRecords`), for a row with chains through mcpx the drawer's gateway (`gateway`), the titles of the rows its cells quote (`rowTitles`, so the drawer can say another row's words are another row's), whether each product speaks each revision as its cell's verdict read it (`speaks`, for the drawer's “Speaks this revision?”; `rowSpeaks`), and what the probe observed of the row's key (`observations`: /matrix.json's `observations`, one cell each). */
export const GET: APIRoute = async ({ props }) => {
  const rows = await getRows();
  const row = mustFind(rows, (r) => r.id === props.id, `row ${props.id}`);
  const options = await getMatrixOptions();
  const matrix = buildMatrix([row], options);
  const data = exportMatrix(matrix, [row], await getNoteEntries(), BASE, options.otherSources);
  const report = getReport();
  // Each citation with its quote and, where the committed report checked it, what it found.
  const citations = row.sources.map((c, i) => {
    const result = resultFor(report, row.id, i);
    return {
      ref: formatCitationRef(c),
      quote: ('quote' in c ? c.quote : undefined) ?? null,
      anchor: citationFragment(rowSlug(row.id), i),
      verified: result && report ? verificationLabel(result, report) : null,
      products: citationProducts(c, row.audit.product),
    };
  });
  const gateway = rowGateway(await getDrawerGateway(), row.id);
  const rowTitles = quotedRowTitles(data.rows[0]?.cells ?? {}, rows);
  return new Response(
    JSON.stringify(
      {
        ...data.rows[0],
        citations,
        frontMatter: row,
        otherSourceCredits: options.otherSources.map((s) => sourceCredit(s.source)),
        otherSourceRecords: Object.fromEntries(PRODUCT_IDS.map((p) => [p, recordingSources(options.otherSources, p)])),
        gateway,
        rowTitles,
        speaks: rowSpeaks(mustFind(matrix.rows, (r) => r.id === row.id, `matrix row ${row.id}`)),
        observations: rowObservations(await getObservationExports(), row.id),
      },
      null,
      1,
    ),
    { headers: { 'Content-Type': 'application/json' } },
  );
};
