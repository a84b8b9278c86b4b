/**
 * Toolbar region: the table's rows under the filters. Every row of /matrix/rows.json: the
 * ones the page shows already are reused as they are, the others drawn as the server draws
 * them (./draw.ts) when first shown. A window of the matching rows is shown (MATRIX_WINDOW
 * more per "Show more"), each row's cells in the column order shown, in its side's group;
 * rows keep their canonical order and as few nodes as possible move.
 */
import { columnOrder } from '../../lib/matrix/view.ts';
import { cellKey, windowRows, MATRIX_WINDOW, type Grouping, type RowFacts } from '../../lib/matrix/filters.ts';
import { moreLabel } from '../../lib/matrix/toolbar.ts';
import { expandRow, type CompactMatrix, type RowView } from '../../lib/matrix/rows.ts';
import { rowSlug } from '../../lib/register/ids.ts';
import { hydrateRow } from './cells.ts';
import { drawRow, sideBody } from './draw.ts';
import { el } from '../dom.ts';
import { part, partIn, setIfChanged } from './parts.ts';

export interface LiveRow {
  facts: RowFacts;
  view: RowView;
  /** The row's element, once it has been shown (the server's, or drawn here). */
  tr?: HTMLTableRowElement;
  /** The row header and spec cells, which stay first. */
  head: Element[];
  cells: Map<string, HTMLTableCellElement>;
  /** The column order the row's cells are in now. */
  grouping: Grouping;
}

export interface MatrixRows {
  /** Every row, in canonical order. */
  readonly all: readonly LiveRow[];
  /**
   * Show the window of `matches` (with `target` in it, if given) in `grouping`'s column
   * order, each side's label spanning `width` columns.
   */
  show(matches: readonly LiveRow[], target: LiveRow | undefined, grouping: Grouping, width: number): void;
}

/** `onMore` redraws the view once "Show more" widened the window. */
export function matrixRows(table: HTMLTableElement, data: CompactMatrix, base: string, onMore: () => void): MatrixRows {
  const fullWidth = columnOrder('product').length + 2;
  const all: LiveRow[] = data.rows.map((compact) => {
    const view = expandRow(compact);
    return { facts: view.facts, view, head: [], cells: new Map(), grouping: 'product' };
  });

  /** The row's element: the page's own when it shows the row, else drawn now. */
  function element(row: LiveRow): HTMLTableRowElement {
    if (row.tr) return row.tr;
    let tr = table.querySelector<HTMLTableRowElement>(`tbody tr[id="${rowSlug(row.facts.id)}"]`);
    if (!tr) {
      tr = drawRow(row.view, base);
      hydrateRow(tr);
    }
    row.tr = tr;
    row.head = [...tr.children].slice(0, 2);
    for (const td of tr.querySelectorAll<HTMLTableCellElement>('td[data-p]')) {
      const { p, r } = td.dataset;
      if (p && r) row.cells.set(cellKey(p, r), td);
    }
    return tr;
  }
  // The rows the page shows already are reused as they are.
  const bySlug = new Map(all.map((r) => [rowSlug(r.facts.id), r]));
  for (const tr of table.querySelectorAll<HTMLTableRowElement>('tbody tr[data-side]')) {
    const row = bySlug.get(tr.id);
    if (row) element(row);
  }

  /** The row's element with its cells in `grouping`'s order (done lazily, when the row is shown). */
  function ordered(row: LiveRow, grouping: Grouping): HTMLTableRowElement {
    const tr = element(row);
    if (row.grouping === grouping) return tr;
    row.grouping = grouping;
    tr.replaceChildren(...row.head, ...columnOrder(grouping).flatMap((c) => row.cells.get(cellKey(c.product, c.revision)) ?? []));
    return tr;
  }

  let windowSize = MATRIX_WINDOW;
  const more = el('button');
  more.type = 'button';
  more.id = 'matrix-more';
  more.hidden = true;
  part('matrix-wrap').after(more);
  more.addEventListener('click', () => {
    windowSize += MATRIX_WINDOW;
    onMore();
  });

  return {
    all,
    show(matches, target, grouping, width) {
      const { shown, more: remaining } = windowRows(matches, windowSize, target);
      const bySide = new Map<string, HTMLTableRowElement[]>();
      for (const row of shown) {
        const list = bySide.get(row.facts.side) ?? [];
        list.push(ordered(row, grouping));
        bySide.set(row.facts.side, list);
      }
      for (const side of new Set(all.map((r) => r.facts.side))) {
        const list = bySide.get(side) ?? [];
        if (!list.length && !table.querySelector(`tbody[data-side-group="${side}"]`)) continue;
        const tbody = sideBody(table, side, fullWidth);
        const head = partIn(tbody, 'tr.side-head');
        syncRows(tbody, head, list);
        setIfChanged(tbody, 'hidden', list.length === 0);
        if (head.firstElementChild instanceof HTMLTableCellElement) setIfChanged(head.firstElementChild, 'colSpan', width);
      }
      more.hidden = remaining === 0;
      more.textContent = moreLabel(remaining);
    },
  };
}

/** Make `tbody` hold `head` then `list`, moving as few nodes as possible (rows keep their canonical order). */
function syncRows(tbody: HTMLTableSectionElement, head: Element, list: readonly HTMLTableRowElement[]) {
  let cursor = head.nextElementSibling;
  const wanted = new Set<Element>(list);
  for (const tr of list) {
    while (cursor && cursor !== tr && !wanted.has(cursor)) {
      const next = cursor.nextElementSibling;
      cursor.remove();
      cursor = next;
    }
    if (cursor === tr) cursor = cursor.nextElementSibling;
    else tbody.insertBefore(tr, cursor);
  }
  while (cursor) {
    const next = cursor.nextElementSibling;
    cursor.remove();
    cursor = next;
  }
}
