/**
 * The revision × product matrix, built from row front-matter. The matrix page, the row
 * pages' small matrices and `/matrix.json` all call `buildMatrix`.
 */
import {
  PRODUCTS,
  REVISIONS,
  REVISION_IDS,
  type BasisId,
  type DeclaredState,
  type ImplementedState,
  type LifecycleState,
  type Product,
  type ProductId,
  type RevisionId,
  type Role,
  type SpeaksState,
  type UseState,
  type VerdictId,
} from '../register/axes.ts';
import type { Cell, Dispute, ProductEntry, ProductFacts, Row, SpeaksFact } from '../register/schema.ts';
import { computeVerdict, playsSide, verdictRole } from '../register/verdict.ts';
import { cellFragment, compareRowIds, rowSlug } from '../register/ids.ts';
import {
  cellBasis,
  entryFor,
  inputsUsed,
  resolveDeclared,
  resolveImplemented,
  resolveSpec,
  resolveSpeaks,
  speaksFact,
  type BasisInputs,
} from '../evidence/basis.ts';
import type { EvidenceCorpus } from '../evidence/corpus.ts';
import { evidenceLinks, type EvidenceLink } from '../evidence/links.ts';
import { contraryLinks, type ContraryLink } from '../evidence/contrary-links.ts';
import { saysSentWhereUndefined } from '../evidence/sending.ts';
import { usesLinks, type UsesLink } from '../evidence/uses.ts';
import type { LoadedOtherSource } from '../sources/schema.ts';
import { specAt } from '../lookup/at.ts';

export interface MatrixCell {
  row: string;
  product: ProductId;
  revision: RevisionId;
  declared: DeclaredState;
  implemented: ImplementedState;
  note?: string;
  verdict: VerdictId;
  /**
   * Whether the product speaks the revision in the role the row needs, as the verdict read it (its recorded speaks fact;
   * `unknown` when none is recorded, and the verdict then assumes it does). Absent when the product does not play the
   * row's side: the verdict then reads no speaks fact. Not in /matrix.json; the drawer reads it from the row's JSON.
   */
  speaks?: SpeaksState;
  /** How well the documents support the verdict: stated, inferred or unknown (`src/lib/evidence/basis.ts`). */
  basis: BasisId;
  /** The quotes the verdict rests on, each linked to its passage. */
  evidence: EvidenceLink[];
  /**
   * published-values-carry-words: the quotes of a known declared or implemented value the verdict does not rest on (an unknown cell's known
   * half, an n/a cell's implemented), so every published value carries its words; never read by verdict or basis.
   */
  unused: EvidenceLink[];
  /** Ids of disputes that cover this cell. */
  disputes: string[];
  /** Words of another audit giving a field another value (the entry's `contrary`), shown beside the evidence. */
  contrary?: ContraryLink[];
  /** peer-use-quoted-as-uses: what the product does with a peer's capability (the entry's `uses`), beside the verdict, never in it. */
  uses?: UsesLink[];
  /** Whether those words say it uses the capability: present with `uses` (the gateway's host link reads it). */
  usesValue?: UseState;
  /** Stable fragment, e.g. `cap-03--mcpx--2026-07-28`. */
  fragment: string;
}

export interface MatrixRow {
  id: string;
  title: string;
  side: Row['side'];
  slug: string;
  spec: Record<RevisionId, LifecycleState>;
  cells: Record<ProductId, Record<RevisionId, MatrixCell>>;
}

export interface Matrix {
  revisions: typeof REVISIONS;
  products: readonly Product[];
  rows: MatrixRow[];
}

/** The role a product plays for a row's side (`both` rows use the first role it has). */
export function roleFor(side: Row['side'], product: Product): Role | undefined {
  return verdictRole(side, product.roles);
}

/** What a row's front-matter says a product declares and implements at a revision: the entry covering it, else unknown. */
export function resolveCell(row: Pick<Row, 'products'>, product: ProductId, revision: RevisionId): Cell {
  const entry = entryFor(row.products[product], revision);
  if (!entry) return { declared: 'unknown', implemented: 'unknown' };
  return { declared: entry.declared.value, implemented: entry.implemented.value, ...(entry.note ? { note: entry.note } : {}) };
}

export interface MatrixOptions {
  /** Disagreements, shown on the cells they cover. */
  disputes?: readonly Dispute[];
  /** The site's base path (ends in `/`), for evidence links. */
  base?: string;
  /** What each product speaks and the words for its roles (`content/products.yaml`); without them every speaks fact is unknown. */
  products: readonly ProductFacts[];
  /** The rows' and notes' text, so evidence links carry context that lands on the quoted passage. */
  corpus?: EvidenceCorpus;
  /** Other sources: never read here (they do not change a verdict or basis); `exportMatrix` adds their facts beside each cell. */
  otherSources?: readonly LoadedOtherSource[];
}

/** One cell: the verdict (`verdict.ts`), its basis and the evidence it rests on (`evidence/basis.ts`, `evidence/links.ts`). */
export function buildCell(row: Row, product: Product, revision: RevisionId, options: MatrixOptions): MatrixCell {
  const { disputes = [], base = '/', products, corpus } = options;
  const id = product.id;
  const facts = products.find((p) => p.id === id);
  const role = roleFor(row.side, product);
  const plays = role !== undefined && playsSide(row.side, product.roles);
  const entry = entryFor(row.products[id], revision);
  const ctx = { revision, row: row.id, corpus, product: id };
  const inputs: BasisInputs = {
    sideOnly: !plays,
    speaks: plays
      ? resolveSpeaks(speaksFact(facts, role, revision), { ...ctx, row: null })
      : { value: 'no', basis: 'stated', evidence: [], because: [] },
    spec: resolveSpec(specAt(row, revision), ctx),
    declared: resolveDeclared(entry, ctx),
    implemented: resolveImplemented(entry, ctx),
  };
  const verdict = computeVerdict({
    side: row.side,
    roles: product.roles,
    speaks: inputs.speaks.value,
    spec: specAt(row, revision).state,
    declared: inputs.declared.value,
    implemented: inputs.implemented.value,
    sendsUndefined: saysSentWhereUndefined([...inputs.implemented.evidence, ...inputs.implemented.because]),
  });
  const used = inputsUsed(verdict, inputs);
  const evidence = used.flatMap((field) =>
    field === 'roles'
      ? // Role words state the sides the product plays; for a side it is not said to play they are inferred (`SIDE_ONLY_BASIS`).
        evidenceLinks('roles', { evidence: facts?.roles ?? [], because: [], ...(plays ? {} : { stated: [] }) }, null, base, corpus, id)
      : evidenceLinks(field, inputs[field], field === 'speaks' ? null : row.id, base, corpus, id),
  );
  return {
    row: row.id,
    product: id,
    revision,
    declared: inputs.declared.value,
    implemented: inputs.implemented.value,
    ...(entry?.note ? { note: entry.note } : {}),
    verdict,
    ...(plays ? { speaks: inputs.speaks.value } : {}),
    basis: cellBasis(verdict, inputs),
    evidence,
    unused: (['declared', 'implemented'] as const)
      .filter((field) => !used.includes(field) && inputs[field].value !== 'unknown')
      .flatMap((field) => evidenceLinks(field, inputs[field], row.id, base, corpus, id)),
    disputes: disputes
      .filter((d) => d.cells.some((c) => c.row === row.id && c.product === id && c.revisions.includes(revision)))
      .map((d) => d.id),
    ...contraryAt(entry, used.includes('speaks') && role ? speaksFact(facts, role, revision) : undefined, row.id, base, corpus),
    ...usesAt(entry, revision, row.id, base, corpus, id),
    fragment: cellFragment(row.id, id, revision),
  };
}

/**
 * A cell's contrary words: the entry's, then those of the speaks fact its verdict rests on (another passage saying the
 * product does, or does not, speak the revision: mcpx's server at 2024-11-05); nothing where there are none.
 */
function contraryAt(
  entry: ProductEntry | undefined,
  fact: SpeaksFact | undefined,
  row: string,
  base: string,
  corpus: EvidenceCorpus | undefined,
): Pick<MatrixCell, 'contrary'> {
  const words = [...(entry?.contrary ?? []), ...(fact?.contrary ?? []).map((c) => ({ ...c, field: 'speaks' as const }))];
  return words.length ? { contrary: contraryLinks(words, row, base, corpus) } : {};
}

/** A cell's uses: the entry's `uses` words shown at `revision` and their value; nothing where none is shown there. */
function usesAt(
  entry: ProductEntry | undefined,
  revision: RevisionId,
  row: string,
  base: string,
  corpus: EvidenceCorpus | undefined,
  product: string,
): Pick<MatrixCell, 'uses' | 'usesValue'> {
  if (!entry?.uses) return {};
  const uses = usesLinks(entry, revision, row, base, corpus, product);
  return uses.length ? { uses, usesValue: entry.uses.value } : { uses };
}

export function buildMatrixRow(row: Row, options: MatrixOptions): MatrixRow {
  const cells: MatrixRow['cells'] = {};
  for (const product of PRODUCTS) {
    const byRevision: Record<RevisionId, MatrixCell> = {};
    for (const revision of REVISION_IDS) byRevision[revision] = buildCell(row, product, revision, options);
    cells[product.id] = byRevision;
  }
  return {
    id: row.id,
    title: row.title,
    side: row.side,
    slug: rowSlug(row.id),
    spec: Object.fromEntries(REVISION_IDS.map((r) => [r, specAt(row, r).state])),
    cells,
  };
}

export function buildMatrix(rows: readonly Row[], options: MatrixOptions): Matrix {
  const sorted = [...rows].sort((a, b) => compareRowIds(a.id, b.id));
  return { revisions: REVISIONS, products: PRODUCTS, rows: sorted.map((r) => buildMatrixRow(r, options)) };
}

/**
 * A row's speaks facts as its cells' verdicts read them: per product that plays the row's side, per revision, whether it
 * speaks the revision (`yes`, `no`, or `unknown` when no fact is recorded). The row's JSON carries it for the drawer's
 * “Speaks this revision?”; /matrix.json does not (the cell's verdict already says `not-spoken` where it is `no`).
 */
export function rowSpeaks(row: Pick<MatrixRow, 'cells'>): Partial<Record<ProductId, Partial<Record<RevisionId, SpeaksState>>>> {
  const out: Partial<Record<ProductId, Partial<Record<RevisionId, SpeaksState>>>> = {};
  for (const [product, byRevision] of Object.entries(row.cells) as [ProductId, Record<RevisionId, MatrixCell>][]) {
    const spoken = Object.entries(byRevision).flatMap(([revision, cell]) => (cell.speaks ? [[revision, cell.speaks] as const] : []));
    if (spoken.length) out[product] = Object.fromEntries(spoken);
  }
  return out;
}
