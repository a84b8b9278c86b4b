/**
 * Is a quote in the passage it names (`findQuote`, read by quote-in-passage, and by the rules that read a quote's
 * words only once it is there)? When it is not, the message says where the words are, if anywhere.
 */
import type { EvidenceRef } from '../register/schema.ts';
import { normalizeWords, type EvidenceCorpus } from './corpus.ts';
import { parseLocation, passage } from './locations.ts';
import { auditKey, locationProvenance } from './provenance.ts';

/** Every place in the corpus where the words occur, for a helpful message. */
function placesOf(corpus: EvidenceCorpus, words: string): string[] {
  const places: string[] = [];
  for (const row of corpus.rows.values()) {
    for (const [id, text] of row.sections) if (text.includes(words)) places.push(`${row.id}/${id}`);
  }
  for (const [slug, text] of corpus.notes) if (text.includes(words)) places.push(`note:${slug}`);
  return places;
}

/** Is the quote in the passage it names? Null when it is; otherwise what is wrong and how to fix it. */
export function findQuote(corpus: EvidenceCorpus, ref: EvidenceRef, row: string | null): string | null {
  const location = parseLocation(ref.in, row);
  if ('error' in location) return location.error;
  const found = passage(corpus, location);
  if ('error' in found) return found.error;
  const words = normalizeWords(ref.quote);
  if (found.text.includes(words)) return null;
  const elsewhere = placesOf(corpus, words).filter((p) => p !== ref.in);
  // A place of another audit than the named passage's: naming it joins two audits, which one-audit-per-cell asks words for.
  const own = auditKey(locationProvenance(corpus, location));
  const named = (place: string) => {
    const at = parseLocation(place, row);
    const p = 'error' in at ? null : locationProvenance(corpus, at);
    const key = auditKey(p);
    return p && key !== null && own !== null && key !== own ? `${place} (${p.label}, another audit than ${ref.in}'s)` : place;
  };
  const otherAudit = elsewhere.slice(0, 3).some((p) => named(p) !== p);
  const hint = elsewhere.length
    ? `; the words are in ${elsewhere.slice(0, 3).map(named).join(', ')}: name that passage in "in"${
        otherAudit
          ? ", and where it is of another audit than the entry's other quotes, add a because whose words say why the two combine (one-audit-per-cell), or quote this audit's own words instead"
          : ''
      }`
    : '; copy the words exactly as the page shows them (no Markdown escapes), or name the passage that has them';
  return `the quote "${words}" is not in ${ref.in}${row && !ref.in.includes('/') && !ref.in.includes(':') ? ` of ${row}` : ''}${hint}`;
}
