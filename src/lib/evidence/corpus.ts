/**
 * The evidence corpus: every passage a quote may name (row sections, citations, notes,
 * register headers), as the pages show them, with white space collapsed.
 */
import GithubSlugger from 'github-slugger';
import type { Root, RootContent } from 'mdast';
import { toString } from 'mdast-util-to-string';
import remarkGfm from 'remark-gfm';
import remarkParse from 'remark-parse';
import { unified } from 'unified';
import { sectionId } from '../markdown/remark-section-anchors.ts';
import { isDefined } from '../register/axes.ts';
import type { Citation, Idiosyncrasy, Register, Row } from '../register/schema.ts';
import { TextMemo } from '../lookup/memo.ts';

/** How many bodies' parses are kept: more than the register's rows and notes. */
const BODIES_KEPT = 500;

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
  /** The row's audit (which observation it records, at which commit) and its register, for provenance. */
  audit?: Row['audit'];
  register?: string;
  /** The revisions whose spec state defines the row's capability (for the legacy phrase, `revision-phrases.ts`). */
  defined?: readonly string[];
}

/** What a note says of itself: when it was last verified and at which revisions (its header). */
export interface CorpusNoteMeta {
  lastVerified: string;
  revisions: readonly string[];
  /** The products the note audits (its `products`): its `revisions` scope its sentences about these only. */
  audits?: readonly string[];
  /** The products the note only mentions (its `mentions`): its words about them name no revision (one-reading-for-every-revision). */
  mentions?: readonly string[];
}

/** Every passage a quote may name. */
export interface EvidenceCorpus {
  rows: Map<string, CorpusRow>;
  /** Note slug → the note's title, metadata values and text. */
  notes: Map<string, string>;
  /** Register id → its description, preamble and audit note. */
  registers: Map<string, string>;
  /** Note slug → its header (last verified, revisions): how the note scopes its sentences. */
  noteMeta?: Map<string, CorpusNoteMeta>;
  /** Note slug → its `##` sections, the first under the note's title (with it): the passage a note quote sits in (words-reach-only-their-passage). */
  noteSections?: Map<string, string[]>;
  /** Register id → the commits its audit note names: each current audit's rows at its commit, the others keep `snapshotCommit`. */
  auditNotes?: Map<string, { current: readonly { commit: string; rows: readonly string[] }[]; snapshotCommit: string }>;
}

/** The revisions whose curated spec state defines a row's capability (none when the spec is not curated there). */
function definedRevisions(row: Row): string[] {
  return Object.entries(row.spec ?? {}).flatMap(([revision, entry]) =>
    entry && entry.state !== 'unknown' && isDefined(entry.state) ? [revision] : [],
  );
}

const markdown = unified().use(remarkParse).use(remarkGfm);

/** Bodies' sections, once per body text: the content check builds the corpus several times from the same bodies. */
const bodySectionsOf = new TextMemo<ReadonlyMap<string, string>>(BODIES_KEPT);

/** Split an MDX row body into its `##` sections, keyed by the ids the row page gives them (a fresh Map on each call). */
export function bodySections(body: string): Map<string, string> {
  return new Map(bodySectionsOf.get(body, () => parseBodySections(body)));
}

function parseBodySections(body: string): Map<string, string> {
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

/** A note body's top-level blocks as text, and which of them are `##` headings. */
interface BodyBlock {
  readonly text: string;
  readonly section: boolean;
}

const noteBlocksOf = new TextMemo<readonly BodyBlock[]>(BODIES_KEPT);

/** The top-level blocks of a note body, parsed once per body text (the array is shared: read it, never change it). */
function noteBlocks(body: string): readonly BodyBlock[] {
  return noteBlocksOf.get(body, () =>
    Object.freeze(
      (markdown.parse(body) as Root).children.map((node: RootContent) =>
        Object.freeze({ text: toString(node), section: node.type === 'heading' && node.depth === 2 }),
      ),
    ),
  );
}

/** A note body's `##` sections (code included), the first (before any heading) opened by the note's title. */
export function noteSectionTexts(note: Idiosyncrasy, body: string): string[] {
  const sections: string[][] = [[note.title]];
  for (const block of noteBlocks(body)) {
    if (block.section) sections.push([]);
    sections.at(-1)?.push(block.text);
  }
  return sections.map((parts) => normalizeWords(parts.join(' ')));
}

/** The whole text of a note body (code included), as one passage. */
export function noteText(note: Idiosyncrasy, body: string): string {
  const meta = [
    note.title,
    note.kind,
    note.status,
    note.lastVerified,
    note.clients.join(', '),
    note.scope ?? '',
    note.revisions.join(', '),
  ];
  return normalizeWords([...meta, ...noteBlocks(body).map((block) => block.text)].join(' '));
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
    rows: new Map(
      input.rows.map((r) => [
        r.data.id,
        {
          id: r.data.id,
          sections: bodySections(r.body),
          sources: r.data.sources,
          audit: r.data.audit,
          register: r.data.register,
          defined: definedRevisions(r.data),
        },
      ]),
    ),
    notes: new Map(input.notes.map((n) => [n.slug, noteText(n.data, n.body)])),
    noteSections: new Map(input.notes.map((n) => [n.slug, noteSectionTexts(n.data, n.body)])),
    registers: new Map(input.registers.map((r) => [r.id, registerText(r)])),
    noteMeta: new Map(
      input.notes.map((n) => [
        n.slug,
        { lastVerified: n.data.lastVerified, revisions: n.data.revisions, audits: n.data.products, mentions: n.data.mentions },
      ]),
    ),
    auditNotes: new Map(
      input.registers.flatMap((r) =>
        r.published ? [[r.id, { current: r.auditNote.current, snapshotCommit: r.auditNote.snapshotCommit }] as const] : [],
      ),
    ),
  };
}
