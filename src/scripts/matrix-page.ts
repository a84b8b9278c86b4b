/**
 * Enhances the server-rendered matrix: live filters kept in the URL, regrouping, the
 * legend of verdicts in view, and cell details. Everything written into the page is
 * text (textContent) built from known ids and the site's own data, never from the URL.
 */
import { PRODUCTS, REVISIONS, getProduct, type ProductId, type VerdictId } from '../lib/axes.ts';
import {
  LIST_PARAM_NAMES,
  MATRIX_WINDOW,
  windowRows,
  cellKey,
  parseFilters,
  rowMatches,
  serializeFilters,
  showingMessage,
  verdictsInView,
  visibleProducts,
  visibleRevisions,
  type FilterState,
  type Grouping,
  type RowFacts,
} from '../lib/matrix-filters.ts';
import { columnOrder } from '../lib/matrix-view.ts';
import type { MatrixExport } from '../lib/matrix-export.ts';
import { correctionUrl } from '../lib/links.ts';
import { cellMarkdown } from '../lib/markdown-copy.ts';

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
  const details = document.getElementById('cell-details')!;
  const detailsBody = document.getElementById('cell-details-body')!;
  const copyButton = document.getElementById('cell-copy') as HTMLButtonElement;
  const copyStatus = document.getElementById('cell-copy-status')!;
  const sheet = new CSSStyleSheet();
  document.adoptedStyleSheets = [...document.adoptedStyleSheets, sheet];

  const rows: LiveRow[] = [...table.querySelectorAll<HTMLTableRowElement>('tbody tr[data-side]')].map((tr) => {
    const cells = new Map<string, HTMLTableCellElement>();
    const verdicts: Record<string, VerdictId> = {};
    for (const td of tr.querySelectorAll<HTMLTableCellElement>('td[data-v]')) {
      const key = cellKey(td.dataset.p!, td.dataset.r!);
      cells.set(key, td);
      verdicts[key] = td.dataset.v as VerdictId;
    }
    return {
      tr,
      cells,
      head: [...tr.children].slice(0, 2) as HTMLElement[],
      grouping: 'revision' as Grouping,
      group: tr.parentElement as HTMLTableSectionElement,
      facts: {
        id: tr.querySelector('.id')!.textContent!,
        title: tr.dataset.title!,
        side: tr.dataset.side as RowFacts['side'],
        audit: tr.dataset.audit as RowFacts['audit'],
        effort: tr.dataset.effort as RowFacts['effort'],
        risk: tr.dataset.risk as RowFacts['risk'],
        verdicts,
      },
    };
  });
  const facts = rows.map((r) => r.facts);
  const sideHeads = new Map([...table.tBodies].map((tbody) => [tbody, tbody.querySelector('tr.side-head')!]));
  let grouping: Grouping = 'revision';
  let windowSize = MATRIX_WINDOW;
  let lastCss = '';
  const more = document.createElement('button');
  more.type = 'button';
  more.id = 'matrix-more';
  more.hidden = true;
  table.closest('.matrix-scroll')!.after(more);

  /** Put a row's cells in the current column order (done lazily, when the row is attached). */
  function order(row: LiveRow) {
    if (row.grouping === grouping) return;
    row.grouping = grouping;
    row.tr.replaceChildren(...row.head, ...columnOrder(grouping).map((c) => row.cells.get(cellKey(c.product, c.revision))!));
  }

  function regroup(next: Grouping) {
    if (next === grouping) return;
    grouping = next;
    const columns = columnOrder(next);
    const subHead = table.querySelector('thead tr.sub-head')!;
    const heads = new Map([...subHead.querySelectorAll<HTMLTableCellElement>('th')].map((th) => [cellKey(th.dataset.p!, th.dataset.r!), th]));
    subHead.replaceChildren(
      ...columns.map((c) => {
        const th = heads.get(cellKey(c.product, c.revision))!;
        th.textContent = next === 'revision' ? getProduct(c.product).name : c.revision;
        return th;
      }),
    );
    const groupHead = table.querySelector('thead tr.group-head')!;
    groupHead.querySelectorAll('[data-group]').forEach((th) => th.remove());
    const groups = next === 'revision' ? REVISIONS.map((r) => ({ id: r.id, label: r.id })) : PRODUCTS.map((p) => ({ id: p.id, label: p.name }));
    for (const g of groups) {
      const th = document.createElement('th');
      th.scope = 'colgroup';
      th.dataset.group = g.id;
      th.textContent = g.label;
      groupHead.append(th);
    }
  }

  /**
   * Make `tbody` hold `head` then `rows`, moving as few nodes as possible: rows always keep
   * their canonical order, so rows that stay are left in place and do not need new styles.
   */
  function syncRows(tbody: HTMLTableSectionElement, head: Element, rows: readonly HTMLTableRowElement[]) {
    let cursor = head.nextElementSibling;
    const wanted = new Set<Element>(rows);
    for (const tr of rows) {
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

  function apply(state: FilterState, target?: LiveRow) {
    regroup(state.group);
    const products = visibleProducts(state);
    const revisions = visibleRevisions(state);
    const hidden = [
      ...PRODUCTS.filter((p) => !products.includes(p.id)).map((p) => `[data-p="${p.id}"]`),
      ...REVISIONS.filter((r) => !revisions.includes(r.id)).map((r) => `[data-r="${r.id}"]`),
    ];
    const css = hidden.length ? `#matrix-table :is(${hidden.join(',')}) { display: none; }` : '';
    if (css !== lastCss) sheet.replaceSync((lastCss = css));
    for (const th of table.querySelectorAll<HTMLTableCellElement>('thead [data-group]')) {
      const id = th.dataset.group!;
      const inView = grouping === 'revision' ? revisions.includes(id as never) : products.includes(id as ProductId);
      setIfChanged(th, 'hidden', !inView);
      setIfChanged(th, 'colSpan', grouping === 'revision' ? products.length : revisions.length);
    }
    const width = products.length * revisions.length + 2;
    // Attach only a window of the matching rows: see MATRIX_WINDOW.
    const matches = rows.filter((row) => rowMatches(row.facts, state));
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
    status.textContent = showingMessage(matches.length, rows.length);
  }

  more.addEventListener('click', () => {
    windowSize += MATRIX_WINDOW;
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

  function update() {
    const state = readForm();
    const query = serializeFilters(state);
    if (query !== serializeFilters(parseFilters(location.search))) {
      history.pushState(null, '', `${location.pathname}${query}${location.hash}`);
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
  document.getElementById('matrix-reset')?.addEventListener('click', (e) => {
    e.preventDefault();
    form.reset();
    writeForm(parseFilters(''));
    update();
  });
  window.addEventListener('popstate', () => {
    const state = parseFilters(location.search);
    writeForm(state);
    apply(state);
  });

  // Cell details, from the same data as /matrix.json.
  let data: Promise<MatrixExport> | undefined;
  const base = new URL('..', location.href.split(/[?#]/)[0]).pathname;
  const load = () => (data ??= fetch(`${base}matrix.json`).then((r) => r.json() as Promise<MatrixExport>));
  let current: HTMLTableCellElement | undefined;

  function line(term: string, value: string) {
    const p = document.createElement('p');
    const b = document.createElement('strong');
    b.textContent = `${term}: `;
    p.append(b, value);
    return p;
  }

  async function showDetails(td: HTMLTableCellElement) {
    current?.classList.remove('current');
    current = td;
    td.classList.add('current');
    const tr = td.parentElement as HTMLTableRowElement;
    const rowId = tr.querySelector('.id')!.textContent!;
    const product = td.dataset.p as ProductId;
    const revision = td.dataset.r!;
    details.hidden = false;
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
    const heading = document.getElementById('cell-details-heading')!;
    heading.textContent = `${rowId}, ${getProduct(product).name}, ${revision}`;
    const exported = (await load()).rows.find((r) => r.id === rowId);
    if (current !== td || !exported) return;
    const cell = exported.cells[product][revision as keyof (typeof exported.cells)[ProductId]];
    const link = document.createElement('a');
    link.href = `${exported.url}#${td.id}`;
    link.textContent = `Open ${rowId} ${exported.title}`;
    const sources = document.createElement('ul');
    for (const s of exported.sources) {
      const li = document.createElement('li');
      const code = document.createElement('code');
      code.textContent = s;
      li.append(code);
      sources.append(li);
    }
    const correction = correctionUrl(details.dataset.issuesUrl, {
      row: rowId,
      title: exported.title,
      url: `${location.origin}${location.pathname}#${td.id}`,
      cell: { product, revision, verdict: cell.verdict },
      commit: exported.audit.commit ?? `${exported.audit.status}, no commit named`,
    });
    const propose = document.createElement('a');
    if (correction) {
      propose.href = correction;
      propose.rel = 'noopener';
      propose.textContent = 'Propose a correction to this cell';
    }
    detailsBody.replaceChildren(
      line('Verdict', cell.verdict + (cell.disputes.length ? ' (disputed: the documents disagree)' : '')),
      line('Declared', cell.declared),
      line('Implemented', cell.implemented),
      ...(cell.note ? [line('Note', cell.note)] : []),
      ...cell.disputes.map((id) => {
        const a = document.createElement('a');
        a.href = `${exported.url}#dispute-${id}`;
        a.textContent = 'Where the documents disagree on this cell';
        const p = document.createElement('p');
        p.append(a);
        return p;
      }),
      line('Row audit', `${exported.audit.status}${exported.audit.commit ? ` at ${exported.audit.commit}` : ' (no commit named)'}`),
      line('Spec at this revision', exported.spec[revision as keyof typeof exported.spec]),
      ...(exported.sources.length ? [line('Row citations', ''), sources] : []),
      link,
      ...(correction ? [document.createTextNode(' · '), propose] : []),
    );
  }

  table.addEventListener('click', (e) => {
    const a = (e.target as HTMLElement).closest('td[data-v] a');
    if (!a) return;
    e.preventDefault();
    const td = a.parentElement as HTMLTableCellElement;
    history.replaceState(null, '', `${location.pathname}${location.search}#${td.id}`);
    void showDetails(td);
  });
  table.addEventListener('focusin', (e) => {
    const td = (e.target as HTMLElement).closest<HTMLTableCellElement>('td[data-v]');
    if (td) void showDetails(td);
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
  copyButton.addEventListener('click', () => current && void copy(current.id));
  document.getElementById('row-copy')?.addEventListener('click', () => current && void copy(current.parentElement!.id));

  const initial = parseFilters(location.search);
  writeForm(initial);
  const fragment = location.hash ? decodeURIComponent(location.hash.slice(1)) : '';
  const targetRow = fragment ? rows.find((r) => r.tr.id === fragment || fragment.startsWith(`${r.tr.id}--`)) : undefined;
  apply(initial, targetRow);
  const target = fragment ? document.getElementById(fragment) : null;
  if (target) {
    target.scrollIntoView({ block: 'center', inline: 'center' });
    if (target.matches('td[data-v]')) void showDetails(target as HTMLTableCellElement);
  }
}
