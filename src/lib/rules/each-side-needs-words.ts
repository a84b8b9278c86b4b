/**
 * The rule "each-side-needs-words" (same-side-words inside a row about both sides): a `side: both` row's cell reads
 * the product on every side it plays at that revision, so an implemented `yes` or `partial` claims something of each
 * of them. It must rest on words for each side the product plays there (`implementedSidesOf`; the weaker side
 * decides, and a side no words speak of is unknown, so the cell is unknown). A `no` needs one side's words: the weaker
 * side is then already decided. A product that plays one side only there needs no side word.
 */
import type { RevisionId, Role } from '../register/axes.ts';
import type { EvidenceRef, ProductFacts, Row } from '../register/schema.ts';
import type { EvidenceCorpus } from '../evidence/corpus.ts';
import { rolesFor } from '../evidence/coverage.ts';
import { implementedSidesOf } from '../evidence/side-words.ts';
import { entriesOf } from './entries.ts';
import type { Rule, WordsProblem } from './rule.ts';

/** The roles `product` plays at `revision` in a both-sides row: its roles not recorded as not spoken there. */
function playedAt(facts: readonly ProductFacts[], product: string, revision: RevisionId): Role[] {
  const speaks = facts.find((f) => f.id === product)?.speaks ?? {};
  return rolesFor(product, 'both').filter((role) => speaks[role]?.[revision]?.value !== 'no');
}

/** The problem of one implemented value of a both-sides row: the message (naming the revisions and the sides no words speak of, and the fix), or null. */
function bothSidesProblem(
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

export const eachSideNeedsWords: Rule = {
  id: 'each-side-needs-words',
  title: 'Inside a row about both sides, each side needs its words',
  description:
    'An implemented yes or partial of a row about both sides reads the product on every side it plays at that revision, so it rests on words about each side’s implementation. The weaker side decides; a side no words speak of leaves the value unknown.',
  why: '“Both ClientCapabilities and ServerCapabilities carry experimental” (CAP-01): a row about both sides is two promises, and “client polls task results, but upstream task input relay remains open” speaks of one.',
  examples: {
    pass: {
      says: 'A one-sided row, read on its one side.',
      edits: [],
      excerpt: { file: 'capabilities/CAP-02.mdx', text: 'side: server\ncapability: { side: server' },
    },
    fail: {
      says: 'A row made about both sides whose words name no side.',
      edits: [
        { file: 'capabilities/CAP-02.mdx', find: 'side: server\ncapability: { side: server', text: 'side: both\ncapability: { side: both' },
      ],
    },
  },
  check: ({ corpus, rows, products }) => {
    const rowsById = new Map(rows.map((r) => [r.id, r]));
    return entriesOf(rows).flatMap(({ row, product, entry, base, revisions }): WordsProblem[] => {
      const { value, evidence } = entry.implemented;
      const message = bothSidesProblem(corpus, row, rowsById, products, product, revisions, value, evidence);
      return message ? [{ rule: 'each-side-needs-words', where: { row: row.id }, field: `${base}.implemented.evidence`, message }] : [];
    });
  },
};
