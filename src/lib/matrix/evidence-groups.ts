/**
 * A cell's evidence as the drawer lists it: each quote under the question it answers (the
 * value it supports, in the order of `EVIDENCE_FIELDS`), and with each quote what a reader
 * needs to weigh it: the row it is written in when that is not this cell's row (another row's
 * sentence, about another capability, answers this row's question only as far as it says so),
 * and for words carried here from elsewhere, the revisions they speak of. Read from the cell's
 * own export: nothing here is guessed.
 */
import { EVIDENCE_FIELDS, type EvidenceFieldId, type RevisionId } from '../register/axes.ts';
import { listWords } from '../register/list-words.ts';
import { revisionsNamed, type CarryingEvidence } from './carried-words.ts';

/** One published quote of a cell (`/matrix.json`'s evidence entry, as far as the drawer reads it). */
export interface EvidenceEntry extends CarryingEvidence {
  url: string;
}

/** One quote with what the drawer says beside it. */
export interface PlacedEvidence<E extends EvidenceEntry = EvidenceEntry> {
  entry: E;
  /** Where the words are written when that is not this cell's row (“another row, CAP-09 “client elicitation.url””); null for this row. */
  elsewhere: string | null;
  /** For words carried here (not stated for this revision): the revisions they speak of, against this cell's; null for stated words. */
  revisions: string | null;
  /** Why words that do not state the value for this revision are shown for it; null for stated words. */
  carried: string | null;
}

/** The quotes that answer one question, with the question and, where the cell gives it, its answer. */
export interface EvidenceGroup<E extends EvidenceEntry = EvidenceEntry> {
  field: EvidenceFieldId;
  /** The question, and its answer where one is given: “Declared? Yes”, “What the revision defines: changed”. */
  heading: string;
  items: PlacedEvidence<E>[];
}

/**
 * Why carried words stand under a question, per question. Role words say which side a product plays; for a side they
 * do not say it plays they decide by inference (`SIDE_ONLY_BASIS` in `evidence/basis.ts`).
 */
export const CARRIED_WHY: Record<EvidenceFieldId, string> = {
  roles: 'they say which side it plays, not that it plays no other: inferred',
  speaks: 'carried here: inferred',
  spec: 'carried here: inferred',
  declared: 'carried here: inferred',
  implemented: 'carried here: inferred',
};

/**
 * Where a location (`CAP-09/observation`, `note:<slug>`, `register:<id>`) is written, said when it is not `rowId`:
 * examples in tests/unit/matrix/evidence-groups.test.ts.
 */
export function elsewhereWords(location: string, rowId: string, rowTitles: Readonly<Record<string, string>>): string | null {
  if (location.startsWith('note:')) return 'a client note, not this row';
  if (location.startsWith('register:')) return 'a register’s header, not this row';
  const row = rowOf(location);
  if (!row || row === rowId) return null;
  const title = rowTitles[row];
  return `another row, ${row}${title ? ` “${title}”` : ''}`;
}

/** The row a location is written in (`CAP-09/observation` → `CAP-09`); undefined for a note or a register's header. */
function rowOf(location: string): string | undefined {
  return /^([A-Z]+-\d+)\//.exec(location)?.[1];
}

/** The revisions carried words speak of, said against the cell's revision. */
export function carriedRevisionWords(quote: string, revision: RevisionId): string {
  const named = revisionsNamed(quote);
  if (!named.length) return 'its words name no revision';
  return `its words speak of ${listWords(named)}${named.includes(revision) ? '' : `, not ${revision}`}`;
}

/**
 * The cell's quotes grouped under the questions they answer, in question order, each with where it is written when not
 * in `rowId` and, when carried, the revisions its words speak of. Groups without quotes are left out; every quote is in
 * exactly one group, in its published order.
 */
export function evidenceByQuestion<E extends EvidenceEntry>(
  evidence: readonly E[],
  cell: {
    rowId: string;
    revision: RevisionId;
    /** Titles of the rows the quotes may be written in, by id (for “another row, CAP-09 “client elicitation.url””). */
    rowTitles?: Readonly<Record<string, string>>;
    /** The cell's answer to a question, where it has one (declared, implemented, the spec state). */
    answers?: Partial<Record<EvidenceFieldId, string>>;
  },
): EvidenceGroup<E>[] {
  return EVIDENCE_FIELDS.flatMap((f) => {
    const items = evidence
      .filter((e) => e.field === f.id)
      .map((entry) => ({
        entry,
        elsewhere: elsewhereWords(entry.in, cell.rowId, cell.rowTitles ?? {}),
        revisions: entry.scope === 'inferred' ? carriedRevisionWords(entry.quote, cell.revision) : null,
        carried: entry.scope === 'inferred' ? CARRIED_WHY[f.id] : null,
      }));
    if (!items.length) return [];
    const answer = cell.answers?.[f.id];
    const heading = answer ? `${f.label}${f.label.endsWith('?') ? ' ' : ': '}${answer}` : f.label;
    return [{ field: f.id, heading, items }];
  });
}

/** What the drawer writes in brackets after a quote's link: where it is written, the revisions it speaks of, why it is carried. */
export function placedEvidenceWords(item: Pick<PlacedEvidence, 'elsewhere' | 'revisions' | 'carried'>): string {
  const words = [item.elsewhere, item.revisions, item.carried].filter((w): w is string => !!w);
  return words.length ? `(${words.join('; ')})` : '';
}

/** The ids of the rows a set of quotes is written in (`CAP-09/observation` → `CAP-09`), each once, in first-seen order. */
export function rowsQuoted(entries: Iterable<Pick<EvidenceEntry, 'in'>>): string[] {
  const ids = new Set<string>();
  for (const e of entries) {
    const row = rowOf(e.in);
    if (row) ids.add(row);
  }
  return [...ids];
}

/** The titles of the rows a row's cells quote (their evidence and their unused evidence), by id: what the drawer is sent. */
export function quotedRowTitles(
  cells: Readonly<
    Record<string, Readonly<Record<string, { evidence: readonly EvidenceEntry[]; unusedEvidence?: readonly EvidenceEntry[] | undefined }>>>
  >,
  rows: readonly { id: string; title: string }[],
): Record<string, string> {
  const quoted = rowsQuoted(
    Object.values(cells).flatMap((byRevision) => Object.values(byRevision).flatMap((c) => [...c.evidence, ...(c.unusedEvidence ?? [])])),
  );
  return Object.fromEntries(rows.filter((r) => quoted.includes(r.id)).map((r) => [r.id, r.title]));
}
