/**
 * The rule "quote-states-only-its-field": a quote makes a field stated only if it speaks of that field. An implemented
 * value may not rest on a bare declaration clause (words about declaring and nothing about doing, `field-words.ts`).
 */
import type { Row } from '../register/schema.ts';
import { declarationWords, isBareDeclaration } from '../evidence/field-words.ts';
import { entriesOf } from './entries.ts';
import type { Rule, WordsProblem } from './rule.ts';

function bareDeclarationProblems(rows: readonly Row[]): WordsProblem[] {
  const problems: WordsProblem[] = [];
  for (const { row, entry, base } of entriesOf(rows)) {
    const where = { row: row.id };
    for (const field of ['declared', 'implemented'] as const) {
      const value = entry[field];
      if (value.value === 'unknown') continue;
      if (field === 'implemented') {
        for (const ref of (value.evidence ?? []).filter((r) => isBareDeclaration(r.quote))) {
          problems.push({
            rule: 'quote-states-only-its-field',
            where,
            field: `${base}.implemented.evidence`,
            message: `"${value.value}" quotes ${ref.in} “${ref.quote}”, a bare declaration clause (${declarationWords(ref.quote)
              .map((w) => `“${w}”`)
              .join(
                ', ',
              )}, no word of what the product does): words about declaring do not say what is implemented (quote-states-only-its-field). Quote the words that say what it does (the whole clause, e.g. “… or registers a handler”), or make implemented unknown`,
          });
        }
      }
    }
  }
  return problems;
}

export const quoteStatesOnlyItsField: Rule = {
  id: 'quote-states-only-its-field',
  title: 'A quote states only the field it speaks of',
  description:
    'A declared value is stated only through words about declaring; an implemented value does not rest on a bare declaration clause (declaration words, no word of what the product does): quote what the product does, or make implemented unknown.',
  why: '“The commented keys are not stubs waiting on a handler … uncommenting a line would declare a capability opencode cannot answer” (the opencode note): declaring and implementing are different claims.',
  examples: {
    pass: {
      says: 'Implemented quotes what the client does.',
      edits: [],
      excerpt: { file: 'capabilities/CAP-01.mdx', text: 'quote: "renders none"' },
    },
    fail: {
      says: 'Implemented quotes a declaration.',
      edits: [{ file: 'capabilities/CAP-01.mdx', find: 'quote: "renders none" }', text: 'quote: "declares no widgets" }' }],
    },
  },
  check: ({ rows }) => bareDeclarationProblems(rows),
};
