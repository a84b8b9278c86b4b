import { test } from 'node:test';
import assert from 'node:assert/strict';
import {
  CitationError,
  formatCitationRef,
  formatLines,
  parseCitation,
  parseCitations,
  sourceOfPath,
  splitCitations,
} from '../../../src/lib/citations/parse.ts';
import { citationSchema } from '../../../src/lib/register/schema.ts';

test('wire citations, with and without a sentence period', () => {
  assert.deepEqual(parseCitations('wire W2'), [{ kind: 'wire', id: 'W2', raw: 'wire W2' }]);
  assert.deepEqual(parseCitations('docs/protocol.md:100; wire S2.').at(-1), { kind: 'wire', id: 'S2', raw: 'wire S2' });
  assert.throws(() => parseCitation('wire w2'), /wire capture id/);
});

test('spec paths: schema, seps, revision pages, changelog', () => {
  const [schema, sep, page, changelog] = parseCitations(
    'schema/2024-11-05/schema.ts:189; seps/2663-tasks-extension.md:949; 2025-11-25/basic/utilities/tasks.mdx:876; 2026-07-28/changelog.mdx:18',
  );
  for (const c of [schema, sep, page, changelog]) {
    assert.equal(c!.kind, 'file');
    if (c!.kind === 'file') assert.equal(c!.source, 'spec');
  }
  assert.deepEqual(schema, {
    kind: 'file',
    source: 'spec',
    path: 'schema/2024-11-05/schema.ts',
    lines: [{ start: 189 }],
    symbols: [],
    raw: 'schema/2024-11-05/schema.ts:189',
  });
});

test('mcpx, opencode v1/v2 and lootbox paths', () => {
  const [mcpx, docs, v1, v2, lootbox] = parseCitations(
    'internal/mcpclient/modern.go:50-56; docs/protocol.md:93-94; v1:packages/opencode/src/mcp/index.ts:46; v2:packages/core/src/mcp/client.ts:146; .lootbox/src/lib/external-mcps/mcp_client_manager.ts:150-153',
  );
  assert.equal(mcpx!.kind === 'file' && mcpx!.source, 'mcpx');
  assert.equal(docs!.kind === 'file' && docs!.source, 'mcpx');
  assert.deepEqual(v1, {
    kind: 'file',
    source: 'opencode',
    client: 'opencode-v1',
    path: 'packages/opencode/src/mcp/index.ts',
    lines: [{ start: 46 }],
    symbols: [],
    raw: 'v1:packages/opencode/src/mcp/index.ts:46',
  });
  assert.equal(v2!.kind === 'file' && v2!.client, 'opencode-v2');
  assert.equal(lootbox!.kind === 'file' && lootbox!.source, 'lootbox');
  assert.equal(lootbox!.kind === 'file' && lootbox!.path, '.lootbox/src/lib/external-mcps/mcp_client_manager.ts');
});

test('line specs: single, range, several ranges, mixed', () => {
  const lines = (s: string) => {
    const c = parseCitation(`internal/x.go:${s}`);
    return c.kind === 'file' ? c.lines : null;
  };
  assert.deepEqual(lines('189'), [{ start: 189 }]);
  assert.deepEqual(lines('1398-1403'), [{ start: 1398, end: 1403 }]);
  assert.deepEqual(lines('102-108,342-359'), [
    { start: 102, end: 108 },
    { start: 342, end: 359 },
  ]);
  assert.deepEqual(lines('82,155-174'), [{ start: 82 }, { start: 155, end: 174 }]);
  assert.deepEqual(lines('1390, :1397-1402'), [{ start: 1390 }, { start: 1397, end: 1402 }]);
  assert.throws(() => parseCitation('internal/x.go:20-10'), /must end after it starts/);
  assert.throws(() => parseCitation('internal/x.go:0'), /lines start at 1/);
});

test('symbols instead of lines', () => {
  const [one, two] = parseCitations('internal/mcpserver/server.go:capabilities; internal/mcpserver/tasks.go:handleTask, handleModernTask');
  assert.deepEqual(one!.kind === 'file' && one!.symbols, ['capabilities']);
  assert.deepEqual(two!.kind === 'file' && two!.lines, []);
  assert.deepEqual(two!.kind === 'file' && two!.symbols, ['handleTask', 'handleModernTask']);
  assert.equal(two!.raw, 'internal/mcpserver/tasks.go:handleTask, handleModernTask');
});

test('quotes may hold ; " : and keep raw exactly; a period after the quote is dropped', () => {
  const text =
    'schema/2026-07-28/schema.ts:732 “roots?: {};”; internal/mcpserver/server.go:1400 “"resources": map[string]any{"subscribe": push},”; v1:packages/opencode/src/mcp/index.ts:46 “roots: {},”.';
  const [a, b, c] = parseCitations(text);
  assert.equal(a!.kind === 'file' && a!.quote, 'roots?: {};');
  assert.equal(a!.raw, 'schema/2026-07-28/schema.ts:732 “roots?: {};”');
  assert.equal(b!.kind === 'file' && b!.quote, '"resources": map[string]any{"subscribe": push},');
  assert.equal(c!.kind === 'file' && c!.quote, 'roots: {},');
  assert.equal(c!.raw, 'v1:packages/opencode/src/mcp/index.ts:46 “roots: {},”');
  // A period inside the quote stays.
  const [d] = parseCitations('schema/2026-07-28/schema.ts:724 “@deprecated as of 2026-07-28 (SEP-2577).”');
  assert.equal(d!.kind === 'file' && d!.quote, '@deprecated as of 2026-07-28 (SEP-2577).');
});

test('splitting ignores ; inside quotes and empty pieces', () => {
  assert.deepEqual(splitCitations('a/b.go:1 “x; y”; c/d.go:2;  '), ['a/b.go:1 “x; y”', 'c/d.go:2']);
});

test('every parsed citation satisfies citationSchema', () => {
  const all = parseCitations(
    'schema/2025-11-25/schema.ts:341 “elicitation?: { form?: object; url?: object };”; internal/daemon/hooks.go:82,155-174; internal/mcpserver/tasks.go:handleTask, visible; v2:packages/tui/src/component/prompt/autocomplete.tsx:413; wire W22.',
  );
  for (const c of all) assert.equal(citationSchema.safeParse(c).success, true, c.raw);
});

test('unparseable pieces throw naming the piece', () => {
  assert.throws(
    () => parseCitations('internal/mcpserver/tasks.go:handleTask, visible; #1554'),
    (e: unknown) => e instanceof CitationError && e.piece === '#1554' && /“#1554”/.test(e.message),
  );
  assert.throws(() => parseCitations('src/unknown/place.ts:3'), /“src\/unknown\/place.ts:3”.*no known source/);
  assert.throws(() => parseCitations('internal/x.go:12 “never closed'), /never closed/);
  assert.throws(() => parseCitations('internal/x.go:12 “quote” trailing'), /text follows the quoted excerpt/);
  assert.throws(() => parseCitations('internal/x.go:12 and more'), /neither lines .* nor symbols/);
  assert.throws(() => parseCitations('v9:packages/x.ts:1'), /“v9:” names no product/);
  assert.throws(() => parseCitations('internal/x.go:'), /nothing follows/);
});

test('sourceOfPath and formatCitationRef', () => {
  assert.equal(sourceOfPath('2026-07-28/server/tools.mdx'), 'spec');
  assert.equal(sourceOfPath('somewhere/else.ts'), null);
  assert.equal(formatLines([{ start: 102, end: 108 }, { start: 342 }]), '102-108,342');
  for (const ref of [
    'wire W2',
    'internal/mcpclient/modern.go:102-108,342-359',
    'v1:packages/opencode/src/mcp/index.ts:46',
    'internal/mcpserver/tasks.go:handleTask, handleModernTask',
    '.lootbox/src/a.ts:150-153',
  ]) {
    assert.equal(formatCitationRef(parseCitation(ref)), ref);
  }
  assert.equal(formatCitationRef(parseCitation('docs/protocol.md:271 “sampling only”')), 'docs/protocol.md:271');
});
