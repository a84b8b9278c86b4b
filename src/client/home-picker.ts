/**
 * The home page's cell picker: without JavaScript it submits to /matrix/?product=…&q=…&revision=…
 * (the filtered matrix); with it, it opens the cell itself (/matrix/#cap-17--mcpx--2025-11-25).
 */
import { PRODUCT_IDS, REVISION_IDS, ROW_ID_PATTERN } from '../lib/register/axes.ts';
import { cellFragment } from '../lib/register/ids.ts';

const form = document.getElementById('cell-picker') as HTMLFormElement | null;
form?.addEventListener('submit', (e) => {
  const data = new FormData(form);
  const product = String(data.get('product'));
  const row = String(data.get('q'));
  const revision = String(data.get('revision'));
  if (!PRODUCT_IDS.includes(product) || !REVISION_IDS.includes(revision) || !ROW_ID_PATTERN.test(row)) return;
  e.preventDefault();
  location.assign(`${form.dataset.base ?? '/'}matrix/#${cellFragment(row, product, revision)}`);
});
