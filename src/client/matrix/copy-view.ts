/**
 * Toolbar region: "Copy as Markdown" for a filtered view (shown only while a filter is active
 * and rows match): the rows and columns in view, each cell's verdict, basis and link
 * (src/lib/publish/view-markdown.ts), optionally as badges, copied at the configured site
 * root (./copy-root.ts); the status beside it says what was copied or why nothing was.
 */
import type { ProductId, RevisionId } from '../../lib/register/axes.ts';
import type { Grouping } from '../../lib/matrix/filters.ts';
import { rowCount, viewColumns } from '../../lib/matrix/toolbar.ts';
import { viewMarkdown } from '../../lib/publish/view-markdown.ts';
import { el } from '../dom.ts';
import { copyRoot } from './copy-root.ts';
import type { LiveRow } from './filter-rows.ts';

/** The view shown now. */
export interface ShownView {
  rows: readonly LiveRow[];
  products: readonly ProductId[];
  revisions: readonly RevisionId[];
  grouping: Grouping;
}

export interface CopyView {
  /** Remember the view shown; the bar is shown when `offered`. */
  show(view: ShownView, offered: boolean): void;
}

/** The bar, placed after `status`. */
export function copyView(status: HTMLElement, base: string): CopyView {
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
  let shown: ShownView = { rows: [], products: [], revisions: [], grouping: 'product' };
  copyButton.addEventListener('click', () => {
    const columns = viewColumns(shown.grouping, shown.products, shown.revisions);
    const view = shown.rows.map((row) => ({
      id: row.facts.id,
      title: row.facts.title,
      cells: columns.flatMap((c) => row.view.cells.find((x) => x.product === c.product && x.revision === c.revision) ?? []),
    }));
    const text = viewMarkdown(view, copyRoot(base), badgesBox.checked);
    navigator.clipboard.writeText(text).then(
      () => (copyStatus.textContent = `Copied ${rowCount(view.length)} as Markdown.`),
      () => (copyStatus.textContent = 'The clipboard is not available here.'),
    );
  });
  return {
    show(view, offered) {
      shown = view;
      copyBar.hidden = !offered;
    },
  };
}
