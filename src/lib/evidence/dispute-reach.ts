/**
 * Which disputes reach a cell (read by contrary-words-need-dispute and disputed-words-carry-dispute), decided by the disputes' own words, not by an author's
 * opt-in.
 *
 * - A dispute *concerns* contrary words when one of its positions is in the contrary's row (or note) and quotes them.
 * - A dispute *reaches* a cell borrowing another row's words when it lists that row's cell (same product, same
 *   revision), unless its positions scope it to the other side: some position names only the other side and none
 *   names only this one (cap-26-tasks-extension-wire-format: “2026 hosts are promised an extension whose wire format
 *   mcpx does not speak” is the server's; CAP-11 is the client's map).
 */
import type { RevisionId, Side } from '../register/axes.ts';
import type { ContraryWords, Dispute } from '../register/schema.ts';
import { normalizeWords } from './corpus.ts';
import { contains } from './note-quotes.ts';
import { parseLocation } from './locations.ts';
import { withoutQuotedComments } from '../register/revision-phrases.ts';
import { TextMemo } from '../lookup/memo.ts';

/** Does a dispute list this cell? */
export function listsCell(dispute: Dispute, row: string, product: string, revision: RevisionId): boolean {
  return dispute.cells.some((c) => c.row === row && c.product === product && c.revisions.includes(revision));
}

/** The row id or note slug a location names (`CAP-22/risk` → CAP-22, `detail` → `row`, `note:x` → x). */
function placeOf(where: string, row: string): string | null {
  const location = parseLocation(where, row);
  if ('error' in location) return null;
  if (location.kind === 'note') return location.slug;
  if (location.kind === 'register') return null;
  return location.row;
}

/** Does the dispute concern these contrary words: a position in their row (or note) quoting them? */
export function concernsContrary(dispute: Dispute, contrary: Pick<ContraryWords, 'in' | 'quote'>, row: string): boolean {
  const place = placeOf(contrary.in, row);
  return dispute.positions.some((p) => p.in === place && contains(normalizeWords(p.says), contrary.quote));
}

/**
 * The words that name a side in a dispute's positions. A dispute is about the audited product (mcpx), for which a
 * host is the peer of its server side and an upstream the peer of its client side (where it names the requester, as
 * same-side-words reads it: “the upstreams’ lists” are what the server serves). An indefinite “a client” or “clients” names no
 * side: in words about mcpx's server, “what a client of either era finds” is a host; the client side is
 * named as mcpx's own (“the client”, “as a client”, “mcpx's client”, “client side”, “modern client”) or by its upstreams.
 */
const DISPUTE_SIDE_WORDS = {
  client: /\bthe client\b|\bas a client\b|\bmcpx[’']s client\b|\bclient side\b|\b(?:modern|legacy) client\b|\bupstreams?\b(?![’'])/i,
  server: /\bservers?\b|\bhosts?\b/i,
} as const;

/**
 * A position's own words, for its side: without file paths and file names (“internal/mcpserver/server.go” is where
 * the code is, not which side the position speaks of) and without the words of a quoted code comment (“a client of
 * either era finds it where it looks” is what the comment claims, which the position disputes), as the phrase table
 * reads neither for revisions.
 */
export function sideProse(says: string): string {
  return sideProseOf.get(says, () => readSideProse(says));
}

/** Positions' prose, once per words: disputed-words-carry-dispute reads every dispute's positions for every cell it may reach. */
const sideProseOf = new TextMemo<string>(2000);

function readSideProse(says: string): string {
  return withoutQuotedComments(says)
    .replace(/[^\s“”()]*\/[^\s“”()]*/g, ' ')
    .replace(/\b[\w-]+\.(?:go|ts|js|mdx?|json|ya?ml)\b(?::[\w,-]+)?/g, ' ');
}

/** Is the dispute scoped by its positions' words to the side other than `side`? */
export function scopedToOtherSide(dispute: Dispute, side: Side): boolean {
  if (side === 'both') return false;
  const other = side === 'client' ? 'server' : 'client';
  const names = (says: string, s: 'client' | 'server') => DISPUTE_SIDE_WORDS[s].test(sideProse(says));
  const onlyOther = dispute.positions.some((p) => names(p.says, other) && !names(p.says, side));
  const onlyThis = dispute.positions.some((p) => names(p.says, side) && !names(p.says, other));
  return onlyOther && !onlyThis;
}
