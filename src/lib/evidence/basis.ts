/**
 * The basis of a matrix cell: each value the verdict rests on, resolved for one revision
 * with its evidence, and whether the verdict is stated, inferred or unknown (`cellBasis`).
 */
import type {
  BasisId,
  DeclaredState,
  EvidenceFieldId,
  ImplementedState,
  LifecycleState,
  RevisionId,
  Role,
  SpeaksState,
  VerdictId,
} from '../register/axes.ts';
import type { EvidenceRef, ProductEntry, ProductFacts, SpecEntry, SpeaksFact } from '../register/schema.ts';

/** A value resolved for one cell, with where its support comes from. */
export interface ResolvedValue<T extends string> {
  value: T;
  /** `stated` with evidence for this revision; `inferred` when carried here; `unknown` for `unknown`. */
  basis: BasisId;
  evidence: readonly EvidenceRef[];
  because: readonly EvidenceRef[];
}

/** The entry of a product's observations that covers a revision. */
export function entryFor(entries: readonly ProductEntry[] | undefined, revision: RevisionId): ProductEntry | undefined {
  return entries?.find((e) => e.revisions === 'all' || e.revisions.includes(revision));
}

function resolve<T extends string>(value: { value: T; evidence?: readonly EvidenceRef[] }, because: readonly EvidenceRef[] | undefined): ResolvedValue<T> {
  if (value.value === 'unknown') return { value: value.value, basis: 'unknown', evidence: [], because: [] };
  return { value: value.value, basis: because?.length ? 'inferred' : 'stated', evidence: value.evidence ?? [], because: because ?? [] };
}

export function resolveSpec(entry: SpecEntry): ResolvedValue<SpecEntry['state']> {
  if (entry.state === 'unknown') return { value: 'unknown', basis: 'unknown', evidence: [], because: [] };
  return entry.because?.length
    ? { value: entry.state, basis: 'inferred', evidence: [], because: entry.because }
    : { value: entry.state, basis: 'stated', evidence: entry.evidence ?? [], because: [] };
}

/** The recorded speaks fact of a product in a role at a revision, if any. */
export function speaksFact(facts: ProductFacts | undefined, role: Role, revision: RevisionId): SpeaksFact | undefined {
  return facts?.speaks[role]?.[revision];
}

export function resolveSpeaks(fact: SpeaksFact | undefined): ResolvedValue<SpeaksState> {
  if (!fact) return { value: 'unknown', basis: 'unknown', evidence: [], because: [] };
  return { value: fact.value, basis: fact.because?.length ? 'inferred' : 'stated', evidence: fact.evidence ?? [], because: fact.because ?? [] };
}

export function resolveDeclared(entry: ProductEntry | undefined): ResolvedValue<DeclaredState> {
  return entry ? resolve(entry.declared, entry.because) : resolve({ value: 'unknown' as const }, undefined);
}
export function resolveImplemented(entry: ProductEntry | undefined): ResolvedValue<ImplementedState> {
  return entry ? resolve(entry.implemented, entry.because) : resolve({ value: 'unknown' as const }, undefined);
}

/** The inputs of a verdict, each with its basis, in the order the verdict reads them. */
export interface BasisInputs {
  /** Did the verdict depend on the product's role alone (it does not play the row's side)? */
  sideOnly: boolean;
  speaks: ResolvedValue<SpeaksState>;
  spec: ResolvedValue<LifecycleState>;
  declared: ResolvedValue<DeclaredState>;
  implemented: ResolvedValue<ImplementedState>;
}

/**
 * Which inputs a verdict rests on. Mirrors the precedence in `verdict.ts`: a verdict
 * decided at an earlier step does not rest on the later inputs.
 */
export function inputsUsed(verdict: VerdictId, inputs: BasisInputs): EvidenceFieldId[] {
  if (inputs.sideOnly) return ['roles'];
  if (verdict === 'not-spoken') return ['roles', 'speaks'];
  if (verdict === 'unknown') return [];
  if (verdict === 'out-of-revision') return ['roles', 'speaks', 'spec', 'declared'];
  if (verdict === 'not-applicable') return ['roles', 'speaks', 'spec', 'declared'];
  return ['roles', 'speaks', 'spec', 'declared', 'implemented'];
}

/**
 * A cell's basis: `unknown` when the verdict is unknown; `inferred` when any value the
 * verdict rests on is inferred, or when no document says whether the product speaks the
 * revision (the verdict then assumes it does); otherwise `stated`.
 */
export function cellBasis(verdict: VerdictId, inputs: BasisInputs): BasisId {
  if (verdict === 'unknown') return 'unknown';
  const used = inputsUsed(verdict, inputs);
  for (const field of used) {
    if (field === 'roles') continue;
    const basis = inputs[field].basis;
    if (basis === 'inferred' || basis === 'unknown') return 'inferred';
  }
  return 'stated';
}
