/**
 * What the page of one observed client (`/observed/<client>/`) shows, as plain values: per
 * version the probe recorded, the facts of the run, which register product the client is and the
 * words that decide it, per pass what it offered and declared verbatim and each question with its
 * answer, what it says of the register's rows, and the captured exchange itself, every message
 * both ways with its time. Pure: the loaded observations and their exports in, views out; the
 * page only renders them.
 */
import { getProduct, type ProductId } from '../register/axes.ts';
import { rowPath, rowSlug } from '../register/ids.ts';
import { mustFind } from '../lookup/must.ts';
import type { ObservationExport } from './export.ts';
import type { ObservationCaptures, PassName } from './load.ts';
import {
  isCapturedMessage,
  type CaptureLine,
  type CaptureNote,
  type CapturedMessage,
  type Json,
  type JsonObject,
  type Observation,
  type PassObservation,
} from './schema.ts';
import { META_KEYS } from './meta-keys.ts';
import { observationAnchor, observedClientPath, OBSERVED_PATH } from './view.ts';
import { newestFirst } from './order.ts';
import {
  agreementMark,
  answerWords,
  containmentWords,
  observationLabel,
  OUTCOME_WORDS,
  outcomeOf,
  productWords,
  questionWords,
} from './words.ts';

/** A fact of a capture: a term and its value, `code` when it is verbatim JSON or a method name. */
export interface CaptureFact {
  term: string;
  value: string;
  code?: boolean;
}

/** One line of a captured exchange, as a reader reads it. */
export interface ExchangeLine {
  /** The ISO time the capture server recorded. */
  at: string;
  /** Since that server process started: `+15 ms`. */
  elapsed: string;
  /** The server process, counting from 1, when the client started it more than once. */
  process?: number;
  /** Who sent it: the client, the capture server, or a note of the capture server's own. */
  from: 'client' | 'server' | 'note';
  /** `client → server`, `server → client`, `note`. */
  direction: string;
  /** What it is: `request initialize (id 0)`, `answer to roots/list (id 1): error -32601`, `notification …`, or the note in words. */
  what: string;
  /** The message as it went over the wire, pretty-printed; none for a note. */
  json?: string;
}

/** A pass's captured exchange. */
export interface ExchangeView {
  anchor: string;
  /** `16 lines (13 messages) over 42 ms, in one server process`. */
  summary: string;
  /** Short enough to show open; a longer one is folded in a `<details>`. */
  short: boolean;
  /** The kept capture's file, in the register's content. */
  file: string;
  lines: ExchangeLine[];
}

export interface CapturePass {
  anchor: string;
  heading: string;
  facts: CaptureFact[];
  /** The capabilities as sent, pretty-printed: from `initialize` and from the 2026 `_meta`. */
  declarations: { label: string; json: string }[];
  questions: { question: string; outcome: string; answer: string }[];
  /** The exchange itself, or why it is not shown. */
  exchange: ExchangeView | { missing: string };
}

/** What the observation says of one register row's key at one revision, beside the register's cells. */
export interface ObservedRowEntry {
  row: string;
  title: string;
  /** The row's page, at its observed section. */
  href: string;
  revision: string;
  path: string;
  summary: string;
  /** The pass section on this page that holds the exchange it was read from. */
  capture: string;
  register: { product: string; verdict: string; mark: string; href: string }[];
}

/** One observation: the client at one version. */
export interface ObservationSection {
  version: string;
  date: string;
  anchor: string;
  heading: string;
  label: string;
  facts: CaptureFact[];
  /** Which register product the client is, with the words that decide it; `links` to the products' pages. */
  product: { words: string; links: { name: string; href: string }[] };
  passes: CapturePass[];
  rows: ObservedRowEntry[];
}

/** The page of one observed client. */
export interface ObservedClientPage {
  client: string;
  name: string;
  /** `observed/<client>/`, without the base. */
  path: string;
  /** Every version the probe recorded, the newest first. */
  observations: ObservationSection[];
}

/** Up to this many lines, a pass's exchange is shown open; a longer one is folded. */
export const EXCHANGE_OPEN_LINES = 12;

const pretty = (v: Json) => JSON.stringify(v, null, 2);

const PASS_HEADINGS: Record<PassName, string> = {
  legacy: 'First pass: server/discover refused (method not found), so the initialize handshake',
  modern: 'Second pass: server/discover answered with 2026-07-28',
};

/**
 * A note of the capture server's own, in words, by its `note`: what each says, with an example
 * of the line it reads (`{"note":"timeout","id":3,"method":"sampling/createMessage","afterMs":4000}`).
 */
export const NOTE_WORDS: Record<string, (line: CaptureNote) => string> = {
  // {"note":"start","pass":"legacy","answerVersion":null,"timeoutMs":4000}
  start: (l) =>
    `the capture server started (${String(l.pass)} pass; initialize answered with ${
      typeof l.answerVersion === 'string' ? l.answerVersion : 'the version the client asks for'
    }; ${String(l.timeoutMs)} ms for each answer)`,
  // {"note":"timeout","id":3,"method":"sampling/createMessage","afterMs":4000}
  timeout: (l) => `no answer to ${String(l.method)} (id ${String(l.id)}) within ${String(l.afterMs)} ms`,
  // {"note":"done"}
  done: () => 'every question has its answer or timed out',
  // {"note":"stdin closed"}
  'stdin closed': () => 'the client closed the connection',
  // {"note":"unparsable","text":"…"}
  unparsable: (l) => `a line that is not JSON: ${String(l.text)}`,
};

/** A note in words: its own words, or `signal SIGTERM`-like notes as written. */
export function noteWords(line: CaptureNote): string {
  const words = NOTE_WORDS[line.note];
  return words ? words(line) : line.note;
}

const isObject = (v: unknown): v is JsonObject => typeof v === 'object' && v !== null && !Array.isArray(v);

/** The method of the request `id` that `sender` sent earlier in the same process, if any. */
function requestMethod(lines: readonly CaptureLine[], upTo: number, pid: number, sender: 'recv' | 'send', id: Json | undefined) {
  for (let i = upTo - 1; i >= 0; i--) {
    const l = lines[i]!;
    if (l.pid !== pid || !isCapturedMessage(l) || l.dir !== sender) continue;
    if (l.message.id === id && typeof l.message.method === 'string') return l.message.method;
  }
  return undefined;
}

/** What a message is, in words: a request, a notification, or the answer to an earlier request (named by its method). */
function messageWhat(lines: readonly CaptureLine[], index: number, line: CapturedMessage): string {
  const m = line.message;
  const id = m.id === undefined ? undefined : JSON.stringify(m.id);
  if (typeof m.method === 'string') return id === undefined ? `notification ${m.method}` : `request ${m.method} (id ${id})`;
  // An answer travels the other way from its request.
  const asked = requestMethod(lines, index, line.pid, line.dir === 'recv' ? 'send' : 'recv', m.id);
  const to = `answer to ${asked ?? 'a request'}${id === undefined ? '' : ` (id ${id})`}`;
  if (isObject(m.error)) return `${to}: error ${String(m.error.code)} ${JSON.stringify(m.error.message)}`;
  return `${to}: result`;
}

/** A kept capture as a reader reads it: each line with its time, direction and what it is. */
export function exchangeView(lines: readonly CaptureLine[], anchor: string, file: string): ExchangeView {
  const pids = [...new Set(lines.map((l) => l.pid))];
  const several = pids.length > 1;
  const out = lines.map((line, i): ExchangeLine => {
    const common = {
      at: line.at,
      elapsed: `+${line.ms} ms`,
      ...(several ? { process: pids.indexOf(line.pid) + 1 } : {}),
    };
    if (isCapturedMessage(line))
      return {
        ...common,
        from: line.dir === 'recv' ? 'client' : 'server',
        direction: line.dir === 'recv' ? 'client → server' : 'server → client',
        what: messageWhat(lines, i, line),
        json: pretty(line.message),
      };
    return { ...common, from: 'note', direction: 'note', what: noteWords(line) };
  });
  const messages = out.filter((l) => l.from !== 'note').length;
  const last = Math.max(0, ...lines.map((l) => l.ms));
  const processes = several ? `${pids.length} server processes` : 'one server process';
  return {
    anchor,
    summary: `${lines.length} ${lines.length === 1 ? 'line' : 'lines'} (${messages} ${messages === 1 ? 'message' : 'messages'}) over ${last} ms, in ${processes}`,
    short: lines.length <= EXCHANGE_OPEN_LINES,
    file,
    lines: out,
  };
}

/** Said where a pass's capture was not kept (observations recorded before the probe kept them). */
export const CAPTURE_NOT_KEPT =
  'The capture of this pass was not kept: the observation was recorded before the probe kept captures. What it says above was read from it; the next run of the probe keeps it.';

function capturePass(
  pass: PassObservation,
  name: PassName,
  version: string,
  timeoutSeconds: number,
  capture: ObservationCaptures[PassName],
): CapturePass {
  const facts: CaptureFact[] = [
    { term: 'server/discover', value: pass.discover },
    { term: 'Protocol offered in initialize', value: pass.protocolOffered ?? 'no initialize sent' },
    { term: 'Protocol negotiated', value: pass.protocolNegotiated ?? 'none' },
  ];
  if (pass.clientInfo) facts.push({ term: 'clientInfo', value: JSON.stringify(pass.clientInfo), code: true });
  facts.push({ term: 'Methods the client sent', value: pass.clientMethods.join(', ') || 'none', code: pass.clientMethods.length > 0 });
  const declarations: CapturePass['declarations'] = [];
  if (pass.capabilities)
    declarations.push({
      label: `initialize capabilities (at ${pass.protocolNegotiated ?? 'no negotiated revision'})`,
      json: pretty(pass.capabilities),
    });
  if (pass.meta) {
    const at = pass.meta[META_KEYS.protocolVersion];
    declarations.push({ label: `_meta of its 2026 requests${typeof at === 'string' ? ` (at ${at})` : ''}`, json: pretty(pass.meta) });
  }
  return {
    anchor: observationAnchor(version, name),
    heading: PASS_HEADINGS[name],
    facts,
    declarations,
    questions: pass.requests.map((r) => ({
      question: questionWords(r),
      outcome: OUTCOME_WORDS[outcomeOf(r.answer)],
      answer: answerWords(r.answer, timeoutSeconds),
    })),
    exchange: capture
      ? exchangeView(capture.lines, observationAnchor(version, name, 'exchange'), capture.file)
      : { missing: CAPTURE_NOT_KEPT },
  };
}

const productName = (id: string) => getProduct(id as ProductId).name;

/** What an observation says of the register's rows, each beside the register's cells of the products it is. */
function rowEntries(exported: ObservationExport, rows: readonly { id: string; title: string }[], base: string): ObservedRowEntry[] {
  return exported.cells.map((c) => ({
    row: c.row,
    title: rows.find((r) => r.id === c.row)?.title ?? '',
    href: rowPath(base, rowSlug(c.row), 'observed'),
    revision: c.revision,
    path: c.path,
    summary: c.summary,
    capture: `#${observationAnchor(exported.version, c.pass)}`,
    register: c.register.map((side) => ({
      product: productName(side.product),
      verdict: side.verdict,
      mark: agreementMark(side.agreement),
      href: rowPath(base, rowSlug(c.row), side.fragment),
    })),
  }));
}

/** One observation's section on its client's page. */
export function observationSection(
  o: Observation,
  captures: ObservationCaptures,
  exported: ObservationExport,
  rows: readonly { id: string; title: string }[],
  base: string,
): ObservationSection {
  const timeout = o.containment.requestTimeoutSeconds;
  const kept = [captures.legacy?.file, captures.modern?.file].filter((f): f is string => f !== undefined);
  return {
    version: o.version,
    date: o.date,
    anchor: observationAnchor(o.version),
    heading: `${o.name} ${o.version}`,
    label: observationLabel(o),
    facts: [
      { term: 'Client', value: `${o.name} (probe id ${o.client})` },
      { term: 'Version', value: o.version, code: true },
      { term: 'Package', value: `${o.package}@${o.version}`, code: true },
      { term: 'Recorded', value: o.date },
      { term: 'Platform', value: o.platform, code: true },
      { term: 'Command', value: o.command, code: true },
      { term: 'Contained', value: containmentWords(o) },
      { term: 'Observation', value: exported.file, code: true },
      { term: 'Captures', value: kept.length ? kept.join(', ') : 'not kept', code: kept.length > 0 },
    ],
    product: {
      words: productWords(o.product, productName),
      links: o.product === 'none' ? [] : o.product.ids.map((id) => ({ name: productName(id), href: `${base}clients/${id}/` })),
    },
    passes: [
      capturePass(o.legacy, 'legacy', o.version, timeout, captures.legacy),
      ...(o.modern ? [capturePass(o.modern, 'modern', o.version, timeout, captures.modern)] : []),
    ],
    rows: rowEntries(exported, rows, base),
  };
}

/**
 * The page of every observed client: its observations (each with its captures and its export,
 * the one of the same client and version), the newest version first; clients in the order of
 * their first observation.
 */
export function observedClientPages(
  loaded: readonly { data: Observation; captures: ObservationCaptures }[],
  exported: readonly ObservationExport[],
  rows: readonly { id: string; title: string }[],
  base: string,
): ObservedClientPage[] {
  const clients = [...new Set(loaded.map((l) => l.data.client))];
  return clients.map((client) => {
    const mine = loaded.filter((l) => l.data.client === client).sort((a, b) => newestFirst(a.data, b.data));
    return {
      client,
      name: mine[0]!.data.name,
      path: observedClientPath(client),
      observations: mine.map((l) =>
        observationSection(
          l.data,
          l.captures,
          mustFind(exported, (e) => e.client === client && e.version === l.data.version, `export of ${client} ${l.data.version}`),
          rows,
          base,
        ),
      ),
    };
  });
}

/** A client as `/observed/` lists it: its page, each version with its date, and which register product it is. */
export interface ObservedClientLink {
  client: string;
  name: string;
  href: string;
  versions: string;
  product: string;
}

export function observedClientLinks(pages: readonly ObservedClientPage[], base: string): ObservedClientLink[] {
  return pages.map((p) => ({
    client: p.client,
    name: p.name,
    href: `${base}${p.path}`,
    versions: p.observations.map((o) => `${o.version}, recorded ${o.date}`).join('; '),
    product: p.observations[0]!.product.words,
  }));
}

/** Where a client page leads back to: every observed client. */
export function observedIndexHref(base: string): string {
  return `${base}${OBSERVED_PATH}`;
}
