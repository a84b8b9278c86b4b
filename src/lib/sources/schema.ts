/**
 * Other sources: what someone else says a client declares or uses, kept beside the register
 * and never mixed into its verdicts. Two kinds of file live in `content/other-sources/`:
 * one record per source (`<id>.yaml`: who, where, which licence, what was read, what its
 * fields mean, caveats), and the facts read from it per client (`facts/<id>.json`, written by
 * `npm run import-sources`; Apify's are read from its pinned package at build time instead).
 * Facts are which key, which value, which line: never the source's text. Which sources there
 * are, and their order, is the folder's: code takes them from the loaded sources it is given.
 */
import { z } from 'astro/zod';
import { ROW_ID_PATTERN, type OtherSourceId, type ProductId } from '../register/axes.ts';
import { SOURCE_FORMAT_IDS } from './formats.ts';

const hex40 = z.string().regex(/^[0-9a-f]{40}$/, 'expected a full 40-character commit hash (lower-case hex)');
const isoDate = z.iso.date('expected a date as YYYY-MM-DD (quote it)');
const httpsUrl = z.url({ protocol: /^https$/, error: 'expected an https:// URL' });

export { SOURCE_FORMAT_IDS, type SourceFormat } from './formats.ts';

/** What a source's field means in the register's terms (see `fields` below, read by `src/lib/sources/mapping.ts`). */
export const FIELD_MEANINGS = ['declaration', 'use', 'hint', 'none'] as const;

/** One field of a source and what it means in the register's terms. */
export const fieldMappingSchema = z
  .strictObject({
    /** The field as the source spells it (`roots.listChanged`, `Roots`, `roots.list`). */
    field: z.string().min(1),
    /** The register rows it speaks of; `[]` when it maps to no row (kept, so nothing the source says is dropped). */
    rows: z.array(z.string().regex(ROW_ID_PATTERN, 'expected a row id such as CAP-02')),
    /**
     * `declaration`: a key the client sends in its capabilities (compared with the register's declared value);
     * `use`: the client uses a server feature (shown, never compared); `hint`: one label covering several rows;
     * `none`: no row.
     */
    meaning: z.enum(FIELD_MEANINGS),
    /**
     * What a record without the field says of its rows: `does-not` where the source lists what the client sends
     * (a captured declaration), `silent` (the default) where absence is only "not listed".
     */
    absent: z.enum(['does-not', 'silent']).default('silent'),
    /** A field that counts as present when this other field is present and bare (a bare `elicitation: {}` means form only). */
    orBare: z.string().min(1).optional(),
    /** What it means, in words. */
    means: z.string().min(1),
  })
  .refine((f) => (f.rows.length === 0) === (f.meaning === 'none'), {
    message: 'a field that speaks of rows is a declaration, use or hint; one with rows: [] has meaning: none',
    path: ['meaning'],
  });
export type FieldMapping = z.infer<typeof fieldMappingSchema>;

/** Facts a source marks, by a provenance word of its own, as copies of another source's record. */
export const sourceCopySchema = z.strictObject({
  /** The source's provenance word (canimcp's `apify`). */
  provenance: z.string().min(1),
  /** The other source (its id) the facts are copies of. */
  source: z.string().min(1),
});
export type FieldMeaning = FieldMapping['meaning'];

/** One source's record: `content/other-sources/<id>.yaml`. */
export const otherSourceSchema = z
  .strictObject({
    /** The source's id; equals the file name. */
    id: z.string().regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'expected a lower-case id, the file name without .yaml'),
    /** The source's place where pages list the other sources (required; `src/lib/content/axes.ts` reads and checks it first). */
    order: z.unknown().optional(),
    /** The source's name as pages print it. */
    name: z.string().min(1),
    /** Where readers find the source itself. */
    url: httpsUrl,
    /** The licence of the data we show, with a link to its text. */
    licence: z.strictObject({
      /** Licence name or SPDX id, e.g. `Apache-2.0`, `CC-BY-4.0`. */
      name: z.string().min(1),
      /** The licence text. */
      url: httpsUrl,
    }),
    /** The credit line printed wherever one of this source's facts is shown, worded as the source asks. */
    attribution: z.string().min(1),
    /** What was read: a package at an exact version, or a repository at a commit. */
    read: z.strictObject({
      /** `package`: facts are read from the pinned package at build time; `checkout`: facts are imported from a checkout at `commit`. */
      kind: z.enum(['package', 'checkout']),
      /** The shape of the files read, one of the formats the code reads (`SOURCE_FORMAT_IDS`). */
      format: z.enum(SOURCE_FORMAT_IDS),
      /** The package name (kind `package`). */
      package: z.string().optional(),
      /** The exact package version; must equal the pinned devDependency (kind `package`). */
      version: z
        .string()
        .regex(/^\d+\.\d+\.\d+$/, 'expected an exact version such as 0.0.14')
        .optional(),
      /** The source repository. */
      repository: httpsUrl,
      /** The commit read (kind `checkout`), or the commit the package version was tagged at (kind `package`). */
      commit: hex40,
      /** The files the facts come from, relative to the package or repository root (a folder ends in `/`). */
      files: z.array(z.string().min(1)).min(1),
      /** For a package: the same data file in the repository at `commit` (same lines), so facts link to a public line. */
      upstreamFile: z.string().min(1).optional(),
      /** The date of the data as the source dates it (its commit date). */
      dated: isoDate,
    }),
    /** The day this site read the source. */
    readOn: isoDate,
    /** Where the source's data was removed upstream, when it was (the clients page). */
    removedIn: z.strictObject({ commit: hex40, dated: isoDate }).optional(),
    /** What the source's fields mean, in our words. */
    fieldsMean: z.string().min(1),
    /** What a reader must keep in mind, shown where the facts are. */
    caveats: z.array(z.string().min(1)).min(1),
    /** What each field the source carries means in the register's terms: the one table of it, for this source. */
    fields: z.array(fieldMappingSchema),
    /**
     * Facts the source marks as copies of another source's record (canimcp's `provenance: apify`), so pages say the
     * fact is not an independent reading: the provenance word, and the other source it copies.
     */
    copies: z.array(sourceCopySchema).optional(),
  })
  .refine((s) => s.read.kind !== 'package' || (s.read.package && s.read.version), {
    message: 'a package source needs read.package and read.version (the exact pinned version)',
    path: ['read'],
  })
  .refine((s) => new Set(s.fields.map((f) => f.field)).size === s.fields.length, {
    message: 'a field is listed twice under fields: keep one entry per field',
    path: ['fields'],
  });
export type OtherSource = z.infer<typeof otherSourceSchema>;

/** One field a record carries, with its value and line. */
export const sourceFieldSchema = z.strictObject({
  /** The field as the source spells it: a capability path (`roots.listChanged`), a label (`Roots`) or a feature id (`roots.list`). */
  field: z.string().min(1),
  /** `yes`: present / supported; `partial`: present with a caveat; `no`: explicitly not (a `false` flag, a `no` cell). */
  value: z.enum(['yes', 'partial', 'no']),
  /** Present as an empty object (Apify's bare `elicitation: {}`, which means form only). */
  bare: z.literal(true).optional(),
  /** Line of the source file the field is on. */
  line: z.number().int().positive(),
  /** Where the source says the fact came from (canimcp's `provenance`), in its words; `copies` in the source's record says which words mark a copy. */
  provenance: z.string().min(1).optional(),
  /** When the source last verified the fact (canimcp's `last_verified`). */
  lastVerified: isoDate.optional(),
});
export type SourceField = z.infer<typeof sourceFieldSchema>;

/** One client as a source records it. */
export const sourceRecordSchema = z.strictObject({
  /** The name the source files the client under: Apify's key (`clientInfo.name`), canimcp's `clientInfo_name` (else its id), the clients page's card name. */
  key: z.string().min(1),
  /** The client's display name in the source. */
  title: z.string().min(1),
  /** The client's homepage as the source gives it. */
  url: z.string().optional(),
  /** The protocol revision the source recorded for the record (`protocolVersion`); null where it records none. */
  revision: z.string().nullable(),
  /** The source file the record is in. */
  file: z.string().min(1),
  /** Line of the file where the record starts. */
  line: z.number().int().positive(),
  /** The record's fields (meta fields such as title and url excluded). */
  fields: z.array(sourceFieldSchema),
});
export type SourceRecord = z.infer<typeof sourceRecordSchema>;

/** A facts file: `content/other-sources/facts/<id>.json`. */
export const sourceFactsSchema = z.strictObject({
  /** The source these facts are from; equals the record's id. */
  source: z.string().min(1),
  /** The commit the checkout was read at; equals the record's `read.commit`. */
  commit: hex40,
  /** One per client, in the order the source lists them. */
  records: z.array(sourceRecordSchema),
});
export type SourceFacts = z.infer<typeof sourceFactsSchema>;

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
 * A source with its facts, as the site uses it, and which of its records are register products
 * (`identities`: the `elsewhere` of the products file in the same content folder, so code reads
 * them from the sources it is given, never from the site's content).
 */
export interface LoadedOtherSource {
  source: OtherSource;
  records: SourceRecord[];
  identities: ProductIdentity[];
}
