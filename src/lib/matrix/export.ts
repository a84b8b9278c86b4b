/**
 * `/matrix.json`: the matrix as data, built by the same `buildMatrix` as the page, and
 * its schema (published as `/matrix.schema.json`). Dense: every row × product ×
 * revision has a cell.
 */
import { z } from 'astro/zod';
import {
  AUDIT_STATUSES,
  BASIS_IDS,
  DECLARED_STATES,
  EFFORT_SIZES,
  ERAS,
  IMPLEMENTED_STATES,
  LIFECYCLE_STATES,
  OTHER_SOURCE_IDS,
  PRODUCTS,
  PRODUCT_IDS,
  REVISIONS,
  REVISION_IDS,
  RISK_LEVELS,
  ROLES,
  SIDES,
  USE_STATES,
  VERDICT_IDS,
  type OtherSourceId,
  type ProductId,
  type RevisionId,
} from '../register/axes.ts';
import { formatCitationRef } from '../citations/parse.ts';
import { evidenceLinkSchema } from '../evidence/links.ts';
import { contraryLinkSchema } from '../evidence/contrary-links.ts';
import { usesLinkSchema } from '../evidence/uses.ts';
import { buildMatrix, type Matrix, type MatrixOptions } from './build.ts';
import type { Dispute, Idiosyncrasy, Row } from '../register/schema.ts';
import { rowAuditDisputes } from './row-audit.ts';
import { exportCellOtherSources, otherSourcesExportSchemas } from '../sources/export.ts';
import { sourceCredit } from '../sources/view.ts';
import { otherSourcesForMatrix } from './other-sources.ts';
import type { LoadedOtherSource } from '../sources/schema.ts';
import { mustGet } from '../lookup/must.ts';
import { notePath, rowPath } from '../register/ids.ts';
import { exportObservations, observationExportSchema } from '../observations/export.ts';
import type { Observation } from '../observations/schema.ts';
import { cellAt, specAt } from '../lookup/at.ts';

const byRevision = <T extends z.ZodType>(value: T) =>
  z.strictObject(Object.fromEntries(REVISION_IDS.map((r) => [r, value])) as Record<RevisionId, T>);
const byProduct = <T extends z.ZodType>(value: T) =>
  z.strictObject(Object.fromEntries(PRODUCT_IDS.map((p) => [p, value])) as Record<ProductId, T>);

/** A cell's schema, with the schema of what the site's other sources say of it (`otherSourcesExportSchemas`). */
const exportCellSchema = (otherSources: ReturnType<typeof otherSourcesExportSchemas>['cell']) =>
  z.strictObject({
    declared: z.enum(DECLARED_STATES),
    implemented: z.enum(IMPLEMENTED_STATES),
    verdict: z.enum(VERDICT_IDS),
    /** How well the documents support the verdict: `stated`, `inferred` (a value on words that do not name the revision, or on two audits, or speaking the revision not known), `unknown`. */
    basis: z.enum(BASIS_IDS),
    /** The quotes the verdict rests on. */
    evidence: z.array(evidenceLinkSchema),
    /**
     * The quotes of a known declared or implemented value the verdict does not rest on (an unknown cell's known half, an
     * n/a cell's implemented): “not used by the verdict”, published so every value carries its words (published-values-carry-words). Present
     * when there are any.
     */
    unusedEvidence: z.array(evidenceLinkSchema).optional(),
    /** Ids of disputes covering the cell; empty when the documents agree. */
    disputes: z.array(z.string()),
    /** Words of another audit that give a field another value (present when the row records them): beside the verdict, never in it. */
    contrary: z.array(contraryLinkSchema).optional(),
    /**
     * What the product does with a peer's capability (peer-use-quoted-as-uses: a client's use of a server row's capability, where its
     * cell is not-applicable by role), each quote linked to its passage with its provenance; beside the verdict, never in
     * it. Present when the row records any.
     */
    uses: z.array(usesLinkSchema).optional(),
    /** Whether those words say the product uses the capability (`yes`, `no`, or `unknown` where they do not say); present with `uses`. */
    usesValue: z.enum(USE_STATES).optional(),
    note: z.string().optional(),
    /** What other sources say of the cell, beside the verdict and never in it (present when the site has other sources). */
    otherSources: otherSources.optional(),
  });

/** A spec state kept against the schema, as `/matrix.json` publishes it. */
export const specOverrideExportSchema = z.strictObject({
  /** The state the row keeps (its `spec` value at that revision). */
  keeps: z.enum(LIFECYCLE_STATES),
  /** Why the schema alone does not decide it. */
  why: z.string(),
  /** The specification's words, each at its file and line in the specification repository. */
  spec: z.array(z.strictObject({ file: z.string(), line: z.number(), end: z.number().optional(), quote: z.string() })),
});

/** A row's spec overrides by revision; undefined when it keeps no state against the schema. */
export function specOverrides(row: Pick<Row, 'spec'>): Partial<Record<RevisionId, z.infer<typeof specOverrideExportSchema>>> | undefined {
  const found = REVISION_IDS.flatMap((r) => {
    const override = specAt(row, r).override;
    return override ? [[r, { keeps: override.keeps, why: override.why, spec: (override.spec ?? []).map((q) => ({ ...q })) }] as const] : [];
  });
  return found.length ? Object.fromEntries(found) : undefined;
}

/**
 * The schema of `/matrix.json` for a site whose other sources have the ids `otherSourceIds`, in
 * the sources' order (the published schema lists them).
 */
export function matrixExportSchemaFor(otherSourceIds: readonly OtherSourceId[]) {
  const others = otherSourcesExportSchemas(otherSourceIds);
  return z.strictObject({
    revisions: z.array(z.strictObject({ id: z.enum(REVISION_IDS), era: z.enum(ERAS as [string, ...string[]]) })),
    products: z.array(z.strictObject({ id: z.enum(PRODUCT_IDS), name: z.string(), roles: z.array(z.enum(ROLES)) })),
    rows: z.array(
      z.strictObject({
        id: z.string(),
        title: z.string(),
        side: z.enum(SIDES),
        url: z.string(),
        audit: z.strictObject({
          status: z.enum(AUDIT_STATUSES),
          commit: z.string().nullable(),
          /** Ids of disputes about which audit the row speaks for (they list the row and no cell: current-rows); empty when none. */
          disputes: z.array(z.string()),
        }),
        effort: z.enum(EFFORT_SIZES),
        risk: z.enum(RISK_LEVELS),
        spec: byRevision(z.enum(LIFECYCLE_STATES)),
        /**
         * The revisions whose state differs from what the specification's schema gives (`npm run verify-spec`): the state
         * the row keeps, why, and the specification's words that keep it. Present when the row has any.
         */
        specOverrides: z.partialRecord(z.enum(REVISION_IDS), specOverrideExportSchema).optional(),
        cells: byProduct(byRevision(exportCellSchema(others.cell))),
        /** The row's citations as the register writes them. */
        sources: z.array(z.string()),
      }),
    ),
    notes: z.array(
      z.strictObject({
        id: z.string(),
        title: z.string(),
        products: z.array(z.enum(PRODUCT_IDS)),
        revisions: z.array(z.enum(REVISION_IDS)),
        rows: z.array(z.string()),
        url: z.string(),
      }),
    ),
    /** Credits, licences and caveats of the other sources whose facts the cells carry (present when the site has other sources). */
    otherSourceCredits: z.array(others.credit).optional(),
    /**
     * What the probe observed shipping clients declare and answer on the wire (content/observations/), each cell beside the
     * register's and whether they agree: evidence beside the verdicts, never in them (present when there are observations).
     */
    observations: z.array(observationExportSchema).optional(),
  });
}

/** The schema of `/matrix.json` with the content's other sources (the axes' `OTHER_SOURCE_IDS`). */
export const matrixExportSchema = matrixExportSchemaFor(OTHER_SOURCE_IDS);

export type MatrixExport = z.infer<typeof matrixExportSchema>;

/** The JSON Schema of `/matrix.json`, for a site whose other sources have the ids `otherSourceIds` (in their order). */
export function matrixJsonSchema(otherSourceIds: readonly OtherSourceId[]): unknown {
  return { ...z.toJSONSchema(matrixExportSchemaFor(otherSourceIds)), title: 'MCP capability register matrix' };
}

export function exportMatrix(
  matrix: Matrix,
  rows: readonly Row[],
  notes: readonly { id: string; data: Idiosyncrasy }[],
  base: string,
  otherSources: readonly LoadedOtherSource[] = [],
  disputes: readonly Dispute[] = [],
  observations: readonly Observation[] = [],
): MatrixExport {
  const byId = new Map(rows.map((r) => [r.id, r]));
  const others = otherSources.length ? otherSourcesForMatrix(matrix, otherSources) : undefined;
  return {
    revisions: REVISIONS.map((r) => ({ id: r.id, era: r.era })),
    products: PRODUCTS.map((p) => ({ id: p.id, name: p.name, roles: [...p.roles] })),
    rows: matrix.rows.map((m) => {
      const row = mustGet(byId, m.id, 'row');
      const cells = Object.fromEntries(
        PRODUCT_IDS.map((p) => [
          p,
          Object.fromEntries(
            REVISION_IDS.map((r) => {
              const c = cellAt(m, p, r);
              return [
                r,
                {
                  declared: c.declared,
                  implemented: c.implemented,
                  verdict: c.verdict,
                  basis: c.basis,
                  evidence: c.evidence,
                  ...(c.unused.length ? { unusedEvidence: c.unused } : {}),
                  disputes: c.disputes,
                  ...(c.contrary?.length ? { contrary: c.contrary } : {}),
                  ...(c.uses?.length ? { uses: c.uses, ...(c.usesValue ? { usesValue: c.usesValue } : {}) } : {}),
                  ...(c.note ? { note: c.note } : {}),
                  ...(others
                    ? { otherSources: exportCellOtherSources(mustGet(others, c.fragment, 'other sources of cell'), otherSources) }
                    : {}),
                },
              ];
            }),
          ),
        ]),
      ) as MatrixExport['rows'][number]['cells'];
      return {
        id: m.id,
        title: m.title,
        side: m.side,
        url: rowPath(base, m.slug),
        audit: { status: row.audit.status, commit: row.audit.commit, disputes: rowAuditDisputes(m.id, disputes) },
        effort: row.effort.size,
        risk: row.risk.level,
        spec: m.spec,
        ...withOverrides(row),
        cells,
        sources: row.sources.map((c) => formatCitationRef(c)),
      };
    }),
    notes: notes.map((n) => ({
      id: n.id,
      title: n.data.title,
      products: [...n.data.products],
      revisions: [...n.data.revisions],
      rows: [...n.data.related],
      url: notePath(base, n.id),
    })),
    ...(otherSources.length ? { otherSourceCredits: otherSources.map((s) => sourceCredit(s.source)) } : {}),
    ...(observations.length ? { observations: exportObservations(observations, matrix, rows, base) } : {}),
  };
}

function withOverrides(row: Row): { specOverrides?: NonNullable<ReturnType<typeof specOverrides>> } {
  const found = specOverrides(row);
  return found ? { specOverrides: found } : {};
}

/**
 * The text of `/matrix.json` from the register's rows, the matrix options (disputes, product
 * facts, the evidence corpus, the base path), notes and observations: what the endpoint serves, and what the
 * badge and preview-image build (scripts/build-images.ts) renders from. The build checks both
 * texts are identical.
 */
export function matrixJsonText(
  rows: readonly Row[],
  options: MatrixOptions & { base: string },
  notes: readonly { id: string; data: Idiosyncrasy }[],
  observations: readonly Observation[] = [],
): { data: MatrixExport; text: string } {
  const data = exportMatrix(buildMatrix(rows, options), rows, notes, options.base, options.otherSources, options.disputes, observations);
  return { data, text: JSON.stringify(data, null, 1) };
}
