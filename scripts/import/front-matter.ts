/**
 * Faithful front-matter edits: the importer replaces the text of the top-level fields whose
 * value the register's text changes and leaves every other byte as it was (a curator's flow
 * sequences, quotes, comments and blank lines included).
 *
 * A front-matter is a block mapping: every top-level field starts at column 0 (`key:`), and
 * whatever follows up to the next such line (its value, indented lines, comments) belongs to
 * it; comment lines at column 0 just above a field belong to that field. `splitFields` cuts the
 * text that way and checks that the pieces read as the whole does; `replaceFields` puts it back
 * together with some fields' text replaced, removed or inserted in the importer's order.
 */
import { parse as parseYaml } from 'yaml';

export interface FieldText {
  key: string;
  /** The field's text: its leading comment lines, `key:` line and every line up to the next field; ends with a newline. */
  text: string;
}

export interface SplitFrontMatter {
  /** Lines before the first field (comments, blank lines), as written. */
  head: string;
  fields: FieldText[];
}

const FIELD_LINE = /^(?:"([^"\\]+)"|'([^']+)'|([^\s#'"\-?:[\]{},&*!|>%@`][^:#]*?))\s*:(?:\s|$)/;

function keyOf(line: string): string | null {
  const m = FIELD_LINE.exec(line);
  if (!m) return null;
  return (m[1] ?? m[2] ?? m[3] ?? '').trim();
}

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/**
 * Cut a front-matter's text into its top-level fields; null when the text is not a block
 * mapping cut cleanly that way (a flow mapping, a multi-document text): the caller then
 * re-renders the whole front-matter.
 */
export function splitFields(yaml: string): SplitFrontMatter | null {
  const text = yaml.endsWith('\n') || yaml === '' ? yaml : `${yaml}\n`;
  const lines = text.split('\n').slice(0, -1);
  let head = '';
  const fields: FieldText[] = [];
  let pending: string[] = [];
  for (const line of lines) {
    const key = /^\s|^#|^$/.test(line) ? null : keyOf(line);
    if (key !== null) {
      fields.push({ key, text: `${pending.join('')}${line}\n` });
      pending = [];
    } else if (/^#/.test(line) || line === '') {
      // A comment or blank line at column 0 belongs to the next field when one follows.
      pending.push(`${line}\n`);
    } else {
      const last = fields.at(-1);
      if (!last) return null;
      last.text += pending.join('') + `${line}\n`;
      pending = [];
    }
    if (!fields.length && key === null) {
      head += pending.join('');
      pending = [];
    }
  }
  const tail = pending.join('');
  if (tail) {
    const last = fields.at(-1);
    if (last) last.text += tail;
    else head += tail;
  }
  // The pieces must read as the whole does: one field each, the same values.
  let whole: unknown;
  try {
    whole = parseYaml(text);
  } catch {
    return null;
  }
  if (whole !== null && (typeof whole !== 'object' || Array.isArray(whole))) return null;
  const joined: Record<string, unknown> = {};
  for (const field of fields) {
    let one: unknown;
    try {
      one = parseYaml(field.text);
    } catch {
      return null;
    }
    if (!one || typeof one !== 'object' || Object.keys(one).length !== 1 || !(field.key in one)) return null;
    if (field.key in joined) return null;
    joined[field.key] = (one as Record<string, unknown>)[field.key];
  }
  if (!same(joined, whole ?? {})) return null;
  return { head, fields };
}

/** The value a field's text reads as. */
export function fieldValue(field: FieldText): unknown {
  return (parseYaml(field.text) as Record<string, unknown>)[field.key];
}

/** The text of the leading comment and blank lines of a field (kept when its value is replaced). */
function leadingComments(field: FieldText): string {
  return /^(?:(?:#[^\n]*|)\n)*/.exec(field.text)?.[0] ?? '';
}

/**
 * Put a front-matter back together: `replace` gives new text (`key: …\n`) for fields whose
 * value changes (a field's leading comments are kept), `remove` drops fields, and a key of
 * `replace` that is not in the text is inserted after the last field that comes before it in
 * `order` (at the end when none does). Every other byte is kept.
 */
export function replaceFields(
  split: SplitFrontMatter,
  replace: ReadonlyMap<string, string>,
  order: readonly string[],
  remove: ReadonlySet<string> = new Set(),
): string {
  const out: FieldText[] = [];
  for (const field of split.fields) {
    if (remove.has(field.key)) continue;
    const text = replace.get(field.key);
    out.push(text === undefined ? field : { key: field.key, text: leadingComments(field) + text });
  }
  const rank = (key: string) => {
    const i = order.indexOf(key);
    return i === -1 ? order.length : i;
  };
  for (const [key, text] of replace) {
    if (split.fields.some((f) => f.key === key)) continue;
    let at = 0;
    out.forEach((f, i) => {
      if (rank(f.key) <= rank(key)) at = i + 1;
    });
    out.splice(at, 0, { key, text });
  }
  return split.head + out.map((f) => f.text).join('');
}
