/** The 404 page: suggest rows whose id or title matches the address asked for. */
import { suggestRows } from '../lib/views/links.ts';

const items = [...document.querySelectorAll<HTMLLIElement>('#all-row-list li[data-row-id]')];
const rows = items.map((li) => ({ id: li.dataset.rowId!, title: li.dataset.rowTitle!, li }));
const suggestions = suggestRows(location.pathname, rows);
if (suggestions.length) {
  const list = document.getElementById('suggestion-list')!;
  list.replaceChildren(...suggestions.map((s) => s.li.cloneNode(true)));
  document.getElementById('suggestions')!.hidden = false;
}
