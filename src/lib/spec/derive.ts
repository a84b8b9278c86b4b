/**
 * Derives a capability key's lifecycle, revision by revision, from the specification's own
 * schema files (`schema/<rev>/schema.json` for the shape, `schema/<rev>/schema.ts` for
 * `@deprecated` and the line). Pure: the caller reads the files.
 *
 * Per revision, first rule wins:
 * - no schema for the revision (its folder is missing): `unknown`;
 * - the key is not in the schema: `removed` when an earlier revision had it, else `absent`;
 * - the field or one of its ancestor fields is `@deprecated` in schema.ts: `deprecated`;
 * - first appearance (nothing to compare with): `defined`;
 * - its normalised subtree (`schema-json.ts`) differs from the previous revision that had
 *   it: `changed`;
 * - otherwise `defined`.
 * A key defined only in prose (an extension id under an open map, a semantic change
 * with the same type) cannot be derived: the row records an override with the words.
 */
import type { LifecycleState } from '../register/axes.ts';
import { contentAxes, type AxesData } from '../content/axes.ts';
import { keyLabel, parseKeyPath, type CapabilityKey } from './key-path.ts';
import { capabilityNode, parseSchemaJson, shapeOf } from './schema-json.ts';
import { capabilityFields, fieldAt } from './schema-ts.ts';

/** One revision's schema files as text; null where the file does not exist. */
export interface RevisionSchema {
  revision: string;
  json: string | null;
  ts: string | null;
}

/** What the schema says of one key at one revision. */
export interface DerivedKeyState {
  state: LifecycleState;
  /** schema.ts line of the field (null when the key is not there or schema.ts is missing). */
  line: number | null;
  /** schema.ts line of the `@deprecated` tag's field, when deprecated (the field's own or an ancestor's). */
  deprecatedAt?: number;
  /** Why the state is what it is, where it needs saying. */
  note?: string;
}

/** The schema.ts and schema.json paths of a revision in the specification repository. */
/** A revision's schema files in the specification repository: in its `schema` folder (`content/revisions.yaml`). */
export function schemaFiles(revision: string, axes: AxesData = contentAxes().axes): { json: string; ts: string } {
  const folder = axes.revisions.find((r) => r.id === revision)?.schema ?? `schema/${revision}`;
  return { json: `${folder}/schema.json`, ts: `${folder}/schema.ts` };
}

/** The key's state in every given revision, in the order given (oldest first). */
export function deriveKey(revisions: readonly RevisionSchema[], key: CapabilityKey): DerivedKeyState[] {
  const path = parseKeyPath(key.path);
  let previous: string | null = null;
  let seen = false;
  return revisions.map(({ revision, json, ts }): DerivedKeyState => {
    if (json === null) return { state: 'unknown', line: null, note: `the specification has no ${schemaFiles(revision).json}` };
    let doc;
    try {
      doc = parseSchemaJson(json);
    } catch (error) {
      return { state: 'unknown', line: null, note: `${schemaFiles(revision).json}: ${(error as Error).message}` };
    }
    const node = capabilityNode(doc, key.side, path);
    if (node === null) {
      const state = seen ? 'removed' : 'absent';
      previous = null;
      return { state, line: null };
    }
    const field = ts === null ? { line: null, deprecatedAt: null } : fieldAt(capabilityFields(ts, key.side), path);
    const note =
      ts === null
        ? `no ${schemaFiles(revision).ts}: @deprecated not checked`
        : field.line === null
          ? `${keyLabel(key)} is in schema.json but not found in schema.ts`
          : undefined;
    const shape = shapeOf(doc, node);
    let state: LifecycleState;
    if (field.deprecatedAt !== null) state = 'deprecated';
    else if (previous === null) state = 'defined';
    else state = shape === previous ? 'defined' : 'changed';
    previous = shape;
    seen = true;
    return {
      state,
      line: field.line,
      ...(field.deprecatedAt !== null ? { deprecatedAt: field.deprecatedAt } : {}),
      ...(note ? { note } : {}),
    };
  });
}

/**
 * Several keys of one row (both sides, or several paths) at one revision: their state when
 * they agree, else `unknown` (the report lists each key's state, so a reader sees how they differ).
 */
export function combineStates(perKey: readonly DerivedKeyState[]): LifecycleState {
  const states = new Set(perKey.map((k) => k.state));
  return states.size === 1 ? (perKey[0]?.state ?? 'unknown') : 'unknown';
}
