/**
 * Which revisions a quote names: the rule that decides *stated* (README, “Stated is read
 * from the words”). A quote names a revision when its own words do (the phrase table in
 * `src/lib/register/revision-phrases.ts`), or when its passage is scoped to it by the
 * document itself — and only in these two ways:
 *
 * - a citation (`source-N`) is scoped by its path (`schema/2025-11-25/schema.ts`,
 *   `2026-07-28/server/tools.mdx`);
 * - a note is scoped by its header's `Revisions:` (the opencode note: 2025-11-25), for the products
 *   it audits only (its `Clients:`, the note's `products`): what it says of a product it only
 *   mentions (goose, Codex) names no revision, and is inferred wherever the product could speak (one-reading-for-every-revision).
 *
 * A row section's heading names no revision (`mcpx @ 05c78b2` is a commit), so a sentence
 * of a row states only what its words name.
 */
import { REVISION_IDS, type RevisionId } from '../register/axes.ts';
import { revisionsNamed, withoutQuotedComments, type Polarity } from '../register/revision-phrases.ts';
import type { EvidenceRef } from '../register/schema.ts';
import { normalizeWords, type EvidenceCorpus } from './corpus.ts';
import { parseLocation, passageOf } from './locations.ts';

/** Is the quote, in its passage, the words of a quoted code comment (which name no revision)? */
function isQuotedComment(corpus: EvidenceCorpus | undefined, ref: EvidenceRef, row: string | null): boolean {
  const text = passageOf(corpus, ref.in, row);
  if (text === null) return false;
  const words = normalizeWords(ref.quote);
  const at = text.indexOf(words);
  return (
    at !== -1 &&
    withoutQuotedComments(text)
      .slice(at, at + words.length)
      .trim() === ''
  );
}

/** What a value asserts: declared yes/conditional/off, implemented yes/partial and speaks yes are positive. */
export function polarityOf(value: string): Polarity {
  return value === 'no' ? 'negative' : 'positive';
}

/**
 * The revisions the passage a quote is in is scoped to by the document (empty for row sections).
 * `product` is the product the quote is evidence for: a note scopes only the products it audits.
 */
export function passageScope(corpus: EvidenceCorpus | undefined, ref: EvidenceRef, row: string | null, product?: string): RevisionId[] {
  const location = parseLocation(ref.in, row);
  if ('error' in location || !corpus) return [];
  if (location.kind === 'note') {
    const meta = corpus.noteMeta?.get(location.slug);
    if (product !== undefined && meta?.audits && !meta.audits.includes(product)) return [];
    const revisions = meta?.revisions ?? [];
    return REVISION_IDS.filter((r) => revisions.includes(r));
  }
  if (location.kind === 'source') {
    const citation = corpus.rows.get(location.row)?.sources[location.index - 1];
    return citation?.kind === 'file'
      ? revisionsNamed(
          citation.path
            .split('/')
            .filter((p) => /^\d{4}-\d{2}-\d{2}$/.test(p))
            .join(' '),
        )
      : [];
  }
  return [];
}

/**
 * Every revision a quote names, by its words or its passage's scope. `polarity` is what the value
 * the quote supports asserts (the exclusive and legacy phrases depend on it, with the revisions
 * where `row`'s capability exists); words of a quoted code comment name none.
 */
export function quoteNames(
  corpus: EvidenceCorpus | undefined,
  ref: EvidenceRef,
  row: string | null,
  product?: string,
  polarity?: Polarity,
): RevisionId[] {
  const exists = row ? (corpus?.rows.get(row)?.defined as readonly RevisionId[] | undefined) : undefined;
  const words = isQuotedComment(corpus, ref, row)
    ? []
    : revisionsNamed(ref.quote, { ...(polarity ? { polarity } : {}), ...(exists ? { exists } : {}) });
  const named = new Set([...words, ...passageScope(corpus, ref, row, product)]);
  return REVISION_IDS.filter((r) => named.has(r));
}

/** The revisions any of the quotes name. */
export function quotesName(
  corpus: EvidenceCorpus | undefined,
  refs: readonly EvidenceRef[],
  row: string | null,
  product?: string,
  polarity?: Polarity,
): RevisionId[] {
  const named = new Set(refs.flatMap((ref) => quoteNames(corpus, ref, row, product, polarity)));
  return REVISION_IDS.filter((r) => named.has(r));
}
