/**
 * The rule "role-words-about-the-product": a role quote is about the product and names no revision. A product's side
 * is revision-independent (a fact about the product, not a revision), so its role words reach every revision
 * (inferred: they name the side played, never that the other is not), and only words about that product count: every
 * sentence of a role quote names the product (`productNamed`, a note's words among the products it speaks of), and the
 * quote names no revision (words naming a revision or an era speak of that revision, not of the side the product plays).
 */
import { revisionsNamed } from '../register/revision-phrases.ts';
import type { ProductFacts } from '../register/schema.ts';
import type { EvidenceCorpus } from '../evidence/corpus.ts';
import { noteProducts, productNamed } from '../evidence/product-words.ts';
import { sentenceSpans } from '../evidence/sentence-scope.ts';
import type { Rule, WordsProblem } from './rule.ts';

/** The problems of one product's role quotes: by the index of the quote, the message naming the fix. */
export function roleQuoteProblems(product: ProductFacts, corpus?: EvidenceCorpus): { index: number; message: string }[] {
  const problems: { index: number; message: string }[] = [];
  product.roles.forEach((ref, index) => {
    const others = sentenceSpans(ref.quote)
      .map((span) => ref.quote.slice(span.start, span.end).trim())
      .filter((s) => s && !productNamed(s, product.id, noteProducts(corpus, ref)));
    if (others.length) {
      problems.push({
        index,
        message: `role quote “${ref.quote}” has words that do not name ${product.id} (${others.map((s) => `“${s}”`).join(', ')}): a product's side is a fact about that product, so quote only a sentence about ${product.id} itself (trim the quote to it)`,
      });
    }
    const named = revisionsNamed(ref.quote);
    if (named.length) {
      problems.push({
        index,
        message: `role quote “${ref.quote}” names ${named.join(', ')}: a product's side is revision-independent, and words about a revision speak of that revision, so quote a sentence about the side ${product.id} plays that names no revision or era`,
      });
    }
  });
  return problems;
}

export const roleWordsAboutTheProduct: Rule = {
  id: 'role-words-about-the-product',
  title: 'A role quote is about the product and names no revision',
  description:
    'A product’s role quote (content/products.yaml) is a sentence about that product alone and names no revision or era: the side a product plays does not change with the revision.',
  why: '“mcpx is an MCP gateway, a client to upstream servers and a server to hosts” (the source documents’ README): a side is a fact about the product.',
  examples: {
    pass: {
      says: 'mcpx’s role quote names mcpx and no revision.',
      edits: [],
      excerpt: { file: 'products.yaml', text: 'mcpx is a gateway that is a client to servers and a server to hosts' },
    },
    fail: {
      says: 'A role quote naming a revision.',
      edits: [
        {
          file: 'products.yaml',
          find: 'quote: "mcpx is a gateway that is a client to servers and a server to hosts"',
          text: 'quote: "mcpx declares gadgets at 2025-11-25"',
        },
      ],
    },
  },
  check: ({ corpus, products }) =>
    products.flatMap((product, p) =>
      roleQuoteProblems(product, corpus).map(({ index, message }): WordsProblem => ({
        rule: 'role-words-about-the-product',
        where: { products: true },
        field: `${p}.roles.${index}`,
        message,
      })),
    ),
};
