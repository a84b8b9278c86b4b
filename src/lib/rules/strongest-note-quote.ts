/**
 * The rule "strongest-note-quote": use the strongest quote. A field resting at a revision on words that name no
 * revision, while the entry quotes a note in scope there for its other field, is refused without a `because`: the
 * note's words are the stronger evidence for it too (the basis is then stated).
 */
import type { ProductEntry } from '../register/schema.ts';
import type { EvidenceCorpus } from '../evidence/corpus.ts';
import { passageScope, polarityOf, quotesName } from '../evidence/scope.ts';
import { entriesOf, revisionsOf } from './entries.ts';
import type { Rule, WordsProblem } from './rule.ts';

/** The problems of one entry: the fields that rest at a revision on words naming none, while the entry quotes a note in scope there. */
function strongestQuoteProblems(
  corpus: EvidenceCorpus,
  row: string,
  product: string,
  entry: ProductEntry,
): { field: 'declared' | 'implemented'; message: string }[] {
  if (entry.because?.length) return [];
  const revisions = revisionsOf(entry);
  const problems: { field: 'declared' | 'implemented'; message: string }[] = [];
  for (const [field, other] of [
    ['declared', 'implemented'],
    ['implemented', 'declared'],
  ] as const) {
    const evidence = entry[field].evidence ?? [];
    if (!evidence.length) continue;
    const notes = (entry[other].evidence ?? []).filter((ref) => ref.in.startsWith('note:'));
    for (const revision of revisions) {
      if (quotesName(corpus, evidence, row, product, polarityOf(entry[field].value)).includes(revision)) continue;
      const inScope = notes.find((ref) => passageScope(corpus, ref, row, product).includes(revision));
      if (!inScope) continue;
      problems.push({
        field,
        message: `rests at ${revision} on words that name no revision, while the entry quotes ${inScope.in} for ${other}, a note in scope for ${product} at ${revision}: use the strongest quote, the note's words for ${field} (the basis is then stated), or add because: [{in, quote}] saying why the note does not speak of it`,
      });
      break;
    }
  }
  return problems;
}

export const strongestNoteQuote: Rule = {
  id: 'strongest-note-quote',
  title: 'Use the strongest quote',
  description:
    'An entry that quotes a note in scope at a revision for one field, while its other field rests there on words naming no revision, quotes the note for that field too (the basis is then stated), or says in `because` why the note does not speak of it.',
  why: 'The opencode note is scoped “Revisions: 2025-11-25” and opens “opencode declares roots and nothing else”: where a note speaks of the product at the revision, its words are the strongest.',
  examples: {
    pass: {
      says: 'Both fields quote the note.',
      edits: [],
      excerpt: {
        file: 'capabilities/CAP-01.mdx',
        text: 'declared: { value: no, evidence: [{ in: note:fixture-note, quote: "declares no widgets" }] }',
      },
    },
    fail: {
      says: 'Declared rests on the row’s generic words while implemented quotes the note.',
      edits: [
        {
          file: 'capabilities/CAP-01.mdx',
          find: '    - revisions: all\n      declared: { value: no, evidence: [{ in: note:fixture-note, quote: "declares no widgets" }] }',
          text: '    - revisions: [\'2025-11-25\']\n      declared: { value: no, evidence: [{ in: what, quote: "A client that has widgets declares widgets" }] }',
        },
        {
          file: 'capabilities/CAP-01.mdx',
          find: '      because: [{ in: note:fixture-note, quote: "whatever the revision, 2026 included" }]\n',
          text: '',
        },
      ],
    },
  },
  check: ({ corpus, rows }) =>
    entriesOf(rows).flatMap(({ row, product, entry, base }) =>
      strongestQuoteProblems(corpus, row.id, product, entry).map((p): WordsProblem => ({
        rule: 'strongest-note-quote',
        where: { row: row.id },
        field: `${base}.${p.field}.evidence`,
        message: `"${entry[p.field].value}" ${p.message}`,
      })),
    ),
};
