/** `/how-sure.css`: the no-script filters of /how-sure/, one rule set per product, verdict and basis it offers (src/lib/views/how-sure-filter.ts). */
import { filterStylesheet } from '../lib/views/how-sure-filter.ts';
import { howSureFilters, howSureView } from '../lib/views/how-sure.ts';
import { getDisputes, getMatrix, getSpecOverrideCount } from '../site/data.ts';

export async function GET(): Promise<Response> {
  const matrix = await getMatrix();
  const filters = howSureFilters(matrix, howSureView(matrix, await getDisputes(), getSpecOverrideCount()).statements);
  return new Response(filterStylesheet([...filters.product, ...filters.verdict, ...filters.basis]), {
    headers: { 'Content-Type': 'text/css; charset=utf-8' },
  });
}
