import type { APIRoute } from 'astro';
import { gatewayJsonSchema } from '../lib/gateway/export.ts';

export const GET: APIRoute = () =>
  new Response(JSON.stringify(gatewayJsonSchema(), null, 1), { headers: { 'Content-Type': 'application/schema+json' } });
