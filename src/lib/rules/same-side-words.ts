/**
 * The rule "same-side-words": the same case needs the same side. A value of a one-sided row resting on another row's
 * words, where that row is about another side or both, quotes words about this row's side: every clause that names a
 * side (`otherSideClauses`) names this one.
 */
import type { EvidenceRef, Row } from '../register/schema.ts';
import { parseLocation } from '../evidence/locations.ts';
import { capabilityWords } from '../evidence/reach.ts';
import { otherSideClauses } from '../evidence/side-words.ts';
import { entriesOf, knownValues } from './entries.ts';
import type { Rule, WordsProblem } from './rule.ts';

/** The problems of one value's evidence in a one-sided row; messages name the fix. */
function sideProblems(rowsById: ReadonlyMap<string, Row>, row: Row, evidence: readonly EvidenceRef[] | undefined): string[] {
  if (row.side === 'both' || !evidence?.length) return [];
  const side = row.side;
  const problems: string[] = [];
  for (const ref of evidence) {
    const location = parseLocation(ref.in, row.id);
    if ('error' in location || (location.kind !== 'section' && location.kind !== 'source') || location.row === row.id) continue;
    const other = rowsById.get(location.row);
    if (!other || other.side === side) continue;
    const clauses = otherSideClauses(ref.quote, side, capabilityWords(row.capability));
    if (!clauses.length) continue;
    problems.push(
      `rests on ${ref.in}, a row about ${other.side === 'both' ? 'both sides' : `the ${other.side}`}, whose words ${clauses.map((c) => `“${c}”`).join(', ')} speak of the ${side === 'client' ? 'server' : 'client'}, not the ${side} this row is about: the same case needs the same side, so quote words about the ${side} (or trim the quote to them), or make the value unknown`,
    );
  }
  return problems;
}

export const sameSideWords: Rule = {
  id: 'same-side-words',
  title: 'The same case needs the same side',
  description:
    'A value of a one-sided row (client or server) resting on another row’s words, where that row is about another side or both, quotes words about this row’s side: every clause that names a side names this one.',
  why: 'mcpx is “a client to upstream servers and a server to hosts” (the source documents’ README): what it does as a client says nothing of what it does as a server.',
  examples: {
    pass: {
      says: 'A server value quoting its own row.',
      edits: [],
      excerpt: {
        file: 'capabilities/CAP-02.mdx',
        text: 'implemented: { value: partial, evidence: [{ in: what, quote: "mcpx declares gadgets at 2025-11-25 and serves some of them" }] }',
      },
    },
    fail: {
      says: 'A server value quoting words about the client half.',
      edits: [
        { file: 'capabilities/CAP-01.mdx', text: 'Its client half renders them; nothing else.' },
        {
          file: 'capabilities/CAP-02.mdx',
          find: 'implemented: { value: partial, evidence: [{ in: what, quote: "mcpx declares gadgets at 2025-11-25 and serves some of them" }] }',
          text: 'implemented: { value: partial, evidence: [{ in: CAP-01/observation, quote: "Its client half renders them" }] }',
        },
      ],
    },
  },
  check: ({ rows }) => {
    const rowsById = new Map(rows.map((r) => [r.id, r]));
    return entriesOf(rows).flatMap(({ row, entry, base }) =>
      knownValues(entry).flatMap(({ field, value, evidence }) =>
        sideProblems(rowsById, row, evidence).map((message): WordsProblem => ({
          rule: 'same-side-words',
          where: { row: row.id },
          field: `${base}.${field}.evidence`,
          message: `"${value}" ${message}`,
        })),
      ),
    );
  },
};
