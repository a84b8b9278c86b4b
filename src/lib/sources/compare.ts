/**
 * What each other source says of a register cell, and whether it agrees with the register.
 * Computed beside the matrix, never inside it: nothing here is read by `buildMatrix`, so a
 * cell's verdict and basis are the register's alone (a unit test holds that).
 *
 * **Comparable revision.** A source's record speaks of the revision it recorded (Apify's and
 * canimcp's `protocolVersion`): it is compared only with the register's cell at that revision.
 * A record that names no revision (the clients page) is compared at every revision published on
 * or before the day its data is dated (revision ids are dates), never at a later one.
 *
 * **Agreement.** Only a client's declaration is compared, and only with the declared value of a
 * cell whose side the product plays: `agree` when both say it is declared (register `yes` or
 * `conditional`) or both say it is not (`no`, or `off`: a key that promises nothing); `disagree`
 * when they differ; `none` (nothing to compare) when the source is silent, the field is a use
 * or a hint, the register's value is unknown, or the revisions are not comparable.
 */
import { PRODUCTS, type DeclaredState, type OtherSourceId, type Product, type ProductId, type RevisionId } from '../register/axes.ts';
import type { Row } from '../register/schema.ts';
import { playsSide } from '../register/verdict.ts';
import type { Agreement } from './agreements.ts';
import { identitiesFor, type FieldMeaning, type ProductIdentity } from './mapping.ts';
import type { LoadedOtherSource, OtherSource, SourceField, SourceRecord } from './schema.ts';

export type Says = 'declares' | 'does-not' | 'uses' | 'silent';

export const SAYS_WORDS: Record<Says, string> = {
  declares: 'declares',
  'does-not': 'does not',
  uses: 'uses',
  silent: 'silent',
};

/** A field behind a statement: present with its value, or looked for and absent. */
export interface StatementField {
  field: string;
  value: SourceField['value'] | 'absent';
  line: number | null;
  bare?: true;
  provenance?: SourceField['provenance'];
  /** The other source the fact is a copy of (its provenance is one the source's `copies` names): not an independent reading. */
  copyOf?: OtherSourceId;
  lastVerified?: string;
}

/** A source as a statement needs it: its id, its field table and the provenance words that mark copies. */
export type StatementSource = Pick<OtherSource, 'id' | 'fields' | 'copies'>;

/** What one record of a source says of one row. */
export interface SourceStatement {
  source: OtherSourceId;
  /** The record's key. */
  key: string;
  row: string;
  says: Says;
  meaning: Exclude<FieldMeaning, 'none'>;
  /** The source qualifies it (a “(partial)” label, a `partial` cell). */
  partial: boolean;
  fields: StatementField[];
  /** The revision the record names; null where it names none. */
  revision: string | null;
  file: string;
  recordLine: number;
}

/** What a record says of a row, or undefined when none of the source's fields speaks of the row. */
export function statementFor(source: StatementSource, record: SourceRecord, rowId: string): SourceStatement | undefined {
  const entries = source.fields.filter((e) => e.meaning !== 'none' && e.rows.includes(rowId));
  const [first] = entries;
  if (!first) return undefined;
  const fields: StatementField[] = [];
  for (const entry of entries) {
    const found = record.fields.find((f) => f.field === entry.field);
    const bare = entry.orBare ? record.fields.find((f) => f.field === entry.orBare && f.bare) : undefined;
    const f = found ?? bare;
    const copyOf = source.copies?.find((c) => c.provenance === f?.provenance)?.source;
    if (f)
      fields.push({
        field: f.field,
        value: f.value,
        line: f.line,
        ...(f.bare ? { bare: true } : {}),
        ...(f.provenance ? { provenance: f.provenance } : {}),
        ...(copyOf ? { copyOf } : {}),
        ...(f.lastVerified ? { lastVerified: f.lastVerified } : {}),
      });
    else fields.push({ field: entry.field, value: 'absent', line: null });
  }
  const meaning = first.meaning as SourceStatement['meaning'];
  const yes = fields.some((f) => f.value === 'yes');
  const partial = !yes && fields.some((f) => f.value === 'partial');
  let says: Says;
  if (yes || partial) says = meaning === 'declaration' ? 'declares' : 'uses';
  else if (fields.some((f) => f.value === 'no')) says = 'does-not';
  else says = entries.some((e) => e.absent === 'does-not') ? 'does-not' : 'silent';
  return {
    source: source.id,
    key: record.key,
    row: rowId,
    says,
    meaning,
    partial,
    fields,
    revision: record.revision,
    file: record.file,
    recordLine: record.line,
  };
}

/** Is a record's revision comparable with a cell's? (See the module comment.) */
export function comparable(recorded: string | null, revision: RevisionId, dated: string): boolean {
  return recorded ? recorded === revision : revision <= dated;
}

export interface Compared {
  agreement: Agreement;
  /** Why, in words. */
  why: string;
}

/** A statement against the register's declared value at a revision. */
export function compareStatement(
  statement: SourceStatement,
  register: { declared: DeclaredState; plays: boolean },
  revision: RevisionId,
  dated: string,
): Compared {
  if (statement.meaning === 'use') return { agreement: 'none', why: 'a use of a server feature, not a declaration: not compared' };
  if (statement.meaning === 'hint') return { agreement: 'none', why: 'one label for several rows: a hint, not compared' };
  if (!register.plays) return { agreement: 'none', why: 'the product does not play this row’s side' };
  if (statement.says === 'silent') return { agreement: 'none', why: 'the source does not say' };
  if (register.declared === 'unknown') return { agreement: 'none', why: 'the register does not know what is declared' };
  if (!comparable(statement.revision, revision, dated)) {
    return {
      agreement: 'none',
      why: statement.revision
        ? `the source recorded ${statement.revision}, not ${revision}`
        : `the source’s data is dated ${dated}, before ${revision}`,
    };
  }
  const registerDeclares = register.declared === 'yes' || register.declared === 'conditional';
  const sourceDeclares = statement.says === 'declares';
  return registerDeclares === sourceDeclares
    ? { agreement: 'agree', why: `both say it is ${sourceDeclares ? '' : 'not '}declared` }
    : {
        agreement: 'disagree',
        why: `the register’s declared value is ${register.declared}; the source says it ${sourceDeclares ? 'is declared' : 'is not declared'}`,
      };
}

export interface CellStatement extends SourceStatement, Compared {
  /** How pages name the product the record describes (`opencode, version not split`). */
  label: string;
}

/** What the other sources say of one cell, and the cell's agreement mark. */
export interface CellOtherSources {
  agreement: Agreement;
  statements: CellStatement[];
}

/** The cell's mark from its statements: any disagreement wins, then any agreement. */
export function cellAgreement(statements: readonly Compared[]): Agreement {
  if (statements.some((s) => s.agreement === 'disagree')) return 'disagree';
  if (statements.some((s) => s.agreement === 'agree')) return 'agree';
  return 'none';
}

/** The records of a loaded source that are `product` (by the source's identities), with their identity. */
export function recordsOf(loaded: LoadedOtherSource, product: ProductId): { record: SourceRecord; identity: ProductIdentity }[] {
  const out: { record: SourceRecord; identity: ProductIdentity }[] = [];
  for (const identity of identitiesFor(loaded, product)) {
    const record = loaded.records.find((r) => r.key === identity.key);
    if (record) out.push({ record, identity });
  }
  return out;
}

/** The register's cell a source's statement is compared with: where it is and what it declares. */
export interface ComparedCell {
  row: string;
  product: ProductId;
  revision: RevisionId;
  declared: DeclaredState;
}

/** What the other sources say of a cell. */
export function otherSourcesForCell(cell: ComparedCell, side: Row['side'], sources: readonly LoadedOtherSource[]): CellOtherSources {
  const product = PRODUCTS.find((p) => p.id === cell.product) as Product;
  const plays = playsSide(side, product.roles);
  const statements: CellStatement[] = [];
  for (const loaded of sources) {
    for (const { record, identity } of recordsOf(loaded, cell.product)) {
      const statement = statementFor(loaded.source, record, cell.row);
      if (!statement) continue;
      statements.push({
        ...statement,
        label: identity.label,
        ...compareStatement(statement, { declared: cell.declared, plays }, cell.revision, loaded.source.read.dated),
      });
    }
  }
  return { agreement: cellAgreement(statements), statements };
}
