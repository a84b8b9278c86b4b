/**
 * What a product does with a peer's capability, published as its `uses`: a server row's sentence about a client
 * (“opencode v1 and v2 list prompts only from servers that declare prompts and turn each into a slash command”)
 * reaches no verdict (a client does not declare a server capability, so its cell is not-applicable by role), but an
 * entry's `uses: {value, evidence: [{in, quote}]}` carries the words into `/matrix.json` and the cell details, beside
 * the verdict and never in it (`verdict.ts` does not read them). peer-use-quoted-as-uses checks them.
 */
import { z } from 'astro/zod';
import { REVISION_IDS, type RevisionId } from '../register/axes.ts';
import { revisionsNamed } from '../register/revision-phrases.ts';
import type { EvidenceRef, ProductEntry } from '../register/schema.ts';
import { type EvidenceCorpus } from './corpus.ts';
import { evidenceLinks, evidenceLinkSchema } from './links.ts';
import { passageScope, quoteNames } from './scope.ts';

/** One `uses` quote as `/matrix.json` publishes it: an evidence link without a verdict field (it supports no value). */
export const usesLinkSchema = evidenceLinkSchema.omit({ field: true });
export type UsesLink = z.infer<typeof usesLinkSchema>;

/** The text without its parenthesised asides (one level deep is enough for the register's sentences). */
export function withoutParentheses(text: string): string {
  return text.replace(/\s*\([^()]*\)/g, '');
}

/** The revisions a uses quote is shown at, when it is scoped: those its words name outside parentheses, and its passage's scope. */
export function usesScope(corpus: EvidenceCorpus | undefined, ref: EvidenceRef, row: string, product: string): RevisionId[] {
  const named = new Set([...revisionsNamed(withoutParentheses(ref.quote)), ...passageScope(corpus, ref, row, product)]);
  return REVISION_IDS.filter((r) => named.has(r));
}

/** The `uses` quotes of the entry covering a cell, as published: stated where the quote names the revision, else inferred. */
export function usesLinks(
  entry: ProductEntry | undefined,
  revision: RevisionId,
  row: string,
  base: string,
  corpus: EvidenceCorpus | undefined,
  product: string,
): UsesLink[] {
  // A quote whose words (outside parentheses) name revisions is shown only at those (stated-needs-revision-words's reading);
  // so is a note's quote about a product it audits, at the note's Revisions: (one-reading-for-every-revision keeps them there).
  const evidence = (entry?.uses?.evidence ?? []).filter((ref) => {
    const named = usesScope(corpus, ref, row, product);
    return !named.length || named.includes(revision);
  });
  if (!evidence.length) return [];
  // Stated as stated-needs-revision-words reads a value's quote: its words, or its passage's scope (a note's `Revisions:` for a product it
  // audits, a citation's path), name the revision; the opencode note's 002:36 is stated at 2025-11-25, inferred elsewhere.
  const stated = evidence.filter((ref) => quoteNames(corpus, ref, row, product, 'positive').includes(revision));
  return evidenceLinks('implemented', { evidence, because: [], stated }, row, base, corpus, product).map(
    ({ field: _field, ...link }) => link,
  );
}
