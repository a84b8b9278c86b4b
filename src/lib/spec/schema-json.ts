/**
 * Reads the capability subtrees of a revision's `schema.json` and normalises them for
 * comparison between revisions.
 *
 * - Definitions are under `definitions` (draft-07, through 2025-06-18) or `$defs` (2020-12,
 *   from 2025-11-25); `$ref`s are resolved as JSON pointers, never by assuming a prefix.
 * - Annotations (`description`, `title`, `examples`, `$comment`, …) are dropped: a changed
 *   description is not a changed capability.
 * - `additionalProperties: true` and `properties: {}` are dropped, because JSON Schema
 *   means the same without them (the generator writes TypeScript `object` as
 *   `{type: object, properties: {}, additionalProperties: true}` and `{}` without either).
 * - Everything else counts. In particular the 2026 `JSONObject` (an object whose values are
 *   JSON values) differs from the earlier `object` (anything): the generated schemas really
 *   differ, and the register calls that retyping a change.
 * - Recursive definitions (`JSONObject` → `JSONValue` → `JSONObject`) are expanded once
 *   and cut with `{$ref: <pointer>}` on re-entry.
 */
import type { KeySide } from './key-path.ts';

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };
type JsonObject = { [key: string]: Json };

const ANNOTATIONS = new Set(['description', 'title', 'examples', '$comment', 'markdownDescription', 'deprecated']);

const isObject = (v: Json | undefined): v is JsonObject => typeof v === 'object' && v !== null && !Array.isArray(v);

/** An object's entries sorted by key, in the order `Object.keys(o).sort()` gives. */
const sortedEntries = (o: JsonObject): [string, Json][] => Object.entries(o).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));

/** A parsed schema.json; throws with the reason when the text is not JSON or has no definitions. */
export function parseSchemaJson(text: string): JsonObject {
  const data = JSON.parse(text) as Json;
  if (!isObject(data) || !(isObject(data.definitions) || isObject(data.$defs))) {
    throw new Error('schema.json has neither "definitions" nor "$defs"');
  }
  return data;
}

/** The node a local JSON pointer (`#/$defs/JSONObject`) names, or undefined. */
export function resolvePointer(doc: JsonObject, ref: string): Json | undefined {
  if (!ref.startsWith('#')) return undefined;
  let node: Json | undefined = doc;
  for (const raw of ref.slice(1).split('/').slice(1)) {
    const key = decodeURIComponent(raw).replace(/~1/g, '/').replace(/~0/g, '~');
    node = isObject(node) ? node[key] : Array.isArray(node) ? node[Number(key)] : undefined;
    if (node === undefined) return undefined;
  }
  return node;
}

/** Follow `$ref`s until a node without one (siblings of a `$ref` are ignored here: this is only for walking). */
function deref(doc: JsonObject, node: Json | undefined, seen = new Set<string>()): Json | undefined {
  while (isObject(node) && typeof node.$ref === 'string' && !seen.has(node.$ref)) {
    seen.add(node.$ref);
    node = resolvePointer(doc, node.$ref);
  }
  return node;
}

/** The schema node of a capability key (segments from the side's root), or null when the schema does not define it. */
export function capabilityNode(doc: JsonObject, side: KeySide, path: readonly string[]): Json | null {
  const defs = (isObject(doc.$defs) ? doc.$defs : doc.definitions) as JsonObject;
  let node: Json | undefined = defs[side === 'client' ? 'ClientCapabilities' : 'ServerCapabilities'];
  if (node === undefined) return null;
  for (const segment of path) {
    node = deref(doc, node);
    const properties: Json | undefined = isObject(node) ? node.properties : undefined;
    if (!isObject(properties) || !Object.hasOwn(properties, segment)) return null;
    node = properties[segment];
  }
  return node ?? null;
}

/** The node normalised for comparison (see the module comment). */
export function normalizeNode(doc: JsonObject, node: Json, seen: readonly string[] = []): Json {
  if (Array.isArray(node)) return node.map((n) => normalizeNode(doc, n, seen));
  if (!isObject(node)) return node;
  if (typeof node.$ref === 'string') {
    const ref = node.$ref;
    if (seen.includes(ref)) return { $ref: ref.split('/').at(-1) ?? ref };
    const target = resolvePointer(doc, ref);
    if (target === undefined) return { $ref: ref, unresolved: true };
    const { $ref: _ref, ...siblings } = node;
    const base = normalizeNode(doc, target, [...seen, ref]);
    const rest = normalizeNode(doc, siblings, seen);
    if (!isObject(base) || !isObject(rest) || Object.keys(rest).length === 0) return base;
    return sortKeys({ ...base, ...rest });
  }
  const out: JsonObject = {};
  for (const [key, value] of sortedEntries(node)) {
    if (ANNOTATIONS.has(key)) continue;
    if (key === 'additionalProperties' && value === true) continue;
    if (key === 'properties' && isObject(value) && Object.keys(value).length === 0) continue;
    if (key === 'properties' && isObject(value)) {
      // Property names are data, not keywords: keep them all (even one called "description").
      out[key] = Object.fromEntries(sortedEntries(value).map(([k, v]) => [k, normalizeNode(doc, v, seen)]));
      continue;
    }
    out[key] = normalizeNode(doc, value, seen);
  }
  return out;
}

function sortKeys(o: JsonObject): JsonObject {
  return Object.fromEntries(sortedEntries(o));
}

/** A stable text of the normalised node: equal texts, equal shapes. */
export function shapeOf(doc: JsonObject, node: Json): string {
  return JSON.stringify(normalizeNode(doc, node));
}
