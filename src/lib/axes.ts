/**
 * The one definition of every axis of the register: revisions, products, roles,
 * spec lifecycle states, declaration and implementation states, verdicts, and the
 * citation sources. Schemas, pages, scripts and tests import these; nothing else
 * spells an id out.
 */

/** The MCP protocol revisions, oldest first. */
export const REVISIONS = [
  { id: '2024-11-05', era: 'legacy' },
  { id: '2025-03-26', era: 'legacy' },
  { id: '2025-06-18', era: 'legacy' },
  { id: '2025-11-25', era: 'legacy' },
  { id: '2026-07-28', era: 'modern' },
] as const;

export type RevisionId = (typeof REVISIONS)[number]['id'];
export type Era = (typeof REVISIONS)[number]['era'];
export const REVISION_IDS = REVISIONS.map((r) => r.id) as [RevisionId, ...RevisionId[]];

/** Where a revision's specification pages live in the MCP specification repository. */
export const SPEC_REPOSITORY = 'https://github.com/modelcontextprotocol/modelcontextprotocol';
export function specUrl(revision: RevisionId): string {
  return `${SPEC_REPOSITORY}/tree/HEAD/docs/specification/${revision}`;
}

export const ERA_DESCRIPTIONS: Record<Era, string> = {
  legacy: 'initialize handshake; capabilities fixed for the life of the connection',
  modern: 'per-request capabilities, server/discover, extensions',
};

/** The two roles a product can play: a client to servers, or a server to hosts. */
export const ROLES = ['client', 'server'] as const;
export type Role = (typeof ROLES)[number];

/** Which side of the protocol a register row describes. */
export const SIDES = ['client', 'server', 'both'] as const;
export type Side = (typeof SIDES)[number];

/** Whether a product speaks a revision in a role: `unknown` where no document says. */
export const SPEAKS_STATES = ['yes', 'no', 'unknown'] as const;
export type SpeaksState = (typeof SPEAKS_STATES)[number];

export interface Product {
  id: string;
  name: string;
  /** What the product is, in a few words. */
  kind: string;
  roles: readonly Role[];
  /** Public repository, when one is known. */
  repository?: string;
  /** Per role, which revisions the product speaks; a missing revision is `unknown`. */
  speaks: Partial<Record<Role, Partial<Record<RevisionId, SpeaksState>>>>;
  /** Where the `speaks` facts come from. */
  speaksNote?: string;
}

/** The products the register audits. Order is the matrix's column order. */
export const PRODUCTS = [
  {
    id: 'mcpx',
    name: 'mcpx',
    kind: 'MCP gateway: a client to upstream servers and a server to hosts',
    roles: ['client', 'server'],
    speaks: {
      client: {
        '2024-11-05': 'yes',
        '2025-03-26': 'yes',
        '2025-06-18': 'yes',
        '2025-11-25': 'yes',
        '2026-07-28': 'yes',
      },
      server: {
        '2024-11-05': 'no',
        '2025-03-26': 'yes',
        '2025-06-18': 'yes',
        '2025-11-25': 'yes',
        '2026-07-28': 'yes',
      },
    },
    speaksNote:
      'CAP-13: “mcpx does not serve 2024-11-05”, while as a client a 2024-11-05 upstream is reachable.',
  },
  {
    id: 'opencode-v1',
    name: 'opencode v1',
    kind: 'MCP client (packages/opencode)',
    roles: ['client'],
    repository: 'https://github.com/anomalyco/opencode',
    speaks: { client: { '2025-11-25': 'yes' } },
    speaksNote: 'The opencode note is verified at 2025-11-25; the documents are silent on the other revisions.',
  },
  {
    id: 'opencode-v2',
    name: 'opencode v2',
    kind: 'MCP client (packages/core)',
    roles: ['client'],
    repository: 'https://github.com/anomalyco/opencode',
    speaks: { client: { '2026-07-28': 'yes' } },
    speaksNote:
      'CAP-20: “on a modern connection v2’s SDK opens subscriptions/listen itself”; CAP-02 says its roots handling is legacy-era only, without naming a revision.',
  },
  {
    id: 'lootbox',
    name: 'lootbox',
    kind: 'MCP client',
    roles: ['client'],
    speaks: {},
  },
  {
    id: 'goose',
    name: 'goose',
    kind: 'MCP client',
    roles: ['client'],
    speaks: {},
  },
  {
    id: 'codex',
    name: 'Codex',
    kind: 'MCP client',
    roles: ['client'],
    speaks: {},
  },
] as const satisfies readonly Product[];

export type ProductId = (typeof PRODUCTS)[number]['id'];
export const PRODUCT_IDS = PRODUCTS.map((p) => p.id) as [ProductId, ...ProductId[]];

export function getProduct(id: ProductId): Product {
  const product = PRODUCTS.find((p) => p.id === id);
  if (!product) throw new Error(`unknown product ${id}`);
  return product;
}

/** Does `product` speak `revision` when playing `role`? */
export function speaks(product: Product, role: Role, revision: RevisionId): SpeaksState {
  if (!product.roles.includes(role)) return 'no';
  return product.speaks[role]?.[revision] ?? 'unknown';
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

/** Does the product declare the capability? `conditional`: only when a condition in the text holds. */
export const DECLARED_STATES = ['yes', 'no', 'conditional', 'unknown'] as const;
export type DeclaredState = (typeof DECLARED_STATES)[number];

/** Does the product do what the capability promises? */
export const IMPLEMENTED_STATES = ['yes', 'partial', 'no', 'unknown'] as const;
export type ImplementedState = (typeof IMPLEMENTED_STATES)[number];

/**
 * Verdicts, in precedence order: the first that applies wins (see `src/lib/verdict.ts`).
 * Each has a symbol and a word (its id, so that what a cell shows is also what its
 * accessible name says) so that no cell relies on colour alone.
 */
export const VERDICTS = [
  {
    id: 'not-applicable',
    symbol: '·',
    label: 'not-applicable',
    description:
      'The product does not play the row’s side, or the revision does not define the capability and the product does not declare it.',
  },
  {
    id: 'not-spoken',
    symbol: '–',
    label: 'not-spoken',
    description: 'The product does not speak that revision in that role.',
  },
  {
    id: 'out-of-revision',
    symbol: '⊘',
    label: 'out-of-revision',
    description:
      'Declared although the revision does not define it (a “send-conservatively conflict”).',
  },
  {
    id: 'unknown',
    symbol: '?',
    label: 'unknown',
    description: 'Not audited: the documents do not say what the product declares or does here.',
  },
  {
    id: 'honest',
    symbol: '✓',
    label: 'honest',
    description: 'Declared and implemented.',
  },
  {
    id: 'partial',
    symbol: '◐',
    label: 'partial',
    description: 'Declared, implemented in part.',
  },
  {
    id: 'overclaim',
    symbol: '✗',
    label: 'overclaim',
    description: 'Declared but not delivered (the “#177 class”).',
  },
  {
    id: 'underclaim',
    symbol: '△',
    label: 'underclaim',
    description: 'Implemented or used, but not declared.',
  },
  {
    id: 'absent',
    symbol: '○',
    label: 'absent',
    description: 'The revision defines it, and the product neither declares nor implements it.',
  },
] as const;

export type VerdictId = (typeof VERDICTS)[number]['id'];
export const VERDICT_IDS = VERDICTS.map((v) => v.id) as [VerdictId, ...VerdictId[]];
export function getVerdict(id: VerdictId) {
  return VERDICTS.find((v) => v.id === id)!;
}

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
 * Repositories that file citations point into. How a citation's notation maps to one
 * of these is `src/lib/citations.ts`; which are public and at what commit to link is
 * the sources data.
 */
export const SOURCE_IDS = ['spec', 'mcpx', 'opencode', 'lootbox'] as const;
export type SourceId = (typeof SOURCE_IDS)[number];

/** A register row id: upper-case register prefix, dash, two or more digits (`CAP-03`, `ROOT-02`). */
export const ROW_ID_PATTERN = /^[A-Z]+-\d{2,}$/;
