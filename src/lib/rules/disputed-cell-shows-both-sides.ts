/**
 * The rule "disputed-cell-shows-both-sides": a cell a dispute lists shows both sides of it, so
 * for every position of the dispute in a row, the cell's entry must carry that position's words: as evidence (the
 * side the cell encodes), in `because`, or as a `contrary` (the other side). A position is carried when some quote of
 * the entry sits in the position's row and is one of the position's quoted spans, or contains one. Positions in a
 * register header or a note are not rows' words about a cell and are not required. As one-audit-per-cell, it binds the cells of
 * the row's audited product (`audit.product`, mcpx): positions are passages of its audits.
 *
 * Whether the product speaks the revision is a fact about the product (`content/products.yaml`), not a value of the
 * row: a cell rests on it too, so the speaks fact its verdict reads (`verdictRole`: the row's side, or in a row about
 * both sides the product's first role) may carry a position (in its evidence, because or `contrary`) for every entry of
 * the cell. That is the one fact the published cell shows: in a row about both sides mcpx's cell shows its client's
 * fact, so the server's words carry nothing there (CAP-26 at 2024-11-05). A listed revision no entry covers, where the
 * fact says the product does not speak it (the cell is not-spoken, decided by the fact alone), shows both sides
 * through the fact.
 */
import type { RevisionId } from '../register/axes.ts';
import type { Dispute, EvidenceRef, ProductEntry, ProductFacts, Row } from '../register/schema.ts';
import { verdictRole } from '../register/verdict.ts';
import type { EvidenceCorpus } from '../evidence/corpus.ts';
import { isClauseOf } from '../evidence/contrary-words.ts';
import { contains, quotedSpans } from '../evidence/note-quotes.ts';
import { auditKey, auditsOf, locationProvenance } from '../evidence/provenance.ts';
import { carries, factQuotes } from '../evidence/speaks-contrary.ts';
import { revisionsOf as entryRevisions } from './entries.ts';
import type { FixtureEdit, Rule, WordsProblem } from './rule.ts';

/** Every quote an entry shows: its evidence, because and contrary words. */
function entryQuotes(entry: ProductEntry): EvidenceRef[] {
  return [
    ...(entry.declared.evidence ?? []),
    ...(entry.implemented.evidence ?? []),
    ...(entry.because ?? []),
    ...(entry.contrary ?? []).map((c) => ({ in: c.in, quote: c.quote })),
  ];
}

/**
 * Does the entry's note quote a clause of a position in `place` (naming that row, or in it)? A position of the same
 * audit as the cell's evidence is not a contrary (contrary-words-need-dispute: contraries are another audit's words), so the note may show
 * it instead (CAP-26 at 2026-07-28 and CAP-23's “modern extension acknowledges”).
 */
function noteCarries(corpus: EvidenceCorpus, entry: ProductEntry, row: string, place: string, spans: readonly string[]): boolean {
  if (!entry.note || (place !== row && !new RegExp(`\\b${place}\\b`).test(entry.note))) return false;
  // Only a position of the entry's own audit: another audit's words are a contrary, shown in the cell's details.
  const own = new Set(auditsOf(corpus, [...(entry.declared.evidence ?? []), ...(entry.implemented.evidence ?? [])], row).map(auditKey));
  const sections = [...(corpus.rows.get(place)?.sections ?? new Map<string, string>())];
  const sameAudit = spans.every((span) =>
    sections.some(
      ([section, text]) => contains(text, span) && own.has(auditKey(locationProvenance(corpus, { kind: 'section', row: place, section }))),
    ),
  );
  if (!sameAudit) return false;
  const quoted = quotedSpans(entry.note);
  return quoted.some((q) => spans.some((span) => isClauseOf(q, span)));
}

/**
 * The problems of one dispute: each listed cell's entries, or the speaks fact the cell rests on, carry the
 * words of each of its positions in a row. Without `products`, speaks facts carry nothing.
 */
function unrecordedPositionProblems(
  dispute: Dispute,
  rows: readonly Row[],
  corpus: EvidenceCorpus,
  products: readonly ProductFacts[],
): WordsProblem[] {
  const problems: WordsProblem[] = [];
  const where = { dispute: dispute.id };
  const byId = new Map(rows.map((r) => [r.id, r]));
  dispute.cells.forEach((cell, i) => {
    const row = byId.get(cell.row);
    if (!row || row.audit.product !== cell.product) return;
    const revisionsOf = (e: ProductEntry) => entryRevisions(e).filter((r) => cell.revisions.includes(r));
    const entries = (row.products[cell.product] ?? []).filter((e) => revisionsOf(e).length > 0);
    const product = products.find((f) => f.id === cell.product);
    const role = verdictRole(row.side, product?.plays ?? []);
    // Only the fact the cell's verdict reads, which the published cell shows (`matrix/build.ts`).
    const facts = (revision: RevisionId) => {
      const fact = role ? product?.speaks[role]?.[revision] : undefined;
      return fact ? [fact] : [];
    };
    // Listed revisions no entry covers, decided by a speaks fact that says the product does not speak them.
    const bare = cell.revisions.filter((r) => !entries.some((e) => revisionsOf(e).includes(r)) && facts(r).some((f) => f.value === 'no'));
    if (!entries.length && !bare.length) return;
    dispute.positions.forEach((position, p) => {
      if (!byId.has(position.in)) return;
      const spans = quotedSpans(position.says);
      if (!spans.length) return;
      const factCarries = (revision: RevisionId) =>
        facts(revision).some((f) => factQuotes(f).some((ref) => carries(ref, cell.row, position.in, spans)));
      for (const entry of entries) {
        if (entryQuotes(entry).some((ref) => carries(ref, cell.row, position.in, spans))) continue;
        if (noteCarries(corpus, entry, cell.row, position.in, spans)) continue;
        const at = revisionsOf(entry);
        if (at.every(factCarries)) continue;
        problems.push({
          rule: 'disputed-cell-shows-both-sides',
          where,
          field: `cells.${i}`,
          message: `lists ${cell.row} ${cell.product} at ${at.join(', ')}, whose entry carries none of the words of its position ${p} in ${position.in} (“${spans[0] ?? ''}”): a cell under a dispute shows both sides, so add them to that entry in content/capabilities/${cell.row}.mdx, as contrary: [{ field, value, in: ${position.in}/<section>, quote: … }] (or as evidence, if the cell rests on them), or, where the dispute is about whether ${cell.product} speaks the revision, to the speaks fact the cell shows (its ${role ?? 'role'}'s, in content/products.yaml: contrary: [{ value, in, quote }]), or take the cell out of the dispute`,
        });
      }
      const missing = bare.filter((r) => !factCarries(r));
      if (missing.length) {
        problems.push({
          rule: 'disputed-cell-shows-both-sides',
          where,
          field: `cells.${i}`,
          message: `lists ${cell.row} ${cell.product} at ${missing.join(', ')}, decided by the speaks fact that ${cell.product} does not speak it, which carries none of the words of its position ${p} in ${position.in} (“${spans[0] ?? ''}”): a cell under a dispute shows both sides, so add them to that fact in content/products.yaml, as contrary: [{ value, in: ${position.in}/<section>, quote: … }] (or as evidence, if the fact rests on them), or take the cell out of the dispute`,
        });
      }
    });
  });
  return problems;
}

/** The fixture's speaks fact for mcpx's server at 2024-11-05, as products.yaml writes it. */
const SERVER_2024_FACT = `'2024-11-05': { value: no, evidence: [{ in: CAP-02/what, quote: "mcpx does not serve 2024-11-05" }] }`;

/** A passage that says mcpx serves 2024-11-05, and a dispute between it and the fact's words listing a cell the fact decides. */
const SERVES_2024_DISPUTE: readonly FixtureEdit[] = [
  {
    file: 'capabilities/CAP-01.mdx',
    find: 'in 2026 it declares them but renders nothing.',
    text: 'in 2026 it declares them but renders nothing. As a server it serves hosts at 2024-11-05 over stdio.',
  },
  {
    file: 'disputes/mcpx-serves-2024-11-05.yaml',
    text: [
      'id: mcpx-serves-2024-11-05',
      'summary: Does mcpx serve hosts at 2024-11-05?',
      'status: open',
      'rows: [CAP-01, CAP-02]',
      "cells: [{ row: CAP-02, product: mcpx, revisions: ['2024-11-05'] }]",
      'positions:',
      '  - { in: CAP-02, says: "“mcpx does not serve 2024-11-05”" }',
      '  - { in: CAP-01, says: "“As a server it serves hosts at 2024-11-05 over stdio.”" }',
    ].join('\n'),
  },
];

export const disputedCellShowsBothSides: Rule = {
  id: 'disputed-cell-shows-both-sides',
  title: 'A disputed cell shows both sides',
  description:
    'For every position of a dispute in a row, each entry of a cell the dispute lists carries the position’s words (as evidence, because or contrary): a quote containing one of its quoted spans, or a whole clause of it. A single word or a citation carries nothing. Where the dispute is about whether the product speaks the revision, the speaks fact the cell’s verdict reads and shows (content/products.yaml: its side’s, or in a row about both sides the product’s first role’s) may carry them instead, and must for a cell it alone decides.',
  why: '“The assessment and source references below preserve the original 05c78b2 comparison” (CAP-22): where two readings of the documents disagree, the cell shows the words of each, so a reader can weigh them.',
  examples: {
    pass: {
      says: 'A dispute about whether mcpx serves 2024-11-05: the speaks fact the cell rests on quotes one position and records the other as its contrary.',
      edits: [
        ...SERVES_2024_DISPUTE,
        {
          file: 'products.yaml',
          find: SERVER_2024_FACT,
          text: `${SERVER_2024_FACT.slice(0, -2)}, contrary: [{ value: yes, in: CAP-01/observation, quote: "As a server it serves hosts at 2024-11-05 over stdio." }] }`,
        },
      ],
    },
    fail: {
      says: 'A position quoting words the cell’s entry does not carry.',
      edits: [
        {
          file: 'disputes/widgets-upstream.yaml',
          find: '{ in: CAP-01, says: declares widgets. }',
          text: '{ in: CAP-01, says: "“It renders widgets in the legacy eras”" }',
        },
      ],
    },
  },
  check: ({ corpus, rows, products, disputes }) =>
    disputes.flatMap((dispute) => unrecordedPositionProblems(dispute, rows, corpus, products)),
};
