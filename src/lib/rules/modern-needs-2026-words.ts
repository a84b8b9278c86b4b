/** The rule "modern-needs-2026-words": 2026 needs words about 2026. */
import type { Rule } from './rule.ts';

export const modernNeeds2026Words: Rule = {
  id: 'modern-needs-2026-words',
  title: '2026 needs words about 2026',
  description:
    'At 2026-07-28 declared and implemented change meaning (per-request capabilities), so a declared or implemented value there needs words about 2026 or the modern era, in every quote of it or in `because`. A `because` repeating the evidence carries nothing new.',
  why: '“A capability is a promise about the revision in force” (the register header), and 2026-07-28 is the “modern” era: “per-request capabilities, server/discover, extensions” (the source documents’ README).',
  examples: {
    pass: {
      says: 'The 2026 value quotes words about 2026.',
      edits: [],
      excerpt: { file: 'capabilities/CAP-01.mdx', text: 'quote: "in 2026 it declares them but renders nothing"' },
    },
    fail: {
      says: 'A 2026 value quoting words about the legacy eras.',
      edits: [
        {
          file: 'capabilities/CAP-01.mdx',
          find: 'quote: "in 2026 it declares them but renders nothing"',
          text: 'quote: "renders widgets in the legacy eras"',
        },
      ],
    },
  },
};
