import type { APIRoute } from 'astro';
import { matrixJsonText } from '../lib/matrix/export.ts';
import { getMatrixOptions, getNoteEntries, getObservations, getRows } from '../site/data.ts';

export const GET: APIRoute = async () => {
  const { text } = matrixJsonText(await getRows(), await getMatrixOptions(), await getNoteEntries(), getObservations());
  return new Response(text, { headers: { 'Content-Type': 'application/json' } });
};
