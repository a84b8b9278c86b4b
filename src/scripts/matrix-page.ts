/**
 * Enhances the server-rendered matrix: the filter toolbar kept in the URL (chips, empty
 * state, folding of columns and rows with nothing to show), regrouping, the legend,
 * coverage and summary that follow the filters, and the details drawer. Everything
 * written into the page is text (textContent) built from known ids and the site's own
 * data, never from the URL.
 */
import { PRODUCTS, REVISIONS, VERDICT_IDS, defaultBasis, getProduct, getVerdict, type BasisId, type ProductId, type RevisionId, type VerdictId } from '../lib/axes.ts';
import {
  LIST_PARAM_NAMES,
  MATRIX_WINDOW,
  activeChips,
  cellKey,
  countBases,
  countVerdicts,
  foldedAxes,
  parseFilters,
  relaxSuggestions,
  rowMatches,
  serializeFilters,
  showingMessage,
  verdictsInView,
  visibleProducts,
  visibleRevisions,
  windowRows,
  withoutChip,
  type FilterState,
  type Grouping,
  type RowFacts,
} from '../lib/matrix-filters.ts';
import { chipLabel, columnOrder } from '../lib/matrix-view.ts';
import { coverage, coverageCaption, coverageLabel } from '../lib/coverage.ts';
import { cellMarkdown } from '../lib/markdown-copy.ts';
import { el } from './dom.ts';

const table = document.getElementById('matrix-table') as HTMLTableElement | null;
const form = document.getElementById('matrix-filters') as HTMLFormElement | null;
if (table && form) enhance(table, form);

interface LiveRow {
  facts: RowFacts;
  tr: HTMLTableRowElement;
  /** The row header and spec cells, which stay first. */
  head: HTMLElement[];
  cells: Map<string, HTMLTableCellElement>;
  /** The column order the row's cells are in now. */
  grouping: Grouping;
  group: HTMLTableSectionElement;
}


function enhance(table: HTMLTableElement, form: HTMLFormElement) {
  const status = document.getElementById('matrix-status')!;
  const legend = document.getElementById('matrix-legend')!;
  const chipList = document.getElementById('filter-chips')!;
  const reset = document.getElementById('matrix-reset')!;
  const foldNote = document.getElementById('matrix-folded')!;
  const foldText = document.getElementById('matrix-folded-text')!;
  const empty = document.getElementById('matrix-empty')!;
  const summary = document.getElementById('summary-grid') as HTMLTableElement | null;
  const basisSummary = document.getElementById('basis-summary') as HTMLTableElement | null;
  const details = document.getElementById('cell-details')!;
  const detailsBody = document.getElementById('cell-details-body')!;
  const heading = document.getElementById('cell-details-heading')!;
  const copyStatus = document.getElementById('cell-copy-status')!;
  document.getElementById('matrix-nojs')?.remove();
  form.hidden = false;
  const sheet = new CSSStyleSheet();
  document.adoptedStyleSheets = [...document.adoptedStyleSheets, sheet];

  const rows: LiveRow[] = [...table.querySelectorAll<HTMLTableRowElement>('tbody tr[data-side]')].map((tr) => {
    const cells = new Map<string, HTMLTableCellElement>();
    const verdicts: Record<string, VerdictId> = {};
    const bases: Record<string, BasisId> = {};
    for (const td of tr.querySelectorAll<HTMLTableCellElement>('td[data-v]')) {
      const key = cellKey(td.dataset.p!, td.dataset.r!);
      cells.set(key, td);
      const v = td.dataset.v as VerdictId;
      verdicts[key] = v;
      bases[key] = (td.dataset.b as BasisId | undefined) ?? defaultBasis(v);
    }
    return {
      tr,
      cells,
      head: [...tr.children].slice(0, 2) as HTMLElement[],
      grouping: 'product' as Grouping,
      group: tr.parentElement as HTMLTableSectionElement,
      facts: {
        id: tr.querySelector('.id')!.textContent!,
        title: tr.dataset.title!,
        side: tr.dataset.side as RowFacts['side'],
        audit: tr.dataset.audit as RowFacts['audit'],
        effort: tr.dataset.effort as RowFacts['effort'],
        risk: tr.dataset.risk as RowFacts['risk'],
        verdicts,
        bases,
      },
    };
  });
  const facts = rows.map((r) => r.facts);
  const sideHeads = new Map([...table.tBodies].map((tbody) => [tbody, tbody.querySelector('tr.side-head')!]));
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

  /** Put a row's cells in the current column order (done lazily, when the row is attached). */
  function order(row: LiveRow) {
    if (row.grouping === grouping) return;
    row.grouping = grouping;
    row.tr.replaceChildren(...row.head, ...columnOrder(grouping).map((c) => row.cells.get(cellKey(c.product, c.revision))!));
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
    const byGroup = new Map<HTMLTableSectionElement, HTMLTableRowElement[]>();
    for (const row of shown) {
      order(row);
      const list = byGroup.get(row.group) ?? [];
      list.push(row.tr);
      byGroup.set(row.group, list);
    }
    for (const [tbody, head] of sideHeads) {
      const list = byGroup.get(tbody) ?? [];
      syncRows(tbody, head, list);
      setIfChanged(tbody, 'hidden', list.length === 0);
      setIfChanged(head.firstElementChild as HTMLTableCellElement, 'colSpan', width);
    }
    more.hidden = remaining === 0;
    more.textContent = `Show ${Math.min(remaining, MATRIX_WINDOW)} more of ${remaining} further matching rows`;
    const present = verdictsInView(facts, state);
    for (const li of legend.querySelectorAll<HTMLElement>('[data-verdict]')) setIfChanged(li, 'hidden', !present.has(li.dataset.verdict as VerdictId));
    status.textContent = showingMessage(matching.length, rows.length);
    // What was folded, said in words.
    const parts: string[] = [];
    if (folded.products.length) parts.push(`${folded.products.map((p) => getProduct(p).name).join(', ')} (columns)`);
    if (folded.revisions.length) parts.push(`${folded.revisions.join(', ')} (columns)`);
    if (folded.rows.length) parts.push(`${folded.rows.length} ${folded.rows.length === 1 ? 'row' : 'rows'}`);
    foldNote.hidden = parts.length === 0;
    foldText.textContent = parts.length ? `Folded, because every cell there is unknown or does not apply: ${parts.join('; ')}.` : '';
    empty.hidden = matching.length > 0;
    if (!matching.length) renderEmpty(state);
    renderChips(state);
    // Coverage in the product headers and the summary follow the filters.
    const matchingFacts = matching.map((r) => r.facts);
    for (const span of table.querySelectorAll<HTMLElement>('[data-coverage]')) {
      const p = span.dataset.coverage as ProductId;
      const c = coverage(matchingFacts.flatMap((f) => revisions.map((r) => f.verdicts[cellKey(p, r)]!)));
      const meter = span.querySelector('meter')!;
      meter.max = Math.max(c.decided, 1);
      meter.value = c.honest;
      meter.setAttribute('aria-label', `${getProduct(p).name}: ${coverageLabel(c)}`);
      span.querySelector('.cov-short')!.textContent = coverageCaption(c);
    }
    if (basisSummary) {
      // Stated / inferred / unknown per product, over the matching rows and the revisions in view.
      for (const td of basisSummary.querySelectorAll<HTMLTableCellElement>('td[data-p][data-basis]')) {
        const p = td.dataset.p as ProductId;
        const b = td.dataset.basis as BasisId;
        const a = td.querySelector('a')!;
        const n = String(countBases(matchingFacts, p, revisions)[b]);
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

  let typing: number | undefined;
  form.addEventListener('change', (e) => {
    if ((e.target as HTMLElement).id !== 'matrix-q') update();
  });
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

  // The details drawer.
  const base = new URL('..', location.href.split(/[?#]/)[0]).pathname;
  let current: HTMLTableCellElement | undefined;
  const phone = matchMedia('(max-width: 37.49rem)');

  function close() {
    if (details.hidden) return;
    details.hidden = true;
    document.body.classList.remove('drawer-open');
    const cell = current;
    current?.classList.remove('current');
    current = undefined;
    cell?.querySelector('a')?.focus();
  }

  async function showDetails(td: HTMLTableCellElement, focus: boolean) {
    current?.classList.remove('current');
    current = td;
    td.classList.add('current');
    const tr = td.parentElement as HTMLTableRowElement;
    const rowId = tr.querySelector('.id')!.textContent!;
    const product = td.dataset.p as ProductId;
    const revision = td.dataset.r as RevisionId;
    const v = getVerdict(td.dataset.v as VerdictId);
    details.hidden = false;
    document.body.classList.add('drawer-open');
    // Where the drawer overlays the table, keep it off the open cell: dock it on the other side.
    details.classList.remove('dock-left');
    if (!phone.matches) {
      const cellBox = td.getBoundingClientRect();
      if (cellBox.right > details.getBoundingClientRect().left) details.classList.add('dock-left');
    }
    copyStatus.textContent = '';
    // "Copy Markdown" (copied by src/scripts/copy-link.ts): the cell's badge linked to the cell, at the configured site URL.
    const markdownButton = document.getElementById('cell-copy-markdown');
    if (markdownButton && details.dataset.siteRoot) {
      markdownButton.dataset.copyText = cellMarkdown({
        root: details.dataset.siteRoot,
        rowId,
        slug: tr.id,
        product,
        revision: revision as (typeof REVISIONS)[number]['id'],
        verdictLabel: td.querySelector('.word')?.textContent ?? td.dataset.v!,
        fragment: td.id,
      });
    }
    heading.textContent = `${rowId}, ${getProduct(product).name}, ${revision}`;
    const tile = el('span', v.symbol, 'tile');
    tile.setAttribute('aria-hidden', 'true');
    const verdictLine = el('p', undefined, 'drawer-verdict');
    verdictLine.dataset.v = v.id;
    verdictLine.append(tile, ' ', el('strong', v.plain), ` (${v.label})`);
    detailsBody.replaceChildren(verdictLine, el('p', 'Loading the evidence…', 'muted'));
    // Keep the cell, its row label and column header in view beside (or above) the drawer.
    if (phone.matches) {
      tr.scrollIntoView({ block: 'start' });
      const cellBox = td.getBoundingClientRect();
      const sheetTop = details.getBoundingClientRect().top;
      if (cellBox.bottom > sheetTop - 8) window.scrollBy(0, cellBox.bottom - sheetTop + 8);
    } else td.scrollIntoView({ block: 'nearest', inline: 'nearest' });
    if (focus) heading.focus();
    // The rest of the details is built by a module loaded on first use, from /rows/<slug>.json.
    const { renderDetails } = await import('./matrix-drawer.ts');
    const out = await renderDetails({ base, slug: tr.id, rowId, product, revision, verdictLine, fragment: td.id, issuesUrl: details.dataset.issuesUrl });
    if (current !== td) return;
    detailsBody.replaceChildren(...out);
  }

  table.addEventListener('click', (e) => {
    const a = (e.target as HTMLElement).closest('td[data-v] a');
    if (!a || (e as MouseEvent).ctrlKey || (e as MouseEvent).metaKey || (e as MouseEvent).shiftKey) return;
    e.preventDefault();
    const td = a.parentElement as HTMLTableCellElement;
    history.replaceState(null, '', `${location.pathname}${location.search}#${td.id}`);
    void showDetails(td, true);
  });
  document.getElementById('drawer-close')!.addEventListener('click', close);
  document.addEventListener('keydown', (e) => {
    if (e.key === 'Escape' && !details.hidden) {
      e.preventDefault();
      close();
    }
  });
  async function copy(fragment: string) {
    const url = `${location.origin}${location.pathname}${location.search}#${fragment}`;
    try {
      await navigator.clipboard.writeText(url);
      copyStatus.textContent = 'Link copied.';
    } catch {
      copyStatus.textContent = url;
    }
  }
  document.getElementById('cell-copy')!.addEventListener('click', () => current && void copy(current.id));
  document.getElementById('row-copy')!.addEventListener('click', () => current && void copy(current.parentElement!.id));

  const initial = parseFilters(location.search);
  writeForm(initial);
  const fragment = location.hash ? decodeURIComponent(location.hash.slice(1)) : '';
  const targetRow = fragment ? rows.find((r) => r.tr.id === fragment || fragment.startsWith(`${r.tr.id}--`)) : undefined;
  apply(initial, targetRow);
  const target = fragment ? document.getElementById(fragment) : null;
  if (target) {
    if (target.matches('td[data-v]')) void showDetails(target as HTMLTableCellElement, false);
    target.scrollIntoView({ block: 'center', inline: 'nearest' });
  }
}
