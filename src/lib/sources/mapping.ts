/**
 * The one table that says what each other source's fields mean in the register's terms:
 * which register rows a field speaks of, and whether it is a client's **declaration** (a key
 * the client sends in its capabilities: comparable with the register's declared value) or a
 * client's **use** of a server feature (shown, never compared: the register's server rows say
 * what a product declares as a server), or only a **hint** (a label covering several rows).
 * Fields that map to no row are in the table too, with `rows: []`, so nothing a source says is
 * dropped. Then which record is which product, with the reason (content: `content/products.yaml`).
 */
import type { ProductId } from '../register/axes.ts';
import { contentAxes } from '../content/axes.ts';
import { OTHER_SOURCE_IDS, type OtherSourceId } from './agreements.ts';

export type FieldMeaning = 'declaration' | 'use' | 'hint' | 'none';

export interface FieldMapping {
  source: OtherSourceId;
  /** The field as the source spells it. */
  field: string;
  /** Register rows it speaks of; empty when it maps to no row. */
  rows: readonly string[];
  meaning: FieldMeaning;
  /**
   * What a record without the field says of its rows: `does-not` where the source lists what
   * the client sends (Apify's captured capabilities), `silent` where absence is only "not listed".
   */
  absent: 'does-not' | 'silent';
  /** Apify's bare `elicitation: {}` means form only: the field counts as present when this field is present and bare. */
  orBare?: string;
  /** What it means, in words. */
  means: string;
}

const m = (
  source: OtherSourceId,
  field: string,
  rows: readonly string[],
  meaning: FieldMeaning,
  absent: FieldMapping['absent'],
  means: string,
  orBare?: string,
): FieldMapping => ({ source, field, rows, meaning, absent, means, ...(orBare ? { orBare } : {}) });

export const FIELD_MAPPINGS: readonly FieldMapping[] = [
  // Apify mcp-client-capabilities: the capabilities a client sent in `initialize`. roots, sampling,
  // elicitation, experimental are the client's own declarations; a record without them declares none.
  m('apify', 'experimental', ['CAP-01'], 'declaration', 'does-not', 'the client declares an experimental map'),
  m('apify', 'roots', ['CAP-02'], 'declaration', 'does-not', 'the client declares roots'),
  m('apify', 'roots.listChanged', ['CAP-03'], 'declaration', 'does-not', 'the client declares roots.listChanged: true'),
  m('apify', 'sampling', ['CAP-04'], 'declaration', 'does-not', 'the client declares sampling'),
  m('apify', 'elicitation', ['CAP-07'], 'declaration', 'does-not', 'the client declares elicitation'),
  m(
    'apify',
    'elicitation.form',
    ['CAP-08'],
    'declaration',
    'does-not',
    'the client declares form elicitation (a bare elicitation: {} means form only)',
    'elicitation',
  ),
  m('apify', 'elicitation.url', ['CAP-09'], 'declaration', 'does-not', 'the client declares URL elicitation'),
  // The server-feature keys say what the client uses (Apify's README), not what it declares.
  m('apify', 'logging', ['CAP-12'], 'use', 'silent', 'the client uses server logging'),
  m('apify', 'completions', ['CAP-13'], 'use', 'silent', 'the client uses server completions'),
  m('apify', 'prompts', ['CAP-14'], 'use', 'silent', 'the client uses server prompts'),
  m('apify', 'prompts.listChanged', ['CAP-15'], 'use', 'silent', 'the client handles prompts/list_changed'),
  m('apify', 'resources', ['CAP-16'], 'use', 'silent', 'the client uses server resources'),
  m('apify', 'resources.subscribe', ['CAP-17'], 'use', 'silent', 'the client subscribes to resources'),
  m('apify', 'resources.listChanged', ['CAP-18'], 'use', 'silent', 'the client handles resources/list_changed'),
  m('apify', 'tools', ['CAP-19'], 'use', 'silent', 'the client uses server tools'),
  m('apify', 'tools.listChanged', ['CAP-20'], 'use', 'silent', 'the client handles tools/list_changed'),
  m('apify', 'tasks', [], 'none', 'silent', 'server-shaped tasks object; only its tools.call leaf has a row'),
  m('apify', 'tasks.requests', [], 'none', 'silent', 'part of the server-shaped tasks object'),
  m('apify', 'tasks.requests.tools', [], 'none', 'silent', 'part of the server-shaped tasks object'),
  m(
    'apify',
    'tasks.requests.tools.call',
    ['CAP-24'],
    'use',
    'silent',
    'the client can issue task-augmented tools/call (server shape; says nothing of CAP-21)',
  ),

  // The MCP site's clients page: support labels on each card, no revision, not read from the wire.
  m(
    'clients-page',
    'Roots',
    ['CAP-02'],
    'declaration',
    'silent',
    'the card says the client supports roots (says nothing of roots.listChanged)',
  ),
  m('clients-page', 'Sampling', ['CAP-04'], 'declaration', 'silent', 'the card says the client supports sampling'),
  m('clients-page', 'Elicitation', ['CAP-07'], 'declaration', 'silent', 'the card says the client supports elicitation (no mode named)'),
  m('clients-page', 'Prompts', ['CAP-14'], 'use', 'silent', 'the client uses server prompts'),
  m('clients-page', 'Resources', ['CAP-16'], 'use', 'silent', 'the client uses server resources'),
  m('clients-page', 'Tools', ['CAP-19'], 'use', 'silent', 'the client uses server tools'),
  m(
    'clients-page',
    'Discovery',
    ['CAP-15', 'CAP-18', 'CAP-20'],
    'hint',
    'silent',
    'the client handles tools, prompts or resources list_changed: one label for three rows, so a hint for each',
  ),
  m(
    'clients-page',
    'Tasks',
    ['CAP-10', 'CAP-21', 'CAP-24'],
    'hint',
    'silent',
    'long-running operation tracking; the side is not given, so a hint only',
  ),
  m('clients-page', 'Apps', [], 'none', 'silent', 'interactive HTML interfaces (an extension): no register row'),
  m('clients-page', 'Instructions', [], 'none', 'silent', 'server instructions: no register row'),
  m('clients-page', 'CIMD', [], 'none', 'silent', 'client ID metadata documents (authorization): no register row'),
  m('clients-page', 'DCR', [], 'none', 'silent', 'dynamic client registration (authorization): no register row'),
  m('clients-page', 'OAuth Client Credentials', [], 'none', 'silent', 'authorization: no register row'),
  m('clients-page', 'Enterprise-Managed Authorization', [], 'none', 'silent', 'authorization: no register row'),

  // canimcp: per-feature cells yes / partial / no; an unlisted cell is unknown (silent), never no.
  m('canimcp', 'roots.list', ['CAP-02'], 'declaration', 'silent', 'the client supports roots'),
  m('canimcp', 'roots.listChanged', ['CAP-03'], 'declaration', 'silent', 'the client sends roots list_changed'),
  m('canimcp', 'sampling.createMessage', ['CAP-04'], 'declaration', 'silent', 'the client supports sampling'),
  m('canimcp', 'sampling.tools', ['CAP-06'], 'declaration', 'silent', 'the client supports tools in sampling'),
  m(
    'canimcp',
    'elicitation.create',
    ['CAP-07'],
    'declaration',
    'silent',
    'the client supports elicitation (set from a bare Apify elicitation too, so not read as form mode)',
  ),
  m('canimcp', 'elicitation.url', ['CAP-09'], 'declaration', 'silent', 'the client supports URL elicitation'),
  m('canimcp', 'tasks.list', ['CAP-10'], 'declaration', 'silent', 'client-side tasks: tasks/list (not the server’s CAP-22)'),
  m('canimcp', 'tasks.cancel', ['CAP-10'], 'declaration', 'silent', 'client-side tasks: tasks/cancel (not the server’s CAP-23)'),
  m('canimcp', 'tasks.sampling', ['CAP-10'], 'declaration', 'silent', 'client-side tasks: task-augmented sampling'),
  m('canimcp', 'tasks.elicitation', ['CAP-10'], 'declaration', 'silent', 'client-side tasks: task-augmented elicitation'),
  m('canimcp', 'logging.setLevel', ['CAP-12'], 'use', 'silent', 'the client uses server logging'),
  m('canimcp', 'logging.message', ['CAP-12'], 'use', 'silent', 'the client shows server log messages'),
  m('canimcp', 'completions.argument', ['CAP-13'], 'use', 'silent', 'the client uses server completions'),
  m('canimcp', 'prompts.get', ['CAP-14'], 'use', 'silent', 'the client uses server prompts'),
  m('canimcp', 'prompts.list', ['CAP-14'], 'use', 'silent', 'the client lists server prompts'),
  m('canimcp', 'prompts.listChanged', ['CAP-15'], 'use', 'silent', 'the client handles prompts/list_changed'),
  m('canimcp', 'resources.read', ['CAP-16'], 'use', 'silent', 'the client reads server resources'),
  m('canimcp', 'resources.list', ['CAP-16'], 'use', 'silent', 'the client lists server resources'),
  m('canimcp', 'resources.subscribe', ['CAP-17'], 'use', 'silent', 'the client subscribes to resources'),
  m('canimcp', 'resources.listChanged', ['CAP-18'], 'use', 'silent', 'the client handles resources/list_changed'),
  m('canimcp', 'tools.call', ['CAP-19'], 'use', 'silent', 'the client calls server tools'),
  m('canimcp', 'tools.list', ['CAP-19'], 'use', 'silent', 'the client lists server tools'),
  m('canimcp', 'tools.listChanged', ['CAP-20'], 'use', 'silent', 'the client handles tools/list_changed'),
  m('canimcp', 'initialization', [], 'none', 'silent', 'the initialize handshake: no register row'),
  m('canimcp', 'transport.stdio', [], 'none', 'silent', 'a transport: no register row'),
  m('canimcp', 'transport.sse', [], 'none', 'silent', 'a transport: no register row'),
  m('canimcp', 'transport.streamable_http', [], 'none', 'silent', 'a transport: no register row'),
  m('canimcp', 'tools.annotations', [], 'none', 'silent', 'tool annotations: no register row'),
  m('canimcp', 'resources.templates', [], 'none', 'silent', 'resource templates: no register row'),
  m('canimcp', 'prompts.arguments', [], 'none', 'silent', 'prompt arguments: no register row'),
  m('canimcp', 'auth.oauth', [], 'none', 'silent', 'authorization: no register row'),
  m('canimcp', 'auth.client_id_metadata', [], 'none', 'silent', 'authorization: no register row'),
];

/** The table's entries for one source. */
export function mappingsOf(source: OtherSourceId, table: readonly FieldMapping[] = FIELD_MAPPINGS): FieldMapping[] {
  return table.filter((e) => e.source === source);
}

/** The entry for a field, if the table has one. */
export function mappingFor(
  source: OtherSourceId,
  field: string,
  table: readonly FieldMapping[] = FIELD_MAPPINGS,
): FieldMapping | undefined {
  return table.find((e) => e.source === source && e.field === field);
}

/** Every row id the table names (the content check makes sure each exists). */
export function mappedRows(table: readonly FieldMapping[] = FIELD_MAPPINGS): string[] {
  return [...new Set(table.flatMap((e) => e.rows))].sort();
}

/** Which record of a source is which register product, and why. */
export interface ProductIdentity {
  source: OtherSourceId;
  /** The record's key in the source. */
  key: string;
  /** The register products the record is compared with. */
  products: readonly ProductId[];
  /** How pages name the product the record describes. */
  label: string;
  reason: string;
}

/**
 * The records that are register products: one entry per record key, with the reason per source
 * that has such a record (a source missing from `reasons` has none). `identitiesFrom` spreads
 * it into one identity per source and key. Content: each product's `elsewhere` in
 * `content/products.yaml` (`src/lib/content/axes.ts` gathers a record given to several products).
 */
export interface RecordIdentity {
  key: string;
  products: readonly ProductId[];
  label: string;
  reasons: Partial<Record<OtherSourceId, string>>;
}

const RECORD_IDENTITIES = contentAxes().axes.records as readonly RecordIdentity[];

/** One identity per source (in `OTHER_SOURCE_IDS` order) and record key (in table order). */
export function identitiesFrom(records: readonly RecordIdentity[]): ProductIdentity[] {
  return OTHER_SOURCE_IDS.flatMap((source) =>
    records.flatMap(({ key, products, label, reasons }) => {
      const reason = reasons[source];
      return reason === undefined ? [] : [{ source, key, products, label, reason }];
    }),
  );
}

export const PRODUCT_IDENTITIES: readonly ProductIdentity[] = identitiesFrom(RECORD_IDENTITIES);

/** The identities that name `product` in `source`. */
export function identitiesFor(
  product: ProductId,
  source: OtherSourceId,
  table: readonly ProductIdentity[] = PRODUCT_IDENTITIES,
): ProductIdentity[] {
  return table.filter((i) => i.source === source && i.products.includes(product));
}

/** Is this record one of the register's products? (Else it is an "other client".) */
export function isRegisterProduct(source: OtherSourceId, key: string, table: readonly ProductIdentity[] = PRODUCT_IDENTITIES): boolean {
  return table.some((i) => i.source === source && i.key === key);
}

/** Fields the records carry that map to no row (not in the table, or in it with no row), with how many records carry each: kept and listed, never dropped. */
export function unmappedFields(
  source: OtherSourceId,
  records: readonly { fields: readonly { field: string }[] }[],
  table: readonly FieldMapping[] = FIELD_MAPPINGS,
): { field: string; records: number; means: string | null }[] {
  const counts = new Map<string, number>();
  for (const r of records) for (const f of new Set(r.fields.map((x) => x.field))) counts.set(f, (counts.get(f) ?? 0) + 1);
  return [...counts]
    .filter(([field]) => !mappingFor(source, field, table)?.rows.length)
    .map(([field, n]) => ({ field, records: n, means: mappingFor(source, field, table)?.means ?? null }))
    .sort((a, b) => a.field.localeCompare(b.field));
}
