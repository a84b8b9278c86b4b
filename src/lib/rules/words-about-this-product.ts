/**
 * The rule "words-about-this-product": a product value's words are about that product. The audited product's words
 * are its audit's passages, so a clause naming only another product (or a note's words about the products it audits,
 * `other-product.ts`) and a citation of the specification are not; another product's words name it
 * (`quoteIsAboutProduct`). A contrary is words about this product too.
 */
import type { EvidenceRef, Row } from '../register/schema.ts';
import { contentAxes } from '../content/axes.ts';
import type { EvidenceCorpus } from '../evidence/corpus.ts';
import { parseLocation } from '../evidence/locations.ts';
import { aboutAnotherProduct } from '../evidence/other-product.ts';
import { quoteIsAboutProduct } from '../evidence/product-words.ts';
import { findQuote } from '../evidence/quotes.ts';
import { contraryWordsProblem } from './contrary-words-need-dispute.ts';
import { entriesOf } from './entries.ts';
import type { Rule, WordsProblem } from './rule.ts';

/** Is the quote in a row's citation of the specification (`source: spec`)? */
function isSpecCitation(corpus: EvidenceCorpus, ref: EvidenceRef, row: string): boolean {
  const location = parseLocation(ref.in, row);
  if ('error' in location || location.kind !== 'source') return false;
  const citation = corpus.rows.get(location.row)?.sources[location.index - 1] as { source?: string } | undefined;
  return citation?.source === contentAxes().axes.specification;
}

function aboutOtherProblems(corpus: EvidenceCorpus, rows: readonly Row[]): WordsProblem[] {
  const problems: WordsProblem[] = [];
  for (const { row, product, entry, base } of entriesOf(rows)) {
    const where = { row: row.id };
    for (const field of ['declared', 'implemented'] as const) {
      const value = entry[field];
      if (value.value === 'unknown') continue;
      // The audited product's words are its audit's passages; another product's must name it.
      if (product === row.audit.product) {
        // The audit's words naming no product are the audited product's; a clause naming only another
        // product, or a note's words about the products it audits, are theirs.
        for (const ref of value.evidence ?? []) {
          const other = aboutAnotherProduct(corpus, ref, row.id, product);
          if (!other) continue;
          problems.push({
            rule: 'words-about-this-product',
            where,
            field: `${base}.${field}.evidence`,
            message: `"${value.value}" quotes ${ref.in} “${ref.quote}”, which sits in a clause about ${other}, not ${product}: words about another product are no evidence of what ${product} declares or implements (words-about-this-product). Quote the audit's words about ${product}, or make ${field} unknown`,
          });
        }
        // A citation of the specification is the specification's words, not the audit's.
        for (const ref of value.evidence ?? []) {
          if (!isSpecCitation(corpus, ref, row.id)) continue;
          problems.push({
            rule: 'words-about-this-product',
            where,
            field: `${base}.${field}.evidence`,
            message: `"${value.value}" quotes ${ref.in} “${ref.quote}”, a citation of the specification: the specification's words say what a revision defines, not what ${product} declares or implements (words-about-this-product). Quote the audit's words about ${product}, or move the words to the spec state or to because`,
          });
        }
      }
      if (product !== row.audit.product) {
        for (const ref of value.evidence ?? []) {
          if (quoteIsAboutProduct(corpus, ref, row.id, product)) continue;
          problems.push({
            rule: 'words-about-this-product',
            where,
            field: `${base}.${field}.evidence`,
            message: `"${value.value}" quotes ${ref.in} “${ref.quote}”, whose sentence does not name ${product} (nor is it a note auditing ${product} or a citation of its code): words about the specification or another product are no evidence of what ${product} declares or implements (words-about-this-product). Quote a sentence about ${product}, or move the words to because (if they say why the value reaches a revision) or to the spec state`,
          });
        }
      }
    }
    (entry.contrary ?? []).forEach((contrary, c) => {
      // A contrary is words about this product; a clause naming only another product is that product's, and
      // a note's clause naming none is about the products the note audits.
      if (findQuote(corpus, contrary, row.id) || contraryWordsProblem(corpus, row.id, contrary, entry)) return;
      const other = aboutAnotherProduct(corpus, contrary, row.id, product);
      if (!other) return;
      problems.push({
        rule: 'words-about-this-product',
        where,
        field: `${base}.contrary.${c}`,
        message: `${contrary.in} “${contrary.quote}” sits in a clause about ${other}, not ${product}: a contrary is another audit's words about this product (contrary-words-need-dispute and words-about-this-product). Quote words about ${product}, or remove the contrary`,
      });
    });
  }
  return problems;
}

export const wordsAboutThisProduct: Rule = {
  id: 'words-about-this-product',
  title: 'A product’s value rests on words about that product',
  description:
    'A declared or implemented quote of a product other than the row’s audited one sits in a sentence naming the product, in a note auditing it, or in a citation of its code; the audited product’s quotes are not a clause about another product, nor the specification’s words.',
  why: '“goose declares less than it implements and Codex declares only elicitation while implementing much more” (the opencode note): each clause is about its own product.',
  examples: {
    pass: {
      says: 'opencode v1’s values quote the note auditing it.',
      edits: [],
      excerpt: {
        file: 'capabilities/CAP-01.mdx',
        text: 'declared: { value: no, evidence: [{ in: note:fixture-note, quote: "declares no widgets" }] }',
      },
    },
    fail: {
      says: 'Codex’s value quoting a clause about goose.',
      edits: [
        {
          file: 'capabilities/CAP-01.mdx',
          find: 'but renders nothing.',
          text: 'but renders nothing. goose renders less than it declares and Codex renders only widgets.',
        },
        {
          file: 'capabilities/CAP-01.mdx',
          find: 'sources:\n',
          text: "  codex:\n    - revisions: ['2024-11-05', '2025-03-26', '2025-06-18', '2025-11-25', '2026-07-28']\n      declared: unknown\n      implemented: { value: yes, evidence: [{ in: observation, quote: \"goose renders less than it declares\" }] }\nsources:\n",
        },
      ],
    },
  },
  check: ({ corpus, rows }) => aboutOtherProblems(corpus, rows),
};
