/**
 * The rule "quote-in-passage": every quote is in the passage it names (`findQuote`): a row's spec and product values
 * (evidence, because, uses, contrary), the product facts (roles, speaks evidence, because and contrary) and the
 * words that settle a dispute.
 */
import { REVISION_IDS } from '../register/axes.ts';
import type { EvidenceRef } from '../register/schema.ts';
import { findQuote } from '../evidence/quotes.ts';
import { specAt } from '../lookup/at.ts';
import { entriesOf, speaksFactsOf } from './entries.ts';
import type { Rule, WordsProblem } from './rule.ts';

/** The quotes not in the passage they name, at `field.<index>`. */
function missingQuotes(
  found: (ref: EvidenceRef) => string | null,
  where: WordsProblem['where'],
  refs: readonly EvidenceRef[] | undefined,
  field: string,
): WordsProblem[] {
  return (refs ?? []).flatMap((ref, i): WordsProblem[] => {
    const message = found(ref);
    return message ? [{ rule: 'quote-in-passage', where, field: `${field}.${i}`, message }] : [];
  });
}

export const quoteInPassage: Rule = {
  id: 'quote-in-passage',
  title: 'Every quote is in the passage it names',
  description:
    'An evidence, because, contrary, settling or relay quote is found, word for word, in the passage its `in` names (a section of a row, a row’s citation, a note, a register header). The message says where else the words are, if anywhere.',
  why: 'The register’s own convention: “Sources. … path:line citations, many with a quoted excerpt” (the source documents’ README); a quote is checkable only when it is where it says.',
  examples: {
    pass: {
      says: 'A quote found in the observation.',
      edits: [],
      excerpt: { file: 'capabilities/CAP-01.mdx', text: 'quote: "renders widgets in the legacy eras"' },
    },
    fail: {
      says: 'A quote the observation does not contain.',
      edits: [
        {
          file: 'capabilities/CAP-01.mdx',
          find: 'quote: "renders widgets in the legacy eras"',
          text: 'quote: "renders widgets in all eras"',
        },
      ],
    },
  },
  check: ({ corpus, rows, products, disputes }) => {
    const inRow = (row: string) => (ref: EvidenceRef) => findQuote(corpus, ref, row);
    const inProducts = (ref: EvidenceRef) => findQuote(corpus, ref, null);
    const entries = entriesOf(rows);
    const facts = speaksFactsOf(products);
    return [
      ...rows.flatMap((row) => [
        ...REVISION_IDS.flatMap((revision) => {
          const spec = specAt(row, revision);
          return [
            ...missingQuotes(inRow(row.id), { row: row.id }, spec.evidence, `spec.${revision}.evidence`),
            ...missingQuotes(inRow(row.id), { row: row.id }, spec.because, `spec.${revision}.because`),
          ];
        }),
        ...entries
          .filter((at) => at.row === row)
          .flatMap(({ entry, base }) => [
            ...missingQuotes(inRow(row.id), { row: row.id }, entry.declared.evidence, `${base}.declared.evidence`),
            ...missingQuotes(inRow(row.id), { row: row.id }, entry.implemented.evidence, `${base}.implemented.evidence`),
            ...missingQuotes(inRow(row.id), { row: row.id }, entry.because, `${base}.because`),
            ...missingQuotes(inRow(row.id), { row: row.id }, entry.uses?.evidence, `${base}.uses.evidence`),
          ]),
      ]),
      ...products.flatMap((product, p) => [
        ...missingQuotes(inProducts, { products: true }, product.roles, `${p}.roles`),
        ...facts
          .filter((at) => at.product === product)
          .flatMap(({ fact, field }) => [
            ...missingQuotes(inProducts, { products: true }, fact.evidence, `${field}.evidence`),
            ...missingQuotes(inProducts, { products: true }, fact.because, `${field}.because`),
            ...missingQuotes(inProducts, { products: true }, fact.contrary, `${field}.contrary`),
          ]),
      ]),
      ...entries.flatMap(({ row, entry, base }) => missingQuotes(inRow(row.id), { row: row.id }, entry.contrary, `${base}.contrary`)),
      ...disputes.flatMap((d) => missingQuotes(inProducts, { dispute: d.id }, d.settledBy, 'settledBy')),
    ];
  },
};
