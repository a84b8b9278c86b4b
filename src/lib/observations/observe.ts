/**
 * From a capture (the JSON lines the capture server wrote) to an observation: what the client
 * offered, declared and answered. Pure: the runner (probe/run.ts) reads the files and writes
 * the result; the tests feed it captures of the reference SDK client.
 *
 * Only what the wire shows goes in; nothing that varies between runs at the same versions
 * (timestamps, process ids, durations) does, so a re-run reproduces the file but its date.
 */
import { Document, isScalar, visit } from 'yaml';
import { META_KEYS } from './capture.ts';

/** One line of a capture. */
export interface CaptureRecord {
  at?: string;
  ms?: number;
  pid?: number;
  dir?: 'send' | 'recv';
  message?: Record<string, unknown>;
  note?: string;
  id?: number | string;
  method?: string;
}

export type Answer =
  { result: unknown } | { error: { code: number; message: string; data?: unknown } } | { timeout: true } | { unanswered: true };

export interface AskedRequest {
  method: string;
  mode?: string;
  answer: Answer;
}

export interface PassObservation {
  /** Did the client send `server/discover`: first (before any `initialize`, or with none), or after `initialize`? */
  discover: 'not sent' | 'sent first' | 'sent after initialize';
  /** The protocol version the client asked for in `initialize` (null: no initialize). */
  protocolOffered: string | null;
  /** The version the capture server answered, which the client went on with. */
  protocolNegotiated: string | null;
  clientInfo: Record<string, unknown> | null;
  /** `initialize`'s `capabilities`, verbatim (null: no initialize). */
  capabilities: Record<string, unknown> | null;
  /** The first 2026 `_meta` carrying per-request capabilities, verbatim (null: none sent). */
  meta: Record<string, unknown> | null;
  /** The methods the client sent, each once, in order of first appearance. */
  clientMethods: string[];
  /** What the capture server asked, and what came back. */
  requests: AskedRequest[];
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

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

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

  let meta: Record<string, unknown> | null = null;
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
    const params = isObject(out.params) ? out.params : {};
    const reply = received.find((m) => m.method === undefined && m.id === out.id);
    const timedOut = session.some((r) => r.note === 'timeout' && r.id === out.id);
    let answer: Answer;
    if (reply && 'result' in reply) answer = { result: reply.result };
    else if (reply && isObject(reply.error)) answer = { error: reply.error as { code: number; message: string } };
    else if (timedOut) answer = { timeout: true };
    else answer = { unanswered: true };
    requests.push({
      method: out.method,
      ...(out.method === 'elicitation/create' ? { mode: typeof params.mode === 'string' ? params.mode : 'form' } : {}),
      answer,
    });
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

/**
 * The words that say which register product a client is: the product ids they name (one: they
 * decide it; several: they name the product but do not decide between its clients, as
 * opencode's package and clientInfo name opencode but neither v1 nor v2), and the words, each of
 * which must hold on the package and the capture.
 */
export interface ProductWords {
  ids: string[];
  words: { field: 'package' | 'clientInfo.name' | 'clientInfo.title'; equals: string }[];
}

export type ProductObservation = 'none' | { ids: string[]; because: string[] };

/** The product, only when every word the manifest names is what the package and the capture say. */
export function productOf(rule: ProductWords | undefined, pkg: string, clientInfo: Record<string, unknown> | null): ProductObservation {
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

export interface Observation {
  client: string;
  name: string;
  package: string;
  version: string;
  date: string;
  platform: string;
  command: string;
  offline: true;
  containment: { network: 'loopback only'; home: 'throwaway'; tmpdir: 'own'; timeLimitSeconds: number; requestTimeoutSeconds: number };
  product: ProductObservation;
  legacy: PassObservation;
  /** The second pass, where `server/discover` is answered; null when the first pass saw none (no 2026 client). */
  modern: PassObservation | null;
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
