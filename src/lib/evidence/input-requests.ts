/**
 * What carries an implemented value to 2026-07-28 (read by input-requests-at-2026, legacy-requests-stop-at-2026 and
 * one-reading-for-every-revision), and what words about answering requests reach (words-reach-only-their-passage).
 *
 * - **Where 2026 has only input requests, an implemented value needs words about them.** The register says that in
 *     2026 roots “reach a server only as an input request inside an InputRequiredResult” (CAP-02's What) and that
 *     “unsolicited server→client requests are forbidden” (CAP-10's What, naming sampling/createMessage and
 *     elicitation/create). So for the capabilities of answering those requests (`CAPABILITY_KINDS.inputRequest`), what a product
 *     does in the legacy eras says nothing of 2026: an implemented yes or partial there must quote words about 2026, the
 *     modern era or input requests; a no may also rest on words saying the product has none of it at all (“opencode v1
 *     has no elicitation at all”), which cover every form. “implementing much more” (Codex) and a declaration clause
 *     (“Neither opencode version declares it”) carry nothing there.
 * - **legacy-requests-stop-at-2026 and input-requests-at-2026 stop quotes, not values, and read the sentence a quote was cut from.** A quote is stopped at
 *     2026-07-28 when the sentence it sits in describes a server→client request or its handler (legacy-requests-stop-at-2026, so trimming
 *     “or registers a handler” off a quote does not evade it, as sending-uses-strongest-words reads the whole sentence), or when input-requests-at-2026
 *     refuses its words. A value is refused at 2026-07-28 when none of its quotes carries it there, and a value resting
 *     on revision-less words is demanded there (one-reading-for-every-revision) when one of its revision-less quotes is not stopped: CAP-09's
 *     “opencode v1 has no elicitation at all” reaches 2026 even when the same value also quotes the note's handler words.
 */
import { legacyMechanismsNamed } from '../register/revision-phrases.ts';
import { allOfKind } from '../register/capability-kinds.ts';
import { usesPhrase, type Phrase } from '../register/phrase.ts';
import { MODERN_REVISION } from '../register/axes.ts';
import type { CapabilityRef, EvidenceRef } from '../register/schema.ts';
import type { EvidenceCorpus } from './corpus.ts';
import { parseLocation } from './locations.ts';
import { quoteNames, polarityOf } from './scope.ts';
import { quotedSentence } from './sentence-scope.ts';

const MODERN = MODERN_REVISION;

/** Is the row about answering a request that 2026 turns into an input request (every key it names is one)? */
export function isInputRequestRow(capability: CapabilityRef | undefined): boolean {
  return allOfKind(capability?.paths ?? [], 'inputRequest');
}

/**
 * words-reach-only-their-passage in an input-request row: an implemented quote names what the product answers, the request,
 * its handler or the capability (`answerWords`). “goose, which sends the notification without declaring the capability”
 * sits in a section about roots but speaks of notifications/roots/list_changed (CAP-03's key): it says nothing of
 * answering roots/list.
 */
export function answerWords(capability: CapabilityRef | undefined): RegExp {
  const keys = new Set<string>();
  for (const path of capability?.paths ?? []) for (const key of path.split('.')) keys.add(key.replace(/s$/, ''));
  const named = [...keys].map((k) => `${k.replace(/[^A-Za-z0-9]/g, '')}s?`);
  return new RegExp(`\\b(?:${[...named, 'handlers?', 'requests?', 'answer(?:s|ed|ing)?'].join('|')})\\b|RequestSchema\\b`, 'i');
}

/**
 * Does an implemented quote of an input-request row, from another row or a note (words-reach-only-their-passage's words: a row's own passages
 * are its audit), fail to name what it answers, in the quote or the sentence it was cut from?
 */
export function namesNoAnswer(corpus: EvidenceCorpus, ref: EvidenceRef, row: string, capability: CapabilityRef | undefined): boolean {
  if (!isInputRequestRow(capability)) return false;
  const location = parseLocation(ref.in, row);
  if ('error' in location || location.kind === 'register') return false;
  if (location.kind !== 'note' && location.row === row) return false;
  // The sentence the quote was cut from, as legacy-requests-stop-at-2026 and sending-uses-strongest-words read it: “renders none” is elicitation's in “declares no
  // elicitation and renders none”.
  const words = answerWords(capability);
  return !words.test(ref.quote) && !words.test(quotedSentence(corpus, ref, row));
}

/** Words about answering requests. */
export const REQUEST_ANSWER_PHRASES: readonly Phrase[] = [
  {
    name: 'request handler',
    examples: ['lootbox’s capabilities: {} comes with no request handler at all'],
    pattern: /\brequest handlers?\b/i,
  },
  { name: 'method-not-found', examples: ['gets the SDK’s default method-not-found'], pattern: /\bmethod-not-found\b/i },
];

/** Words about notifications, which words about answering requests say nothing of. */
export const NOTIFICATION_PHRASES: readonly Phrase[] = [
  { name: 'notification', examples: ['goose, which sends the notification without declaring the capability'], pattern: /\bnotif\w*/i },
  { name: 'list changed', examples: ['notifications/roots/list_changed', 'declares listChanged'], pattern: /\blist_?changed\b/i },
];

/**
 * words-reach-only-their-passage the other way round: in a client row whose key answers no request
 * (experimental, roots.listChanged, extensions, the tasks extension's client side), a quote whose sentence speaks of
 * answering requests and not of notifications says nothing of the key (“lootbox’s capabilities: {} comes with no
 * request handler at all” is no evidence that lootbox never sends notifications/roots/list_changed, nor of what it does
 * with an experimental key). In a server row only a listChanged key is read: a server's other keys are the requests it
 * answers (tools, prompts, resources), and its listChanged a notification it sends.
 */
export function speaksOnlyOfAnswering(
  corpus: EvidenceCorpus,
  ref: EvidenceRef,
  row: string,
  capability: CapabilityRef | undefined,
): boolean {
  if (!capability || !capability.paths.length) return false;
  // A server's listChanged is a notification too (CAP-15, CAP-18, CAP-20); its other keys are requests it answers.
  const notification = allOfKind(capability.paths, 'notification');
  if (!notification && (capability.side === 'server' || allOfKind(capability.paths, 'inputRequest', 'hostsTasks'))) return false;
  const sentence = quotedSentence(corpus, ref, row);
  return usesPhrase(sentence, REQUEST_ANSWER_PHRASES) && !usesPhrase(sentence, NOTIFICATION_PHRASES);
}

/** Words about the 2026 form itself: an input request. */
export const INPUT_REQUEST_PHRASES: readonly Phrase[] = [
  { name: 'input request', examples: ['roots then reach a server only as an input request'], pattern: /\binput[- ]requests?\b/i },
  { name: 'InputRequiredResult', examples: ['inside an InputRequiredResult'], pattern: /\bInputRequired(?:Result)?\b/i },
];

/** Words saying the product has none of something at all: they cover every form of it. */
export const NONE_AT_ALL_PHRASES: readonly Phrase[] = [
  {
    name: 'has none of it at all',
    examples: ['opencode v1 has no elicitation at all'],
    pattern: /\bhas no [\w./-]+(?: [\w./-]+)? at all\b/i,
  },
];

/** Words about 2026 itself: the year, the modern era, or its input requests. */
export const MODERN_ITSELF_PHRASES: readonly Phrase[] = [
  { name: '2026', examples: ['in 2026 roots reach a server only as an input request'], pattern: /\b2026\b/i },
  { name: 'the modern era', examples: ['modern gets extension only'], pattern: /\bmodern\b/i },
  ...INPUT_REQUEST_PHRASES,
];

/**
 * Words about 2026 itself (input-requests-at-2026's words: 2026, the modern era, input requests), not a floor a 2026 revision happens
 * to meet (“2025-06-18 or later”, “a 2025-11-25+ host”, which the phrase table reads as naming 2026 too). What a relay
 * gate's forwarding words must say to reach a 2026-07-28 host (`gateway/chain.ts`).
 */
export function speaksOfModernItself(quote: string): boolean {
  return usesPhrase(quote, MODERN_ITSELF_PHRASES);
}

/**
 * input-requests-at-2026's words in one quote: input requests or, for a no, having none of it at all (what a `because`
 * carrying an implemented value to 2026-07-28 in an input-request row must say, even when it names 2026).
 */
export function speaksOfInputRequests(quote: string, value: string): boolean {
  return usesPhrase(quote, INPUT_REQUEST_PHRASES) || (value === 'no' && usesPhrase(quote, NONE_AT_ALL_PHRASES));
}

/** legacy-requests-stop-at-2026 on the whole sentence: the legacy-mechanism words of the sentence a quote was cut from. */
export function sentenceMechanisms(corpus: EvidenceCorpus, ref: EvidenceRef, row: string): string[] {
  return [...new Set([...legacyMechanismsNamed(quotedSentence(corpus, ref, row)), ...legacyMechanismsNamed(ref.quote)])];
}

/** Why a quote does not carry an implemented value to 2026-07-28, or null when it does. */
export type Stop = { rule: 'legacy-requests-stop-at-2026'; words: string[] } | { rule: 'input-requests-at-2026' } | null;

/**
 * Does one quote carry an implemented `value` of `product` in `row` to 2026-07-28 (legacy-requests-stop-at-2026)? A quote naming 2026
 * carries it; otherwise its sentence must name no legacy-only mechanism (legacy-requests-stop-at-2026) and, in an input-request row, its
 * words must speak of input requests or, for a no, of having none at all (input-requests-at-2026).
 */
export function stopAtModern(
  corpus: EvidenceCorpus,
  ref: EvidenceRef,
  row: string,
  capability: CapabilityRef | undefined,
  product: string,
  value: string,
): Stop {
  if (quoteNames(corpus, ref, row, product, polarityOf(value)).includes(MODERN)) return null;
  const words = sentenceMechanisms(corpus, ref, row);
  if (words.length) return { rule: 'legacy-requests-stop-at-2026', words };
  if (!isInputRequestRow(capability)) return null;
  if (speaksOfInputRequests(ref.quote, value)) return null;
  return { rule: 'input-requests-at-2026' };
}

/** Why none of the quotes carries an implemented `value` to 2026-07-28 (`stopAtModern` of each), or null when one does. */
export function stopsAtModern(
  corpus: EvidenceCorpus,
  refs: readonly EvidenceRef[],
  row: string,
  capability: CapabilityRef | undefined,
  product: string,
  value: string,
): NonNullable<Stop>[] | null {
  const stops: NonNullable<Stop>[] = [];
  for (const ref of refs) {
    const stop = stopAtModern(corpus, ref, row, capability, product, value);
    if (stop === null) return null;
    stops.push(stop);
  }
  return stops;
}
