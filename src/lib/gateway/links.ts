/**
 * Addresses of the gateway view, small enough for browser code (the matrix drawer's
 * “through <gateway> to …” link): a combination's page and a chain's fragment.
 */
import { rowSlug } from '../register/ids.ts';
import type { ProductId, RevisionId } from '../register/axes.ts';
import { gatewayName } from './name.ts';

/** `gateway/opencode-v2/2026-07-28/2025-11-25/`: a combination's page, under the base path. */
export function combinationPath(host: ProductId, hostRevision: RevisionId, upstreamRevision: RevisionId): string {
  return `gateway/${host}/${hostRevision}/${upstreamRevision}/`;
}

/** A chain's fragment on its combination's page: the row's slug (`cap-09`). */
export function chainFragment(rowId: string): string {
  return rowSlug(rowId);
}

/** What the drawer needs to link a gateway cell to its chain: the default host and revision, and the rows that have chains. */
export interface DrawerGateway {
  host: ProductId;
  hostName: string;
  revision: RevisionId;
  rows: readonly string[];
}

/**
 * A row's share of the drawer's gateway, carried by the row's own JSON (/rows/<slug>.json,
 * `gateway`) so the matrix page need not list the rows with chains: the default host and
 * revision, for a row that has chains.
 */
export interface RowGateway {
  host: ProductId;
  revision: RevisionId;
}

/** The gateway a row's JSON carries: null for a row without chains (its drawer links none). */
export function rowGateway(gateway: Omit<DrawerGateway, 'hostName'>, rowId: string): RowGateway | null {
  return gateway.rows.includes(rowId) ? { host: gateway.host, revision: gateway.revision } : null;
}

/**
 * The chain a gateway cell belongs to, with the default host at its newest revision: a client
 * cell is the gateway toward an upstream at the cell's revision; a server cell is the gateway toward a host
 * at the cell's revision (the upstream then at the newest revision). Null for rows without chains.
 * The text names the gateway by its name in content (`gatewayName`).
 */
export function drawerChainLink(
  gateway: DrawerGateway,
  rowId: string,
  side: 'client' | 'server' | 'both',
  revision: RevisionId,
  base: string,
): { href: string; text: string } | null {
  if (side === 'both' || !gateway.rows.includes(rowId)) return null;
  const [rh, ru] = side === 'client' ? [gateway.revision, revision] : [revision, gateway.revision];
  return {
    href: `${base}${combinationPath(gateway.host, rh, ru)}#${chainFragment(rowId)}`,
    text: `Through ${gatewayName()} to ${gateway.hostName} (${rh}), upstream at ${ru}: does ${rowId} reach the host?`,
  };
}
