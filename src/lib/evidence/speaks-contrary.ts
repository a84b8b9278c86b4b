/**
 * Disagreements about a speaks fact (`content/products.yaml`): whether a product speaks a revision in a role is a fact
 * about the product, so the words of another passage that say otherwise are the fact's `contrary`, not a row entry's
 * (contrary-words-need-dispute). A cell rests on the fact its verdict reads, so the fact's quotes are words of every
 * cell that rests on it (`factQuotes`), and a dispute whose positions the fact carries is about whether the product
 * speaks the revision (`disputeAboutSpeaks`), not about the words of the rows it lists.
 */
import { ROLES, type RevisionId, type Role } from '../register/axes.ts';
import type { Dispute, EvidenceRef, ProductFacts, Row, SpeaksFact } from '../register/schema.ts';
import { isOnlyCitation } from './clause-words.ts';
import { isClauseOf } from './contrary-words.ts';
import { parseLocation } from './locations.ts';
import { quotedSpans } from './note-quotes.ts';

/** The roles whose speaks facts a row's cells rest on: its side's, or both for a row about both sides. */
export function rolesOfSide(side: Row['side']): readonly Role[] {
  return side === 'both' ? ROLES : [side];
}

/** Every quote a speaks fact shows: its evidence, because and contrary words. */
export function factQuotes(fact: SpeaksFact | undefined): EvidenceRef[] {
  if (!fact) return [];
  return [...(fact.evidence ?? []), ...(fact.because ?? []), ...(fact.contrary ?? []).map((c) => ({ in: c.in, quote: c.quote }))];
}

/**
 * Does a quote written in `row` sit in row `place` and carry one of the spans: contain it, or be at least a whole
 * clause of it (“both”, one word of “Declares both, to both eras”, carries nothing)?
 */
export function carries(ref: EvidenceRef, row: string, place: string, spans: readonly string[]): boolean {
  const location = parseLocation(ref.in, row);
  if ('error' in location || (location.kind !== 'section' && location.kind !== 'source') || location.row !== place) return false;
  // A citation (“1404-1417”) is no words of the position, whatever clause it is.
  return !isOnlyCitation(ref.quote) && spans.some((span) => isClauseOf(ref.quote, span));
}

/**
 * Is the dispute about whether the product speaks the revision: does a speaks fact of the product at that revision
 * (either role) carry the words of each of its positions in a row (as evidence, because or contrary)? Such a dispute
 * lists the cells its fact decides (mcpx-serves-2024-11-05: the server rows' not-spoken cells), not their words, so
 * disputed-words-carry-dispute does not pass it on to a cell that quotes one of those rows.
 */
export function disputeAboutSpeaks(
  dispute: Dispute,
  rows: ReadonlyMap<string, unknown>,
  product: ProductFacts | undefined,
  revision: RevisionId,
): boolean {
  if (!product) return false;
  const facts = Object.values(product.speaks).flatMap((byRevision) => {
    const fact = byRevision?.[revision];
    return fact ? [fact] : [];
  });
  if (!facts.length) return false;
  const positions = dispute.positions.filter((p) => rows.has(p.in) && quotedSpans(p.says).length);
  return (
    positions.length > 0 &&
    positions.every((position) =>
      facts.some((f) => factQuotes(f).some((ref) => carries(ref, position.in, position.in, quotedSpans(position.says)))),
    )
  );
}
