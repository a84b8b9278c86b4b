/**
 * What a content rule is: an id saying what it checks, a title, two or three plain sentences, the words of the
 * documents or the specification that motivate it, a passing and a failing example, and its check.
 */
import type { EvidenceCorpus } from '../evidence/corpus.ts';
import type { Dispute, ProductFacts, Row } from '../register/schema.ts';
import type { RuleId } from './ids.ts';

/**
 * One edit of the example content (the valid fixture, tests/fixtures/content-valid): `find` replaced by `text`
 * (every occurrence), or, without `find`, `text` appended to the file.
 */
export interface FixtureEdit {
  /** The file, relative to the content directory (`capabilities/CAP-01.mdx`). */
  file: string;
  /** The words replaced; omitted to append. */
  find?: string;
  /** The words written instead, or appended. */
  text: string;
}

/** An example a rule's test runs: the valid fixture after `edits`. */
export interface RuleExample {
  /** What the example shows, in a sentence. */
  says: string;
  /** The edits of the valid fixture; none for the fixture as it is. */
  edits: readonly FixtureEdit[];
  /** For an example without edits: the words of the fixture it points to. */
  excerpt?: { file: string; text: string };
}

/** What the rules of words read: every row, product fact and dispute, and the passages their quotes name. */
export interface ContentWords {
  corpus: EvidenceCorpus;
  rows: readonly Row[];
  products: readonly ProductFacts[];
  disputes: readonly Dispute[];
}

/** A problem a rule of words finds: in a row's file, in the product facts, or in a dispute's file. */
export interface WordsProblem {
  rule: RuleId;
  where: { row: string } | { products: true } | { dispute: string };
  /** Dotted field path. */
  field: string;
  /** What is wrong, what was expected and how to fix it. */
  message: string;
}

export interface Rule {
  id: RuleId;
  title: string;
  /** Two or three plain sentences: what is checked, and what to write instead. */
  description: string;
  /** The words of the documents or the specification that motivate the rule, quoted. */
  why: string;
  examples: { pass: RuleExample; fail: RuleExample };
  /**
   * What the rule checks of the content's words: its problems. The rules about reading and joining the files (the
   * YAML, the schema, references, spec states, relays, other sources, what the matrix publishes) have none here:
   * `src/lib/content/` finds their problems as it reads the files, tagged with the rule's id.
   */
  check?: (content: ContentWords) => WordsProblem[];
}

/** The text of a file after one edit; throws when the words to replace are not in it (an example that edits nothing). */
export function applyEdit(text: string, edit: FixtureEdit): string {
  if (edit.find === undefined) return `${text.trimEnd()}\n${edit.text}\n`;
  if (!text.includes(edit.find)) throw new Error(`the example edit of ${edit.file} changes nothing: “${edit.find}” is not in the file`);
  return text.replaceAll(edit.find, edit.text);
}
