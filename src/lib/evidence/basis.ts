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
import type { EvidenceCorpus } from './corpus.ts';
import { auditsOf } from './provenance.ts';
import { polarityOf, quoteNames } from './scope.ts';
import { isBareDeclaration, speaksOfField } from './field-words.ts';

/** A value resolved for one cell, with where its support comes from. */
export interface ResolvedValue<T extends string> {
  value: T;
  /** `stated` with evidence for this revision; `inferred` when carried here; `unknown` for `unknown`. */
  basis: BasisId;
  evidence: readonly EvidenceRef[];
  because: readonly EvidenceRef[];
  /** The quotes of `evidence` whose words name this revision (`scope.ts`); the value is stated only through them. */
  stated?: readonly EvidenceRef[];
}

/**
 * Where a value is resolved: the revision, the row its quotes are written in (null for
 * product facts) and the corpus that scopes citations and notes. Without a corpus only the
 * quotes' own words are read.
 */
export interface ScopeContext {
  revision: RevisionId;
  row: string | null;
  /** Passed through from the callers' options, so it may be given as undefined. */
  corpus?: EvidenceCorpus | undefined;
  /** The product whose value this is; the one-audit rule binds only the product the row audits (`provenance.ts`). */
  product?: string;
}

/**
 * The rule that decides stated vs inferred, per value and revision (README, “Stated is read
 * from the words”): a value is stated at R only when a quote of its evidence names R
 * (`quoteNames`) and its entry's quotes do not join two audits (`provenance.ts`); at every
 * other revision it covers it is inferred, carried by its `because` (or, for a statement
 * that names no revision, by its own words: it covers the revisions the product could
 * speak). A quote makes the value stated only if it speaks of its field (quote-states-only-its-field, `field-words.ts`): a declared
 * value through words about declaring, not a sentence about delivery that names the revision. The content check
 * (`src/lib/rules/`) refuses what this cannot carry.
 */
function atRevision<T extends string>(
  field: 'declared' | 'implemented' | 'speaks',
  value: T,
  evidence: readonly EvidenceRef[],
  because: readonly EvidenceRef[],
  ctx: ScopeContext,
  joinsAudits = false,
): ResolvedValue<T> {
  const stated = joinsAudits
    ? []
    : evidence.filter(
        (ref) =>
          quoteNames(ctx.corpus, ref, ctx.row, ctx.product, polarityOf(value)).includes(ctx.revision) &&
          speaksOfField(ctx.corpus, field, ref, ctx.row),
      );
  return { value, basis: stated.length ? 'stated' : 'inferred', evidence, because, stated };
}

/** Do an entry's quotes (declared and implemented) rest on passages of more than one audit? */
export function entryJoinsAudits(entry: ProductEntry, ctx: ScopeContext): boolean {
  if (!ctx.corpus || !ctx.row || ctx.corpus.rows.get(ctx.row)?.audit?.product !== ctx.product) return false;
  return auditsOf(ctx.corpus, [...(entry.declared.evidence ?? []), ...(entry.implemented.evidence ?? [])], ctx.row).length > 1;
}

/** The entry of a product's observations that covers a revision. */
export function entryFor(entries: readonly ProductEntry[] | undefined, revision: RevisionId): ProductEntry | undefined {
  return entries?.find((e) => e.revisions === 'all' || e.revisions.includes(revision));
}

const UNKNOWN = { value: 'unknown' as const, basis: 'unknown' as const, evidence: [], because: [] };

/**
 * A spec state is stated by its evidence and inferred by its `because`, as written: what the
 * specification defines is checked against the specification's own schema (verify-spec),
 * not read from the register's words, so the phrase rule applies to product values and facts.
 */
export function resolveSpec(entry: SpecEntry, _ctx?: ScopeContext): ResolvedValue<SpecEntry['state']> {
  if (entry.state === 'unknown') return UNKNOWN;
  return entry.because?.length
    ? { value: entry.state, basis: 'inferred', evidence: [], because: entry.because }
    : { value: entry.state, basis: 'stated', evidence: entry.evidence ?? [], because: [] };
}

/** The recorded speaks fact of a product in a role at a revision, if any. */
export function speaksFact(facts: ProductFacts | undefined, role: Role, revision: RevisionId): SpeaksFact | undefined {
  return facts?.speaks[role]?.[revision];
}

export function resolveSpeaks(fact: SpeaksFact | undefined, ctx: ScopeContext): ResolvedValue<SpeaksState> {
  if (!fact) return UNKNOWN;
  return atRevision('speaks', fact.value, fact.evidence ?? [], fact.because ?? [], ctx);
}

export function resolveDeclared(entry: ProductEntry | undefined, ctx: ScopeContext): ResolvedValue<DeclaredState> {
  if (!entry || entry.declared.value === 'unknown') return UNKNOWN;
  return atRevision(
    'declared',
    entry.declared.value,
    entry.declared.evidence ?? [],
    entry.because ?? [],
    ctx,
    entryJoinsAudits(entry, ctx),
  );
}
export function resolveImplemented(entry: ProductEntry | undefined, ctx: ScopeContext): ResolvedValue<ImplementedState> {
  if (!entry || entry.implemented.value === 'unknown') return UNKNOWN;
  // An entry's because is shared by its two fields; a bare declaration clause (“Because {} means
  // form-only, mcpx’s upstream declaration never admits url mode (CAP-09).”) carries the declaration, never what is
  // implemented (quote-states-only-its-field), so it is not published as the implemented value's carrying words.
  return atRevision(
    'implemented',
    entry.implemented.value,
    entry.implemented.evidence ?? [],
    (entry.because ?? []).filter((ref) => !isBareDeclaration(ref.quote)),
    ctx,
    entryJoinsAudits(entry, ctx),
  );
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
  if (verdict === 'out-of-revision') {
    // Out of revision by what it does (implemented, sent) when the declaration alone would not make it so.
    const declares = ['yes', 'conditional', 'off'].includes(inputs.declared.value);
    return declares ? ['roles', 'speaks', 'spec', 'declared'] : ['roles', 'speaks', 'spec', 'declared', 'implemented'];
  }
  if (verdict === 'not-applicable') return ['roles', 'speaks', 'spec', 'declared'];
  return ['roles', 'speaks', 'spec', 'declared', 'implemented'];
}

/**
 * The basis of a product's role words for a side it is not said to play. Role words (`content/products.yaml`
 * `roles`) say which sides a product plays (“a client whose declaration is accurate”); none says it does not also
 * play the other (mcpx plays both), so a cell decided by the side alone rests on words that do not say so: inferred.
 */
export const SIDE_ONLY_BASIS: BasisId = 'inferred';

/**
 * A cell's basis: `unknown` when the verdict is unknown; `inferred` when any value the
 * verdict rests on is inferred, when no document says whether the product speaks the
 * revision (the verdict then assumes it does), or when the verdict rests on the side alone
 * (`SIDE_ONLY_BASIS`); otherwise `stated`.
 */
export function cellBasis(verdict: VerdictId, inputs: BasisInputs): BasisId {
  if (verdict === 'unknown') return 'unknown';
  if (inputs.sideOnly) return SIDE_ONLY_BASIS;
  const used = inputsUsed(verdict, inputs);
  for (const field of used) {
    if (field === 'roles') continue;
    const basis = inputs[field].basis;
    if (basis === 'inferred' || basis === 'unknown') return 'inferred';
  }
  return 'stated';
}
