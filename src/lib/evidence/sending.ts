/**
 * sending-uses-strongest-words of the content check (`rules.ts` lists them all): **out-of-revision by sending uses the strongest words**.
 * The verdict ladder makes a cell out-of-revision when the implemented value's words say the product sends the key
 * where the revision does not define it (`saysSentWhereUndefined`). Which quote the author picks must not decide that:
 * an implemented yes or partial at a revision that does not define the key, whose quotes do not say so, is refused
 * when a sentence of a passage it quotes (the one a quote was trimmed from, or any other) names the product and says
 * it (goose's “sends the notification without declaring the capability” sits in a sentence that goes on “and keeps
 * sending it at a revision where the notification no longer exists”; quoting the note's “goose declares less than it
 * implements” instead must not make the cell not-applicable). This mirrors strongest-note-quote and speaks-facts-use-strongest-words.
 */
import { isDefined, REVISION_IDS, type RevisionId } from '../register/axes.ts';
import type { ProductEntry, Row } from '../register/schema.ts';
import type { EvidenceCorpus } from './corpus.ts';
import { parseLocation, passage } from './locations.ts';
import { productNamed, noteProducts, saysSentWhereUndefined, SENT_WHERE_UNDEFINED_PHRASES } from './product-rules.ts';
import { enclosingSentence, sentenceSpans } from './sentence-scope.ts';

/**
 * A sentence of a passage the value quotes that names the product and says it sends the key where it is not
 * defined: the sentence a quote was cut from first, then any other sentence of that passage (a note's section
 * may say it further on: goose's “keeps sending it at a revision where the notification no longer exists”).
 */
function strongerSentence(
  corpus: EvidenceCorpus,
  row: string,
  product: string,
  entry: ProductEntry,
): { in: string; sentence: string } | null {
  const says = (sentence: string, among: readonly string[] | undefined) =>
    productNamed(sentence, product, among) && SENT_WHERE_UNDEFINED_PHRASES.some((p) => p.pattern.test(sentence));
  for (const ref of entry.implemented.evidence ?? []) {
    const location = parseLocation(ref.in, row);
    if ('error' in location) continue;
    const found = passage(corpus, location);
    if ('error' in found) continue;
    const among = noteProducts(corpus, ref);
    const enclosing = enclosingSentence(found.text, ref.quote);
    if (enclosing && says(enclosing.sentence, among)) return { in: ref.in, sentence: enclosing.sentence.trim() };
    for (const span of sentenceSpans(found.text)) {
      const sentence = found.text.slice(span.start, span.end);
      if (says(sentence, among)) return { in: ref.in, sentence: sentence.trim() };
    }
  }
  return null;
}

/** sending-uses-strongest-words for one entry of `product` in `row`: the revisions it is refused at, with the fix. */
export function weakerSendingProblems(
  corpus: EvidenceCorpus,
  row: Pick<Row, 'id' | 'spec'>,
  product: string,
  entry: ProductEntry,
): { revision: RevisionId; message: string }[] {
  const value = entry.implemented.value;
  if (value !== 'yes' && value !== 'partial') return [];
  if (saysSentWhereUndefined([...(entry.implemented.evidence ?? []), ...(entry.because ?? [])])) return [];
  const revisions = entry.revisions === 'all' ? REVISION_IDS : entry.revisions;
  const undefinedAt = revisions.filter((r) => {
    const state = row.spec[r]?.state;
    return state !== undefined && state !== 'unknown' && !isDefined(state);
  });
  if (!undefinedAt.length) return [];
  const stronger = strongerSentence(corpus, row.id, product, entry);
  if (!stronger) return [];
  return undefinedAt.map((revision) => ({
    revision,
    message: `"${value}" at ${revision}, a revision that does not define the key, quotes words that do not say ${product} sends it there, while a sentence of the passage they quote (${stronger.in}: “${stronger.sentence}”) does: use the strongest words, quote that sentence's words saying so (the cell is then out-of-revision by sending), or write a separate entry for ${revision} on words about it (sending-uses-strongest-words)`,
  }));
}
