/**
 * Exclusive declarations: words saying what a product's declaration holds of every key (“Codex declares only
 * elicitation”, “declares roots and nothing else”, “declares no capabilities at all”), and whether they say more is
 * implemented (“while implementing much more”). exclusive-declaration-decides-every-key and
 * implements-more-than-declared read them; so does words-reach-only-their-passage (a declaration is one object).
 */
import { usesPhrase, type Phrase } from '../register/phrase.ts';
import type { EvidenceRef } from '../register/schema.ts';
import type { EvidenceCorpus } from './corpus.ts';
import { noteProducts, productNamed } from './product-words.ts';
import { quotedSentence } from './sentence-scope.ts';

/** The exclusive declarations, in the order they are read; the first group of a pattern is the one key declared. */
export const EXCLUSIVE_DECLARATION_PHRASES: readonly Phrase[] = [
  {
    name: 'declares only K',
    examples: ['Codex declares only elicitation while implementing much more'],
    pattern: /\bdeclares only ([a-z][\w.]*)/i,
  },
  {
    name: 'declares K and nothing else',
    examples: ['opencode declares roots and nothing else, with sampling commented out'],
    pattern: /\bdeclares ([a-z][\w.]*) and nothing else\b/i,
  },
  {
    name: 'declares nothing',
    examples: ['lootbox declares no capabilities at all'],
    pattern: /\bdeclares (?:no capabilities at all|nothing)\b/i,
  },
];

/** Words saying the product implements more than it declares. */
export const IMPLEMENTS_MORE_PHRASES: readonly Phrase[] = [
  {
    name: 'while implementing more',
    examples: ['Codex declares only elicitation while implementing much more'],
    pattern: /\bwhile implementing (?:much )?more\b/i,
  },
];

/** An exclusive declaration: the key it names (null for “no capabilities at all”), and whether it says more is implemented. */
export interface ExclusiveDeclaration {
  only: string | null;
  implementsMore: boolean;
}

/** The exclusive declaration a quote makes, if any. */
export function exclusiveDeclaration(quote: string): ExclusiveDeclaration | null {
  for (const phrase of EXCLUSIVE_DECLARATION_PHRASES) {
    const found = phrase.pattern.exec(quote);
    if (!found) continue;
    const only = found[1] ?? null;
    return { only, implementsMore: only !== null && usesPhrase(quote, IMPLEMENTS_MORE_PHRASES) };
  }
  return null;
}

/** “declares only K while implementing (much) more”: the clause implements-more-than-declared reads, with K. */
const IMPLEMENTS_MORE_CLAUSE =
  /(?:^\s*|[;,]\s*|\band\s+)((?:[\w.-]+\s+)?[\w.-]+)\s+declares only ([a-z][\w.]*)[^.;]*?\bwhile implementing (?:much )?more\b/gi;

/**
 * The exclusive declaration of the clause a quote was cut from: “implementing much more” trimmed from “Codex declares
 * only elicitation while implementing much more” still says only that elicitation is implemented. The clause of its
 * sentence the quote overlaps, whose subject names the product, or null.
 */
export function implementsMoreClause(corpus: EvidenceCorpus, ref: EvidenceRef, row: string, product: string): ExclusiveDeclaration | null {
  const sentence = quotedSentence(corpus, ref, row);
  const at = sentence.indexOf(ref.quote);
  if (at < 0) return null;
  for (const m of sentence.matchAll(IMPLEMENTS_MORE_CLAUSE)) {
    const [clause, subject, only] = m;
    const overlaps = m.index < at + ref.quote.length && m.index + clause.length > at;
    // The clause's subject is the product it speaks of (“goose declares less …” is not the clause of Codex's words).
    if (overlaps && only && subject && productNamed(subject, product, noteProducts(corpus, ref))) return { only, implementsMore: true };
  }
  return null;
}
