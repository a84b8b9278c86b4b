import { BASE } from '../../../site/base.ts';
import type { APIRoute } from 'astro';
import { PRODUCTS, type ProductId } from '../../../lib/register/axes.ts';
import { allCellChanges, loggedCellChanges, productAtomFeed } from '../../../lib/publish/cell-changes.ts';
import { buildMatrix } from '../../../lib/matrix/build.ts';
import { cellFragment, productPath } from '../../../lib/register/ids.ts';
import { cellUrl } from '../../../lib/publish/markdown-copy.ts';
import { getChangeLogs, getMatrixOptions, getPublishedRegister, getRows } from '../../../site/data.ts';

export function getStaticPaths() {
  return PRODUCTS.map((p) => ({ params: { product: p.id } }));
}

export const GET: APIRoute = async ({ site, params }) => {
  const product = params.product as ProductId;
  const siteUrl = new URL(BASE, site).href;
  const rows = await getRows();
  const register = await getPublishedRegister();
  const changes = allCellChanges(register, rows, buildMatrix(rows, await getMatrixOptions()), loggedCellChanges(await getChangeLogs()));
  const body = productAtomFeed({
    siteUrl,
    feedUrl: new URL(`clients/${product}/feed.xml`, siteUrl).href,
    pageUrl: new URL(productPath('', product), siteUrl).href,
    product,
    changes,
    updated: register.lastUpdated,
    cellUrl: (c) => cellUrl(siteUrl, cellFragment(c.row, c.product, c.revision)),
  });
  return new Response(body, { headers: { 'Content-Type': 'application/atom+xml; charset=utf-8' } });
};
