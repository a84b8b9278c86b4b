/**
 * What the gateway page shows of a combination: the chains grouped the way a reader asks
 * (reaches you, answered by the gateway itself, breaks, unknown, out of revision), each with the words
 * that decide it, and the picker's links.
 */
import { PRODUCTS, REVISION_IDS, getProduct, type ProductId, type RevisionId } from '../register/axes.ts';
import { quoteKey, type EvidenceLink } from '../evidence/links.ts';
import { GATEWAY, chainVerdict, gatewayName, type Chain, type ChainLink, type ChainVerdictId } from './chain.ts';
import { combinationPath, gatewayHosts, hostDefaultRevision } from './gateway.ts';
import { mustAt } from '../lookup/must.ts';

/** The link whose words decide the chain: the deciding link, link 2 for a fallback, link 3 (the host) for works. */
export function decidingLink(chain: Chain): ChainLink {
  if (chain.at) return mustAt(chain.links, chain.at - 1, 'deciding link');
  if (chain.verdict === 'fallback') return chain.links[1];
  return chain.links[2];
}

/**
 * Does a chain's link show its basis and quotes open on the page? The link whose words decide the chain does, and so
 * does any disputed link; every other link folds away with its basis and quotes (`otherLinksFold`), so a chain reads as
 * its verdict, its deciding link and what the other links hold.
 */
export function linkShowsProof(chain: Chain, link: Pick<ChainLink, 'n' | 'disputes'>): boolean {
  return link.n === decidingLink(chain).n || link.disputes.length > 0;
}

/**
 * A link's “does not count” note on its card: with its why, unless the chain's reason just above already gives it
 * (`chainReason` names every link that does not count and does not pass).
 */
export function notCountedNote(link: Pick<ChainLink, 'notCounted' | 'status'>): string | undefined {
  if (link.notCounted === undefined) return undefined;
  return link.status === 'pass' ? `does not count: ${link.notCounted}` : 'does not count, as said above';
}

/** A chain's links split as the page shows them: those shown open (deciding or disputed), and the others, folded. */
export function chainLinksShown(chain: Chain): { open: ChainLink[]; folded: ChainLink[] } {
  return {
    open: chain.links.filter((l) => linkShowsProof(chain, l)),
    folded: chain.links.filter((l) => !linkShowsProof(chain, l)),
  };
}

/**
 * A link's status in a word or two, as its card and the fold's summary say it, naming the gateway `gateway`: for a link
 * that does not reach the next (`withheld`), who answers instead.
 */
export function linkStatusLabel(status: ChainLink['status'], gateway: string): string {
  const labels: Record<ChainLink['status'], string> = {
    pass: 'passes',
    break: 'breaks',
    unknown: 'unknown',
    'out-of-revision': 'out of revision',
    withheld: `not forwarded: ${gateway} answers`,
  };
  return labels[status];
}

/** How many distinct quotes (the same words of the same passage once) the links cite. */
export function distinctQuotes(links: readonly Pick<ChainLink, 'evidence'>[]): number {
  return new Set(links.flatMap((l) => l.evidence.map(quoteKey))).size;
}

/**
 * The summary of a chain's folded links: each link's number and status, then how many quotes the fold holds (each link's
 * card, with its basis, is inside): `Link 1 (passes) and link 3 (breaks, does not count): 17 quotes`. Undefined when no
 * link is folded.
 */
export function otherLinksFold(
  links: readonly Pick<ChainLink, 'n' | 'status' | 'notCounted' | 'evidence'>[],
  gateway: string,
): string | undefined {
  if (!links.length) return undefined;
  const named = links.map(
    (l, i) =>
      `${i === 0 ? 'Link' : 'link'} ${l.n} (${linkStatusLabel(l.status, gateway)}${l.notCounted === undefined ? '' : ', does not count'})`,
  );
  const listed = named.length === 1 ? named[0] : `${named.slice(0, -1).join(', ')} and ${named.at(-1)}`;
  const n = distinctQuotes(links);
  const quotes = n === 0 ? 'no quotes' : n === 1 ? 'one quote' : `${n} quotes`;
  return `${listed}: ${quotes}`;
}

/** A link's quotes about the value itself: its declaration, implementation, relay or use, before its role, speaks and spec words. */
function valueWords(link: ChainLink): EvidenceLink[] {
  const own = link.evidence.filter((e) => e.field === 'declared' || e.field === 'implemented');
  return own.length ? own : link.evidence;
}

/**
 * Up to `max` quotes that decide the chain: the deciding link's (a fallback's: the gate's words,
 * then what the gateway does instead); for a chain that works, the gateway's relay (link 2) and the host (link 3).
 */
export function decidingWords(chain: Chain, max = 2): EvidenceLink[] {
  if (chain.verdict === 'works') {
    const [relay] = valueWords(chain.links[1]);
    const host = valueWords(chain.links[2]).find((e) => e.field === 'implemented') ?? valueWords(chain.links[2])[0];
    return [relay, host].filter((e): e is EvidenceLink => e !== undefined).slice(0, max);
  }
  const link = decidingLink(chain);
  return (link.deciding ?? valueWords(link)).slice(0, max);
}

/** The groups the page lists, in the order a reader asks, in the words of the gateway named `gateway`. */
export function chainGroups(gateway: string): readonly { verdict: ChainVerdictId; heading: string }[] {
  return [
    { verdict: 'works', heading: 'Reaches the host’s user' },
    { verdict: 'fallback', heading: `Answered by ${gateway} itself (its broker or configured roots)` },
    { verdict: 'breaks', heading: 'Breaks' },
    { verdict: 'unknown', heading: 'Not decided by the documents' },
    { verdict: 'out-of-revision', heading: 'Out of revision' },
  ];
}

/** Chains of one side grouped by verdict, empty groups left out; the headings name the gateway `gateway`. */
export function groupChains(
  chains: readonly Chain[],
  side: 'client' | 'server',
  gateway = gatewayName(),
): { verdict: ChainVerdictId; heading: string; chains: Chain[] }[] {
  return chainGroups(gateway)
    .map((g) => ({ ...g, chains: chains.filter((c) => c.side === side && c.verdict === g.verdict) }))
    .filter((g) => g.chains.length);
}

/** The tile's accessible words: `CAP-09: breaks at link 2: gated off by mcpx`. */
export function chainTileName(chain: Chain): string {
  return `${chain.row} ${chain.title}: ${chain.summary}${chain.basis === 'inferred' ? ', inferred' : ''}`;
}

/** The picker: per axis, every choice with its page and whether it is the current one. */
export function pickerChoices(base: string, host: ProductId, rh: RevisionId, ru: RevisionId) {
  const href = (h: ProductId, a: RevisionId, b: RevisionId) => `${base}${combinationPath(h, a, b)}`;
  return {
    hosts: gatewayHosts().map((h) => ({ label: getProduct(h).name, href: href(h, rh, ru), current: h === host })),
    hostRevisions: REVISION_IDS.map((r) => ({ label: r, href: href(host, r, ru), current: r === rh })),
    upstreamRevisions: REVISION_IDS.map((r) => ({ label: r, href: href(host, rh, r), current: r === ru })),
  };
}

/** The chain verdict's tile: symbol, words (naming the gateway `gateway`) and the cell verdict whose colours it borrows. */
export function chainTile(chain: Pick<Chain, 'verdict'>, gateway = gatewayName()) {
  const v = chainVerdict(chain.verdict, gateway);
  return { symbol: v.symbol, label: v.label, colours: v.colours };
}

/** Products in column order, for a product page's link: a host's own gateway page. */
export function isHost(product: string): boolean {
  return gatewayHosts().includes(product) && PRODUCTS.some((p) => p.id === product);
}

/**
 * A product page's link into the gateway view: the gateway's to `/gateway/`, a host's to its own
 * chains at the newest revision it is recorded as speaking (upstream at the newest revision). The
 * text names the gateway by its name in `products`.
 */
export function productGatewayLink(
  product: ProductId,
  products: Parameters<typeof hostDefaultRevision>[0]['products'],
  base: string,
): { href: string; text: string } | null {
  const gateway = gatewayName(products);
  if (product === GATEWAY)
    return { href: `${base}gateway/`, text: `Through ${gateway}: which capabilities reach each host, and which link breaks the others` };
  if (!isHost(product)) return null;
  const rh = hostDefaultRevision({ products }, product);
  const ru = mustAt(REVISION_IDS, -1, 'revision');
  return {
    href: `${base}${combinationPath(product, rh, ru)}`,
    text: `Through ${gateway} to ${getProduct(product).name} (${rh}), upstream at ${ru}: what reaches it and what breaks`,
  };
}
