/**
 * The words that say a product sends a capability at a revision that does not define it (the verdict ladder's
 * out-of-revision by sending, `verdict.ts`). Only sending is a send-conservatively fault; accepting or handling is not.
 */
import { usesPhrase, type Phrase } from '../register/phrase.ts';
import type { EvidenceRef } from '../register/schema.ts';

export const SENT_WHERE_UNDEFINED_PHRASES: readonly Phrase[] = [
  {
    name: 'keeps sending it where it no longer exists',
    examples: ['keeps sending it at a revision where the notification no longer exists'],
    pattern: /\bsend(?:s|ing)\b[^.;]*\bat a revision where\b[^.;]*\bno longer exists?\b/i,
  },
  {
    name: 'sends what the revision does not define',
    examples: ['sends the key although the revision does not define it'],
    pattern: /\bsend(?:s|ing)\b[^.;]*\b(?:the|a|that) revision does not define\b/i,
  },
];

/** Does a text say the product sends the capability where the revision does not define it? */
export function saysSent(text: string): boolean {
  return usesPhrase(text, SENT_WHERE_UNDEFINED_PHRASES);
}

/** Do any of the quotes say the product sends the capability where the revision does not define it? */
export function saysSentWhereUndefined(refs: readonly EvidenceRef[]): boolean {
  return refs.some((ref) => saysSent(ref.quote));
}
