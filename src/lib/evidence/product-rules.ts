/**
 * role-words-about-the-product, exclusive-declaration-decides-every-key and implements-more-than-declared of the content check (`rules.ts` lists them all): what the words about one product decide.
 *
 * - **A role quote is about the product's side** (role-words-about-the-product): a product's side is revision-independent (a fact about the
 *     product, not a revision), so its role words reach every revision (inferred: they name the side played, never that the other is not), and only words about that product count: every
 *     sentence of a role quote names the product (`productNamed`), and the quote names no revision (words naming a
 *     revision or an era speak of that revision, not of the side the product plays).
 * - **An exclusive declaration decides every other key**: a product's declared value quoting words that say it
 *     declares one key only (“Codex declares only elicitation”, “declares roots and nothing else”) or none (“declares
 *     no capabilities at all”) decides the product's declaration of every other key of its side at the revisions that
 *     entry covers: each such row needs the product's declared value there (no, on those words), never unknown. A row
 *     whose key is the named key or one of its members (`elicitation.form` for “elicitation”) is left to its own
 *     words: “only elicitation” does not say which modes.
 * - **“Declares only K while implementing more” says K is implemented**: the note's frame is that a declaration is
 *     a subset of what the product implements (“goose declares less than it implements”; “opencode declares exactly
 *     one thing and implements exactly that one thing”), so “more” is more than the declared K: the row about K needs
 *     implemented yes there (inferred: the words name no revision), never unknown, at each revision that defines K
 *     (but not at 2026-07-28 in a row whose 2026 form is an input request: input-requests-at-2026, `input-requests.ts`).
 */
import { isDefined, MODERN_REVISION, PRODUCTS, REVISION_IDS, type RevisionId } from '../register/axes.ts';
import { revisionsNamed } from '../register/revision-phrases.ts';
import type { EvidenceRef, ProductEntry, ProductFacts, Row } from '../register/schema.ts';
import type { EvidenceCorpus } from './corpus.ts';
import type { EvidenceProblem } from './quotes.ts';
import { quotedSentence, stopAtModern } from './input-requests.ts';

function writesWord(text: string, word: string): boolean {
  return new RegExp(`(^|[^\\p{L}\\p{N}])${word.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}($|[^\\p{L}\\p{N}])`, 'iu').test(text);
}

/** The words of a product's name, split into those no other product's name has (“v2”) and those another shares (“opencode”). */
function nameWords(productId: string): { own: string[]; shared: { word: string; others: string[] }[] } {
  const product = PRODUCTS.find((p) => p.id === productId);
  const own: string[] = [];
  const shared: { word: string; others: string[] }[] = [];
  for (const word of product?.name.split(/\s+/) ?? []) {
    const others = PRODUCTS.filter((p) => p.id !== productId && p.name.split(/\s+/).some((w) => w.toLowerCase() === word.toLowerCase()));
    if (others.length) shared.push({ word, others: others.map((p) => p.id) });
    else own.push(word);
  }
  return { own, shared };
}

/**
 * Does the text name the product? By a word of its name no other product's name has (“v2” names opencode v2, “Codex”
 * Codex); by a word it shares with others (“opencode”) only when the text names none of those others by its own word
 * (“opencode v1 has no elicitation at all” is v1's, not v2's) and, when `among` is given (a note's `products` and
 * `mentions`: the products it speaks of), only for a product among them: the opencode note audits v1, so its
 * “opencode” is v1's, never v2's.
 */
export function productNamed(text: string, productId: string, among?: readonly string[]): boolean {
  if (!PRODUCTS.some((p) => p.id === productId)) return false;
  const { own, shared } = nameWords(productId);
  if (own.some((word) => writesWord(text, word))) return true;
  if (among && !among.includes(productId)) return false;
  return shared.some(
    ({ word, others }) => writesWord(text, word) && !others.some((other) => nameWords(other).own.some((w) => writesWord(text, w))),
  );
}

/** The products a note quote speaks of (the note's `products` and `mentions`); undefined for a quote of a row or register. */
export function noteProducts(corpus: EvidenceCorpus | undefined, ref: EvidenceRef): string[] | undefined {
  if (!ref.in.startsWith('note:')) return undefined;
  const meta = corpus?.noteMeta?.get(ref.in.slice('note:'.length));
  return meta ? [...(meta.audits ?? []), ...(meta.mentions ?? [])] : undefined;
}

/** Does the quote name the product, read as its passage reads it (`productNamed`, a note's words of its products only)? */
export function quoteNamesProduct(corpus: EvidenceCorpus | undefined, ref: EvidenceRef, productId: string): boolean {
  return productNamed(ref.quote, productId, noteProducts(corpus, ref));
}

/** The sentences of a quote (split after . ! or ? followed by a space). */
function sentences(quote: string): string[] {
  return quote
    .split(/(?<=[.!?])\s+/)
    .map((s) => s.trim())
    .filter(Boolean);
}

/** role-words-about-the-product for one product's role quotes (a note's “opencode” names only the products it speaks of); messages name the fix. */
export function roleQuoteProblems(product: ProductFacts, corpus?: EvidenceCorpus): { index: number; message: string }[] {
  const problems: { index: number; message: string }[] = [];
  product.roles.forEach((ref, index) => {
    const others = sentences(ref.quote).filter((s) => !productNamed(s, product.id, noteProducts(corpus, ref)));
    if (others.length) {
      problems.push({
        index,
        message: `role quote “${ref.quote}” has words that do not name ${product.id} (${others.map((s) => `“${s}”`).join(', ')}): a product's side is a fact about that product, so quote only a sentence about ${product.id} itself (trim the quote to it)`,
      });
    }
    const named = revisionsNamed(ref.quote);
    if (named.length) {
      problems.push({
        index,
        message: `role quote “${ref.quote}” names ${named.join(', ')}: a product's side is revision-independent, and words about a revision speak of that revision, so quote a sentence about the side ${product.id} plays that names no revision or era`,
      });
    }
  });
  return problems;
}

/** An exclusive declaration: the key it names (null for “no capabilities at all”), and whether it says more is implemented. */
export interface ExclusiveDeclaration {
  only: string | null;
  implementsMore: boolean;
}

/** The exclusive declaration a quote makes, if any (exclusive-declaration-decides-every-key and implements-more-than-declared). */
export function exclusiveDeclaration(quote: string): ExclusiveDeclaration | null {
  const implementsMore = /\bwhile implementing (?:much )?more\b/i.test(quote);
  const only = /\bdeclares only ([a-z][\w.]*)/i.exec(quote) ?? /\bdeclares ([a-z][\w.]*) and nothing else\b/i.exec(quote);
  if (only?.[1]) return { only: only[1], implementsMore };
  if (/\bdeclares (?:no capabilities at all|nothing)\b/i.test(quote)) return { only: null, implementsMore: false };
  return null;
}

/** Is the row about `key` or one of its members? */
function rowIsAbout(row: Row, key: string): boolean {
  return (row.capability?.paths ?? []).some((p) => p === key || p.startsWith(`${key}.`));
}

function entryAt(entries: readonly ProductEntry[] | undefined, revision: RevisionId): { entry: ProductEntry; index: number } | undefined {
  const index = (entries ?? []).findIndex((e) => e.revisions === 'all' || e.revisions.includes(revision));
  const entry = entries?.[index];
  return entry ? { entry, index } : undefined;
}

interface ExclusiveUse {
  row: string;
  ref: EvidenceRef;
  said: ExclusiveDeclaration;
  revisions: readonly RevisionId[];
}

/** exclusive-declaration-decides-every-key and implements-more-than-declared over every row (the corpus tells which products a note's words are about). */
export function exclusiveDeclarationProblems(corpus: EvidenceCorpus, rows: readonly Row[]): EvidenceProblem[] {
  const problems: EvidenceProblem[] = [];
  // One problem per cell and rule, whichever row quotes the words.
  const seen = new Set<string>();
  const once = (key: string): boolean => !seen.has(key) && Boolean(seen.add(key));
  const uses = new Map<string, ExclusiveUse[]>();
  for (const row of rows) {
    for (const [product, entries] of Object.entries(row.products)) {
      for (const entry of entries ?? []) {
        for (const ref of entry.declared.evidence ?? []) {
          const said = exclusiveDeclaration(ref.quote);
          if (!said || !quoteNamesProduct(corpus, ref, product)) continue;
          const revisions = entry.revisions === 'all' ? REVISION_IDS : entry.revisions;
          uses.set(product, [...(uses.get(product) ?? []), { row: row.id, ref, said, revisions }]);
        }
      }
    }
  }
  for (const [product, found] of uses) {
    const roles: readonly string[] = PRODUCTS.find((p) => p.id === product)?.roles ?? [];
    for (const row of rows) {
      const side = row.capability?.side ?? row.side;
      if (side !== 'both' && !roles.includes(side)) continue;
      const entries = row.products[product as keyof Row['products']];
      for (const use of found) {
        const about = use.said.only !== null && rowIsAbout(row, use.said.only);
        const exact = use.said.only !== null && (row.capability?.paths ?? []).includes(use.said.only);
        for (const revision of use.revisions) {
          const at = entryAt(entries, revision);
          const words = `“${use.ref.quote}” (${use.ref.in}, quoted in ${use.row})`;
          if (!about && (!at || at.entry.declared.value !== 'no') && once(`13 ${row.id} ${product} ${revision}`)) {
            const given = at ? at.entry.declared.value : 'unknown';
            problems.push({
              rule: 'exclusive-declaration-decides-every-key',
              where: { row: row.id },
              field: at ? `products.${product}.${at.index}.declared` : `products.${product}`,
              message:
                given === 'unknown'
                  ? `is unknown at ${revision}, but ${words} says what ${product} declares of every key: write declared no at ${revision} with evidence [{in: ${use.ref.in}, quote: ${use.ref.quote}}] (exclusive-declaration-decides-every-key: an exclusive declaration decides every other key)`
                  : `is "${given}" at ${revision}, but ${words} says ${product} declares ${use.said.only === null ? 'no key' : `only ${use.said.only}`}, so not this row's key: write declared no at ${revision} with evidence [{in: ${use.ref.in}, quote: ${use.ref.quote}}], or show the words that contradict it in a dispute (exclusive-declaration-decides-every-key: an exclusive declaration decides every other key)`,
            });
          }
          const defined = isDefined(row.spec[revision]?.state ?? 'unknown');
          // input-requests-at-2026: at 2026-07-28 an input-request row's implemented value needs words about input requests or 2026.
          const stopped = revision === MODERN_REVISION && stopAtModern(corpus, use.ref, row.id, row.capability, product, 'yes') !== null;
          if (
            exact &&
            defined &&
            !stopped &&
            use.said.implementsMore &&
            (!at || at.entry.implemented.value === 'unknown') &&
            once(`14 ${row.id} ${product} ${revision}`)
          ) {
            problems.push({
              rule: 'implements-more-than-declared',
              where: { row: row.id },
              field: at ? `products.${product}.${at.index}.implemented` : `products.${product}`,
              message: `is unknown at ${revision}, but ${words} says ${product} implements more than it declares, so it implements ${use.said.only ?? 'it'}: write implemented yes at ${revision} with evidence [{in: ${use.ref.in}, quote: ${use.ref.quote}}] (implements-more-than-declared; inferred: the words name no revision)`,
            });
          }
        }
      }
    }
  }
  return problems;
}

/** “declares only K while implementing (much) more”: the clause implements-more-than-declared reads, with K. */
const IMPLEMENTS_MORE_CLAUSE =
  /(?:^\s*|[;,]\s*|\band\s+)((?:[\w.-]+\s+)?[\w.-]+)\s+declares only ([a-z][\w.]*)[^.;]*?\bwhile implementing (?:much )?more\b/gi;

/**
 * implements-more-than-declared on the clause a quote was cut from: “implementing much more” trimmed from “Codex declares
 * only elicitation while implementing much more” still says only that elicitation is implemented. The exclusive
 * declaration of the sentence's clause the quote overlaps, or null.
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

/**
 * implements-more-than-declared, the other way: “declares only K while implementing more” decides implemented for K only. The
 * “more” is not named (“what it implements of roots is not said”), so an implemented value of any other row (a mode of
 * K included: “only elicitation” does not say which modes) quoting it is refused.
 */
export function implementsMoreElsewhereProblems(corpus: EvidenceCorpus, rows: readonly Row[]): EvidenceProblem[] {
  const problems: EvidenceProblem[] = [];
  for (const row of rows) {
    for (const [product, entries] of Object.entries(row.products)) {
      (entries ?? []).forEach((entry, i) => {
        for (const ref of entry.implemented.evidence ?? []) {
          const quoted = exclusiveDeclaration(ref.quote);
          const said =
            quoted?.implementsMore && quoteNamesProduct(corpus, ref, product) ? quoted : implementsMoreClause(corpus, ref, row.id, product);
          if (!said?.implementsMore) continue;
          if (said.only !== null && (row.capability?.paths ?? []).includes(said.only)) continue;
          problems.push({
            rule: 'implements-more-than-declared',
            where: { row: row.id },
            field: `products.${product}.${i}.implemented.evidence`,
            message: `"${entry.implemented.value}" quotes ${ref.in} “${ref.quote}”, which says ${product} implements more than the ${said.only ?? 'nothing'} it declares but never names what more: it decides implemented only for the row about ${said.only ?? 'that key'} (implements-more-than-declared). Quote words that name this row's capability, or make implemented unknown`,
          });
        }
      });
    }
  }
  return problems;
}

/** role-words-about-the-product, exclusive-declaration-decides-every-key and implements-more-than-declared over the rows and the product facts. */
export function checkProductRules(corpus: EvidenceCorpus, rows: readonly Row[], products: readonly ProductFacts[]): EvidenceProblem[] {
  const problems = [...exclusiveDeclarationProblems(corpus, rows), ...implementsMoreElsewhereProblems(corpus, rows)];
  products.forEach((product, p) => {
    for (const { index, message } of roleQuoteProblems(product, corpus)) {
      problems.push({ rule: 'role-words-about-the-product', where: { products: true }, field: `${p}.roles.${index}`, message });
    }
  });
  return problems;
}

/**
 * The words that say a product sends a capability at a revision that does not define it (the verdict ladder's
 * out-of-revision by sending, `verdict.ts`). Only sending is a send-conservatively fault; accepting or handling is not.
 */
export const SENT_WHERE_UNDEFINED_PHRASES: readonly { name: string; example: string; pattern: RegExp }[] = [
  {
    name: 'keeps sending it where it no longer exists',
    example: 'keeps sending it at a revision where the notification no longer exists',
    pattern: /\bsend(?:s|ing)\b[^.;]*\bat a revision where\b[^.;]*\bno longer exists?\b/i,
  },
  {
    name: 'sends what the revision does not define',
    example: 'sends the key although the revision does not define it',
    pattern: /\bsend(?:s|ing)\b[^.;]*\b(?:the|a|that) revision does not define\b/i,
  },
];

/** Do any of the quotes say the product sends the capability where the revision does not define it? */
export function saysSentWhereUndefined(refs: readonly EvidenceRef[]): boolean {
  return refs.some((ref) => SENT_WHERE_UNDEFINED_PHRASES.some((p) => p.pattern.test(ref.quote)));
}
