/**
 * `/sources/compare/?product=goose`: show only that product's disagreements. Unknown values are
 * ignored (every product stays shown); nothing from the URL is written into the page.
 */
const wanted = new URLSearchParams(location.search).get('product');
const sections = [...document.querySelectorAll<HTMLElement>('section.compare-product')];
const match = sections.find((s) => s.dataset.product === wanted);
if (match) {
  for (const s of sections) s.hidden = s !== match;
  const heading = match.querySelector('h2')?.textContent ?? '';
  const status = document.getElementById('compare-filter-status');
  if (status) status.textContent = `Showing one product: ${heading}.`;
}
