/**
 * Contrary words as `/matrix.json` and the drawer publish them: what another audit's passage says of the same field
 * of the cell (contrary-words-need-dispute), beside the evidence and never in the verdict, each linked to its passage with
 * its provenance (“another audit says: …, from the audit at 05c78b2”).
 */
import { z } from 'astro/zod';
import type { ContraryWords } from '../register/schema.ts';
import { normalizeWords, type EvidenceCorpus } from './corpus.ts';
import { evidenceUrl, provenanceSchema } from './links.ts';
import { refProvenance } from './provenance.ts';

/** One contrary passage of a cell, as `/matrix.json` publishes it. */
export const contraryLinkSchema = z.strictObject({
  /** The field the words speak of: a value of the row's entry, or the product's speaks fact the verdict rests on. */
  field: z.enum(['declared', 'implemented', 'speaks']),
  /** The value these words give it (the cell follows its evidence, not these). */
  value: z.string(),
  /** Where the words are: `CAP-22/risk`, `note:<slug>`. */
  in: z.string(),
  /** The exact words. */
  quote: z.string(),
  /** The passage's page, with a text fragment that highlights the words. */
  url: z.string(),
  /** Which audit the passage speaks for (`provenance.ts`); absent only when the passage is outside the corpus. */
  provenance: provenanceSchema.optional(),
});
export type ContraryLink = z.infer<typeof contraryLinkSchema>;

/** Contrary words of a cell: an entry's (`ContraryWords`) or a speaks fact's, given the field they speak of. */
export type CellContrary = Pick<ContraryWords, 'value' | 'in' | 'quote'> & { field: ContraryLink['field'] };

/** The contrary words of the entry covering a cell, or of the speaks fact it rests on, linked. */
export function contraryLinks(
  contrary: readonly CellContrary[] | undefined,
  row: string,
  base: string,
  corpus?: EvidenceCorpus,
): ContraryLink[] {
  return (contrary ?? []).map((c) => {
    const provenance = corpus ? refProvenance(corpus, c, row) : null;
    return {
      field: c.field,
      value: c.value,
      in: c.in.includes('/') || c.in.includes(':') ? c.in : `${row}/${c.in}`,
      quote: normalizeWords(c.quote),
      url: evidenceUrl(c, row, base, corpus),
      ...(provenance ? { provenance } : {}),
    };
  });
}
