/**
 * The rule "out-of-revision-needs-sending-words": a declared yes, conditional or off at a revision that does not
 * define the key makes the cell out-of-revision, so its words (evidence or because) say the key itself is sent there:
 * they name the revision (or an era or range covering it), or say it is sent whatever version is negotiated.
 */
import { isDefined, MODERN_REVISION, type RevisionId } from '../register/axes.ts';
import { everyNegotiatedVersionNamed } from '../register/revision-phrases.ts';
import type { EvidenceRef } from '../register/schema.ts';
import type { EvidenceCorpus } from '../evidence/corpus.ts';
import { quotesName } from '../evidence/scope.ts';
import { entriesOf } from './entries.ts';
import type { Rule, WordsProblem } from './rule.ts';

const MODERN = MODERN_REVISION;

/** The problem of one entry's declared value at one revision the spec does not define the key in (the message names the fix), or null. */
export function outOfRevisionProblem(
  corpus: EvidenceCorpus,
  row: string,
  product: string,
  refs: readonly EvidenceRef[],
  revision: RevisionId,
): string | null {
  if (quotesName(corpus, refs, row, product, 'positive').includes(revision)) return null;
  // The documents' sentence speaks of “the legacy initialize”: it carries nothing to 2026-07-28, which has none.
  if (revision !== MODERN && refs.some((ref) => everyNegotiatedVersionNamed(ref.quote).length)) return null;
  return `at ${revision}, which does not define the key, makes the cell out-of-revision, but no quote says the key itself is sent at ${revision}: quote words naming ${revision} (or an era or range covering it) or saying it is sent whatever version is negotiated (“regardless of the negotiated version”), in evidence or because; or leave ${revision} out of revisions (unknown)`;
}

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
  check: ({ corpus, rows }) =>
    entriesOf(rows).flatMap(({ row, product, entry, base, revisions }): WordsProblem[] => {
      const declared = entry.declared;
      if (declared.value !== 'yes' && declared.value !== 'conditional' && declared.value !== 'off') return [];
      const refs = [...(declared.evidence ?? []), ...(entry.because ?? [])];
      return revisions.flatMap((revision): WordsProblem[] => {
        const state = row.spec[revision]?.state;
        if (!state || state === 'unknown' || isDefined(state)) return [];
        const message = outOfRevisionProblem(corpus, row.id, product, refs, revision);
        return message
          ? [
              {
                rule: 'out-of-revision-needs-sending-words',
                where: { row: row.id },
                field: `${base}.declared.evidence`,
                message: `"${declared.value}" ${message}`,
              },
            ]
          : [];
      });
    }),
};
