import type { APIRoute } from 'astro';
import { matrixJsonSchema } from '../lib/matrix/export.ts';

export const GET: APIRoute = () =>
  new Response(JSON.stringify(matrixJsonSchema(), null, 1), { headers: { 'Content-Type': 'application/schema+json' } });
