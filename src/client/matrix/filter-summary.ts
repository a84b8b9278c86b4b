/**
 * Toolbar region: what follows the filters outside the table. The status line ("Showing N of
 * M rows", and what the outline means under the evidence filter), the legend (only the verdicts in view), the coverage bars in the product headers,
 * and both summaries under the matrix ("How sure, per product" and the verdict counts per
 * revision and product), counted over the matching rows and the columns in view; each
 * count's link keeps the filters and adds its own.
 */
import { type BasisId, type ProductId, type RevisionId, type VerdictId } from '../../lib/register/axes.ts';
import {
  cellKey,
  countBases,
  countVerdicts,
  serializeFilters,
  verdictsInView,
  type FilterState,
  type RowFacts,
} from '../../lib/matrix/filters.ts';
import { evidenceStatus, headerCount, showingRows } from '../../lib/matrix/toolbar-words.ts';
import { countsInVerdictOrder } from '../../lib/matrix/toolbar.ts';
import { el } from '../dom.ts';
import { part, partIn, setIfChanged } from './parts.ts';

/** What the summaries count. */
export interface SummaryView {
  state: FilterState;
  /** Every row's facts. */
  facts: readonly RowFacts[];
  /** The rows matching the filters (folded ones included). */
  matching: readonly RowFacts[];
  /** How many of the matching rows are folded (not shown). */
  folded: number;
  /** The revisions in view. */
  revisions: readonly RevisionId[];
}

export interface Summaries {
  render(view: SummaryView): void;
}

export function summaries(table: HTMLTableElement): Summaries {
  const status = part('matrix-status');
  const legend = part('matrix-legend');
  const basisSummary = document.getElementById('basis-summary');
  const summary = document.getElementById('summary-grid');
  /** A link to the matrix under `state`. */
  const filtered = (state: FilterState) => `${location.pathname}${serializeFilters(state)}`;

  function renderCoverage({ state, matching, revisions }: SummaryView) {
    for (const span of table.querySelectorAll<HTMLElement>('[data-coverage]')) {
      const p = span.dataset.coverage as ProductId;
      const count = headerCount(
        matching.flatMap((f) => revisions.flatMap((r) => f.verdicts[cellKey(p, r)] ?? [])),
        state.verdict,
      );
      const meter = partIn<HTMLMeterElement>(span, 'meter');
      meter.max = count.max;
      meter.value = count.value;
      partIn(span, '.cov-short').textContent = count.caption;
    }
  }

  /** Stated / inferred / unknown per product (counted once per product: each count is a pass over every matching row); a cell's product is its column's, its basis its row's. */
  function renderBases(grid: HTMLElement, { state, matching, revisions }: SummaryView) {
    const byProduct = new Map<ProductId, Record<BasisId, number>>();
    const products = columnProducts(grid);
    for (const tr of grid.querySelectorAll<HTMLTableRowElement>('tbody tr[data-basis]')) {
      const b = tr.dataset.basis as BasisId;
      tr.querySelectorAll('td').forEach((td, i) => {
        const p = products[i];
        if (!p) return;
        const a = partIn<HTMLAnchorElement>(td, 'a');
        let counts = byProduct.get(p);
        if (!counts) byProduct.set(p, (counts = countBases(matching, p, revisions)));
        setIfChanged(a, 'textContent', String(counts[b]));
        a.href = filtered({ ...state, product: [p], basis: [b] });
      });
    }
  }

  /** A count cell's product is its column's header, its revision its row's (the cells carry neither). */
  function renderVerdicts(grid: HTMLElement, { state, matching }: SummaryView) {
    const products = columnProducts(grid);
    for (const tr of grid.querySelectorAll<HTMLTableRowElement>('tbody tr[data-r]')) {
      const r = tr.dataset.r as RevisionId;
      tr.querySelectorAll('td').forEach((td, i) => {
        const p = products[i];
        if (!p) return;
        partIn(td, 'ul').replaceChildren(
          ...countsInVerdictOrder(countVerdicts(matching, p, r)).map(([v, n]) =>
            verdictCount(filtered({ ...state, product: [p], revision: [r], verdict: [v] }), v, n),
          ),
        );
      });
    }
  }

  return {
    render(view) {
      status.textContent =
        showingRows({ matching: view.matching.length, folded: view.folded, total: view.facts.length }) + evidenceStatus(view.state.source);
      const present = verdictsInView(view.facts, view.state);
      for (const li of legend.querySelectorAll<HTMLElement>('[data-verdict]'))
        setIfChanged(li, 'hidden', !present.has(li.dataset.verdict as VerdictId));
      renderCoverage(view);
      if (basisSummary) renderBases(basisSummary, view);
      if (summary) renderVerdicts(summary, view);
    },
  };
}

/** A summary's product columns, in order, from its header row (its count cells carry no product). */
function columnProducts(grid: HTMLElement): ProductId[] {
  return [...grid.querySelectorAll<HTMLTableCellElement>('thead th[data-p]')].map((th) => th.dataset.p as ProductId);
}

/** One count of the verdict summary, as the server draws it (MatrixSummary.astro). */
function verdictCount(href: string, v: VerdictId, n: number): HTMLLIElement {
  const li = el('li');
  const a = el('a');
  a.href = href;
  a.dataset.v = v;
  // Its symbol is drawn by /verdicts.css.
  a.append(el('i', undefined, 'tile'), ` ${v}: ${n}`);
  li.append(a);
  return li;
}
