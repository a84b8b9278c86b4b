/**
 * The matrix's filters, loaded on first use (a change in the toolbar, a filter link, a link
 * to a row the page does not show): the toolbar kept in the URL (chips, empty state, folding
 * of columns and rows with nothing to show), regrouping, "Show more", and the legend,
 * coverage and summary following the filters. Rows come from /matrix/rows.json; rows the
 * page already shows are reused, the others drawn as the server draws them. Everything
 * written into the page is text (textContent) built from known ids and the site's own data,
 * never from the URL.
 */
import { PRODUCTS, REVISIONS, VERDICT_IDS, getProduct, getVerdict, type BasisId, type ProductId, type RevisionId, type VerdictId } from '../../lib/register/axes.ts';
import {
  LIST_PARAMS,
  LIST_PARAM_NAMES,
  MATRIX_WINDOW,
  activeChips,
  cellKey,
  countBases,
  countVerdicts,
  foldedAxes,
  isFiltered,
  parseFilters,
  relaxSuggestions,
  rowMatches,
  serializeFilters,
  verdictsInView,
  visibleProducts,
  visibleRevisions,
  windowRows,
  withoutChip,
  type FilterState,
  type Grouping,
  type RowFacts,
} from '../../lib/matrix/filters.ts';
import { FILTER_LEGENDS, chipLabel, columnOrder, filterOptionLabel } from '../../lib/matrix/view.ts';
import { headerCount, showingRows } from '../../lib/matrix/toolbar-words.ts';
import { rowSlug } from '../../lib/register/ids.ts';
import { expandRow, type CompactMatrix, type RowView } from '../../lib/matrix/rows.ts';
import { hydrateRow } from './cells.ts';
import { drawRow, sideBody } from './draw.ts';
import { el } from '../dom.ts';
import { keepTabStop } from './grid.ts';
import { copyRoot } from './copy-root.ts';
import { viewMarkdown } from '../../lib/publish/view-markdown.ts';

interface LiveRow {
  facts: RowFacts;
  view: RowView;
  /** The row's element, once it has been shown (the server's, or drawn here). */
  tr?: HTMLTableRowElement;
  /** The row header and spec cells, which stay first. */
  head: HTMLElement[];
  cells: Map<string, HTMLTableCellElement>;
  /** The column order the row's cells are in now. */
  grouping: Grouping;
}

export interface FilterUi {
  /** Apply the toolbar's state (after a change in it), recording it in the URL. */
  update(): void;
  /** Apply the URL's state, with the row `fragment` names (if any) shown; returns the fragment's element. */
  applyUrl(fragment: string): HTMLElement | null;
}

export async function startFilters(table: HTMLTableElement, form: HTMLFormElement): Promise<FilterUi> {
  const base = table.dataset.base!;
  const response = await fetch(`${base}matrix/rows.json`);
  if (!response.ok) throw new Error(`${base}matrix/rows.json: ${response.status}`);
  const data = (await response.json()) as CompactMatrix;
  const status = document.getElementById('matrix-status')!;
  const legend = document.getElementById('matrix-legend')!;
  const chipList = document.getElementById('filter-chips')!;
  const reset = document.getElementById('matrix-reset')!;
  const foldNote = document.getElementById('matrix-folded')!;
  const foldText = document.getElementById('matrix-folded-text')!;
  const empty = document.getElementById('matrix-empty')!;
  const summary = document.getElementById('summary-grid') as HTMLTableElement | null;
  const basisSummary = document.getElementById('basis-summary') as HTMLTableElement | null;
  // The pages for readers without JavaScript: from now on the table shows a window of every matching row.
  const pager = document.getElementById('matrix-pager');
  if (pager) pager.hidden = true;
  // The Filters menu: a fieldset of checkboxes per parameter.
  document.getElementById('filter-panel')!.replaceChildren(
    ...LIST_PARAM_NAMES.map((name) => {
      const fieldset = el('fieldset');
      fieldset.append(el('legend', FILTER_LEGENDS[name]));
      for (const value of LIST_PARAMS[name] as readonly string[]) {
        const input = el('input');
        input.type = 'checkbox';
        input.name = name;
        input.value = value;
        const label = el('label');
        label.append(input, ` ${filterOptionLabel(name, value)}`);
        fieldset.append(label);
      }
      return fieldset;
    }),
  );
  const sheet = new CSSStyleSheet();
  document.adoptedStyleSheets = [...document.adoptedStyleSheets, sheet];
  const fullWidth = columnOrder('product').length + 2;
  const rows: LiveRow[] = data.rows.map((compact) => {
    const view = expandRow(compact);
    return { facts: view.facts, view, head: [], cells: new Map(), grouping: 'product' };
  });
  const facts = rows.map((r) => r.facts);

  /** The row's element: the page's own when it shows the row, else drawn now. */
  function element(row: LiveRow): HTMLTableRowElement {
    if (row.tr) return row.tr;
    let tr = table.querySelector<HTMLTableRowElement>(`tbody tr[id="${rowSlug(row.facts.id)}"]`);
    if (!tr) {
      tr = drawRow(row.view, base);
      hydrateRow(tr);
    }
    row.tr = tr;
    row.head = [...tr.children].slice(0, 2) as HTMLElement[];
    for (const td of tr.querySelectorAll<HTMLTableCellElement>('td[data-p]')) row.cells.set(cellKey(td.dataset.p!, td.dataset.r!), td);
    return tr;
  }
  // The rows the page shows already are reused as they are.
  const bySlug = new Map(rows.map((r) => [rowSlug(r.facts.id), r]));
  for (const tr of table.querySelectorAll<HTMLTableRowElement>('tbody tr[data-side]')) {
    const row = bySlug.get(tr.id);
    if (row) element(row);
  }
  let grouping: Grouping = 'product';
  const productHeads = [...table.querySelectorAll<HTMLTableCellElement>('thead tr.group-head th[data-group]')];
  let windowSize = MATRIX_WINDOW;
  let showFolded = false;
  let lastCss = '';
  const more = el('button');
  more.type = 'button';
  more.id = 'matrix-more';
  more.hidden = true;
  document.getElementById('matrix-wrap')!.after(more);
  // "Copy as Markdown" for a filtered view: what it shows, each cell's verdict, basis and link (src/lib/publish/view-markdown.ts).
  const copyBar = el('p', undefined, 'copy-view');
  const copyButton = el('button', 'Copy as Markdown', 'copy-markdown');
  copyButton.type = 'button';
  copyButton.id = 'copy-view';
  const badgesLabel = el('label');
  const badgesBox = el('input');
  badgesBox.type = 'checkbox';
  badgesBox.id = 'copy-view-badges';
  badgesLabel.append(badgesBox, ' as badges');
  const copyStatus = el('span');
  copyStatus.setAttribute('role', 'status');
  copyBar.append(copyButton, ' ', badgesLabel, ' ', copyStatus);
  copyBar.hidden = true;
  status.after(copyBar);
  let shownView: { rows: LiveRow[]; products: readonly ProductId[]; revisions: readonly RevisionId[] } = { rows: [], products: [], revisions: [] };
  copyButton.addEventListener('click', () => {
    const columns = columnOrder(grouping).filter((c) => shownView.products.includes(c.product) && shownView.revisions.includes(c.revision));
    const view = shownView.rows.map((row) => ({
      id: row.facts.id,
      title: row.facts.title,
      cells: columns.map((c) => row.view.cells.find((x) => x.product === c.product && x.revision === c.revision)!),
    }));
    const text = viewMarkdown(view, copyRoot(base), badgesBox.checked);
    navigator.clipboard.writeText(text).then(
      () => (copyStatus.textContent = `Copied ${view.length} ${view.length === 1 ? 'row' : 'rows'} as Markdown.`),
      () => (copyStatus.textContent = 'The clipboard is not available here.'),
    );
  });

  /** Put a row's cells in the current column order (done lazily, when the row is attached). */
  function order(row: LiveRow) {
    element(row);
    if (row.grouping === grouping) return;
    row.grouping = grouping;
    row.tr!.replaceChildren(...row.head, ...columnOrder(grouping).map((c) => row.cells.get(cellKey(c.product, c.revision))!));
  }

  function regroup(next: Grouping) {
    if (next === grouping) return;
    grouping = next;
    const subHead = table.querySelector('thead tr.sub-head')!;
    const heads = new Map([...subHead.querySelectorAll<HTMLTableCellElement>('th')].map((th) => [cellKey(th.dataset.p!, th.dataset.r!), th]));
    subHead.replaceChildren(
      ...columnOrder(next).map((c) => {
        const th = heads.get(cellKey(c.product, c.revision))!;
        th.textContent = next === 'revision' ? getProduct(c.product).name : c.revision;
        return th;
      }),
    );
    const groupHead = table.querySelector('thead tr.group-head')!;
    groupHead.querySelectorAll('[data-group]').forEach((th) => th.remove());
    table.classList.toggle('by-product', next === 'product');
    table.classList.toggle('by-revision', next === 'revision');
    if (next === 'product') groupHead.append(...productHeads);
    else {
      for (const r of REVISIONS) {
        const th = el('th', r.id);
        th.scope = 'colgroup';
        th.dataset.group = r.id;
        groupHead.append(th);
      }
    }
  }

  /** Make `tbody` hold `head` then `rows`, moving as few nodes as possible (rows keep their canonical order). */
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

  const setIfChanged = <T extends object, K extends keyof T>(target: T, key: K, value: T[K]) => {
    if (target[key] !== value) target[key] = value;
  };

  function renderChips(state: FilterState) {
    const chips = activeChips(state);
    chipList.replaceChildren(
      ...chips.map((chip) => {
        const li = el('li');
        const b = el('button', `${chipLabel(chip.param, chip.value)} ✕`, 'chip');
        b.type = 'button';
        b.setAttribute('aria-label', `Remove filter ${chipLabel(chip.param, chip.value)}`);
        b.addEventListener('click', () => setState(withoutChip(readForm(), chip)));
        li.append(b);
        return li;
      }),
    );
    chipList.hidden = chips.length === 0;
    reset.hidden = chips.length === 0;
  }

  function renderEmpty(state: FilterState) {
    const suggestions = relaxSuggestions(facts, state);
    const p = el('p', 'No row matches these filters. ');
    if (suggestions.length) {
      p.append('Remove one of them:');
      const ul = el('ul');
      for (const s of suggestions) {
        const li = el('li');
        const b = el('button', `remove “${chipLabel(s.chip.param, s.chip.value)}”`);
        b.type = 'button';
        b.addEventListener('click', () => setState(withoutChip(readForm(), s.chip)));
        li.append(b, ` shows ${s.count} ${s.count === 1 ? 'row' : 'rows'}`);
        ul.append(li);
      }
      empty.replaceChildren(p, ul);
    } else {
      const b = el('button', 'Reset all filters');
      b.type = 'button';
      b.addEventListener('click', () => setState(parseFilters(grouping === 'revision' ? 'group=revision' : '')));
      p.append('No single change brings rows back. ', b);
      empty.replaceChildren(p);
    }
  }

  function apply(state: FilterState, target?: LiveRow) {
    regroup(state.group);
    const folded = showFolded ? { products: [], revisions: [], rows: [] } : foldedAxes(facts, state);
    const products = visibleProducts(state).filter((p) => !folded.products.includes(p));
    const revisions = visibleRevisions(state).filter((r) => !folded.revisions.includes(r));
    const hidden = [
      ...PRODUCTS.filter((p) => !products.includes(p.id)).map((p) => `[data-p="${p.id}"]`),
      ...REVISIONS.filter((r) => !revisions.includes(r.id)).map((r) => `[data-r="${r.id}"]`),
    ];
    const css = hidden.length ? `:is(#matrix-table, #summary-grid, #basis-summary) :is(${hidden.join(',')}) { display: none; }` : '';
    if (css !== lastCss) sheet.replaceSync((lastCss = css));
    for (const th of table.querySelectorAll<HTMLTableCellElement>('thead [data-group]')) {
      const id = th.dataset.group!;
      const inView = grouping === 'revision' ? revisions.includes(id as RevisionId) : products.includes(id as ProductId);
      setIfChanged(th, 'hidden', !inView);
      setIfChanged(th, 'colSpan', grouping === 'revision' ? products.length : revisions.length);
    }
    const width = products.length * revisions.length + 2;
    const matching = rows.filter((row) => rowMatches(row.facts, state));
    const foldedRows = new Set(folded.rows);
    const matches = matching.filter((row) => !foldedRows.has(row.facts.id) || row === target);
    const { shown, more: remaining } = windowRows(matches, windowSize, target);
    const bySide = new Map<string, HTMLTableRowElement[]>();
    for (const row of shown) {
      order(row);
      const list = bySide.get(row.facts.side) ?? [];
      list.push(row.tr!);
      bySide.set(row.facts.side, list);
    }
    for (const side of new Set(rows.map((r) => r.facts.side))) {
      const list = bySide.get(side) ?? [];
      if (!list.length && !table.querySelector(`tbody[data-side-group="${side}"]`)) continue;
      const tbody = sideBody(table, side, fullWidth);
      const head = tbody.querySelector('tr.side-head')!;
      syncRows(tbody, head, list);
      setIfChanged(tbody, 'hidden', list.length === 0);
      setIfChanged(head.firstElementChild as HTMLTableCellElement, 'colSpan', width);
    }
    more.hidden = remaining === 0;
    more.textContent = `Show ${Math.min(remaining, MATRIX_WINDOW)} more of ${remaining} further matching rows`;
    const present = verdictsInView(facts, state);
    for (const li of legend.querySelectorAll<HTMLElement>('[data-verdict]')) setIfChanged(li, 'hidden', !present.has(li.dataset.verdict as VerdictId));
    status.textContent = showingRows({ matching: matching.length, folded: matching.length - matches.length, total: rows.length });
    // What was folded, said in words.
    const parts: string[] = [];
    if (folded.products.length) parts.push(`${folded.products.map((p) => getProduct(p).name).join(', ')} (columns)`);
    if (folded.revisions.length) parts.push(`${folded.revisions.join(', ')} (columns)`);
    if (folded.rows.length) parts.push(`${folded.rows.length} ${folded.rows.length === 1 ? 'row' : 'rows'}`);
    foldNote.hidden = parts.length === 0;
    foldText.textContent = parts.length ? `Folded, because every cell there is unknown or does not apply: ${parts.join('; ')}.` : '';
    keepTabStop(table);
    shownView = { rows: matches, products, revisions };
    copyBar.hidden = !isFiltered(state) || matches.length === 0;
    empty.hidden = matching.length > 0;
    if (!matching.length) renderEmpty(state);
    renderChips(state);
    // Coverage in the product headers and the summary follow the filters.
    const matchingFacts = matching.map((r) => r.facts);
    for (const span of table.querySelectorAll<HTMLElement>('[data-coverage]')) {
      const p = span.dataset.coverage as ProductId;
      const count = headerCount(matchingFacts.flatMap((f) => revisions.map((r) => f.verdicts[cellKey(p, r)]!)), state.verdict);
      const meter = span.querySelector('meter')!;
      meter.max = count.max;
      meter.value = count.value;
      span.querySelector('.cov-short')!.textContent = count.caption;
    }
    if (basisSummary) {
      // Stated / inferred / unknown per product, over the matching rows and the revisions in view
      // (counted once per product: each count is a pass over every matching row).
      const byProduct = new Map<ProductId, Record<BasisId, number>>();
      for (const td of basisSummary.querySelectorAll<HTMLTableCellElement>('td[data-p][data-basis]')) {
        const p = td.dataset.p as ProductId;
        const b = td.dataset.basis as BasisId;
        const a = td.querySelector('a')!;
        let counts = byProduct.get(p);
        if (!counts) byProduct.set(p, (counts = countBases(matchingFacts, p, revisions)));
        const n = String(counts[b]);
        setIfChanged(a, 'textContent', n);
        a.href = `${location.pathname}${serializeFilters({ ...state, product: [p], basis: [b] })}`;
      }
    }
    if (summary) {
      for (const td of summary.querySelectorAll<HTMLTableCellElement>('td[data-p][data-r]')) {
        const p = td.dataset.p as ProductId;
        const r = td.dataset.r as RevisionId;
        const counts = countVerdicts(matchingFacts, p, r);
        const ul = td.querySelector('ul')!;
        ul.replaceChildren(
          ...[...counts].sort((a, b) => order2(a[0]) - order2(b[0])).map(([v, n]) => {
            const li = el('li');
            const a = el('a');
            a.href = `${location.pathname}${serializeFilters({ ...state, product: [p], revision: [r], verdict: [v] })}`;
            a.dataset.v = v;
            const tile = el('span', getVerdict(v).symbol, 'tile');
            tile.setAttribute('aria-hidden', 'true');
            a.append(tile, ` ${v}: ${n}`);
            li.append(a);
            return li;
          }),
        );
      }
    }
  }
  const order2 = (v: VerdictId) => VERDICT_IDS.indexOf(v);

  more.addEventListener('click', () => {
    windowSize += MATRIX_WINDOW;
    apply(parseFilters(location.search));
  });
  document.getElementById('matrix-unfold')!.addEventListener('click', () => {
    showFolded = true;
    apply(parseFilters(location.search));
  });

  function writeForm(state: FilterState) {
    for (const input of form.querySelectorAll<HTMLInputElement>('input[type=checkbox]')) {
      input.checked = (state[input.name as (typeof LIST_PARAM_NAMES)[number]] as string[]).includes(input.value);
    }
    for (const input of form.querySelectorAll<HTMLInputElement>('input[name=group]')) input.checked = input.value === state.group;
    (form.elements.namedItem('q') as HTMLInputElement).value = state.q;
  }

  function readForm(): FilterState {
    const params = new URLSearchParams();
    for (const [name, value] of new FormData(form)) if (typeof value === 'string' && value) params.append(name, value);
    return parseFilters(params.toString());
  }

  function setState(state: FilterState) {
    writeForm(state);
    update();
  }

  function update() {
    const state = readForm();
    const query = serializeFilters(state);
    if (query !== serializeFilters(parseFilters(location.search))) {
      history.pushState(null, '', `${location.pathname}${query}${location.hash}`);
      showFolded = false;
    }
    apply(state);
  }


  form.addEventListener('change', (e) => {
    if ((e.target as HTMLElement).id !== 'matrix-q') update();
  });
  let typing: number | undefined;
  form.addEventListener('input', (e) => {
    if ((e.target as HTMLElement).id === 'matrix-q') {
      clearTimeout(typing);
      typing = window.setTimeout(update, 150);
    }
  });
  form.addEventListener('submit', (e) => {
    e.preventDefault();
    update();
  });
  reset.addEventListener('click', (e) => {
    e.preventDefault();
    setState(parseFilters(grouping === 'revision' ? 'group=revision' : ''));
  });
  window.addEventListener('popstate', () => {
    const state = parseFilters(location.search);
    writeForm(state);
    apply(state);
  });

  return {
    update,
    applyUrl(fragment: string) {
      const initial = parseFilters(location.search);
      writeForm(initial);
      const target = fragment ? rows.find((r) => rowSlug(r.facts.id) === fragment || fragment.startsWith(`${rowSlug(r.facts.id)}--`)) : undefined;
      apply(initial, target);
      return fragment ? document.getElementById(fragment) : null;
    },
  };
}
