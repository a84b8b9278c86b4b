import { BASE } from '../../site/base.ts';
import type { APIRoute } from 'astro';
import { buildMatrix, rowSlug } from '../../lib/matrix.ts';
import { exportMatrix } from '../../lib/matrix-export.ts';
import { getMatrixOptions, getNoteEntries, getRows } from '../../site/data.ts';

export async function getStaticPaths() {
  return (await getRows()).map((row) => ({ params: { slug: rowSlug(row.id) }, props: { id: row.id } }));
}

/** One row as JSON: the same record as in /matrix.json, plus the row's front-matter. */
export const GET: APIRoute = async ({ props }) => {
  const rows = await getRows();
  const row = rows.find((r) => r.id === props.id)!;
  const data = exportMatrix(buildMatrix([row], await getMatrixOptions()), [row], await getNoteEntries(), BASE);
  return new Response(JSON.stringify({ ...data.rows[0], frontMatter: row }, null, 1), { headers: { 'Content-Type': 'application/json' } });
};
