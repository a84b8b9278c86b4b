/**
 * What the pages and the matrix drawer show of observations, as plain values: the cells of one
 * matrix cell, the observed clients' table, a client's captured exchange, a product's list and a
 * row's list. Pure, and importing only types and words, so the drawer can use it; the pages only
 * render what these return.
 */
import { getProduct, type ProductId } from '../register/axes.ts';
import { mustFind } from '../lookup/must.ts';
import { rowPath, rowSlug } from '../register/ids.ts';
import type { Agreement } from '../sources/agreements.ts';
import type { ObservationExport, ObservedCellExport, RowObservation } from './export.ts';
import type { Json, Observation, PassObservation } from './schema.ts';
import {
  containmentWords,
  messageWords,
  observationLabel,
  OUTCOME_WORDS,
  outcomeOf,
  productWords,
  questionWords,
  answerWords,
  agreementMark,
  type Outcome,
} from './words.ts';
import { META_KEYS } from './meta-keys.ts';

/** The page of observed clients (`/observed/`). */
export const OBSERVED_PATH = 'observed/';

/** The id of a client's section on the observed page, or of one of its passes. */
export function observedAnchor(client: string, pass?: 'legacy' | 'modern'): string {
  return pass ? `observed-${client}-${pass}` : `observed-${client}`;
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

/** A fact of a capture: a term and its value, `code` when it is verbatim JSON or a method name. */
export interface CaptureFact {
  term: string;
  value: string;
  code?: boolean;
}

export interface CapturePass {
  anchor: string;
  heading: string;
  facts: CaptureFact[];
  /** The capabilities as sent, pretty-printed: from `initialize` and from the 2026 `_meta`. */
  declarations: { label: string; json: string }[];
  questions: { question: string; outcome: string; answer: string }[];
}

export interface CaptureView {
  anchor: string;
  heading: string;
  facts: CaptureFact[];
  passes: CapturePass[];
}

const pretty = (v: Json) => JSON.stringify(v, null, 2);

const PASS_HEADINGS = {
  legacy: 'First pass: server/discover refused (method not found), so the initialize handshake',
  modern: 'Second pass: server/discover answered with 2026-07-28',
} as const;

function capturePass(pass: PassObservation, name: 'legacy' | 'modern', anchor: string, timeoutSeconds: number): CapturePass {
  const facts: CaptureFact[] = [
    { term: 'server/discover', value: pass.discover },
    { term: 'Protocol offered in initialize', value: pass.protocolOffered ?? 'no initialize sent' },
    { term: 'Protocol negotiated', value: pass.protocolNegotiated ?? 'none' },
  ];
  if (pass.clientInfo) facts.push({ term: 'clientInfo', value: JSON.stringify(pass.clientInfo), code: true });
  facts.push({ term: 'Methods the client sent', value: pass.clientMethods.join(', ') || 'none', code: pass.clientMethods.length > 0 });
  const declarations: CapturePass['declarations'] = [];
  if (pass.capabilities)
    declarations.push({
      label: `initialize capabilities (at ${pass.protocolNegotiated ?? 'no negotiated revision'})`,
      json: pretty(pass.capabilities),
    });
  if (pass.meta) {
    const version = pass.meta[META_KEYS.protocolVersion];
    declarations.push({
      label: `_meta of its 2026 requests${typeof version === 'string' ? ` (at ${version})` : ''}`,
      json: pretty(pass.meta),
    });
  }
  return {
    anchor,
    heading: PASS_HEADINGS[name],
    facts,
    declarations,
    questions: pass.requests.map((r) => ({
      question: questionWords(r),
      outcome: OUTCOME_WORDS[outcomeOf(r.answer)],
      answer: answerWords(r.answer, timeoutSeconds),
    })),
  };
}

/** A client's captured exchange, as the observed page shows it under the table. */
/** Every observation's capture view, each with its export (the one of the same client and version). */
export function captureViews(observations: readonly Observation[], exported: readonly ObservationExport[]): CaptureView[] {
  return observations.map((o) =>
    captureView(
      o,
      mustFind(exported, (e) => e.client === o.client && e.version === o.version, `export of ${o.client} ${o.version}`),
    ),
  );
}

export function captureView(o: Observation, exported: Pick<ObservationExport, 'file'>): CaptureView {
  const anchor = observedAnchor;
  const timeout = o.containment.requestTimeoutSeconds;
  return {
    anchor: anchor(o.client),
    heading: `${o.name} ${o.version}`,
    facts: [
      { term: 'Package', value: `${o.package} ${o.version}`, code: true },
      { term: 'Recorded', value: `${o.date}, on ${o.platform}` },
      { term: 'Command', value: o.command, code: true },
      { term: 'Contained', value: containmentWords(o) },
      { term: 'Register product', value: productWords(o.product, productName) },
      { term: 'File', value: exported.file, code: true },
    ],
    passes: [
      capturePass(o.legacy, 'legacy', anchor(o.client, 'legacy'), timeout),
      ...(o.modern ? [capturePass(o.modern, 'modern', anchor(o.client, 'modern'), timeout)] : []),
    ],
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
