/**
 * The other sources' facts of one cell as `/matrix.json` carries them (the `otherSources`
 * member of each cell, present when the site has other sources): the agreement mark and, per
 * record, what it says, where (file, line, link) and why it agrees or not.
 */
import { z } from 'astro/zod';
import { AGREEMENTS } from './agreements.ts';
import type { OtherSourceId } from '../register/axes.ts';
import type { CellOtherSources } from './compare.ts';
import { factPlace, factUrl } from './links.ts';
import type { LoadedOtherSource } from './schema.ts';
import { mustFind } from '../lookup/must.ts';

/**
 * The schemas of the other sources' facts in `/matrix.json`: a cell's (`cell`, each record's
 * statement in it) and a source's credit (`credit`). The source ids are the site's, given as
 * `ids` in the sources' order: the published schema lists them.
 */
export function otherSourcesExportSchemas(ids: readonly OtherSourceId[]) {
  const statement = z.strictObject({
    /** The source: one of the other sources' ids (`content/other-sources/<id>.yaml`). */
    source: z.enum(ids),
    /** The record's key in the source (`clientInfo.name`, card name). */
    record: z.string(),
    /** The product as the record names it (`opencode, version not split`). */
    label: z.string(),
    /** What the record says of the row. */
    says: z.enum(['declares', 'does-not', 'uses', 'silent']),
    /** `declaration` (compared), `use` of a server feature, or `hint` (one label for several rows). */
    meaning: z.enum(['declaration', 'use', 'hint']),
    /** The source qualifies it as partial. */
    partial: z.boolean(),
    /** The revision the record names; null where it names none. */
    revision: z.string().nullable(),
    /** How this record stands to the register's declared value. */
    agreement: z.enum(AGREEMENTS),
    /** Why, in words. */
    why: z.string(),
    /** The fields behind it: present (`yes`, `partial`, `no`) or looked for and `absent`. */
    fields: z.array(
      z.strictObject({
        field: z.string(),
        value: z.enum(['yes', 'partial', 'no', 'absent']),
        /** Where the field is (file:line, or package › key › field). */
        place: z.string(),
        /** The line at the commit read. */
        url: z.string(),
        /** Where the source says the fact came from, in its words (canimcp's provenance). */
        provenance: z.string().optional(),
        /** The other source (its id) the fact is a copy of, by that provenance: not an independent reading. */
        copyOf: z.enum(ids).optional(),
        /** canimcp's last_verified. */
        lastVerified: z.string().optional(),
      }),
    ),
  });

  const cell = z.strictObject({
    /** `agree`, `disagree` (the register's declared value and a source's differ at a comparable revision), `none`. */
    agreement: z.enum(AGREEMENTS),
    /** One per record of a source that speaks of the row. */
    statements: z.array(statement),
  });

  /** The credit of each source whose facts the export carries (their licences ask for it). */
  const credit = z.strictObject({
    id: z.enum(ids),
    name: z.string(),
    url: z.string(),
    licence: z.strictObject({ name: z.string(), url: z.string() }),
    /** The credit line, worded as the source asks. */
    attribution: z.string(),
    caveats: z.array(z.string()),
    /** What was read: a package version or a commit, with the data's date. */
    read: z.string(),
  });
  return { cell, credit };
}
export type CellOtherSourcesExport = z.infer<ReturnType<typeof otherSourcesExportSchemas>['cell']>;

export function exportCellOtherSources(cell: CellOtherSources, sources: readonly LoadedOtherSource[]): CellOtherSourcesExport {
  return {
    agreement: cell.agreement,
    statements: cell.statements.map((s) => {
      const { source } = mustFind(sources, (l) => l.source.id === s.source, `loaded other source ${s.source}`);
      return {
        source: s.source,
        record: s.key,
        label: s.label,
        says: s.says,
        meaning: s.meaning,
        partial: s.partial,
        revision: s.revision,
        agreement: s.agreement,
        why: s.why,
        fields: s.fields.map((f) => {
          const line = f.line ?? s.recordLine;
          return {
            field: f.field,
            value: f.value,
            place: factPlace(source, s.file, s.key, f.line === null ? null : f.field, line),
            url: factUrl(source, s.file, line),
            ...(f.provenance ? { provenance: f.provenance } : {}),
            ...(f.copyOf ? { copyOf: f.copyOf } : {}),
            ...(f.lastVerified ? { lastVerified: f.lastVerified } : {}),
          };
        }),
      };
    }),
  };
}
