/**
 * What a content rule is: an id saying what it checks, a title, two or three plain sentences, the words of the
 * documents or the specification that motivate it, a passing and a failing example, and its check.
 */
import type { ContentProblem } from '../content/problems.ts';
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

/** The problems of one rule in a checked content tree. */
export interface RuleInput {
  problems: readonly ContentProblem[];
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
   * This rule's problems. The checks themselves run once over the whole content (`checkContent` in
   * src/lib/content/check.ts and src/lib/evidence/), each problem tagged with the rule that found it; a rule's
   * check selects its own, so the check command can report them rule by rule.
   */
  check(input: RuleInput): ContentProblem[];
}

/** The check of a rule whose problems the content check tags with `id`. */
export function problemsTagged(id: RuleId): Rule['check'] {
  return (input) => input.problems.filter((p) => p.rule === id);
}

/** The text of a file after one edit; throws when the words to replace are not in it (an example that edits nothing). */
export function applyEdit(text: string, edit: FixtureEdit): string {
  if (edit.find === undefined) return `${text.trimEnd()}\n${edit.text}\n`;
  if (!text.includes(edit.find)) throw new Error(`the example edit of ${edit.file} changes nothing: “${edit.find}” is not in the file`);
  return text.replaceAll(edit.find, edit.text);
}
