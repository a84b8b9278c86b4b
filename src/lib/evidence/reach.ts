/**
 * Rule 11 of `rules.ts`: a quote from another row, or from a note, reaches only the capabilities its passage names.
 * The passage is the section the quote sits in (a note's first section is opened by its title); it names a row's
 * capability when it writes one of the row's key words (`capabilityWords`). The opencode note's “implements exactly
 * that one thing” sits in the section under its title, which names roots, sampling, elicitation and tasks, so it may
 * decide CAP-10 or CAP-26 (tasks), never CAP-01 (experimental, which the note never names).
 */
import type { CapabilityRef, EvidenceRef } from '../register/schema.ts';
import { normalizeWords, type EvidenceCorpus } from './corpus.ts';
import { parseLocation, passage } from './locations.ts';

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
// Review 10, F1: the object itself (“no capabilities”, “capabilities: {}”, “capabilities object”), not any use of the
// word (“none of which are client capabilities to declare” names no key).
const WHOLE_OBJECT = /\bno capabilities\b|\bcapabilities\s*:\s*\{|\bcapabilities object\b/i;

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
 * the quote is the row's own or a register header's, names the whole capabilities object, or its passage names the
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
): string[] {
  const words = capabilityWords(capability);
  if (!words.length || WHOLE_OBJECT.test(ref.quote)) return [];
  const passages = passagesOf(corpus, ref, row);
  if (passages === null || !passages.length) return [];
  const location = parseLocation(ref.in, row);
  if (!('error' in location) && (location.kind === 'section' || location.kind === 'source')) {
    if (bridged.includes(location.row)) return [];
    const theirs = capabilityWords(capabilityOf(location.row));
    if (theirs.some((w) => words.includes(w))) return [];
  }
  return passages.some((text) => writesAny(text, words)) ? [] : words;
}

/** The rows the value's quotes from its own row name by id (“Same declaration rule as CAP-15”): the row says the case is theirs. */
export function rowsNamedByOwnWords(evidence: readonly EvidenceRef[], row: string): string[] {
  return evidence.flatMap((ref) => {
    const location = parseLocation(ref.in, row);
    if ('error' in location || location.kind !== 'section' || location.row !== row) return [];
    return [...ref.quote.matchAll(/\b[A-Z]+-\d{2,}\b/g)].map((m) => m[0]);
  });
}
