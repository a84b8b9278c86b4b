/**
 * Rows beyond the server-rendered window, drawn from /matrix/rows.json exactly as
 * MatrixTable.astro draws them (then hydrated by matrix-cells.ts), and the side groups they
 * go in. Text only (textContent), never markup.
 */
import { REVISIONS, SIDES, type Side } from '../../lib/register/axes.ts';
import { rowSlug } from '../../lib/register/ids.ts';
import type { RowView } from '../../lib/matrix/rows.ts';
import { LIFECYCLE_SYMBOLS, SIDE_GROUP_LABELS, specAccessibleName } from '../../lib/matrix/view.ts';
import { basisAttr, cellWords } from '../../lib/matrix/tiles.ts';
import { el } from '../dom.ts';
import { specAt } from '../../lib/lookup/at.ts';

/** A row as the server draws it (MatrixTable.astro), before `hydrateRow`. */
export function drawRow(view: RowView, base: string): HTMLTableRowElement {
  const { facts } = view;
  const slug = rowSlug(facts.id);
  const tr = el('tr');
  tr.id = slug;
  tr.dataset.side = facts.side;
  const th = el('th', undefined, 'row-head');
  th.scope = 'row';
  const a = el('a');
  a.href = `${base}capabilities/${slug}/`;
  a.append(el('span', facts.id, 'id'), ' ', el('span', facts.title, 'title'));
  th.append(a);
  const spec = el('td', undefined, 'spec');
  spec.setAttribute('aria-label', specAccessibleName(view));
  for (const r of REVISIONS) {
    const s = el('span', LIFECYCLE_SYMBOLS[specAt(view, r.id)]);
    s.title = `${r.id}: ${specAt(view, r.id)}`;
    spec.append(s);
  }
  tr.append(th, spec);
  for (const cell of view.cells) {
    const td = el('td');
    td.dataset.v = cell.verdict;
    const b = basisAttr(cell);
    if (b) td.dataset.b = b;
    if (cell.disagrees) td.dataset.o = 'd';
    const words = el('i', cellWords(cell));
    if (cell.disputed) {
      const f = el('b', '⚑', 'flag');
      f.setAttribute('aria-hidden', 'true');
      words.append(f);
    }
    td.append(words);
    tr.append(td);
  }
  return tr;
}

/** The table body of a side, created (with its label row, in side order) when the page has none yet. */
export function sideBody(table: HTMLTableElement, side: Side, width: number): HTMLTableSectionElement {
  const existing = table.querySelector<HTMLTableSectionElement>(`tbody[data-side-group="${side}"]`);
  if (existing) return existing;
  const tbody = el('tbody');
  tbody.dataset.sideGroup = side;
  const head = el('tr', undefined, 'side-head');
  const th = el('th', SIDE_GROUP_LABELS[side]);
  th.scope = 'rowgroup';
  th.colSpan = width;
  head.append(th);
  tbody.append(head);
  const later = SIDES.slice(SIDES.indexOf(side) + 1)
    .map((s) => table.querySelector(`tbody[data-side-group="${s}"]`))
    .find((t) => t);
  table.insertBefore(tbody, later ?? null);
  return tbody;
}
