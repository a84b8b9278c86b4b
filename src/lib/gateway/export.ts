/**
 * `/gateway.json`: every chain of every combination, built by the same `allCombinations` as
 * the gateway pages, and its schema (published as `/gateway.schema.json`).
 */
import { z } from 'astro/zod';
import { BASIS_IDS, GATEWAY, PRODUCT_IDS, REVISION_IDS, VERDICT_IDS, type ProductId } from '../register/axes.ts';
import { evidenceLinkSchema, type EvidenceLink } from '../evidence/links.ts';
import { FALLBACK_IDS } from './schema.ts';
import { BREAK_IDS, CHAIN_VERDICT_IDS, gatewayName, type Chain } from './chain.ts';
import { chainFragment, combinationPath, type Combination } from './gateway.ts';

const linkSchema = z.strictObject({
  /** 1: the gateway ↔ upstream; 2: the gateway → host; 3: the host. */
  n: z.union([z.literal(1), z.literal(2), z.literal(3)]),
  /** Who talks to whom at which revision. */
  title: z.string(),
  /** `withheld`: the gateway does not forward the request to the host and answers itself. */
  status: z.enum(['pass', 'break', 'unknown', 'out-of-revision', 'withheld']),
  /** How the link breaks. */
  breaks: z.enum(BREAK_IDS).optional(),
  /** What the gateway does instead of forwarding. */
  fallback: z.enum(FALLBACK_IDS).optional(),
  /** What the link says, in plain words. */
  says: z.string(),
  basis: z.enum(BASIS_IDS),
  /** The words the link rests on: indexes into the top-level `evidence` list (each quote is listed once there). */
  evidence: z.array(z.int().nonnegative()),
  /** Disputes covering the value the link reads. */
  disputes: z.array(z.string()),
  /** Why the link does not count toward the verdict (link 3 of a client row whose host is not known to be asked). */
  notCounted: z.string().optional(),
  /** The matrix cell the link reads. */
  cell: z
    .strictObject({ product: z.enum(PRODUCT_IDS), revision: z.enum(REVISION_IDS), verdict: z.enum(VERDICT_IDS), url: z.string() })
    .optional(),
});

const chainSchema = z.strictObject({
  row: z.string(),
  title: z.string(),
  side: z.enum(['client', 'server']),
  host: z.enum(PRODUCT_IDS),
  hostRevision: z.enum(REVISION_IDS),
  upstreamRevision: z.enum(REVISION_IDS),
  /** works, fallback (works via the gateway's own broker or roots), breaks, out-of-revision, unknown. */
  verdict: z.enum(CHAIN_VERDICT_IDS),
  /** The deciding link of a breaks, unknown or out-of-revision chain. */
  at: z.union([z.literal(1), z.literal(2), z.literal(3)]).optional(),
  breaks: z.enum(BREAK_IDS).optional(),
  fallback: z.enum(FALLBACK_IDS).optional(),
  /** The weakest basis among the links the verdict rests on. */
  basis: z.enum(BASIS_IDS),
  disputed: z.boolean(),
  summary: z.string(),
  /** Which link decides the verdict and why, by the legend's precedence. */
  reason: z.string(),
  /** The chain on its page (site-relative). */
  url: z.string(),
  links: z.array(linkSchema).length(3),
});

export const gatewayExportSchema = z.strictObject({
  /** The gateway every chain passes through. */
  gateway: z.literal(GATEWAY),
  hosts: z.array(z.enum(PRODUCT_IDS)),
  revisions: z.array(z.enum(REVISION_IDS)),
  /** Every quote a link rests on, once, each linked to its passage; links name them by index. */
  evidence: z.array(evidenceLinkSchema),
  chains: z.array(chainSchema),
});
export type GatewayExport = z.infer<typeof gatewayExportSchema>;

/** The JSON Schema of `/gateway.json`, its title naming the gateway `gateway`. */
export function gatewayJsonSchema(gateway = gatewayName()): unknown {
  return { ...z.toJSONSchema(gatewayExportSchema), title: `MCP capability register: chains through ${gateway}` };
}

/** A chain's page and fragment, site-relative under `base`. */
export function chainUrl(chain: Pick<Chain, 'row' | 'host' | 'hostRevision' | 'upstreamRevision'>, base: string): string {
  return `${base}${combinationPath(chain.host, chain.hostRevision, chain.upstreamRevision)}#${chainFragment(chain.row)}`;
}

export function exportGateway(combinations: readonly Combination[], hosts: readonly ProductId[], base: string): GatewayExport {
  const evidence: EvidenceLink[] = [];
  const index = new Map<string, number>();
  const ref = (e: EvidenceLink): number => {
    const key = JSON.stringify(e);
    let i = index.get(key);
    if (i === undefined) {
      i = evidence.push(e) - 1;
      index.set(key, i);
    }
    return i;
  };
  const chains: GatewayExport['chains'] = combinations.flatMap((c) =>
    c.chains.map((chain) => ({
      row: chain.row,
      title: chain.title,
      side: chain.side,
      host: chain.host,
      hostRevision: chain.hostRevision,
      upstreamRevision: chain.upstreamRevision,
      verdict: chain.verdict,
      ...(chain.at ? { at: chain.at } : {}),
      ...(chain.breaks ? { breaks: chain.breaks } : {}),
      ...(chain.fallback ? { fallback: chain.fallback } : {}),
      basis: chain.basis,
      disputed: chain.disputed,
      summary: chain.summary,
      reason: chain.reason,
      url: chainUrl(chain, base),
      links: chain.links.map((l) => ({
        n: l.n,
        title: l.title,
        status: l.status,
        ...(l.breaks ? { breaks: l.breaks } : {}),
        ...(l.fallback ? { fallback: l.fallback } : {}),
        says: l.says,
        basis: l.basis,
        evidence: l.evidence.map(ref),
        disputes: l.disputes,
        ...(l.notCounted ? { notCounted: l.notCounted } : {}),
        ...(l.cell
          ? {
              cell: {
                product: l.cell.product,
                revision: l.cell.revision,
                verdict: l.cell.verdict,
                url: `${base}matrix/#${l.cell.fragment}`,
              },
            }
          : {}),
      })),
    })),
  );
  return { gateway: GATEWAY, hosts: [...hosts], revisions: [...REVISION_IDS], evidence, chains };
}

/** The text of `/gateway.json` (compact: it holds every chain of every combination). */
export function gatewayJsonText(
  combinations: readonly Combination[],
  hosts: readonly ProductId[],
  base: string,
): { data: GatewayExport; text: string } {
  const data = exportGateway(combinations, hosts, base);
  return { data, text: JSON.stringify(data) };
}
