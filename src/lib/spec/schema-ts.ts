/**
 * Reads the capability fields of a revision's `schema.ts`: every field of
 * `ClientCapabilities` / `ServerCapabilities`, nested object literals included, with its
 * line and whether its JSDoc carries `@deprecated`. schema.json has no deprecation marks,
 * so this is the only place the derivation learns them.
 *
 * A small tokenizer, not a TypeScript parser: it knows comments, strings, names and
 * punctuation, which is all an interface of optional fields needs. Several fields on one
 * line (`elicitation?: { form?: object; url?: object };`) are each found.
 */
import type { KeySide } from './key-path.ts';

export interface TsField {
  /** Key segments from the interface root, e.g. `['tasks', 'requests', 'tools', 'call']`. */
  path: string[];
  /** 1-based line of the field's name. */
  line: number;
  /** Its own JSDoc says `@deprecated` (ancestors not included). */
  deprecated: boolean;
}

interface Token {
  kind: 'doc' | 'name' | 'string' | 'punct';
  text: string;
  line: number;
}

function tokenize(text: string, from: number): Token[] {
  const tokens: Token[] = [];
  let line = text.slice(0, from).split('\n').length;
  let i = from;
  let depth = 0;
  while (i < text.length) {
    const c = text.charAt(i);
    if (c === '\n') {
      line++;
      i++;
    } else if (/\s/.test(c)) {
      i++;
    } else if (text.startsWith('//', i)) {
      const end = text.indexOf('\n', i);
      i = end === -1 ? text.length : end;
    } else if (text.startsWith('/*', i)) {
      const end = text.indexOf('*/', i + 2);
      const stop = end === -1 ? text.length : end + 2;
      const body = text.slice(i, stop);
      if (body.startsWith('/**')) tokens.push({ kind: 'doc', text: body, line });
      line += body.split('\n').length - 1;
      i = stop;
    } else if (c === '"' || c === "'" || c === '`') {
      let j = i + 1;
      while (j < text.length && text[j] !== c) j += text[j] === '\\' ? 2 : 1;
      tokens.push({ kind: 'string', text: text.slice(i + 1, j), line });
      line += text.slice(i, j).split('\n').length - 1;
      i = j + 1;
    } else if (/[\w$]/.test(c)) {
      const word = /^[\w$]+/.exec(text.slice(i, i + 200))?.[0] ?? c;
      tokens.push({ kind: 'name', text: word, line });
      i += word.length;
    } else {
      tokens.push({ kind: 'punct', text: c, line });
      if (c === '{') depth++;
      if (c === '}' && --depth === 0) break; // the interface's closing brace
      i++;
    }
  }
  return tokens;
}

/** `token` is the punctuation `text`; false past the end. */
function isPunct(token: Token | undefined, text: string): boolean {
  return token?.kind === 'punct' && token.text === text;
}

/** Parse members from `tokens[i]` (just after a `{`) to the matching `}`; returns the index after it. */
function members(tokens: Token[], i: number, prefix: string[], out: TsField[]): number {
  let doc: Token | null = null;
  for (let t = tokens[i]; t; t = tokens[i]) {
    if (isPunct(t, '}')) return i + 1;
    if (t.kind === 'doc') {
      doc = t;
      i++;
      continue;
    }
    if (isPunct(t, ';') || isPunct(t, ',')) {
      i++;
      continue;
    }
    let name: string | null = null;
    let line = t.line;
    if (isPunct(t, '[')) {
      // An index signature (`[key: string]: X`): it names no key.
      while (i < tokens.length && !isPunct(tokens[i], ']')) i++;
      i++;
    } else {
      name = t.text;
      line = t.line;
      i++;
    }
    if (isPunct(tokens[i], '?')) i++;
    if (!isPunct(tokens[i], ':')) {
      // Not a field (a method or something unexpected): skip to the end of the member.
      i = skipType(tokens, i);
      doc = null;
      continue;
    }
    i++;
    const path = name === null ? null : [...prefix, name];
    if (path) out.push({ path, line, deprecated: doc !== null && /@deprecated\b/.test(doc.text) });
    doc = null;
    if (path && isPunct(tokens[i], '{')) {
      i = members(tokens, i + 1, path, out);
      i = skipType(tokens, i);
    } else {
      i = skipType(tokens, i);
    }
  }
  return i;
}

/** Skip a type up to the `;` or `,` that ends the member (or the `}` that ends the list, left in place). */
function skipType(tokens: Token[], i: number): number {
  let depth = 0;
  for (let t = tokens[i]; t; t = tokens[i]) {
    if (t.kind === 'punct') {
      if ('{[(<'.includes(t.text)) depth++;
      else if ('}])>'.includes(t.text)) {
        if (depth === 0) return i;
        depth--;
      } else if ((t.text === ';' || t.text === ',') && depth === 0) return i + 1;
    }
    i++;
  }
  return i;
}

/** Every field of the side's capabilities interface, in source order; empty when the interface is not there. */
export function capabilityFields(schemaTs: string, side: KeySide): TsField[] {
  const name = side === 'client' ? 'ClientCapabilities' : 'ServerCapabilities';
  const match = new RegExp(`^export interface ${name}\\b[^{]*\\{`, 'm').exec(schemaTs);
  if (!match) return [];
  const tokens = tokenize(schemaTs, match.index + match[0].length - 1);
  const out: TsField[] = [];
  members(tokens, 1, [], out);
  return out;
}

/** The field at `path`, and whether it or an ancestor field is `@deprecated` (the line of the nearest tag). */
export function fieldAt(fields: readonly TsField[], path: readonly string[]): { line: number | null; deprecatedAt: number | null } {
  const same = (a: readonly string[], b: readonly string[]) => a.length === b.length && a.every((s, i) => s === b[i]);
  const own = fields.find((f) => same(f.path, path));
  let deprecatedAt: number | null = null;
  for (let n = path.length; n >= 1 && deprecatedAt === null; n--) {
    const f = fields.find((x) => same(x.path, path.slice(0, n)));
    if (f?.deprecated) deprecatedAt = f.line;
  }
  return { line: own?.line ?? null, deprecatedAt };
}
