/**
 * The revisions a product could speak, read by one-reading-for-every-revision: a statement that names no revision covers every
 * revision the product *could speak*, in the role the row needs — every revision it is not recorded as not
 * speaking (`content/products.yaml`, a speaks fact `no`). Whether some other revision is recorded as spoken
 * does not narrow it: lootbox (nothing recorded) and opencode v2 (2025-11-25 and 2026-07-28 recorded) are read
 * alike. This file holds the pure parts: the revisions a product could speak, and which quotes name no revision.
 */
import { PRODUCTS, REVISION_IDS, type RevisionId, type Role, type Side } from '../register/axes.ts';
import type { EvidenceRef, ProductFacts } from '../register/schema.ts';
import type { EvidenceCorpus } from './corpus.ts';
import { passageScope, quoteNames } from './scope.ts';
import type { Polarity } from '../register/revision-phrases.ts';

/** The roles of `product` a row about `side` needs (both: every role the product plays). */
export function rolesFor(product: string, side: Side): Role[] {
  const roles = PRODUCTS.find((p) => p.id === product)?.roles ?? [];
  return side === 'both' ? [...roles] : roles.filter((r) => r === side);
}

/**
 * The revisions `product` could speak for a row about `side`: every revision where some role it plays there is
 * not recorded as `no`. A product that plays none of the row's roles could speak none (its cells are not-applicable).
 */
export function couldSpeak(facts: readonly ProductFacts[], product: string, side: Side): RevisionId[] {
  const roles = rolesFor(product, side);
  const speaks = facts.find((f) => f.id === product)?.speaks ?? {};
  return REVISION_IDS.filter((revision) => roles.some((role) => speaks[role]?.[revision]?.value !== 'no'));
}

/**
 * Does a value rest only on words that name no revision? True when some quote names none (by its words or its
 * passage's scope) and no quote's own words name one. A note's quote about a product it audits stays at its header's
 * `Revisions:`; about a product it only mentions, and a revision-less register sentence, it reaches every revision
 * the product could speak.
 */
export function restsOnRevisionlessWords(
  corpus: EvidenceCorpus,
  refs: readonly EvidenceRef[],
  row: string,
  product: string,
  polarity: Polarity,
): boolean {
  let revisionless = false;
  for (const ref of refs) {
    // A note's `Revisions:` scope its words about the products it audits (its `products`): those stay there. What it
    // says of a product it only mentions (goose, Codex) names no revision for it unless its own words name one, so
    // it reaches every revision that product could speak (README; `passageScope` gives such quotes no scope).
    if (ref.in.startsWith('note:') && (corpus.noteMeta?.get(ref.in.slice('note:'.length))?.audits ?? []).includes(product)) continue;
    const named = quoteNames(corpus, ref, row, product, polarity);
    if (!named.length) {
      revisionless = true;
      continue;
    }
    const scope = passageScope(corpus, ref, row, product);
    if (named.some((r) => !scope.includes(r))) return false;
  }
  return revisionless;
}

/**
 * The quotes of a value that name no revision and reach every revision the product could speak (one-reading-for-every-revision): not a note's
 * words about a product it audits (they stay at its `Revisions:`), and naming no revision by their words or passage.
 * legacy-requests-stop-at-2026 asks of each of them whether a rule stops it at 2026-07-28.
 */
export function revisionlessQuotes(
  corpus: EvidenceCorpus,
  refs: readonly EvidenceRef[],
  row: string,
  product: string,
  polarity: Polarity,
): EvidenceRef[] {
  return refs.filter(
    (ref) =>
      !(ref.in.startsWith('note:') && (corpus.noteMeta?.get(ref.in.slice('note:'.length))?.audits ?? []).includes(product)) &&
      !quoteNames(corpus, ref, row, product, polarity).length,
  );
}
