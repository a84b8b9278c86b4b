import { BASE } from '../site/base.ts';
import type { APIRoute } from 'astro';
import { xml } from '../lib/changes.ts';
import { getSitePaths } from '../site/data.ts';

export const GET: APIRoute = async ({ site }) => {
  const base = BASE;
  const urls = (await getSitePaths()).map((path) => new URL(`${base}${path}`.replace(/\/+/g, '/'), site).href);
  const body = [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...urls.map((u) => `  <url><loc>${xml(u)}</loc></url>`),
    '</urlset>',
    '',
  ].join('\n');
  return new Response(body, { headers: { 'Content-Type': 'application/xml; charset=utf-8' } });
};
