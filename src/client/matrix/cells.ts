/**
 * `hydrateRow` gives a drawn matrix row's cells their id, column, link and accessible name:
 * the server prints only each cell's words, to keep the page small. Text only
 * (textContent), never markup. (Rows beyond the server-rendered window are drawn by
 * matrix-draw.ts, then hydrated here.)
 */
import { defaultBasis, getVerdict, type BasisId, type VerdictId } from '../../lib/register/axes.ts';
import { cellFragment } from '../../lib/register/ids.ts';
import { cellAccessibleName, columnOrder } from '../../lib/matrix/tiles.ts';
import { el } from '../dom.ts';

const flag = () => {
  const f = el('span', '⚑', 'flag');
  f.setAttribute('aria-hidden', 'true');
  return f;
};

/** Turn each printed cell of `tr` (still in product-major order) into a linked tile with its id. */
export function hydrateRow(tr: HTMLTableRowElement): void {
  const rowId = tr.querySelector('.id')?.textContent;
  // Every row the server or draw.ts writes has its id in its header; a row without one stays as printed.
  if (!rowId) return;
  const columns = columnOrder('product');
  const rowLink = tr.querySelector<HTMLElement>('th a');
  if (rowLink) rowLink.tabIndex = -1;
  // In the grid the spec cell is a grid cell: its words become its text (a label would hide what it shows).
  const spec = tr.querySelector('td.spec');
  const specLabel = spec?.getAttribute('aria-label');
  if (spec && specLabel) {
    for (const s of spec.children) s.setAttribute('aria-hidden', 'true');
    spec.append(el('span', specLabel, 'visually-hidden'));
    spec.removeAttribute('aria-label');
  }
  tr.querySelectorAll<HTMLTableCellElement>('td[data-v]').forEach((td, i) => {
    const words = td.querySelector('i');
    const column = columns[i];
    if (!words || !column) return;
    const verdict = td.dataset.v as VerdictId;
    const marks = {
      verdict,
      basis: (td.dataset.b as BasisId | undefined) ?? defaultBasis(verdict),
      disputed: !!words.querySelector('.flag'),
      disagrees: td.dataset.o === 'd',
    };
    td.id = cellFragment(rowId, column.product, column.revision);
    td.dataset.p = column.product;
    td.dataset.r = column.revision;
    const a = el('a', getVerdict(verdict).symbol);
    a.href = `#${td.id}`;
    // One Tab stop for the whole grid (the page script picks it); the arrow keys move between tiles.
    a.tabIndex = -1;
    a.setAttribute('aria-label', cellAccessibleName(rowId, column.product, column.revision, marks));
    if (marks.disputed) a.append(flag());
    td.replaceChildren(a);
  });
}
