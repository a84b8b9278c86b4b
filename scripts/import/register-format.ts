/**
 * Pure parsers for the two plain-text formats the register is written in:
 *
 * - a register (`parseRegister`): a title line; `key: value` header lines; prose
 *   paragraphs, one of them the audit note "Status column: …"; then rows, each a heading
 *   line `CAP-NN title` followed by `• Label. text` bullets;
 * - an idiosyncrasy note (`parseNote`): a title line; a `Kind: … · Status: … · …` line;
 *   paragraphs, short headings and multi-line code excerpts separated by blank lines.
 *
 * Text is kept exactly as written (curly quotes, dashes, arrows). Malformed input throws
 * `RegisterFormatError` with the 1-based line number and a message naming that line.
 */
import {
  PRODUCTS,
  type AuditStatus,
  type EffortSize,
  type ProductId,
  type RiskLevel,
  type Side,
  type ValueSign,
} from '../../src/lib/register/axes.ts';
import { CitationError, parseCitations } from '../../src/lib/citations/parse.ts';
import type { Citation } from '../../src/lib/register/schema.ts';
import { mustAt, mustGet } from '../../src/lib/lookup/must.ts';

export class RegisterFormatError extends Error {
  /** 1-based line number in the input. */
  line: number;
  constructor(line: number, message: string) {
    super(`line ${line}: ${message}`);
    this.name = 'RegisterFormatError';
    this.line = line;
  }
}

const BULLET = '• ';
const ROW_HEADING_RE = /^([A-Z]+-\d{2,})(?:\s+(.*))?$/;
const ROW_ID_IN_TEXT_RE = /\b([A-Z]+)-(\d{2,})((?:\/\d{2,})*)\b/g;
const HASH = '[0-9a-f]{7,40}';

/** One “… are current (audited at X)” / “… is current at X” of the audit note. */
export interface CurrentAudit {
  /** The commit the rows were audited at. */
  commit: string;
  /** The rows the note says are current at it. */
  rows: string[];
}

export interface AuditNote {
  /** The paragraph as written. */
  text: string;
  /** Every audit the note says is current, in the order written. */
  current: CurrentAudit[];
  snapshotCommit: string;
}

export interface RegisterHeader {
  title: string;
  created: string;
  lastUpdated: string;
  increment: number;
  status: string;
  tags: string[];
  description: string;
  /** Prose paragraphs of the header, as written, without the audit note. */
  preamble: string[];
  auditNote: AuditNote;
}

export type BulletKind = 'what' | 'where' | 'observation' | 'value' | 'effort' | 'risk' | 'detail' | 'also' | 'sources';

export interface Bullet {
  kind: BulletKind;
  /** The label as written, without its trailing period: `What`, `mcpx @ 05c78b2`, `Also recorded from the roots register`. */
  label: string;
  /** The text after the label, as written. */
  text: string;
  /** 1-based line of the bullet. */
  line: number;
}

export interface ParsedRow {
  id: string;
  title: string;
  /** 1-based line of the row heading. */
  line: number;
  side: Side;
  audit: {
    status: AuditStatus;
    product: ProductId;
    commit: string | null;
    sourcesCommit?: string;
    label: string;
  };
  value: { sign: ValueSign; text: string };
  effort: { size: EffortSize; text: string };
  risk: { level: RiskLevel; text: string };
  sources: Citation[];
  /** Other rows of the same register the row's text mentions, unique and sorted. */
  related: string[];
  /** Every bullet, in order. */
  bullets: Bullet[];
}

export interface ParsedRegister {
  header: RegisterHeader;
  /** Row id prefix shared by every row, e.g. `CAP`. */
  prefix: string;
  rows: ParsedRow[];
}

interface Line {
  n: number;
  text: string;
}

function toLines(text: string): Line[] {
  return text
    .replace(/^\uFEFF/, '')
    .replace(/\r\n?/g, '\n')
    .split('\n')
    .map((t, i) => ({ n: i + 1, text: t.trimEnd() }));
}

/** Blank-line separated blocks of consecutive non-blank lines. */
/** A block of consecutive non-blank lines: never empty. */
type Block = [Line, ...Line[]];

function blocks(lines: Line[]): Block[] {
  const out: Block[] = [];
  let current: Block | null = null;
  for (const line of lines) {
    if (line.text.trim() === '') {
      if (current) out.push(current);
      current = null;
    } else if (current) {
      current.push(line);
    } else {
      current = [line];
    }
  }
  if (current) out.push(current);
  return out;
}

/**
 * Expand every row id mentioned in `text`, including the shorthand `CAP-02/04/05`.
 * Returns ids in order of appearance, with duplicates.
 */
export function rowIdsIn(text: string, prefix?: string): string[] {
  const ids: string[] = [];
  for (const m of text.matchAll(ROW_ID_IN_TEXT_RE)) {
    const [, p, first, more] = m;
    if (prefix && p !== prefix) continue;
    ids.push(`${p}-${first}`);
    for (const n of (more ?? '').split('/').filter(Boolean)) ids.push(`${p}-${n}`);
  }
  return ids;
}

/** Parse the "Status column: …" paragraph: every “<rows> are current (audited at X)” or “<rows> is current at X”, and the snapshot. */
export function parseAuditNote(text: string, line: number): AuditNote {
  const current: CurrentAudit[] = [];
  const seen = new Map<string, string>();
  const re = new RegExp(
    String.raw`([A-Z]+-\d{2,}(?:\/\d{2,})*(?:(?:,\s*|\s+and\s+)[A-Z]+-\d{2,}(?:\/\d{2,})*)*)\s+(?:is|are)\s+current\s+(?:\(audited at (${HASH})\)|at (${HASH}))`,
    'g',
  );
  for (const m of text.matchAll(re)) {
    const commit = m[2] ?? m[3] ?? '';
    const rows = rowIdsIn(m[1] ?? '');
    for (const id of rows) {
      const earlier = seen.get(id);
      if (earlier !== undefined && earlier !== commit) {
        throw new RegisterFormatError(line, `the audit note says ${id} is current at ${earlier} and at ${commit}; name one commit per row`);
      }
      seen.set(id, commit);
    }
    const same = current.find((c) => c.commit === commit);
    if (same) same.rows.push(...rows.filter((id) => !same.rows.includes(id)));
    else current.push({ commit, rows: [...new Set(rows)] });
  }
  if (!current.length) {
    throw new RegisterFormatError(
      line,
      'the audit note does not say which rows are current, e.g. “CAP-02/04 are current (audited at 2a93f3f64)” or “CAP-03 is current at 7e1f0c2”',
    );
  }
  const snapshotCommit = new RegExp(String.raw`retains?\s+the\s+.*?@\s*(${HASH})\s+snapshot`).exec(text)?.[1];
  if (snapshotCommit === undefined) {
    throw new RegisterFormatError(
      line,
      'the audit note does not name the snapshot commit, e.g. “other rows retain the mcpx @ 05c78b2 snapshot”',
    );
  }
  return { text, current, snapshotCommit };
}

/** The commit the audit note says a row is current at, or null when it does not list the row. */
export function currentCommitOf(note: Pick<AuditNote, 'current'>, row: string): string | null {
  return note.current.find((c) => c.rows.includes(row))?.commit ?? null;
}

const HEADER_KEYS = {
  created: 'created',
  'last-updated': 'lastUpdated',
  increment: 'increment',
  status: 'status',
  tags: 'tags',
  description: 'description',
} as const;
type HeaderKey = keyof typeof HEADER_KEYS;

const PRODUCT_BY_NAME = new Map<string, ProductId>(PRODUCTS.flatMap((p) => [[p.id, p.id] as const, [p.name, p.id] as const]));

function productNamed(name: string): ProductId | undefined {
  return PRODUCT_BY_NAME.get(name);
}

interface LabelMatch {
  kind: BulletKind;
  label: string;
  text: string;
  product?: ProductId;
  commit?: string | null;
}

const FIXED_LABELS: Array<[string, BulletKind]> = [
  ['What', 'what'],
  ['Where', 'where'],
  ['Effort', 'effort'],
  ['Risk', 'risk'],
  ['Detail', 'detail'],
  ['Sources', 'sources'],
];

const KNOWN_LABELS =
  'What., Where., “<product> @ <commit>.” or “<product> (current).”, Value to <product>., Effort., Risk., Detail., Also recorded from the <name> register., Sources.';

function matchLabel(body: string, line: number): LabelMatch {
  const after = (label: string) => {
    const rest = body.slice(label.length + 1);
    if (rest !== '' && !rest.startsWith(' ')) return null;
    return rest.trimStart();
  };
  for (const [label, kind] of FIXED_LABELS) {
    if (body.startsWith(`${label}.`)) {
      const text = after(label);
      if (text !== null) return { kind, label, text };
    }
  }
  let m = /^Value to (\S+)\.(?: |$)/.exec(body);
  if (m) return { kind: 'value', label: `Value to ${m[1]}`, text: body.slice(m[0].length) };
  m = /^Also recorded from the (\S+(?: \S+)?) register\.(?: |$)/.exec(body);
  if (m) return { kind: 'also', label: `Also recorded from the ${m[1]} register`, text: body.slice(m[0].length) };
  m = new RegExp(String.raw`^(\S+) (?:@ (${HASH})|\(current\))\.(?: |$)`).exec(body);
  if (m) {
    const product = productNamed(m[1] ?? '');
    if (!product) {
      throw new RegisterFormatError(
        line,
        `the observation “${m[0].trim()}” names an unknown product “${m[1]}”; known: ${PRODUCTS.map((p) => p.id).join(', ')}`,
      );
    }
    const label = m[2] ? `${m[1]} @ ${m[2]}` : `${m[1]} (current)`;
    return { kind: 'observation', label, text: body.slice(m[0].length), product, commit: m[2] ?? null };
  }
  const shown = /^[^.]{0,60}\./.exec(body)?.[0] ?? body.slice(0, 40);
  throw new RegisterFormatError(line, `unknown bullet label “${shown}”; known labels: ${KNOWN_LABELS}`);
}

/** Throws if a “ quote is not closed with ” before the next “ or the end of the text. */
function checkQuotes(text: string, line: number): void {
  let open = -1;
  for (let i = 0; i < text.length; i++) {
    const ch = text[i];
    if (ch === '“') {
      if (open !== -1) break;
      open = i;
    } else if (ch === '”') {
      open = -1;
    }
  }
  if (open !== -1) {
    throw new RegisterFormatError(line, `unterminated quote: “${text.slice(open + 1, open + 41)}… is never closed with ”`);
  }
}

/** Value: `+`, `−` (U+2212) or `±` (a leading `+` and a later `; −` clause), then the text. */
export function parseValue(text: string, line: number): { sign: ValueSign; text: string } {
  const m = /^([+−±])\s*/.exec(text);
  if (!m) {
    const hint = text.startsWith('-') ? ' (the minus is U+2212 “−”, not a hyphen)' : '';
    throw new RegisterFormatError(line, `“Value to …” must start with +, − or ±${hint}`);
  }
  const rest = text.slice(m[0].length);
  let sign = m[1] as ValueSign;
  if (sign === '+' && /;\s*−/.test(rest)) sign = '±';
  return { sign, text: rest };
}

/** Effort: the first S/M/L letter, then the text after it (and after ` — `). */
export function parseEffort(text: string, line: number): { size: EffortSize; text: string } {
  const m = /^([SML])(?=$|[\s.—(])/.exec(text);
  if (!m) throw new RegisterFormatError(line, '“Effort.” must start with a size S, M or L');
  let rest = text.slice(1);
  if (rest === '.') rest = '';
  else if (rest.startsWith(' — ')) rest = rest.slice(3);
  else rest = rest.trimStart();
  return { size: m[1] as EffortSize, text: rest };
}

/** Risk: a level where the text starts with one, else `unknown`; the text in full. */
export function parseRisk(text: string): { level: RiskLevel; text: string } {
  const m = /^(none|low|medium|high)\b/i.exec(text);
  return { level: m?.[1] ? (m[1].toLowerCase() as RiskLevel) : 'unknown', text };
}

export function sideOfTitle(title: string): Side {
  if (title.startsWith('client ')) return 'client';
  if (title.startsWith('server ')) return 'server';
  return 'both';
}

function parseHeader(lines: Line[]): { header: RegisterHeader; rowStart: number } {
  const all = blocks(lines);
  const first = all[0];
  if (!first) throw new RegisterFormatError(1, 'the register is empty; it starts with a title line');
  const titleLine = first[0];
  if (first.length > 1 || /^[a-z-]+:\s/.test(titleLine.text)) {
    throw new RegisterFormatError(titleLine.n, 'the register starts with a title line on its own, followed by a blank line');
  }
  const fieldsBlock = all[1];
  if (!fieldsBlock)
    throw new RegisterFormatError(titleLine.n + 1, 'the header fields (created, last-updated, …) are missing after the title');
  const fields = new Map<HeaderKey, { value: string; n: number }>();
  for (const line of fieldsBlock) {
    const m = /^([a-z][a-z-]*):\s*(.*)$/.exec(line.text);
    if (!m?.[1]) throw new RegisterFormatError(line.n, `expected a header field “key: value”, got “${line.text.slice(0, 40)}”`);
    const key = m[1];
    if (!(key in HEADER_KEYS)) {
      throw new RegisterFormatError(line.n, `unknown header field “${key}”; known: ${Object.keys(HEADER_KEYS).join(', ')}`);
    }
    if (fields.has(key as HeaderKey)) throw new RegisterFormatError(line.n, `header field “${key}” appears twice`);
    if (!m[2]) throw new RegisterFormatError(line.n, `header field “${key}” is empty`);
    fields.set(key as HeaderKey, { value: m[2], n: line.n });
  }
  const lastFieldLine = mustAt(fieldsBlock, -1, 'header field line').n;
  for (const key of Object.keys(HEADER_KEYS) as HeaderKey[]) {
    if (!fields.has(key)) {
      throw new RegisterFormatError(lastFieldLine, `the header is missing the required field “${key}:” (header fields end here)`);
    }
  }
  const get = (key: HeaderKey) => mustGet(fields, key, 'header field');
  const increment = get('increment');
  if (!/^\d+$/.test(increment.value))
    throw new RegisterFormatError(increment.n, `increment must be a whole number, got “${increment.value}”`);

  const preamble: string[] = [];
  let auditNote: AuditNote | undefined;
  let rowStart = lines.length + 1;
  let lastLine = lastFieldLine;
  for (const block of all.slice(2)) {
    const head = block[0];
    if (ROW_HEADING_RE.test(head.text) || head.text.startsWith(BULLET)) {
      rowStart = head.n;
      break;
    }
    // A one-line paragraph right before a block of bullets is a row heading without an id.
    const next = all[all.indexOf(block) + 1];
    if (block.length === 1 && next?.[0]?.text.startsWith(BULLET)) {
      throw new RegisterFormatError(
        head.n,
        `row heading without an id: “${head.text.slice(0, 60)}”; a row heading starts with an id such as CAP-01`,
      );
    }
    const bullet = block.find((l) => l.text.startsWith(BULLET));
    if (bullet) {
      throw new RegisterFormatError(bullet.n, 'a bullet before any row heading; a row heading starts with an id such as CAP-01');
    }
    const text = block.map((l) => l.text).join('\n');
    if (text.startsWith('Status column:')) {
      if (auditNote) throw new RegisterFormatError(head.n, 'a second “Status column:” audit note');
      auditNote = parseAuditNote(text, head.n);
    } else {
      preamble.push(text);
    }
    lastLine = mustAt(block, -1, 'line of the block').n;
  }
  if (!auditNote) {
    throw new RegisterFormatError(
      lastLine,
      'the header has no audit note: a paragraph starting “Status column:” saying which rows are current',
    );
  }
  return {
    header: {
      title: titleLine.text,
      created: get('created').value,
      lastUpdated: get('last-updated').value,
      increment: Number(increment.value),
      status: get('status').value,
      tags: get('tags')
        .value.split(/[\s,]+/)
        .filter(Boolean),
      description: get('description').value,
      preamble,
      auditNote,
    },
    rowStart,
  };
}

interface RawRow {
  id: string;
  title: string;
  line: number;
  bullets: Array<Bullet & { product?: ProductId; commit?: string | null }>;
}

function buildRow(raw: RawRow, header: RegisterHeader, prefix: string): ParsedRow {
  const one = (kind: BulletKind, what: string) => {
    const b = raw.bullets.find((x) => x.kind === kind);
    if (!b) throw new RegisterFormatError(raw.line, `row ${raw.id} has no “• ${what}” bullet`);
    return b;
  };
  const observation = one('observation', '<product> @ <commit>.');
  const product = observation.product;
  if (!product) throw new RegisterFormatError(observation.line, `row ${raw.id}: the observation names no product`);
  const valueBullet = one('value', 'Value to <product>.');
  const effortBullet = one('effort', 'Effort.');
  const riskBullet = one('risk', 'Risk.');
  const sourcesBullet = raw.bullets.find((b) => b.kind === 'sources');

  const listedAt = currentCommitOf(header.auditNote, raw.id);
  if (listedAt !== null && observation.commit !== null && observation.commit !== listedAt) {
    throw new RegisterFormatError(
      observation.line,
      `the audit note says ${raw.id} is current at ${listedAt}, but its observation is “${observation.label}”; pin the observation to ${listedAt} or say in the note which commit ${raw.id} is current at`,
    );
  }
  const listedCurrent = listedAt !== null;
  const sourcesCommit = new RegExp(String.raw`preserve the original (${HASH}) comparison`).exec(observation.text)?.[1];
  const audit: ParsedRow['audit'] = {
    // The register header's audit note says which rows are current; an observation headed “(current)” that the note
    // does not list keeps the snapshot status the note gives every other row (the dispute current-rows shows both).
    status: listedCurrent ? 'current' : 'snapshot',
    product,
    commit: observation.commit ?? null,
    ...(sourcesCommit ? { sourcesCommit } : {}),
    label: observation.label,
  };

  let sources: Citation[] = [];
  if (sourcesBullet) {
    try {
      sources = parseCitations(sourcesBullet.text);
    } catch (error) {
      if (error instanceof CitationError) throw new RegisterFormatError(sourcesBullet.line, `row ${raw.id}: ${error.message}`);
      throw error;
    }
  }

  const allText = [raw.title, ...raw.bullets.map((b) => `${b.label} ${b.text}`)].join('\n');
  const related = [...new Set(rowIdsIn(allText, prefix))].filter((id) => id !== raw.id).sort();

  return {
    id: raw.id,
    title: raw.title,
    line: raw.line,
    side: sideOfTitle(raw.title),
    audit,
    value: parseValue(valueBullet.text, valueBullet.line),
    effort: parseEffort(effortBullet.text, effortBullet.line),
    risk: parseRisk(riskBullet.text),
    sources,
    related,
    bullets: raw.bullets.map(({ kind, label, text, line }) => ({ kind, label, text, line })),
  };
}

/** Parse a register text. Throws `RegisterFormatError` naming the line on malformed input. */
export function parseRegister(text: string): ParsedRegister {
  const lines = toLines(text);
  const { header, rowStart } = parseHeader(lines);

  const raws: RawRow[] = [];
  const seen = new Map<string, number>();
  let current: RawRow | null = null;
  for (const line of lines.slice(rowStart - 1)) {
    if (line.text.trim() === '') continue;
    if (line.text.startsWith(BULLET) || line.text.startsWith('•')) {
      if (!current)
        throw new RegisterFormatError(line.n, 'a bullet before any row heading; a row heading starts with an id such as CAP-01');
      const body = line.text.slice(1).trimStart();
      const match = matchLabel(body, line.n);
      if (match.kind !== 'sources' && match.text.trim() === '') {
        throw new RegisterFormatError(line.n, `the “${match.label}.” bullet of ${current.id} has no text`);
      }
      checkQuotes(match.text, line.n);
      const earlier = current.bullets.find((b) => b.kind === match.kind && (match.kind !== 'also' || b.label === match.label));
      if (earlier) {
        throw new RegisterFormatError(
          line.n,
          `row ${current.id} has a second “${match.label}.” bullet (the first is on line ${earlier.line})`,
        );
      }
      current.bullets.push({ ...match, line: line.n });
      continue;
    }
    const m = ROW_HEADING_RE.exec(line.text);
    if (!m) {
      const hint = /^[-*] /.test(line.text) ? '; bullets start with “• ”' : '; a row heading starts with an id such as CAP-01';
      throw new RegisterFormatError(line.n, `row heading without an id: “${line.text.slice(0, 60)}”${hint}`);
    }
    const [, id = '', title] = m;
    if (!title?.trim()) throw new RegisterFormatError(line.n, `row heading ${id} has no title`);
    const previous = seen.get(id);
    if (previous !== undefined) throw new RegisterFormatError(line.n, `duplicate row id ${id} (first used on line ${previous})`);
    seen.set(id, line.n);
    current = { id, title: title.trim(), line: line.n, bullets: [] };
    raws.push(current);
  }
  const [firstRow] = raws;
  if (!firstRow) throw new RegisterFormatError(lines.length, 'the register has no rows (a row heading starts with an id such as CAP-01)');

  const [prefix = firstRow.id] = firstRow.id.split('-');
  for (const raw of raws) {
    if (!raw.id.startsWith(`${prefix}-`)) {
      throw new RegisterFormatError(raw.line, `row ${raw.id} does not share the register's prefix ${prefix}- (from ${firstRow.id})`);
    }
  }
  return { header, prefix, rows: raws.map((raw) => buildRow(raw, header, prefix)) };
}

// ---------------------------------------------------------------------------------------
// Idiosyncrasy notes

export type NoteBlock =
  | { type: 'paragraph'; text: string; line: number }
  | { type: 'heading'; text: string; line: number }
  | { type: 'code'; text: string; lang: string; line: number };

export interface ParsedNote {
  title: string;
  kind: string;
  status: string;
  lastVerified: string;
  clients: string[];
  revisions: string[];
  /** 1-based line of the “Kind: … · Status: …” line. */
  metaLine: number;
  /** The body after the meta line, in order. */
  blocks: NoteBlock[];
}

const NOTE_META_KEYS = {
  Kind: 'kind',
  Status: 'status',
  'Last verified': 'lastVerified',
  Clients: 'clients',
  Revisions: 'revisions',
} as const;
type NoteMetaKey = keyof typeof NOTE_META_KEYS;

/** A heading: one short line without terminal punctuation. */
function isHeading(text: string): boolean {
  return text.length <= 80 && !/[.:;,!?…)\]}>"'”’]$/.test(text) && !/[{}()=;]/.test(text);
}

/** Parse an idiosyncrasy note. Throws `RegisterFormatError` naming the line on malformed input. */
export function parseNote(text: string): ParsedNote {
  const all = blocks(toLines(text));
  const first = all[0];
  if (!first) throw new RegisterFormatError(1, 'the note is empty; it starts with a title line');
  if (first[1]) throw new RegisterFormatError(first[1].n, 'the title is one line, followed by a blank line');
  const title = first[0].text;

  const metaBlock = all[1];
  if (!metaBlock)
    throw new RegisterFormatError(
      first[0].n + 1,
      'the “Kind: … · Status: … · Last verified: … · Clients: … · Revisions: …” line is missing',
    );
  if (metaBlock[1]) throw new RegisterFormatError(metaBlock[1].n, 'the “Kind: … · Status: …” line is one line, followed by a blank line');
  const metaLine = metaBlock[0];
  const meta = new Map<NoteMetaKey, string>();
  for (const part of metaLine.text.split(/\s+·\s+/)) {
    const m = /^([A-Z][a-z]*(?: [a-z]+)*):\s*(.+)$/.exec(part.trim());
    if (!m?.[1] || m[2] === undefined)
      throw new RegisterFormatError(metaLine.n, `expected “Key: value” parts separated by “ · ”, got “${part.slice(0, 40)}”`);
    if (!(m[1] in NOTE_META_KEYS)) {
      throw new RegisterFormatError(metaLine.n, `unknown note field “${m[1]}”; known: ${Object.keys(NOTE_META_KEYS).join(', ')}`);
    }
    if (meta.has(m[1] as NoteMetaKey)) throw new RegisterFormatError(metaLine.n, `note field “${m[1]}” appears twice`);
    meta.set(m[1] as NoteMetaKey, m[2].trim());
  }
  for (const key of Object.keys(NOTE_META_KEYS) as NoteMetaKey[]) {
    if (!meta.has(key)) throw new RegisterFormatError(metaLine.n, `the note is missing the field “${key}:”`);
  }
  const list = (v: string) => v.split(/\s*,\s*/).filter(Boolean);

  const body: NoteBlock[] = all.slice(2).map((block) => {
    const line = block[0].n;
    if (block.length > 1) return { type: 'code', text: block.map((l) => l.text).join('\n'), lang: 'ts', line };
    const t = block[0].text;
    return isHeading(t) ? { type: 'heading', text: t, line } : { type: 'paragraph', text: t, line };
  });

  return {
    title,
    kind: mustGet(meta, 'Kind', 'note field'),
    status: mustGet(meta, 'Status', 'note field'),
    lastVerified: mustGet(meta, 'Last verified', 'note field'),
    clients: list(mustGet(meta, 'Clients', 'note field')),
    revisions: list(mustGet(meta, 'Revisions', 'note field')),
    metaLine: metaLine.n,
    blocks: body,
  };
}
