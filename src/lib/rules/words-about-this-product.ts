/** The rule "words-about-this-product": A product’s value rests on words about that product. */
import type { Rule } from './rule.ts';

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
};
