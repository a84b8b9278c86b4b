/**
 * Which `because` quotes carry a value: a `because` quote carries a value only under the
 * rules its evidence obeys. Where `because` carries an implemented value to 2026-07-28 (input-requests-at-2026 and legacy-requests-stop-at-2026) it must be
 * about the product (words-about-this-product, `quoteIsAboutProduct`: the audited product's own audit, or a sentence naming another)
 * and its passage must reach the row's capability (words-reach-only-their-passage, `unnamedCapability`). CAP-02's “roots then reach a server
 * only as an input request inside an InputRequiredResult” is a spec sentence about roots: it carries nothing of what
 * Codex does with an elicitation input request.
 *
 * For an implemented value the because obeys quote-states-only-its-field and input-requests-at-2026 too: a bare declaration (read on the quote
 * and on the sentence it was cut from) says nothing of what the product does, and at 2026-07-28 in a row whose 2026 form
 * is an input request the words of a yes or partial must speak of input requests, even when they name 2026 (a no naming
 * 2026 says the product has none of it there, in any form): “2025-11-25 and 2026-07-28. opencode v2 declares { form: …, url: {} }.” carries no implemented value of CAP-07.
 */
import type { EvidenceRef, Row } from '../register/schema.ts';
import type { EvidenceCorpus } from './corpus.ts';
import { quoteIsAboutProduct } from './product-words.ts';
import { unnamedCapability } from './reach.ts';
import { isBareDeclaration } from './field-words.ts';
import { isInputRequestRow, speaksOfInputRequests } from './input-requests.ts';
import { quotedSentence } from './sentence-scope.ts';

/** Why one `because` quote of a value of `product` in `row` carries nothing (words-about-this-product or words-reach-only-their-passage), or null when it may carry it. */
export function becauseDoesNotCarry(
  corpus: EvidenceCorpus,
  ref: EvidenceRef,
  row: Row,
  product: string,
  capabilityOf: (row: string) => Row['capability'],
): string | null {
  if (product !== row.audit.product && !quoteIsAboutProduct(corpus, ref, row.id, product)) {
    return `its sentence does not name ${product} (words-about-this-product)`;
  }
  const words = unnamedCapability(corpus, ref, row.id, row.capability, capabilityOf);
  return words.length ? `its passage never names this row's capability (${words.join(', ')}; words-reach-only-their-passage)` : null;
}

/** The `because` quotes of an entry that may carry its values (`becauseDoesNotCarry` is null). */
export function carryingBecause(
  corpus: EvidenceCorpus,
  because: readonly EvidenceRef[] | undefined,
  row: Row,
  product: string,
  capabilityOf: (row: string) => Row['capability'],
): EvidenceRef[] {
  return (because ?? []).filter((ref) => becauseDoesNotCarry(corpus, ref, row, product, capabilityOf) === null);
}

/**
 * Why one `because` quote carries nothing of an implemented `value`: words-about-this-product and words-reach-only-their-passage as for any value,
 * quote-states-only-its-field (a bare declaration, in the quote or its sentence), and with `atModern` in an input-request row, input-requests-at-2026.
 */
export function becauseDoesNotCarryImplemented(
  corpus: EvidenceCorpus,
  ref: EvidenceRef,
  row: Row,
  product: string,
  capabilityOf: (row: string) => Row['capability'],
  value: string,
  atModern: boolean,
): string | null {
  const why = becauseDoesNotCarry(corpus, ref, row, product, capabilityOf);
  if (why) return why;
  if (isBareDeclaration(ref.quote) || isBareDeclaration(quotedSentence(corpus, ref, row.id))) {
    return 'it is a bare declaration clause, no word of what the product does (quote-states-only-its-field)';
  }
  // A no naming 2026 (“whatever the revision, 2026 included”) says the product has none of it there, in any form; a
  // yes or partial must say what it does with the input request.
  if (atModern && value !== 'no' && isInputRequestRow(row.capability) && !speaksOfInputRequests(ref.quote, value)) {
    return 'it says nothing of input requests, the only form this capability has at 2026-07-28 (input-requests-at-2026)';
  }
  return null;
}

/** The `because` quotes that may carry an implemented value (`becauseDoesNotCarryImplemented` is null). */
export function carryingBecauseImplemented(
  corpus: EvidenceCorpus,
  because: readonly EvidenceRef[] | undefined,
  row: Row,
  product: string,
  capabilityOf: (row: string) => Row['capability'],
  value: string,
  atModern: boolean,
): EvidenceRef[] {
  return (because ?? []).filter((ref) => becauseDoesNotCarryImplemented(corpus, ref, row, product, capabilityOf, value, atModern) === null);
}

/**
 * The `because` quotes that may carry a value of `field` at the revisions it is written for (words-about-this-product
 * and words-reach-only-their-passage; for implemented, quote-states-only-its-field too), or the entry's `because` when
 * it has none.
 */
export function carryingBecauseFor(
  corpus: EvidenceCorpus,
  because: readonly EvidenceRef[] | undefined,
  row: Row,
  product: string,
  capabilityOf: (row: string) => Row['capability'],
  field: 'declared' | 'implemented',
  value: string,
): readonly EvidenceRef[] | undefined {
  if (!because?.length) return because;
  return field === 'implemented'
    ? carryingBecauseImplemented(corpus, because, row, product, capabilityOf, value, false)
    : carryingBecause(corpus, because, row, product, capabilityOf);
}

/** Why each `because` quote carries nothing of a value of `field`, as notes for a message (“ (because … carries nothing: …)”). */
export function uncarriedNotes(
  corpus: EvidenceCorpus,
  because: readonly EvidenceRef[] | undefined,
  row: Row,
  product: string,
  capabilityOf: (row: string) => Row['capability'],
  field: 'declared' | 'implemented',
  value: string,
): string {
  return (because ?? [])
    .flatMap((ref) => {
      const why =
        field === 'implemented'
          ? becauseDoesNotCarryImplemented(corpus, ref, row, product, capabilityOf, value, false)
          : becauseDoesNotCarry(corpus, ref, row, product, capabilityOf);
      return why ? [` (because ${ref.in} “${ref.quote}” carries nothing: ${why})`] : [];
    })
    .join('');
}
