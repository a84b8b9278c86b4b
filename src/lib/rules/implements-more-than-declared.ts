/**
 * The rule "implements-more-than-declared": “declares only K while implementing more” says K is implemented, and
 * nothing of any other key. The note's frame is that a declaration is a subset of what the product implements
 * (“goose declares less than it implements”; “opencode declares exactly one thing and implements exactly that one
 * thing”), so “more” is more than the declared K: the row about K needs implemented yes there (inferred: the words
 * name no revision), never unknown, at each revision that defines K (but not at 2026-07-28 in a row whose 2026 form
 * is an input request: input-requests-at-2026). The “more” is not named, so an implemented value of any other row (a
 * mode of K included) quoting the words is refused.
 */
import { isDefined, MODERN_REVISION } from '../register/axes.ts';
import type { Row } from '../register/schema.ts';
import type { EvidenceCorpus } from '../evidence/corpus.ts';
import { exclusiveDeclaration, implementsMoreClause } from '../evidence/exclusive-words.ts';
import { stopAtModern } from '../evidence/input-requests.ts';
import { quoteNamesProduct } from '../evidence/product-words.ts';
import { entriesOf } from './entries.ts';
import { exclusiveCells, quotedWords } from './exclusive-declaration-decides-every-key.ts';
import type { Rule, WordsProblem } from './rule.ts';

/** The row about K, unknown where the words say K is implemented. */
function unknownWhereImplemented(corpus: EvidenceCorpus, rows: readonly Row[]): WordsProblem[] {
  // One problem per cell, whichever row quotes the words.
  const seen = new Set<string>();
  return exclusiveCells(corpus, rows).flatMap(({ use, row, revision, at }): WordsProblem[] => {
    const product = use.product;
    const cell = `${row.id} ${product} ${revision}`;
    const exact = use.said.only !== null && (row.capability?.paths ?? []).includes(use.said.only);
    if (!exact || !use.said.implementsMore || !isDefined(row.spec[revision]?.state ?? 'unknown')) return [];
    // input-requests-at-2026: at 2026-07-28 an input-request row's implemented value needs words about input requests or 2026.
    if (revision === MODERN_REVISION && stopAtModern(corpus, use.ref, row.id, row.capability, product, 'yes') !== null) return [];
    if ((at && at.entry.implemented.value !== 'unknown') || seen.has(cell)) return [];
    seen.add(cell);
    return [
      {
        rule: 'implements-more-than-declared',
        where: { row: row.id },
        field: at ? `products.${product}.${at.index}.implemented` : `products.${product}`,
        message: `is unknown at ${revision}, but ${quotedWords(use)} says ${product} implements more than it declares, so it implements ${use.said.only ?? 'it'}: write implemented yes at ${revision} with evidence [{in: ${use.ref.in}, quote: ${use.ref.quote}}] (implements-more-than-declared; inferred: the words name no revision)`,
      },
    ];
  });
}

/** Another row's implemented value quoting the words (or a trimmed part of their clause, `implementsMoreClause`). */
function quotedElsewhere(corpus: EvidenceCorpus, rows: readonly Row[]): WordsProblem[] {
  return entriesOf(rows).flatMap(({ row, product, entry, base }) =>
    (entry.implemented.evidence ?? []).flatMap((ref): WordsProblem[] => {
      const quoted = exclusiveDeclaration(ref.quote);
      const said =
        quoted?.implementsMore && quoteNamesProduct(corpus, ref, product) ? quoted : implementsMoreClause(corpus, ref, row.id, product);
      if (!said?.implementsMore) return [];
      if (said.only !== null && (row.capability?.paths ?? []).includes(said.only)) return [];
      return [
        {
          rule: 'implements-more-than-declared',
          where: { row: row.id },
          field: `${base}.implemented.evidence`,
          message: `"${entry.implemented.value}" quotes ${ref.in} “${ref.quote}”, which says ${product} implements more than the ${said.only ?? 'nothing'} it declares but never names what more: it decides implemented only for the row about ${said.only ?? 'that key'} (implements-more-than-declared). Quote words that name this row's capability, or make implemented unknown`,
        },
      ];
    }),
  );
}

export const implementsMoreThanDeclared: Rule = {
  id: 'implements-more-than-declared',
  title: '“Declares only K while implementing more” decides K only',
  description:
    'Words saying a product declares only K while implementing more say K is implemented (the row about K gives implemented yes, inferred) and nothing of any other key: quoted as implemented evidence of another row they are refused.',
  why: '“Codex declares only elicitation while implementing much more” (the opencode note) never says what more.',
  examples: {
    pass: {
      says: 'The fixture quotes no such words.',
      edits: [],
      excerpt: { file: 'idiosyncrasies/fixture-note.mdx', text: 'The fixture client declares no widgets and renders none' },
    },
    fail: {
      says: '“implementing much more” quoted for another key.',
      edits: [
        {
          file: 'capabilities/CAP-01.mdx',
          find: 'but renders nothing.',
          text: 'but renders nothing. Codex declares only gadgets while implementing much more.',
        },
        {
          file: 'capabilities/CAP-01.mdx',
          find: 'sources:\n',
          text: "  codex:\n    - revisions: ['2024-11-05', '2025-03-26', '2025-06-18', '2025-11-25', '2026-07-28']\n      declared: { value: no, evidence: [{ in: observation, quote: \"Codex declares only gadgets while implementing much more\" }] }\n      implemented: { value: yes, evidence: [{ in: observation, quote: \"Codex declares only gadgets while implementing much more\" }] }\nsources:\n",
        },
      ],
    },
  },
  check: ({ corpus, rows }) => [...unknownWhereImplemented(corpus, rows), ...quotedElsewhere(corpus, rows)],
};
