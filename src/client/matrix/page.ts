/**
 * The matrix page's first script, kept small: it turns the server-rendered cells into linked
 * tiles (src/client/matrix/cells.ts), opens a cell's details drawer on click or Enter and for
 * a pasted cell link, and shows the toolbar. The filters (./filter-ui.ts) and the drawer
 * (./drawer.ts) are loaded on first use: the filters when the toolbar is used, when the
 * URL carries a filter, or when a link names a row this page does not show.
 */
import { hydrateRow } from './cells.ts';
import type { FilterUi } from './filter-ui.ts';

const table = document.getElementById('matrix-table') as HTMLTableElement | null;
const form = document.getElementById('matrix-filters') as HTMLFormElement | null;
if (table && form) start(table, form);

function start(table: HTMLTableElement, form: HTMLFormElement) {
  document.getElementById('matrix-nojs')?.remove();
  form.hidden = false;
  table.querySelectorAll<HTMLTableRowElement>('tbody tr[data-side]').forEach(hydrateRow);
  // An ARIA grid: one Tab stop (the first tile, then the last one moved to); navigation keys load ./grid.ts.
  table.setAttribute('role', 'grid');
  const first = table.querySelector<HTMLElement>('td[data-v] a');
  if (first) first.tabIndex = 0;
  // Focus entering the grid starts loading ./grid.ts, so the first arrow moves at once; a key
  // pressed before it has loaded moves when it arrives (in order: each move starts from the last).
  let grid: typeof import('./grid.ts') | undefined;
  const loadGrid = () => import('./grid.ts').then((m) => (grid = m));
  table.addEventListener('focusin', () => void loadGrid(), { once: true });
  table.addEventListener('keydown', (e) => {
    if (!/^(Arrow|Home|End|Page)/.test(e.key) || !(e.target as Element).closest('tbody')) return;
    e.preventDefault();
    if (grid) grid.move(table, e);
    else void loadGrid().then((m) => m.move(table, e));
  });
  document.getElementById('skip-matrix')?.addEventListener('click', (e) => {
    e.preventDefault();
    table.querySelector<HTMLElement>('tbody a[tabindex="0"]')?.focus();
  });
  // The tiles work from here on (npm run bench times navigation to this mark).
  performance.mark('matrix-ready');

  let ui: FilterUi | undefined;
  let loading: Promise<FilterUi> | undefined;
  const loadFilters = () =>
    (loading ??= import('./filter-ui.ts')
      .then((m) => m.startFilters(table, form))
      .then(
        (started) => (ui = started),
        (error: unknown) => {
          // Say so, and let the next use try again; the table stays as the server drew it.
          loading = undefined;
          table.removeAttribute('aria-busy');
          const status = document.getElementById('matrix-status');
          if (status)
            status.textContent = 'The filters could not be loaded; the table shows the rows of this page. Try again, or reload the page.';
          throw error;
        },
      ));
  const drawer = () => import('./drawer.ts');

  // Until the filters have loaded, a use of the toolbar loads them; then they listen to it themselves.
  const firstUse = (e: Event) => {
    if (ui) return;
    if (e.type === 'submit') e.preventDefault();
    loadFilters().then(
      (started) => started.update(),
      () => undefined,
    );
  };
  for (const type of ['change', 'input', 'submit']) form.addEventListener(type, firstUse);
  // Opening the Filters menu loads them too: the filter script draws the menu's checkboxes.
  document.getElementById('filter-menu')?.addEventListener('toggle', () => {
    if (!ui)
      loadFilters().then(
        (started) => started.applyUrl(''),
        () => undefined,
      );
  });

  table.addEventListener('click', (e) => {
    const a = (e.target as HTMLElement).closest('td[data-v] a');
    if (!a || (e as MouseEvent).ctrlKey || (e as MouseEvent).metaKey || (e as MouseEvent).shiftKey) return;
    e.preventDefault();
    const td = a.parentElement as HTMLTableCellElement;
    history.replaceState(null, '', `${location.pathname}${location.search}#${td.id}`);
    void drawer().then((m) => m.openCell(td, true));
  });

  // Back (or Forward) to a cell's link: the page was left from that cell's drawer, so focus returns to its tile, not the page body.
  const returning = (performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming | undefined)?.type === 'back_forward';
  const focusTile = (td: Element) => td.querySelector<HTMLElement>('a')?.focus({ preventScroll: true });
  const show = (target: HTMLElement | null) => {
    if (!target) return;
    if (target.matches('td[data-v]')) {
      void drawer().then((m) => m.openCell(target as HTMLTableCellElement, false));
      if (returning) focusTile(target);
    }
    target.scrollIntoView({ block: 'center', inline: 'nearest' });
  };
  // Restored from the back/forward cache: focus is wherever it was, or on the body; put it on the open cell's tile.
  window.addEventListener('pageshow', (e) => {
    if (!e.persisted || (document.activeElement && document.activeElement !== document.body)) return;
    const open = table.querySelector('td.current');
    if (open) focusTile(open);
  });
  const fragment = location.hash ? decodeURIComponent(location.hash.slice(1)) : '';
  const here = fragment ? document.getElementById(fragment) : null;
  // A fragment this page lacks may be a row or cell beyond its window (`cap-07`,
  // `cap-07--mcpx--2025-11-25`): the filter script finds it among every row, if it is one.
  const elsewhere = !here && fragment !== '';
  if (location.search.length > 1 || elsewhere) {
    // Until the filter script has applied the link's view, the table shown is not that view.
    table.setAttribute('aria-busy', 'true');
    loadFilters().then(
      (started) => {
        const target = started.applyUrl(fragment);
        table.removeAttribute('aria-busy');
        show(target);
      },
      () => undefined,
    );
  } else show(here);
}
