/** A chain's badge and Copy Markdown: the same drawing rules as cell badges, the chain's answer in the title. */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { chainBadge, chainBadgePath, chainMarkdown, chainSentence } from '../../../src/lib/publish/chain-badges.ts';

const chain = {
  row: 'CAP-09',
  title: 'client elicitation.url',
  host: 'opencode-v2' as const,
  hostRevision: '2026-07-28' as const,
  upstreamRevision: '2025-11-25' as const,
  verdict: 'breaks' as const,
  at: 2 as const,
  basis: 'inferred' as const,
  summary: 'breaks at link 2: gated off by mcpx (mcpx refuses it)',
};

test('the badge is a self-contained SVG whose title says the chain, its answer and its basis', () => {
  const svg = chainBadge(chain);
  assert.match(svg, /^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg" [^>]*role="img">/);
  assert.match(
    svg,
    /<title>CAP-09 client elicitation\.url, opencode v2 at 2026-07-28 through mcpx to an upstream at 2025-11-25: breaks at link 2: gated off by mcpx \(mcpx refuses it\) \(inferred\)<\/title>/,
  );
  assert.match(svg, /✗ breaks at link 2 \(inferred\)/);
  assert.doesNotMatch(svg, /href|<script|<image/);
  assert.equal(chainSentence(chain).endsWith('(inferred)'), true);
});

test('Copy Markdown: the badge, linked to the chain on its page, with absolute URLs', () => {
  assert.equal(chainBadgePath(chain), 'badges/gateway/opencode-v2/2026-07-28/2025-11-25/cap-09.svg');
  assert.equal(
    chainMarkdown('https://example.org/register/', chain),
    '[![CAP-09 · opencode v2 2026-07-28 ← mcpx ← upstream 2025-11-25: breaks at link 2: gated off by mcpx (mcpx refuses it)](https://example.org/register/badges/gateway/opencode-v2/2026-07-28/2025-11-25/cap-09.svg)](https://example.org/register/gateway/opencode-v2/2026-07-28/2025-11-25/#cap-09)',
  );
});
