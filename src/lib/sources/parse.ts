/**
 * Readers of the other sources' own formats, turning their text into facts (`SourceRecord`s):
 * which keys each record has, with which value, on which line. Pure: the importer
 * (`scripts/import/sources.ts`) and the content loader hand them the text. A malformed
 * record throws a `SourceFormatError` naming the file and the key.
 */
import yaml from 'js-yaml';
import { z } from 'astro/zod';
import type { SourceField, SourceRecord } from './schema.ts';
import type { SourceFormat } from './formats.ts';
import { mustAt } from '../lookup/must.ts';

export class SourceFormatError extends Error {
  readonly file: string;
  readonly key: string;
  constructor(file: string, key: string, message: string) {
    super(`${file}: ${key}: ${message}`);
    this.name = 'SourceFormatError';
    this.file = file;
    this.key = key;
  }
}

/** Top-level fields of an Apify record that describe the client rather than a capability. */
const APIFY_META = new Set(['title', 'url', 'protocolVersion', 'clientName']);

/** Line of each key path of a pretty-printed JSON object (`a.b.c` → line), from its indentation. */
function jsonKeyLines(text: string): Map<string, number> {
  const lines = new Map<string, number>();
  const stack: { indent: number; key: string }[] = [];
  text.split('\n').forEach((line, i) => {
    const match = /^(\s*)"((?:[^"\\]|\\.)*)"\s*:/.exec(line);
    if (!match) return;
    const indent = mustAt(match, 1, 'indentation').length;
    while ((stack.at(-1)?.indent ?? -1) >= indent) stack.pop();
    stack.push({ indent, key: JSON.parse(`"${mustAt(match, 2, 'key')}"`) as string });
    const path = stack.map((s) => s.key).join('\u0000');
    if (!lines.has(path)) lines.set(path, i + 1);
  });
  return lines;
}

/**
 * Apify's `mcp-clients.json` (one record per `clientInfo.name`): each capability key and
 * sub-key as a field (`roots`, `roots.listChanged`, `tasks.requests.tools.call`), `yes` when
 * present (or `true`), `no` when `false`; `bare` when the key is an empty object.
 */
export function parseApify(text: string, file: string): SourceRecord[] {
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch (error) {
    throw new SourceFormatError(file, '(file)', `is not JSON (${(error as Error).message})`);
  }
  if (!data || typeof data !== 'object' || Array.isArray(data))
    throw new SourceFormatError(file, '(file)', 'expected an object of client records');
  const lines = jsonKeyLines(text);
  const lineOf = (path: string[]) => lines.get(path.join('\u0000')) ?? 1;
  return Object.entries(data as Record<string, unknown>).map(([key, value]) => {
    if (!value || typeof value !== 'object' || Array.isArray(value)) throw new SourceFormatError(file, key, 'expected an object');
    const record = value as Record<string, unknown>;
    for (const required of ['title', 'protocolVersion'] as const) {
      if (typeof record[required] !== 'string') throw new SourceFormatError(file, `${key}.${required}`, 'expected a string');
    }
    const fields: SourceField[] = [];
    const walk = (path: string[], v: unknown) => {
      const name = path.join('.');
      const line = lineOf([key, ...path]);
      if (v === false) return void fields.push({ field: name, value: 'no', line });
      if (v === true) return void fields.push({ field: name, value: 'yes', line });
      if (!v || typeof v !== 'object' || Array.isArray(v))
        throw new SourceFormatError(file, `${key}.${name}`, 'expected an object or a boolean');
      const children = Object.entries(v as Record<string, unknown>);
      fields.push({ field: name, value: 'yes', line, ...(children.length === 0 ? { bare: true as const } : {}) });
      for (const [k, child] of children) walk([...path, k], child);
    };
    for (const [k, v] of Object.entries(record)) if (!APIFY_META.has(k)) walk([k], v);
    return {
      key,
      title: record.title as string,
      ...(typeof record.url === 'string' ? { url: record.url } : {}),
      revision: record.protocolVersion as string,
      file,
      line: lineOf([key]),
      fields,
    };
  });
}

/** A string prop of an MDX element: `name="goose"` on its own line. */
const PROP = /^\s+([A-Za-z]+)=(?:"([^"]*)"|\{)/;

/**
 * The MCP site's clients page (`docs/clients.mdx`): one `<McpClient name= homepage= supports=…>`
 * element per client. Each label of `supports` (split on ", ") is a field; "Sampling (partial)"
 * is the field `Sampling` with the value `partial`.
 */
export function parseClientsPage(text: string, file: string): SourceRecord[] {
  const lines = text.split('\n');
  const records: SourceRecord[] = [];
  for (let i = 0, opening = lines[0]; opening !== undefined; opening = lines[++i]) {
    if (!/^<McpClient\b/.test(opening)) continue;
    const start = i + 1;
    const props = new Map<string, { value: string; line: number }>();
    let j = i + 1;
    for (let line = lines[j]; line !== undefined && !/^>\s*$/.test(line); line = lines[++j]) {
      const match = PROP.exec(line);
      if (match?.[1] !== undefined && match[2] !== undefined) props.set(match[1], { value: match[2], line: j + 1 });
      if (/^<McpClient\b|^<\/McpClient>/.test(line)) break;
    }
    const closing = lines[j];
    if (closing === undefined || !/^>\s*$/.test(closing)) {
      throw new SourceFormatError(file, `McpClient at line ${start}`, 'the element’s opening tag is not closed by a line ">"');
    }
    const name = props.get('name');
    if (!name || !name.value.trim())
      throw new SourceFormatError(file, `McpClient at line ${start}.name`, 'missing: every card needs name="…"');
    const supports = props.get('supports');
    const homepage = props.get('homepage');
    if (!supports) throw new SourceFormatError(file, `${name.value}.supports`, 'missing: every card needs supports="A, B"');
    const labels = supports.value
      .split(', ')
      .map((s) => s.trim())
      .filter(Boolean);
    if (!labels.length) throw new SourceFormatError(file, `${name.value}.supports`, 'is empty');
    records.push({
      key: name.value,
      title: name.value,
      ...(homepage ? { url: homepage.value } : {}),
      revision: null,
      file,
      line: start,
      fields: labels.map((label) => {
        const partial = / \(partial\)$/.test(label);
        return { field: label.replace(/ \(.*\)$/, ''), value: partial ? ('partial' as const) : ('yes' as const), line: supports.line };
      }),
    });
    i = j;
  }
  return records;
}

/** canimcp's client file (`data/clients/<id>.yaml`), as its JSON Schema (`schema/client.schema.json`) describes it. */
const canimcpCellSchema = z.strictObject({
  status: z.enum(['yes', 'partial', 'no', 'unknown']),
  notes: z.string().optional(),
  source: z.string().optional(),
  last_verified: z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}$/)
    .optional(),
  version_tested: z.string().optional(),
  // Where the cell's fact came from, in canimcp's words (its schema lists a few; the source's record says which mark a copy).
  provenance: z.string().min(1).optional(),
});
const canimcpClientSchema = z.strictObject({
  id: z.string().regex(/^[a-z0-9][a-z0-9._-]*$/),
  title: z.string(),
  url: z.string(),
  vendor: z.string().optional(),
  clientInfo_name: z.string().optional(),
  platforms: z.array(z.string()).optional(),
  protocolVersion: z.string().optional(),
  usage_rank: z.number().int().min(1).nullable().optional(),
  install_docs_url: z.string().optional(),
  support: z.record(z.string(), canimcpCellSchema).optional(),
});

/** One canimcp client file: each cell that is not `unknown` is a field (`roots.list: yes`), with its provenance and date. */
export function parseCanimcpClient(text: string, file: string): SourceRecord {
  let data: unknown;
  try {
    data = yaml.load(text, { schema: yaml.CORE_SCHEMA });
  } catch (error) {
    throw new SourceFormatError(file, '(file)', `malformed YAML (${(error as yaml.YAMLException).reason ?? (error as Error).message})`);
  }
  const result = canimcpClientSchema.safeParse(data);
  if (!result.success) {
    const issue = result.error.issues[0];
    throw new SourceFormatError(file, issue?.path.map(String).join('.') || '(file)', issue?.message ?? result.error.message);
  }
  const client = result.data;
  const lines = text.split('\n');
  const lineOf = (pattern: RegExp) => {
    const i = lines.findIndex((l) => pattern.test(l));
    return i < 0 ? 1 : i + 1;
  };
  const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return {
    key: client.clientInfo_name ?? client.id,
    title: client.title,
    url: client.url,
    revision: client.protocolVersion ?? null,
    file,
    line: lineOf(/^id:/),
    fields: Object.entries(client.support ?? {})
      .filter(([, cell]) => cell.status !== 'unknown')
      .map(([feature, cell]) => ({
        field: feature,
        value: cell.status as SourceField['value'],
        line: lineOf(new RegExp(`^  ${escape(feature)}:`)),
        ...(cell.provenance ? { provenance: cell.provenance } : {}),
        ...(cell.last_verified ? { lastVerified: cell.last_verified } : {}),
      })),
  };
}

/**
 * How one file of each format (`src/lib/sources/formats.ts`) becomes records: the code that reads a
 * source is its format's (`read.format` in the source's record), never its id's.
 */
export const SOURCE_FORMATS: Record<SourceFormat, (text: string, file: string) => SourceRecord[]> = {
  'mcp-clients-json': parseApify,
  'mcp-client-cards': parseClientsPage,
  'client-support-yaml': (text, file) => [parseCanimcpClient(text, file)],
};
