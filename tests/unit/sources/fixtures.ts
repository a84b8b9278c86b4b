/** Small other-source datasets the sources tests share (tests/fixtures/other-sources/). */
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import yaml from 'js-yaml';
import { parseApify, parseCanimcpClient, parseClientsPage } from '../../../src/lib/sources/parse.ts';
import { z } from 'astro/zod';
import {
  fieldMappingSchema,
  sourceCopySchema,
  type LoadedOtherSource,
  type OtherSource,
  type SourceFormat,
} from '../../../src/lib/sources/schema.ts';
import type { ProductIdentity } from '../../../src/lib/sources/mapping.ts';

export const fixtureDir = join(import.meta.dirname, '../../fixtures/other-sources');
export const read = (name: string) => readFileSync(join(fixtureDir, name), 'utf8');

/** The fixture sources: their field tables and copies (tests/fixtures/other-sources/records/<id>.yaml), format and place. */
const FIXTURE_SOURCES: Record<string, { format: SourceFormat; order: number }> = {
  apify: { format: 'mcp-clients-json', order: 1 },
  'clients-page': { format: 'mcp-client-cards', order: 2 },
  canimcp: { format: 'client-support-yaml', order: 3 },
};

/** A fixture source's field table and copies. */
function fixtureMeaning(id: string): Pick<OtherSource, 'fields' | 'copies'> {
  const raw = yaml.load(read(`records/${id}.yaml`)) as Record<string, unknown>;
  const copies = raw.copies === undefined ? undefined : z.array(sourceCopySchema).parse(raw.copies);
  return { fields: z.array(fieldMappingSchema).parse(raw.fields), ...(copies ? { copies } : {}) };
}

export function fakeSource(id: string, dated: string, kind: 'package' | 'checkout' = 'checkout'): OtherSource {
  const fixture = FIXTURE_SOURCES[id];
  if (!fixture) throw new Error(`no fixture source ${id}`);
  return {
    id,
    order: fixture.order,
    ...fixtureMeaning(id),
    name: `fixture ${id}`,
    url: 'https://example.org/',
    licence: { name: 'CC-BY-4.0', url: 'https://example.org/licence' },
    attribution: `fixture ${id} credit`,
    read: {
      kind,
      format: fixture.format,
      ...(kind === 'package' ? { package: 'fixture-package', version: '1.2.3' } : {}),
      repository: 'https://example.org/repo',
      commit: 'a'.repeat(40),
      files: ['data.json'],
      dated,
    },
    readOn: '2026-12-01',
    fieldsMean: 'fixture',
    caveats: ['fixture caveat'],
  };
}

/** A fixture source by id, as statements and the mapping read it. */
export const sourceOf = (id: string): OtherSource => fakeSource(id, '2026-01-01');

export const apifyRecords = () => parseApify(read('apify-clients.json'), 'apify-clients.json');
export const clientsPageRecords = () => parseClientsPage(read('clients.mdx'), 'docs/clients.mdx');
export const canimcpRecords = () =>
  readdirSync(join(fixtureDir, 'canimcp/data/clients'))
    .sort()
    .map((f) => parseCanimcpClient(read(`canimcp/data/clients/${f}`), `data/clients/${f}`));

/** alpha and alpha-cli are both Codex (two names, one product); beta is goose; Alpha's card is opencode, version not split. */
export const identities: ProductIdentity[] = [
  { source: 'apify', key: 'alpha', products: ['codex'], label: 'Codex', reason: 'fixture' },
  { source: 'apify', key: 'alpha-cli', products: ['codex'], label: 'Codex', reason: 'fixture' },
  { source: 'apify', key: 'beta', products: ['goose'], label: 'goose', reason: 'fixture' },
  {
    source: 'clients-page',
    key: 'Alpha',
    products: ['opencode-v1', 'opencode-v2'],
    label: 'opencode, version not split',
    reason: 'fixture',
  },
  { source: 'canimcp', key: 'alpha', products: ['codex'], label: 'Codex', reason: 'fixture' },
];

/** The fixture sources, each with its identities from `table` (the fixture's `identities`, or none: every record another client). */
export const loaded = (table: readonly ProductIdentity[] = identities): LoadedOtherSource[] =>
  [
    { source: fakeSource('apify', '2026-02-02', 'package'), records: apifyRecords() },
    { source: fakeSource('clients-page', '2025-07-01'), records: clientsPageRecords() },
    { source: fakeSource('canimcp', '2026-07-01'), records: canimcpRecords() },
  ].map((l) => ({ ...l, identities: table.filter((i) => i.source === l.source.id) }));

/**
 * An Apify record read as opencode (both versions, not split) that declares an experimental map (CAP-01), which the
 * fixture register says opencode v1 does not: one disagreement.
 */
export const opencode: LoadedOtherSource = {
  source: fakeSource('apify', '2026-02-02', 'package'),
  records: [
    {
      key: 'opencode',
      title: 'Opencode',
      revision: '2025-06-18',
      file: 'data.json',
      line: 7,
      fields: [{ field: 'experimental', value: 'yes', line: 9, bare: true }],
    },
  ],
  identities: [
    { source: 'apify', key: 'opencode', products: ['opencode-v1', 'opencode-v2'], label: 'opencode, version not split', reason: 'fixture' },
  ],
};

/** A source with no record, to stand beside others. */
export const empty = (id: string, dated = '2026-07-01'): LoadedOtherSource => ({
  source: fakeSource(id, dated),
  records: [],
  identities: [],
});
