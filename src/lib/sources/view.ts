/**
 * How pages and the drawer put another source's statement into words. Small and free of the
 * mapping table, so the matrix drawer can import it.
 */
import { listWords } from '../register/list-words.ts';
import { AGREEMENT_LABELS, type Agreement } from './agreements.ts';
import type { OtherSourceId } from '../register/axes.ts';
import type { CellOtherSourcesExport } from './export.ts';
import type { OtherClient, OtherClientRecord, ProductRecord, ProductSourceRow } from './pages.ts';
import type { OtherSource } from './schema.ts';
import { inSourceOrder } from './order.ts';
import { FORMAT_KEYS } from './formats.ts';

type Statement = CellOtherSourcesExport['statements'][number];

/** `declares it`, `does not declare it`, `uses it (partial)`, `says nothing`. */
export function saysWords(s: Pick<Statement, 'says' | 'meaning' | 'partial'>): string {
  const verb = s.meaning === 'declaration' ? 'declare' : 'use';
  const words =
    s.says === 'declares'
      ? 'declares it'
      : s.says === 'uses'
        ? s.meaning === 'hint'
          ? 'lists a label that covers it (a hint)'
          : 'uses it'
        : s.says === 'does-not'
          ? `does not ${verb} it`
          : 'says nothing of it';
  return s.partial ? `${words} (partial)` : words;
}

/** What each field behind it is: `roots: {}`, `no roots key`, `roots.list: no`, `Sampling (partial)`. */
export function fieldWords(f: Statement['fields'][number]): string {
  if (f.value === 'absent') return `no ${f.field}`;
  if (f.value === 'no') return `${f.field}: no`;
  if (f.value === 'partial') return `${f.field} (partial)`;
  return f.field;
}

/** The revision as the record gives it. */
export function revisionWords(revision: string | null): string {
  return revision ? `protocolVersion ${revision}` : 'no revision recorded';
}

/** A statement's agreement as the start of a sentence: `Disagrees with the register`. */
export function agreementWords(agreement: Agreement): string {
  const words = AGREEMENT_LABELS[agreement];
  return agreement === 'none' ? 'Nothing to compare' : `${words.charAt(0).toUpperCase()}${words.slice(1).replace(/^(\w+)/, '$1s')}`;
}

/**
 * What a statement adds when a field behind it is a copy of another source's record (the source's
 * `copies`: canimcp marks a copy of Apify's with its provenance): ` Provenance apify: a copy of
 * the record of <name>, so not an independent reading.`; empty when none is.
 */
export function copyWords(s: Pick<Statement, 'fields'>, nameOf: (id: OtherSourceId) => string): string {
  const copy = s.fields.find((f) => f.copyOf !== undefined);
  if (!copy?.copyOf) return '';
  return ` Provenance ${copy.provenance ?? copy.copyOf}: a copy of the record of ${nameOf(copy.copyOf)}, so not an independent reading.`;
}

/** What a page needs to credit a source: its name, link, licence, credit line and caveats. */
export interface SourceCredit {
  id: OtherSource['id'];
  name: string;
  url: string;
  licence: OtherSource['licence'];
  attribution: string;
  caveats: string[];
  /** `0.0.14` or `0dfb7b62`: what was read. */
  read: string;
}

export function sourceCredit(source: OtherSource): SourceCredit {
  return {
    id: source.id,
    name: source.name,
    url: source.url,
    licence: source.licence,
    attribution: source.attribution,
    caveats: source.caveats,
    read:
      source.read.kind === 'package'
        ? `${source.read.package} ${source.read.version} (dated ${source.read.dated})`
        : `commit ${source.read.commit.slice(0, 8)} (dated ${source.read.dated})`,
  };
}

/** A source as the page views below need it. */
type NamedSource = { source: Pick<OtherSource, 'id' | 'name'> };

/** The sources' names as a sentence lists them: `Apify mcp-client-capabilities, MCP site clients page, canimcp`. */
export function sourceNames(sources: readonly NamedSource[]): string {
  return sources.map((s) => s.source.name).join(', ');
}

/** A field a product page links after a statement's words. */
export interface FieldLink {
  url: string;
  /** `roots.list: no`, `no roots`. */
  words: string;
  /** `, copied from <source>` where the field is a copy of another source's record (not an independent reading); otherwise empty. */
  provenance: string;
}

/**
 * The fields linked after a statement's words on a product page: every field that is present;
 * for a statement that does not declare (or use) the capability because its fields are absent,
 * one link naming them all (`no roots, no roots.listChanged`); none for a statement that says nothing.
 */
export function statementLinks(s: Pick<Statement, 'says' | 'fields'>, nameOf: (id: OtherSourceId) => string): FieldLink[] {
  if (s.says === 'silent') return [];
  const present = s.fields.filter((f) => f.value !== 'absent');
  const links = present.map((f) => ({
    url: f.url,
    words: fieldWords(f),
    provenance: f.copyOf ? `, copied from ${nameOf(f.copyOf)}` : '',
  }));
  const [first] = s.fields;
  if (s.says === 'does-not' && present.length === 0 && first)
    links.push({ url: first.url, words: s.fields.map(fieldWords).join(', '), provenance: '' });
  return links;
}

/** One statement in a product page's source column. */
export interface ProductStatementView {
  /** `“opencode”: ` when the source has several records of the product (which one says it); otherwise empty. */
  record: string;
  /** saysWords: `does not declare it`. */
  says: string;
  links: FieldLink[];
  /** Agreement with the register at each revision where they compare: `= agrees at 2025-06-18`. */
  marks: { agreement: Exclude<Agreement, 'none'>; words: string }[];
}

/** A row of a product page's other-sources table. */
export interface ProductSourcesRowView {
  row: string;
  title: string;
  slug: string;
  /** The register's declared value at each decided revision (`no at 2025-11-25`, linked to its cell); one `unknown` without a link where none is decided. */
  register: { fragment: string | null; words: string }[];
  /** One cell per shown source, in column order; no statements: the source has no field for this row. */
  cells: { source: OtherSourceId; name: string; statements: ProductStatementView[] }[];
}

/** A product page's "Other sources" section, ready to render. */
export interface ProductSourcesView {
  /** The sources with a record of the product, in column order (the sources' `order`). */
  columns: { id: OtherSourceId; name: string }[];
  /** The product's records, each with its source's name and the revision it recorded in words. */
  records: (ProductRecord & { sourceName: string; revisionWords: string })[];
  rows: ProductSourcesRowView[];
  /** The credits of the sources shown, in the order the sources are loaded. */
  credits: SourceCredit[];
}

const MARK_WORDS = { agree: '= agrees', disagree: '≠ disagrees' } as const;

/** The view of `productComparison` (src/lib/views/other-sources.ts) for a product page: only the sources with a record of the product. */
export function productSourcesView(
  sources: readonly { source: OtherSource }[],
  comparison: { records: readonly ProductRecord[]; rows: readonly ProductSourceRow[] },
): ProductSourcesView {
  const shown = sources.filter((s) => comparison.records.some((r) => r.source === s.source.id));
  const nameOf = new Map(sources.map((s) => [s.source.id, s.source.name]));
  const name = (id: OtherSourceId) => nameOf.get(id) ?? id;
  const columns = inSourceOrder(shown).map(({ source }) => ({ id: source.id, name: source.name }));
  return {
    columns,
    records: comparison.records.map((r) => ({ ...r, sourceName: name(r.source), revisionWords: revisionWords(r.revision) })),
    rows: comparison.rows.map((row) => {
      const decided = row.register.filter((c) => c.declared !== 'unknown');
      return {
        row: row.row,
        title: row.title,
        slug: row.slug,
        register:
          decided.length === 0
            ? [{ fragment: null, words: 'unknown' }]
            : decided.map((c) => ({ fragment: c.fragment, words: `${c.declared} at ${c.revision}` })),
        cells: columns.map((col) => {
          const entries = row.sources[col.id] ?? [];
          return {
            source: col.id,
            name: col.name,
            statements: entries.map(({ statement, marks }) => ({
              record: entries.length > 1 ? `“${statement.record}”: ` : '',
              says: saysWords(statement),
              links: statementLinks(statement, name),
              marks: marks.map((m) => ({ agreement: m.agreement, words: `${MARK_WORDS[m.agreement]} at ${m.revision}` })),
            })),
          };
        }),
      };
    }),
    credits: shown.map((s) => sourceCredit(s.source)),
  };
}

/**
 * Does the source list what a client sends, so a declaration it lacks is not declared (a field
 * table whose declarations are `absent: does-not`)? Else a missing field is only not listed.
 */
export function listsWhatIsSent(source: Pick<OtherSource, 'fields'>): boolean {
  return source.fields.some((e) => e.meaning === 'declaration' && e.absent === 'does-not');
}

/**
 * What a record declares, as `/clients/other/` says it: `CAP-02 roots, CAP-04 sampling (partial)`
 * (row titles without their `client ` side). A record that declares none of the rows: `declares
 * none` where the source lists what the client sent (nothing listed is nothing declared), `lists
 * none` where what it leaves out it says nothing of.
 */
export function declaresWords(
  source: Pick<OtherSource, 'fields'>,
  declares: OtherClientRecord['declares'],
  titles: ReadonlyMap<string, string>,
): string {
  if (declares.length === 0) return listsWhatIsSent(source) ? 'declares none' : 'lists none';
  return declares
    .map((d) => {
      const title = titles.get(d.row)?.replace(/^client /, '');
      return `${title ? `${d.row} ${title}` : d.row}${d.partial ? ' (partial)' : ''}`;
    })
    .join(', ');
}

/** A client of `/clients/other/` ready to render: per source (in the sources' order), its records. */
export interface OtherClientView {
  name: string;
  /** No records: the source has no record of the client. */
  cells: { source: OtherSourceId; records: { key: string; url: string; revisionWords: string; declares: string }[] }[];
}

/**
 * `/clients/other/`'s groups: the clients with a record in a source keyed by the clientInfo name
 * clients send first, then those only the sources keyed by card names list (a group of no source is
 * left out), each headed with its sources' names.
 */
export function otherClientGroups(
  sources: readonly { source: Pick<OtherSource, 'id' | 'name' | 'fields' | 'read'> }[],
  clients: readonly OtherClient[],
  titles: ReadonlyMap<string, string>,
): { id: string; heading: string; clients: OtherClientView[] }[] {
  const view = (c: OtherClient): OtherClientView => ({
    name: c.name,
    cells: sources.map(({ source }) => ({
      source: source.id,
      records: (c.sources[source.id] ?? []).map((r) => ({
        key: r.key,
        url: r.url,
        revisionWords: revisionWords(r.revision),
        declares: declaresWords(source, r.declares, titles),
      })),
    })),
  });
  const keyed = sources.filter(({ source }) => FORMAT_KEYS[source.read.format] === 'clientInfo');
  const carded = sources.filter(({ source }) => FORMAT_KEYS[source.read.format] === 'card');
  const names = (list: typeof sources) =>
    listWords(
      list.map((s) => s.source.name),
      'or',
    );
  const captured = (c: OtherClient) => keyed.some(({ source }) => (c.sources[source.id]?.length ?? 0) > 0);
  return [
    ...(keyed.length ? [{ id: 'captured', heading: `Clients in ${names(keyed)}`, clients: clients.filter(captured).map(view) }] : []),
    ...(carded.length
      ? [{ id: 'cards-only', heading: `Clients only in ${names(carded)}`, clients: clients.filter((c) => !captured(c)).map(view) }]
      : []),
  ];
}

/**
 * What a cell's "Other sources" says when no source speaks of it: that no source records the
 * product at all (naming every source), or which sources record it and that they say nothing
 * of this row. Never silence: a reader cannot tell an empty section from a missing one.
 */
export function cellSilenceWords(product: string, recordedBy: readonly string[], all: readonly string[]): string {
  if (!recordedBy.length) return `No other source records ${product}: ${listWords(all)} have no record of it, so none speaks of this cell.`;
  return `${listWords(recordedBy)} ${recordedBy.length === 1 ? 'has' : 'have'} a record of ${product}, but ${recordedBy.length === 1 ? 'it says' : 'they say'} nothing of this row.`;
}

/**
 * What the compare page says of a product with no disagreement. "No disagreement" is said only
 * where cells were compared; where no source records the product, or none of its statements is
 * compared, the page says so instead of implying agreement.
 */
export function compareSilenceWords(product: string, recordedBy: readonly string[], compared: number, all: readonly string[]): string {
  if (!recordedBy.length)
    return `No other source records ${product} (${listWords(all)}): nothing was compared, so nothing agrees or disagrees.`;
  if (compared === 0)
    return `${listWords(recordedBy)} ${recordedBy.length === 1 ? 'has' : 'have'} a record of ${product}, but none of its statements is compared with the register (a use, a hint, silence, or a cell the register does not know): no agreement is implied.`;
  return `No disagreement: in the ${compared} ${compared === 1 ? 'cell' : 'cells'} compared, the sources agree with the register.`;
}
