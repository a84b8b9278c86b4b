import { BASE } from '../site/base.ts';
import type { APIRoute } from 'astro';
import { atomFeed } from '../lib/publish/changes.ts';
import { rowPath } from '../lib/register/ids.ts';
import { getChangeLogs, getPublishedRegister, getRows } from '../site/data.ts';

export const GET: APIRoute = async ({ site }) => {
  const base = BASE;
  const siteUrl = new URL(base, site).href;
  const body = atomFeed({
    siteUrl,
    feedUrl: new URL('feed.xml', siteUrl).href,
    register: await getPublishedRegister(),
    rows: await getRows(),
    logs: await getChangeLogs(),
    rowUrl: (id) => new URL(rowPath('', id), siteUrl).href,
  });
  return new Response(body, { headers: { 'Content-Type': 'application/atom+xml; charset=utf-8' } });
};
