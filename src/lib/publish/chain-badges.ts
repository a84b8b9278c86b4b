/**
 * Badges and Copy Markdown for a chain through the gateway, drawn by the same machinery as the cell
 * badges (`badges.ts`: fixed-width text, the verdict palette, a title with the full sentence)
 * and linked the same way (`markdown-copy.ts`). Built by scripts/build-images.ts from the
 * same chains as `/gateway.json`.
 */
import { VERDICT_DETAILS, getProduct } from '../register/axes.ts';
import { rowSlug } from '../register/ids.ts';
import { chainVerdict, gatewayName, type Chain } from '../gateway/chain.ts';
import { chainFragment, combinationPath } from '../gateway/gateway.ts';
import { BADGE_LABEL, PAD, basisWords, svg, text, textWidth } from './badges.ts';
import { escapeMarkdownText, markdownUrl } from './markdown-copy.ts';

type ChainKey = Pick<Chain, 'row' | 'host' | 'hostRevision' | 'upstreamRevision'>;

/** `badges/gateway/opencode-v2/2026-07-28/2025-11-25/cap-09.svg` */
export function chainBadgePath(chain: ChainKey): string {
  return `badges/${combinationPath(chain.host, chain.hostRevision, chain.upstreamRevision)}${rowSlug(chain.row)}.svg`;
}

/** `CAP-09 · opencode v2 2026-07-28 ← mcpx ← upstream 2025-11-25`: which chain, through the gateway named `gateway`. */
export function chainLabel(chain: ChainKey, gateway = gatewayName()): string {
  return `${chain.row} · ${getProduct(chain.host).name} ${chain.hostRevision} ← ${gateway} ← upstream ${chain.upstreamRevision}`;
}

/** The full sentence a chain badge's title says: which chain, its answer and its basis. */
export function chainSentence(chain: ChainKey & Pick<Chain, 'title' | 'summary' | 'basis'>, gateway = gatewayName()): string {
  return `${chain.row} ${chain.title}, ${getProduct(chain.host).name} at ${chain.hostRevision} through ${gateway} to an upstream at ${chain.upstreamRevision}: ${chain.summary} (${basisWords(chain.basis)})`;
}

/** A chain's badge: its label, then `✗ breaks at link 2` on the chain verdict's colour. */
export function chainBadge(
  chain: ChainKey & Pick<Chain, 'title' | 'summary' | 'basis' | 'verdict' | 'at'>,
  gateway = gatewayName(),
): string {
  const size = 11;
  const height = 20;
  const label = chainLabel(chain, gateway);
  const v = chainVerdict(chain.verdict, gateway);
  const colours = VERDICT_DETAILS[v.colours].light;
  const value = `${v.symbol} ${v.label}${chain.at ? ` at link ${chain.at}` : ''} (${basisWords(chain.basis)})`;
  const lw = textWidth(label, size) + 2 * PAD;
  const vw = textWidth(value, size) + 2 * PAD;
  return svg(
    lw + vw,
    height,
    chainSentence(chain, gateway),
    `<rect width="${Math.round(lw * 10) / 10}" height="${height}" fill="${BADGE_LABEL.bg}"/>` +
      `<rect x="${Math.round(lw * 10) / 10}" width="${Math.round(vw * 10) / 10}" height="${height}" fill="${colours.bg}"/>` +
      text(PAD, 14, label, size, BADGE_LABEL.fg) +
      text(lw + PAD, 14, value, size, colours.fg),
  );
}

/** Every chain's badge file. */
export function chainBadgeFiles(chains: readonly Chain[]): { path: string; svg: string }[] {
  return chains.map((c) => ({ path: chainBadgePath(c), svg: chainBadge(c) }));
}

/** A chain: its badge, linked to the chain on its page. `[![CAP-09 · … : works](…badge…)](…#cap-09)` */
export function chainMarkdown(root: string, chain: ChainKey & Pick<Chain, 'summary'>): string {
  const alt = escapeMarkdownText(`${chainLabel(chain)}: ${chain.summary}`);
  const url = `${root}${combinationPath(chain.host, chain.hostRevision, chain.upstreamRevision)}#${chainFragment(chain.row)}`;
  return `[![${alt}](${markdownUrl(`${root}${chainBadgePath(chain)}`)})](${markdownUrl(url)})`;
}
