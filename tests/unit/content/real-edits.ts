/**
 * The real-content edit tests' shared pieces: the text replacements, the Codex entry
 * split several rows need, and the one test shape — an edit of one file of a copy of content/ that the content check
 * must refuse with a named problem.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { withRealEdit } from './content-fixture.ts';

/** The opencode note, as an evidence location. */
export const NOTE = 'note:opencode-declares-roots-only';
/** The note's sentence about Codex. */
export const MORE = 'Codex declares only elicitation while implementing much more';

/** Replace the one occurrence of `from` (the edit changes nothing when it is missing, which withRealEdit refuses). */
export function once(from: string, to: string): (text: string) => string {
  return (t) => (t.split(from).length === 2 ? t.replace(from, to) : t);
}

/** Replace the last occurrence of `from`. */
export function last(from: string, to: string): (text: string) => string {
  return (t) => {
    const i = t.lastIndexOf(from);
    return i < 0 ? t : `${t.slice(0, i)}${to}${t.slice(i + from.length)}`;
  };
}

/**
 * A row's Codex entry (declared no on the note's sentence at all five revisions, implemented unknown) split: `revisions`
 * get `implemented` (the YAML after “implemented:”), the `rest` keep the entry's unknown.
 */
export function codexEntrySplit(
  implemented: string,
  revisions = '"2024-11-05", "2025-03-26", "2025-06-18", "2025-11-25"',
  rest = '"2026-07-28"',
): (text: string) => string {
  const declared = `      declared:
        value: no
        evidence:
          - in: ${NOTE}
            quote: ${MORE}
`;
  return (t) =>
    t.replace(
      `    - revisions: ["2024-11-05", "2025-03-26", "2025-06-18", "2025-11-25", "2026-07-28"]
${declared}      implemented: unknown
`,
      `    - revisions: [${revisions}]
${declared}      implemented: ${implemented}
    - revisions: [${rest}]
${declared}      implemented: unknown
`,
    );
}

/** One edit of the real content that the content check must refuse with a problem matching `expect`. */
export interface RealEdit {
  name: string;
  file: string;
  change: (text: string) => string;
  expect: RegExp;
}

/** A test per edit: the check's problems on the edited copy include one matching the case's `expect`. */
export function testRealEdits(cases: readonly RealEdit[], title: (c: RealEdit) => string = (c) => c.name): void {
  for (const c of cases) {
    test(`the content check refuses the real-content edit ${title(c)}`, () => {
      const problems = withRealEdit(c.file, c.change);
      assert.ok(
        problems.some((p) => c.expect.test(p)),
        `expected a problem matching ${String(c.expect)}, got:\n${problems.join('\n')}`,
      );
    });
  }
}
