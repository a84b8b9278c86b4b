/**
 * Every chain of the register: for each host, host revision and upstream revision, one chain
 * per row with relay facts; the permalink of a combination; the default (newest) pair; and
 * what to audit next (the links that are unknown most often across all chains).
 */
import { PRODUCTS, REVISION_IDS, getProduct, type ProductId, type RevisionId } from '../register/axes.ts';
import { buildChain, chainRows, gatewayName, hostIds, type Chain, type ChainContext, type LinkNumber } from './chain.ts';
import { mustAt, mustFind } from '../lookup/must.ts';

/** One host × host revision × upstream revision, and its chains in row order. */
export interface Combination {
  host: ProductId;
  hostRevision: RevisionId;
  upstreamRevision: RevisionId;
  chains: Chain[];
}

/** The hosts a reader can pick, in the matrix's column order. */
export function gatewayHosts(): ProductId[] {
  return hostIds(PRODUCTS);
}

export { chainFragment, combinationPath } from './links.ts';

/**
 * The combination `/gateway/` opens on: the newest pair (both at the newest revision), with the
 * first host (in column order) the register records as speaking that revision as a client.
 */
export function defaultCombination(ctx: Pick<ChainContext, 'products'>): {
  host: ProductId;
  hostRevision: RevisionId;
  upstreamRevision: RevisionId;
} {
  const newest = mustAt(REVISION_IDS, -1, 'revision');
  const hosts = gatewayHosts();
  const host =
    hosts.find((h) => ctx.products.find((p) => p.id === h)?.speaks.client?.[newest]?.value === 'yes') ?? mustAt(hosts, 0, 'gateway host');
  return { host, hostRevision: newest, upstreamRevision: newest };
}

/** The combination of `combinations` at a host and revision pair (`defaultCombination`'s); throws, naming the pair, when there is none. */
export function combinationAt(
  combinations: readonly Combination[],
  pick: Pick<Combination, 'host' | 'hostRevision' | 'upstreamRevision'>,
): Combination {
  return mustFind(
    combinations,
    (c) => c.host === pick.host && c.hostRevision === pick.hostRevision && c.upstreamRevision === pick.upstreamRevision,
    `combination ${pick.host} at ${pick.hostRevision} with an upstream at ${pick.upstreamRevision}`,
  );
}

/** How many chains the combinations hold together. */
export function chainCount(combinations: readonly Combination[]): number {
  return combinations.reduce((n, c) => n + c.chains.length, 0);
}

/** The newest revision a host is recorded as speaking as a client, or the newest revision. */
export function hostDefaultRevision(ctx: Pick<ChainContext, 'products'>, host: ProductId): RevisionId {
  const spoken = REVISION_IDS.filter((r) => ctx.products.find((p) => p.id === host)?.speaks.client?.[r]?.value === 'yes');
  return spoken.at(-1) ?? mustAt(REVISION_IDS, -1, 'revision');
}

/** Every combination, host-major, then host revision, then upstream revision. */
export function allCombinations(ctx: ChainContext): Combination[] {
  const rows = chainRows(ctx.matrix, ctx.relays);
  const out: Combination[] = [];
  for (const host of gatewayHosts()) {
    for (const hostRevision of REVISION_IDS) {
      for (const upstreamRevision of REVISION_IDS) {
        out.push({
          host,
          hostRevision,
          upstreamRevision,
          chains: rows.map((r) => buildChain(ctx, r.id, host, hostRevision, upstreamRevision)),
        });
      }
    }
  }
  return out;
}

/** One link that is unknown in many chains: deciding it would decide them. */
export interface AuditItem {
  row: string;
  link: LinkNumber;
  /** Whose fact it is: `mcpx’s relay gate toward hosts`, `whether opencode v2 uses it` (each product by its name). */
  what: string;
  /** The revisions (of the upstream for link 1, of the host otherwise) where it is unknown. */
  revisions: RevisionId[];
  /** How many chains are unknown at this link. */
  chains: number;
  /** A combination where it is the deciding link, to open. */
  example: { host: ProductId; hostRevision: RevisionId; upstreamRevision: RevisionId };
}

/**
 * The links that decide the most unknown chains, most first (ties in row order). A link is
 * named by the fact it reads: link 1 and link 2 per row, link 3 per row and host; the gateway by the name `gateway`.
 */
export function auditNext(combinations: readonly Combination[], limit = 10, gateway = gatewayName()): AuditItem[] {
  const counts = new Map<string, AuditItem>();
  for (const c of combinations) {
    for (const chain of c.chains) {
      if (chain.verdict !== 'unknown' || !chain.at) continue;
      const hostName = getProduct(c.host).name;
      const server = chain.side === 'server';
      const what =
        chain.at === 3
          ? server
            ? `whether ${hostName} uses it`
            : `what ${hostName} declares and implements`
          : chain.at === 2
            ? server
              ? `what ${gateway} declares and delivers to hosts`
              : `${gateway}’s relay gate toward hosts`
            : server
              ? `whether the upstream’s side reaches ${gateway}`
              : `what ${gateway} declares and answers upstream`;
      const revision = chain.at === 1 ? c.upstreamRevision : c.hostRevision;
      const key = `${chain.row}|${chain.at}|${chain.at === 3 ? c.host : ''}`;
      const item = counts.get(key);
      if (item) {
        item.chains += 1;
        if (!item.revisions.includes(revision)) item.revisions.push(revision);
      } else {
        counts.set(key, {
          row: chain.row,
          link: chain.at,
          what,
          revisions: [revision],
          chains: 1,
          example: { host: c.host, hostRevision: c.hostRevision, upstreamRevision: c.upstreamRevision },
        });
      }
    }
  }
  for (const item of counts.values()) item.revisions.sort((a, b) => REVISION_IDS.indexOf(a) - REVISION_IDS.indexOf(b));
  return [...counts.values()].sort((a, b) => b.chains - a.chains).slice(0, limit);
}
