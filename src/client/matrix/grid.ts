/**
 * The matrix as an ARIA grid, loaded on the first navigation key: the arrow keys move between
 * tiles (Left from a row's first tile reaches its row header), Home / End to the row's first /
 * last tile (with Ctrl, the grid's), Page Up / Page Down ten rows. The grid keeps one Tab stop:
 * the tile last moved to (roving tabindex; the page script sets the first one).
 */
import { gridStep } from '../../lib/matrix/grid.ts';

/** Rows of focusable cells as shown now (hidden rows and folded columns left out): the row header link, then the tiles. */
function visibleGrid(table: HTMLTableElement): HTMLElement[][] {
  const shown = (el: Element) => el.getClientRects().length > 0;
  return [...table.querySelectorAll<HTMLTableRowElement>('tbody tr[data-side]')]
    .filter(shown)
    .map((tr) => [...tr.querySelectorAll<HTMLElement>('th.row-head a, td[data-v] > a')].filter(shown))
    .filter((cells) => cells.length > 1);
}

/** Make `target` the grid's one Tab stop and focus it. */
export function focusCell(table: HTMLTableElement, target: HTMLElement): void {
  for (const a of table.querySelectorAll<HTMLElement>('tbody a[tabindex="0"]')) if (a !== target) a.tabIndex = -1;
  target.tabIndex = 0;
  target.focus();
  target.scrollIntoView({ block: 'nearest', inline: 'nearest' });
}

/** Keep a Tab stop in the grid after rows or columns change: the current one if still shown, else the first tile. */
export function keepTabStop(table: HTMLTableElement): void {
  const grid = visibleGrid(table);
  const current = table.querySelector<HTMLElement>('tbody a[tabindex="0"]');
  if (current && grid.some((row) => row.includes(current))) return;
  current?.setAttribute('tabindex', '-1');
  const first = grid[0]?.[1];
  if (first) first.tabIndex = 0;
}

/** Handle a navigation key pressed on a cell of the grid. */
export function move(table: HTMLTableElement, e: KeyboardEvent): void {
  // Keys pressed faster than this module answers each move from where the last one went.
  const active = document.activeElement as HTMLElement | null;
  const from = active && table.contains(active) ? active : (e.target as HTMLElement);
  const grid = visibleGrid(table);
  const r = grid.findIndex((row) => row.includes(from));
  const row = grid[r];
  if (!row) return;
  const [nr, nc] = gridStep(grid, r, row.indexOf(from), e.key, e.ctrlKey || e.metaKey);
  const target = grid[nr]?.[nc];
  if (target) focusCell(table, target);
}
