/** The rule "stated-needs-revision-words": Stated needs words naming the revision. */
import type { Rule } from './rule.ts';

export const statedNeedsRevisionWords: Rule = {
  id: 'stated-needs-revision-words',
  title: 'Stated needs words naming the revision',
  description:
    'A value written for a revision its quotes do not name, while they name others, needs `because`: the words that carry it there (it is then inferred). Otherwise list only the revisions the words name. The negation of an exclusive era (“limited to legacy revision”, for a no) names only the revisions outside that era: which revision of the era is meant is read from the specification, not the words.',
  why: 'The register scopes its words by revision (“2025-03-26 adds widgets; 2025-11-25 gives them sub-fields”): words about one revision do not say what happens at another.',
  examples: {
    pass: {
      says: 'The evidence names the revision the value is written for.',
      edits: [],
      excerpt: { file: 'capabilities/CAP-02.mdx', text: "- revisions: ['2025-11-25']" },
    },
    fail: {
      says: 'A value moved to a revision its words do not name.',
      edits: [{ file: 'capabilities/CAP-02.mdx', find: "    - revisions: ['2025-11-25']", text: "    - revisions: ['2025-06-18']" }],
    },
  },
};
