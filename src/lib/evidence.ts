/**
 * Evidence: the quoted words that support each curated value, where they are, and the
 * *basis* of a matrix cell computed from them.
 *
 * - `evidenceCorpus` turns rows, notes and registers into the passages a quote may name;
 * - `findQuote` says whether a quote is in the passage it names (whitespace collapsed);
 * - `checkEvidence` walks every row, and the product facts in `axes.ts`, and names each
 *   quote that is not where it says (the content check runs it before every build);
 * - `cellBasis` decides whether a cell's verdict is stated, inferred or unknown.
 */
import GithubSlugger from 'github-slugger';
import type { Root, RootContent } from 'mdast';
import { toString } from 'mdast-util-to-string';
import remarkGfm from 'remark-gfm';
import remarkParse from 'remark-parse';
import { unified } from 'unified';
import {
  REVISION_IDS,
  ROLES,
  type BasisId,
  type DeclaredState,
  type EvidenceFieldId,
  type ImplementedState,
  type LifecycleState,
  type RevisionId,
  type Role,
  type SpeaksState,
  type VerdictId,
} from './axes.ts';
import { sectionId } from './remark/remark-section-anchors.ts';
// Type only: the published shape lives with the /matrix.json schema (no runtime import, so no cycle).
import type { EvidenceLink } from './matrix-export.ts';
import type { Citation, EvidenceRef, Idiosyncrasy, ProductEntry, ProductFacts, Register, Row, SpecEntry, SpeaksFact } from './schema.ts';

/** Which value of a cell a piece of evidence supports (`EVIDENCE_FIELDS` in axes.ts). */
export type EvidenceField = EvidenceFieldId;

/** One quote supporting a cell, resolved to a link that opens the passage with the words highlighted (the shape `/matrix.json` publishes). */
export type { EvidenceLink };

export type { BasisId };

/** Collapse runs of white space, so a quote matches across line breaks. */
export function normalizeWords(text: string): string {
  return text.replace(/\s+/g, ' ').trim();
}

/** A row as the corpus needs it. */
export interface CorpusRow {
  id: string;
  /** Section id → the section's text as the page shows it. */
  sections: Map<string, string>;
  sources: readonly Citation[];
}

/** Every passage a quote may name. */
export interface EvidenceCorpus {
  rows: Map<string, CorpusRow>;
  /** Note slug → the note's title, metadata values and text. */
  notes: Map<string, string>;
  /** Register id → its description, preamble and audit note. */
  registers: Map<string, string>;
}

const markdown = unified().use(remarkParse).use(remarkGfm);

/** Split an MDX row body into its `##` sections, keyed by the ids the row page gives them. */
export function bodySections(body: string): Map<string, string> {
  const tree = markdown.parse(body) as Root;
  const sections = new Map<string, string>();
  const slugger = new GithubSlugger();
  let current: string | null = null;
  let parts: string[] = [];
  const flush = () => {
    if (current !== null) sections.set(current, normalizeWords(parts.join(' ')));
  };
  for (const node of tree.children as RootContent[]) {
    if (node.type === 'heading' && node.depth === 2) {
      flush();
      const text = toString(node);
      current = sectionId(text) ?? slugger.slug(text);
      parts = [];
    } else if (current !== null) {
      parts.push(toString(node));
    }
  }
  flush();
  return sections;
}

/** The whole text of a note body (code included), as one passage. */
export function noteText(note: Idiosyncrasy, body: string): string {
  const tree = markdown.parse(body) as Root;
  const meta = [note.title, note.kind, note.status, note.lastVerified, note.clients.join(', '), note.scope ?? '', note.revisions.join(', ')];
  return normalizeWords([...meta, ...tree.children.map((n) => toString(n as RootContent))].join(' '));
}

export function registerText(register: Register): string {
  if (!register.published) return normalizeWords(register.title);
  return normalizeWords([register.description, ...register.preamble, register.auditNote.text].join(' '));
}

export function evidenceCorpus(input: {
  rows: readonly { data: Row; body: string }[];
  notes: readonly { slug: string; data: Idiosyncrasy; body: string }[];
  registers: readonly Register[];
}): EvidenceCorpus {
  return {
    rows: new Map(input.rows.map((r) => [r.data.id, { id: r.data.id, sections: bodySections(r.body), sources: r.data.sources }])),
    notes: new Map(input.notes.map((n) => [n.slug, noteText(n.data, n.body)])),
    registers: new Map(input.registers.map((r) => [r.id, registerText(r)])),
  };
}

/** A location resolved against the row it is written in. */
export type Location =
  | { kind: 'section'; row: string; section: string }
  | { kind: 'source'; row: string; index: number }
  | { kind: 'note'; slug: string }
  | { kind: 'register'; id: string };

/** Read an `in` value; `row` is the row it is written in (null for facts outside rows). */
export function parseLocation(where: string, row: string | null): Location | { error: string } {
  let m: RegExpExecArray | null;
  if ((m = /^note:([a-z0-9-]+)$/.exec(where))) return { kind: 'note', slug: m[1]! };
  if ((m = /^register:([a-z-]+)$/.exec(where))) return { kind: 'register', id: m[1]! };
  if ((m = /^([A-Z]+-\d{2,})\/([a-z][a-z0-9-]*)$/.exec(where))) {
    const [, other, section] = m;
    const index = /^source-(\d+)$/.exec(section!);
    return index ? { kind: 'source', row: other!, index: Number(index[1]) } : { kind: 'section', row: other!, section: section! };
  }
  if (row === null) return { error: `"${where}" names no row: write it as CAP-NN/<section>, note:<slug> or register:<id>` };
  if ((m = /^source-(\d+)$/.exec(where))) return { kind: 'source', row, index: Number(m[1]) };
  if (/^[a-z][a-z0-9-]*$/.test(where)) return { kind: 'section', row, section: where };
  return { error: `"${where}" is not a section id, source-N, note:<slug>, register:<id> or CAP-NN/<section>` };
}

/** The text a location names, or a message saying why there is none. */
export function passage(corpus: EvidenceCorpus, location: Location): { text: string } | { error: string } {
  switch (location.kind) {
    case 'note': {
      const text = corpus.notes.get(location.slug);
      return text === undefined ? { error: `there is no note "${location.slug}" in content/idiosyncrasies/` } : { text };
    }
    case 'register': {
      const text = corpus.registers.get(location.id);
      return text === undefined ? { error: `there is no register "${location.id}" in content/registers/` } : { text };
    }
    case 'section': {
      const row = corpus.rows.get(location.row);
      if (!row) return { error: `there is no row ${location.row}` };
      const text = row.sections.get(location.section);
      if (text === undefined) {
        return { error: `${location.row} has no section "${location.section}"; its sections are ${[...row.sections.keys()].join(', ')}` };
      }
      return { text };
    }
    case 'source': {
      const row = corpus.rows.get(location.row);
      if (!row) return { error: `there is no row ${location.row}` };
      const citation = row.sources[location.index - 1];
      if (!citation) return { error: `${location.row} has ${row.sources.length} citations; source-${location.index} does not exist` };
      return { text: normalizeWords(citation.kind === 'file' ? `${citation.raw} ${citation.quote ?? ''}` : citation.raw) };
    }
  }
}

/** Every place in the corpus where the words occur, for a helpful message. */
function placesOf(corpus: EvidenceCorpus, words: string): string[] {
  const places: string[] = [];
  for (const row of corpus.rows.values()) {
    for (const [id, text] of row.sections) if (text.includes(words)) places.push(`${row.id}/${id}`);
  }
  for (const [slug, text] of corpus.notes) if (text.includes(words)) places.push(`note:${slug}`);
  return places;
}

/** Is the quote in the passage it names? Null when it is; otherwise what is wrong and how to fix it. */
export function findQuote(corpus: EvidenceCorpus, ref: EvidenceRef, row: string | null): string | null {
  const location = parseLocation(ref.in, row);
  if ('error' in location) return location.error;
  const found = passage(corpus, location);
  if ('error' in found) return found.error;
  const words = normalizeWords(ref.quote);
  if (found.text.includes(words)) return null;
  const elsewhere = placesOf(corpus, words).filter((p) => p !== ref.in);
  const hint = elsewhere.length
    ? `; the words are in ${elsewhere.slice(0, 3).join(', ')}: name that passage in "in"`
    : '; copy the words exactly as the page shows them (no Markdown escapes), or name the passage that has them';
  return `the quote "${words}" is not in ${ref.in}${row && !ref.in.includes('/') && !ref.in.includes(':') ? ` of ${row}` : ''}${hint}`;
}

export interface EvidenceProblem {
  /** `row` for a row's file, `products` for the product facts file. */
  where: { row: string } | { products: true };
  /** Dotted field path. */
  field: string;
  message: string;
}

/** Every evidence problem in the rows and the product facts. */
export function checkEvidence(
  corpus: EvidenceCorpus,
  rows: readonly Row[],
  products: readonly ProductFacts[],
): EvidenceProblem[] {
  const problems: EvidenceProblem[] = [];
  const check = (refs: readonly (EvidenceRef)[] | undefined, row: string | null, field: string) => {
    refs?.forEach((ref, i) => {
      const message = findQuote(corpus, ref, row);
      if (message) problems.push({ where: row ? { row } : { products: true }, field: `${field}.${i}`, message });
    });
  };
  for (const row of rows) {
    for (const revision of REVISION_IDS) {
      const entry = row.spec[revision];
      check(entry.evidence, row.id, `spec.${revision}.evidence`);
      check(entry.because, row.id, `spec.${revision}.because`);
    }
    for (const [product, entries] of Object.entries(row.products)) {
      const seen = new Map<RevisionId, number>();
      (entries ?? []).forEach((entry, i) => {
        const base = `products.${product}.${i}`;
        check(entry.declared.evidence, row.id, `${base}.declared.evidence`);
        check(entry.implemented.evidence, row.id, `${base}.implemented.evidence`);
        check(entry.because, row.id, `${base}.because`);
        for (const revision of entry.revisions === 'all' ? REVISION_IDS : entry.revisions) {
          const earlier = seen.get(revision);
          if (earlier !== undefined) {
            problems.push({
              where: { row: row.id },
              field: `${base}.revisions`,
              message: `${revision} is also covered by products.${product}.${earlier}; each revision belongs to one entry (use all only as the one entry of a product)`,
            });
          } else seen.set(revision, i);
        }
      });
    }
  }
  products.forEach((product, p) => {
    check(product.roles, null, `${p}.roles`);
    for (const role of ROLES) {
      for (const revision of REVISION_IDS) {
        const fact = product.speaks[role]?.[revision];
        if (!fact) continue;
        const field = `${p}.speaks.${role}.${revision}`;
        check(fact.evidence, null, `${field}.evidence`);
        check(fact.because, null, `${field}.because`);
      }
    }
  });
  return problems;
}

/** A value resolved for one cell, with where its support comes from. */
export interface ResolvedValue<T extends string> {
  value: T;
  /** `stated` with evidence for this revision; `inferred` when carried here; `unknown` for `unknown`. */
  basis: BasisId;
  evidence: readonly EvidenceRef[];
  because: readonly EvidenceRef[];
}

/** The entry of a product's observations that covers a revision. */
export function entryFor(entries: readonly ProductEntry[] | undefined, revision: RevisionId): ProductEntry | undefined {
  return entries?.find((e) => e.revisions === 'all' || e.revisions.includes(revision));
}

function resolve<T extends string>(value: { value: T; evidence?: readonly EvidenceRef[] }, because: readonly EvidenceRef[] | undefined): ResolvedValue<T> {
  if (value.value === 'unknown') return { value: value.value, basis: 'unknown', evidence: [], because: [] };
  return { value: value.value, basis: because?.length ? 'inferred' : 'stated', evidence: value.evidence ?? [], because: because ?? [] };
}

export function resolveSpec(entry: SpecEntry): ResolvedValue<SpecEntry['state']> {
  if (entry.state === 'unknown') return { value: 'unknown', basis: 'unknown', evidence: [], because: [] };
  return entry.because?.length
    ? { value: entry.state, basis: 'inferred', evidence: [], because: entry.because }
    : { value: entry.state, basis: 'stated', evidence: entry.evidence ?? [], because: [] };
}

/** The recorded speaks fact of a product in a role at a revision, if any. */
export function speaksFact(facts: ProductFacts | undefined, role: Role, revision: RevisionId): SpeaksFact | undefined {
  return facts?.speaks[role]?.[revision];
}

export function resolveSpeaks(fact: SpeaksFact | undefined): ResolvedValue<SpeaksState> {
  if (!fact) return { value: 'unknown', basis: 'unknown', evidence: [], because: [] };
  return { value: fact.value, basis: fact.because?.length ? 'inferred' : 'stated', evidence: fact.evidence ?? [], because: fact.because ?? [] };
}

export function resolveDeclared(entry: ProductEntry | undefined): ResolvedValue<DeclaredState> {
  return entry ? resolve(entry.declared, entry.because) : resolve({ value: 'unknown' as const }, undefined);
}
export function resolveImplemented(entry: ProductEntry | undefined): ResolvedValue<ImplementedState> {
  return entry ? resolve(entry.implemented, entry.because) : resolve({ value: 'unknown' as const }, undefined);
}

/** The inputs of a verdict, each with its basis, in the order the verdict reads them. */
export interface BasisInputs {
  /** Did the verdict depend on the product's role alone (it does not play the row's side)? */
  sideOnly: boolean;
  speaks: ResolvedValue<SpeaksState>;
  spec: ResolvedValue<LifecycleState>;
  declared: ResolvedValue<DeclaredState>;
  implemented: ResolvedValue<ImplementedState>;
}

/**
 * Which inputs a verdict rests on. Mirrors the precedence in `verdict.ts`: a verdict
 * decided at an earlier step does not rest on the later inputs.
 */
export function inputsUsed(verdict: VerdictId, inputs: BasisInputs): EvidenceField[] {
  if (inputs.sideOnly) return ['roles'];
  if (verdict === 'not-spoken') return ['roles', 'speaks'];
  if (verdict === 'unknown') return [];
  if (verdict === 'out-of-revision') return ['roles', 'speaks', 'spec', 'declared'];
  if (verdict === 'not-applicable') return ['roles', 'speaks', 'spec', 'declared'];
  return ['roles', 'speaks', 'spec', 'declared', 'implemented'];
}

/**
 * A cell's basis: `unknown` when the verdict is unknown; `inferred` when any value the
 * verdict rests on is inferred, or when no document says whether the product speaks the
 * revision (the verdict then assumes it does); otherwise `stated`.
 */
export function cellBasis(verdict: VerdictId, inputs: BasisInputs): BasisId {
  if (verdict === 'unknown') return 'unknown';
  const used = inputsUsed(verdict, inputs);
  for (const field of used) {
    if (field === 'roles') continue;
    const basis = inputs[field].basis;
    if (basis === 'inferred' || basis === 'unknown') return 'inferred';
  }
  return 'stated';
}

/** Escape a piece of a text directive: `-`, `,` and `&` are syntax there. */
function directivePart(text: string): string {
  return encodeURIComponent(text).replace(/-/g, '%2D').replace(/,/g, '%2C');
}

/**
 * A `#:~:text=` directive for the quote. With the passage's text, a few words before the
 * quote (or after it, when it opens the passage) are added as context, so the browser
 * highlights the words in their passage rather than an earlier paraphrase on the page.
 */
export function textFragment(quote: string, passageText?: string): string {
  const words = normalizeWords(quote);
  let prefix = '';
  let suffix = '';
  if (passageText) {
    const at = passageText.indexOf(words);
    if (at !== -1) {
      const before = passageText.slice(0, at);
      const after = passageText.slice(at + words.length);
      // Context is the words next to the quote, punctuation included ("pointless (" then "mcpx …");
      // it cannot split a word, so a quote that starts or ends inside one gets none on that side.
      if (/[\s\p{P}]$/u.test(before)) prefix = before.trim().split(' ').slice(-4).join(' ');
      else if (/^[\s\p{P}]/u.test(after)) suffix = after.trim().split(' ').slice(0, 4).join(' ');
    }
  }
  return `:~:text=${prefix ? `${directivePart(prefix)}-,` : ''}${directivePart(words)}${suffix ? `,-${directivePart(suffix)}` : ''}`;
}

/** The page a location is on, site-relative to `base` (which ends in `/`). */
export function locationPage(location: Location, base: string): string {
  switch (location.kind) {
    case 'note':
      return `${base}idiosyncrasies/${location.slug}/`;
    case 'register':
      return `${base}`;
    case 'section':
    case 'source':
      return `${base}capabilities/${location.row.toLowerCase()}/`;
  }
}

/**
 * The link that opens a quote's passage with the words highlighted. A citation's link
 * names its entry (`#cap-03-src-2`), which the browser falls back to if the words are not found.
 */
export function evidenceUrl(ref: EvidenceRef, row: string | null, base: string, corpus?: EvidenceCorpus): string {
  const location = parseLocation(ref.in, row);
  if ('error' in location) return base;
  const page = locationPage(location, base);
  const found = corpus && location.kind === 'section' ? passage(corpus, location) : undefined;
  const text = found && 'text' in found ? found.text : undefined;
  const element = location.kind === 'source' ? `${location.row.toLowerCase()}-src-${location.index}` : '';
  return `${page}#${element}${textFragment(ref.quote, text)}`;
}

/** Evidence links for one input of a cell. */
export function evidenceLinks(
  field: EvidenceField,
  value: Pick<ResolvedValue<string>, 'evidence' | 'because'>,
  row: string | null,
  base: string,
  corpus?: EvidenceCorpus,
): EvidenceLink[] {
  const link = (ref: EvidenceRef, scope: 'stated' | 'inferred'): EvidenceLink => ({
    field,
    in: qualify(ref.in, row),
    quote: normalizeWords(ref.quote),
    url: evidenceUrl(ref, row, base, corpus),
    scope,
  });
  return [...value.evidence.map((ref) => link(ref, 'stated')), ...value.because.map((ref) => link(ref, 'inferred'))];
}

/** `observation` written in CAP-03 reads `CAP-03/observation` outside the row. */
function qualify(where: string, row: string | null): string {
  return row && !where.includes('/') && !where.includes(':') ? `${row}/${where}` : where;
}

/** One cell of a product's "what it speaks" table: the value, its basis and its quotes. */
export interface SpeaksSummary {
  value: 'yes' | 'no' | 'unknown' | 'not its role';
  basis: BasisId;
  evidence: EvidenceLink[];
}

export function speaksSummary(
  roles: readonly Role[],
  facts: ProductFacts | undefined,
  role: Role,
  revision: RevisionId,
  base: string,
  corpus?: EvidenceCorpus,
): SpeaksSummary {
  if (!roles.includes(role)) return { value: 'not its role', basis: 'stated', evidence: [] };
  const resolved = resolveSpeaks(speaksFact(facts, role, revision));
  return { value: resolved.value, basis: resolved.basis, evidence: evidenceLinks('speaks', resolved, null, base, corpus) };
}

/** A product's "what it speaks" table: per role, per revision, the fact; and every quote behind it, once. */
export function speaksTable(
  roles: readonly Role[],
  facts: ProductFacts | undefined,
  base: string,
  corpus?: EvidenceCorpus,
): { rows: { role: Role; cells: (SpeaksSummary & { revision: RevisionId })[] }[]; quotes: EvidenceLink[] } {
  const rows = ROLES.map((role) => ({
    role,
    cells: REVISION_IDS.map((revision) => ({ revision, ...speaksSummary(roles, facts, role, revision, base, corpus) })),
  }));
  const quotes = [...new Map(rows.flatMap((r) => r.cells.flatMap((c) => c.evidence)).map((e) => [`${e.in}|${e.quote}|${e.scope}`, e])).values()];
  return { rows, quotes };
}
