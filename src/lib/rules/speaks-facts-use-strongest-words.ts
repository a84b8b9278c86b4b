/**
 * The rule "speaks-facts-use-strongest-words": a speaks fact may not rest on carried words when a sentence about the
 * product and side names the revision: a `yes` whose evidence does not name its revision is refused when an
 * observation of a row audited for the product says the product speaks it in that role (`speaksPassages`).
 */
import type { RevisionId } from '../register/axes.ts';
import type { Row, SpeaksFact } from '../register/schema.ts';
import { normalizeWords, type EvidenceCorpus } from '../evidence/corpus.ts';
import { quotesName } from '../evidence/scope.ts';
import { sentenceSpans, splitOutside } from '../evidence/sentence-scope.ts';
import { SIDE_WORDS } from '../evidence/side-words.ts';
import { speaksFactsOf } from './entries.ts';
import type { Rule, WordsProblem } from './rule.ts';

/** A sentence of a passage, as evidence: where it is and its words. */
interface SentenceRef {
  in: string;
  quote: string;
}

/** A sentence's prose, for its side words: without parenthesised references and file paths (server.go is no side). */
function prose(sentence: string): string {
  return sentence
    .replace(/\([^()]*\)/g, ' ')
    .replace(/\S*\/\S*/g, ' ')
    .replace(/\b[\w-]+\.(?:go|ts|js|mdx?|json)\b/g, ' ');
}

/**
 * The section that says what the audited product does: the row's observation (“mcpx @ 2a93f3f64. As a server, …”).
 * The others are the specification's (What, Where), the citations, or the curator's analysis, which speaks of
 * servers and clients in general (“says servers MUST migrate from the legacy capabilities”).
 */
const OBSERVATION = 'observation';

/** How many words open a clause as its subject, for the side it speaks of (“As a server, CanElicit …”). */
const SUBJECT_WORDS = 4;

/**
 * The peer words: a host is the peer of the audited product's server side, an
 * upstream the peer of its client side. A peer word names the side only when the subject is the product acting on
 * that peer, a gate (“Asking a host requires the host to be at 2025-06-18 or later”: mcpx's server asks); a subject
 * that is the peer itself (“The host declares …”) says what the peer does, not which revisions the product speaks.
 */
const PEER_WORDS = { client: 'upstreams?', server: 'hosts?' } as const;

/** Does a clause's subject name `side`: a side word, or a gate on that side's peer (an “-ing” verb, not “During”, and the peer)? */
function subjectNamesSide(subject: string, side: 'client' | 'server'): boolean {
  if (SIDE_WORDS[side].test(subject)) return true;
  return new RegExp(`^\\s*(?!during\\b)[a-z]+ing\\s+(?:(?:a|an|the|each|every)\\s+)?${PEER_WORDS[side]}\\b`, 'i').test(subject);
}

/**
 * The search: the sentences of the observations of rows audited for `product` (`audit.product`) with a clause (split at “;” only) whose subject (its first words) names `side` or gates its peer (`subjectNamesSide`) and whose prose
 * does not name the other (same-side-words's side words; references in parentheses and file paths are not prose) and whose words name `revision` for a positive value (the product speaks
 * it), in row order. “As a server, CanElicit accepts … but rejects a 2025-11-25+ url-only declaration” is mcpx's
 * server speaking 2025-11-25 and 2026-07-28: it reads the hosts' 2025-11-25+ declarations.
 */
function speaksPassages(
  corpus: EvidenceCorpus,
  rows: readonly Row[],
  product: string,
  side: 'client' | 'server',
  revision: RevisionId,
): SentenceRef[] {
  const other = side === 'client' ? 'server' : 'client';
  const found: SentenceRef[] = [];
  for (const row of rows) {
    if (row.audit.product !== product) continue;
    const sections = corpus.rows.get(row.id)?.sections ?? new Map<string, string>();
    for (const [section, text] of sections) {
      if (section !== OBSERVATION) continue;
      for (const span of sentenceSpans(text)) {
        const sentence = normalizeWords(text.slice(span.start, span.end));
        // “;” joins statements with their own subjects (“Modern client declares …; legacy initialize omits the map”:
        // the second names no side); “, but” joins two predicates of one subject (“As a server, … but rejects a
        // 2025-11-25+ url-only declaration”), so it does not split here.
        const speaks = splitOutside(sentence, (t, i) => (t[i] === ';' ? 1 : 0)).some(({ start, end }) => {
          const clause = sentence.slice(start, end);
          // The side is the clause's subject, in its first words (“As a server, …”, “Server extension map is …”);
          // “accepted in every era but nothing subscribes upstream” names a side only in passing; “Asking a host
          // requires …” is the server's gate on its peer.
          const subject = prose(clause.trim().split(/\s+/).slice(0, SUBJECT_WORDS).join(' '));
          if (!subjectNamesSide(subject, side) || SIDE_WORDS[other].test(prose(clause))) return false;
          return quotesName(corpus, [{ in: `${row.id}/${section}`, quote: clause }], null, product, 'positive').includes(revision);
        });
        if (speaks) found.push({ in: `${row.id}/${section}`, quote: sentence });
      }
    }
  }
  return found;
}

/** The problem of one speaks fact: a `yes` its evidence does not name, while a sentence about the product and side names it. */
function speaksStrongestProblem(
  corpus: EvidenceCorpus,
  rows: readonly Row[],
  product: string,
  side: 'client' | 'server',
  revision: RevisionId,
  fact: SpeaksFact,
): string | null {
  // A negative fact (“does not serve”) is a sentence of its own; the rule is about carried positive facts.
  if (fact.value !== 'yes') return null;
  if (quotesName(corpus, fact.evidence ?? [], null, product, 'positive').includes(revision)) return null;
  const [found] = speaksPassages(corpus, rows, product, side, revision);
  if (!found) return null;
  return `"yes" at ${revision} rests on words that do not name ${revision} (carried), while ${found.in} names ${revision} for ${product} as a ${side}: “${found.quote}”: use the strongest words, add evidence: [{ in: ${found.in}, quote: … }] with the words of that sentence that name ${revision} (the fact is then stated)`;
}

export const speaksFactsUseStrongestWords: Rule = {
  id: 'speaks-facts-use-strongest-words',
  title: 'Speaks facts use the strongest words',
  description:
    'A product fact “speaks revision R as a client/server: yes” whose evidence does not name R is refused when a sentence of a row audited for the product names R and the side: add that sentence as evidence (the fact is then stated).',
  why: '“mcpx does not serve 2024-11-05” (the fixture’s CAP-02) and the register’s own “Asking a host requires the host to be at 2025-11-25 or later” are the words that say which revisions a product speaks.',
  examples: {
    pass: {
      says: 'No row names a revision for mcpx as a server beyond what products.yaml quotes.',
      edits: [],
      excerpt: { file: 'capabilities/CAP-02.mdx', text: 'mcpx does not serve 2024-11-05.' },
    },
    fail: {
      says: 'A row sentence names 2025-11-25 for mcpx as a server, and the fact does not quote it.',
      edits: [
        {
          file: 'capabilities/CAP-01.mdx',
          find: 'but renders nothing.',
          text: 'but renders nothing. As a server it answers widget requests from 2025-11-25.',
        },
      ],
    },
  },
  check: ({ corpus, rows, products }) =>
    speaksFactsOf(products).flatMap(({ product, role, revision, fact, field }): WordsProblem[] => {
      const message = speaksStrongestProblem(corpus, rows, product.id, role, revision, fact);
      return message ? [{ rule: 'speaks-facts-use-strongest-words', where: { products: true }, field: `${field}.evidence`, message }] : [];
    }),
};
