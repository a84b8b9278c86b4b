/**
 * Edits of the valid fixture that several content-check test files make the same way (one definition each):
 * another product's entry in CAP-01, words added to a row or the note, a row's key made a member key, and CAP-01
 * turned into a row about elicitation still defined at 2026-07-28.
 */
import { edit } from './content-fixture.ts';

/** The fixture row most cases break: a client row about widgets, audited at abc1234 (current). */
export const CAP01 = 'capabilities/CAP-01.mdx';
/** The fixture's server row about gadgets, audited at def5678 (snapshot); its body is one What section. */
export const CAP02 = 'capabilities/CAP-02.mdx';
/** The fixture's note, which audits opencode v1 and mentions the other products. */
export const NOTE = 'idiosyncrasies/fixture-note.mdx';

/** Appends sentences to CAP-01's mcpx observation (its last section). */
export const addToObservation = (words: string) => (d: string) => edit(d, CAP01, (t) => `${t.trimEnd()} ${words}\n`);

/** Appends sentences to CAP-02's What (its only section). */
export const addToGadgetsWhat = (words: string) => (d: string) => edit(d, CAP02, (t) => `${t.trimEnd()} ${words}\n`);

/** Appends a paragraph (or a `## Heading` and its paragraph) to the note. */
export const addToNote = (words: string) => (d: string) => edit(d, NOTE, (t) => `${t.trimEnd()}\n\n${words}\n`);

/**
 * Makes a row's key a member key (`widgets` → `widgets.<member>`, `gadgets` → `gadgets.<member>`), in the row and in
 * the spec report alike: CAP-01 becomes a row about a member (as elicitation.form), CAP-02 about a server's
 * notification when the member is listChanged.
 */
export function asMemberRow(row: 'CAP-01' | 'CAP-02', member: string): (d: string) => void {
  const [file, side, key] = row === 'CAP-01' ? [CAP01, 'client', 'widgets'] : [CAP02, 'server', 'gadgets'];
  return (d) => {
    edit(d, file, (t) => t.replace(`paths: [${key}]`, `paths: [${key}.${member}]`));
    edit(d, 'verification/spec-report.json', (t) => t.replaceAll(`"${side} ${key}"`, `"${side} ${key}.${member}"`));
  };
}

/** Adds `entry` (YAML lines under `products:`) for `product` to CAP-01. */
export const addEntry = (product: string, entry: string) => (d: string) =>
  edit(d, CAP01, (t) => t.replace('sources:\n', `  ${product}:\n${entry}sources:\n`));

/**
 * Makes the fixture's CAP-01 a row about elicitation (a capability whose 2026 form is an input request) that 2026-07-28
 * still defines, in the row, its note, its relay, the product facts and the spec report alike.
 */
export function asElicitationRow(d: string): void {
  for (const file of [CAP01, 'idiosyncrasies/fixture-note.mdx', 'products.yaml', 'relays/CAP-01.yaml', 'verification/spec-report.json']) {
    edit(d, file, (t) => t.replaceAll('widgets', 'elicitation'));
  }
  keepDefinedAt2026(d);
}

/** The fixture's CAP-01 key is removed at 2026-07-28; these cases need it defined there (the verdict depends on it). */
export function keepDefinedAt2026(d: string): void {
  edit(d, CAP01, (t) => t.replace("'2026-07-28': { state: removed,", "'2026-07-28': { state: defined,"));
  edit(d, 'verification/spec-report.json', (t) => {
    const report = JSON.parse(t) as { rows: { row: string; revisions: Record<string, { derived: string; register: string; keys: { state: string }[] }> }[] };
    for (const row of report.rows) {
      const at = row.revisions['2026-07-28'];
      if (row.row !== 'CAP-01' || !at) continue;
      at.derived = 'defined';
      at.register = 'defined';
      for (const key of at.keys) key.state = 'defined';
    }
    return `${JSON.stringify(report, null, 2)}\n`;
  });
}
