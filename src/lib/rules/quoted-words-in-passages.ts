/**
 * The rule "quoted-words-in-passages": quotations in notes are evidence too. Every “…” span in a cell note (`products.<p>.<i>.note`),
 * a spec note (`spec.<rev>.note`) or a dispute position (`positions.<i>.says`) must be words of
 * the documents, found where the note points (README, “Quotes in notes”):
 *
 * - a cell or spec note: in a passage its value's evidence or `because` names, anywhere in
 *   the row it is written in (its sections, its observation's heading, its citations), or in
 *   a row the note names by id (“CAP-26’s current observation: “…””);
 * - a dispute position: anywhere in what its `in` names (a row, a note, a register header);
 *   a dispute's resolution: in the rows or notes the dispute lists.
 *
 * A “…” inside the span marks words left out and “[word]” an editor's insertion: each piece
 * must be there, in order. Words that are the note's own go without quotation marks.
 */
import type { Dispute, EvidenceRef, Row } from '../register/schema.ts';
import { normalizeWords, type EvidenceCorpus } from '../evidence/corpus.ts';
import { passageOf } from '../evidence/locations.ts';
import { contains, quotedSpans } from '../evidence/note-quotes.ts';
import type { Rule, WordsProblem } from './rule.ts';

/** Everything a row says: its sections, its observation's heading and its citations. */
function rowText(corpus: EvidenceCorpus, id: string): string | null {
  let texts = rowTexts.get(corpus);
  if (!texts) {
    texts = new Map<string, string | null>();
    rowTexts.set(corpus, texts);
  }
  const kept = texts.get(id);
  if (kept !== undefined) return kept;
  const text = readRowText(corpus, id);
  texts.set(id, text);
  return text;
}

/** Rows' texts, per corpus (a corpus is built once and never changed): every note quote naming a row reads it. */
const rowTexts = new WeakMap<EvidenceCorpus, Map<string, string | null>>();

function readRowText(corpus: EvidenceCorpus, id: string): string | null {
  const row = corpus.rows.get(id);
  if (!row) return null;
  const citations = row.sources.map((c) => (c.kind === 'file' ? `${c.raw} ${c.quote ?? ''}` : c.raw));
  return normalizeWords([row.audit?.label ?? '', ...row.sections.values(), ...citations].join(' \u0000 '));
}

/** The rows a note names by id (CAP-26), as text. */
function named(corpus: EvidenceCorpus, note: string): string[] {
  return [...new Set(note.match(/\b[A-Z]+-\d{2,}\b/g) ?? [])].flatMap((id) => rowText(corpus, id) ?? []);
}

function passagesOf(corpus: EvidenceCorpus, refs: readonly EvidenceRef[], row: string): string[] {
  return refs.flatMap((ref) => passageOf(corpus, ref.in, row) ?? []);
}

function check(spans: string[], texts: string[], place: string): string[] {
  return spans
    .filter((span) => !texts.some((t) => contains(t, span)))
    .map(
      (span) =>
        `quotes “${normalizeWords(span)}”, which is not in ${place}: copy the words exactly as the page shows them, or write them without quotation marks (as the register's own words)`,
    );
}

/** Every quotation in a note that is not in its passages. */
function checkNoteQuotes(corpus: EvidenceCorpus, rows: readonly Row[], disputes: readonly Dispute[]): WordsProblem[] {
  const problems: WordsProblem[] = [];
  for (const row of rows) {
    const own = rowText(corpus, row.id) ?? '';
    const where = { row: row.id };
    for (const [revision, entry] of Object.entries(row.spec)) {
      if (!entry.note) continue;
      const texts = [
        own,
        ...named(corpus, entry.note),
        ...passagesOf(corpus, [...(entry.evidence ?? []), ...(entry.because ?? [])], row.id),
      ];
      for (const message of check(quotedSpans(entry.note), texts, `the row or the passages its evidence names`)) {
        problems.push({ rule: 'quoted-words-in-passages', where, field: `spec.${revision}.note`, message });
      }
    }
    for (const [product, entries] of Object.entries(row.products)) {
      (entries ?? []).forEach((entry, i) => {
        if (!entry.note) return;
        const refs = [...(entry.declared.evidence ?? []), ...(entry.implemented.evidence ?? []), ...(entry.because ?? [])];
        const texts = [own, ...named(corpus, entry.note), ...passagesOf(corpus, refs, row.id)];
        for (const message of check(quotedSpans(entry.note), texts, `the row or the passages its evidence names`)) {
          problems.push({ rule: 'quoted-words-in-passages', where, field: `products.${product}.${i}.note`, message });
        }
      });
    }
  }
  for (const dispute of disputes) {
    dispute.positions.forEach((position, i) => {
      const register = position.in.startsWith('register:') ? position.in.slice('register:'.length) : null;
      const text = register ? corpus.registers.get(register) : (rowText(corpus, position.in) ?? corpus.notes.get(position.in));
      if (text === undefined || text === null) return; // the integrity check names an unknown `in`
      for (const message of check(quotedSpans(position.says), [text], position.in)) {
        problems.push({ rule: 'quoted-words-in-passages', where: { dispute: dispute.id }, field: `positions.${i}.says`, message });
      }
    });
    if (dispute.resolution) {
      const texts = [
        ...dispute.rows.flatMap((id) => rowText(corpus, id) ?? []),
        ...dispute.notes.flatMap((slug) => corpus.notes.get(slug) ?? []),
      ];
      for (const message of check(quotedSpans(dispute.resolution), texts, `the rows or notes the dispute lists`)) {
        problems.push({ rule: 'quoted-words-in-passages', where: { dispute: dispute.id }, field: 'resolution', message });
      }
    }
  }
  return problems;
}

export const quotedWordsInPassages: Rule = {
  id: 'quoted-words-in-passages',
  title: 'Words in quotation marks are in their passages',
  description:
    'Words a note, a dispute position or a resolution puts in quotation marks are in the row or the passages its evidence names. Words not in them are written without quotation marks, as the register’s own.',
  why: 'A quotation mark says “these are the document’s words”; the site shows them as such, so they must be there.',
  examples: {
    pass: {
      says: 'A note without quotation marks.',
      edits: [],
      excerpt: { file: 'capabilities/CAP-01.mdx', text: 'note: declared in every era' },
    },
    fail: {
      says: 'A note quoting words the row does not have.',
      edits: [
        {
          file: 'capabilities/CAP-01.mdx',
          find: '      note: declared in every era',
          text: '      note: "The observation: “it renders widgets in 2026”."',
        },
      ],
    },
  },
  check: ({ corpus, rows, disputes }) => checkNoteQuotes(corpus, rows, disputes),
};
