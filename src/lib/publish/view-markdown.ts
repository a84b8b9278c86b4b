/**
 * "Copy as Markdown" for a filtered matrix view: the rows and columns it shows, as a Markdown
 * table a reviewer pastes into an issue. Each cell says its verdict and basis in words (not a
 * bare symbol) and links to the cell on the matrix; with `badges`, each cell is the cell's
 * badge linked to it. Every URL starts at `root` (one origin for every copied link).
 */
import { getBasis, getProduct, getVerdict, type BasisId, type ProductId, type RevisionId, type VerdictId } from '../register/axes.ts';
import { cellFragment, rowSlug } from '../register/ids.ts';
import { badgeUrl, cellUrl, escapeMarkdownText, rowUrl } from './markdown-copy.ts';

export interface ViewRow {
  id: string;
  title: string;
  cells: { product: ProductId; revision: RevisionId; verdict: VerdictId; basis: BasisId; disputed: boolean }[];
}

const cellText = (c: ViewRow['cells'][number]) => {
  const v = getVerdict(c.verdict);
  const basis = c.basis === 'stated' || c.verdict === 'unknown' ? '' : ` (${getBasis(c.basis).label})`;
  return `${v.symbol} ${v.label}${basis}${c.disputed ? ' ⚑ disputed' : ''}`;
};

/** The Markdown table of `rows` (each with the cells of the columns shown, in order). */
export function viewMarkdown(rows: readonly ViewRow[], root: string, badges = false): string {
  const columns = rows[0]?.cells ?? [];
  const head = `| Row | ${columns.map((c) => `${getProduct(c.product).name} ${c.revision}`).join(' | ')} |`;
  const rule = `| --- | ${columns.map(() => '---').join(' | ')} |`;
  const body = rows.map((row) => {
    const slug = rowSlug(row.id);
    const cells = row.cells.map((c) => {
      const link = cellUrl(root, cellFragment(row.id, c.product, c.revision));
      const text = escapeMarkdownText(cellText(c));
      return badges ? `[![${text}](${badgeUrl(root, slug, c.product, c.revision)})](${link})` : `[${text}](${link})`;
    });
    return `| [${escapeMarkdownText(`${row.id} ${row.title}`)}](${rowUrl(root, slug)}) | ${cells.join(' | ')} |`;
  });
  return [head, rule, ...body].join('\n') + '\n';
}
