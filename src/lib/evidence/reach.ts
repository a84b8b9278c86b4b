/**
 * What a passage reaches (read by words-reach-only-their-passage): a quote from another row, or from a note, reaches only the capabilities its passage names.
 * The passage is the section the quote sits in (a note's first section is opened by its title); it names a row's
 * capability when it writes one of the row's key words (`capabilityWords`). The opencode note's “implements exactly
 * that one thing” sits in the section under its title, which names roots, sampling, elicitation and tasks, so it may
 * decide CAP-10 or CAP-26 (tasks), never CAP-01 (experimental, which the note never names).
 */
import { usesPhrase, type Phrase } from '../register/phrase.ts';
import type { CapabilityRef, EvidenceRef } from '../register/schema.ts';
import { normalizeWords, type EvidenceCorpus } from './corpus.ts';
import { parseLocation, passage } from './locations.ts';
import { withoutOtherMethods } from './method-names.ts';

/**
 * The words that name a capability: each key path's first key, and an extension id's last segment
 * (`extensions["io.modelcontextprotocol/tasks"]` → extensions, tasks). A passage naming the parent key names its
 * sub-keys too (“sampling … commented out” is also sampling.context's); a sub-key alone (listChanged) names no
 * parent.
 */
export function capabilityWords(capability: CapabilityRef | undefined): string[] {
  const words = new Set<string>();
  for (const path of capability?.paths ?? []) {
    const keys = path.split(/[.[\]"]+/).filter(Boolean);
    const first = keys[0];
    if (first) words.add(first);
    const extension = /^extensions\["?([^"\]]+)"?\]/.exec(path)?.[1];
    const tail = extension?.split('/').at(-1);
    if (tail) words.add(tail);
  }
  return [...words];
}

/**
 * Words of a quote that name the whole capabilities object, so every key of it: “declares no capabilities at all”,
 * “lootbox’s capabilities: {} comes with no request handler at all”. An exclusive declaration (“declares roots and
 * nothing else”, “declares only elicitation”) does too, for the declared field only (the caller's test, with
 * `exclusiveDeclaration`): a declaration is one object, and the words say what it holds of every key. Other exclusive
 * words (“implements exactly that one thing”) speak of what their passage names.
 */
// The object itself (“no capabilities”, “capabilities: {}”), not any use of the word (“none of which are client
// capabilities to declare” names no key), nor “an empty capabilities object is equivalent to declaring support for form
// mode only”, the specification's sentence about one key.
export const WHOLE_OBJECT_PHRASES: readonly Phrase[] = [
  { name: 'no capabilities', examples: ['lootbox declares no capabilities at all'], pattern: /\bno capabilities\b/i },
  { name: 'a written declaration', examples: ['capabilities: { roots: {}, sampling: {} }'], pattern: /\bcapabilities\s*:\s*\{/i },
];
// A written declaration (“capabilities: { roots: {}, … }”) says what is declared of every key, not what is implemented:
// for any other field only the empty object does (“lootbox’s capabilities: {} comes with no request handler at all”),
// so the note's literal cannot carry “The commented keys are not stubs waiting on a handler” to experimental.
export const EMPTY_OBJECT_PHRASES: readonly Phrase[] = [
  { name: 'no capabilities', examples: ['lootbox declares no capabilities at all'], pattern: /\bno capabilities\b/i },
  {
    name: 'the empty object',
    examples: ['lootbox’s capabilities: {} comes with no request handler at all'],
    pattern: /\bcapabilities\s*:\s*\{\s*\}/i,
  },
];

/** Does the text write one of the words (a plural s, or none, either way)? */
function writesAny(text: string, words: readonly string[]): boolean {
  return words.some((word) => new RegExp(`\\b${word.replace(/s$/, '').replace(/[^A-Za-z0-9]/g, '')}s?\\b`, 'i').test(text));
}

/** The passages a quote may sit in: a row section or citation, or the note sections holding it. */
function passagesOf(corpus: EvidenceCorpus, ref: EvidenceRef, row: string): string[] | null {
  const location = parseLocation(ref.in, row);
  if ('error' in location) return null;
  if (location.kind === 'note') {
    const words = normalizeWords(ref.quote);
    return (corpus.noteSections?.get(location.slug) ?? []).filter((text) => text.includes(words));
  }
  if (location.kind === 'register' || location.row === row) return null;
  const found = passage(corpus, location);
  return 'error' in found ? null : [found.text];
}

/**
 * For one quote of a value in `row` (about `capability`), the capability words its passage fails to name: empty when
 * the quote is the row's own or a register header's, names the whole capabilities object (for `declared`; for any
 * other field only an empty one), or its passage names the
 * capability — by writing one of its words, or by being a section of a row about the same key (CAP-04's “Neither
 * opencode version declares it” is sampling's, so also sampling.context's), or of a row the value's own words name as
 * the same case (`bridged`: CAP-20's “Same declaration rule as CAP-15”).
 */
export function unnamedCapability(
  corpus: EvidenceCorpus,
  ref: EvidenceRef,
  row: string,
  capability: CapabilityRef | undefined,
  capabilityOf: (row: string) => CapabilityRef | undefined,
  bridged: readonly string[] = [],
  field: 'declared' | 'other' = 'other',
): string[] {
  const words = capabilityWords(capability);
  if (!words.length || usesPhrase(ref.quote, field === 'declared' ? WHOLE_OBJECT_PHRASES : EMPTY_OBJECT_PHRASES)) return [];
  return unwritten(
    corpus,
    ref,
    row,
    words,
    (other) => capabilityWords(capabilityOf(other)),
    bridged,
    (text) => writesAny(text, words),
  );
}

/**
 * words-reach-only-their-passage's reach test, shared by the capability and member readings: `words` unless the quote is the row's own or a
 * register header's, sits in a row about the same words (`wordsOf`) or one the value names as the same case
 * (`bridged`), or one of its passages `writes` them.
 */
function unwritten(
  corpus: EvidenceCorpus,
  ref: EvidenceRef,
  row: string,
  words: string[],
  wordsOf: (row: string) => string[],
  bridged: readonly string[],
  writes: (text: string) => boolean,
): string[] {
  const passages = passagesOf(corpus, ref, row);
  if (passages === null || !passages.length) return [];
  const location = parseLocation(ref.in, row);
  if (!('error' in location) && (location.kind === 'section' || location.kind === 'source')) {
    if (bridged.includes(location.row)) return [];
    if (wordsOf(location.row).some((w) => words.includes(w))) return [];
  }
  return passages.some(writes) ? [] : words;
}

/** The rows the value's quotes from its own row name by id (“Same declaration rule as CAP-15”): the row says the case is theirs. */
export function rowsNamedByOwnWords(evidence: readonly EvidenceRef[], row: string): string[] {
  return evidence.flatMap((ref) => {
    const location = parseLocation(ref.in, row);
    if ('error' in location || location.kind !== 'section' || location.row !== row) return [];
    return [...ref.quote.matchAll(/\b[A-Z]+-\d{2,}\b/g)].map((m) => m[0]);
  });
}

/** The member keys of a row's key paths (`elicitation.form` → form; `roots.listChanged` → listChanged), none for a top key. */
export function memberWords(capability: CapabilityRef | undefined): string[] {
  const words = new Set<string>();
  for (const path of capability?.paths ?? []) {
    if (path.startsWith('extensions')) continue;
    const keys = path.split('.').filter(Boolean);
    const last = keys.at(-1);
    if (keys.length > 1 && last) words.add(last);
  }
  return [...words];
}

/**
 * A passage naming the parent key names its members for what is *not* there (“sampling …
 * commented out” is also sampling.context's), never for what is: “Codex declares only elicitation” says nothing of form
 * or url mode (a bare elicitation object is form-only, 000:95). So a positive value in a member's row, quoting another
 * row or a note, needs a passage that writes the member key (“form”, “url”, “context”, “listChanged” or “list_changed”),
 * unless the passage is a row about the same member or one the value's own words name as the same case (`bridged`).
 * The member words it fails to write, or none.
 */
export function unnamedMember(
  corpus: EvidenceCorpus,
  ref: EvidenceRef,
  row: string,
  capability: CapabilityRef | undefined,
  capabilityOf: (row: string) => CapabilityRef | undefined,
  bridged: readonly string[] = [],
): string[] {
  const members = memberWords(capability);
  if (!members.length) return [];
  const spelled = (word: string) => [word, word.replace(/([a-z])([A-Z])/g, '$1_$2').toLowerCase()];
  // A member written in another capability's method name (“notifications/roots/list_changed” in a tools row) is not this row's.
  const tops = [...new Set((capability?.paths ?? []).map((p) => p.split('.')[0] ?? p))];
  const writes = (text: string) =>
    tops.some((top) => {
      const own = withoutOtherMethods(text, top);
      return members.some((word) => spelled(word).some((w) => new RegExp(`\\b${w}\\b`, 'i').test(own)));
    });
  return unwritten(corpus, ref, row, members, (other) => memberWords(capabilityOf(other)), bridged, writes);
}
