/**
 * An unquoted value holding ": " breaks a file's YAML. The content check names that file, the
 * line and the key, and says to quote the value; the files that refer to what the broken file
 * holds are not blamed for it (their checks wait until it reads).
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { edit, withFixture } from './content-fixture.ts';
import { CAP01 } from './fixture-edits.ts';

const NOTE = 'idiosyncrasies/fixture-note.mdx';

/** Every file the problems name. */
const filesNamed = (problems: string[]) => [...new Set(problems.map((p) => p.slice(0, p.search(/[:]/))))];

test('a note’s title holding ": " is reported on the note, at its line and key, with the quoted value to write', () => {
  const problems = withFixture((d) =>
    edit(d, NOTE, (t) => t.replace('title: a fixture client declares widgets only', 'title: a fixture client: declares widgets only')),
  );
  assert.equal(
    problems[0],
    `${NOTE}:2: title: the value "a fixture client: declares widgets only" holds ": ", which YAML reads as the start of another key (bad indentation of a mapping entry); quote the value: title: 'a fixture client: declares widgets only'`,
  );
  // The row, the dispute and products.yaml quote the note: none of them is named for its breakage.
  assert.deepEqual(filesNamed(problems), [NOTE], problems.join('\n'));
  assert.match(problems.join('\n'), /fixture-note\.mdx: \(file\): the checks between files .* wait until this file reads/);
  assert.doesNotMatch(problems.join('\n'), /there is no note/);
});

test('a row’s nested note holding ": " names the row, the line and the key, and no file that refers to the row', () => {
  const problems = withFixture((d) => edit(d, CAP01, (t) => t.replace('      note: declared in every era', '      note: declared: in every era')));
  const [first] = problems;
  assert.match(first ?? '', /^capabilities\/CAP-01\.mdx:\d+: note: the value "declared: in every era" holds ": ".*quote the value: note: 'declared: in every era'$/);
  assert.deepEqual(filesNamed(problems), [CAP01], problems.join('\n'));
});

test('a value holding ": " inside a flow mapping is found too, and the line is the file’s own', () => {
  const problems = withFixture((d) => edit(d, CAP01, (t) => t.replace('note: gains sub-fields,', 'note: gains: sub-fields,')));
  // Line 25 of the file: the front-matter starts after the opening "---" on line 1.
  assert.match(problems[0] ?? '', /^capabilities\/CAP-01\.mdx:25: note: the value "gains: sub-fields" holds ": ".*quote the value: note: 'gains: sub-fields'$/);
  assert.deepEqual(filesNamed(problems), [CAP01], problems.join('\n'));
});

test('other malformed YAML keeps js-yaml’s reason, and still spares the files that refer to the broken one', () => {
  const problems = withFixture((d) => edit(d, NOTE, (t) => t.replace('kind: idiosyncrasy', 'kind: [idiosyncrasy')));
  assert.match(problems[0] ?? '', /^idiosyncrasies\/fixture-note\.mdx: \(front-matter\): malformed YAML at line \d+: .*fix the YAML syntax$/);
  assert.deepEqual(filesNamed(problems), [NOTE], problems.join('\n'));
});

test('a file that reads, however wrong, leaves the checks between files running, and no other file is blamed for it', () => {
  const problems = withFixture((d) => {
    edit(d, NOTE, (t) => t.replace('kind: idiosyncrasy', 'kind: idiosyncrasy\ncolour: red'));
    // A mistake of CAP-01's own that only a check between files finds: a quote of the note that is not in it.
    edit(d, CAP01, (t) => t.replace('quote: "renders none" }', 'quote: "renders nothing at all" }'));
  });
  assert.ok(problems.some((p) => p.startsWith(`${NOTE}: colour: unknown field`)), problems.join('\n'));
  // The note stands in for itself without the unknown field: CAP-01's own mistake is found, and nothing says the note is missing.
  assert.ok(problems.some((p) => p.startsWith(`${CAP01}: `) && p.includes('renders nothing at all')), problems.join('\n'));
  assert.doesNotMatch(problems.join('\n'), /there is no note|does not exist/);
});
