/**
 * Which field words speak of (read by quote-states-only-its-field and the basis): a quote makes a field stated only if it speaks of that field. A declared value is stated
 * only through a quote whose sentence speaks of declaring (the declaration words below); an implemented value may
 * not rest on a bare declaration clause (words about declaring and nothing about doing). The two lists are derived
 * from how the register's quotes are written (every declared quote that names a revision, every implemented quote
 * with a declaration word), so the rule refuses only what it should.
 */
import type { Phrase } from '../register/phrase.ts';
import type { EvidenceRef } from '../register/schema.ts';
import { type EvidenceCorpus } from './corpus.ts';
import { quotedSentence } from './sentence-scope.ts';
import { clausesWithoutCitations } from './clause-words.ts';

/**
 * Words that speak of a declaration: the verb (“declares”, “declared”, “advertised”), the capabilities object or one
 * capability (“Core tasks capability is limited to legacy revision”), a `{…}` literal (“roots: {}”), the initialize
 * the object is sent in (“legacy initialize omits the map”), and the extension map that is emitted or omitted.
 */
export const DECLARATION_PHRASES: readonly Phrase[] = [
  {
    name: 'declares',
    examples: ['opencode v2 declares it with both modes', 'Legacy list is declared'],
    pattern: /\bdeclar(?:e|es|ed|ing|ation)\b/i,
  },
  { name: 'advertises', examples: ['Legacy task execution is advertised'], pattern: /\badvertis(?:e|es|ed|ing)\b/i },
  { name: 'capability object', examples: ['Core tasks capability is limited to legacy revision'], pattern: /\bcapabilit(?:y|ies)\b/i },
  { name: '{…} literal', examples: ['Declares completions: {} in every era it serves'], pattern: /\{[^}]*\}/ },
  { name: 'initialize', examples: ['legacy initialize omits the map'], pattern: /\binitialize\b/i },
  { name: 'extension map', examples: ['Server extension map is emitted only for modern peers'], pattern: /\bextension map\b|\bthe map\b/i },
  // “modern gets extension only” says what the declaration object holds for modern peers.
  { name: 'gets the extension', examples: ['modern gets extension only'], pattern: /\bgets?\s+(?:the\s+)?extensions?\b/i },
  // What the product puts in the declaration object or map is the declaration.
  {
    name: 'puts in the map',
    examples: ['The only key mcpx puts in it'],
    pattern: /\bputs?\s+(?:\w+\s+)?in(?:to)?\s+(?:it|the map|the object)\b/i,
  },
];

/**
 * Words that name the declared object or its sending, not a thing done: the subject of a passive
 * declaration (“Legacy list is declared”: “list” is the declared tasks.list, not a listing), a map, capability or
 * extension that is emitted (“Server extension map is emitted”: the declaration being sent), and what a peer “gets”
 * of the declaration (“modern gets extension only”). They are removed before the words of doing are read.
 */
const DECLARED_OBJECT_WORDS: readonly RegExp[] = [
  /\b\w+\s+(?:is|are)\s+(?:declared|advertised|emitted)\b/gi,
  /\b(?:extension map|the map|maps?|capabilit(?:y|ies)|extensions?)\s+(?:is|are)?\s*(?:emitted|omitted)\b/gi,
  /\bemit\w*\s+(?:the\s+|an?\s+)?(?:extension map|map|capabilit(?:y|ies)|extensions?)\b/gi,
  /\bgets?\s+(?:the\s+)?extensions?\b/gi,
  // The object of “declare” is what is declared (“eligible gateway tools declare optional support”):
  // the words up to a conjunction or a clause's end.
  /\bdeclar(?:e|es|ed|ing)\s+(?:(?!(?:and|or|but|while|when|if|so|yet|then|which|that|with|by)\b)[\w’'{}:"-]+\s*){1,4}/gi,
];

/** A quote with its declared-object words removed: what is left may say what the product does. */
function withoutDeclaredObject(quote: string): string {
  return DECLARED_OBJECT_WORDS.reduce((text, pattern) => text.replace(pattern, ' '), quote);
}

/**
 * Words that speak of doing (handling, answering, sending, delivering…): a quote with one of them is not a bare
 * declaration clause (“Legacy cancel declared and terminal cancel rejected”, “declares only elicitation while
 * implementing much more”). “server” is the side that declares, not a word of serving.
 */
const DOING_WORDS =
  /\b(?:implement\w*|handl\w*|answer\w*|send\w*|sent|serv(?!ers?\b)\w*|deliver\w*|regist\w*|relay\w*|poll\w*|call\w*|reject\w*|accept\w*|forward\w*|lists?|reach\w*|drop\w*|remov\w*|subscrib\w*|promis\w*|happen\w*|learn\w*|gets?|reads?|render\w*|works?|(?<!\b(?:optional|form|url|task|tasks|full|partial|no|the|a|its|their|any|some|of)\s+)supports?|acknowledg\w*|uses?|opens?|starts?|returns?|fires?|emit\w*|routes?|comes)\b/i;

/** Does a text hold a word of doing (a `uses` quote says what the product does)? */
export function saysDoing(text: string): boolean {
  return DOING_WORDS.test(text);
}

/** The declaration phrases a text uses, by name. */
export function declarationWords(text: string): string[] {
  return DECLARATION_PHRASES.filter((p) => p.pattern.test(text)).map((p) => p.name);
}

/**
 * Is a quote a bare declaration clause: words about declaring and none about doing (“Neither opencode version declares
 * it”)? The words of doing are read after the declared object's words are removed: “Legacy list is
 * declared” and “Server extension map is emitted only for modern peers” only say what is declared.
 */
export function isBareDeclaration(quote: string): boolean {
  // Read per clause, without citations (“server.go:capabilities” is a file and a function, not the
  // capability object), so a declared object's words never reach across a clause.
  const clauses = clausesWithoutCitations(quote);
  return (
    clauses.some((clause) => declarationWords(clause).length > 0) &&
    !clauses.some((clause) => DOING_WORDS.test(withoutDeclaredObject(clause)))
  );
}

/**
 * Does a quote speak of declaring? Its sentence is read (a trimmed aside of a declaration sentence, “(v2 notes it is
 * legacy-era only)”, still speaks of it); a sentence about delivery (“On a legacy stdio connection nothing starts the
 * notifier”) does not.
 */
export function speaksOfDeclaring(corpus: EvidenceCorpus | undefined, ref: EvidenceRef, row: string | null): boolean {
  return declarationWords(quotedSentence(corpus, ref, row)).length > 0;
}

/** Can a quote make `field` stated (quote-states-only-its-field)? A declared value needs declaration words; an implemented one anything but a bare declaration. */
export function speaksOfField(
  corpus: EvidenceCorpus | undefined,
  field: 'declared' | 'implemented' | 'speaks',
  ref: EvidenceRef,
  row: string | null,
): boolean {
  if (field === 'declared') return speaksOfDeclaring(corpus, ref, row);
  if (field === 'implemented') return !isBareDeclaration(ref.quote);
  return true;
}
