/**
 * Front-matter schemas for every collection. Used by `src/content.config.ts` (Astro's
 * build-time validation) and by `src/lib/content/check.ts` (the pre-build check that
 * names file and field). Strict: an unknown key is an error, never silently dropped.
 */
import { z } from 'astro/zod';
import {
  AUDIT_STATUSES,
  DECLARED_STATES,
  EFFORT_SIZES,
  IMPLEMENTED_STATES,
  LIFECYCLE_STATES,
  PRODUCT_IDS,
  REVISION_IDS,
  RISK_LEVELS,
  ROLES,
  ROW_ID_PATTERN,
  SIDES,
  SOURCE_IDS,
  VALUE_SIGNS,
  VERDICT_IDS,
  BASIS_IDS,
  USE_STATES,
  type RevisionId,
} from './axes.ts';
import { KEY_PATH_MESSAGE, KEY_PATH_PATTERN } from '../spec/key-path.ts';

/** YAML reads an unquoted `2025-11-25` as a Date; take it back as the date it was written as. */
const dateToIso = (v: unknown) => (v instanceof Date && !Number.isNaN(v.getTime()) ? v.toISOString().slice(0, 10) : v);

const revisionId = z.preprocess(
  dateToIso,
  z.enum(REVISION_IDS, { error: () => `expected one of the revisions ${REVISION_IDS.join(', ')}` }),
);
const productId = z.enum(PRODUCT_IDS, {
  error: () => `expected one of the products ${PRODUCT_IDS.join(', ')}`,
});

/**
 * A calendar date. YAML parsers turn an unquoted `2026-08-24` into a Date (Astro's does);
 * accept that and keep the written form.
 */
const isoDate = z.preprocess(dateToIso, z.iso.date('expected a date as YYYY-MM-DD'));

/**
 * A date-time with its offset. An unquoted one becomes a Date and loses the offset, so
 * it must be quoted.
 */
const isoDateTime = z
  .custom<string>((v) => !(v instanceof Date), {
    message: 'quote the date-time so its offset is kept, e.g. "2026-09-30T08:00:00-05:00"',
  })
  .pipe(z.iso.datetime({ offset: true, error: 'expected an ISO date-time with offset, e.g. "2026-09-30T08:00:00-05:00"' }));

/** A title: plain text, one line, of bounded length. */
function plainTitle(max: number) {
  return z
    .string()
    .min(1, 'a title is required')
    .max(max, `a title is at most ${max} characters; shorten it`)
    .refine((t) => !/[<>]/.test(t), { message: 'a title is plain text: remove the markup (< and >)' })
    .refine((t) => !/[\n\r]/.test(t), { message: 'a title is one line: remove the line break' });
}

/** A register row id such as `CAP-03`: upper-case prefix, dash, two or more digits. */
export const rowIdSchema = z.string().regex(ROW_ID_PATTERN, 'expected a row id like CAP-03 (upper-case prefix, dash, two or more digits)');

/** One line or an inclusive line range of a cited file. */
export const lineRangeSchema = z
  .strictObject({
    /** First line, 1-based. */
    start: z.int().positive('line numbers start at 1'),
    /** Last line of a range, inclusive; omitted for a single line. */
    end: z.int().positive('line numbers start at 1').optional(),
  })
  .refine((r) => r.end === undefined || r.end > r.start, {
    message: 'a range must end after it starts: write {start: 342, end: 359}, or drop `end` for one line',
    path: ['end'],
  });

/** A citation of a file in one of the source repositories. */
export const fileCitationSchema = z.strictObject({
  /** A file in a source repository. */
  kind: z.literal('file'),
  /** Which repository the path belongs to. */
  source: z.enum(SOURCE_IDS, { error: () => `expected one of the sources ${SOURCE_IDS.join(', ')}` }),
  /** For opencode, which client the path belongs to (`v1:` or `v2:` in the register). */
  client: productId.optional(),
  /** Path inside the repository, as the register writes it (spec pages without `docs/specification/`). */
  path: z.string().min(1, 'a citation needs a path'),
  /** Cited lines or ranges; empty when the citation names no line. */
  lines: z.array(lineRangeSchema).default([]),
  /** Named anchors cited instead of lines, e.g. `capabilities` in `server.go:capabilities`. */
  symbols: z.array(z.string().min(1)).default([]),
  /** The excerpt the register quotes, expected on the cited line(s). */
  quote: z.string().min(1).optional(),
  /** The citation exactly as the register writes it. */
  raw: z.string().min(1),
});

/** A citation of a captured wire exchange, e.g. `wire W2`. */
export const wireCitationSchema = z.strictObject({
  /** A captured wire exchange. */
  kind: z.literal('wire'),
  /** Capture id: a letter and a number, e.g. `W2`, `S2`. */
  id: z.string().regex(/^[A-Z]\d+$/, 'expected a wire capture id like W2 or S2'),
  /** The citation exactly as the register writes it. */
  raw: z.string().min(1),
});

export const citationSchema = z.discriminatedUnion('kind', [fileCitationSchema, wireCitationSchema], {
  error: () => 'expected a citation with kind `file` or `wire`',
});

/**
 * Where the words that support a value are:
 * - a section of the same row, by its stable id: `what`, `where`, `observation`, `value`,
 *   `effort`, `risk`, `detail`, `also-<register>` (as on the row page);
 * - `source-N`: the row's N-th citation (1-based), its quote or its text as written;
 * - `note:<slug>`: a client idiosyncrasy note's text;
 * - `register:<id>`: a register header (description, preamble, audit note);
 * - `<ROW-ID>/<section>`: a section of another row, e.g. `CAP-13/observation`.
 */
export const EVIDENCE_LOCATION_PATTERN =
  /^(?:[a-z][a-z0-9-]*|source-[1-9]\d*|note:[a-z0-9]+(?:-[a-z0-9]+)*|register:[a-z-]+|[A-Z]+-\d{2,}\/[a-z][a-z0-9-]*)$/;

/** A quote that supports a curated value, and where it is. The content check finds the words there. */
export const evidenceRefSchema = z.strictObject({
  /** Where the words are: a section id of this row, `source-N`, `note:<slug>`, `register:<id>` or `CAP-NN/<section>` (see `EVIDENCE_LOCATION_PATTERN`). */
  in: z
    .string()
    .regex(
      EVIDENCE_LOCATION_PATTERN,
      'expected a section id of this row (observation, detail, what, …), source-N, note:<slug> or CAP-NN/<section>',
    ),
  /** The exact words, as the page shows them (no Markdown escapes); matched with whitespace collapsed. */
  quote: z.string().trim().min(3, 'quote at least a few words'),
});
export type EvidenceRef = z.infer<typeof evidenceRefSchema>;

/** One or more quotes. */
export const evidenceListSchema = z.array(evidenceRefSchema).min(1, 'give at least one {in, quote}');

const NEEDS_EVIDENCE =
  'needs the words that support it: add evidence: [{in: <section id, source-N or note:<slug>>, quote: "<exact words>"}], or write unknown';

/**
 * A curated value with its evidence. Written `unknown` (no evidence), or
 * `{value: yes, evidence: [{in, quote}]}`; a bare `yes` is read as `{value: yes}` so the
 * message can say what is missing.
 */
function evidencedValue<const T extends readonly [string, ...string[]]>(states: T) {
  return z.preprocess(
    (v) => (typeof v === 'string' ? { value: v } : v),
    z
      .strictObject({
        /** The value; `unknown` where the documents are silent. */
        value: z.enum(states, { error: () => `expected one of ${states.join(', ')}` }),
        /** The words that state the value. Required unless the value is `unknown`. */
        evidence: evidenceListSchema.optional(),
      })
      .superRefine((v, ctx) => {
        if (v.value !== 'unknown' && !v.evidence) {
          ctx.addIssue({ code: 'custom', path: ['evidence'], message: `"${v.value}" ${NEEDS_EVIDENCE}` });
        }
        if (v.value === 'unknown' && v.evidence) {
          ctx.addIssue({
            code: 'custom',
            path: ['evidence'],
            message: 'an unknown value has no evidence: remove evidence, or write the value the quote states',
          });
        }
      }),
  );
}

/** Words of the specification repository itself, at the pinned commit: verified by `npm run verify-spec`. */
export const specQuoteSchema = z.strictObject({
  /**
   * A file of the specification repository, from its root: a spec page
   * (`docs/specification/2025-11-25/client/sampling.mdx`), the deprecated registry
   * (`docs/specification/2026-07-28/deprecated.mdx`), a changelog, a SEP (`seps/…`) or a
   * schema (`schema/<rev>/schema.ts`).
   */
  file: z
    .string()
    .regex(
      /^(?:docs|schema|seps)\/[^\s]+$/,
      'expected a file of the specification repository from its root, e.g. docs/specification/2025-11-25/client/sampling.mdx, seps/2663-tasks-extension.md or schema/2026-07-28/schema.ts',
    ),
  /** Line the quote is on (its first line), 1-based. */
  line: z.int().positive('line numbers start at 1'),
  /** Last line, when the quote runs over several lines. */
  end: z.int().positive('line numbers start at 1').optional(),
  /** The exact words (emphasis and backticks may be left out; white space is collapsed). */
  quote: z.string().trim().min(3, 'quote at least a few words'),
});
export type SpecQuote = z.infer<typeof specQuoteSchema>;

/**
 * The row keeps a state the schema alone does not give (a prose soft-deprecation, a flag
 * kept while the RPC it gated was removed, a semantic change with the same type, a key
 * defined outside the schema), with the specification's words for why.
 */
export const specOverrideSchema = z
  .strictObject({
    /** The state the row keeps against the schema's: the entry's own `state`. */
    keeps: z.enum(LIFECYCLE_STATES, { error: () => `expected one of ${LIFECYCLE_STATES.join(', ')}` }),
    /** Why the schema alone does not decide it, in a sentence. */
    why: z.string().min(1, 'say why the schema alone does not decide the state'),
    /** The specification's words that decide it. */
    spec: z.array(specQuoteSchema).optional(),
  })
  .superRefine((o, ctx) => {
    if (!o.spec || o.spec.length === 0) {
      ctx.addIssue({
        code: 'custom',
        path: ['spec'],
        message:
          'an override needs the specification’s own words: add spec: [{file: <path in the specification repository>, line: N, quote: "<exact words>"}] from a spec page, the deprecated registry, the changelog or a SEP',
      });
    }
  });
export type SpecOverride = z.infer<typeof specOverrideSchema>;

/** What one revision's specification says of the row's capability. */
export const specEntrySchema = z
  .strictObject({
    /** Lifecycle state in this revision. */
    state: z.enum(LIFECYCLE_STATES, { error: () => `expected one of ${LIFECYCLE_STATES.join(', ')}` }),
    /** The words that state it for this revision. */
    evidence: evidenceListSchema.optional(),
    /** Instead of evidence: the words that say why a state stated for another revision holds here too (the state is then inferred). */
    because: evidenceListSchema.optional(),
    /** Why, briefly, in the register's words where it has them. */
    note: z.string().min(1).optional(),
    /** Where the state differs from what the specification's schema gives (`npm run verify-spec`): the state kept and the specification's words. */
    override: specOverrideSchema.optional(),
  })
  .superRefine((e, ctx) => {
    if (e.override && e.override.keeps !== e.state) {
      ctx.addIssue({
        code: 'custom',
        path: ['override', 'keeps'],
        message: `the override keeps "${e.override.keeps}" but the state is "${e.state}": write keeps: ${e.state}, or change the state`,
      });
    }
    if (e.state === 'unknown') {
      if (e.evidence || e.because)
        ctx.addIssue({
          code: 'custom',
          path: ['evidence'],
          message: 'state unknown takes no evidence: remove it, or write the state the quote states',
        });
    } else if (!e.evidence && !e.because) {
      ctx.addIssue({ code: 'custom', path: ['evidence'], message: `state "${e.state}" ${NEEDS_EVIDENCE}` });
    } else if (e.evidence && e.because) {
      ctx.addIssue({
        code: 'custom',
        path: ['because'],
        message: 'write evidence (stated for this revision) or because (carried from another), not both',
      });
    }
  });
export type SpecEntry = z.infer<typeof specEntrySchema>;

/**
 * Words of a passage that give a field of an entry another value than the entry's: the other
 * side of a disagreement between passages, recorded so the content check can require a dispute
 * (contrary-words-need-dispute: passages of different provenance that disagree on a cell need a dispute).
 */
export const contraryWordsSchema = z
  .strictObject({
    /** The field the words speak of. */
    field: z.enum(['declared', 'implemented'], { error: () => 'expected declared or implemented' }),
    /** The value they give it (a declared or implemented value), different from the entry's. */
    value: z.enum([...new Set([...DECLARED_STATES, ...IMPLEMENTED_STATES])] as [string, ...string[]], {
      error: () => `expected a declared (${DECLARED_STATES.join(', ')}) or implemented (${IMPLEMENTED_STATES.join(', ')}) value`,
    }),
    /** Where the words are, as in evidence. */
    in: evidenceRefSchema.shape.in,
    /** The exact words, as in evidence. */
    quote: evidenceRefSchema.shape.quote,
  })
  .superRefine((c, ctx) => {
    const allowed: readonly string[] = c.field === 'declared' ? DECLARED_STATES : IMPLEMENTED_STATES;
    if (!allowed.includes(c.value)) {
      ctx.addIssue({
        code: 'custom',
        path: ['value'],
        message: `"${c.value}" is not a ${c.field} value: write one of ${allowed.join(', ')}`,
      });
    }
  });
export type ContraryWords = z.infer<typeof contraryWordsSchema>;

/**
 * The register's words on what a product does with a peer's capability (peer-use-quoted-as-uses): a client's use of a server
 * capability in a server row, where its own cell is not-applicable by role. Beside the verdict, never in it.
 */
export const usesSchema = z.strictObject({
  /**
   * Does the product use the peer's capability, as its words say: `yes`, `no`, or `unknown` where the words say
   * what it does without saying whether it uses it. The matrix cell and the gateway's host link both read it.
   */
  value: z.enum(USE_STATES),
  /** The sentences that say what the product does with the capability; each names the product. */
  evidence: evidenceListSchema,
});
export type Uses = z.infer<typeof usesSchema>;

/**
 * One observation of a product: what it declares and does at the revisions the evidence
 * speaks of. Values are *stated* for those revisions. With `because`, the observation is
 * carried to the listed revisions for the quoted reason, and its values are *inferred* there.
 */
export const productEntrySchema = z
  .strictObject({
    /** The revisions this observation covers; `all` only with `because`. */
    revisions: z.union([z.literal('all'), z.array(revisionId).min(1, 'list at least one revision')], {
      error: () => `expected a list of revisions (${REVISION_IDS.join(', ')}), or all with because`,
    }),
    /** Does the product declare the capability? `conditional`: only when a condition in the text holds. */
    declared: evidencedValue(DECLARED_STATES),
    /** Does it do what the capability promises? */
    implemented: evidencedValue(IMPLEMENTED_STATES),
    /** The words that say why the observation holds at these revisions although it was made at another; makes the values inferred. */
    because: evidenceListSchema.optional(),
    /** Why, where the text says. */
    note: z.string().min(1).optional(),
    /** Words of other passages that give a field another value (a disagreement): from another audit, a dispute must list the cell. */
    contrary: z.array(contraryWordsSchema).optional(),
    /**
     * What the product does with a PEER's capability, in the register's words (a client with a server's prompts, a
     * server with a client's roots): peer-use-quoted-as-uses (`evidence/uses.ts`). Published per cell and never read by the verdict.
     */
    uses: usesSchema.optional(),
  })
  .superRefine((e, ctx) => {
    (e.contrary ?? []).forEach((c, i) => {
      if (c.value === e[c.field].value) {
        ctx.addIssue({
          code: 'custom',
          path: ['contrary', i, 'value'],
          message: `these words give ${c.field} the entry's own value "${c.value}": contrary words give another value; remove them or correct the value`,
        });
      }
    });
    if (e.revisions === 'all' && !e.because) {
      ctx.addIssue({
        code: 'custom',
        path: ['revisions'],
        message:
          'all carries one observation to every revision: list the revisions the evidence speaks of, or add because: [{in, quote}] with the words that say why it holds in every revision',
      });
    }
  });
export type ProductEntry = z.infer<typeof productEntrySchema>;

/** A value as resolved for one cell: the value, its evidence, and whether it is stated or inferred there. */
export interface Cell {
  declared: (typeof DECLARED_STATES)[number];
  implemented: (typeof IMPLEMENTED_STATES)[number];
  note?: string;
}

/** Value to the audited product: a sign and the register's reason. */
export const valueSchema = z.strictObject({
  /** `+` a benefit, `−` a cost, `±` both named. */
  sign: z.enum(VALUE_SIGNS, { error: () => `expected one of ${VALUE_SIGNS.join(' ')} (the minus is U+2212)` }),
  /** The register's text after the sign. */
  text: z.string(),
});

/** Effort to change: a size and the register's reason. */
export const effortSchema = z.strictObject({
  /** S, M or L. */
  size: z.enum(EFFORT_SIZES, { error: () => `expected one of ${EFFORT_SIZES.join(', ')}` }),
  /** The register's text after the size. */
  text: z.string(),
});

/** Risk: a level where the text gives one, and the register's text. */
export const riskSchema = z.strictObject({
  /** `unknown` when the text states consequences but no level. */
  level: z.enum(RISK_LEVELS, { error: () => `expected one of ${RISK_LEVELS.join(', ')}` }),
  /** The register's text. */
  text: z.string().min(1),
});

/** Which product observation a row records, and at which commit. */
export const auditSchema = z.strictObject({
  /** As the register header's audit note says: `current` for a row it names as current, `snapshot` for every other row. */
  status: z.enum(AUDIT_STATUSES, { error: () => `expected one of ${AUDIT_STATUSES.join(', ')}` }),
  /** The product observed. */
  product: productId,
  /** Commit observed, or null when the text says `(current)` without one. */
  commit: z
    .string()
    .regex(/^[0-9a-f]{7,40}$/, 'expected a commit hash of 7 to 40 lower-case hex digits')
    .nullable(),
  /** Commit the row's line numbers refer to, when the text says it differs from `commit`. */
  sourcesCommit: z
    .string()
    .regex(/^[0-9a-f]{7,40}$/, 'expected a commit hash of 7 to 40 lower-case hex digits')
    .optional(),
  /** The observation's heading as written, e.g. `mcpx @ 05c78b2`. */
  label: z.string().min(1),
});

/**
 * The capability key(s) a row is about, in the specification's `ClientCapabilities` /
 * `ServerCapabilities`: what `npm run verify-spec` derives the row's spec states from.
 */
export const capabilityRefSchema = z.strictObject({
  /** Which capabilities object: `client`, `server`, or `both` (the same paths on each side). The row's own `side`. */
  side: z.enum(SIDES, { error: () => `expected one of ${SIDES.join(', ')}` }),
  /** Key paths from the object's root: `roots.listChanged`, `tasks.requests.tools.call`, `extensions["io.modelcontextprotocol/tasks"]`. */
  paths: z
    .array(z.string().regex(KEY_PATH_PATTERN, KEY_PATH_MESSAGE))
    .min(1, 'name at least one key path, e.g. paths: [roots.listChanged]'),
});
export type CapabilityRef = z.infer<typeof capabilityRefSchema>;

/** Front-matter of a register row (`content/capabilities/CAP-NN.mdx`). */
export const rowSchema = z.strictObject({
  /** Row id; must equal the file name. */
  id: rowIdSchema,
  /** Title as the register writes it after the id: plain text. */
  title: plainTitle(160),
  /** Register the row belongs to (an entry of `content/registers/`). */
  register: z.string().min(1),
  /** Which side of the protocol the capability belongs to. */
  side: z.enum(SIDES, { error: () => `expected one of ${SIDES.join(', ')}` }),
  /** The capability key(s) the row is about; required once a spec state is curated (the spec check needs it). */
  capability: capabilityRefSchema.optional(),
  /** The product observation the row records, and its commit. */
  audit: auditSchema,
  /** Value to the audited product. */
  value: valueSchema,
  /** Effort to change. */
  effort: effortSchema,
  /** Risk, if done or not done. */
  risk: riskSchema,
  /**
   * The spec lifecycle in every revision. A revision the row does not list is `unknown` (nobody has
   * curated it yet): a new revision in `content/revisions.yaml` needs no edit of every row.
   */
  spec: z.strictObject(
    Object.fromEntries(REVISION_IDS.map((r) => [r, specEntrySchema.default(() => ({ state: 'unknown' as const }))])) as Record<
      RevisionId,
      z.ZodDefault<typeof specEntrySchema>
    >,
  ),
  /** Per product, its observations, each covering some revisions. A revision no entry covers is `unknown`. */
  products: z.partialRecord(productId, z.array(productEntrySchema)).default({}),
  /** Structured citations, in the register's order. */
  sources: z.array(citationSchema).default([]),
  /** Rows this row refers to. */
  related: z.array(rowIdSchema).default([]),
});

export type Row = z.infer<typeof rowSchema>;
export type Citation = z.infer<typeof citationSchema>;
export type FileCitation = z.infer<typeof fileCitationSchema>;

/** Front-matter of a client idiosyncrasy note (`content/idiosyncrasies/<slug>.mdx`). */
export const idiosyncrasySchema = z
  .strictObject({
    /** Title as written (the note's first line): plain text. */
    title: plainTitle(200),
    /** Kind of note, as written. */
    kind: z.literal('idiosyncrasy'),
    /** Status, as written. */
    status: z.enum(['current', 'superseded', 'draft']),
    /** When the note was last verified. */
    lastVerified: isoDate,
    /** The clients the note names, as written (e.g. `opencode`). */
    clients: z.array(z.string().min(1)).min(1),
    /**
     * The products the note audits: whose code it reads, the product(s) of its `Clients:` header
     * (“Clients: opencode” → opencode-v1, the client in packages/opencode). The note's `revisions`
     * scope its sentences about these products only.
     */
    products: z.array(productId).min(1),
    /**
     * Products the note only speaks of, in passing, without reading their code (the opencode note's
     * sentences about goose and Codex). Their sentences reach their cells, inferred at the note's
     * revisions (nothing says they were verified there), and the note does not count as auditing them.
     */
    mentions: z.array(productId).default([]),
    /** Why the note is scoped as it is, when the scope needs saying. */
    scope: z.string().min(1).optional(),
    /** Revisions the note was verified at. */
    revisions: z.array(revisionId).min(1),
    /** Register rows the note discusses; the note is shown on their pages. */
    related: z.array(rowIdSchema).default([]),
    /** Structured citations (the note lists none so far). */
    sources: z.array(citationSchema).default([]),
  })
  .refine((note) => !note.mentions.some((p) => note.products.includes(p)), {
    path: ['mentions'],
    message:
      'a product is both in products (the note audits it: reads its code, one of its Clients) and in mentions (it only speaks of it): keep it in products if the note reads its code, else only in mentions',
  });

export type Idiosyncrasy = z.infer<typeof idiosyncrasySchema>;

/** The header of a published register. */
export const publishedRegisterSchema = z.strictObject({
  /** Register id, e.g. `capabilities`. */
  id: z.string().regex(/^[a-z-]+$/),
  /** Title as written. */
  title: z.string().min(1),
  /** Published registers have rows and a header. */
  published: z.literal(true),
  /** Row id prefix, e.g. `CAP`. */
  prefix: z.string().regex(/^[A-Z]+$/),
  /** When the register was created, with its offset, as written. */
  created: isoDateTime,
  /** When it was last updated, with its offset, as written. */
  lastUpdated: isoDateTime,
  /** The register's increment counter. */
  increment: z.int().nonnegative(),
  /** Status, as written (e.g. `standard`). */
  status: z.string().min(1),
  /** Tags, as written (e.g. `area:compare`). */
  tags: z.array(z.string().min(1)),
  /** One-line description, as written. */
  description: z.string().min(1),
  /** The header's prose paragraphs, as written. */
  preamble: z.array(z.string().min(1)),
  /** The audit note: which rows are current at which commit, which keep a snapshot. */
  auditNote: z.strictObject({
    /** The note as written. */
    text: z.string().min(1),
    /** Every audit the note says is current: its commit and the rows current at it (a row at one commit only). */
    current: z
      .array(
        z.strictObject({
          commit: z.string().regex(/^[0-9a-f]{7,40}$/, 'expected a commit hash of 7 to 40 lower-case hex digits'),
          rows: z.array(rowIdSchema),
        }),
      )
      .min(1, 'name at least one current audit, as the note does: current: [{ commit: "2a93f3f64", rows: [CAP-02] }]'),
    /** Commit the other rows' observations keep. */
    snapshotCommit: z.string().regex(/^[0-9a-f]{7,40}$/),
  }),
});

/** A register the text refers to that has no rows published yet. */
export const plannedRegisterSchema = z.strictObject({
  /** Register id, e.g. `roots`. */
  id: z.string().regex(/^[a-z-]+$/),
  /** Title, e.g. `Roots`. */
  title: z.string().min(1),
  /** Not published: no rows yet; references to its rows render as unresolved. */
  published: z.literal(false),
  /** Row id prefix when the text shows one (e.g. `ROOT` from ROOT-02). */
  prefix: z
    .string()
    .regex(/^[A-Z]+$/)
    .optional(),
});

export const registerSchema = z.discriminatedUnion('published', [publishedRegisterSchema, plannedRegisterSchema]);
export type Register = z.infer<typeof registerSchema>;

/** Whether a disagreement is still open, or settled by a newer audit (its older claim kept visible). */
export const DISPUTE_STATUSES = ['open', 'superseded'] as const;

/** One side of a disagreement between the documents. */
export const disputePositionSchema = z.strictObject({
  /** Where the claim is made: a row id (`CAP-09`), a note slug, or a register header (`register:capabilities`). */
  in: z.string().min(1),
  /** What it says, in its own words. */
  says: z.string().min(1),
});

/** A place where the documents disagree. Shown on every page involved and in the matrix cells. */
export const disputeSchema = z
  .strictObject({
    /** Stable id, lower-case words joined by dashes. */
    id: z.string().regex(/^[a-z0-9-]+$/, 'expected lower-case words joined by dashes'),
    /** The question the documents answer differently. */
    summary: z.string().min(1),
    /** `open`; or `superseded` when the current audit settles it and the matrix follows the current audit. */
    status: z.enum(DISPUTE_STATUSES, { error: () => `expected one of ${DISPUTE_STATUSES.join(', ')}` }).default('open'),
    /** For a superseded dispute: which position the matrix follows and why; for an open one, what the cells encode meanwhile. */
    resolution: z.string().min(1).optional(),
    /** For a superseded dispute: the words that settle it, from a passage of the current audit pinned in the register header (the content check checks the provenance). */
    settledBy: evidenceListSchema.optional(),
    /** Disputes this one depends on: while any of them is open, this one stays open. */
    dependsOn: z.array(z.string().regex(/^[a-z0-9-]+$/, 'expected a dispute id')).default([]),
    /** Rows involved. */
    rows: z.array(rowIdSchema).min(1),
    /** Notes involved. */
    notes: z.array(z.string()).default([]),
    /** Matrix cells affected: every listed product × revision of every listed row. */
    cells: z.array(z.strictObject({ row: rowIdSchema, product: productId, revisions: z.array(revisionId).min(1) })).default([]),
    /** The positions, at least two. */
    positions: z.array(disputePositionSchema).min(2, 'a dispute records at least two positions'),
  })
  .refine((d) => d.status !== 'superseded' || d.resolution, {
    message: 'a superseded dispute says which position the matrix follows: add resolution: "<why>"',
    path: ['resolution'],
  })
  .refine((d) => d.status !== 'superseded' || d.settledBy, {
    message:
      'a superseded dispute quotes the words of the current audit that settle it: add settledBy: [{in: CAP-NN/<section>, quote: "<exact words>"}], or write status: open',
    path: ['settledBy'],
  });
export type Dispute = z.infer<typeof disputeSchema>;

const speaksValue = z.enum(['yes', 'no'], { error: () => 'expected yes or no; leave the revision out where it is unknown' });

/**
 * Words of another passage that give a speaks fact the other value: the other side of a disagreement about whether
 * the product speaks the revision (contrary-words-need-dispute: a dispute about these words lists a cell of the product
 * at that revision). Shown beside the fact on the cells that rest on it, never in the verdict.
 */
export const speaksContrarySchema = z.strictObject({
  /** The value these words give the fact, the other one. */
  value: speaksValue,
  /** Where the words are, as in evidence. */
  in: evidenceRefSchema.shape.in,
  /** The exact words, as in evidence. */
  quote: evidenceRefSchema.shape.quote,
});
export type SpeaksContrary = z.infer<typeof speaksContrarySchema>;

/** Whether a product speaks one revision in one role, with the words that say so. */
export const speaksFactSchema = z
  .strictObject({
    /** Speaks it, or does not. (Unknown: leave the revision out.) */
    value: speaksValue,
    /** The words that state it for this revision. */
    evidence: evidenceListSchema.optional(),
    /** Instead: the words that say why it holds here although stated for another revision (the fact is then inferred). */
    because: evidenceListSchema.optional(),
    /** Words of another passage that say the other value (a disagreement): a dispute must be about them. */
    contrary: z.array(speaksContrarySchema).optional(),
  })
  .refine((f) => f.evidence || f.because, {
    message: 'a speaks fact needs evidence (stated) or because (inferred): add the words, or remove the revision so it is unknown',
    path: ['evidence'],
  })
  .superRefine((f, ctx) => {
    (f.contrary ?? []).forEach((c, i) => {
      if (c.value === f.value)
        ctx.addIssue({
          code: 'custom',
          path: ['contrary', i, 'value'],
          message: `these words give the fact its own value "${c.value}": contrary words give the other value; remove them or correct the value`,
        });
    });
  });
export type SpeaksFact = z.infer<typeof speaksFactSchema>;

/**
 * One product (`content/products.yaml`): what it is (read first, by `src/lib/content/axes.ts`,
 * which checks these fields and builds the product ids from them) and the facts about it that
 * need evidence.
 */
export const productFactsSchema = z.strictObject({
  /** The product's id: lower case, used in URLs and in the other files. */
  id: productId,
  /** How pages name it (required: `src/lib/content/axes.ts` says so first). */
  name: z.string().min(1).optional(),
  /** What it is, in a few words (required, as name). */
  kind: z.string().min(1).optional(),
  /** The roles it plays (required, as name). */
  plays: z.array(z.enum(ROLES)).min(1).optional(),
  /** Its public repository, when one is known. */
  repository: z.url().optional(),
  /** Which record of each other source is this product, with the reason per source. */
  elsewhere: z
    .array(z.strictObject({ record: z.string().min(1), label: z.string().min(1), reasons: z.record(z.string(), z.string().min(1)) }))
    .optional(),
  /** The words that say which roles the product plays. */
  roles: evidenceListSchema,
  /** Per role, per revision, whether the product speaks it. A revision not listed is unknown. */
  speaks: z
    .strictObject({
      /** As a client to servers. */
      client: z.partialRecord(revisionId, speaksFactSchema).optional(),
      /** As a server to hosts. */
      server: z.partialRecord(revisionId, speaksFactSchema).optional(),
    })
    .default({}),
});
export type ProductFacts = z.infer<typeof productFactsSchema>;
// The products are read from this file (src/lib/content/axes.ts, which refuses a product listed twice), so every
// one of them is here; a tree checked with another tree's products (a fixture, in a process reading content/) has
// the products it lists, and its matrix shows the others unknown.
export const productFactsFileSchema = z.array(productFactsSchema);

/** A repository that citations point into (`content/sources.yaml`). */
export const sourceSchema = z.strictObject({
  /** Alias used by citations' `source`. */
  id: z.enum(SOURCE_IDS, { error: () => `expected one of the sources ${SOURCE_IDS.join(', ')}` }),
  /** Display name. */
  name: z.string().min(1),
  /** Public repository URL; omitted when the repository is not public (citations then render as text). */
  repository: z.url().optional(),
  /** Commit to link at by default. */
  commit: z
    .string()
    .regex(/^[0-9a-f]{7,40}$/, 'expected a commit hash')
    .optional(),
  /** Branch to link at when no commit is known; such links are marked unpinned. */
  branch: z.string().min(1).optional(),
  /** `audit`: link at the commit the row was audited at (or its `sourcesCommit`). */
  commitFrom: z.literal('audit').optional(),
  /** How the register's notation maps to paths in this repository, for readers. */
  notation: z.string().min(1),
  /** Issue tracker: `#N` and `PR #N` in the text link to `<issues>/N`. Without one they stay plain text. */
  issues: z.url().optional(),
  /** How the paths cited in this repository start (`internal/`, `docs/protocol.md`); a `v1:` marker names the product whose files follow. */
  prefixes: z.array(z.strictObject({ prefix: z.string().min(1), product: productId.optional() })).optional(),
  /** For the specification: SEP number → file name under seps/, so `SEP-N` links to it. */
  seps: z.record(z.string().regex(/^\d+$/, 'SEP numbers are digits'), z.string().regex(/\.md$/, 'expected a .md file name')).optional(),
});
export type Source = z.infer<typeof sourceSchema>;
// As with the products: the sources are read from this file (which refuses a source listed twice).
export const sourcesFileSchema = z.array(sourceSchema);

/** A cell's verdict and basis at one moment. */
const cellStateSchema = z.strictObject({
  /** The verdict. */
  verdict: z.enum(VERDICT_IDS, { error: () => `expected one of ${VERDICT_IDS.join(', ')}` }),
  /** The basis; absent for states recorded before bases existed. */
  basis: z.enum(BASIS_IDS, { error: () => `expected one of ${BASIS_IDS.join(', ')}` }).optional(),
});

/** One cell whose verdict or basis a change altered. */
export const cellChangeSchema = z.strictObject({
  /** Row id. */
  row: rowIdSchema,
  /** Product id. */
  product: productId,
  /** Revision. */
  revision: revisionId,
  /** Before the change. */
  before: cellStateSchema,
  /** After the change. */
  after: cellStateSchema,
  /** The rule that changed it, in a few words (e.g. “stated is read from the words”), when the change applied one. */
  rule: z.string().min(1).optional(),
});
export type CellChange = z.infer<typeof cellChangeSchema>;

/** A declared or implemented value a change altered at some revisions, where no verdict or basis moved with it. */
export const valueChangeSchema = z
  .strictObject({
    /** Row id. */
    row: rowIdSchema,
    /** Product id. */
    product: productId,
    /** The revisions where the value changed. */
    revisions: z.array(revisionId).min(1),
    /** The field. */
    field: z.enum(['declared', 'implemented'], { error: () => 'expected declared or implemented' }),
    /** The value before and after. */
    before: z.enum([...new Set([...DECLARED_STATES, ...IMPLEMENTED_STATES])] as [string, ...string[]]),
    after: z.enum([...new Set([...DECLARED_STATES, ...IMPLEMENTED_STATES])] as [string, ...string[]]),
    /** Why, in a few words, when the change applied a rule. */
    rule: z.string().min(1).optional(),
  })
  .superRefine((c, ctx) => {
    const allowed: readonly string[] = c.field === 'declared' ? DECLARED_STATES : IMPLEMENTED_STATES;
    for (const key of ['before', 'after'] as const)
      if (!allowed.includes(c[key]))
        ctx.addIssue({ code: 'custom', path: [key], message: `"${c[key]}" is not a ${c.field} value: write one of ${allowed.join(', ')}` });
    if (c.before === c.after)
      ctx.addIssue({ code: 'custom', path: ['after'], message: 'before and after are the same value: list only values that moved' });
  });
export type ValueChange = z.infer<typeof valueChangeSchema>;

/** A recorded change to the register's curation (`content/changes/<id>.yaml`), shown on /changes/ and in the feeds. */
export const changeLogSchema = z.strictObject({
  /** Stable id; equals the file name. */
  id: z.string().regex(/^[a-z0-9-]+$/, 'expected lower-case words joined by dashes'),
  /** When the change was made. */
  date: isoDate,
  /** One line. */
  title: plainTitle(200),
  /** For readers, in a sentence or two: what moved and why. Without it, /changes/ leads with the text's first sentence. */
  summary: z.string().min(1).max(400).optional(),
  /** What was done and why. */
  text: z.string().min(1),
  /** Every cell whose verdict or basis changed, before → after. */
  cells: z.array(cellChangeSchema).default([]),
  /** Every declared or implemented value that moved where no verdict or basis did, before → after. */
  values: z.array(valueChangeSchema).default([]),
});
export type ChangeLog = z.infer<typeof changeLogSchema>;
