/**
 * The rule "disputed-words-carry-dispute": a value quoting a section of another row X is disputed where X's cell is.
 * Every dispute listing X's cell (same product, same revision) lists this cell too, unless the dispute's positions
 * scope it to the other side (`dispute-reach.ts`), or the dispute is about whether the product speaks that revision
 * (`disputeAboutSpeaks`): it lists X's cell for the speaks fact that decides it, not for X's words.
 */
import type { RevisionId } from '../register/axes.ts';
import type { Dispute, EvidenceRef, ProductFacts, Row } from '../register/schema.ts';
import { listsCell, scopedToOtherSide } from '../evidence/dispute-reach.ts';
import { parseLocation } from '../evidence/locations.ts';
import { disputeAboutSpeaks } from '../evidence/speaks-contrary.ts';
import { entriesOf, knownValues } from './entries.ts';
import type { Rule, WordsProblem } from './rule.ts';

/** The problems of one value's evidence: one per dispute listing a quoted row's cell and not this one. */
function inheritedDisputeProblems(
  row: Row,
  product: string,
  revisions: readonly RevisionId[],
  evidence: readonly EvidenceRef[] | undefined,
  disputes: readonly Dispute[],
  rowsById: ReadonlyMap<string, Row>,
  facts: ProductFacts | undefined,
): string[] {
  const problems: string[] = [];
  const seen = new Set<string>();
  for (const ref of evidence ?? []) {
    const location = parseLocation(ref.in, row.id);
    if ('error' in location || (location.kind !== 'section' && location.kind !== 'source') || location.row === row.id) continue;
    const other = location.row;
    for (const dispute of disputes) {
      if (seen.has(dispute.id) || scopedToOtherSide(dispute, row.side)) continue;
      const missing = revisions.filter(
        (r) =>
          listsCell(dispute, other, product, r) &&
          !listsCell(dispute, row.id, product, r) &&
          !disputeAboutSpeaks(dispute, rowsById, facts, r),
      );
      if (!missing.length) continue;
      seen.add(dispute.id);
      problems.push(
        `quotes ${ref.in}, whose ${product} cell at ${missing.join(', ')} is under the dispute "${dispute.id}", which does not list this cell: a cell resting on disputed words is disputed too. Add { row: ${row.id}, product: ${product}, revisions: [${missing.join(', ')}] } to its cells in content/disputes/${dispute.id}.yaml (a dispute whose positions speak only of the other side, as cap-26-tasks-extension-wire-format of hosts, is not required)`,
      );
    }
  }
  return problems;
}

export const disputedWordsCarryDispute: Rule = {
  id: 'disputed-words-carry-dispute',
  title: 'Disputed words carry their dispute',
  description:
    'A declared or implemented value quoting another row X is refused unless every dispute listing X’s cell (same product and revision) lists this cell too. A dispute whose positions speak only of the other side is not passed on, nor one about whether the product speaks that revision (a speaks fact carries each position): it lists the cells that fact decides, not their rows’ words.',
  why: '“The server-side replacement is the tasks extension (CAP-26)” (CAP-22): rows lean on each other’s words, and a cell resting on words under dispute is under that dispute too.',
  examples: {
    pass: {
      says: 'The disputed cell’s words are quoted by no other row.',
      edits: [],
      excerpt: { file: 'disputes/widgets-upstream.yaml', text: '- { row: CAP-01, product: mcpx, revisions: [2026-07-28] }' },
    },
    fail: {
      says: 'CAP-02 quotes CAP-01 words whose cell is disputed.',
      edits: [
        {
          file: 'capabilities/CAP-02.mdx',
          find: 'implemented: { value: partial, evidence: [{ in: what, quote: "mcpx declares gadgets at 2025-11-25 and serves some of them" }] }',
          text: 'implemented: { value: partial, evidence: [{ in: CAP-01/observation, quote: "renders widgets in the legacy eras" }] }\n      because: [{ in: what, quote: "mcpx declares gadgets at 2025-11-25 and serves some of them" }]',
        },
        {
          file: 'disputes/widgets-upstream.yaml',
          find: 'revisions: [2026-07-28] }',
          text: "revisions: [2026-07-28] }\n  - { row: CAP-01, product: mcpx, revisions: ['2025-11-25'] }",
        },
      ],
    },
  },
  check: ({ rows, products, disputes }) => {
    const rowsById = new Map(rows.map((r) => [r.id, r]));
    return entriesOf(rows).flatMap(({ row, product, entry, base, revisions }) =>
      knownValues(entry).flatMap(({ field, value, evidence }) =>
        inheritedDisputeProblems(
          row,
          product,
          revisions,
          evidence,
          disputes,
          rowsById,
          products.find((f) => f.id === product),
        ).map((message): WordsProblem => ({
          rule: 'disputed-words-carry-dispute',
          where: { row: row.id },
          field: `${base}.${field}.evidence`,
          message: `"${value}" ${message}`,
        })),
      ),
    );
  },
};
