/**
 * The one place pages read collections. Returns plain front-matter objects sorted the
 * way every page lists them.
 */
import { getCollection, type CollectionEntry } from 'astro:content';
import { BASE } from './base.ts';
import { compareRowIds, sortRows } from '../lib/register/ids.ts';
import type { ChangeLog, Dispute, ProductFacts, Register, Row, Source } from '../lib/register/schema.ts';
import { loadProductFacts, loadRelays, loadReport, loadSources } from '../lib/content/load.ts';
import type { RelayFile } from '../lib/gateway/schema.ts';
import type { ProductId, RevisionId } from '../lib/register/axes.ts';
import { allCombinations, defaultCombination, type Combination } from '../lib/gateway/gateway.ts';
import { chainRows } from '../lib/gateway/chain.ts';
import type { ChainContext } from '../lib/gateway/chain.ts';
import { loadOtherSources } from '../lib/content/other-sources.ts';
import type { LoadedOtherSource } from '../lib/sources/schema.ts';
import type { CellOtherSources } from '../lib/sources/compare.ts';
import { otherSourcesForMatrix } from '../lib/matrix/other-sources.ts';
import type { Agreement } from '../lib/sources/agreements.ts';
import { evidenceCorpus, type EvidenceCorpus } from '../lib/evidence/corpus.ts';
import { contentDir } from '../lib/content/dir.ts';
import { buildMatrix, type Matrix } from '../lib/matrix/build.ts';
import type { VerificationReport } from '../lib/citations/verification-report.ts';
import { indexReferences, type ReferenceIndex } from '../lib/markdown/cross-references.ts';
import { crossReferenceContext } from '../lib/content/cross-reference-context.ts';
import { readSpecReport } from '../lib/content/spec-check.ts';
import { loadObservations, type LoadedObservation } from '../lib/observations/load.ts';
import type { Observation } from '../lib/observations/schema.ts';
import { exportObservations, type ObservationExport } from '../lib/observations/export.ts';
import { join } from 'node:path';
import { countSpecOverrides, type SpecReport } from '../lib/spec/report.ts';

export type RowEntry = CollectionEntry<'capabilities'>;
export type NoteEntry = CollectionEntry<'idiosyncrasies'>;

/**
 * Collections do not change during a production build, and every row page asks for them:
 * keep one sorted copy instead of sorting thousands of rows once per page. In dev, where
 * content changes under the server, read afresh each time.
 */
function memo<T>(load: () => Promise<T>): () => Promise<T> {
  let cached: Promise<T> | undefined;
  return () => (import.meta.env.PROD ? (cached ??= load()) : load());
}

export const getRowEntries: () => Promise<RowEntry[]> = memo(async () =>
  [...(await getCollection('capabilities'))].sort((a, b) => compareRowIds(a.data.id, b.data.id)),
);

export const getRows: () => Promise<Row[]> = memo(async () => sortRows((await getCollection('capabilities')).map((e) => e.data)));

export const getNoteEntries: () => Promise<NoteEntry[]> = memo(async () =>
  [...(await getCollection('idiosyncrasies'))].sort((a, b) => a.id.localeCompare(b.id)),
);

export async function getRegisters(): Promise<Register[]> {
  return (await getCollection('registers')).map((e) => e.data);
}

export async function getPublishedRegister() {
  const register = (await getRegisters()).find((r) => r.published);
  if (!register || !register.published) throw new Error('no published register in content/registers/');
  return register;
}

export const getDisputes: () => Promise<Dispute[]> = memo(async () =>
  [...(await getCollection('disputes'))].map((e) => e.data).sort((a, b) => a.id.localeCompare(b.id)),
);

export const getChangeLogs: () => Promise<ChangeLog[]> = memo(async () => (await getCollection('changes')).map((e) => e.data));

let sources: Source[] | undefined;
/** `content/sources.yaml`: which repository each citation points into. */
export function getSources(): Source[] {
  return (sources ??= loadSources(contentDir()));
}

let productFacts: ProductFacts[] | undefined;
/** `content/products.yaml`: what each product speaks, with evidence. */
export function getProductFacts(): ProductFacts[] {
  return (productFacts ??= loadProductFacts(contentDir()));
}

let report: VerificationReport | null | undefined;
/** The committed quote-verification report, when there is one. */
export function getReport(): VerificationReport | null {
  if (report === undefined) report = loadReport(contentDir());
  return report;
}

let specReport: SpecReport | null | undefined;
/** The committed spec report (`npm run verify-spec`), when there is one; throws when it is malformed. */
export function getSpecReport(): SpecReport | null {
  if (specReport === undefined) {
    const read = readSpecReport(contentDir(), process.cwd());
    if (read.problems.length > 0) throw new Error(read.problems.map((p) => `${p.file}: ${p.field}: ${p.message}`).join('\n'));
    specReport = read.report;
  }
  return specReport;
}

/** Overrides recorded by the committed spec check, or null when none is committed (the How sure page says so). */
export function getSpecOverrideCount(): number | null {
  return countSpecOverrides(getSpecReport());
}

/** Cross-references in every row and note body: wire captures mentioned, unresolved row ids. */
export const getReferenceIndex: () => Promise<ReferenceIndex> = memo(loadReferenceIndex);
async function loadReferenceIndex(): Promise<ReferenceIndex> {
  const rows = await getRowEntries();
  const notes = await getNoteEntries();
  const ctx = crossReferenceContext(contentDir(), BASE);
  return indexReferences(
    [...rows.map((r) => ({ id: r.data.id, text: r.body ?? '' })), ...notes.map((n) => ({ id: n.id, text: n.body ?? '' }))],
    ctx,
  );
}

/** Every passage evidence may quote, for evidence links that land on their passage. */
export const getEvidenceCorpus: () => Promise<EvidenceCorpus> = memo(async () =>
  evidenceCorpus({
    rows: (await getRowEntries()).map((e) => ({ data: e.data, body: e.body ?? '' })),
    notes: (await getNoteEntries()).map((e) => ({ slug: e.id, data: e.data, body: e.body ?? '' })),
    registers: await getRegisters(),
  }),
);

let otherSources: LoadedOtherSource[] | undefined;
/** `content/other-sources/`: what other sources say, shown beside the register, never in its verdicts. */
export function getOtherSources(): LoadedOtherSource[] {
  return (otherSources ??= loadOtherSources(contentDir()));
}

/** What every matrix view passes to `buildMatrix`. */
export async function getMatrixOptions() {
  return {
    disputes: await getDisputes(),
    base: BASE,
    products: getProductFacts(),
    corpus: await getEvidenceCorpus(),
    otherSources: getOtherSources(),
  };
}

/** The matrix every matrix page draws (built once per production build). */
export const getMatrix: () => Promise<Matrix> = memo(async () => buildMatrix(await getRows(), await getMatrixOptions()));

let relays: RelayFile[] | undefined;
/** `content/relays/`: mcpx's relay facts toward hosts, one file per row. */
export function getRelays(): RelayFile[] {
  return (relays ??= loadRelays(contentDir()));
}

/** What every chain is built from (`src/lib/gateway/chain.ts`). */
export async function getGatewayContext(): Promise<ChainContext> {
  const options = await getMatrixOptions();
  return {
    matrix: await getMatrix(),
    rows: await getRows(),
    relays: getRelays(),
    products: options.products,
    base: BASE,
    corpus: options.corpus,
  };
}

/** Every host × host revision × upstream revision and its chains (built once per production build). */
export const getCombinations: () => Promise<Combination[]> = memo(async () => allCombinations(await getGatewayContext()));

/** What the matrix drawer needs for its “through mcpx to …” link on mcpx cells. */
export async function getDrawerGateway(): Promise<{ host: ProductId; revision: RevisionId; rows: string[] }> {
  const pick = defaultCombination({ products: getProductFacts() });
  return { host: pick.host, revision: pick.hostRevision, rows: chainRows(await getMatrix(), getRelays()).map((r) => r.id) };
}
/** What the other sources say of every cell, keyed by the cell's fragment (beside the matrix, never in it). */
export const getCellOtherSources: () => Promise<Map<string, CellOtherSources>> = memo(async () =>
  otherSourcesForMatrix(await getMatrix(), getOtherSources()),
);

/** Each cell's agreement mark, keyed by fragment. */
export const getCellAgreements: () => Promise<Map<string, Agreement>> = memo(
  async () => new Map([...(await getCellOtherSources())].map(([fragment, o]) => [fragment, o.agreement])),
);

let observations: LoadedObservation[] | undefined;
/** `content/observations/` with the captures kept beside them (`captures/`), as read from the disk. */
export function getLoadedObservations(): LoadedObservation[] {
  return (observations ??= loadObservations(join(contentDir(), 'observations'), process.cwd()).observations);
}

/** `content/observations/`: what the probe saw shipping clients declare and answer, beside the register, never in its verdicts. */
export function getObservations(): Observation[] {
  return getLoadedObservations().map((o) => o.data);
}

/** Every observation with its cells beside the register's, as `/matrix.json` carries them. */
export const getObservationExports: () => Promise<ObservationExport[]> = memo(async () =>
  exportObservations(getObservations(), await getMatrix(), await getRows(), BASE),
);
