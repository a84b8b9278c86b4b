/**
 * From a capture (the JSON lines the capture server wrote) to an observation: what the client
 * offered, declared and answered. Pure: the runner (probe/run.ts) reads the files and writes
 * the result; the tests feed it captures of the reference SDK client.
 *
 * Only what the wire shows goes in; nothing that varies between runs at the same versions
 * (timestamps, process ids, durations) does, so a re-run reproduces the file but its date.
 */
import { Document, isScalar, visit } from 'yaml';
import { ASKED_METHODS, ELICITATION_MODES, META_KEYS, type AskedMethod, type ElicitationMode } from './capture.ts';
import type { ProductId } from '../register/axes.ts';
import type { Answer, AskedRequest, Json, JsonObject, Observation, PassObservation, ProductObservation } from './schema.ts';

/** One line of a capture. */
export interface CaptureRecord {
  at?: string;
  ms?: number;
  pid?: number;
  dir?: 'send' | 'recv';
  message?: JsonObject;
  note?: string;
  id?: number | string;
  method?: string;
}

/** The session that did the handshake: the first process that received `initialize` (or `server/discover`, or anything). */
function sessionOf(records: CaptureRecord[]): CaptureRecord[] {
  const received = records.filter((r) => r.dir === 'recv' && r.message);
  const pick =
    received.find((r) => r.message!.method === 'initialize') ??
    received.find((r) => r.message!.method === 'server/discover') ??
    received[0];
  if (!pick) return [];
  return records.filter((r) => r.pid === pick.pid);
}

const isObject = (v: Json | undefined): v is JsonObject => typeof v === 'object' && v !== null && !Array.isArray(v);

/** A question the capture server asks (the observation's schema knows no other). */
function askedMethod(method: string): AskedMethod {
  const known = ASKED_METHODS.find((m) => m === method);
  if (!known)
    throw new Error(`the capture server asked ${method}, which an observation cannot record: add it to ASKED_METHODS (capture.ts)`);
  return known;
}

/** The mode an `elicitation/create` asked in: its `mode`, or form where it names none (as the 2025-11-25 schema reads it). */
function elicitationMode(mode: Json | undefined): ElicitationMode {
  if (mode === undefined) return 'form';
  const known = ELICITATION_MODES.find((m) => m === mode);
  if (!known)
    throw new Error(`the capture server asked an elicitation in mode ${JSON.stringify(mode)}, which an observation cannot record`);
  return known;
}

export function observePass(records: CaptureRecord[]): PassObservation {
  const session = sessionOf(records);
  const received = session.filter((r) => r.dir === 'recv' && r.message).map((r) => r.message!);
  const sent = session.filter((r) => r.dir === 'send' && r.message).map((r) => r.message!);

  const methods: string[] = [];
  for (const m of received) if (typeof m.method === 'string' && !methods.includes(m.method)) methods.push(m.method);

  const initIndex = received.findIndex((m) => m.method === 'initialize');
  const discoverIndex = received.findIndex((m) => m.method === 'server/discover');
  const discover = discoverIndex < 0 ? 'not sent' : initIndex < 0 || discoverIndex < initIndex ? 'sent first' : 'sent after initialize';

  const init = initIndex >= 0 ? received[initIndex] : undefined;
  const initParams = isObject(init?.params) ? init.params : undefined;
  const initAnswer = init ? sent.find((m) => m.id === init.id && 'result' in m) : undefined;
  const initResult = isObject(initAnswer?.result) ? initAnswer.result : undefined;

  let meta: JsonObject | null = null;
  for (const m of received) {
    const params = isObject(m.params) ? m.params : undefined;
    const candidate = params && isObject(params._meta) ? params._meta : undefined;
    if (candidate && META_KEYS.capabilities in candidate) {
      const { progressToken: _drop, ...rest } = candidate;
      meta = rest;
      break;
    }
  }

  const requests: AskedRequest[] = [];
  for (const out of sent) {
    if (typeof out.method !== 'string' || out.id === undefined) continue;
    const method = askedMethod(out.method);
    const params = isObject(out.params) ? out.params : {};
    const reply = received.find((m) => m.method === undefined && m.id === out.id);
    const timedOut = session.some((r) => r.note === 'timeout' && r.id === out.id);
    const error = reply && isObject(reply.error) ? reply.error : undefined;
    let answer: Answer;
    if (reply && reply.result !== undefined) answer = { result: reply.result };
    else if (error && typeof error.code === 'number' && typeof error.message === 'string')
      answer = { error: { ...error, code: error.code, message: error.message } };
    else if (timedOut) answer = { timeout: true };
    else answer = { unanswered: true };
    requests.push({ method, ...(method === 'elicitation/create' ? { mode: elicitationMode(params.mode) } : {}), answer });
  }

  return {
    discover,
    protocolOffered: typeof initParams?.protocolVersion === 'string' ? initParams.protocolVersion : null,
    protocolNegotiated: typeof initResult?.protocolVersion === 'string' ? initResult.protocolVersion : null,
    clientInfo: isObject(initParams?.clientInfo) ? initParams.clientInfo : null,
    capabilities: isObject(initParams?.capabilities) ? initParams.capabilities : null,
    meta,
    clientMethods: methods,
    requests,
  };
}

/** Reads a capture file's text (JSON lines); a line that is not JSON is dropped. */
export function parseCapture(text: string): CaptureRecord[] {
  const out: CaptureRecord[] = [];
  for (const line of text.split('\n')) {
    if (!line.trim()) continue;
    try {
      out.push(JSON.parse(line) as CaptureRecord);
    } catch {
      // a line cut by a killed process: nothing to read
    }
  }
  return out;
}

/** A capture as the site keeps it: one JSON line per record, as the capture server wrote it. */
export function serializeCapture(records: readonly CaptureRecord[]): string {
  return records.map((r) => `${JSON.stringify(r)}\n`).join('');
}

/**
 * The words that say which register product a client is: the product ids they name (one: they
 * decide it; several: they name the product but do not decide between its clients, as
 * opencode's package and clientInfo name opencode but neither v1 nor v2), and the words, each of
 * which must hold on the package and the capture.
 */
export interface ProductWords {
  ids: ProductId[];
  words: { field: 'package' | 'clientInfo.name' | 'clientInfo.title'; equals: string }[];
}

/** The product, only when every word the manifest names is what the package and the capture say. */
export function productOf(rule: ProductWords | undefined, pkg: string, clientInfo: JsonObject | null): ProductObservation {
  if (!rule) return 'none';
  const because: string[] = [];
  for (const w of rule.words) {
    const actual = w.field === 'package' ? pkg : w.field === 'clientInfo.name' ? clientInfo?.name : clientInfo?.title;
    if (actual !== w.equals) return 'none';
    because.push(`${w.field} is ${JSON.stringify(w.equals)}`);
  }
  return { ids: [...rule.ids], because };
}

export interface RunFacts {
  client: string;
  name: string;
  package: string;
  version: string;
  date: string;
  platform: string;
  command: string;
  timeLimitSeconds: number;
  requestTimeoutSeconds: number;
  product?: ProductWords;
}

/** `modern`: the second pass's capture, or null when it was not run. */
export function observe(facts: RunFacts, legacy: CaptureRecord[], modern: CaptureRecord[] | null): Observation {
  const legacyPass = observePass(legacy);
  const modernPass = modern === null ? null : observePass(modern);
  const clientInfo = legacyPass.clientInfo ?? modernPass?.clientInfo ?? null;
  return {
    client: facts.client,
    name: facts.name,
    package: facts.package,
    version: facts.version,
    date: facts.date,
    platform: facts.platform,
    command: facts.command,
    offline: true,
    containment: {
      network: 'loopback only',
      home: 'throwaway',
      tmpdir: 'own',
      timeLimitSeconds: facts.timeLimitSeconds,
      requestTimeoutSeconds: facts.requestTimeoutSeconds,
    },
    product: productOf(facts.product, facts.package, clientInfo),
    legacy: legacyPass,
    modern: modernPass,
  };
}

/**
 * The observation as YAML: keys sorted, so equal observations are equal bytes; every string
 * that a YAML 1.1 reader would take for a date or number is quoted, so the verbatim values
 * stay strings whoever reads them.
 */
export function serializeObservation(observation: Observation): string {
  const doc = new Document(observation, { sortMapEntries: true });
  visit(doc, {
    Scalar(_key, node) {
      if (isScalar(node) && typeof node.value === 'string' && /^[\d.:+-]+$|^(y|n|yes|no|on|off|true|false|null|~)$/i.test(node.value)) {
        node.type = 'QUOTE_SINGLE';
      }
    },
  });
  return doc.toString({ lineWidth: 0 });
}
