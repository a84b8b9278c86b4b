/**
 * Which `because` joins two audits (read by one-audit-per-cell and the basis): an entry of the audited product whose quotes rest on passages of
 * different audits needs a `because` that says why they combine. The because names the other audit's
 * passage. A sentence naming the other commit is not enough (the boilerplate “The assessment and source
 * references below preserve the original 05c78b2 comparison; implementation-specific claims there are historical, not
 * current” says the opposite). So a joining because quote
 *  (a) sits in this row or in a row of the entry's evidence,
 *  (b) carries a value as stated-needs-revision-words's because test asks (`becauseDoesNotCarry`: about the product, its passage names
 *      the row's capability),
 *  (c) names, by row id, the row of an evidence passage of another audit than its own (CAP-08's Detail “… never admits
 *      url mode (CAP-09)” in CAP-09), and is not the preserved-comparison sentence;
 *  (d) is the product's own audit words: its sentence names the product, or it sits in an observation, the passage
 *      whose heading names the product and its audit (a spec What sentence “… (CAP-08, CAP-09)” names
 *      rows, not why the product's two audits combine; “It”, in an observation, is the audited product);
 *  (e) is not a sentence of the older comparison a (current) observation preserves (“historical, not
 *      current”), and speaks of the field of the other audit's quote it joins (quote-states-only-its-field: CAP-08's “… upstream
 *      declaration never admits url mode (CAP-09)” joins a declaration, never what the broker does).
 */
import type { EvidenceRef, ProductEntry, Row } from '../register/schema.ts';
import { becauseDoesNotCarry } from './because-words.ts';
import type { EvidenceCorpus } from './corpus.ts';
import { speaksOfField } from './field-words.ts';
import { parseLocation } from './locations.ts';
import { productNamed } from './product-words.ts';
import { auditKey, isPreservedComparison, preservedCommit, refProvenance } from './provenance.ts';
import { quotedSentence } from './sentence-scope.ts';

/** Does the quote sit in a row's observation (the audit's own passage, headed by the product and its commit)? */
function inObservation(ref: EvidenceRef, row: string): boolean {
  const location = parseLocation(ref.in, row);
  return !('error' in location) && location.kind === 'section' && location.section === 'observation';
}

/** The row a quote sits in (a section or source of a row), or null (a note, a register header). */
function rowOf(ref: EvidenceRef, row: string): string | null {
  const location = parseLocation(ref.in, row);
  return 'error' in location || (location.kind !== 'section' && location.kind !== 'source') ? null : location.row;
}

/** Does one of the entry's `because` quotes say why its audits combine (one-audit-per-cell)? */
export function joinsAudits(
  corpus: EvidenceCorpus,
  row: Row,
  product: string,
  entry: ProductEntry,
  capabilityOf: (row: string) => Row['capability'],
): boolean {
  const evidence = (['declared', 'implemented'] as const).flatMap((field) => (entry[field].evidence ?? []).map((ref) => ({ field, ref })));
  const evidenceRows = new Set([row.id, ...evidence.map(({ ref }) => rowOf(ref, row.id)).filter((r) => r !== null)]);
  return (entry.because ?? []).some((because) => {
    const place = rowOf(because, row.id);
    if (place === null || !evidenceRows.has(place)) return false;
    const sentence = quotedSentence(corpus, because, row.id);
    if (preservedCommit(sentence) !== null) return false;
    // The comparison a (current) observation preserves is “historical, not current”: it cannot say why
    // the current audit and the older one describe the same thing.
    const location = parseLocation(because.in, row.id);
    if (!('error' in location) && isPreservedComparison(corpus, location)) return false;
    if (!productNamed(sentence, product) && !inObservation(because, row.id)) return false;
    if (becauseDoesNotCarry(corpus, because, row, product, capabilityOf) !== null) return false;
    const own = auditKey(refProvenance(corpus, because, row.id));
    return evidence.some(({ field, ref }) => {
      const other = rowOf(ref, row.id);
      if (other === null || auditKey(refProvenance(corpus, ref, row.id)) === own) return false;
      // The because speaks of the field it joins (quote-states-only-its-field): a declaration sentence joins no behaviour.
      return new RegExp(`\\b${other}\\b`).test(because.quote) && speaksOfField(corpus, field, because, row.id);
    });
  });
}
