import type { APIRoute } from 'astro';
import { gatewayJsonText } from '../lib/gateway/export.ts';
import { gatewayHosts } from '../lib/gateway/gateway.ts';
import { BASE } from '../site/base.ts';
import { getCombinations } from '../site/data.ts';

export const GET: APIRoute = async () => {
  const { text } = gatewayJsonText(await getCombinations(), gatewayHosts(), BASE);
  return new Response(text, { headers: { 'Content-Type': 'application/json' } });
};
