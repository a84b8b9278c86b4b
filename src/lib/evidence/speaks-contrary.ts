/**
 * Disagreements about a speaks fact (`content/products.yaml`): whether a product speaks a revision in a role is a fact
 * about the product, so the words of another passage that say otherwise are the fact's `contrary`, not a row entry's.
 * contrary-words-need-dispute: such words name the revision and a dispute about them (a position in their row quoting
 * them) lists every cell of the product at that revision whose verdict reads the fact (`verdictRole`: the rows of that
 * role's side, and the rows about both sides where it is the product's first role). disputed-cell-shows-both-sides reads
 * the fact's quotes as the words of every cell that rests on it (`factQuotes`, `position-record.ts`).
 */
import { ROLES, type Role } from '../register/axes.ts';
import type { EvidenceRef, Row, SpeaksFact } from '../register/schema.ts';

/** The roles whose speaks facts a row's cells rest on: its side's, or both for a row about both sides. */
export function rolesOfSide(side: Row['side']): readonly Role[] {
  return side === 'both' ? ROLES : [side];
}

/** Every quote a speaks fact shows: its evidence, because and contrary words. */
export function factQuotes(fact: SpeaksFact | undefined): EvidenceRef[] {
  if (!fact) return [];
  return [...(fact.evidence ?? []), ...(fact.because ?? []), ...(fact.contrary ?? []).map((c) => ({ in: c.in, quote: c.quote }))];
}
