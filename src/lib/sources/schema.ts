/**
 * Other sources: what someone else says a client declares or uses, kept beside the register
 * and never mixed into its verdicts. Two kinds of file live in `content/other-sources/`:
 * one record per source (`<id>.yaml`: who, where, which licence, what was read, what its
 * fields mean, caveats), and the facts read from it per client (`facts/<id>.json`, written by
 * `npm run import-sources`; Apify's are read from its pinned package at build time instead).
 * Facts are which key, which value, which line: never the source's text.
 */
import { z } from 'astro/zod';
import { OTHER_SOURCE_IDS } from './agreements.ts';

export { OTHER_SOURCE_IDS, type OtherSourceId } from './agreements.ts';

const hex40 = z.string().regex(/^[0-9a-f]{40}$/, 'expected a full 40-character commit hash (lower-case hex)');
const isoDate = z.iso.date('expected a date as YYYY-MM-DD (quote it)');
const httpsUrl = z.url({ protocol: /^https$/, error: 'expected an https:// URL' });

/** One source's record: `content/other-sources/<id>.yaml`. */
export const otherSourceSchema = z
  .strictObject({
    /** The source's id; equals the file name. */
    id: z.enum(OTHER_SOURCE_IDS),
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
  })
  .refine((s) => s.read.kind !== 'package' || (s.read.package && s.read.version), {
    message: 'a package source needs read.package and read.version (the exact pinned version)',
    path: ['read'],
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
  /** Where the source says the fact came from (canimcp's `provenance`: `apify` marks a copy of Apify's record). */
  provenance: z.enum(['manual', 'conformance', 'apify', 'submission']).optional(),
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
  /** The source these facts are from. */
  source: z.enum(OTHER_SOURCE_IDS),
  /** The commit the checkout was read at; equals the record's `read.commit`. */
  commit: hex40,
  /** One per client, in the order the source lists them. */
  records: z.array(sourceRecordSchema),
});
export type SourceFacts = z.infer<typeof sourceFactsSchema>;

/** A source with its facts, as the site uses it. */
export interface LoadedOtherSource {
  source: OtherSource;
  records: SourceRecord[];
}
