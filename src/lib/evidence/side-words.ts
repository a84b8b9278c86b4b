/**
 * Which side words speak of. A clause names a side by its side words (`SIDE_WORDS`). same-side-words reads the
 * clauses of a quote that name only the other side (`otherSideClauses`); each-side-needs-words reads which sides a
 * quote says something of the implementation of (`implementedSidesOf`): a clause (split at “;” and “, but”) that names
 * the side and does more than declare (“Server and modern client declare the extension” says what both declare, not
 * what either implements), or a clause naming no side in a quote of a one-sided row about that side (CAP-23's “modern
 * extension acknowledges” is a server row's words).
 */
import type { Role } from '../register/axes.ts';
import type { EvidenceRef, Row } from '../register/schema.ts';
import type { EvidenceCorpus } from './corpus.ts';
import { isBareDeclaration } from './field-words.ts';
import { parseLocation } from './locations.ts';
import { quoteIsAboutProduct } from './product-words.ts';
import { clausesWithoutCitations, quoteClauses } from './clause-words.ts';

/** The sections of a row that state the specification, not a product's implementation (What, Where). */
const SPEC_SECTIONS: ReadonlySet<string> = new Set(['what', 'where']);

/**
 * The words that name a side. “upstream” is mcpx's client side (its link to the servers it aggregates) where it names
 * the requester or subject (“upstream task input relay remains open”, “an upstream roots/list”), not where it is
 * possessive: “the upstreams’ lists surfaced through mcpx’s own prompts/list” are what mcpx's server serves. “host” is not listed: a host is a client product (“the attached host (opencode v2)”), so it is mcpx's server
 * side only from mcpx's point of view.
 */
export const SIDE_WORDS = { client: /\bclients?\b|\bupstreams?\b(?![’'])/i, server: /\bservers?\b/i } as const;

/** Does a clause name the row's own surface (“mcpx’s own prompts/list” in a prompts row)? Then it is the row's side. */
function namesOwnSurface(clause: string, words: readonly string[]): boolean {
  return words.some((word) => new RegExp(`\\bown ${word.replace(/[^A-Za-z0-9]/g, '')}\\b`, 'i').test(clause));
}

/** The clauses of a quote that name a side but not `side`; `own` are the row's capability words. */
export function otherSideClauses(quote: string, side: 'client' | 'server', own: readonly string[] = []): string[] {
  const other = side === 'client' ? 'server' : 'client';
  return quoteClauses(quote).filter((c) => SIDE_WORDS[other].test(c) && !SIDE_WORDS[side].test(c) && !namesOwnSurface(c, own));
}

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
