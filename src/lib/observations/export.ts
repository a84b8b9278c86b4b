/**
 * Observations as `/matrix.json` carries them, under their own `observations` key (the `rows`
 * and their verdicts are the register's alone), and as a row's JSON carries the ones about its
 * row: per observation its provenance, and per cell what was declared and answered, with the
 * register's cell beside it and whether they agree.
 */
import { cellAt } from '../lookup/at.ts';
import { z } from 'astro/zod';
import { DECLARED_STATES, IMPLEMENTED_STATES, PRODUCT_IDS, VERDICT_IDS, type ProductId } from '../register/axes.ts';
import { AGREEMENTS } from '../sources/agreements.ts';
import { playsSide } from '../register/verdict.ts';
import type { Matrix } from '../matrix/build.ts';
import { ASKED_METHODS, ELICITATION_MODES } from './capture.ts';
import { observedCells, observableRows, type ObservedCell } from './cells.ts';
import { observationAnchor, observedClientPath } from './view.ts';
import { compareDeclared, compareImplemented, observedAgreement } from './compare.ts';
import { observationFileName } from './load.ts';
import { productObservationSchema, type Observation } from './schema.ts';

const comparedSchema = z.strictObject({ agreement: z.enum(AGREEMENTS), why: z.string() });

export const observedCellSchema = z.strictObject({
  /** The register row whose key it is. */
  row: z.string(),
  /** The protocol revision the declaration was sent at. */
  revision: z.string(),
  /** The row's client-side key path. */
  path: z.string(),
  /** `yes` (sent), `off` (sent as false: promises nothing), `no` (not sent). */
  declared: z.enum(['yes', 'off', 'no']),
  /** The bare parent it was read from (`elicitation: {}` is form only). */
  bare: z.string().optional(),
  /** The probe's first pass (`server/discover` refused) or second (answered). */
  pass: z.enum(['legacy', 'modern']),
  /** The message that carried the capabilities. */
  message: z.enum(['initialize', '_meta']),
  /** The captured words: the capabilities object as the message carried it. */
  words: z.string(),
  /** The questions the capture server asked about the key in that session, and what came back. */
  answers: z.array(
    z.strictObject({
      method: z.enum(ASKED_METHODS),
      mode: z.enum(ELICITATION_MODES).optional(),
      outcome: z.enum(['answered', 'refused', 'timeout', 'unanswered']),
      code: z.number().optional(),
      words: z.string(),
    }),
  ),
  /** In words: `declared and answered`, `answered without declaring`, `not declared`, … */
  summary: z.string(),
  /** Where the captured exchange is shown. */
  capture: z.string(),
  /** The register's cell of each product the observation is, at this revision, beside it (empty for a client the register has no column for). */
  register: z.array(
    z.strictObject({
      product: z.enum(PRODUCT_IDS),
      fragment: z.string(),
      verdict: z.enum(VERDICT_IDS),
      declared: z.enum(DECLARED_STATES),
      implemented: z.enum(IMPLEMENTED_STATES),
      /** Any disagreement wins, then any agreement. */
      agreement: z.enum(AGREEMENTS),
      declaredAgreement: comparedSchema,
      implementedAgreement: comparedSchema,
    }),
  ),
});
export type ObservedCellExport = z.infer<typeof observedCellSchema>;

export const observationExportSchema = z.strictObject({
  client: z.string(),
  name: z.string(),
  package: z.string(),
  version: z.string(),
  date: z.string(),
  platform: z.string(),
  /** The recipe, in words. */
  command: z.string(),
  offline: z.literal(true),
  containment: z.strictObject({
    network: z.string(),
    home: z.string(),
    tmpdir: z.string(),
    timeLimitSeconds: z.number(),
    requestTimeoutSeconds: z.number(),
  }),
  /** The observation's file in the register's content. */
  file: z.string(),
  /** The observation on its client's page (`/observed/<client>/#v<version>`), with the captured exchange. */
  url: z.string(),
  /** `none`, or the register products the words name, with the words. */
  product: productObservationSchema,
  cells: z.array(observedCellSchema),
});
export type ObservationExport = z.infer<typeof observationExportSchema>;

/** Every observation with the cells it speaks of, each beside the register's cell of the products it is. */
export function exportObservations(
  observations: readonly Observation[],
  matrix: Pick<Matrix, 'rows' | 'products' | 'revisions'>,
  rows: Parameters<typeof observableRows>[0],
  base: string,
): ObservationExport[] {
  const observable = observableRows(rows);
  const revisions = new Set<string>(matrix.revisions.map((r) => r.id));
  return observations.map((o) => {
    const page = `${base}${observedClientPath(o.client)}`;
    const ids: readonly ProductId[] = o.product === 'none' ? [] : o.product.ids;
    return {
      client: o.client,
      name: o.name,
      package: o.package,
      version: o.version,
      date: o.date,
      platform: o.platform,
      command: o.command,
      offline: o.offline,
      containment: o.containment,
      file: `content/observations/${observationFileName(o.client, o.version)}`,
      url: `${page}#${observationAnchor(o.version)}`,
      product: o.product,
      cells: observedCells(o, observable).map((cell) => ({
        ...cell,
        capture: `${page}#${observationAnchor(o.version, cell.pass)}`,
        register: revisions.has(cell.revision) ? registerBeside(cell, ids, matrix) : [],
      })),
    };
  });
}

function registerBeside(
  cell: ObservedCell,
  ids: readonly ProductId[],
  matrix: Pick<Matrix, 'rows' | 'products'>,
): ObservedCellExport['register'] {
  const row = matrix.rows.find((r) => r.id === cell.row);
  if (!row) return [];
  return ids.flatMap((product) => {
    const roles = matrix.products.find((p) => p.id === product)?.roles;
    if (!roles) return [];
    const c = cellAt(row, product, cell.revision);
    const plays = playsSide(row.side, roles);
    const declaredAgreement = compareDeclared(cell.declared, { declared: c.declared, plays });
    const implementedAgreement = compareImplemented(cell.answers, { implemented: c.implemented, plays });
    return [
      {
        product,
        fragment: c.fragment,
        verdict: c.verdict,
        declared: c.declared,
        implemented: c.implemented,
        agreement: observedAgreement(declaredAgreement, implementedAgreement),
        declaredAgreement,
        implementedAgreement,
      },
    ];
  });
}

/** An observation's cell with the observation's provenance: what a row's JSON carries for the drawer. */
export type RowObservation = Omit<ObservationExport, 'cells'> & { cell: ObservedCellExport };

/** The observed cells of one row, each with its observation's provenance. */
export function rowObservations(exported: readonly ObservationExport[], rowId: string): RowObservation[] {
  return exported.flatMap(({ cells, ...o }) => cells.filter((c) => c.row === rowId).map((cell) => ({ ...o, cell })));
}
