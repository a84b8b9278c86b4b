/**
 * The matrix's filters, loaded on first use (a change in the toolbar, a filter link, a link
 * to a row the page does not show): this module fetches /matrix/rows.json and ties the
 * toolbar's regions together, each in its own module:
 *
 * - ./filter-menu.ts: the Filters menu's checkboxes;
 * - ./row-finder.ts: "Find a row";
 * - ./filter-url.ts: the state in the form and the address (history, Back / Forward);
 * - ./filter-columns.ts: grouping, hidden and folded columns, the fold note;
 * - ./filter-rows.ts: the rows shown (reused or drawn), their window and "Show more";
 * - ./filter-chips.ts: chips, "Reset filters", the empty state;
 * - ./filter-summary.ts: status, legend, coverage and both summaries;
 * - ./filter-evidence.ts: the tiles marked under the evidence filter;
 * - ./copy-view.ts: "Copy as Markdown" of the view.
 *
 * Everything written into the page is text (textContent) built from known ids and the
 * site's own data, never from the URL.
 */
import { isFiltered, parseFilters, rowMatches, type FilterState } from '../../lib/matrix/filters.ts';
import { rowForFragment } from '../../lib/matrix/toolbar.ts';
import type { CompactMatrix } from '../../lib/matrix/rows.ts';
import { keepTabStop } from './grid.ts';
import { drawFilterMenu } from './filter-menu.ts';
import { followForm, readForm, recordState, urlFilters, writeForm } from './filter-url.ts';
import { columns } from './filter-columns.ts';
import { matrixRows, type LiveRow } from './filter-rows.ts';
import { chips } from './filter-chips.ts';
import { summaries } from './filter-summary.ts';
import { evidenceMarks } from './filter-evidence.ts';
import { copyView } from './copy-view.ts';
import { part } from './parts.ts';

export interface FilterUi {
  /** Apply the toolbar's state (after a change in it), recording it in the URL. */
  update(): void;
  /** Apply the URL's state, with the row `fragment` names (if any) shown; returns the fragment's element. */
  applyUrl(fragment: string): HTMLElement | null;
}

export async function startFilters(table: HTMLTableElement, form: HTMLFormElement): Promise<FilterUi> {
  const base = table.dataset.base ?? '/';
  const response = await fetch(`${base}matrix/rows.json`);
  if (!response.ok) throw new Error(`${base}matrix/rows.json: ${response.status}`);
  const data = (await response.json()) as CompactMatrix;
  // The pages for readers without JavaScript: from now on the table shows a window of every matching row.
  const pager = document.getElementById('matrix-pager');
  if (pager) pager.hidden = true;
  drawFilterMenu(part('filter-panel'));
  const redraw = () => apply(urlFilters());
  const cols = columns(table, redraw);
  const rows = matrixRows(table, data, base, redraw);
  const facts = rows.all.map((r) => r.facts);
  const copy = copyView(part('matrix-status'), base);
  const chipBar = chips({ read: () => readForm(form), set: setState, grouping: cols.grouping });
  const counts = summaries(table);
  const evidence = evidenceMarks();

  /** Show `state` (with `target` among the rows shown, if given). */
  function apply(state: FilterState, target?: LiveRow) {
    const { products, revisions, folded } = cols.apply(state, facts);
    const grouping = cols.grouping();
    const matching = rows.all.filter((row) => rowMatches(row.facts, state));
    const foldedRows = new Set(folded.rows);
    const matches = matching.filter((row) => !foldedRows.has(row.facts.id) || row === target);
    rows.show(matches, target, grouping, products.length * revisions.length + 2);
    evidence.render(state, rows.all);
    keepTabStop(table);
    copy.show({ rows: matches, products, revisions, grouping }, isFiltered(state) && matches.length > 0);
    chipBar.render(state, facts, matching.length);
    counts.render({ state, facts, matching: matching.map((r) => r.facts), folded: matching.length - matches.length, revisions });
  }

  function setState(state: FilterState) {
    writeForm(form, state);
    update();
  }

  function update() {
    const state = readForm(form);
    if (recordState(state)) cols.refold();
    apply(state);
  }

  followForm(form, update, (state) => apply(state));

  return {
    update,
    applyUrl(fragment: string) {
      const initial = parseFilters(location.search);
      writeForm(form, initial);
      const id = rowForFragment(
        facts.map((f) => f.id),
        fragment,
      );
      apply(
        initial,
        rows.all.find((r) => r.facts.id === id),
      );
      return fragment ? document.getElementById(fragment) : null;
    },
  };
}
