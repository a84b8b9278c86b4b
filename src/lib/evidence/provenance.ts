/**
 * Provenance: which audit each passage speaks for, read from the text. The one place the
 * rule is written (README, “Provenance”):
 *
 * - a row's observation names its commit (`mcpx @ 05c78b2`, `mcpx @ 2a93f3f64`): that audit.
 *   `mcpx (current)` names none: it is “the current audit, no commit” — the register header
 *   pins rows at commits (“CAP-02/04 are current (audited at X)”, “CAP-03 is current at Y”: any
 *   number of current audits), and a row it does not list is not pinned;
 * - a `(current)` observation that says “The assessment and source references below preserve
 *   the original <commit> comparison” gives every section after it (and the citations) that
 *   older audit, an “Also recorded from the X register” section included (“the X register, as
 *   kept in the <commit> comparison”: the text below the observation is what it preserves); the
 *   sections before it (What, Where) inherit the row's audit;
 * - every other section of a row, and its citations, inherit the row's audit;
 * - any other “Also recorded from the X register” section is from the X register, with no commit;
 * - a note speaks for itself, as of its “last verified” date; a register header for itself.
 *
 * Two passages speak for the same audit when their `key`s are equal; notes and headers are
 * not audits of a product and never join one (`auditKey` is null for them). An audit is of the
 * row's audited product (mcpx): the one-audit rule binds that product's values only; what a row
 * says of other products still shows its passage's provenance.
 */
import type { Phrase } from '../register/phrase.ts';
import type { EvidenceRef } from '../register/schema.ts';
import type { EvidenceCorpus } from './corpus.ts';
import { parseLocation, type Location } from './locations.ts';

export const PROVENANCE_KINDS = ['audit', 'current', 'register', 'note', 'header'] as const;
export type ProvenanceKind = (typeof PROVENANCE_KINDS)[number];

export interface Provenance {
  /** `audit`: an observation pinned to a commit; `current`: “(current)” with no commit; `register`: recorded from another register, no commit; `note`; `header`. */
  kind: ProvenanceKind;
  /** The commit, for `audit`. */
  commit?: string;
  /** In words, as the details drawer shows it after “from”: “the audit at 2a93f3f64”. */
  label: string;
}

/** The sentence a current observation uses to say the sections below it keep an older comparison; the group is its commit. */
export const PRESERVED_COMPARISON_PHRASES: readonly Phrase[] = [
  {
    name: 'preserves the original comparison',
    examples: [
      'The assessment and source references below preserve the original 05c78b2 comparison; implementation-specific claims there are historical, not current.',
    ],
    pattern: /\bpreserve the original ([0-9a-f]{7,40}) comparison\b/i,
  },
];

/** The commit a text (a `(current)` observation) says the sections below it preserve, or null. */
export function preservedCommit(text: string | undefined): string | null {
  for (const phrase of PRESERVED_COMPARISON_PHRASES) {
    const commit = text === undefined ? undefined : phrase.pattern.exec(text)?.[1];
    if (commit) return commit;
  }
  return null;
}

function rowProvenance(label: string, commit: string | null): Provenance {
  return commit
    ? { kind: 'audit', commit, label: `the audit at ${commit} (${label})` }
    : { kind: 'current', label: `the current audit, no commit (${label})` };
}

/** The provenance of a location, or null when the location names nothing in the corpus. */
export function locationProvenance(corpus: EvidenceCorpus, location: Location): Provenance | null {
  if (location.kind === 'note') {
    const meta = corpus.noteMeta?.get(location.slug);
    return { kind: 'note', label: `the note ${location.slug}${meta ? `, last verified ${meta.lastVerified}` : ''}` };
  }
  if (location.kind === 'register') return { kind: 'header', label: `the ${location.id} register header` };
  const row = corpus.rows.get(location.row);
  if (!row?.audit) return null;
  const own = rowProvenance(row.audit.label, row.audit.commit);
  // A pinned observation may preserve an older comparison too (once current-rows is settled and a row is pinned).
  const named = preservedCommit(row.sections.get('observation'));
  const preserved = named !== null && named !== row.audit.commit ? named : null;
  const older: Provenance | null = preserved
    ? { kind: 'audit', commit: preserved, label: `the audit at ${preserved} (the ${preserved} comparison ${row.id} preserves)` }
    : null;
  if (location.kind === 'source') return older ?? own;
  const ids = [...row.sections.keys()];
  const below = older !== null && location.section !== 'observation' && ids.indexOf(location.section) > ids.indexOf('observation');
  const also = /^also-(.+)$/.exec(location.section);
  // The order matters: an Also-recorded paragraph below a preserving (current) observation is part of what it preserves.
  if (also && below && preserved)
    return {
      kind: 'audit',
      commit: preserved,
      label: `the ${also[1]} register, as kept in the ${preserved} comparison ${row.id} preserves`,
    };
  if (also) return { kind: 'register', label: `the ${also[1]} register, no commit` };
  return below && older ? older : own;
}

/** Is the location part of the older comparison its row's observation says it preserves (no-superseding-against-own-row ignores those words)? */
export function isPreservedComparison(corpus: EvidenceCorpus, location: Location): boolean {
  if (location.kind !== 'section' && location.kind !== 'source') return false;
  const row = corpus.rows.get(location.row);
  const preserved = preservedCommit(row?.sections.get('observation'));
  if (!row?.audit || preserved === null || preserved === row.audit.commit) return false;
  const p = locationProvenance(corpus, location);
  return p?.kind === 'audit' && p.commit === preserved;
}

/** The provenance of an evidence quote written in `row` (null for facts outside rows). */
export function refProvenance(corpus: EvidenceCorpus, ref: EvidenceRef, row: string | null): Provenance | null {
  const location = parseLocation(ref.in, row);
  return 'error' in location ? null : locationProvenance(corpus, location);
}

/** What two passages must share to speak for the same audit; null for notes and headers, which are no audit. */
export function auditKey(p: Provenance | null): string | null {
  if (!p) return null;
  if (p.kind === 'audit') return `audit:${p.commit}`;
  if (p.kind === 'current') return 'current';
  if (p.kind === 'register') return `register:${p.label}`;
  return null;
}

/** The distinct audits a set of quotes rests on (more than one: the quotes join audits). */
export function auditsOf(corpus: EvidenceCorpus, refs: readonly EvidenceRef[], row: string | null): Provenance[] {
  const seen = new Map<string, Provenance>();
  for (const ref of refs) {
    const p = refProvenance(corpus, ref, row);
    const key = auditKey(p);
    if (p && key && !seen.has(key)) seen.set(key, p);
  }
  return [...seen.values()];
}

/** The commit a register's audit note says `row` is current at; null when the note does not list the row. */
export function pinnedCommit(corpus: EvidenceCorpus, row: string): string | null {
  const register = corpus.rows.get(row)?.register;
  const note = register ? corpus.auditNotes?.get(register) : undefined;
  return note?.current.find((c) => c.rows.includes(row))?.commit ?? null;
}

/**
 * Is the passage a current audit pinned by its register header (the only provenance that may settle a dispute)? The
 * header may name any number of current audits, each with its rows: the passage's row must be one of them and the
 * passage must speak for the audit at the commit the header pins that row at.
 */
export function isPinnedCurrent(corpus: EvidenceCorpus, ref: EvidenceRef, row: string | null): boolean {
  const p = refProvenance(corpus, ref, row);
  const location = parseLocation(ref.in, row);
  if (!p || p.kind !== 'audit' || 'error' in location || location.kind === 'note' || location.kind === 'register') return false;
  const pinned = pinnedCommit(corpus, location.row);
  return pinned !== null && p.commit === pinned;
}

/**
 * The provenance of a quote read as evidence for `product`. A row's audit is of its audited product (mcpx): what the
 * row says of another product (opencode) was read in that audit's row, and no version of the other product is pinned,
 * so the label says so instead of passing the audit's commit off as the other product's version. The kind and commit
 * stay: they say which audit the passage speaks for (the one-audit rule).
 */
export function productProvenance(
  corpus: EvidenceCorpus,
  ref: EvidenceRef,
  row: string | null,
  product: string | undefined,
): Provenance | null {
  const p = refProvenance(corpus, ref, row);
  const location = parseLocation(ref.in, row);
  if (!p || !product || 'error' in location || location.kind === 'note' || location.kind === 'register') return p;
  const audited = corpus.rows.get(location.row)?.audit?.product;
  if (!audited || audited === product || (p.kind !== 'audit' && p.kind !== 'current')) return p;
  const at = p.kind === 'audit' ? `at ${p.commit ?? ''}` : 'current, no commit';
  return { ...p, label: `the ${audited} audit’s row ${location.row} (${at}; ${product}’s version unpinned)` };
}
