/** The rule "no-superseding-against-own-row": No settling against the row’s own words. */
import type { Rule } from './rule.ts';

export const noSupersedingAgainstOwnRow: Rule = {
  id: 'no-superseding-against-own-row',
  title: 'No settling against the row’s own words',
  description:
    'A dispute may be superseded only when no passage of the settling quote’s row contradicts it: not when two of its positions are in that row, nor when a contrary of a cell it lists is there. Words of an older comparison the row keeps as historical are not the row’s own.',
  why: '“The assessment and source references below preserve the original 05c78b2 comparison; implementation-specific claims there are historical, not current” (CAP-22): a row that says both sides cannot settle between them.',
  examples: {
    pass: {
      says: 'The fixture’s dispute is open.',
      edits: [],
      excerpt: { file: 'disputes/widgets-upstream.yaml', text: 'positions:' },
    },
    fail: {
      says: 'A dispute settled by a row holding both of its positions.',
      edits: [
        {
          file: 'disputes/widgets-upstream.yaml',
          find: 'rows: [CAP-01, CAP-02]',
          text: 'status: superseded\nresolution: settled.\nsettledBy: [{ in: CAP-01/observation, quote: "Declares widgets in every era" }]\nrows: [CAP-01, CAP-02]',
        },
        {
          file: 'disputes/widgets-upstream.yaml',
          find: '{ in: fixture-note, says: declares nothing. }',
          text: '{ in: CAP-01, says: renders nothing in 2026. }',
        },
      ],
    },
  },
};
