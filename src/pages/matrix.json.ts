import { BASE } from '../site/base.ts';
import type { APIRoute } from 'astro';
import { buildMatrix } from '../lib/matrix.ts';
import { exportMatrix } from '../lib/matrix-export.ts';
import { getMatrixOptions, getNoteEntries, getRows } from '../site/data.ts';

export const GET: APIRoute = async () => {
  const rows = await getRows();
  const matrix = buildMatrix(rows, await getMatrixOptions());
  const data = exportMatrix(matrix, rows, await getNoteEntries(), BASE);
  return new Response(JSON.stringify(data, null, 1), { headers: { 'Content-Type': 'application/json' } });
};
