/**
 * The rule "words-reach-only-their-passage": a quote from another row, or from a note, reaches only the capabilities
 * its passage names (`reach.ts`), and a parent's words reach its members only for what is not there. In a row about
 * answering a server→client request, implemented words name the request, its handler or the capability they answer;
 * in a row whose key answers no request, words about request handlers say nothing of it (`input-requests.ts`).
 */
import type { Row } from '../register/schema.ts';
import type { EvidenceCorpus } from '../evidence/corpus.ts';
import { exclusiveDeclaration } from '../evidence/exclusive-words.ts';
import { namesNoAnswer, speaksOnlyOfAnswering } from '../evidence/input-requests.ts';
import { quoteNamesProduct } from '../evidence/product-words.ts';
import { rowsNamedByOwnWords, unnamedCapability, unnamedMember } from '../evidence/reach.ts';
import { polarityOf } from '../evidence/scope.ts';
import { entriesOf } from './entries.ts';
import type { Rule, WordsProblem } from './rule.ts';

function unreachedProblems(corpus: EvidenceCorpus, rows: readonly Row[]): WordsProblem[] {
  const problems: WordsProblem[] = [];
  for (const { row, product, entry, base, capabilityOf } of entriesOf(rows)) {
    const where = { row: row.id };
    for (const field of ['declared', 'implemented'] as const) {
      const value = entry[field];
      if (value.value === 'unknown') continue;
      // In an input-request row, implemented words name the request, its handler or the capability they answer.
      if (field === 'implemented') {
        for (const ref of (value.evidence ?? []).filter((r) => namesNoAnswer(corpus, r, row.id, row.capability))) {
          problems.push({
            rule: 'words-reach-only-their-passage',
            where,
            field: `${base}.implemented.evidence`,
            message: `"${value.value}" quotes ${ref.in} “${ref.quote}”, whose sentence names neither ${(row.capability?.paths ?? []).join(', ')} nor a request, handler or answer: in a row about answering a server→client request, implemented words must say what the product does with that request (words-reach-only-their-passage; a notification or a declaration is another row's). Quote the words that name it, or make implemented unknown`,
          });
        }
      }
      // In a row whose key answers no server→client request (experimental, roots.listChanged, extensions and the tasks
      // extension, and a server's listChanged notification), words about answering requests say nothing of it.
      if (field === 'implemented') {
        for (const ref of (value.evidence ?? []).filter((r) => speaksOnlyOfAnswering(corpus, r, row.id, row.capability))) {
          problems.push({
            rule: 'words-reach-only-their-passage',
            where,
            field: `${base}.implemented.evidence`,
            message: `"${value.value}" quotes ${ref.in} “${ref.quote}”, whose sentence speaks of answering requests and not of notifications: ${(row.capability?.paths ?? []).join(', ')} is not a server→client request the product answers (it is a notification, a key or a map it sends), so words about request handlers say nothing of it (words-reach-only-their-passage). Quote words about this key, or make implemented unknown`,
          });
        }
      }
      const bridged = rowsNamedByOwnWords(value.evidence ?? [], row.id);
      if (polarityOf(value.value) === 'positive') {
        for (const ref of value.evidence ?? []) {
          const members = unnamedMember(corpus, ref, row.id, row.capability, capabilityOf, bridged);
          if (!members.length) continue;
          problems.push({
            rule: 'words-reach-only-their-passage',
            where,
            field: `${base}.${field}.evidence`,
            message: `"${value.value}" quotes ${ref.in} “${ref.quote}”, whose passage (the section it sits in) never writes ${members.join(', ')}: a parent's words reach its members only for what is not there (“Codex declares only elicitation” says nothing of form or url mode). Quote words that name ${members.join(', ')}, or make ${field} unknown (words-reach-only-their-passage)`,
          });
        }
      }
      for (const ref of value.evidence ?? []) {
        // An exclusive declaration says what the declaration object holds of every key (exclusive-declaration-decides-every-key), so it reaches every row,
        // but only of the product it names (a note's “opencode” is the product it audits, never another).
        if (field === 'declared' && exclusiveDeclaration(ref.quote) && quoteNamesProduct(corpus, ref, product)) continue;
        const words = unnamedCapability(
          corpus,
          ref,
          row.id,
          row.capability,
          capabilityOf,
          bridged,
          field === 'declared' ? 'declared' : 'other',
        );
        if (!words.length) continue;
        problems.push({
          rule: 'words-reach-only-their-passage',
          where,
          field: `${base}.${field}.evidence`,
          message: `"${value.value}" quotes ${ref.in} “${ref.quote}”, whose passage (the section it sits in) never names this row's capability (${words.join(', ')}): words from another row or a note reach only the capabilities their passage names. Quote words that name it, or make ${field} unknown`,
        });
      }
    }
  }
  return problems;
}

export const wordsReachOnlyTheirPassage: Rule = {
  id: 'words-reach-only-their-passage',
  title: 'Words reach only what their passage names',
  description:
    'A declared or implemented value quoting another row or a note is refused unless the passage the quote sits in names the row’s capability, the quote names the whole capabilities object, or the row’s own words name that row as the same case. In a row about answering a request, implemented words name the request, a handler or an answer.',
  why: 'The opencode note’s “implements exactly that one thing” sits under “opencode declares roots and nothing else”: it speaks of roots, not of every capability.',
  examples: {
    pass: {
      says: 'The note’s words sit in a passage naming widgets.',
      edits: [],
      excerpt: { file: 'idiosyncrasies/fixture-note.mdx', text: 'The fixture client declares no widgets and renders none' },
    },
    fail: {
      says: 'A note’s words from a section that never names widgets.',
      edits: [
        { file: 'idiosyncrasies/fixture-note.mdx', text: '## Elsewhere\n\nIt implements exactly one thing.' },
        {
          file: 'capabilities/CAP-01.mdx',
          find: '{ in: note:fixture-note, quote: "renders none" }',
          text: '{ in: note:fixture-note, quote: "It implements exactly one thing" }',
        },
      ],
    },
  },
  check: ({ corpus, rows }) => unreachedProblems(corpus, rows),
};
