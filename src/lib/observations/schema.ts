/**
 * The schema of an observation (content/observations/*.yaml): what one client, at one pinned
 * version, offered, declared and answered when run against the capture server, offline. Strict:
 * an unknown key is an error. Declared capabilities, `_meta` and answers are kept verbatim, so
 * their inside is any JSON.
 *
 * The one definition of an observation's types: the probe (observe.ts) writes them, the loader
 * reads them, the site shows them.
 */
import { z } from 'astro/zod';
import { PRODUCT_IDS } from '../register/axes.ts';
import { ASKED_METHODS, ELICITATION_MODES } from './capture.ts';

const json = z.json();
const jsonObject = z.record(z.string(), json);
/** Any JSON value, as the wire carried it. */
export type Json = z.infer<typeof json>;
export type JsonObject = z.infer<typeof jsonObject>;

/** `2025-11-25`-like strings stay strings (the writer quotes them); a Date means someone unquoted one. */
const dateToIso = (v: unknown) => (v instanceof Date && !Number.isNaN(v.getTime()) ? v.toISOString().slice(0, 10) : v);
const isoDate = z.preprocess(dateToIso, z.iso.date('expected a date as YYYY-MM-DD'));
const versionString = z.preprocess(dateToIso, z.string().min(1));

const answerSchema = z.union(
  [
    z.strictObject({ result: json }),
    z.strictObject({
      error: z.looseObject({ code: z.number(), message: z.string() }),
    }),
    z.strictObject({ timeout: z.literal(true) }),
    z.strictObject({ unanswered: z.literal(true) }),
  ],
  { error: () => 'expected one of {result: …}, {error: {code, message}}, {timeout: true} or {unanswered: true}' },
);

export const askedRequestSchema = z.strictObject({
  method: z.enum(ASKED_METHODS, {
    error: () => 'expected a request the capture server asks: roots/list, elicitation/create or sampling/createMessage',
  }),
  mode: z.enum(ELICITATION_MODES).optional(),
  answer: answerSchema,
});

export const passSchema = z.strictObject({
  discover: z.enum(['not sent', 'sent first', 'sent after initialize']),
  protocolOffered: versionString.nullable(),
  protocolNegotiated: versionString.nullable(),
  clientInfo: jsonObject.nullable(),
  capabilities: jsonObject.nullable(),
  meta: jsonObject.nullable(),
  clientMethods: z.array(z.string()),
  requests: z.array(askedRequestSchema),
});

export const productObservationSchema = z.union(
  [
    z.literal('none'),
    z.strictObject({
      ids: z.array(z.enum(PRODUCT_IDS)).min(1),
      because: z.array(z.string().min(1)).min(1, 'say which words name the product (its clientInfo, its package)'),
    }),
  ],
  { error: () => `expected none, or {ids: [of ${PRODUCT_IDS.join(', ')}], because: [the words that name it]}` },
);

export const observationSchema = z.strictObject({
  client: z.string().regex(/^[a-z0-9-]+$/, 'expected the client id of probe/clients.json (lower case, digits, dashes)'),
  name: z.string().min(1),
  package: z.string().min(1),
  version: z.string().regex(/^\d+\.\d+\.\d+/, 'expected the exact version the probe ran, e.g. 1.18.33'),
  date: isoDate,
  platform: z.string().regex(/^[a-z0-9]+-[a-z0-9]+$/, 'expected the platform as os-arch, e.g. linux-x64'),
  command: z.string().min(1),
  offline: z.literal(true, { error: () => 'an observation is recorded offline: offline must be true' }),
  containment: z.strictObject({
    network: z.literal('loopback only'),
    home: z.literal('throwaway'),
    tmpdir: z.literal('own'),
    timeLimitSeconds: z.number().positive(),
    requestTimeoutSeconds: z.number().positive(),
  }),
  product: productObservationSchema,
  legacy: passSchema,
  modern: passSchema.nullable(),
});

export type Observation = z.infer<typeof observationSchema>;
/** One pass of the probe: what the client offered, declared and sent, and what it answered. */
export type PassObservation = z.infer<typeof passSchema>;
/** A question the capture server asked, and what came back. */
export type AskedRequest = z.infer<typeof askedRequestSchema>;
/** `{result}`, `{error: {code, message}}`, `{timeout: true}` or `{unanswered: true}`. */
export type Answer = AskedRequest['answer'];
/** `none`, or the register products the words name, with the words. */
export type ProductObservation = z.infer<typeof productObservationSchema>;

/**
 * One line of a kept capture (content/observations/captures/): a message the capture server
 * received (`recv`) or sent (`send`), or a note of its own (`start`, `timeout`, `done`, …, with
 * what the note carries), each with its time (`at`), the milliseconds since that server process
 * started (`ms`) and the process (`pid`: a client may start the server more than once).
 */
const captureTime = { at: z.iso.datetime(), ms: z.number().nonnegative(), pid: z.number().int() };
const capturedMessageSchema = z.strictObject({ ...captureTime, dir: z.enum(['recv', 'send']), message: jsonObject });
const captureNoteSchema = z.looseObject({ ...captureTime, note: z.string().min(1) });
export const captureLineSchema = z.union([capturedMessageSchema, captureNoteSchema], {
  error: () => 'expected a capture line: {at, ms, pid, dir: recv | send, message} or {at, ms, pid, note, …}',
});
/** A message of the exchange, as it went over the wire. */
export type CapturedMessage = z.infer<typeof capturedMessageSchema>;
/** A note of the capture server's own (`start`, `timeout`, …), with what it carries. */
export type CaptureNote = z.infer<typeof captureNoteSchema>;
export type CaptureLine = CapturedMessage | CaptureNote;

/** Whether a capture line is a message (else it is a note). */
export function isCapturedMessage(line: CaptureLine): line is CapturedMessage {
  return !('note' in line) && 'message' in line;
}
