import { test } from 'node:test';
import assert from 'node:assert/strict';
import {
  citationCommitNote,
  citationTarget,
  pathSegments,
  repositoryPath,
  rowSourcesCommit,
  shortReadAt,
} from '../../../src/lib/citations/source-links.ts';
import type { FileCitation, Row, Source } from '../../../src/lib/register/schema.ts';

const spec: Source = { id: 'spec', name: 'MCP specification', repository: 'https://example.test/spec', branch: 'HEAD', notation: 'n' };
const pinnedSpec: Source = { ...spec, commit: 'abcdef1' };
const mcpx: Source = { id: 'mcpx', name: 'mcpx', commitFrom: 'audit', notation: 'n' };
const file = (over: Partial<FileCitation>): FileCitation => ({
  kind: 'file',
  source: 'spec',
  path: 'schema/2025-11-25/schema.ts',
  lines: [{ start: 322 }],
  symbols: [],
  raw: 'x',
  ...over,
});
const audit = (over: Partial<Row['audit']>): Row['audit'] => ({
  status: 'snapshot',
  product: 'mcpx',
  commit: '05c78b2',
  label: 'mcpx @ 05c78b2',
  ...over,
});

test('spec pages map under docs/specification/<rev>/, schema and SEPs stay at the root', () => {
  assert.equal(
    repositoryPath({ source: 'spec', path: '2025-11-25/client/sampling.mdx' }),
    'docs/specification/2025-11-25/client/sampling.mdx',
  );
  assert.equal(repositoryPath({ source: 'spec', path: 'schema/2025-11-25/schema.ts' }), 'schema/2025-11-25/schema.ts');
  assert.equal(repositoryPath({ source: 'spec', path: 'seps/2663-tasks-extension.md' }), 'seps/2663-tasks-extension.md');
  assert.equal(repositoryPath({ source: 'opencode', path: 'packages/core/src/mcp/client.ts' }), 'packages/core/src/mcp/client.ts');
});

test('a public, unpinned citation links each line and range and says it is unpinned', () => {
  const t = citationTarget(
    file({
      lines: [
        { start: 102, end: 108 },
        { start: 342, end: 359 },
      ],
    }),
    spec,
    null,
  );
  assert.equal(t.pinned, false);
  assert.deepEqual(
    t.lineLinks.map((l) => l.url),
    [
      'https://example.test/spec/blob/HEAD/schema/2025-11-25/schema.ts#L102-L108',
      'https://example.test/spec/blob/HEAD/schema/2025-11-25/schema.ts#L342-L359',
    ],
  );
  assert.match(t.caveat!, /unpinned/);
});

test('a pinned source links at its commit with a single-line anchor', () => {
  const t = citationTarget(file({}), pinnedSpec, null);
  assert.equal(t.pinned, true);
  assert.equal(t.caveat, undefined);
  assert.equal(t.lineLinks[0]!.url, 'https://example.test/spec/blob/abcdef1/schema/2025-11-25/schema.ts#L322');
});

test('a private source renders as text at the row’s commit, never as a link', () => {
  const t = citationTarget(file({ source: 'mcpx', path: 'internal/x.go', symbols: ['capabilities'] }), mcpx, audit({}));
  assert.equal(t.fileUrl, undefined);
  assert.equal(t.commit, '05c78b2');
  assert.deepEqual(t.lineLinks, [{ label: '322' }, { label: 'capabilities' }]);
  assert.match(t.caveat!, /not public/);
});

test('rows whose line numbers keep an older snapshot point their citations there, and say so', () => {
  const current = audit({ status: 'current', commit: null, label: 'mcpx (current)', sourcesCommit: '05c78b2' });
  assert.equal(rowSourcesCommit(current), '05c78b2');
  assert.equal(citationTarget(file({ source: 'mcpx', path: 'internal/x.go' }), mcpx, current).commit, '05c78b2');
  assert.match(citationCommitNote(current)!, /point at 05c78b2, not at the audit/);
  assert.equal(citationCommitNote(audit({})), undefined);
});

test('shortReadAt: a hash cut to twelve characters and an ellipsis, the full text kept, the commit linked when the repository is public', () => {
  const hash = 'b0f60ba5409db7a6582440a7b473cc0398890f15';
  assert.deepEqual(shortReadAt(hash, spec), { text: 'b0f60ba5409d…', full: hash, url: `https://example.test/spec/commit/${hash}` });
  assert.deepEqual(shortReadAt(hash, mcpx), { text: 'b0f60ba5409d…', full: hash });
  assert.deepEqual(shortReadAt(`HEAD (${hash})`, spec), {
    text: 'HEAD (b0f60ba5409d…)',
    full: `HEAD (${hash})`,
    url: `https://example.test/spec/commit/${hash}`,
  });
  assert.deepEqual(shortReadAt('working tree', spec), { text: 'working tree', full: 'working tree' });
});

test('pathSegments: a path cut after each slash, nothing lost', () => {
  assert.deepEqual(pathSegments('schema/2025-11-25/schema.ts:322'), ['schema/', '2025-11-25/', 'schema.ts:322']);
  assert.deepEqual(pathSegments('README.md'), ['README.md']);
  assert.equal(
    pathSegments('docs/specification/2025-03-26/server/utilities/completion.mdx:24').join(''),
    'docs/specification/2025-03-26/server/utilities/completion.mdx:24',
  );
});
