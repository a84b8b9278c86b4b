import { BASE } from '../site/base.ts';
import type { APIRoute } from 'astro';
import { matrixJsonText } from '../lib/matrix-export.ts';
import { getDisputes, getNoteEntries, getRows } from '../site/data.ts';

export const GET: APIRoute = async () => {
  const { text } = matrixJsonText(await getRows(), await getDisputes(), await getNoteEntries(), BASE);
  return new Response(text, { headers: { 'Content-Type': 'application/json' } });
};
