/**
 * Evidence links: the URL that opens a quote's passage with the words highlighted
 * (`#:~:text=`), and the published shape of one quote of a cell (`evidenceLinkSchema`,
 * which the `/matrix.json` schema composes).
 */
import { z } from 'astro/zod';
import { EVIDENCE_FIELD_IDS, type EvidenceFieldId } from '../register/axes.ts';
import type { EvidenceRef } from '../register/schema.ts';
import type { ResolvedValue } from './basis.ts';
import { normalizeWords, type EvidenceCorpus } from './corpus.ts';
import { locationPage, parseLocation, passage } from './locations.ts';
import { PROVENANCE_KINDS, productProvenance } from './provenance.ts';

/** Which audit a quote's passage speaks for (`provenance.ts`), as `/matrix.json` publishes it. */
export const provenanceSchema = z.strictObject({
  /** `audit` (an observation pinned to a commit, and the sections that inherit it), `current` (“(current)”, no commit), `register` (recorded from another register, no commit), `note`, `header`. */
  kind: z.enum(PROVENANCE_KINDS),
  /** The audit's commit, for `audit`. */
  commit: z.string().optional(),
  /** In words, after “from”: “the audit at 2a93f3f64 (mcpx @ 2a93f3f64)”. */
  label: z.string(),
});

/**
 * One quote a cell's verdict rests on, as `/matrix.json` publishes it and as `buildMatrix`
 * computes it.
 */
export const evidenceLinkSchema = z.strictObject({
  /** Which value the quote supports. */
  field: z.enum(EVIDENCE_FIELD_IDS),
  /** Where the words are: `CAP-03/observation`, `CAP-03/source-2`, `note:<slug>`, `register:<id>`. */
  in: z.string(),
  /** The exact words. */
  quote: z.string(),
  /** The passage's page (site-relative, under the base path), with a text fragment that highlights the words. */
  url: z.string(),
  /** `stated` for this revision, or `inferred`: the reason a value was carried here. */
  scope: z.enum(['stated', 'inferred']),
  /** Which audit the passage speaks for; absent only when the passage is outside the corpus (`provenance.ts`). */
  provenance: provenanceSchema.optional(),
});
export type EvidenceLink = z.infer<typeof evidenceLinkSchema>;

/** Two uses are the same quote when they are the same words of the same passage (the same words elsewhere are another quote). */
export function quoteKey(e: Pick<EvidenceLink, 'url' | 'quote'>): string {
  return `${e.url}\u0000${e.quote}`;
}

/** Escape a piece of a text directive: `-`, `,` and `&` are syntax there. */
function directivePart(text: string): string {
  return encodeURIComponent(text).replace(/-/g, '%2D').replace(/,/g, '%2C');
}

/**
 * A `#:~:text=` directive for the quote. With the passage's text, a few words before the
 * quote (or after it, when it opens the passage) are added as context, so the browser
 * highlights the words in their passage rather than an earlier paraphrase on the page.
 */
export function textFragment(quote: string, passageText?: string): string {
  const words = normalizeWords(quote);
  let prefix = '';
  let suffix = '';
  if (passageText) {
    const at = passageText.indexOf(words);
    if (at !== -1) {
      const before = passageText.slice(0, at);
      const after = passageText.slice(at + words.length);
      // Context is the words next to the quote, punctuation included ("pointless (" then "mcpx …");
      // it cannot split a word, so a quote that starts or ends inside one gets none on that side.
      if (/[\s\p{P}]$/u.test(before)) prefix = before.trim().split(' ').slice(-4).join(' ');
      else if (/^[\s\p{P}]/u.test(after)) suffix = after.trim().split(' ').slice(0, 4).join(' ');
    }
  }
  return `:~:text=${prefix ? `${directivePart(prefix)}-,` : ''}${directivePart(words)}${suffix ? `,-${directivePart(suffix)}` : ''}`;
}

/**
 * The link that opens a quote's passage with the words highlighted. A citation's link
 * names its entry (`#cap-03-src-2`), which the browser falls back to if the words are not found.
 */
export function evidenceUrl(ref: EvidenceRef, row: string | null, base: string, corpus?: EvidenceCorpus): string {
  const location = parseLocation(ref.in, row);
  if ('error' in location) return base;
  const page = locationPage(location, base);
  const found = corpus && location.kind === 'section' ? passage(corpus, location) : undefined;
  const text = found && 'text' in found ? found.text : undefined;
  const element = location.kind === 'source' ? `${location.row.toLowerCase()}-src-${location.index}` : '';
  return `${page}#${element}${textFragment(ref.quote, text)}`;
}

/** Evidence links for one input of a cell. */
export function evidenceLinks(
  field: EvidenceFieldId,
  value: Pick<ResolvedValue<string>, 'evidence' | 'because' | 'stated'> & { basis?: ResolvedValue<string>['basis'] },
  row: string | null,
  base: string,
  corpus?: EvidenceCorpus,
  /** The product the value is of: a row's words about another product than its audit's are labelled so (`productProvenance`). */
  product?: string,
): EvidenceLink[] {
  const link = (ref: EvidenceRef, scope: 'stated' | 'inferred'): EvidenceLink => {
    const provenance = corpus ? productProvenance(corpus, ref, row, product) : null;
    return {
      field,
      in: qualify(ref.in, row),
      quote: normalizeWords(ref.quote),
      url: evidenceUrl(ref, row, base, corpus),
      scope,
      ...(provenance ? { provenance } : {}),
    };
  };
  // A quote is stated here only when its words name this revision (`value.stated`, from basis.ts); the others carry the value.
  const stated = value.stated ?? value.evidence;
  return [
    ...value.evidence.map((ref) => link(ref, stated.includes(ref) ? 'stated' : 'inferred')),
    // The carrying words are listed where they carry the value, not where its own words state it.
    ...(value.basis === 'stated' && value.stated?.length ? [] : value.because.map((ref) => link(ref, 'inferred'))),
  ];
}

/** `observation` written in CAP-03 reads `CAP-03/observation` outside the row. */
function qualify(where: string, row: string | null): string {
  return row && !where.includes('/') && !where.includes(':') ? `${row}/${where}` : where;
}
