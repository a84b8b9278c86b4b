/**
 * What a revision defines, and what changed between two revisions, from the rows'
 * spec lifecycle. Pure; the revision and compare pages render it.
 */
import { LIFECYCLE_STATES, REVISION_IDS, isDefined, type LifecycleState, type RevisionId } from '../register/axes.ts';
import type { Row } from '../register/schema.ts';
import { specAt } from '../lookup/at.ts';

export const CHANGE_KINDS = ['added', 'changed', 'deprecated', 'removed', 'unknown'] as const;
export type ChangeKind = (typeof CHANGE_KINDS)[number];

export const CHANGE_LABELS: Record<ChangeKind, string> = {
  added: 'Added',
  changed: 'Changed shape or meaning',
  deprecated: 'Deprecated',
  removed: 'Removed',
  unknown: 'Not curated in one of the two',
};

export interface RowChange {
  id: string;
  title: string;
  kind: ChangeKind;
  from: LifecycleState;
  to: LifecycleState;
  note?: string;
  /**
   * For a `changed` row: each revision after the older one, up to the newer, whose state is
   * `changed`, with the register's words for what changed there (its note, else its quotes),
   * so the page says what changed rather than "changed → changed".
   */
  changedIn?: ChangedIn[];
}

/** A revision that changed a row's capability, with the register's words for what changed. */
export interface ChangedIn {
  revision: RevisionId;
  /** The revision entry's note, when it has one. */
  note?: string;
  /** Without a note: the entry's quotes (its evidence, or the words that carry it). */
  quotes: string[];
}

/** The revisions in (`older`, `newer`] whose state is `changed`, each with its note or, without one, its quotes. */
export function changedRevisions(row: Row, older: RevisionId, newer: RevisionId): ChangedIn[] {
  const between = REVISION_IDS.slice(REVISION_IDS.indexOf(older) + 1, REVISION_IDS.indexOf(newer) + 1);
  return between
    .filter((r) => specAt(row, r).state === 'changed')
    .map((revision) => {
      const entry = specAt(row, revision);
      if (entry.note) return { revision, note: entry.note, quotes: [] };
      return { revision, quotes: [...(entry.evidence ?? []), ...(entry.because ?? [])].map((e) => e.quote) };
    });
}

export function previousRevision(revision: RevisionId): RevisionId | undefined {
  const i = REVISION_IDS.indexOf(revision);
  return i > 0 ? REVISION_IDS[i - 1] : undefined;
}

/**
 * How a row's capability differs between `from` and `to` (an earlier and a later
 * revision), or undefined when it does not. A `changed` state in any revision after
 * `from` up to `to` counts as a change.
 */
export function classifyChange(row: Row, from: RevisionId, to: RevisionId): ChangeKind | undefined {
  const a = specAt(row, from).state;
  const b = specAt(row, to).state;
  if (a === 'unknown' || b === 'unknown') return a === b ? undefined : 'unknown';
  // Arriving already deprecated (absent → deprecated) is a deprecation, not an addition.
  if (b === 'deprecated' && a !== 'deprecated') return 'deprecated';
  if (!isDefined(a) && isDefined(b)) return 'added';
  if (isDefined(a) && !isDefined(b)) return 'removed';
  if (!isDefined(a) && !isDefined(b)) return undefined;
  const between = REVISION_IDS.slice(REVISION_IDS.indexOf(from) + 1, REVISION_IDS.indexOf(to) + 1);
  if (between.some((r) => specAt(row, r).state === 'changed')) return 'changed';
  return undefined;
}

export function compareRevisions(rows: readonly Row[], from: RevisionId, to: RevisionId): RowChange[] {
  const [older, newer] = REVISION_IDS.indexOf(from) <= REVISION_IDS.indexOf(to) ? [from, to] : [to, from];
  const changes: RowChange[] = [];
  for (const row of rows) {
    const kind = classifyChange(row, older, newer);
    if (!kind) continue;
    const note = specAt(row, newer).note;
    const changedIn = kind === 'changed' ? changedRevisions(row, older, newer) : [];
    // A changed row's words come with each revision that changed it; the newer revision's note is one of them.
    const shownNote = note && !changedIn.some((c) => c.revision === newer) ? { note } : {};
    changes.push({
      id: row.id,
      title: row.title,
      kind,
      from: specAt(row, older).state,
      to: specAt(row, newer).state,
      ...shownNote,
      ...(changedIn.length ? { changedIn } : {}),
    });
  }
  return changes;
}

/** Rows grouped by change kind, in CHANGE_KINDS order, empty kinds dropped. */
export function groupChanges(changes: readonly RowChange[]): { kind: ChangeKind; label: string; rows: RowChange[] }[] {
  return CHANGE_KINDS.map((kind) => ({ kind, label: CHANGE_LABELS[kind], rows: changes.filter((c) => c.kind === kind) })).filter(
    (g) => g.rows.length > 0,
  );
}

/** Rows whose capability the revision defines (defined, changed or deprecated). */
export function definedIn(rows: readonly Row[], revision: RevisionId): Row[] {
  return rows.filter((r) => isDefined(specAt(r, revision).state));
}

/** Every ordered pair of distinct revisions, older first: the compare pages. */
export function revisionPairs(): [RevisionId, RevisionId][] {
  const pairs: [RevisionId, RevisionId][] = [];
  REVISION_IDS.forEach((a, i) => REVISION_IDS.slice(i + 1).forEach((b) => pairs.push([a, b])));
  return pairs;
}

/** The compare page of a pair, relative to `/revisions/compare/`: older first. */
export function comparePath(a: RevisionId, b: RevisionId): string {
  const [older, newer] = REVISION_IDS.indexOf(a) <= REVISION_IDS.indexOf(b) ? [a, b] : [b, a];
  return `${older}...${newer}/`;
}

/** The rows grouped by their lifecycle state at `revision`, in the states' order, leaving out states no row has. */
export function rowsByState(rows: readonly Row[], revision: RevisionId): { state: LifecycleState; rows: Row[] }[] {
  return LIFECYCLE_STATES.map((state) => ({ state, rows: rows.filter((r) => specAt(r, revision).state === state) })).filter(
    (g) => g.rows.length,
  );
}
