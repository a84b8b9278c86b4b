/**
 * The one YAML slip authors make most: an unquoted value that holds ": " (`title: a client:
 * declares widgets`). YAML reads the second ": " as the start of another key, and js-yaml's own
 * words for it ("bad indentation of a mapping entry", "missed comma between flow collection
 * entries") say neither what is wrong nor how to fix it. This finds the slip on the line the
 * parser stopped at and writes the fix: the value, quoted.
 */

/** A `key: value` whose unquoted value holds ": ", with the value quoted the way YAML reads it back unchanged. */
export interface ColonInValue {
  /** The key whose value holds the colon. */
  key: string;
  /** The value as written. */
  value: string;
  /** The same entry with the value in single quotes (a `'` inside doubled), to write instead. */
  quoted: string;
}

/** A key as authors write them: letters, digits, `-`, `_`, `.`, or a quoted revision like `'2025-11-25'`. */
const KEY = String.raw`([A-Za-z0-9_.-]+|'[^']*'|"[^"]*")`;
/** The start of a plain (unquoted) value: not a quote, flow bracket, block marker, anchor, alias or tag. */
const PLAIN_START = String.raw`[^\s'"{\[|>&*!%@\x60#]`;
/** A block entry: `key: value`, optionally after a list dash; a trailing ` # comment` is not part of the value. */
const BLOCK_ENTRY = new RegExp(String.raw`^\s*(?:-\s+)?${KEY}:[ \t]+(${PLAIN_START}.*?)(?:[ \t]+#.*)?$`);
/** An entry inside a flow mapping: `{ …, key: value, … }`, the value running to the next `,`, `}` or `]`. */
const FLOW_ENTRY = new RegExp(String.raw`[{,][ \t]*${KEY}:[ \t]+(${PLAIN_START}[^,}\]]*)`, 'g');
/** The colon-space YAML reads as "a key ends here". */
const COLON_SPACE = /:[ \t]/;

function quote(value: string): string {
  return `'${value.replace(/'/g, "''")}'`;
}

function found(key: string, raw: string): ColonInValue | undefined {
  const value = raw.trimEnd();
  if (!COLON_SPACE.test(value)) return undefined;
  return { key, value, quoted: `${key}: ${quote(value)}` };
}

/** The entry on `line` whose unquoted value holds ": ", or undefined when the line has none. */
export function colonInPlainValue(line: string): ColonInValue | undefined {
  const text = line.replace(/\r$/, '');
  for (const match of text.matchAll(FLOW_ENTRY)) {
    const [, key, value] = match;
    const hit = key !== undefined && value !== undefined ? found(key, value) : undefined;
    if (hit) return hit;
  }
  const block = BLOCK_ENTRY.exec(text);
  if (!block) return undefined;
  const [, key, value] = block;
  return key !== undefined && value !== undefined ? found(key, value) : undefined;
}
