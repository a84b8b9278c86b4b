import type { APIRoute } from 'astro';
import { matrixJsonSchema } from '../lib/matrix/export.ts';
import { getOtherSources } from '../site/data.ts';

export const GET: APIRoute = () =>
  new Response(JSON.stringify(matrixJsonSchema(getOtherSources().map((s) => s.source.id)), null, 1), {
    headers: { 'Content-Type': 'application/schema+json' },
  });
