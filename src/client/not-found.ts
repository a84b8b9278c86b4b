/** The 404 page: suggest rows whose id or title matches the address asked for. */
import { suggestRows } from '../lib/views/links.ts';

const items = [...document.querySelectorAll<HTMLLIElement>('#all-row-list li[data-row-id]')];
const rows = items.flatMap((li) => {
  const { rowId, rowTitle } = li.dataset;
  return rowId && rowTitle !== undefined ? [{ id: rowId, title: rowTitle, li }] : [];
});
const suggestions = suggestRows(location.pathname, rows);
const list = document.getElementById('suggestion-list');
const box = document.getElementById('suggestions');
if (suggestions.length && list && box) {
  list.replaceChildren(...suggestions.map((s) => s.li.cloneNode(true)));
  box.hidden = false;
}
