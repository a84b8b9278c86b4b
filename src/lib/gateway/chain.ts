/**
 * A chain is its links: does a row's capability reach the user of host H at revision Rh
 * through the gateway, from an upstream at revision Ru? Pure: the inputs are the matrix (the gateway's and
 * the host's cells), the row's spec, the row's relay facts and the gateway's speaks facts. Every sentence
 * names the gateway by its name in the products the chain is built from (`gatewayName`).
 *
 * Client rows (the upstream asks, the host answers):
 *   link 1, gateway ↔ upstream at Ru: the gateway's own client cell (does it declare and answer it upstream);
 *   link 2, gateway → host at Rh: the gateway's relay gate (does it forward the request to H, and if not, what it does);
 *   link 3, the host at Rh: H's own cell (does it declare and implement it).
 * Server rows (the gateway serves the host):
 *   link 1, upstream → gateway at Ru: does the upstream's side reach the gateway, or is it the gateway's own surface;
 *   link 2, gateway → host at Rh: the gateway's own server cell (its declaration to hosts and what it delivers);
 *   link 3, the host at Rh: does H use the feature.
 *
 * The chain verdict, first rule wins (`CHAIN_PRECEDENCE`, printed on the legend):
 *  1. out-of-revision — the revision in force at a link does not define the capability;
 *  2. breaks at link N — the first link, in order, that is decided broken (with how), among the links that count:
 *     link 3 of a client row counts only when link 2 says the gateway forwards the request to the host;
 *  3. works via the gateway's fallback — it does not forward it to H and answers itself (broker, configured roots);
 *  4. unknown at link N — the first link the documents do not decide;
 *  5. works — every link passes.
 * A definite break comes before unknown: one broken link is enough, whatever the others are.
 * The chain's basis is the weakest of the links its verdict rests on.
 */
import {
  GATEWAY,
  isDefined,
  MODERN_REVISION,
  getProduct,
  type BasisId,
  type LifecycleState,
  type ProductId,
  type RevisionId,
  type VerdictId,
} from '../register/axes.ts';
import type { EvidenceRef, ProductFacts, Row } from '../register/schema.ts';
import { entryFor, resolveDeclared, resolveSpec, resolveSpeaks, speaksFact } from '../evidence/basis.ts';
import { evidenceLinks, type EvidenceLink } from '../evidence/links.ts';
import type { EvidenceCorpus } from '../evidence/corpus.ts';
import type { Matrix, MatrixCell, MatrixRow } from '../matrix/build.ts';
import { getFallback, type FallbackId, type RelayFile, type RelayValue } from './schema.ts';
import { fallbackFor, gateFor, revisionIndex, upstreamFor } from './relays.ts';
import { must, mustFind } from '../lookup/must.ts';
import { isInputRequestRow, speaksOfModernItself } from '../evidence/input-requests.ts';
import { quoteNames } from '../evidence/scope.ts';
import { cellAt, specAt } from '../lookup/at.ts';
import { gatewayName } from './name.ts';

/** The gateway: the product that plays both roles, a client to upstreams and a server to hosts (`axes.ts`). */
export { GATEWAY, gatewayName };

const MODERN = MODERN_REVISION;

/**
 * Chain verdicts, in precedence order, in the words of the gateway named `gateway`. Each has a symbol, its words, and the
 * cell verdict whose colours it borrows (never colour alone: the words are always printed).
 */
export function chainVerdicts(gateway: string) {
  return [
    {
      id: 'out-of-revision',
      symbol: '⊘',
      label: 'out of revision',
      plain: 'The revision in force does not define it',
      colours: 'out-of-revision',
    },
    { id: 'breaks', symbol: '✗', label: 'breaks', plain: 'Does not reach the host’s user', colours: 'overclaim' },
    {
      id: 'fallback',
      symbol: '◐',
      label: `works via ${gateway}`,
      plain: `${gateway} answers it itself, the host is not asked`,
      colours: 'partial',
    },
    { id: 'unknown', symbol: '?', label: 'unknown', plain: 'The documents do not decide a link', colours: 'unknown' },
    { id: 'works', symbol: '✓', label: 'works', plain: 'Reaches the host’s user', colours: 'honest' },
  ] as const satisfies readonly { id: string; symbol: string; label: string; plain: string; colours: VerdictId }[];
}
/** The chain verdicts in the words of content's gateway. */
export const CHAIN_VERDICTS = chainVerdicts(gatewayName());
export type ChainVerdictId = (typeof CHAIN_VERDICTS)[number]['id'];
export const CHAIN_VERDICT_IDS = CHAIN_VERDICTS.map((v) => v.id) as [ChainVerdictId, ...ChainVerdictId[]];
export type ChainVerdict = (typeof CHAIN_VERDICTS)[number];
/** The chain verdict `id` (symbol, words, colours) in the words of the gateway named `gateway`; an id not in `CHAIN_VERDICTS` is a programming error, thrown with the ids there are. */
export function chainVerdict(id: string, gateway = gatewayName()): ChainVerdict {
  const verdict = chainVerdicts(gateway).find((v) => v.id === id);
  if (!verdict)
    throw new Error(
      `Unknown chain verdict "${id}": expected one of ${CHAIN_VERDICT_IDS.join(', ')} (CHAIN_VERDICTS in src/lib/gateway/chain.ts)`,
    );
  return verdict;
}

/** The precedence list, for the legend, in the words of the gateway named `gateway`. Kept next to the function it documents. */
export function chainPrecedence(gateway: string): readonly { verdict: ChainVerdictId; when: string }[] {
  return [
    {
      verdict: 'out-of-revision',
      when: 'the revision in force at a link (the upstream’s at link 1, the host’s at links 2 and 3) does not define the capability',
    },
    {
      verdict: 'breaks',
      when: `a link that counts is decided broken: the first such link, in order, names how (not declared upstream, gated off, the host does not declare or use it, declared but not delivered, a revision not spoken). Link 3 of a client row counts only when link 2 says ${gateway} forwards the request to the host: a host that is not asked cannot break the chain`,
    },
    {
      verdict: 'fallback',
      when: `${gateway} does not forward the request to the host and answers it itself (its broker, its configured roots), and the upstream side passes`,
    },
    { verdict: 'unknown', when: 'the documents do not decide a link: the first such link is named' },
    { verdict: 'works', when: 'every link passes' },
  ];
}
/** The precedence in the words of content's gateway. */
export const CHAIN_PRECEDENCE = chainPrecedence(gatewayName());

/** How a link breaks, in the words of the gateway named `gateway`. */
export function breakKinds(gateway: string) {
  return [
    { id: 'not-declared-upstream', words: 'not declared upstream' },
    { id: 'not-from-upstream', words: `the upstream’s side does not reach ${gateway}` },
    { id: 'gated-off', words: `gated off by ${gateway}` },
    { id: 'host-does-not-declare', words: 'the host does not declare it' },
    { id: 'host-does-not-use', words: 'the host does not use it' },
    { id: 'not-declared-to-host', words: `${gateway} does not declare it to hosts` },
    { id: 'declared-not-delivered', words: 'declared but not delivered' },
    { id: 'not-spoken', words: 'the revision is not spoken' },
  ] as const;
}
/** How a link breaks, in the words of content's gateway. */
export const BREAKS = breakKinds(gatewayName());
export type BreakId = (typeof BREAKS)[number]['id'];
export const BREAK_IDS = BREAKS.map((b) => b.id) as [BreakId, ...BreakId[]];
export function breakWords(id: BreakId, gateway = gatewayName()): string {
  return mustFind(breakKinds(gateway), (b) => b.id === id, `break ${id}`).words;
}

export type LinkNumber = 1 | 2 | 3;
export type LinkStatus = 'pass' | 'break' | 'unknown' | 'out-of-revision' | 'withheld';

/** One link of a chain, with what it says and the words it rests on. */
export interface ChainLink {
  n: LinkNumber;
  /** Who talks to whom, at which revision: `mcpx ↔ upstream at 2026-07-28` (the gateway by its name). */
  title: string;
  status: LinkStatus;
  /** How it breaks, when it does. */
  breaks?: BreakId;
  /** For a withheld request (link 2): what the gateway does instead. */
  fallback?: FallbackId;
  /** For a withheld request: why the gateway does not forward it (the host's revision, the host's declaration, or never). */
  withheldBy?: 'revision' | 'host' | 'never';
  /** What the link says, in plain words. */
  says: string;
  basis: BasisId;
  evidence: EvidenceLink[];
  /** Disputes covering the value the link reads. */
  disputes: string[];
  /** The quotes that decide the link, when they are not simply its first (a withheld request: the gate's words, then the fallback's). */
  deciding?: EvidenceLink[];
  /** The matrix cell the link reads, when it reads one. */
  cell?: { product: ProductId; revision: RevisionId; verdict: VerdictId; fragment: string };
  /** Why the link does not count toward the verdict, when it does not (link 3 of a client row whose host is not known to be asked). */
  notCounted?: string;
}

export interface Chain {
  row: string;
  title: string;
  side: 'client' | 'server';
  host: ProductId;
  hostRevision: RevisionId;
  upstreamRevision: RevisionId;
  verdict: ChainVerdictId;
  /** The link that decides a breaks, unknown or out-of-revision verdict. */
  at?: LinkNumber;
  breaks?: BreakId;
  /** The fallback that answers (a `fallback` verdict) or fails to (a break at a withheld link). */
  fallback?: FallbackId;
  basis: BasisId;
  /** Is a link the verdict rests on disputed? */
  disputed: boolean;
  /** One sentence: `breaks at link 2: gated off by mcpx (mcpx strips it)`, the gateway by its name. */
  summary: string;
  /** Which link decides the verdict and why, by the precedence (`chainReason`). */
  reason: string;
  links: [ChainLink, ChainLink, ChainLink];
}

/** What a chain is built from. */
export interface ChainContext {
  matrix: Matrix;
  rows: readonly Row[];
  relays: readonly RelayFile[];
  products: readonly ProductFacts[];
  base?: string;
  corpus?: EvidenceCorpus;
}

const WEAKNESS: Record<BasisId, number> = { stated: 0, inferred: 1, unknown: 2 };
function weakest(bases: readonly BasisId[]): BasisId {
  return bases.reduce<BasisId>((w, b) => (WEAKNESS[b] > WEAKNESS[w] ? b : w), 'stated');
}

/**
 * A relay value's basis, by stated-needs-revision-words as a cell's: stated at `revision` only when one of its evidence quotes
 * names it (`quoteNames`: its words, or its passage's scope); carried by a because, or by words naming no revision, it
 * is inferred.
 */
/**
 * legacy-requests-stop-at-2026 and input-requests-at-2026 on a forwarding: toward a 2026-07-28 host, forwarding the upstream's
 * roots/list, sampling/createMessage or elicitation/create (by the gate, or by a fallback that still forwards, as
 * `strip` does) is the server→client request 2026 forbids. Only words about 2026, the modern era or input requests
 * (`speaksOfModernItself`) say what the gateway does there; a floor that a 2026 host happens to meet (“requires the host to be
 * at 2025-06-18 or later”, “a 2025-11-25+ host”) speaks of the legacy request. True when the forwarding is unsaid there.
 */
function forwardingUnsaidAtModern(
  v: RelayValue<string> | undefined,
  hostRevision: RevisionId,
  capability: Parameters<typeof isInputRequestRow>[0],
): boolean {
  return (
    hostRevision === MODERN &&
    isInputRequestRow(capability) &&
    ![...(v?.evidence ?? []), ...(v?.because ?? [])].some((ref) => speaksOfModernItself(ref.quote))
  );
}

function valueBasis(
  v: RelayValue<string> | undefined,
  revision: RevisionId,
  row: string,
  corpus: EvidenceCorpus | undefined,
  product: string,
): BasisId {
  if (!v || v.value === 'unknown') return 'unknown';
  if (v.because?.length) return 'inferred';
  const polarity = v.value === 'never' || v.value === 'no' ? 'negative' : 'positive';
  return (v.evidence ?? []).some((ref) => quoteNames(corpus, ref, row, product, polarity).includes(revision)) ? 'stated' : 'inferred';
}

function cellRef(cell: MatrixCell): NonNullable<ChainLink['cell']> {
  return { product: cell.product, revision: cell.revision, verdict: cell.verdict, fragment: cell.fragment };
}

/**
 * Link 3 of a server row: does the host use the feature? Read from the host's matrix cell (its row entry's `uses`:
 * the words and value the cell shows at this revision), so the gateway and the matrix cannot read them two ways.
 * Stated where a quote names the revision, as the cell shows it; inferred where the words only carry it there.
 */
function hostUseLink(title: string, hostName: string, revision: RevisionId, cell: MatrixCell): ChainLink {
  const uses = cell.uses ?? [];
  const evidence: EvidenceLink[] = uses.map((u) => ({ field: 'implemented', ...u }));
  // A cell's disputes are about its declared and implemented values, which a not-applicable cell's uses are not.
  const base = { n: 3 as const, title, evidence, disputes: [], cell: cellRef(cell) };
  if (!uses.length || !cell.usesValue || cell.usesValue === 'unknown')
    return {
      ...base,
      status: 'unknown',
      says: uses.length
        ? `the words about ${hostName} say what it does with it at ${revision}, not whether it uses it`
        : `no sentence says whether ${hostName} uses it at ${revision}`,
      basis: 'unknown',
    };
  const basis: BasisId = uses.some((u) => u.scope === 'stated') ? 'stated' : 'inferred';
  return cell.usesValue === 'yes'
    ? { ...base, status: 'pass', says: `${hostName} uses it`, basis }
    : { ...base, status: 'break', breaks: 'host-does-not-use', says: `${hostName} does not use it`, basis };
}

/** A link that reads a matrix cell: its status from the cell's verdict. */
function cellLink(n: LinkNumber, title: string, cell: MatrixCell, who: string, notDeclared: BreakId): ChainLink {
  const base = { n, title, basis: cell.basis, evidence: cell.evidence, disputes: cell.disputes, cell: cellRef(cell) };
  const words = `${who}: ${cell.verdict} (declared ${cell.declared}, implemented ${cell.implemented})`;
  switch (cell.verdict) {
    case 'honest':
    case 'partial':
      return { ...base, status: 'pass', says: words };
    case 'overclaim':
      return { ...base, status: 'break', breaks: 'declared-not-delivered', says: words };
    case 'absent':
    case 'underclaim':
      return { ...base, status: 'break', breaks: notDeclared, says: words };
    case 'not-spoken':
      return { ...base, status: 'break', breaks: 'not-spoken', says: `${who}: does not speak ${cell.revision} in this role` };
    case 'out-of-revision':
    case 'not-applicable':
      return { ...base, status: 'out-of-revision', says: `${who}: ${cell.verdict} at ${cell.revision}` };
    case 'unknown':
      return { ...base, status: 'unknown', basis: 'unknown', says: `${who}: not known at ${cell.revision}` };
  }
}

/** The evidence links of relay values, as one list. */
function relayEvidence(
  values: readonly (RelayValue<string> | undefined)[],
  row: string,
  base: string,
  corpus?: EvidenceCorpus,
): EvidenceLink[] {
  return values.flatMap((v) =>
    v ? evidenceLinks('implemented', { evidence: v.evidence ?? ([] as EvidenceRef[]), because: v.because ?? [] }, row, base, corpus) : [],
  );
}

/** A link that is out of revision because the row's spec does not define the capability at `revision`. */
function specLink(
  n: LinkNumber,
  title: string,
  row: Row,
  revision: RevisionId,
  base: string,
  corpus?: EvidenceCorpus,
): ChainLink | undefined {
  const spec = resolveSpec(specAt(row, revision));
  if (spec.value === 'unknown' || isDefined(spec.value as LifecycleState)) return undefined;
  return {
    n,
    title,
    status: 'out-of-revision',
    says: `${revision} does not define it (${spec.value})`,
    basis: spec.basis,
    evidence: evidenceLinks('spec', spec, row.id, base, corpus),
    disputes: [],
  };
}

/** The chain of one row for host `host` at `hostRevision`, upstream at `upstreamRevision`. */
export function buildChain(
  ctx: ChainContext,
  rowId: string,
  host: ProductId,
  hostRevision: RevisionId,
  upstreamRevision: RevisionId,
): Chain {
  const { matrix, rows, relays, base = '/', corpus } = ctx;
  const row = rows.find((r) => r.id === rowId);
  const mrow = matrix.rows.find((r) => r.id === rowId);
  if (!row || !mrow) throw new Error(`no row ${rowId}`);
  if (row.side === 'both') throw new Error(`${rowId} is a both-sides row: chains are built for client or server rows`);
  const relay = relays.find((r) => r.row === rowId);
  const hostName = getProduct(host).name;
  const gateway = gatewayName(ctx.products);
  const input: LinksInput = { ctx, row, mrow, relay, host, hostName, gateway, hostRevision, upstreamRevision, base, corpus };
  const links = row.side === 'client' ? clientLinks(input) : serverLinks(input);
  return decide(row, host, hostRevision, upstreamRevision, links, gateway);
}

/** What the links of one chain are built from: `buildChain`'s arguments, resolved once. */
interface LinksInput {
  ctx: ChainContext;
  /** The row's front-matter (its spec, its side). */
  row: Row;
  /** The row in the matrix (the gateway's and the host's cells). */
  mrow: MatrixRow;
  /** The row's relay facts, if it has a relay file. */
  relay: RelayFile | undefined;
  host: ProductId;
  /** How pages name the host. */
  hostName: string;
  /** How pages name the gateway (`gatewayName` of the chain's products). */
  gateway: string;
  hostRevision: RevisionId;
  upstreamRevision: RevisionId;
  /** The site's base path, for evidence links. */
  base: string;
  corpus: EvidenceCorpus | undefined;
}

/**
 * A client row's links: the gateway as the upstream's client (1), its forwarding of the upstream's request to the host
 * (2, `forwardingLink`), and the host's cell (3).
 */
function clientLinks(input: LinksInput): [ChainLink, ChainLink, ChainLink] {
  const { row, mrow, host, hostName, gateway, hostRevision: rh, upstreamRevision: ru, base, corpus } = input;
  const t3 = `${hostName} at ${rh}`;
  const link1 = cellLink(1, `${gateway} ↔ upstream at ${ru}`, cellAt(mrow, GATEWAY, ru), `${gateway} as a client`, 'not-declared-upstream');
  const link3 = specLink(3, t3, row, rh, base, corpus) ?? cellLink(3, t3, cellAt(mrow, host, rh), hostName, 'host-does-not-declare');
  return [link1, forwardingLink(input), link3];
}

/** Link 2 of a client row: does the gateway serve the host's revision at all, then what its gate decides for this host. */
function forwardingLink(input: LinksInput): ChainLink {
  const { ctx, relay, hostName, gateway, hostRevision: rh, base, corpus } = input;
  const title = `${gateway} → ${hostName} at ${rh}`;
  const speaks = resolveSpeaks(
    speaksFact(
      ctx.products.find((p) => p.id === GATEWAY),
      'server',
      rh,
    ),
    { revision: rh, row: null, corpus, product: GATEWAY },
  );
  if (speaks.value === 'no') {
    return {
      n: 2,
      title,
      status: 'break',
      breaks: 'not-spoken',
      says: `${gateway} does not serve ${rh} to hosts`,
      basis: speaks.basis,
      evidence: evidenceLinks('speaks', speaks, null, base, corpus),
      disputes: [],
    };
  }
  const gate = gateFor(relay, rh);
  if (!gate || gate.forwards.value === 'unknown') return unwrittenGateLink(input, title, gate);
  return gateLink(input, title, gate);
}

/** Link 2 when no words say when the gateway forwards the request (there may still be words about its fallback). */
function unwrittenGateLink(input: LinksInput, title: string, gate: RelayGate | undefined): ChainLink {
  const { row, host, gateway, base, corpus } = input;
  const otherwise = gate && fallbackFor(gate, host);
  const also =
    otherwise && otherwise.does.value !== 'unknown' ? `; otherwise ${getFallback(otherwise.does.value as FallbackId, gateway).words}` : '';
  return {
    n: 2,
    title,
    status: 'unknown',
    says: `no sentence says when ${gateway} forwards it to a host${also}`,
    basis: 'unknown',
    evidence: relayEvidence([otherwise?.does], row.id, base, corpus),
    disputes: [],
  };
}

/** Link 2 by a written gate: forwarded always, never, from a host revision on, or when the host declares a capability. */
function gateLink(input: LinksInput, title: string, gate: RelayGate): ChainLink {
  const { ctx, row, host, hostName, gateway, hostRevision: rh, base, corpus } = input;
  const forwards = {
    words: relayEvidence([gate.forwards], row.id, base, corpus),
    basis: valueBasis(gate.forwards, rh, row.id, corpus, GATEWAY),
  };
  const open = (says: string, extraBasis: BasisId[] = []) => openLink(input, title, gate, forwards, says, extraBasis);
  const withheld = (reason: WithheldBy, says: string, extraBasis: BasisId[] = []) =>
    withheldLink(input, title, gate, forwards, reason, says, extraBasis);
  if (gate.forwards.value === 'always') return open(`${gateway} forwards it to every host`);
  if (gate.forwards.value === 'never') return withheld('never', `${gateway} never forwards it to a host`);
  const when = gate.when;
  if (!when) throw new Error(`${row.id}: the relay gate at ${rh} forwards conditionally but says no when`);
  if (when.hostFrom && revisionIndex(rh) < revisionIndex(when.hostFrom)) {
    return withheld('revision', `only ${when.text}: ${rh} is before ${when.hostFrom}`);
  }
  if (!when.hostDeclares) return open(`${when.text}: yes`);
  // The gate reads the host's declaration only (not what it implements): its value and words come from the row's front-matter.
  const declaresRow = ctx.rows.find((r) => r.id === when.hostDeclares);
  const declared = resolveDeclared(entryFor(declaresRow?.products[host], rh), {
    revision: rh,
    row: when.hostDeclares,
    corpus,
    product: host,
  });
  const declaredWords = evidenceLinks('declared', declared, when.hostDeclares, base, corpus);
  if (declared.value === 'unknown') {
    return {
      n: 2,
      title,
      status: 'unknown',
      says: `only ${when.text}: whether ${hostName} declares it at ${rh} is not known`,
      basis: 'unknown',
      evidence: forwards.words,
      disputes: [],
    };
  }
  if (declared.value === 'no' || declared.value === 'off') {
    const link = withheld('host', `only ${when.text}: ${hostName} does not declare it`, [declared.basis]);
    return { ...link, evidence: [...link.evidence, ...declaredWords] };
  }
  return { ...open(`${when.text}: ${hostName} does`, [declared.basis]), evidence: [...forwards.words, ...declaredWords] };
}

type RelayGate = NonNullable<ReturnType<typeof gateFor>>;
type WithheldBy = NonNullable<ChainLink['withheldBy']>;
/** The gate's forwarding words and their basis. */
interface ForwardsWords {
  words: EvidenceLink[];
  basis: BasisId;
}

/**
 * Link 2 when the gate forwards the request to this host. Toward a modern host that is the server→client request
 * 2026 forbids, so without words about 2026 it is unknown.
 */
function openLink(
  input: LinksInput,
  title: string,
  gate: RelayGate,
  forwards: ForwardsWords,
  says: string,
  extraBasis: BasisId[],
): ChainLink {
  if (forwardingUnsaidAtModern(gate.forwards, input.hostRevision, input.row.capability)) {
    return {
      n: 2,
      title,
      status: 'unknown',
      says: `${says}, but toward a ${MODERN} host the request is a server→client request, which 2026 forbids, and no words say what ${input.gateway} does there (legacy-requests-stop-at-2026, input-requests-at-2026)`,
      basis: 'unknown',
      evidence: forwards.words,
      disputes: [],
    };
  }
  return { n: 2, title, status: 'pass', says, basis: weakest([forwards.basis, ...extraBasis]), evidence: forwards.words, disputes: [] };
}

/**
 * Link 2 when the gate withholds the request from this host: a host that is not asked sends the upstream to the gateway's
 * fallback, which asks the host nothing. The fallback decides: it answers (withheld), fails to (a break), is not
 * written, or still forwards toward a modern host without words about 2026 (unknown).
 */
function withheldLink(
  input: LinksInput,
  title: string,
  gate: RelayGate,
  forwards: ForwardsWords,
  reason: WithheldBy,
  says: string,
  extraBasis: BasisId[],
): ChainLink {
  const { row, host, gateway, hostRevision: rh, base, corpus } = input;
  const does = fallbackFor(gate, host)?.does;
  const fallback = does && does.value !== 'unknown' ? (does.value as FallbackId) : undefined;
  const fallbackWords = relayEvidence([does], row.id, base, corpus);
  const evidence = [...forwards.words, ...fallbackWords];
  const deciding = [forwards.words[0], fallbackWords[0]].filter((e): e is EvidenceLink => e !== undefined);
  if (!fallback) {
    return {
      n: 2,
      title,
      status: 'unknown',
      says: `${says}; what ${gateway} does instead is not written`,
      basis: 'unknown',
      evidence,
      disputes: [],
    };
  }
  const f = getFallback(fallback, gateway);
  // Stripping a field still forwards the request to the host (“host-bound forwarding also removes it”), so
  // toward a 2026-07-28 host it is the server→client request 2026 forbids, unless its words speak of 2026.
  if (f.forwards && forwardingUnsaidAtModern(does, rh, row.capability)) {
    return {
      n: 2,
      title,
      status: 'unknown',
      says: `${says}; ${f.words}, which still forwards the request, and toward a ${MODERN} host that is a server→client request, which 2026 forbids: no words say what ${gateway} does there (legacy-requests-stop-at-2026, input-requests-at-2026)`,
      basis: 'unknown',
      evidence,
      disputes: [],
    };
  }
  const link: ChainLink = {
    n: 2,
    title,
    status: 'withheld',
    fallback,
    withheldBy: reason,
    says: `${says}; ${f.words}`,
    basis: weakest([forwards.basis, ...extraBasis, valueBasis(does, rh, row.id, corpus, GATEWAY)]),
    evidence,
    disputes: [],
    deciding,
  };
  if (!f.answers) return { ...link, status: 'break', breaks: reason === 'host' ? 'host-does-not-declare' : 'gated-off' };
  return link;
}

function serverLinks(input: LinksInput): [ChainLink, ChainLink, ChainLink] {
  const { row, mrow, relay, host, hostName, gateway, hostRevision: rh, upstreamRevision: ru, base, corpus } = input;
  const t1 = `upstream at ${ru} → ${gateway}`;
  const t2 = `${gateway} → ${hostName} at ${rh}`;
  const t3 = `${hostName} at ${rh}`;
  const fact = upstreamFor(relay, ru);
  const reaches = fact?.reaches;
  const e1 = relayEvidence([reaches], row.id, base, corpus);
  const b1 = valueBasis(reaches, ru, row.id, corpus, GATEWAY);
  const note1 = fact?.note ? ` (${fact.note})` : '';
  let link1: ChainLink;
  if (!reaches || reaches.value === 'unknown') {
    link1 = {
      n: 1,
      title: t1,
      status: 'unknown',
      says: `no sentence says whether the upstream’s side reaches ${gateway}`,
      basis: 'unknown',
      evidence: [],
      disputes: [],
    };
  } else if (reaches.value === 'own') {
    link1 = {
      n: 1,
      title: t1,
      status: 'pass',
      says: `${gateway} serves it from its own surface${note1}`,
      basis: b1,
      evidence: e1,
      disputes: [],
    };
  } else {
    link1 =
      specLink(1, t1, row, ru, base, corpus) ??
      (reaches.value === 'yes'
        ? { n: 1, title: t1, status: 'pass', says: `the upstream’s side reaches ${gateway}${note1}`, basis: b1, evidence: e1, disputes: [] }
        : {
            n: 1,
            title: t1,
            status: 'break',
            breaks: 'not-from-upstream',
            says: `the upstream’s side does not reach ${gateway}${note1}`,
            basis: b1,
            evidence: e1,
            disputes: [],
          });
  }
  const link2 = cellLink(2, t2, cellAt(mrow, GATEWAY, rh), `${gateway} as a server`, 'not-declared-to-host');
  const link3 = hostUseLink(t3, hostName, rh, cellAt(mrow, host, rh));
  return [link1, link2, link3];
}

/** The chain verdict from its links (the precedence at the top of this file), its sentences naming the gateway `gateway`. */
export function decide(
  row: Pick<Row, 'id' | 'title' | 'side'>,
  host: ProductId,
  hostRevision: RevisionId,
  upstreamRevision: RevisionId,
  links: [ChainLink, ChainLink, ChainLink],
  gateway = gatewayName(),
): Chain {
  const [l1, l2] = links;
  // Link 3 of a client row counts only when the gateway forwards the request to the host: withheld, the
  // gateway answers (or fails to) itself; with the gate unknown, whether the host is asked at all is unknown.
  const hostAsked = row.side === 'server' || l2.status === 'pass';
  // A request withheld because of the host's own declaration is decided by link 3: the host's cell counts then too.
  const hostCounts = hostAsked || l2.withheldBy === 'host';
  const shown: [ChainLink, ChainLink, ChainLink] = hostCounts
    ? links
    : [links[0], links[1], { ...links[2], notCounted: notCountedWhy(l2, gateway) }];
  const considered = hostAsked ? shown : ([shown[0], shown[1]] as ChainLink[]);
  const result = (verdict: ChainVerdictId, used: ChainLink[], extra: Partial<Chain> = {}): Chain => {
    const basis = verdict === 'unknown' ? 'unknown' : weakest(used.map((l) => (l.basis === 'unknown' ? 'inferred' : l.basis)));
    return {
      row: row.id,
      title: row.title,
      side: row.side as 'client' | 'server',
      host,
      hostRevision,
      upstreamRevision,
      verdict,
      basis,
      disputed: used.some((l) => l.disputes.length > 0),
      summary: '',
      reason: '',
      links: shown,
      ...extra,
    };
  };
  let chain: Chain;
  const oor = shown.find((l) => l.status === 'out-of-revision');
  const broken = considered.find((l): l is ChainLink & { breaks: BreakId } => l.status === 'break' && l.breaks !== undefined);
  const unknown = considered.find((l) => l.status === 'unknown');
  if (oor) chain = result('out-of-revision', [oor], { at: oor.n });
  else if (broken) {
    // A request withheld because the host does not declare it breaks at the host's link, when that link says so; when
    // the host's cell in this row is not decided, the gate's reading of the host (link 2, with its words) decides.
    const byHost = broken.n === 2 && broken.withheldBy === 'host' && shown[2].status === 'break';
    const at = byHost ? 3 : broken.n;
    const used = byHost ? [l2, shown[2]] : [broken];
    chain = result('breaks', used, { at, breaks: broken.breaks, ...(broken.fallback ? { fallback: broken.fallback } : {}) });
  } else if (l2.status === 'withheld' && l2.fallback && l1.status === 'pass') {
    chain = result('fallback', l2.withheldBy === 'host' ? shown : [l1, l2], { fallback: l2.fallback });
  } else if (unknown) chain = result('unknown', [unknown], { at: unknown.n });
  else chain = result('works', considered);
  return { ...chain, summary: chainSummary(chain, gateway), reason: chainReason(chain, gateway) };
}

/** Why link 3 of a client row does not count: the host is not asked, or whether it is asked is not known. */
function notCountedWhy(l2: ChainLink, gateway: string): string {
  if (l2.status === 'withheld' || (l2.status === 'break' && l2.fallback))
    return `${gateway} does not forward the request to the host, so what the host declares does not decide the chain`;
  if (l2.status === 'break') return 'the request does not get past link 2, so the host is never asked';
  if (l2.status === 'out-of-revision') return 'the revision in force at link 2 does not define it, so the host is never asked';
  return `it counts only if ${gateway} forwards the request to the host, which link 2 does not decide`;
}

/**
 * Which link decides the chain and why, in words that follow the precedence: the rule that
 * applied, the link it applied at, and any link whose own status does not count. The gateway is named `gateway`.
 */
export function chainReason(chain: Pick<Chain, 'verdict' | 'at' | 'links'>, gateway = gatewayName()): string {
  const ignored = chain.links.filter((l) => l.notCounted !== undefined && l.status !== 'pass');
  const aside = ignored.map((l) => ` Link ${l.n} ${linkStatusWords(l, gateway)} but does not count: ${l.notCounted}.`).join('');
  switch (chain.verdict) {
    case 'out-of-revision':
      return `Link ${chain.at} decides: the revision in force there does not define the capability, which comes first in the precedence.`;
    case 'breaks':
      return `Link ${chain.at} decides: it is the first link that counts and is decided broken, and a break outranks every unknown link.${aside}`;
    case 'fallback':
      return `Link 2 decides: ${gateway} does not forward the request to the host and answers it itself, and link 1 passes.${aside}`;
    case 'unknown':
      return `Link ${chain.at} decides: it is the first link the documents do not decide, and no link that counts is decided broken.${aside}`;
    case 'works':
      return 'Every link that counts passes.';
  }
}

function linkStatusWords(link: ChainLink, gateway: string): string {
  if (link.status === 'break') return `breaks (${breakWords(must(link.breaks, 'break of a broken link'), gateway)})`;
  if (link.status === 'withheld') return 'is withheld';
  return `is ${link.status === 'out-of-revision' ? 'out of revision' : link.status}`;
}

/** The chain's one-sentence answer: `works via mcpx: mcpx’s broker (mcpx elicit) answers`, the gateway named `gateway`. */
export function chainSummary(chain: Pick<Chain, 'verdict' | 'at' | 'breaks' | 'fallback' | 'disputed'>, gateway = gatewayName()): string {
  const disputed = chain.disputed ? ' (disputed)' : '';
  switch (chain.verdict) {
    case 'works':
      return `works${disputed}`;
    case 'fallback':
      return `works via ${gateway}: ${getFallback(must(chain.fallback, 'fallback of a works-via-the-gateway chain'), gateway).words}${disputed}`;
    case 'breaks':
      return `breaks at link ${chain.at}: ${breakWords(must(chain.breaks, 'break of a breaking chain'), gateway)}${chain.fallback ? ` (${getFallback(chain.fallback, gateway).words})` : ''}${disputed}`;
    case 'unknown':
      return `unknown at link ${chain.at}${disputed}`;
    case 'out-of-revision':
      return `out of revision at link ${chain.at}${disputed}`;
  }
}

/** Rows that have chains: client and server rows with relay facts, in row order. */
export function chainRows(matrix: Matrix, relays: readonly RelayFile[]): MatrixRow[] {
  return matrix.rows.filter((r) => r.side !== 'both' && relays.some((x) => x.row === r.id));
}

/** The hosts: every product that plays the client role, except the gateway. */
export function hostIds(products: readonly { id: string; roles: readonly string[] }[]): ProductId[] {
  return products.filter((p) => p.id !== GATEWAY && p.roles.includes('client')).map((p) => p.id);
}
