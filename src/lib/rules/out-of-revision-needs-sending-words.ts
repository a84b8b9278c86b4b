/** The rule "out-of-revision-needs-sending-words": Out-of-revision needs words saying the key is sent there. */
import type { Rule } from './rule.ts';

export const outOfRevisionNeedsSendingWords: Rule = {
  id: 'out-of-revision-needs-sending-words',
  title: 'Out-of-revision needs words saying the key is sent there',
  description:
    'A declared value (yes, conditional, off) at a revision whose spec does not define the key makes the cell out-of-revision, so a quote of it must name that revision or say the declaration is sent whatever version is negotiated (never at 2026-07-28, which has no legacy initialize).',
  why: '“The same object is sent in the legacy initialize regardless of the negotiated version” and “a key the revision does not define” (CAP-03): out-of-revision is a claim about the wire at that revision.',
  examples: {
    pass: {
      says: 'A declaration at 2026-07-28 on words naming 2026 (“every era”, and the value quotes 2026).',
      edits: [],
      excerpt: { file: 'capabilities/CAP-01.mdx', text: "- revisions: ['2026-07-28']" },
    },
    fail: {
      says: 'A 2026 declaration on words saying it is sent whatever version is negotiated.',
      edits: [
        {
          file: 'capabilities/CAP-01.mdx',
          find: '- revisions: [\'2026-07-28\']\n      declared: { value: yes, evidence: [{ in: observation, quote: "Declares widgets in every era" }] }',
          text: '- revisions: [\'2026-07-28\']\n      declared: { value: yes, evidence: [{ in: observation, quote: "The same object is sent regardless of the negotiated version" }] }',
        },
        { file: 'capabilities/CAP-01.mdx', text: 'The same object is sent regardless of the negotiated version.' },
      ],
    },
  },
};
