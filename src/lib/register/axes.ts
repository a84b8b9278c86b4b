/**
 * The one definition of every axis of the register: revisions, products, roles,
 * spec lifecycle states, declaration and implementation states, verdicts, and the
 * citation sources. Schemas, pages, scripts and tests import these; nothing else
 * spells an id out.
 *
 * The revisions, eras, products and citation sources are content (`content/revisions.yaml`,
 * `products.yaml`, `sources.yaml`), read by `axes-data.ts`; the other axes are the model's own.
 *
 * This module is in every page's first-load script, so it imports only its data (a shared
 * helper would become one more chunk on the matrix page, whose bytes per cell are a gate); in
 * the browser that data is the few ids and names the scripts need (`src/site/axes-module.ts`).
 */
import { AXES } from './axes-data.ts';

/** An MCP protocol revision (`content/revisions.yaml`): its date, and its era. */
export interface Revision {
  id: RevisionId;
  era: Era;
}
/**
 * A revision's date, one of `REVISION_IDS`: read from content and checked where content is read,
 * so the type names no revision. A record keyed by revision may lack a key as far as the type
 * checker knows: read it with `cellAt`, `specAt` (`src/lib/lookup/at.ts`) or `mustKey`, which
 * throw an error naming the missing key.
 */
export type RevisionId = string;
/** An era's id, one of `ERAS` (`legacy`, `modern`: the word the text uses for it). */
export type Era = string;

// `@__PURE__` (here and below): a page script that does not use the constant leaves its computation out of its bundle
// (the matrix page's first load is held to a byte budget).
/** The eras, oldest first (`content/revisions.yaml`). */
export const ERAS: readonly Era[] = /* @__PURE__ */ (() => AXES.eras)();
/** The MCP protocol revisions, oldest first (`content/revisions.yaml`). */
export const REVISIONS = AXES.revisions as unknown as readonly [Revision, ...Revision[]];
export const REVISION_IDS = REVISIONS.map((r) => r.id) as [RevisionId, ...RevisionId[]];
/**
 * The revision the current (last) era begins with (capabilities per request, no unsolicited
 * server→client request), where the rules that stop legacy words stop them. With one revision
 * in that era it is the last of REVISIONS; a later revision of the same era would need those
 * rules read again.
 */
export const MODERN_REVISION: RevisionId = /* @__PURE__ */ (() => REVISIONS.find((r) => r.era === ERAS.at(-1))?.id ?? REVISIONS[0].id)();

/** The two roles a product can play: a client to servers, or a server to hosts. */
export const ROLES = ['client', 'server'] as const;
export type Role = (typeof ROLES)[number];

/** Which side of the protocol a register row describes. */
export const SIDES = ['client', 'server', 'both'] as const;
export type Side = (typeof SIDES)[number];

/** Whether a product speaks a revision in a role: `unknown` where no document says (`content/products.yaml`). */
export const SPEAKS_STATES = ['yes', 'no', 'unknown'] as const;
export type SpeaksState = (typeof SPEAKS_STATES)[number];

/**
 * A product id, one of `PRODUCT_IDS`: read from content and checked where content is read, so
 * the type names no product (as with `RevisionId`).
 */
export type ProductId = string;

/** A product as every page and script needs it; what it is and its repository are `productDetails` (`src/lib/content/axes.ts`). */
export interface Product {
  id: ProductId;
  name: string;
  roles: readonly Role[];
}

/**
 * The products the register audits (`content/products.yaml`). Order is the matrix's column
 * order. What each product speaks, and the words that say its roles, are in the same file,
 * each fact with its evidence.
 */
export const PRODUCTS = AXES.products as unknown as readonly [Product, ...Product[]];
export const PRODUCT_IDS = PRODUCTS.map((p) => p.id) as [ProductId, ...ProductId[]];

/**
 * The gateway: the product that plays both roles, a client to upstreams and a server to hosts
 * (its relay facts are `content/relays/`). The first such product in `content/products.yaml`.
 */
export const GATEWAY: ProductId = (PRODUCTS.find((p) => p.roles.length === ROLES.length) ?? PRODUCTS[0]).id;

export function getProduct(id: ProductId): Product {
  const product = PRODUCTS.find((p) => p.id === id);
  if (!product) throw new Error(`unknown product ${id}`);
  return product;
}

/**
 * What a revision's specification says of a capability.
 * `changed` means defined, with a different shape or meaning than in the previous revision;
 * `unknown` means nobody has curated it from the text yet (the importer's default).
 */
export const LIFECYCLE_STATES = ['absent', 'defined', 'changed', 'deprecated', 'removed', 'unknown'] as const;
export type LifecycleState = (typeof LIFECYCLE_STATES)[number];

export const LIFECYCLE_DESCRIPTIONS: Record<LifecycleState, string> = {
  absent: 'The revision does not define it, and no earlier revision did.',
  defined: 'The revision defines it, as the previous revision did (or first).',
  changed: 'The revision defines it with a different shape or meaning than the previous revision.',
  deprecated: 'The revision still defines it but marks it deprecated.',
  removed: 'An earlier revision defined it; this one does not.',
  unknown: 'Not yet curated: the row’s text does not say what this revision defines.',
};

/** Lifecycle states in which the revision defines the capability. */
export function isDefined(state: LifecycleState): boolean {
  return state === 'defined' || state === 'changed' || state === 'deprecated';
}

/**
 * Does the product declare the capability? `conditional`: only when a condition in the text
 * holds. `off`: the key is sent with a value that promises nothing (e.g. `listChanged: false`):
 * harmless where the revision defines the key, a key out of revision where it does not.
 */
export const DECLARED_STATES = ['yes', 'no', 'conditional', 'off', 'unknown'] as const;
export type DeclaredState = (typeof DECLARED_STATES)[number];

/** Does the product do what the capability promises? */
export const IMPLEMENTED_STATES = ['yes', 'partial', 'no', 'unknown'] as const;
export type ImplementedState = (typeof IMPLEMENTED_STATES)[number];

/** Does a product use a peer's capability (a client with a server's prompts)? Read by the matrix cell and the gateway's host link. */
export const USE_STATES = ['yes', 'no', 'unknown'] as const;
export type UseState = (typeof USE_STATES)[number];

/** A tile's colours in one colour scheme: background and the symbol drawn on it (contrast ≥ 4.5:1). */
export interface TileColours {
  bg: string;
  fg: string;
}

/**
 * Verdicts, in precedence order: the first that applies wins (see `src/lib/register/verdict.ts`).
 * Each has its own symbol and a plain-words answer (`plain`); its colours and longer
 * description are in `VERDICT_DETAILS`. `faded` verdicts carry no information about the
 * product and render as a dot.
 */
export const VERDICTS = [
  { id: 'not-applicable', symbol: '·', label: 'not-applicable', plain: 'Does not apply', faded: true },
  { id: 'not-spoken', symbol: '–', label: 'not-spoken', plain: 'Does not speak this revision', faded: true },
  {
    id: 'out-of-revision',
    symbol: '⊘',
    label: 'out-of-revision',
    plain: 'Declared or implemented, but this revision does not define it',
    faded: false,
  },
  { id: 'unknown', symbol: '?', label: 'unknown', plain: 'Not known', faded: false },
  { id: 'honest', symbol: '✓', label: 'honest', plain: 'Works, and says so', faded: false },
  { id: 'partial', symbol: '◐', label: 'partial', plain: 'Declared, works in part', faded: false },
  { id: 'overclaim', symbol: '✗', label: 'overclaim', plain: 'Declared, not delivered', faded: false },
  { id: 'underclaim', symbol: '△', label: 'underclaim', plain: 'Works, but not declared', faded: false },
  { id: 'absent', symbol: '○', label: 'absent', plain: 'Neither declared nor done', faded: false },
] as const satisfies readonly { id: string; symbol: string; label: string; plain: string; faded: boolean }[];

export type VerdictId = (typeof VERDICTS)[number]['id'];
export const VERDICT_IDS = VERDICTS.map((v) => v.id) as [VerdictId, ...VerdictId[]];
export function getVerdict(id: VerdictId) {
  const verdict = VERDICTS.find((v) => v.id === id);
  if (!verdict) throw new Error(`unknown verdict ${id}`);
  return verdict;
}

/**
 * Each verdict's longer description and its tile colours in light and dark schemes (the
 * matrix tiles, legend, badges and preview cards read these; no second palette exists).
 * Kept beside `VERDICTS` rather than in it so the browser scripts, which import
 * `VERDICTS`, do not carry them.
 */
export const VERDICT_DETAILS: Record<VerdictId, { description: string; light: TileColours; dark: TileColours }> = {
  'not-applicable': {
    light: { bg: '#f6f8fa', fg: '#57606a' },
    dark: { bg: '#161b22', fg: '#9da7b3' },
    description:
      'The product does not play the row’s side, or the revision does not define the capability and the product neither declares it nor is said to send it there.',
  },
  'not-spoken': {
    light: { bg: '#f6f8fa', fg: '#57606a' },
    dark: { bg: '#161b22', fg: '#9da7b3' },
    description: 'The product does not speak that revision in that role.',
  },
  'out-of-revision': {
    light: { bg: '#8250df', fg: '#ffffff' },
    dark: { bg: '#d2a8ff', fg: '#0d1117' },
    description:
      'Declared, or implemented by sending it, although the revision does not define it (a “send-conservatively conflict”: send only what the revision in force defines).',
  },
  unknown: {
    light: { bg: '#eaeef2', fg: '#424a53' },
    dark: { bg: '#262c36', fg: '#c9d1d9' },
    description: 'Not audited: the documents do not say what the product declares or does here.',
  },
  honest: {
    light: { bg: '#1a7f37', fg: '#ffffff' },
    dark: { bg: '#56d364', fg: '#0d1117' },
    description: 'Declared and implemented.',
  },
  partial: {
    light: { bg: '#9a6700', fg: '#ffffff' },
    dark: { bg: '#e3b341', fg: '#0d1117' },
    description: 'Declared, implemented in part.',
  },
  overclaim: {
    light: { bg: '#cf222e', fg: '#ffffff' },
    dark: { bg: '#ff7b72', fg: '#0d1117' },
    description:
      'Declared but not delivered: a peer that trusts the declaration is let down (the register calls this the “#177 class”, after the mcpx issue that first showed it).',
  },
  underclaim: {
    light: { bg: '#0969da', fg: '#ffffff' },
    dark: { bg: '#79c0ff', fg: '#0d1117' },
    description: 'Implemented or used, but not declared.',
  },
  absent: {
    light: { bg: '#57606a', fg: '#ffffff' },
    dark: { bg: '#8b949e', fg: '#0d1117' },
    description: 'The revision defines it, and the product neither declares nor implements it.',
  },
};

/** Audit status of a row's product observation. */
export const AUDIT_STATUSES = ['current', 'snapshot'] as const;
export type AuditStatus = (typeof AUDIT_STATUSES)[number];

/** Effort sizes as the register writes them. */
export const EFFORT_SIZES = ['S', 'M', 'L'] as const;
export type EffortSize = (typeof EFFORT_SIZES)[number];

/** Risk levels; `unknown` where the text gives a consequence but no level. */
export const RISK_LEVELS = ['none', 'low', 'medium', 'high', 'unknown'] as const;
export type RiskLevel = (typeof RISK_LEVELS)[number];

/** Value signs: a benefit, a cost, or both named. */
export const VALUE_SIGNS = ['+', '−', '±'] as const;
export type ValueSign = (typeof VALUE_SIGNS)[number];

/**
 * The other sources (`content/other-sources/<id>.yaml`): what someone else says a client declares,
 * shown beside the register and never in its verdicts, in the order pages list them (their `order`).
 */
export const OTHER_SOURCE_IDS: readonly OtherSourceId[] = /* @__PURE__ */ (() => AXES.otherSourceIds ?? [])();
export type OtherSourceId = string;

/**
 * Repositories that file citations point into (`content/sources.yaml`, which also says which
 * cited paths are whose: `src/lib/citations/prefixes.ts`).
 */
export const SOURCE_IDS = /* @__PURE__ */ (() => AXES.sourceIds ?? [])() as [SourceId, ...SourceId[]];
export type SourceId = string;

/** A register row id: upper-case register prefix, dash, two or more digits (`CAP-03`, `ROOT-02`). */
export const ROW_ID_PATTERN = /^[A-Z]+-\d{2,}$/;

/**
 * How well a matrix cell is supported by the documents: its *basis*. Computed in
 * `src/lib/evidence/basis.ts` from the evidence of every value the verdict rests on; shown next
 * to the verdict (never instead of it), with its own mark so it is not told by colour alone.
 */
export const BASES = [
  { id: 'stated', mark: '', label: 'stated' },
  { id: 'inferred', mark: '≈', label: 'inferred' },
  { id: 'unknown', mark: '?', label: 'unknown' },
] as const;
export type BasisId = (typeof BASES)[number]['id'];
export const BASIS_IDS = BASES.map((b) => b.id) as [BasisId, ...BasisId[]];
export function getBasis(id: BasisId) {
  const basis = BASES.find((b) => b.id === id);
  if (!basis) throw new Error(`unknown basis ${id}`);
  return basis;
}
/**
 * The basis a cell has where none is written down (a page's compact markup omits the usual
 * one; a matrix from before bases existed presented every decided verdict as fact): unknown
 * for an unknown verdict, stated otherwise.
 */
export function defaultBasis(verdict: VerdictId): BasisId {
  return verdict === 'unknown' ? 'unknown' : 'stated';
}

/** The values a cell's verdict can rest on, each of which evidence can support, with the question it answers. */
export const EVIDENCE_FIELDS = [
  { id: 'roles', label: 'Plays the row’s side?' },
  { id: 'speaks', label: 'Speaks this revision?' },
  { id: 'spec', label: 'What the revision defines' },
  { id: 'declared', label: 'Declared?' },
  { id: 'implemented', label: 'Works?' },
] as const;
export type EvidenceFieldId = (typeof EVIDENCE_FIELDS)[number]['id'];
export const EVIDENCE_FIELD_IDS = /* @__PURE__ */ EVIDENCE_FIELDS.map((f) => f.id) as [EvidenceFieldId, ...EvidenceFieldId[]];
export function evidenceFieldLabel(id: EvidenceFieldId): string {
  const field = EVIDENCE_FIELDS.find((f) => f.id === id);
  if (!field) throw new Error(`unknown evidence field ${id}`);
  return field.label;
}
