/** Small other-source datasets the sources tests share (tests/fixtures/other-sources/). */
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { parseApify, parseCanimcpClient, parseClientsPage } from '../../../src/lib/sources/parse.ts';
import type { LoadedOtherSource, OtherSource } from '../../../src/lib/sources/schema.ts';
import type { ProductIdentity } from '../../../src/lib/sources/mapping.ts';
import type { OtherSourceId } from '../../../src/lib/sources/agreements.ts';

export const fixtureDir = join(import.meta.dirname, '../../fixtures/other-sources');
export const read = (name: string) => readFileSync(join(fixtureDir, name), 'utf8');

export function fakeSource(id: OtherSourceId, dated: string, kind: 'package' | 'checkout' = 'checkout'): OtherSource {
  return {
    id,
    name: `fixture ${id}`,
    url: 'https://example.org/',
    licence: { name: 'CC-BY-4.0', url: 'https://example.org/licence' },
    attribution: `fixture ${id} credit`,
    read: {
      kind,
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

export const apifyRecords = () => parseApify(read('apify-clients.json'), 'apify-clients.json');
export const clientsPageRecords = () => parseClientsPage(read('clients.mdx'), 'docs/clients.mdx');
export const canimcpRecords = () =>
  readdirSync(join(fixtureDir, 'canimcp/data/clients'))
    .sort()
    .map((f) => parseCanimcpClient(read(`canimcp/data/clients/${f}`), `data/clients/${f}`));

export const loaded = (): LoadedOtherSource[] => [
  { source: fakeSource('apify', '2026-02-02', 'package'), records: apifyRecords() },
  { source: fakeSource('clients-page', '2025-07-01'), records: clientsPageRecords() },
  { source: fakeSource('canimcp', '2026-07-01'), records: canimcpRecords() },
];

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
