/**
 * each-side-needs-words of `rules.ts` (extends same-side-words inside a row about both sides): a `side: both` row's cell reads the product on
 * every side it plays at that revision, so an implemented `yes` or `partial` claims something of each of them. It must
 * rest on words for EACH side the product plays there (the weaker side decides; a side no words speak of is unknown,
 * so the cell is unknown). A `no` needs one side's words: the weaker side is then already decided.
 *
 * Which words speak of a side's implementation: a clause (split at “;” and “, but”, as same-side-words splits) that names the
 * side and does more than declare (“Server and modern client declare the extension” says what both declare, not what
 * either implements); or a clause naming no side in a quote of a one-sided row about that side (CAP-23's “modern
 * extension acknowledges” is a server row's words). A product that plays one side only there needs no side word.
 */
import { type RevisionId, type Role } from '../register/axes.ts';
import type { EvidenceRef, ProductFacts, Row } from '../register/schema.ts';
import type { EvidenceCorpus } from './corpus.ts';
import { rolesFor } from './coverage.ts';
import { isBareDeclaration } from './field-words.ts';
import { parseLocation } from './locations.ts';
import { quoteIsAboutProduct } from './product-words.ts';
import { clausesWithoutCitations } from './clause-words.ts';

/** The sections of a row that state the specification, not a product's implementation (What, Where). */
const SPEC_SECTIONS: ReadonlySet<string> = new Set(['what', 'where']);

/**
 * The words that name a side. “upstream” is mcpx's client side (its link to the servers it aggregates) where it names
 * the requester or subject (“upstream task input relay remains open”, “an upstream roots/list”), not where it is
 * possessive: “the upstreams’ lists surfaced through mcpx’s own prompts/list” are what mcpx's server serves. “host” is not listed: a host is a client product (“the attached host (opencode v2)”), so it is mcpx's server
 * side only from mcpx's point of view.
 */
export const SIDE_WORDS = { client: /\bclients?\b|\bupstreams?\b(?![’'])/i, server: /\bservers?\b/i } as const;

/** A clause that only says what is declared or advertised (no word of what is done with it). */
const DECLARATION_ONLY = /\b(?:declar\w*|advertis\w*)\b/i;

/**
 * The words by which another row's clause names this row's capability: the row id, and the key's own
 * name, never its generic first segment (“tasks” is every tasks row's word, “unowned tasks remain accessible by ID”
 * is tasks.list's): an extension by its name (“tasks extension”, “extension tasks”), a plain key path by its last key.
 */
function ownWords(row: Row): RegExp[] {
  const words = [new RegExp(`\\b${row.id}\\b`)];
  for (const path of row.capability?.paths ?? []) {
    const extension = /^extensions\["?([^"\]]+)"?\]/.exec(path)?.[1];
    const tail = extension
      ?.split('/')
      .at(-1)
      ?.replace(/[^A-Za-z0-9-]/g, '');
    if (extension !== undefined) {
      if (tail) words.push(new RegExp(`\\b${tail}\\s+extension\\b|\\bextension\\s+${tail}\\b`, 'i'));
      continue;
    }
    const last = path
      .split(/[.[\]"]+/)
      .filter(Boolean)
      .at(-1)
      ?.replace(/[^A-Za-z0-9]/g, '');
    if (last) words.push(new RegExp(`\\b${last}\\b`, 'i'));
  }
  return words;
}

/**
 * The sides one quote speaks of the implementation of, in `row` (whose other rows are `rowsById`), for `product`.
 * The words must be about the product (a spec sentence in What or Where, “Under 2025-11-25, servers MUST
 * NOT treat the capability as enabling tasks”, is the specification's rule, not mcpx's server; `quoteIsAboutProduct`
 * lets a spec section's sentence that names the product through), and another row's words must be about this row's
 * capability: that row is about the same key, or the clause names this row's capability word (CAP-23's “modern
 * extension acknowledges” is tasks.cancel's, not the tasks extension's delivery).
 */
export function implementedSidesOf(
  ref: EvidenceRef,
  row: Row,
  rowsById: ReadonlyMap<string, Row>,
  corpus?: EvidenceCorpus,
  product?: string,
): Role[] {
  const location = parseLocation(ref.in, row.id);
  if ('error' in location) return [];
  const inRow = location.kind === 'section' || location.kind === 'source' ? location.row : null;
  if (
    corpus &&
    product &&
    location.kind === 'section' &&
    SPEC_SECTIONS.has(location.section) &&
    !quoteIsAboutProduct(corpus, ref, row.id, product)
  )
    return [];
  const quoted = inRow ? rowsById.get(inRow) : undefined;
  const rowSide = quoted && quoted.side !== 'both' ? quoted.side : null;
  const sameKey =
    !quoted || quoted.id === row.id || (quoted.capability?.paths ?? []).some((path) => (row.capability?.paths ?? []).includes(path));
  const own = ownWords(row);
  const sides = new Set<Role>();
  for (const clause of clausesWithoutCitations(ref.quote)) {
    if (DECLARATION_ONLY.test(clause) || isBareDeclaration(clause)) continue;
    if (!sameKey && !own.some((word) => word.test(clause))) continue;
    const named = (['client', 'server'] as const).filter((side) => SIDE_WORDS[side].test(clause));
    for (const side of named.length ? named : rowSide ? [rowSide] : []) sides.add(side);
  }
  return [...sides];
}

/** The roles `product` plays at `revision` in a both-sides row: its roles not recorded as not spoken there. */
function playedAt(facts: readonly ProductFacts[], product: string, revision: RevisionId): Role[] {
  const speaks = facts.find((f) => f.id === product)?.speaks ?? {};
  return rolesFor(product, 'both').filter((role) => speaks[role]?.[revision]?.value !== 'no');
}

/**
 * each-side-needs-words for one implemented value of a both-sides row: the message (naming the revisions and the sides no words
 * speak of, and the fix), or null.
 */
export function bothSidesProblem(
  corpus: EvidenceCorpus | undefined,
  row: Row,
  rowsById: ReadonlyMap<string, Row>,
  facts: readonly ProductFacts[],
  product: string,
  revisions: readonly RevisionId[],
  value: string,
  evidence: readonly EvidenceRef[] | undefined,
): string | null {
  if (row.side !== 'both' || (value !== 'yes' && value !== 'partial') || !evidence?.length) return null;
  const spoken = new Set(evidence.flatMap((ref) => implementedSidesOf(ref, row, rowsById, corpus, product)));
  const gaps = new Map<Role, RevisionId[]>();
  for (const revision of revisions) {
    const played = playedAt(facts, product, revision);
    if (played.length < 2) continue;
    for (const side of played.filter((s) => !spoken.has(s))) gaps.set(side, [...(gaps.get(side) ?? []), revision]);
  }
  if (!gaps.size) return null;
  const missing = [...gaps].map(([side, at]) => `the ${side} at ${at.join(', ')}`).join('; ');
  const said = [...spoken].length ? `its words speak only of the ${[...spoken].join(' and ')}` : 'its words name no side';
  return `"${value}" in a row about both sides reads ${product} on every side it plays, but ${said}, and none says what ${missing} implements (a clause that only declares does not): the weaker side decides and a side no words speak of is unknown. Quote words about that side's implementation, or make implemented unknown there`;
}
