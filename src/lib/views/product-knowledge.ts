/**
 * How much the register knows about a product, in one sentence (product pages and the home
 * page): which documents audit it (rows whose audit observes it, client notes that read its
 * code: the note's `products`), or that none does, and which notes only speak of it in passing
 * (`mentions`: a note that mentions a product does not audit it); then, among the cells that can apply (not "does not apply", not "does not
 * speak the revision"), how many are decided (stated or inferred) and how many are not known.
 * Not-applicable cells are counted apart, never as "stated" or "not known".
 */
import { PRODUCTS, REVISIONS, VERDICTS, getProduct, type ProductId, type VerdictId } from '../register/axes.ts';
import type { MatrixRow } from '../matrix/build.ts';
import { cellAt } from '../lookup/at.ts';

export interface ProductKnowledge {
  product: ProductId;
  /** Cells of the product over every row and revision. */
  total: number;
  /** Cells that cannot apply: the product does not play the row's side, or does not speak the revision. */
  doNotApply: number;
  /** Cells that can apply: decided + unknown. */
  canApply: number;
  /** Cells that can apply with a verdict, by basis. */
  decided: { stated: number; inferred: number };
  /** Cells that can apply whose verdict is unknown. */
  unknown: number;
  /** Ids of the rows whose audit observes the product. */
  auditedRows: string[];
  /** Titles of the client notes that audit the product (read its code: the note's `products`). */
  notes: string[];
  /** Titles of the client notes that only speak of the product in passing (the note's `mentions`). */
  mentionedIn: string[];
  /** Ids of rows with at least one decided cell for the product: where to look. */
  rowsWithVerdicts: string[];
  /** The decided verdicts the product has somewhere, in VERDICTS order (its page is indexed under them). */
  verdicts: VerdictId[];
}

/** What the coverage sentence needs of a client note: its title, the products it audits and those it only mentions. */
export interface KnowledgeNote {
  title: string;
  products: readonly ProductId[];
  mentions?: readonly ProductId[];
}

const FADED: ReadonlySet<VerdictId> = new Set(VERDICTS.filter((v) => v.faded).map((v) => v.id));

export function productKnowledge(
  product: ProductId,
  rows: readonly Pick<MatrixRow, 'id' | 'cells'>[],
  audits: readonly { id: string; audit: { product: ProductId } }[],
  notes: readonly KnowledgeNote[],
): ProductKnowledge {
  let total = 0;
  let doNotApply = 0;
  let unknown = 0;
  const decided = { stated: 0, inferred: 0 };
  const rowsWithVerdicts: string[] = [];
  const present = new Set<VerdictId>();
  for (const row of rows) {
    let any = false;
    for (const r of REVISIONS) {
      const cell = cellAt(row, product, r.id);
      total += 1;
      if (FADED.has(cell.verdict)) doNotApply += 1;
      else if (cell.verdict === 'unknown') unknown += 1;
      else {
        any = true;
        present.add(cell.verdict);
        decided[cell.basis === 'inferred' ? 'inferred' : 'stated'] += 1;
      }
    }
    if (any) rowsWithVerdicts.push(row.id);
  }
  return {
    product,
    total,
    doNotApply,
    canApply: total - doNotApply,
    decided,
    unknown,
    auditedRows: audits.filter((a) => a.audit.product === product).map((a) => a.id),
    notes: notes.filter((n) => n.products.includes(product)).map((n) => n.title),
    mentionedIn: notes.filter((n) => !n.products.includes(product) && n.mentions?.includes(product)).map((n) => n.title),
    rowsWithVerdicts,
    verdicts: VERDICTS.filter((v) => present.has(v.id)).map((v) => v.id),
  };
}

/** “; the client note “X” speaks of it in passing”, when a note mentions the product without auditing it. */
const mentioned = (titles: readonly string[]) =>
  titles.length
    ? `; the client ${titles.length === 1 ? 'note' : 'notes'} “${titles.join('”, “')}” ${titles.length === 1 ? 'speaks' : 'speak'} of it in passing`
    : '';

const cells = (n: number) => `${n} ${n === 1 ? 'cell' : 'cells'}`;

/** The sentence: who audits the product (or that no one has), then decided and not known among the cells that can apply. */
export function knowledgeSentence(k: ProductKnowledge): string {
  const name = getProduct(k.product).name;
  const sources: string[] = [];
  if (k.auditedRows.length) sources.push(`${k.auditedRows.length} of the register’s rows audit ${name}`);
  if (k.notes.length)
    sources.push(
      `the client ${k.notes.length === 1 ? 'note' : 'notes'} “${k.notes.join('”, “')}” ${k.notes.length === 1 ? 'reads' : 'read'} its code`,
    );
  const joined = sources.join('; ');
  const who = joined
    ? `${joined.charAt(0).toUpperCase()}${joined.slice(1)}.`
    : `The register has not audited ${name}: no row pins a commit of its code and no client note audits it${mentioned(k.mentionedIn)}.`;
  const decided = k.decided.stated + k.decided.inferred;
  const basis = decided ? ` (${k.decided.stated} stated, ${k.decided.inferred} inferred)` : '';
  const where = decided && !sources.length ? `; what is known comes from ${k.rowsWithVerdicts.join(', ')}` : '';
  return `${who} Of the ${cells(k.canApply)} that can apply to ${name}, ${decided} ${decided === 1 ? 'is' : 'are'} decided${basis} and ${k.unknown} not known${where}; ${k.doNotApply} more do not apply (a side it does not play, a revision it does not speak, or a revision that does not define the key).`;
}

/** Every product's knowledge, in PRODUCTS order. */
export function knowledgeByProduct(
  rows: readonly Pick<MatrixRow, 'id' | 'cells'>[],
  audits: readonly { id: string; audit: { product: ProductId } }[],
  notes: readonly KnowledgeNote[],
): ProductKnowledge[] {
  return PRODUCTS.map((p) => productKnowledge(p.id, rows, audits, notes));
}

/**
 * The products the register has audited: those a row pins an audit of, or a client note reads
 * the code of. The drawer says "not audited" on every other product's cells.
 */
export function auditedProducts(
  audits: readonly { audit: { product: ProductId } }[],
  notes: readonly Pick<KnowledgeNote, 'products'>[],
): ProductId[] {
  return PRODUCTS.map((p) => p.id).filter((p) => audits.some((a) => a.audit.product === p) || notes.some((n) => n.products.includes(p)));
}

/**
 * The home page's one line for a product (the full sentence is on its page): who audits it, or
 * that no one has, then how many of the cells that can apply are decided and how many are not
 * known. Counts of what is known, never a share that reads as a grade.
 */
export function knowledgeLine(k: ProductKnowledge): string {
  const who = k.auditedRows.length
    ? `audited by ${k.auditedRows.length} ${k.auditedRows.length === 1 ? 'row' : 'rows'}`
    : k.notes.length
      ? `audited by ${k.notes.length === 1 ? 'a client note' : `${k.notes.length} client notes`}`
      : 'not audited';
  const decided = k.decided.stated + k.decided.inferred;
  return `${who}; ${decided} of ${cells(k.canApply)} that can apply decided (${k.decided.stated} stated, ${k.decided.inferred} inferred), ${k.unknown} not known.`;
}
