/**
 * Toolbar region: the columns. "Columns: by product / by revision" regroups the table's
 * headers (each row's cells follow when the row is shown, ./filter-rows.ts); products and
 * revisions out of view, or folded (every cell there unknown or not applicable under the
 * filters), are hidden by one adopted stylesheet in the matrix and both summaries; the fold
 * note says what was folded, and its "Show them" shows it until the filters next change.
 */
import { REVISIONS, getProduct, type ProductId, type RevisionId } from '../../lib/register/axes.ts';
import {
  cellKey,
  foldedAxes,
  visibleProducts,
  visibleRevisions,
  type FilterState,
  type Folded,
  type Grouping,
  type RowFacts,
} from '../../lib/matrix/filters.ts';
import { columnOrder } from '../../lib/matrix/view.ts';
import { foldedSentence, hiddenColumnsCss } from '../../lib/matrix/toolbar.ts';
import { el } from '../dom.ts';
import { part, partIn, setIfChanged } from './parts.ts';

/** The columns in view under a state. */
export interface InView {
  products: readonly ProductId[];
  revisions: readonly RevisionId[];
  folded: Folded;
}

export interface Columns {
  /** The column order shown now. */
  grouping(): Grouping;
  /** Fold again from the next view on (the filters changed). */
  refold(): void;
  /** Regroup to the state's grouping, hide the columns out of view and say what was folded. */
  apply(state: FilterState, facts: readonly RowFacts[]): InView;
}

/** `onUnfold` redraws the view once "Show them" was pressed. */
export function columns(table: HTMLTableElement, onUnfold: () => void): Columns {
  let grouping: Grouping = 'product';
  let showFolded = false;
  let lastCss = '';
  const sheet = new CSSStyleSheet();
  document.adoptedStyleSheets = [...document.adoptedStyleSheets, sheet];
  const productHeads = [...table.querySelectorAll<HTMLTableCellElement>('thead tr.group-head th[data-group]')];
  const foldNote = part('matrix-folded');
  const foldText = part('matrix-folded-text');
  part('matrix-unfold').addEventListener('click', () => {
    showFolded = true;
    onUnfold();
  });

  function regroup(next: Grouping) {
    if (next === grouping) return;
    grouping = next;
    const subHead = partIn(table, 'thead tr.sub-head');
    const heads = new Map(
      [...subHead.querySelectorAll<HTMLTableCellElement>('th')].map((th) => [cellKey(th.dataset.p ?? '', th.dataset.r ?? ''), th]),
    );
    subHead.replaceChildren(
      ...columnOrder(next).flatMap((c) => {
        const th = heads.get(cellKey(c.product, c.revision));
        if (!th) return [];
        th.textContent = next === 'revision' ? getProduct(c.product).name : c.revision;
        return [th];
      }),
    );
    const groupHead = partIn(table, 'thead tr.group-head');
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

  return {
    grouping: () => grouping,
    refold() {
      showFolded = false;
    },
    apply(state, facts) {
      regroup(state.group);
      const folded: Folded = showFolded ? { products: [], revisions: [], rows: [] } : foldedAxes(facts, state);
      const products = visibleProducts(state).filter((p) => !folded.products.includes(p));
      const revisions = visibleRevisions(state).filter((r) => !folded.revisions.includes(r));
      const css = hiddenColumnsCss(products, revisions);
      if (css !== lastCss) sheet.replaceSync((lastCss = css));
      for (const th of table.querySelectorAll<HTMLTableCellElement>('thead [data-group]')) {
        const id = th.dataset.group ?? '';
        const inView = grouping === 'revision' ? revisions.some((r) => r === id) : products.some((p) => p === id);
        setIfChanged(th, 'hidden', !inView);
        setIfChanged(th, 'colSpan', grouping === 'revision' ? products.length : revisions.length);
      }
      const sentence = foldedSentence(folded);
      foldNote.hidden = sentence === '';
      foldText.textContent = sentence;
      return { products, revisions, folded };
    },
  };
}
