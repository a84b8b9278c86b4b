/**
 * What an observation says of the register's rows: for each client-side key path a row names
 * (its `capability`), at each protocol revision the client declared at, whether the client sent
 * the key, in which message, and what it answered when the capture server asked about it.
 * Pure: observations and rows in, cells out. Nothing here is read by `buildMatrix`: an
 * observation is evidence of what a client does, shown beside the register's verdict.
 *
 * **Revisions.** A declaration speaks of the revision it was sent at: `initialize`'s of the
 * version the capture server answered (`protocolNegotiated`), the 2026 per-request `_meta`'s of
 * the version it names. The answers belong to the session's `initialize`. Where two messages
 * speak of one revision (a client that sends `_meta` in both passes, or falls back to
 * `initialize` in the second), the first is shown: the first pass's `initialize`, then the
 * second pass's `_meta`, the first pass's `_meta`, the second pass's `initialize`.
 */
import { capabilityKeys, parseKeyPath } from '../spec/key-path.ts';
import { META_KEYS } from './meta-keys.ts';
import type { AskedRequest, Json, JsonObject, Observation, PassObservation } from './schema.ts';
import { answerWords, outcomeOf, summaryWords, type Outcome } from './words.ts';

/** A register row as an observation reads it: its id and the key paths it names on the client side. */
export interface ObservableRow {
  id: string;
  paths: string[];
}

/** The rows an observation can speak of: those naming a client-side key (side `client` or `both`), in the order given. */
export function observableRows(
  rows: readonly { id: string; capability?: { side: 'client' | 'server' | 'both'; paths: readonly string[] } | undefined }[],
): ObservableRow[] {
  const out: ObservableRow[] = [];
  for (const row of rows) {
    if (!row.capability) continue;
    const paths = capabilityKeys(row.capability)
      .filter((k) => k.side === 'client')
      .map((k) => k.path);
    if (paths.length) out.push({ id: row.id, paths });
  }
  return out;
}

export type Pass = 'legacy' | 'modern';
export type DeclaringMessage = 'initialize' | '_meta';

/** One message that carried the client's capabilities: at which revision, in which pass and message, and the questions asked after it. */
export interface Declaration {
  revision: string;
  pass: Pass;
  message: DeclaringMessage;
  capabilities: JsonObject;
  /** What the capture server asked in that session, with the answers; empty for `_meta` (the answers belong to `initialize`). */
  requests: AskedRequest[];
}

const isObject = (v: Json | undefined): v is JsonObject => typeof v === 'object' && v !== null && !Array.isArray(v);

function fromInitialize(pass: PassObservation | null, name: Pass): Declaration[] {
  if (!pass?.capabilities || !pass.protocolNegotiated) return [];
  return [
    { revision: pass.protocolNegotiated, pass: name, message: 'initialize', capabilities: pass.capabilities, requests: pass.requests },
  ];
}

function fromMeta(pass: PassObservation | null, name: Pass): Declaration[] {
  const capabilities = pass?.meta?.[META_KEYS.capabilities];
  const revision = pass?.meta?.[META_KEYS.protocolVersion];
  if (!isObject(capabilities) || typeof revision !== 'string') return [];
  return [{ revision, pass: name, message: '_meta', capabilities, requests: [] }];
}

/** Every message that carried the client's capabilities, one per revision (see the module comment for which wins). */
export function declarationsOf(observation: Pick<Observation, 'legacy' | 'modern'>): Declaration[] {
  const { legacy, modern } = observation;
  const all = [
    ...fromInitialize(legacy, 'legacy'),
    ...fromMeta(modern, 'modern'),
    ...fromMeta(legacy, 'legacy'),
    ...fromInitialize(modern, 'modern'),
  ];
  const out: Declaration[] = [];
  for (const d of all) if (!out.some((o) => o.revision === d.revision)) out.push(d);
  return out;
}

/**
 * What a client's capabilities say of a key: `yes` (sent, with a value that promises something),
 * `off` (sent as `false` or `null`: a key that promises nothing) or `no` (not sent).
 */
export type ObservedDeclared = 'yes' | 'off' | 'no';

/**
 * A bare object that stands for one of its members: `elicitation: {}` is form elicitation only,
 * as the 2025-11-25 schema reads it (and as the capture server asks, `elicitationModes`).
 */
export const BARE_MEANS: Readonly<Record<string, string>> = { elicitation: 'form' };

export interface KeyReading {
  declared: ObservedDeclared;
  /** Set when the key is read from a bare parent (`elicitation: {}` for `elicitation.form`): the parent's path. */
  bare?: string;
}

/** Read one key path in a capabilities object. */
export function readKey(capabilities: JsonObject, path: string): KeyReading {
  const segments = parseKeyPath(path);
  let at: Json = capabilities;
  for (const [i, segment] of segments.entries()) {
    if (!isObject(at) || !(segment in at)) {
      const parent = segments.slice(0, i).join('.');
      const bare = i === segments.length - 1 && isObject(at) && Object.keys(at).length === 0 && BARE_MEANS[parent] === segment;
      return bare ? { declared: 'yes', bare: parent } : { declared: 'no' };
    }
    at = at[segment] as Json;
  }
  return { declared: at === false || at === null ? 'off' : 'yes' };
}

/** The key path a question of the capture server asks about: `roots`, `sampling`, `elicitation.form`, `elicitation.url`. */
export function questionKey(request: Pick<AskedRequest, 'method' | 'mode'>): string {
  if (request.method === 'roots/list') return 'roots';
  if (request.method === 'sampling/createMessage') return 'sampling';
  return `elicitation.${request.mode ?? 'form'}`;
}

/** Does a question speak of a row's key path? When it asks about that key or one of its members (`elicitation.url` speaks of `elicitation`). */
export function questionSpeaksOf(request: Pick<AskedRequest, 'method' | 'mode'>, path: string): boolean {
  const key = questionKey(request);
  return key === path || key.startsWith(`${path}.`);
}

/** A question asked about a row's key, and its answer in words. */
export interface ObservedAnswer {
  method: AskedRequest['method'];
  mode?: AskedRequest['mode'];
  outcome: Outcome;
  /** The error's code, when it was refused (-32601: method not found). */
  code?: number;
  /** The answer as it came (the result's JSON, the error's code and message), or that none came. */
  words: string;
}

/** What one observation says of one row's key at one revision. */
export interface ObservedCell {
  row: string;
  revision: string;
  path: string;
  declared: ObservedDeclared;
  /** Read from a bare parent (`elicitation: {}` for `elicitation.form`). */
  bare?: string;
  pass: Pass;
  message: DeclaringMessage;
  /** The captured words: the capabilities object as the message carried it. */
  words: string;
  /** The questions asked about this key in that session, with their answers. */
  answers: ObservedAnswer[];
  /** `declared and answered`, `answered without declaring`, `not declared`, … */
  summary: string;
}

/** The capabilities as the message carried them, compact: `"capabilities": {"roots":{}}`. */
export function declarationWords(d: Pick<Declaration, 'message' | 'capabilities'>): string {
  const key = d.message === 'initialize' ? 'capabilities' : META_KEYS.capabilities;
  return `${JSON.stringify(key)}: ${JSON.stringify(d.capabilities)}`;
}

/** Every cell an observation speaks of: each observable row's key at each revision it declared at. */
export function observedCells(
  observation: Pick<Observation, 'legacy' | 'modern' | 'containment'>,
  rows: readonly ObservableRow[],
): ObservedCell[] {
  const out: ObservedCell[] = [];
  for (const d of declarationsOf(observation)) {
    for (const row of rows) {
      for (const path of row.paths) {
        const reading = readKey(d.capabilities, path);
        const answers = d.requests
          .filter((r) => questionSpeaksOf(r, path))
          .map((r) => ({
            method: r.method,
            ...(r.mode ? { mode: r.mode } : {}),
            outcome: outcomeOf(r.answer),
            ...('error' in r.answer ? { code: r.answer.error.code } : {}),
            words: answerWords(r.answer, observation.containment.requestTimeoutSeconds),
          }));
        out.push({
          row: row.id,
          revision: d.revision,
          path,
          declared: reading.declared,
          ...(reading.bare ? { bare: reading.bare } : {}),
          pass: d.pass,
          message: d.message,
          words: declarationWords(d),
          answers,
          summary: summaryWords(reading.declared, answers),
        });
      }
    }
  }
  return out;
}
