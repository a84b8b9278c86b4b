/**
 * The words that name revisions, and which revisions each covers: the one definition the
 * evidence check uses to decide whether a quote *states* a value at a revision
 * (`src/lib/evidence/scope.ts`). Derived from the phrases the two source documents use;
 * every phrase here is one they write. A phrase not in this table names no revision.
 */
import { ERAS, REVISIONS, REVISION_IDS, type Era, type RevisionId } from './axes.ts';
import { countWord } from './ids.ts';
import { TextMemo, memoKey } from '../lookup/memo.ts';
import { contentAxes } from '../content/axes.ts';

/**
 * The eras come from `content/revisions.yaml`, oldest first: an era's id is the word the text
 * uses for it (“legacy”, “modern”). The last era is the current one; the earlier eras are the
 * legacy ones (“legacy”, “pre-2026”), whose mechanisms the current era dropped.
 */
const ofEra = (era: Era) => REVISIONS.filter((r) => r.era === era).map((r) => r.id);
const CURRENT_ERA = ERAS[ERAS.length - 1] ?? '';
/** The revisions of the eras before the current one. */
const LEGACY = REVISIONS.filter((r) => r.era !== CURRENT_ERA).map((r) => r.id);
/** The revisions of the current era. */
const MODERN = ofEra(CURRENT_ERA);
/** The year each later era begins (“2026”: the modern era), when no revision of an earlier era is of that year. */
const ERA_YEARS = ERAS.slice(1).flatMap((era) => {
  const year = ofEra(era)[0]?.slice(0, 4);
  return year && !REVISIONS.some((r) => r.era !== era && r.id.startsWith(year) && ERAS.indexOf(r.era) < ERAS.indexOf(era))
    ? [{ era, year }]
    : [];
});
const alternatives = (words: readonly string[]) => (words.length ? words.map((w) => w.replace(/[-]/g, '\\-')).join('|') : '(?!)');
const ERA_WORDS = alternatives(ERAS);
const YEARS = alternatives(ERA_YEARS.map((y) => y.year));
const index = (id: string) => REVISION_IDS.indexOf(id);
const isRevision = (id: string | undefined): id is RevisionId => id !== undefined && index(id) !== -1;
const between = (from: number, to: number) => REVISION_IDS.filter((_, i) => i >= from && i <= to);

/** Words as a pattern matches them: regular-expression characters escaped, any run of white space as one. */
const escapeWords = (words: string) => words.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/\s+/g, String.raw`\s+`);

/** A date written in the text (a revision id or any other date, which names no revision). */
const DATE = String.raw`\d{4}-\d{2}-\d{2}`;

/**
 * What a value asserts, for the phrases whose reach depends on it: `positive` (declared yes,
 * conditional or off: the key is sent; implemented yes or partial; speaks yes) or `negative`
 * (declared no, implemented no, speaks no).
 */
export type Polarity = 'positive' | 'negative';

/** The reading of a quote: what the value asserts, and the revisions where the row's capability exists (its spec state defines it). */
export interface PhraseContext {
  polarity?: Polarity;
  /** Reading a whole sentence for the scope it gives its other clauses (quote-keeps-scope-words): the clause-only phrases do not count. */
  sentenceWide?: boolean;
  exists?: readonly RevisionId[];
}

/** One kind of phrase: how it is written and what it covers. Applied in order; a matched span is not read again. */
export interface RevisionPhrase {
  /** What the phrase is, for the README and the tests. */
  name: string;
  /** Examples from the documents. */
  examples: readonly string[];
  pattern: RegExp;
  covers: (match: RegExpExecArray, context: PhraseContext) => readonly RevisionId[];
  /** The phrase describes its own clause's subject (“v2 declares it with both modes”), so it scopes no other clause. */
  clauseOnly?: boolean;
}

/**
 * The legacy revisions a positive statement can speak of: those where the thing exists. “Legacy
 * list is declared” (CAP-22) is 2025-11-25, the only legacy revision with core tasks. A negative
 * one (“legacy initialize omits the map”) speaks of all four: the thing is absent where it does
 * not exist too.
 */
function legacyFor(context: PhraseContext, revisions: readonly RevisionId[] = LEGACY): readonly RevisionId[] {
  return context.polarity === 'positive' && context.exists ? revisions.filter((r) => context.exists?.includes(r)) : revisions;
}

/** What an era's word covers: the current era's revisions; an earlier era's as `legacyFor` reads them. */
function eraCovers(era: Era, context: PhraseContext): readonly RevisionId[] {
  return era === CURRENT_ERA ? MODERN : legacyFor(context, ofEra(era));
}

/** The context without where the thing exists: the words read as they are written. */
function withoutExists(context: PhraseContext): PhraseContext {
  const { exists: _exists, ...rest } = context;
  return rest;
}

/** What an exclusive scope names: the revisions it names (`inside`) for the asserted value, the others only for its negation. */
function exclusive(inside: readonly RevisionId[], context: PhraseContext): readonly RevisionId[] {
  if (context.polarity === 'positive') return inside;
  if (context.polarity === 'negative') return REVISION_IDS.filter((r) => !inside.includes(r));
  return REVISION_IDS;
}

/**
 * The revisions the X of an exclusive “X only” / “only for X” / “limited to the X revision” names. X is what the
 * thing is limited to, whatever the value asserts: read as for a positive value (the legacy revisions where it
 * exists), then `exclusive` gives X or the others by the value's polarity.
 */
function exclusiveInside(text: string, context: PhraseContext): readonly RevisionId[] {
  const date = new RegExp(DATE).exec(text);
  if (date) return isRevision(date[0]) ? [date[0]] : [];
  const year = ERA_YEARS.find((y) => text.includes(y.year));
  if (year) return eraCovers(year.era, { ...context, polarity: 'positive' });
  const era = ERAS.find((e) => new RegExp(String.raw`\b${e}\b`, 'i').test(text));
  return era ? eraCovers(era, { ...context, polarity: 'positive' }) : legacyFor({ ...context, polarity: 'positive' });
}

/** Examples of the era words in the documents, for the README and the tests; an era not here gets a made-up one. */
const ERA_EXAMPLES: Partial<Record<Era, readonly string[]>> = {
  modern: ['modern peers', 'on every modern request', 'Modern client declares'],
  legacy: ['in legacy eras', 'the legacy initialize', 'Four legacy revisions', 'Legacy era only', 'legacy hosts'],
};

export const REVISION_PHRASES: readonly RevisionPhrase[] = [
  {
    // “X only” says something of every revision, with polarity: X has it, the others do not. So it names X for a
    // positive value and the other revisions for a negative one (“emitted only for modern peers”: yes at 2026, no at
    // the legacy revisions). Read without a polarity (the tests of the bare table) it names all five.
    name: 'an exclusive scope: X for the asserted value, the other revisions for its negation',
    examples: [
      'Where. 2025-11-25 only.',
      'v2 notes it is legacy-era only',
      'emitted only for modern peers',
      'limited to legacy revision',
      'execution: {taskSupport: "optional"} at 2025-11-25 only',
    ],
    pattern: new RegExp(
      String.raw`(?:${DATE}|\b(?:${YEARS})|\b(?:${ERA_WORDS})[- ]era) only\b|\bonly (?:for|to|in|at) (?:${ERA_WORDS}|${DATE}|${YEARS})\b|\blimited to (?:the )?(?:${ERA_WORDS}) revision`,
      'gi',
    ),
    // For a negative value the words name only what lies outside X as they write it: an era word narrowed to the
    // revisions where the thing exists is narrowed by the specification, not by the words. So “Core tasks capability
    // is limited to legacy revision” states yes at 2025-11-25 (the legacy revision with core tasks) and no at
    // 2026-07-28 (outside the legacy era); a no at 2025-03-26 or 2025-06-18 is not named there and needs the words
    // that carry it (`because`: the row's “2025-11-25 only”), inferred.
    covers: (m, context) => exclusive(exclusiveInside(m[0], context.polarity === 'negative' ? withoutExists(context) : context), context),
  },
  {
    name: 'a range of revisions, both ends included',
    examples: ['2024-11-05 through 2025-11-25', '2025-03-26..2025-11-25', '(2024-11-05..2025-06-18)'],
    pattern: new RegExp(String.raw`(${DATE})\s*(?:\.\.|through|to)\s*(${DATE})`, 'g'),
    covers: (m) => (isRevision(m[1]) && isRevision(m[2]) ? between(index(m[1]), index(m[2])) : []),
  },
  {
    // “from 2025-03-26 prose” is “according to the 2025-03-26 prose”: the date alone, read below.
    name: 'a revision and every later one',
    examples: ['structured from 2025-11-25', '2025-11-25+ host', '2025-03-26 and later', 'at 2025-06-18 or later'],
    pattern: new RegExp(
      String.raw`(?<!differ )\bfrom (${DATE})(?! (?:prose|schema|changelog)\b)|(${DATE})\+|(${DATE}) (?:and|or) later`,
      'g',
    ),
    covers: (m) => {
      const id = m[1] ?? m[2] ?? m[3];
      return isRevision(id) ? between(index(id), REVISION_IDS.length - 1) : [];
    },
  },
  {
    name: 'every revision up to one, included',
    examples: ['an opaque object through 2025-06-18', 'Until 2025-11-25, listChanged: true means'],
    pattern: new RegExp(String.raw`\b(?:through|until) (${DATE})`, 'gi'),
    covers: (m) => (isRevision(m[1]) ? between(0, index(m[1])) : []),
  },
  {
    name: 'every revision before one',
    examples: ['must not be sent below 2025-11-25'],
    pattern: new RegExp(String.raw`\bbelow (${DATE})`, 'gi'),
    covers: (m) => (isRevision(m[1]) ? between(0, index(m[1]) - 1) : []),
  },
  {
    name: 'before the modern era',
    examples: ['legacy (pre-2026) hosts'],
    pattern: new RegExp(String.raw`\bpre-(${YEARS})\b`, 'gi'),
    covers: (m) => {
      const first = ofEra(ERA_YEARS.find((y) => y.year === m[1])?.era ?? '')[0];
      return first ? REVISION_IDS.slice(0, index(first)) : [];
    },
  },
  {
    name: 'a date: the revision it is, or none (2026-06-30 and the register’s own dates name no revision)',
    examples: [...REVISION_IDS.slice(-2), 'protocol version 2026-06-30'],
    pattern: new RegExp(DATE, 'g'),
    covers: (m) => (isRevision(m[0]) ? [m[0]] : []),
  },
  {
    name: 'the year 2026: the modern revision',
    examples: ['in 2026', '2026 only', '2026’s per-request capabilities', 'deprecated 2026'],
    pattern: new RegExp(String.raw`\b(${YEARS})\b`, 'g'),
    covers: (m) => ofEra(ERA_YEARS.find((y) => y.year === m[1])?.era ?? ''),
  },
  {
    name: 'every era or revision',
    examples: [
      'in every era',
      'to both eras',
      'a client of either era',
      'All five revisions',
      'Every revision',
      'declared in any revision',
    ],
    pattern: new RegExp(
      String.raw`\b(?:every era|both eras|either era|all ${countWord(REVISION_IDS.length)}|every revision|any revision)\b`,
      'gi',
    ),
    covers: () => REVISION_IDS,
  },
  // One phrase per era, its id being the word: the current era's revisions, an earlier era's (for a positive value,
  // those where the thing exists). A file name (internal/mcpclient/modern.go) is not the era; “legacy-shaped object”
  // describes a shape, not an era.
  ...ERAS.map((era) => ({
    name:
      era === CURRENT_ERA
        ? `the ${era} era (the current one)`
        : `the ${era} era (an earlier one; for a positive value, its revisions where the thing exists)`,
    examples: ERA_EXAMPLES[era] ?? [`${era} peers`],
    pattern: new RegExp(String.raw`(?<![/\w])${era}\b(?!-shaped|\.\w)`, 'gi'),
    covers: (_m: RegExpExecArray, context: PhraseContext) => eraCovers(era, context),
  })),
  // Words describing a shape only some revisions have name those revisions: what a revision introduces
  // (`introduces` in content/revisions.yaml: elicitation has modes only from the revision that splits it into
  // them), so “declares it with both modes” speaks of that revision and every later one, for the declared value
  // as for the speaks facts.
  ...contentAxes().axes.revisions.flatMap((revision) =>
    revision.introduces.map((shape) => ({
      name: `${shape.what}: ${revision.id}, which introduces them, and every later revision`,
      examples: [`the client declares it with ${shape.words}`],
      pattern: new RegExp(String.raw`\b${escapeWords(shape.words)}\b`, 'gi'),
      covers: () => REVISION_IDS.slice(index(revision.id)),
      clauseOnly: true,
    })),
  ),
];

/**
 * A code comment quoted in the text (“The comment above the branch says … “declared both ways and
 * a client of either era finds it where it looks””) is a claim in code, not an observation: its
 * words name no revision. Blanks every “…” span that follows the word comment (within a few words).
 */
export function withoutQuotedComments(text: string): string {
  return text.replace(
    /(\bcomments?\b[^“”.]{0,60}“)([^”]*)(”)/gi,
    (_all, open: string, inner: string, close: string) => `${open}${' '.repeat(inner.length)}${close}`,
  );
}

/** Readings of words, once per words and context: the rules read the same quotes and clauses for many cells. */
const namedOf = new TextMemo<readonly RevisionId[]>(5000);

/**
 * Every revision the words name, in revision order (empty when they name none). `context` gives
 * the value's polarity and where the row's capability exists, for the exclusive and legacy phrases.
 */
export function revisionsNamed(text: string, context: PhraseContext = {}): RevisionId[] {
  // The words and the three fields of the context are all a reading depends on (`covers` sees only the context).
  const key = memoKey(text, context.polarity ?? '', context.sentenceWide ? 1 : 0, context.exists?.join(' ') ?? '-');
  return [...namedOf.get(key, () => readRevisionsNamed(text, context))];
}

function readRevisionsNamed(text: string, context: PhraseContext): RevisionId[] {
  let rest = withoutQuotedComments(text);
  const named = new Set<RevisionId>();
  for (const phrase of REVISION_PHRASES) {
    if (context.sentenceWide && phrase.clauseOnly) continue;
    rest = rest.replace(phrase.pattern, (...args: unknown[]) => {
      // `replace` passes the match, its groups, then the offset (a number): the groups are what comes before it.
      const match = args.slice(
        0,
        args.findIndex((a) => typeof a === 'number'),
      ) as unknown as RegExpExecArray;
      for (const id of phrase.covers(match, context)) named.add(id);
      return ' '.repeat(String(args[0]).length);
    });
  }
  return REVISION_IDS.filter((id) => named.has(id));
}

/**
 * Words describing a server→client request or the client's handler of one: a legacy-only
 * mechanism. 2026-07-28 forbids unsolicited server→client requests (“once unsolicited
 * server→client requests are forbidden”); roots, sampling and elicitation reach a client
 * there only as input requests (“roots then reach a server only as an input request inside an
 * InputRequiredResult”). So words that say how such a request is *handled* speak of the
 * legacy era for `implemented`, whatever revision they name: at 2026-07-28 they carry
 * nothing unless words about 2026 or the modern era say otherwise (legacy-requests-stop-at-2026).
 * The revisions these words name (for *stated*) are still only what the phrase table says.
 */
export const LEGACY_MECHANISM_PHRASES: readonly { name: string; examples: readonly string[]; pattern: RegExp }[] = [
  {
    name: 'a server→client request method',
    examples: [
      'answers roots/list from its configured roots',
      'an upstream roots/list or elicitation/create gets the SDK’s default method-not-found',
    ],
    pattern: /\b(?:roots\/list|sampling\/createMessage|elicitation\/create)\b/g,
  },
  {
    name: 'the client’s handler of a server request',
    examples: [
      'no request handler at all',
      'an OnServerRequest handler exists',
      'before the client handler runs',
      'wires its broker-backed handler',
      'registers a handler',
    ],
    pattern: /\b(?:OnServerRequest|handler)\b/g,
  },
  {
    name: 'answering or accepting a server request',
    // “answer one root”: the answer to a roots/list request (CAP-02's Where), the v1 words one-reading-for-every-revision carries to 2026.
    examples: [
      'when nobody is listening it answers cancel',
      'its broker accepts mode: "url" requests anyway',
      'answer one root, the instance or Location directory',
    ],
    pattern: /\banswers cancel\b|\baccepts\b[^.]{0,40}\brequests\b|\banswers? (?:one|a single) root\b/g,
  },
  {
    // CAP-09: the clause ends a sentence about a legacy url request relayed to the host; in 2026 no such request exists.
    name: 'the host opening a relayed request',
    examples: ['even when the attached host (opencode v2) could open it'],
    pattern: /\b(?:could|can|would) open (?:it|them|a URL request|the URL)\b/g,
  },
];

/** The words of `text` that describe a legacy-only server→client request mechanism (empty when none). */
export function legacyMechanismsNamed(text: string): string[] {
  return LEGACY_MECHANISM_PHRASES.flatMap((p) => [...text.matchAll(p.pattern)].map((m) => m[0]));
}

/**
 * Words saying a declaration is sent whatever revision is negotiated: with a named revision
 * (the phrase table above), the only words that say a key *itself* reaches a revision that does
 * not define it (out-of-revision-needs-sending-words, `src/lib/rules/out-of-revision-needs-sending-words.ts`). “Always declares” or a
 * sentence naming no revision says what the product declares, not that the key is sent where
 * the revision has no such key (“As a client it declares form support” says nothing of a form
 * key at 2024-11-05, where elicitation has no modes).
 */
export const EVERY_NEGOTIATED_VERSION_PHRASES: readonly { name: string; examples: readonly string[]; pattern: RegExp }[] = [
  {
    name: 'sent whatever version is negotiated',
    // Only the documents' own words (000: CAP-03's Detail); “whatever the revision” is in neither document.
    examples: ['The same object is sent in the legacy initialize regardless of the negotiated version'],
    pattern: /\bregardless of the negotiated (?:protocol )?version\b/gi,
  },
];

/** The words of `text` that say something is sent whatever version is negotiated (empty when none). */
export function everyNegotiatedVersionNamed(text: string): string[] {
  return EVERY_NEGOTIATED_VERSION_PHRASES.flatMap((p) => [...text.matchAll(p.pattern)].map((m) => m[0]));
}
