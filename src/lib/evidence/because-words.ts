/**
 * Rule 19 extended (review 8, B1; `rules.ts` lists every rule): a `because` quote carries a value only under the
 * rules its evidence obeys. Where `because` carries an implemented value to 2026-07-28 (rules 18 and 19) it must be
 * about the product (rule 19b, `quoteIsAboutProduct`: the audited product's own audit, or a sentence naming another)
 * and its passage must reach the row's capability (rule 11, `unnamedCapability`). CAP-02's “roots then reach a server
 * only as an input request inside an InputRequiredResult” is a spec sentence about roots: it carries nothing of what
 * Codex does with an elicitation input request.
 */
import type { EvidenceRef, Row } from '../register/schema.ts';
import type { EvidenceCorpus } from './corpus.ts';
import { quoteIsAboutProduct } from './product-words.ts';
import { unnamedCapability } from './reach.ts';

/** Why one `because` quote of a value of `product` in `row` carries nothing (rule 19b or 11), or null when it may carry it. */
export function becauseDoesNotCarry(
  corpus: EvidenceCorpus,
  ref: EvidenceRef,
  row: Row,
  product: string,
  capabilityOf: (row: string) => Row['capability'],
): string | null {
  if (product !== row.audit.product && !quoteIsAboutProduct(corpus, ref, row.id, product)) {
    return `its sentence does not name ${product} (rule 19b)`;
  }
  const words = unnamedCapability(corpus, ref, row.id, row.capability, capabilityOf);
  return words.length ? `its passage never names this row's capability (${words.join(', ')}; rule 11)` : null;
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
