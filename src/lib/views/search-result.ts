/**
 * What a search result shows besides its title: the excerpt with the matched words marked, and for a row page the
 * verdicts of the cells the query names (a product, a revision or a verdict), so "goose CAP-17" answers in the list,
 * with "disputed" and "not audited" where they hold, as the cell's drawer says them.
 * Pure: the browser script renders these parts as text nodes and `<mark>` elements, never as markup.
 */
import { PRODUCTS, REVISION_IDS, VERDICTS } from '../register/axes.ts';
import type { MatrixRow } from '../matrix/build.ts';
import { cellAt } from '../lookup/at.ts';
import { verdictWords } from '../matrix/verdict-marks.ts';

/** A run of excerpt text, marked where the search matched it. */
export interface ExcerptPart {
  text: string;
  marked: boolean;
}

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', '#39': "'", '#x27': "'", nbsp: ' ' };
const decode = (s: string) => s.replace(/&(amp|lt|gt|quot|#39|#x27|nbsp);/g, (_, e: string) => ENTITIES[e] ?? '');

/**
 * Pagefind's excerpt (escaped text with `<mark>` around matches) as parts. Any other tag is dropped, so nothing of
 * the excerpt can become markup.
 */
export function excerptParts(html: string): ExcerptPart[] {
  const parts: ExcerptPart[] = [];
  const re = /<mark>([\s\S]*?)<\/mark>/g;
  let at = 0;
  const push = (raw: string, marked: boolean) => {
    const text = decode(raw.replace(/<[^>]*>/g, ''));
    if (!text) return;
    const last = parts.at(-1);
    if (last && last.marked === marked) last.text += text;
    else parts.push({ text, marked });
  };
  for (const m of html.matchAll(re)) {
    push(html.slice(at, m.index), false);
    push(m[1] ?? '', true);
    at = (m.index ?? 0) + m[0].length;
  }
  push(html.slice(at), false);
  return parts;
}

/** One cell of a row page, as the page's search meta lists it. */
export interface IndexedCell {
  product: string;
  revision: string;
  verdict: string;
  /** A dispute covers the cell. */
  disputed: boolean;
  /** The register has audited the cell's product. */
  audited: boolean;
}

/** The words after a cell's verdict in its meta entry, for what qualifies it. */
const DISPUTED = 'disputed';
const UNAUDITED = 'unaudited';

/**
 * A row page's cells as one search meta value: `product revision verdict`, then `disputed` and `unaudited` where
 * they hold; cells joined by `;` (a comma would end the meta).
 */
export function cellsMeta(cells: readonly IndexedCell[]): string {
  return cells
    .map((c) => [c.product, c.revision, c.verdict, ...(c.disputed ? [DISPUTED] : []), ...(c.audited ? [] : [UNAUDITED])].join(' '))
    .join(';');
}

/** A row's every cell as its page's search meta; `audited`: the products the register has audited. */
export function rowCellsMeta(row: Pick<MatrixRow, 'cells'>, audited: readonly string[]): string {
  return cellsMeta(
    PRODUCTS.flatMap((p) =>
      REVISION_IDS.map((r) => {
        const cell = cellAt(row, p.id, r);
        return { product: p.id, revision: r, verdict: cell.verdict, disputed: cell.disputes.length > 0, audited: audited.includes(p.id) };
      }),
    ),
  );
}

/** The cells of a `cellsMeta` value. */
export function parseCellsMeta(meta: string | undefined): IndexedCell[] {
  return (meta ?? '')
    .split(';')
    .map((s) => s.trim().split(/\s+/))
    .filter((w): w is [string, string, string, ...string[]] => w.length >= 3)
    .map(([product, revision, verdict, ...marks]) => ({
      product,
      revision,
      verdict,
      disputed: marks.includes(DISPUTED),
      audited: !marks.includes(UNAUDITED),
    }));
}

/**
 * The cells a query names, in words: `goose at 2025-11-25: honest`. A query names a cell when it names its product
 * (id or name), and its revision or verdict if it names any; it must name a product, or nothing is shown (a row has
 * thirty cells). Not-applicable cells are left out unless the query asks for them.
 */
export function cellsNamed(cells: readonly IndexedCell[], query: string): string[] {
  const q = ` ${query.toLowerCase().replace(/\s+/g, ' ')} `;
  const has = (word: string) => q.includes(` ${word.toLowerCase()} `);
  const products = PRODUCTS.filter((p) => has(p.id) || has(p.name));
  if (!products.length) return [];
  const revisions = REVISION_IDS.filter(has);
  const verdicts = VERDICTS.filter((v) => has(v.id) || has(v.label));
  return cells
    .filter((c) => products.some((p) => p.id === c.product))
    .filter((c) => !revisions.length || revisions.includes(c.revision as never))
    .filter((c) => (verdicts.length ? verdicts.some((v) => v.id === c.verdict) : c.verdict !== 'not-applicable'))
    .map((c) => {
      const productName = PRODUCTS.find((p) => p.id === c.product)?.name ?? c.product;
      const label = VERDICTS.find((v) => v.id === c.verdict)?.label ?? c.verdict;
      return `${productName} at ${c.revision}: ${verdictWords(label, { disputed: c.disputed, audited: c.audited, productName }).join(', ')}`;
    });
}
