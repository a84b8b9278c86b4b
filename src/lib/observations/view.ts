/**
 * What the pages and the matrix drawer show of observations, as plain values: the cells of one
 * matrix cell, the observed clients' table, a product's list and a row's list (a client's own
 * page, with its captured exchange: ./client-page.ts). Pure, and importing only types and
 * words, so the drawer can use it; the pages only render what these return.
 */
import { getProduct, type ProductId } from '../register/axes.ts';
import { rowPath, rowSlug } from '../register/ids.ts';
import type { Agreement } from '../sources/agreements.ts';
import type { ObservationExport, ObservedCellExport, RowObservation } from './export.ts';
import { containmentWords, messageWords, observationLabel, productWords, questionWords, agreementMark, type Outcome } from './words.ts';

/** The page of observed clients (`/observed/`). */
export const OBSERVED_PATH = 'observed/';

/** The page of one observed client, every version the probe recorded: `observed/<client>/`. */
export function observedClientPath(client: string): string {
  return `${OBSERVED_PATH}${client}/`;
}

/**
 * The id of one observation (the client at one version) on its client's page (`v1.18.33`), of
 * one of its passes (`v1.18.33-legacy`), or of a pass's captured exchange (`v1.18.33-legacy-exchange`).
 */
export function observationAnchor(version: string, pass?: 'legacy' | 'modern', part?: 'exchange'): string {
  return ['v' + version, ...(pass ? [pass] : []), ...(part ? [part] : [])].join('-');
}

/** The observed cells shown on one matrix cell: the row's, of that product, at that revision. */
export function cellObservations(observations: readonly RowObservation[], product: ProductId, revision: string): RowObservation[] {
  return observations.filter((o) => o.cell.revision === revision && o.cell.register.some((r) => r.product === product));
}

/** The register's side of one product's cell beside an observed cell. */
export function registerSide(cell: ObservedCellExport, product: ProductId): ObservedCellExport['register'][number] | undefined {
  return cell.register.find((r) => r.product === product);
}

const productName = (id: string) => getProduct(id as ProductId).name;

/** Where the observation comes from, in words: its file, how it was run, the recipe, and which product it is. */
export function provenanceWords(o: Omit<ObservationExport, 'cells'>): string {
  return `probe observation ${o.file} (${o.package} ${o.version} on ${o.platform}), ${containmentWords(o)}; command: ${o.command}; register product: ${productWords(o.product, productName)}`;
}

/** One observed cell as a sentence's parts: what was declared and answered, where, the words and each answer. */
export interface ObservedLine {
  label: string;
  summary: string;
  where: string;
  words: string;
  answers: { question: string; outcome: Outcome; words: string }[];
  /** The observed key was read from a bare parent (`elicitation: {}` is form only). */
  bare?: string;
}

export function observedLine(o: Pick<RowObservation, 'name' | 'version' | 'date' | 'cell'>): ObservedLine {
  return {
    label: observationLabel(o),
    summary: o.cell.summary,
    where: messageWords(o.cell),
    words: o.cell.words,
    answers: o.cell.answers.map((a) => ({ question: questionWords(a), outcome: a.outcome, words: a.words })),
    ...(o.cell.bare ? { bare: o.cell.bare } : {}),
  };
}

const AGREES: Record<Agreement, string> = { agree: 'agrees', disagree: 'disagrees', none: 'nothing to compare' };

/** How an observed cell stands to the register's, in words: `Declared: disagrees — the register’s declared value is …`. */
export function agreementLines(side: ObservedCellExport['register'][number]): string[] {
  const line = (what: string, c: { agreement: Agreement; why: string }) => `${what}: ${AGREES[c.agreement]} — ${c.why}.`;
  const out = [line('Declared', side.declaredAgreement)];
  if (side.implementedAgreement.why !== 'the probe asks nothing about this key') out.push(line('Implemented', side.implementedAgreement));
  return out;
}

export interface ObservedTableEntry {
  revision: string;
  /** The key path, when the row names several (else empty). */
  path: string;
  summary: string;
  href: string;
  /** The observation disagrees with the register's cell of a product it is. */
  disagrees: boolean;
}

/** A column of the observed clients' table: one observation (client and version). */
export interface ObservedClient {
  client: string;
  label: string;
  href: string;
  /** The register's columns it is, or that it has none. */
  product: string;
}

export interface ObservedTableRow {
  row: string;
  title: string;
  href: string;
  /** One per client, in the columns' order. */
  cells: { client: string; entries: ObservedTableEntry[] }[];
}

/**
 * The observed clients' table, laid out like the matrix: one row per register row an observation
 * can speak of (a client-side key), one column per observation (client and version), each cell
 * saying, per revision the client declared at, what it declared and answered, linked to the
 * captured exchange.
 */
export function observedTable(
  exported: readonly ObservationExport[],
  rows: readonly { id: string; title: string }[],
  base: string,
): { clients: ObservedClient[]; rows: ObservedTableRow[] } {
  const spoken = new Set(exported.flatMap((o) => o.cells.map((c) => c.row)));
  return {
    clients: exported.map((o) => ({
      client: o.client,
      label: `${o.name} ${o.version}`,
      href: o.url,
      product: o.product === 'none' ? 'no register column' : o.product.ids.map(productName).join(' or '),
    })),
    rows: rows
      .filter((r) => spoken.has(r.id))
      .map((r) => ({
        row: r.id,
        title: r.title,
        href: rowPath(base, rowSlug(r.id)),
        cells: exported.map((o) => {
          const cells = o.cells.filter((c) => c.row === r.id);
          const paths = new Set(cells.map((c) => c.path));
          return {
            client: o.client,
            entries: cells.map((c) => ({
              revision: c.revision,
              path: paths.size > 1 ? c.path : '',
              summary: c.summary,
              href: c.capture,
              disagrees: c.register.some((side) => side.agreement === 'disagree'),
            })),
          };
        }),
      })),
  };
}

/** One observed cell of a register product, as a product's or a row's page lists it. */
export interface ObservedEntry {
  row: string;
  revision: string;
  /** The register's cell on the row page (works without JavaScript). */
  cellHref: string;
  fragment: string;
  line: ObservedLine;
  capture: string;
  register: { verdict: string; declared: string; implemented: string };
  agreement: Agreement;
  /** The agreement in words, for a table cell: `≠ disagrees with the register`. */
  mark: string;
  agreements: string[];
}

function entryOf(
  o: Omit<ObservationExport, 'cells'>,
  cell: ObservedCellExport,
  side: ObservedCellExport['register'][number],
  base: string,
): ObservedEntry {
  return {
    row: cell.row,
    revision: cell.revision,
    cellHref: rowPath(base, rowSlug(cell.row), side.fragment),
    fragment: side.fragment,
    line: observedLine({ name: o.name, version: o.version, date: o.date, cell }),
    capture: cell.capture,
    register: { verdict: side.verdict, declared: side.declared, implemented: side.implemented },
    agreement: side.agreement,
    mark: agreementMark(side.agreement),
    agreements: agreementLines(side),
  };
}

/** A product's observations: each observation that is the product, with the cells it speaks of beside the register's. */
export function productObservations(
  exported: readonly ObservationExport[],
  product: ProductId,
  base: string,
  rows: readonly { id: string; title: string }[] = [],
): { label: string; href: string; provenance: string; entries: (ObservedEntry & { title: string })[] }[] {
  return exported
    .filter((o) => o.product !== 'none' && o.product.ids.includes(product))
    .map(({ cells, ...o }) => ({
      label: observationLabel(o),
      href: o.url,
      provenance: provenanceWords(o),
      entries: cells.flatMap((cell) => {
        const side = registerSide(cell, product);
        if (!side) return [];
        const title = rows.find((r) => r.id === cell.row)?.title ?? '';
        return [{ ...entryOf(o, cell, side, base), title }];
      }),
    }));
}

/** The id of an observed cell's item on a row page. */
export function observedItemId(fragment: string, client: string): string {
  return `observed--${fragment}--${client}`;
}

/**
 * A row's observations for its page: per register product's cell, each observation of it (`cells`,
 * keyed by the cell's fragment, for a link from the cell), and the clients the register has no
 * column for (`others`).
 */
export function rowObservationsView(
  observations: readonly RowObservation[],
  base: string,
): {
  entries: (ObservedEntry & { id: string; product: string; provenance: string })[];
  others: { label: string; revision: string; line: ObservedLine; capture: string }[];
  firstByFragment: Map<string, string>;
} {
  const entries: (ObservedEntry & { id: string; product: string; provenance: string })[] = [];
  const others: { label: string; revision: string; line: ObservedLine; capture: string }[] = [];
  const firstByFragment = new Map<string, string>();
  for (const { cell, ...o } of observations) {
    if (!cell.register.length) {
      others.push({ label: observationLabel(o), revision: cell.revision, line: observedLine({ ...o, cell }), capture: cell.capture });
      continue;
    }
    for (const side of cell.register) {
      const id = observedItemId(side.fragment, o.client);
      if (!firstByFragment.has(side.fragment)) firstByFragment.set(side.fragment, id);
      entries.push({ ...entryOf(o, cell, side, base), id, product: productName(side.product), provenance: provenanceWords(o) });
    }
  }
  return { entries, others, firstByFragment };
}
