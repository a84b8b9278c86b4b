/**
 * Relay facts (`content/relays/CAP-NN.yaml`): what the gateway, standing between a host and an
 * upstream, does with one row's capability toward the host. Same rules as every curated
 * value: each value that is not `unknown` carries the words it rests on (`evidence`, stated)
 * or the words that carry it here (`because`, inferred); the content check finds every quote.
 *
 * Client rows (the upstream asks, the host answers) record `gates`: whether the gateway forwards the
 * upstream's request to the host, under which condition on the host's revision and
 * declaration, and what the gateway does otherwise. Server rows (the gateway serves the host) record
 * `upstream` (does the upstream's side reach the gateway, or is it the gateway's own surface); the gateway's
 * declaration to hosts and whether each host uses the feature are their matrix cells (a host's
 * use is its row entry's `uses`), so the gateway and the matrix read the same facts.
 */
import { z } from 'astro/zod';
import { GATEWAY, PRODUCT_IDS, REVISION_IDS } from '../register/axes.ts';
import { evidenceListSchema, rowIdSchema, type EvidenceRef } from '../register/schema.ts';
import { mustFind } from '../lookup/must.ts';
import { gatewayName } from './name.ts';

const revisionId = z.enum(REVISION_IDS, { error: () => `expected one of the revisions ${REVISION_IDS.join(', ')}` });
const productId = z.enum(PRODUCT_IDS, { error: () => `expected one of the products ${PRODUCT_IDS.join(', ')}` });

/** Does the gateway pass the upstream's request on to the host? */
export const FORWARD_STATES = ['always', 'conditional', 'never', 'unknown'] as const;
export type ForwardState = (typeof FORWARD_STATES)[number];

/**
 * What the gateway named `gateway` does when it does not forward: answer itself (`broker`: its broker;
 * `configured-roots`: its configured roots), or `refuse`, `strip` the part the host did not
 * declare, or `none` (nothing answers). `forwards`: the fallback still sends the request to the host (stripping a
 * field forwards the rest, “host-bound forwarding also removes it”), so at a 2026-07-28 host it is the server→client
 * request 2026 forbids. The broker is the gateway's `elicit` command, spelt with the product's id as a command line
 * spells it (`mcpx elicit` in the relay quotes of today's content).
 */
export function fallbackKinds(gateway: string) {
  return [
    { id: 'broker', answers: true, forwards: false, words: `${gateway}’s broker (${GATEWAY} elicit) answers` },
    { id: 'configured-roots', answers: true, forwards: false, words: `${gateway} answers from its configured roots` },
    { id: 'refuse', answers: false, forwards: false, words: `${gateway} refuses it` },
    { id: 'strip', answers: false, forwards: true, words: `${gateway} strips it` },
    { id: 'none', answers: false, forwards: false, words: 'nothing answers' },
  ] as const;
}
/** The fallbacks in the words of content's gateway. */
export const FALLBACKS = fallbackKinds(gatewayName());
export type FallbackId = (typeof FALLBACKS)[number]['id'];
export const FALLBACK_IDS = FALLBACKS.map((f) => f.id) as [FallbackId, ...FallbackId[]];
/** The fallback `id`, in the words of the gateway named `gateway` (content's, unless a chain's products name it). */
export function getFallback(id: FallbackId, gateway = gatewayName()) {
  return mustFind(fallbackKinds(gateway), (f) => f.id === id, `fallback ${id}`);
}

/** Server rows, link 1: does the upstream's side reach the gateway (`yes`), is the feature the gateway's own surface (`own`), or not (`no`)? */
export const UPSTREAM_STATES = ['yes', 'own', 'no', 'unknown'] as const;
export type UpstreamState = (typeof UPSTREAM_STATES)[number];

const NEEDS_WORDS =
  'needs the words that support it: add evidence: [{in: <CAP-NN/section, note:<slug>>, quote: "<exact words>"}] (or because: […] when carried from elsewhere), or write unknown';

/** A relay value with its words: `unknown` (no words), or `{value, evidence}` (stated) or `{value, because}` (inferred). */
function relayValue<const T extends readonly [string, ...string[]]>(states: T) {
  return z.preprocess(
    (v) => (typeof v === 'string' ? { value: v } : v),
    z
      .strictObject({
        /** The value; `unknown` where the documents are silent. */
        value: z.enum(states, { error: () => `expected one of ${states.join(', ')}` }),
        /** The words that state it. */
        evidence: evidenceListSchema.optional(),
        /** Instead: the words that carry it here from another statement (the value is then inferred). */
        because: evidenceListSchema.optional(),
      })
      .superRefine((v, ctx) => {
        if (v.value !== 'unknown' && !v.evidence && !v.because) {
          ctx.addIssue({ code: 'custom', path: ['evidence'], message: `"${v.value}" ${NEEDS_WORDS}` });
        }
        if (v.value === 'unknown' && (v.evidence || v.because)) {
          ctx.addIssue({
            code: 'custom',
            path: ['evidence'],
            message: 'an unknown value has no evidence: remove it, or write the value the quote states',
          });
        }
        if (v.evidence && v.because) {
          ctx.addIssue({ code: 'custom', path: ['because'], message: 'write evidence (stated) or because (carried), not both' });
        }
      }),
  );
}
export interface RelayValue<T extends string> {
  value: T;
  evidence?: EvidenceRef[] | undefined;
  because?: EvidenceRef[] | undefined;
}

/** The condition of a conditional gate, on the host's revision and declaration. */
export const gateConditionSchema = z
  .strictObject({
    /** The host's revision must be this one or later. */
    hostFrom: revisionId.optional(),
    /** The host must declare the capability of this row (usually the gate's own row) at its revision. */
    hostDeclares: rowIdSchema.optional(),
    /** The condition in the register's words, e.g. “host at 2025-06-18 or later and declared it”. */
    text: z.string().min(3, 'say the condition in the register’s words'),
  })
  .refine((c) => c.hostFrom !== undefined || c.hostDeclares !== undefined, {
    message: 'a condition names hostFrom: <revision>, hostDeclares: <row id>, or both',
  });

/** What the gateway does when it does not forward; `hosts` limits it to hosts the words name. */
export const fallbackSchema = z.strictObject({
  /** The hosts the words speak of; omitted: every host. The first entry that matches a host applies. */
  hosts: z.array(productId).min(1).optional(),
  /** What the gateway does instead. */
  does: relayValue([...FALLBACK_IDS, 'unknown'] as const),
});

/** One relay gate: the gateway toward hosts at the listed host revisions. */
export const relayGateSchema = z
  .strictObject({
    /** The host revisions the words speak of (a sentence naming no revision covers the revisions the gateway serves). */
    revisions: z.array(revisionId).min(1, 'list at least one host revision'),
    /** Does the gateway forward the upstream's request to the host? */
    forwards: relayValue(FORWARD_STATES),
    /** For `conditional`: the condition. */
    when: gateConditionSchema.optional(),
    /** What the gateway does when it does not forward, first matching entry wins; none: unknown. */
    otherwise: z.array(fallbackSchema).default([]),
    /** Why, in the register's words. */
    note: z.string().min(1).optional(),
  })
  .superRefine((g, ctx) => {
    if (g.forwards.value === 'conditional' && !g.when) {
      ctx.addIssue({
        code: 'custom',
        path: ['when'],
        message: 'a conditional gate needs when: {hostFrom: <revision>, hostDeclares: <row id>, text: "<the condition>"}',
      });
    }
    if (g.forwards.value !== 'conditional' && g.when) {
      ctx.addIssue({
        code: 'custom',
        path: ['when'],
        message: 'only a conditional gate has a condition: remove when, or write forwards: conditional',
      });
    }
  });
export type RelayGate = z.infer<typeof relayGateSchema>;

/** Server rows: what reaches the gateway from the upstream at the listed upstream revisions. */
export const upstreamFactSchema = z.strictObject({
  /** Upstream revisions the words speak of. */
  revisions: z.array(revisionId).min(1, 'list at least one upstream revision'),
  /** `yes`: the upstream's side reaches the gateway; `own`: the gateway serves it from its own surface; `no`: it does not reach it. */
  reaches: relayValue(UPSTREAM_STATES),
  /** Why, in the register's words. */
  note: z.string().min(1).optional(),
});
export type UpstreamFact = z.infer<typeof upstreamFactSchema>;

/** A relay file: one row's relay facts. */
export const relayFileSchema = z.strictObject({
  /** The row; must equal the file name and name a row of content/capabilities/. */
  row: rowIdSchema,
  /** Client rows: the gateway's gates toward hosts. */
  gates: z.array(relayGateSchema).default([]),
  /** Server rows: what reaches the gateway from the upstream. */
  upstream: z.array(upstreamFactSchema).default([]),
});
export type RelayFile = z.infer<typeof relayFileSchema>;
