/** The rule "published-values-carry-words": Every published value carries its words. */
import type { Rule } from './rule.ts';

export const publishedValuesCarryWords: Rule = {
  id: 'published-values-carry-words',
  title: 'Every published value carries its words',
  description:
    'A declared or implemented value other than unknown is published with its quotes in /matrix.json and the cell details, also when the verdict does not rest on it (“not used by the verdict”). The check reads the built matrix: a known value published with no quote is refused, naming the entry to quote.',
  why: '“every sentence in them must reach a page of the site” (the source documents’ README): a value shown without its words cannot be checked by a reader.',
  examples: {
    pass: {
      says: 'Every known value quotes its words.',
      edits: [],
      excerpt: {
        file: 'capabilities/CAP-01.mdx',
        text: 'declared: { value: yes, evidence: [{ in: observation, quote: "Declares widgets in every era" }] }',
      },
    },
    fail: {
      says: 'opencode v1’s implemented made unknown leaves its cells unknown, with the known declaration published as not used by the verdict; a build that dropped that quote is refused (the schema already refuses a known value without evidence, so only a build can lose it).',
      edits: [
        {
          file: 'capabilities/CAP-01.mdx',
          find: 'implemented: { value: no, evidence: [{ in: note:fixture-note, quote: "renders none" }] }',
          text: 'implemented: unknown',
        },
      ],
    },
  },
};
