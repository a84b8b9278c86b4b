/** The rule "disputed-cell-shows-both-sides": A disputed cell shows both sides. */
import { problemsTagged, type Rule } from './rule.ts';

export const disputedCellShowsBothSides: Rule = {
  id: 'disputed-cell-shows-both-sides',
  title: 'A disputed cell shows both sides',
  description:
    'For every position of a dispute in a row, each entry of a cell the dispute lists carries the position’s words (as evidence, because or contrary): a quote containing one of its quoted spans, or a whole clause of it. A single word or a citation carries nothing.',
  why: '“The assessment and source references below preserve the original 05c78b2 comparison” (CAP-22): where two readings of the documents disagree, the cell shows the words of each, so a reader can weigh them.',
  examples: {
    pass: {
      says: 'The position’s words are unquoted, so the cell carries them as they are.',
      edits: [],
      excerpt: { file: 'disputes/widgets-upstream.yaml', text: '{ in: CAP-01, says: declares widgets. }' },
    },
    fail: {
      says: 'A position quoting words the cell’s entry does not carry.',
      edits: [
        {
          file: 'disputes/widgets-upstream.yaml',
          find: '{ in: CAP-01, says: declares widgets. }',
          text: '{ in: CAP-01, says: "“It renders widgets in the legacy eras”" }',
        },
      ],
    },
  },
  check: problemsTagged('disputed-cell-shows-both-sides'),
};
