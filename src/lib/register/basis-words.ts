/**
 * What each basis means, in a sentence: for the legend and `npm run explain`. Apart from `BASES` in axes.ts, which the
 * matrix page's first-load script carries, because these sentences are read only on pages that print them.
 */
import type { BasisId } from './axes.ts';

export const BASIS_DESCRIPTIONS: Record<BasisId, string> = {
  stated:
    'Every value the verdict rests on is quoted in words that name this revision (src/lib/register/revision-phrases.ts), from one audit.',
  inferred:
    'At least one value rests on words that do not name this revision (carried here by a quoted reason, or a statement that names no revision), or on passages of more than one audit, or no document says whether the product speaks this revision, or the verdict rests on the product’s side alone (its words say which side it plays, not that it does not play this one).',
  unknown: 'The documents do not say enough to decide the cell.',
};
