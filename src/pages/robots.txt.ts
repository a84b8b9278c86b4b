import { BASE } from '../site/base.ts';
import type { APIRoute } from 'astro';

export const GET: APIRoute = ({ site }) => {
  const base = BASE;
  return new Response(`User-agent: *\nAllow: /\nSitemap: ${new URL(`${base}sitemap.xml`, site).href}\n`, {
    headers: { 'Content-Type': 'text/plain; charset=utf-8' },
  });
};
